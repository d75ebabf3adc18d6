import TabBar from 'antd-mobile/es/components/tab-bar';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HomeIcon, MapIcon, MineIcon } from '@/components/icons';
import { PageLoading } from '@/components/page-loading';
import { type HomeTab as TabName, paths } from '@/config/paths';
import { HomeTab } from './home/home-tab';
import styles from './home.module.css';

// The map (Leaflet) and the member area load only when their tab is opened.
const MapTab = lazy(() => import('./home/map-tab'));
const MineTab = lazy(() => import('./home/mine-tab'));

const TABS = ['map', 'home', 'mine'] as const satisfies readonly TabName[];
const tabOf = (value: string | null): TabName => TABS.find((tab) => tab === value) ?? 'home';

/** /m/home: the tab shell (spec section 2) - find a parking space, home, mine. */
export function Component() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const tab = tabOf(search.get('tab'));

  return (
    <div className={styles.shell}>
      <div className={styles.panel}>
        <Suspense fallback={<PageLoading />}>
          {tab === 'map' ? <MapTab /> : tab === 'mine' ? <MineTab /> : <HomeTab />}
        </Suspense>
      </div>
      <TabBar
        className={styles.tabBar}
        activeKey={tab}
        onChange={(key) => void navigate(paths.home.href(tabOf(key)), { replace: true })}
      >
        <TabBar.Item key="map" icon={<MapIcon />} title={t('tabs.map')} />
        <TabBar.Item key="home" icon={<HomeIcon />} title={t('tabs.home')} />
        <TabBar.Item key="mine" icon={<MineIcon />} title={t('tabs.mine')} />
      </TabBar>
    </div>
  );
}
