import type { MembershipCard } from '@dehong/api-spec';
import { validityRange } from '@dehong/api-spec/domain';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/hooks/use-format';
import { ActivationDate } from './activation-date';
import styles from './cards.module.css';

/**
 * The summary popup of a reserve card (spec section 2): plates, card, amount, the activation date
 * (picked), the validity range it gives, and confirm pay.
 */
export function PurchaseSummary({
  open,
  card,
  plates,
  amount,
  today,
  appointment,
  paying,
  onAppointment,
  onPay,
  onClose,
}: {
  open: boolean;
  card: MembershipCard;
  plates: readonly string[];
  amount: number;
  today: string;
  appointment: string;
  paying: boolean;
  onAppointment: (date: string) => void;
  onPay: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  const range = validityRange(appointment, card.duration);
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose}>
      <section className={styles.summary} role="dialog" aria-label={t('summary.title')}>
        <h2 className={styles.summaryTitle}>{t('summary.title')}</h2>
        <dl className={styles.summaryRows}>
          <div>
            <dt>{t('summary.plates')}</dt>
            <dd>{plates.join(', ')}</dd>
          </div>
          <div>
            <dt>{t('summary.card')}</dt>
            <dd>{card.name}</dd>
          </div>
          <div>
            <dt>{t('summary.amount')}</dt>
            <dd>{format.money(amount)}</dd>
          </div>
        </dl>
        <ActivationDate today={today} value={appointment} onChange={onAppointment} />
        <p className={styles.validity}>
          {t('summary.validity', { start: range.start, end: range.end })}
        </p>
        {/* Tappable while paying: a second tap gets the duplicate-submit message (usePayFlow). */}
        <Button block color="primary" shape="rounded" onClick={onPay}>
          {paying ? t('paying') : t('summary.confirmPay')}
        </Button>
      </section>
    </Popup>
  );
}
