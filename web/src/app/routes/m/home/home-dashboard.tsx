import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuGrid } from '@/components/menu-grid';
import { HOME_MENU } from '@/config/menus/home';
import { useHomeBanners } from '@/features/home/api/get-banners';
import { useOrderTotal } from '@/features/home/api/get-order-total';
import BannerCarousel from '@/features/home/components/banner-carousel';
import { ContactBar } from '@/features/home/components/contact-bar';
import { OrderTiles } from '@/features/home/components/order-tiles';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { useAppConfig } from '@/lib/app-config';

// Below the fold of a phone, and it needs its data before it can show anything: its code downloads
// once the first screen is painted, while that data (asked by src/start.ts) arrives. The carousel
// is at the top (its image is the largest paint): it comes with this module.
const HomeDashboardMore = lazy(() => import('./home-dashboard-more'));

/**
 * The home tab below the plate search (spec section 2). First screen: hotline and customer
 * service, banners, the menu grid and the order-total tiles; then the cars parking now, the
 * latest news, the notice and the footer.
 */
export default function HomeDashboard() {
  const { t } = useTranslation('home');
  const config = useAppConfig().data;
  const banners = useHomeBanners().data ?? [];
  const total = useOrderTotal().data;
  const painted = useAfterFirstPaint();

  return (
    <>
      <ContactBar config={config} />
      <BannerCarousel banners={banners} />
      <MenuGrid title={t('menu.title')} entries={HOME_MENU} />
      <OrderTiles total={total} />
      {painted ? (
        <Suspense fallback={null}>
          <HomeDashboardMore config={config} />
        </Suspense>
      ) : null}
    </>
  );
}
