import { useTranslation } from 'react-i18next';
import { OperatorText, useOperatorWord } from '@/components/operator-text';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { useFormat } from '@/hooks/use-format';
import { useRightsPackages } from '../api/get-rights-packages';
import styles from './member-pages.module.css';

/** The coupon rights packages on offer: what each costs and the coupons it holds. */
export function RightsPackages() {
  const { t } = useTranslation('member');
  const format = useFormat();
  const word = useOperatorWord();
  const packages = useRightsPackages();
  if (packages.isPending) return <PageLoading />;
  if (!packages.data?.length) return <EmptyState description={t('rights.empty')} />;
  return (
    <ul className={styles.packages}>
      {packages.data.map((pkg) => (
        <li key={pkg.serial} className={styles.package} aria-label={word(pkg.name)}>
          <header>
            <strong>
              <OperatorText text={pkg.name} />
            </strong>
            <span>{format.money(pkg.price)}</span>
          </header>
          <p>
            <OperatorText text={pkg.description} />
          </p>
          <ul>
            {pkg.coupons.map((coupon) => (
              <li key={coupon.name}>
                {t('rights.coupon', {
                  name: word(coupon.name),
                  amount: format.money(coupon.amount),
                  times: String(coupon.count),
                })}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
