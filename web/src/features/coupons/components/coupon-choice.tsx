import type { Schemas } from '@dehong/api-spec';
import Popup from 'antd-mobile/es/components/popup';
import Radio from 'antd-mobile/es/components/radio';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperatorText } from '@/components/operator-text';
import { useFormat } from '@/hooks/use-format';
import type { CouponOption, CouponPick } from '../coupon-choice';
import choices from '@/components/accessible-choices.module.css';
import styles from './coupons.module.css';

type Coupon = Schemas['Coupon'];

const NONE = 'none';

/**
 * The payment page's coupon line (issue 15): the best coupon that applies is offered with what the
 * orders cost before and after it, and taken with one tap (a coupon is never spent without the
 * owner's say); the sheet chooses another or none. Once one is taken: its deduction and the costs.
 */
export function CouponChoice({
  before,
  options,
  chosen,
  onPick,
}: {
  /** What the pay order costs without a coupon, in fen. */
  before: number;
  options: readonly CouponOption[];
  chosen: CouponOption | null;
  onPick: (pick: CouponPick) => void;
}) {
  const { t } = useTranslation('coupons');
  const format = useFormat();
  const [open, setOpen] = useState(false);

  const pick = (value: string) => {
    onPick(value === NONE ? { kind: 'none' } : { kind: 'serial', serial: value });
    setOpen(false);
  };

  return (
    <section className={styles.choice} aria-label={t('choice.label')}>
      <button
        type="button"
        className={styles.choiceLine}
        onClick={() => setOpen(true)}
        disabled={options.length === 0}
      >
        <span>{t('choice.label')}</span>
        <span className={chosen ? styles.choiceTaken : styles.choiceWeak}>
          {chosen
            ? t('choice.taken', { amount: format.money(chosen.deduction) })
            : options.length > 0
              ? t('choice.available', { count: options.length })
              : t('choice.noneApplies')}
        </span>
      </button>
      {!chosen && options[0] ? (
        <p className={styles.costs}>
          <span>
            {t('choice.best')} <OperatorText text={options[0].coupon.name} />
          </span>
          <span>
            {t('choice.before')} <s>{format.money(before)}</s>
          </span>
          <span>
            {t('choice.after')} <strong>{format.money(before - options[0].deduction)}</strong>
          </span>
          <button
            type="button"
            className={styles.use}
            onClick={() => onPick({ kind: 'serial', serial: options[0]!.coupon.serial })}
          >
            {t('choice.use')}
          </button>
        </p>
      ) : null}
      {chosen ? (
        <p className={styles.costs}>
          <span>
            <OperatorText text={chosen.coupon.name} />
          </span>
          <span>
            {t('choice.before')} <s>{format.money(before)}</s>
          </span>
          <span>
            {t('choice.after')} <strong>{format.money(before - chosen.deduction)}</strong>
          </span>
        </p>
      ) : null}
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName={styles.sheet}
      >
        <section role="dialog" aria-label={t('choice.title')}>
          <h2 className={styles.sheetTitle}>{t('choice.title')}</h2>
          <Radio.Group
            value={chosen?.coupon.serial ?? NONE}
            onChange={(value) => pick(String(value))}
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
    </section>
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
