import type { MembershipCard } from '@dehong/api-spec';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from '@/hooks/use-dialog-focus';
import { useFormat } from '@/hooks/use-format';
import type { PlateValidity } from '../card-order';
import { ActivationDate } from './activation-date';
import { PlateValidityLines } from './plate-validity';
import styles from './cards.module.css';
import { OperatorText } from '@/components/operator-text';

/**
 * The summary popup of a reserve card (spec section 2): plates, card, amount, the activation date
 * (picked, from the card's minday), the validity each plate gets, and confirm pay.
 */
export function PurchaseSummary({
  open,
  card,
  plates,
  amount,
  firstDate,
  appointment,
  validities,
  paying,
  onAppointment,
  onPay,
  onClose,
}: {
  open: boolean;
  card: MembershipCard;
  plates: readonly string[];
  amount: number;
  firstDate: string;
  appointment: string;
  validities: readonly PlateValidity[];
  paying: boolean;
  onAppointment: (date: string) => void;
  onPay: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('cards');
  useDialogFocus(open, t('summary.title'));
  const format = useFormat();
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose}>
      <section
        className={styles.summary}
        role="dialog"
        aria-modal="true"
        aria-label={t('summary.title')}
      >
        <h2 className={styles.summaryTitle}>{t('summary.title')}</h2>
        <dl className={styles.summaryRows}>
          <div>
            <dt>{t('summary.plates')}</dt>
            <dd>{plates.join(', ')}</dd>
          </div>
          <div>
            <dt>{t('summary.card')}</dt>
            <dd>
              <OperatorText text={card.name} />
            </dd>
          </div>
          <div>
            <dt>{t('summary.amount')}</dt>
            <dd>{format.money(amount)}</dd>
          </div>
        </dl>
        <ActivationDate first={firstDate} value={appointment} onChange={onAppointment} />
        <PlateValidityLines className={styles.validity} validities={validities} />
        {/* Tappable while paying: a second tap gets the duplicate-submit message (usePayFlow). */}
        <Button block color="primary" shape="rounded" onClick={onPay}>
          {paying ? t('paying') : t('summary.confirmPay')}
        </Button>
      </section>
    </Popup>
  );
}
