import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { PlateSearch } from '@/features/home/components/plate-search';
// Hotline, banners, the menu grid, tiles, the parking card, news and the notice. Part of
// the tab's own chunk: a lazy part here would ask for its data one round trip later.
import HomeDashboard from './home-dashboard';
import { useMemberDueRenewals } from './use-member-due-renewals';

// Loaded beside the first screen rather than in it (home's size budget): its place is kept.
const ScanSpaceCodeButton = lazy(() =>
  import('@/features/kerb-codes/components/scan-space-code-button').then((module) => ({
    default: module.ScanSpaceCodeButton,
  })),
);

// Only a member whose card ends within 7 days sees it: its code loads once the plates say so.
const RenewalNotice = lazy(() => import('@/features/home/components/renewal-notice'));

export function HomeTab() {
  const { t } = useTranslation(['common', 'home']);
  return (
    <Page title={t('tabs.home')} back={false}>
      <PlateSearch />
      <Suspense fallback={<div style={{ height: 60 }} />}>
        <ScanSpaceCodeButton>{t('home:search.scan')}</ScanSpaceCodeButton>
      </Suspense>
      <DueRenewals />
      <HomeDashboard />
    </Page>
  );
}

/** The member's plates are asked for here: their answer renders the notice, not the whole tab. */
function DueRenewals() {
  const renewals = useMemberDueRenewals();
  return renewals.length > 0 ? (
    <Suspense fallback={null}>
      <RenewalNotice renewals={renewals} />
    </Suspense>
  ) : null;
}
