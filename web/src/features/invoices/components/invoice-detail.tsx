import { useTranslation } from 'react-i18next';
import { InfoRows } from '@/components/info-rows';
import { PageLoading } from '@/components/page-loading';
import { useFormat } from '@/hooks/use-format';
import { apiUrl } from '@/lib/api';
import { useInvoice } from '../api/get-invoice';
import { INVOICE_STATUS } from './invoice-list';
import styles from './invoices.module.css';

/** One invoice: its title, amount, state, the orders it covers, and its PDF once issued. */
export function InvoiceDetail({ serial }: { serial: string }) {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const invoice = useInvoice(serial).data;
  if (!invoice) return <PageLoading />;
  const rows: [string, string][] = [
    [t('show.title'), invoice.title],
    [t('show.amount'), format.money(invoice.amount)],
    [t('show.status'), t(`status.${INVOICE_STATUS[invoice.status]}`)],
    [t('show.created'), invoice.createTime],
  ];
  if (invoice.taxNumber) rows.push([t('show.taxNumber'), invoice.taxNumber]);
  if (invoice.email) rows.push([t('show.email'), invoice.email]);
  rows.push([t('show.orders'), invoice.payCodes.join(', ')]);
  return (
    <section className={styles.detail} aria-label={invoice.title}>
      <InfoRows rows={rows} />
      {invoice.url ? (
        <a className={styles.pdf} href={apiUrl(invoice.url)} target="_blank" rel="noreferrer">
          {t('show.download')}
        </a>
      ) : (
        <p className={styles.weak}>{t('show.issuing')}</p>
      )}
    </section>
  );
}
