import { useTranslation } from 'react-i18next';
import { useFormat } from '@/hooks/use-format';
import buttons from '@/components/plain-button.module.css';
import styles from './order-payment.module.css';

/** What settling costs now and the settle button (it stays tappable while paying: see usePayFlow). */
export function SettleBar({
  amount,
  before,
  paying,
  onSettle,
}: {
  amount: number;
  /** What it cost before a coupon, struck through beside the amount (none without a coupon). */
  before?: number;
  paying: boolean;
  onSettle: () => void;
}) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  return (
    <section className={styles.settleBar} aria-label={t('payment.toPay')}>
      <span className={styles.toPay}>
        {t('payment.toPay')} <strong>{format.money(amount)}</strong>
        {before !== undefined ? (
          <>
            {' '}
            <s className={styles.before}>{format.money(before)}</s>
          </>
        ) : null}
      </span>
      <button
        type="button"
        className={`${buttons.button} ${buttons.primary} ${buttons.rounded}`}
        onClick={onSettle}
      >
        {paying ? t('payment.paying') : t('payment.settle')}
      </button>
    </section>
  );
}
