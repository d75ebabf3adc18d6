import type { RepaySummary } from '@dehong/api-spec';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import styles from './bills.module.css';

/** One of the member's plates: what it owes now, and the way to pay it. */
export function CarArrears({
  number,
  summary,
}: {
  number: string;
  summary: RepaySummary | undefined;
}) {
  const { t } = useTranslation('bills');
  const format = useFormat();
  return (
    <article className={styles.arrears} aria-label={number}>
      <header className={styles.arrearsHeader}>
        <span className={styles.plate}>{number}</span>
        {summary && summary.count > 0 ? (
          <Link className={styles.payLink} to={paths.orderPayment.href({ carNumber: number })}>
            {t('arrears.pay')}
          </Link>
        ) : null}
      </header>
      {summary ? (
        summary.count > 0 ? (
          <p className={styles.arrearsFacts}>
            {t('arrears.owed', { orders: String(summary.count), count: summary.count })}{' '}
            <strong>{format.money(summary.payCost)}</strong>
          </p>
        ) : (
          <p className={styles.clear}>{t('arrears.clear')}</p>
        )
      ) : null}
    </article>
  );
}
