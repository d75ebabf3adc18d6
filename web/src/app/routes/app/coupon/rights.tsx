import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { RightsPackages } from '@/features/member/components/rights-packages';

/** /app/coupon/rights: the coupon rights packages on offer. */
export function Component() {
  const { t } = useTranslation(['screens', 'member']);
  return (
    <Page title={t('couponRights')}>
      <RightsPackages />
    </Page>
  );
}
