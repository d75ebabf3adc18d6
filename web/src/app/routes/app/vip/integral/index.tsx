import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { useMemberFunds } from '@/features/member/api/get-member-funds';
import { PointsPage } from '@/features/member/components/points-page';

/** /app/vip/integral/index: points (integral / 1000), the daily sign-in, the records. */
export function Component() {
  const { t } = useTranslation(['screens', 'member']);
  const funds = useMemberFunds().data;
  return (
    <Page title={t('integral')}>
      <PointsPage funds={funds} />
    </Page>
  );
}
