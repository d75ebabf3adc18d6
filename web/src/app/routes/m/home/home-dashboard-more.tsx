import type { AppConfig } from '@dehong/api-spec';
import { useTranslation } from 'react-i18next';
import { useParkingNow } from '@/features/home/api/get-parking-now';
import { HomeNotice } from '@/features/home/components/home-notice';
import { ParkingNowCard } from '@/features/home/components/parking-now-card';
import { SiteFooter } from '@/features/home/components/site-footer';
import { LatestNews } from '@/features/material/components/latest-news';

/** The home tab below the first screen: cars parking now, latest news, the notice, the footer. */
export default function HomeDashboardMore({ config }: { config: AppConfig | undefined }) {
  const { t } = useTranslation(['home', 'common']);
  const parkingNow = useParkingNow().data;
  return (
    <>
      <ParkingNowCard orders={parkingNow} />
      <LatestNews title={t('home:news.title')} seeMore={t('common:actions.seeMore')} />
      {config?.notice ? <HomeNotice html={config.notice} /> : null}
      <SiteFooter config={config} />
    </>
  );
}
