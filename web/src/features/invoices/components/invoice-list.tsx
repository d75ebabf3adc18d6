import type { Schemas } from '@dehong/api-spec';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { ListEnd } from '@/components/list-end';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import { useInvoices } from '../api/get-invoices';
import styles from './invoices.module.css';
import { OperatorText } from '@/components/operator-text';

export const INVOICE_STATUS: Record<Schemas['Invoice']['status'], 'issuing' | 'issued' | 'failed'> =
  { 0: 'issuing', 1: 'issued', [-1]: 'failed' };

/** The status words of an invoice: an application voided because its money was given back says so. */
export const invoiceStatusKey = (invoice: Schemas['Invoice']) =>
  invoice.voidTime ? 'voided' : INVOICE_STATUS[invoice.status];

/** A red-letter (credit) invoice takes money back: shown as a negative amount. */
export const isCredit = (invoice: Schemas['Invoice']) => invoice.kind === 'credit';

/** The end of an invoice serial, enough to tell it apart on a small screen. */
export const shortSerial = (serial: string) => `…${serial.slice(-8)}`;

/** The member's invoices, each opening its details. */
export function InvoiceList() {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const invoices = useInvoices();
  if (invoices.isPending) return <PageLoading />;
  const items = invoices.data?.pages.flatMap((page) => page.list) ?? [];
  if (items.length === 0) return <EmptyState description={t('list.empty')} />;
  return (
    <>
      <ul className={styles.invoices}>
        {items.map((invoice) => (
          <li key={invoice.serial}>
            <Link to={paths.invoiceShow.href(invoice.serial)} className={styles.invoice}>
              <span>
                <strong>
                  {isCredit(invoice) ? (
                    <span className={styles.creditTag}>{t('credit.tag')}</span>
                  ) : null}
                  <OperatorText text={invoice.title} />
                </strong>
                {isCredit(invoice) && invoice.reverses ? (
                  <small>{t('credit.reverses', { serial: shortSerial(invoice.reverses) })}</small>
                ) : null}
                <small>{invoice.createTime}</small>
              </span>
              <span className={styles.invoiceAmount}>
                {isCredit(invoice)
                  ? `-${format.money(invoice.amount)}`
                  : format.money(invoice.amount)}
                <small>{t(`status.${invoiceStatusKey(invoice)}`)}</small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <ListEnd hasMore={invoices.hasNextPage} loadMore={() => invoices.fetchNextPage()} />
    </>
  );
}
