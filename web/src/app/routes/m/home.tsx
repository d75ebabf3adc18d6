import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { HomeIcon, MapIcon, MineIcon } from '@/components/icons';
import { PageLoading } from '@/components/page-loading';
import { type HomeTab as TabName, paths } from '@/config/paths';
import { HomeTab } from './home/home-tab';
import { useMemberDueRenewals } from './home/use-member-due-renewals';
import styles from './home.module.css';

// The map (Leaflet) and the member area load only when their tab is opened.
const MapTab = lazy(() => import('./home/map-tab'));
const MineTab = lazy(() => import('./home/mine-tab'));

const TABS = [
  { name: 'map', Icon: MapIcon },
  { name: 'home', Icon: HomeIcon },
  { name: 'mine', Icon: MineIcon },
] as const satisfies readonly { name: TabName; Icon: unknown }[];

const tabOf = (value: string | null): TabName =>
  TABS.find((tab) => tab.name === value)?.name ?? 'home';

/**
 * /m/home: the tab shell (spec section 2) - find a parking space, home, mine. The tab bar is three
 * links (not antd-mobile's TabBar: this is the first screen, and every kilobyte counts).
 */
export function Component() {
  const [search] = useSearchParams();
  const tab = tabOf(search.get('tab'));

  return (
    <div className={styles.shell}>
      <div className={styles.panel}>
        <Suspense fallback={<PageLoading />}>
          {tab === 'map' ? <MapTab /> : tab === 'mine' ? <MineTab /> : <HomeTab />}
        </Suspense>
      </div>
      <TabBar tab={tab} />
    </div>
  );
}

/**
 * The tab bar, with a badge on the mine tab while a membership ends within 7 days. The member's
 * plates are asked for here: their answer renders the bar again, not the open tab.
 */
function TabBar({ tab }: { tab: TabName }) {
  const { t } = useTranslation(['common', 'home']);
  const renewals = useMemberDueRenewals().length;

  return (
    <>
      <nav className={styles.tabBar} aria-label={t('tabs.label')}>
        {TABS.map(({ name, Icon }) => (
          <Link
            key={name}
            to={paths.home.href(name)}
            replace
            className={styles.tab}
            aria-current={name === tab ? 'page' : undefined}
            aria-describedby={name === 'mine' && renewals > 0 ? 'mine-tab-badge' : undefined}
          >
            <Icon />
            <span>{t(`tabs.${name}`)}</span>
            {name === 'mine' && renewals > 0 ? (
              <span className={styles.badge} aria-hidden="true">
                {renewals}
              </span>
            ) : null}
          </Link>
        ))}
      </nav>
      {renewals > 0 ? (
        <span id="mine-tab-badge" hidden>
          {t('home:renewal.badge', { count: renewals })}
        </span>
      ) : null}
    </>
  );
}
