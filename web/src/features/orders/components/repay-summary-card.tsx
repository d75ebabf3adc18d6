import type { RepaySummary } from '@dehong/api-spec';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/hooks/use-format';
import styles from './order-payment.module.css';

/** The count of unpaid orders and the total arrears (and a service fee when there is one). */
export function RepaySummaryCard({ summary }: { summary: RepaySummary }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  return (
    <section className={styles.summary} aria-label={t('payment.summary.total')}>
      <div>
        <span className={styles.figure}>{summary.count}</span>
        <span className={styles.caption}>{t('payment.summary.count')}</span>
      </div>
      <div>
        <span className={styles.figure}>{format.money(summary.unPay)}</span>
        <span className={styles.caption}>{t('payment.summary.total')}</span>
      </div>
      {summary.service > 0 ? (
        <div>
          <span className={styles.figure}>{format.money(summary.service)}</span>
          <span className={styles.caption}>{t('payment.summary.service')}</span>
        </div>
      ) : null}
    </section>
  );
}
