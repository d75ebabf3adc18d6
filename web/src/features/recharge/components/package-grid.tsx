import type { RechargePackage } from '@dehong/api-spec';
import { rechargeGift } from '@dehong/api-spec/domain';
import Input from 'antd-mobile/es/components/input';
import { useTranslation } from 'react-i18next';
import chosenMark from '@/components/chosen-mark.module.css';
import { OperatorText } from '@/components/operator-text';
import { useFormat } from '@/hooks/use-format';
import { isOtherPackage } from '../recharge-order';
import styles from './recharge.module.css';

/**
 * The package cards (spec section 2): each with its price, its gift (yuan, or percent of the price)
 * and its tag; the `other` card takes any amount in yuan. One is chosen at a time.
 */
export function PackageGrid({
  packages,
  chosen,
  otherYuan,
  onChoose,
  onOtherYuan,
}: {
  packages: readonly RechargePackage[];
  chosen: string | null;
  otherYuan: string;
  onChoose: (serial: string) => void;
  onOtherYuan: (yuan: string) => void;
}) {
  const { t } = useTranslation('recharge');
  const format = useFormat();

  const giftText = (pkg: RechargePackage) => {
    if (pkg.give === 0) return '';
    const amount = format.money(rechargeGift(pkg, pkg.price));
    return pkg.type === 0
      ? t('packages.give', { amount })
      : t('packages.givePercent', { percent: String(pkg.give), amount });
  };

  return (
    <div className={styles.packages} role="radiogroup" aria-label={t('packages.label')}>
      {packages.map((pkg) =>
        isOtherPackage(pkg) ? (
          // The amount box sits beside its radio, not inside it: a control inside another is
          // one a screen reader cannot reach.
          <div
            key={pkg.serial}
            className={`${styles.package} ${styles.other} ${chosen === pkg.serial ? chosenMark.mark : ''}`}
            data-chosen={chosen === pkg.serial}
          >
            <button
              type="button"
              className={styles.otherChoice}
              role="radio"
              aria-checked={chosen === pkg.serial}
              onClick={() => onChoose(pkg.serial)}
            >
              <span className={styles.packageName}>{t('packages.other')}</span>
            </button>
            <Input
              className={styles.otherInput}
              aria-label={t('packages.otherAmount')}
              inputMode="decimal"
              placeholder={t('packages.otherPlaceholder')}
              value={otherYuan}
              onChange={(value) => onOtherYuan(value.replace(/[^\d.]/g, ''))}
              onFocus={() => onChoose(pkg.serial)}
            />
          </div>
        ) : (
          <button
            key={pkg.serial}
            type="button"
            className={
              chosen === pkg.serial ? `${styles.package} ${chosenMark.mark}` : styles.package
            }
            role="radio"
            aria-checked={chosen === pkg.serial}
            onClick={() => onChoose(pkg.serial)}
          >
            {/* A line of its own at the top (so growing words never run into it); kept empty
                where there is no tag, so that the prices stay in line. */}
            {pkg.tag ? (
              <span className={styles.tag}>
                <OperatorText text={pkg.tag} />
              </span>
            ) : (
              <span className={`${styles.tag} ${styles.noTag}`} aria-hidden="true" />
            )}
            <span className={styles.packageName}>{format.money(pkg.price)}</span>
            <span className={styles.gift}>{giftText(pkg)}</span>
          </button>
        ),
      )}
    </div>
  );
}
