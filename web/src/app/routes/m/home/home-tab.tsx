import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { PageLoading } from '@/components/page-loading';
import { PlateSearch } from '@/features/home/components/plate-search';

// Issue 5: hotline, banners, the menu grid, tiles, the parking card, news and the notice.
const HomeDashboard = lazy(() => import('./home-dashboard'));

export function HomeTab() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('tabs.home')} back={false}>
      <PlateSearch />
      <Suspense fallback={<PageLoading />}>
        <HomeDashboard />
      </Suspense>
    </Page>
  );
}
