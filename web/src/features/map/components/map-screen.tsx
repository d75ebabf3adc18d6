import type { Lot } from '@dehong/api-spec';
import { useTranslation } from 'react-i18next';
import type { TileLayers } from '../tile-layers';
import { useMyLocation } from '../use-my-location';
import { LotMap } from './lot-map';
import styles from './map-screen.module.css';
import { NearbyLots } from './nearby-lots';

/** The map tab's content: the map with zoom and locate-me, then the lots, nearest first. */
export function MapScreen({ lots, tiles }: { lots: readonly Lot[]; tiles: TileLayers }) {
  const { t } = useTranslation('map');
  const location = useMyLocation();
  return (
    <>
      <div className={styles.area} role="region" aria-label={t('label')}>
        <LotMap lots={lots} tiles={tiles} me={location.position} />
        <p className={styles.count} aria-live="polite">
          {t('count', { lots: String(lots.length) })}
        </p>
        <button
          type="button"
          className={styles.locate}
          onClick={location.locate}
          disabled={location.status === 'locating'}
          aria-label={t('locate.action')}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <circle cx="12" cy="12" r="4" fill="currentColor" />
            <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M12 1v4M12 19v4M1 12h4M19 12h4" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <p className={styles.locateStatus} role="status">
          {location.status === 'locating' ? t('locate.locating') : null}
          {location.status === 'failed' ? t(`locate.${location.reason}`) : null}
        </p>
      </div>
      <NearbyLots lots={lots} me={location.position} />
    </>
  );
}
