import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { useLots } from '@/features/map/api/get-lots';
import { LotMap } from '@/features/map/components/lot-map';
import { tileLayers } from '@/features/map/tile-layers';
import styles from './map-tab.module.css';

const TILES = tileLayers();

/** The map tab (spec section 2): the lots on the map; Leaflet lives in this tab's chunk only. */
export default function MapTab() {
  const { t } = useTranslation(['common', 'map']);
  const lots = useLots().data ?? [];
  return (
    <Page title={t('common:tabs.map')} back={false}>
      <div className={styles.area} role="region" aria-label={t('map:label')}>
        <LotMap lots={lots} tiles={TILES} />
        <p className={styles.count} aria-live="polite">
          {t('map:count', { lots: String(lots.length) })}
        </p>
      </div>
    </Page>
  );
}
