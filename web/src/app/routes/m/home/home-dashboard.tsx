import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuGrid } from '@/components/menu-grid';
import { HOME_MENU } from '@/config/menus/home';
import { useHomeBanners } from '@/features/home/api/get-banners';
import { useOrderTotal } from '@/features/home/api/get-order-total';
import { parkingNowQueryOptions } from '@/features/home/api/get-parking-now';
import { BannerPlaceholder } from '@/features/home/components/banner-placeholder';
import { ContactBar } from '@/features/home/components/contact-bar';
import { OrderTiles } from '@/features/home/components/order-tiles';
import { latestNewsQueryOptions } from '@/features/material/api/get-latest-news';
import { useAppConfig } from '@/lib/app-config';

// Both need their data before they can show anything: their code downloads while it is asked for.
// The carousel is at the top; the rest is below the fold of a phone.
const BannerCarousel = lazy(() => import('@/features/home/components/banner-carousel'));
const HomeDashboardMore = lazy(() => import('./home-dashboard-more'));

/**
 * The home tab below the plate search (spec section 2). First screen: hotline and customer
 * service, banners, the menu grid and the order-total tiles; then the cars parking now, the
 * latest news, the notice and the footer.
 */
export default function HomeDashboard() {
  const { t } = useTranslation('home');
  const queryClient = useQueryClient();
  const config = useAppConfig().data;
  const banners = useHomeBanners().data ?? [];
  const total = useOrderTotal().data;

  // The second part's data is asked for while its code downloads, not after.
  useEffect(() => {
    void queryClient.prefetchQuery(parkingNowQueryOptions());
    void queryClient.prefetchQuery(latestNewsQueryOptions());
  }, [queryClient]);

  return (
    <>
      <ContactBar config={config} />
      <Suspense fallback={<BannerPlaceholder />}>
        <BannerCarousel banners={banners} />
      </Suspense>
      <MenuGrid title={t('menu.title')} entries={HOME_MENU} />
      <OrderTiles total={total} />
      <Suspense fallback={null}>
        <HomeDashboardMore config={config} />
      </Suspense>
    </>
  );
}
