import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadedWhenOpened } from '@/components/loaded-when-opened';
import { OperatorText } from '@/components/operator-text';
import { useFormat } from '@/hooks/use-format';
import type { CouponOption, CouponPick } from '../coupon-choice';
import styles from './coupons.module.css';

// The sheet (antd-mobile's Popup and Radio) loads on the first tap: the payment page shows its
// orders and this line without waiting for antd-mobile.
const CouponSheet = lazy(() => import('./coupon-sheet'));

/**
 * The payment page's coupon line: the best coupon that applies is offered with what the
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

  const pick = (picked: CouponPick) => {
    onPick(picked);
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
      <LoadedWhenOpened open={open}>
        <CouponSheet
          open={open}
          options={options}
          chosen={chosen}
          onPick={pick}
          onClose={() => setOpen(false)}
        />
      </LoadedWhenOpened>
    </section>
  );
}
