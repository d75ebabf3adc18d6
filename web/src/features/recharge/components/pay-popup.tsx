import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from '@/hooks/use-dialog-focus';
import { useFormat } from '@/hooks/use-format';
import styles from './recharge.module.css';

/** The bottom payment popup: what is paid, what is given, what the balance gains; then pay. */
export function PayPopup({
  topUp,
  paying,
  onPay,
  onClose,
}: {
  topUp: { amount: number; gift: number } | null;
  paying: boolean;
  onPay: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('recharge');
  useDialogFocus(topUp !== null, t('popup.title'));
  const format = useFormat();
  return (
    <Popup visible={topUp !== null} onMaskClick={onClose} onClose={onClose}>
      {topUp ? (
        <section
          className={styles.popup}
          role="dialog"
          aria-modal="true"
          aria-label={t('popup.title')}
        >
          <h2 className={styles.popupTitle}>{t('popup.title')}</h2>
          <dl className={styles.summary}>
            <div>
              <dt>{t('popup.amount')}</dt>
              <dd>{format.money(topUp.amount)}</dd>
            </div>
            <div>
              <dt>{t('popup.gift')}</dt>
              <dd>{format.money(topUp.gift)}</dd>
            </div>
            <div>
              <dt>{t('popup.credited')}</dt>
              <dd>{format.money(topUp.amount + topUp.gift)}</dd>
            </div>
          </dl>
          {/* Tappable while paying: a second tap gets the duplicate-submit message (usePayFlow). */}
          <Button block color="primary" shape="rounded" onClick={onPay}>
            {paying ? t('popup.paying') : t('popup.pay', { amount: format.money(topUp.amount) })}
          </Button>
        </section>
      ) : null}
    </Popup>
  );
}
