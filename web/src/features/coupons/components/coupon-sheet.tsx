import type { Schemas } from '@dehong/api-spec';
import Popup from 'antd-mobile/es/components/popup';
import Radio from 'antd-mobile/es/components/radio';
import { useTranslation } from 'react-i18next';
import { OperatorText } from '@/components/operator-text';
import { useDialogFocus } from '@/hooks/use-dialog-focus';
import { useFormat } from '@/hooks/use-format';
import type { CouponOption, CouponPick } from '../coupon-choice';
import choices from '@/components/accessible-choices.module.css';
import styles from './coupons.module.css';

type Coupon = Schemas['Coupon'];

const NONE = 'none';

/** The payment page's sheet to choose another coupon or none (loaded when first opened). */
export default function CouponSheet({
  open,
  options,
  chosen,
  onPick,
  onClose,
}: {
  open: boolean;
  options: readonly CouponOption[];
  chosen: CouponOption | null;
  onPick: (pick: CouponPick) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('coupons');
  useDialogFocus(open, t('choice.title'));
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet}>
      <section role="dialog" aria-modal="true" aria-label={t('choice.title')}>
        <h2 className={styles.sheetTitle}>{t('choice.title')}</h2>
        <Radio.Group
          value={chosen?.coupon.serial ?? NONE}
          onChange={(value) =>
            onPick(value === NONE ? { kind: 'none' } : { kind: 'serial', serial: String(value) })
          }
        >
          <ul className={`${styles.options} ${choices.choices}`}>
            {options.map((option) => (
              <li key={option.coupon.serial}>
                <Radio value={option.coupon.serial} block>
                  <CouponOptionText coupon={option.coupon} deduction={option.deduction} />
                </Radio>
              </li>
            ))}
            <li>
              <Radio value={NONE} block>
                {t('choice.none')}
              </Radio>
            </li>
          </ul>
        </Radio.Group>
      </section>
    </Popup>
  );
}

function CouponOptionText({ coupon, deduction }: { coupon: Coupon; deduction: number }) {
  const { t } = useTranslation('coupons');
  const format = useFormat();
  return (
    <span className={styles.optionText}>
      <strong>{t('choice.taken', { amount: format.money(deduction) })}</strong>{' '}
      <OperatorText text={coupon.name} />
      <small>{t('validUntil', { end: coupon.endDate })}</small>
    </span>
  );
}
