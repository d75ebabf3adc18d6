import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { CouponList } from '@/features/coupons/components/coupon-list';

/** /app/vip/coupon/index: the member's coupons, voucher redemption and clearing expired ones. */
export function Component() {
  const { t } = useTranslation(['screens', 'coupons']);
  return (
    <Page title={t('coupons')}>
      <CouponList />
    </Page>
  );
}
