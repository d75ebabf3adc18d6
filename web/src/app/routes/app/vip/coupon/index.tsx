import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { CouponList } from '@/features/member/components/coupon-list';

/** /app/vip/coupon/index: the member's coupons and voucher redemption. */
export function Component() {
  const { t } = useTranslation(['screens', 'member']);
  return (
    <Page title={t('coupons')}>
      <CouponList />
    </Page>
  );
}
