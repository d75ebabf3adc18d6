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
                  <OperatorText text={invoice.title} />
                </strong>
                <small>{invoice.createTime}</small>
              </span>
              <span className={styles.invoiceAmount}>
                {format.money(invoice.amount)}
                <small>{t(`status.${INVOICE_STATUS[invoice.status]}`)}</small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <ListEnd hasMore={invoices.hasNextPage} loadMore={() => invoices.fetchNextPage()} />
    </>
  );
}
