import { useTranslation } from 'react-i18next';
import { useParkingNow } from '@/features/home/api/get-parking-now';
import { HomeNotice } from '@/features/home/components/home-notice';
import { ParkingNowCard } from '@/features/home/components/parking-now-card';
import { SiteFooter } from '@/features/home/components/site-footer';
import { LatestNews } from '@/features/material/components/latest-news';
import { useAppConfig } from '@/lib/app-config';

/** The home tab below the first screen: cars parking now, latest news, the notice, the footer. */
export default function HomeDashboardMore() {
  const { t } = useTranslation(['home', 'common', 'operator']);
  return (
    <>
      <HomeParkingNow />
      <LatestNews title={t('home:news.title')} seeMore={t('common:actions.seeMore')} />
      <NoticeAndFooter />
    </>
  );
}

function HomeParkingNow() {
  return <ParkingNowCard orders={useParkingNow().data} />;
}

function NoticeAndFooter() {
  const config = useAppConfig().data;
  return (
    <>
      {config?.notice ? <HomeNotice html={config.notice} /> : null}
      <SiteFooter config={config} />
    </>
  );
}
