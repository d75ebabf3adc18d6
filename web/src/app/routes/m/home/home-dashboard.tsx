import type { Banner } from '@dehong/api-spec';
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
 * latest news, the notice and the footer. Each part asks for its own data, so that an answer
 * renders the part that shows it, not the whole tab.
 */
export default function HomeDashboard() {
  const { t } = useTranslation('home');
  const painted = useAfterFirstPaint();

  return (
    <>
      <HomeContactBar />
      <HomeBanners />
      <MenuGrid title={t('menu.title')} entries={HOME_MENU} />
      <HomeOrderTiles />
      {painted ? (
        <Suspense fallback={null}>
          <HomeDashboardMore />
        </Suspense>
      ) : null}
    </>
  );
}

const NO_BANNERS: readonly Banner[] = [];

function HomeContactBar() {
  return <ContactBar config={useAppConfig().data} />;
}

function HomeBanners() {
  return <BannerCarousel banners={useHomeBanners().data ?? NO_BANNERS} />;
}

function HomeOrderTiles() {
  return <OrderTiles total={useOrderTotal().data} />;
}
