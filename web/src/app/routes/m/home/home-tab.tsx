import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { PageLoading } from '@/components/page-loading';
import { PlateSearch } from '@/features/home/components/plate-search';
import { careModeToOffer, useCareMode } from '@/lib/care-mode';
// Hotline, banners, the menu grid, tiles, the parking card, news and the notice. Part of
// the tab's own chunk: a lazy part here would ask for its data one round trip later.
import HomeDashboard from './home-dashboard';
import { useMemberDueRenewals } from './use-member-due-renewals';
import styles from './home-tab.module.css';

// Loaded beside the first screen rather than in it (home's size budget): its place is kept.
const ScanSpaceCodeButton = lazy(() =>
  import('@/features/kerb-codes/components/scan-space-code-button').then((module) => ({
    default: module.ScanSpaceCodeButton,
  })),
);

// Only a member whose card ends within 7 days sees it: its code loads once the plates say so.
const RenewalNotice = lazy(() => import('@/features/home/components/renewal-notice'));
// Care mode's home (big buttons in one column) loads in care mode only; index.html preloads it then.
const CareHome = lazy(() => import('./care-home'));
// The way into care mode: the header's right side, where it moves nothing when it arrives.
const CareModeButton = lazy(() =>
  import('@/components/care-mode-button').then((module) => ({ default: module.CareModeButton })),
);
// Offered on the first visit only: its code loads then, into a place kept for it (nothing moves).
const CareModeOffer = lazy(() => import('@/features/home/components/care-mode-offer'));

export function HomeTab() {
  const { t } = useTranslation(['common', 'home']);
  const care = useCareMode();
  const [offer] = useState(careModeToOffer);
  if (care) {
    return (
      <Suspense fallback={<PageLoading />}>
        <CareHome />
      </Suspense>
    );
  }
  return (
    <Page
      title={t('tabs.home')}
      back={false}
      right={
        <Suspense fallback={null}>
          <CareModeButton />
        </Suspense>
      }
    >
      {offer ? (
        <Suspense fallback={<div className={styles.offerPlace} />}>
          <CareModeOffer />
        </Suspense>
      ) : null}
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
