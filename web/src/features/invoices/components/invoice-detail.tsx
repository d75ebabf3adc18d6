import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoRows } from '@/components/info-rows';
import { PageLoading } from '@/components/page-loading';
import { useFormat } from '@/hooks/use-format';
import { apiUrl } from '@/lib/api';
import { useInvoice } from '../api/get-invoice';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { invoiceStatusKey, isCredit, shortSerial } from './invoice-list';
import styles from './invoices.module.css';
import { langOf } from '@/components/operator-text';

/** One invoice: its title, amount, state, the orders it covers, and its PDF once issued. */
export function InvoiceDetail({ serial }: { serial: string }) {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const invoice = useInvoice(serial).data;
  if (!invoice) return <PageLoading />;
  const credit = isCredit(invoice);
  const rows: [string, ReactNode][] = [
    [t('show.title'), <span lang={langOf(invoice.title)}>{invoice.title}</span>],
    [t('show.amount'), credit ? `-${format.money(invoice.amount)}` : format.money(invoice.amount)],
    [t('show.status'), t(`status.${invoiceStatusKey(invoice)}`)],
    [t('show.created'), invoice.createTime],
  ];
  if (credit) rows.unshift([t('credit.kind'), t('credit.tag')]);
  if (invoice.taxNumber) rows.push([t('show.taxNumber'), invoice.taxNumber]);
  if (invoice.email) rows.push([t('show.email'), invoice.email]);
  rows.push([t('show.orders'), invoice.payCodes.join(', ')]);
  return (
    <section className={styles.detail} aria-label={invoice.title}>
      <InfoRows rows={rows} />
      {credit && invoice.reverses ? (
        <p className={styles.weak}>
          <Link to={paths.invoiceShow.href(invoice.reverses)}>
            {t('credit.reverses', { serial: shortSerial(invoice.reverses) })}
          </Link>
        </p>
      ) : null}
      {invoice.url ? (
        <a className={styles.pdf} href={apiUrl(invoice.url)} target="_blank" rel="noreferrer">
          {t('show.download')}
        </a>
      ) : (
        <p className={styles.weak}>{t(invoice.voidTime ? 'show.voided' : 'show.issuing')}</p>
      )}
    </section>
  );
}
