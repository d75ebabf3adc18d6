import { useTranslation } from 'react-i18next';
import { useFormat } from '@/hooks/use-format';
import { useMonthBills } from '../api/get-month-bills';
import styles from './bills.module.css';

/** Parking spend per month (the trip bills' summary). */
export function MonthBills() {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const bills = useMonthBills().data ?? [];
  if (bills.length === 0) return null;
  // The months scroll sideways: the region takes focus so that a keyboard can scroll them too.
  return (
    <section className={styles.months} aria-label={t('trips.months')} tabIndex={0}>
      {bills.map((bill) => (
        <div key={bill.month} className={styles.month}>
          <span>{bill.month}</span>
          <strong>{format.money(bill.cost)}</strong>
          <small>{t('trips.count', { orders: String(bill.count), count: bill.count })}</small>
        </div>
      ))}
    </section>
  );
}
