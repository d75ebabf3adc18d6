import type { Lot } from '@dehong/api-spec';
import {
  MAP_CENTER,
  MAP_ZOOM,
  TRAFFIC_REFRESH_SECONDS,
  remainingSpaces,
} from '@dehong/api-spec/domain';
import { divIcon } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CircleMarker,
  MapContainer,
  Marker,
  Popup,
  TileLayer,
  ZoomControl,
  useMap,
} from 'react-leaflet';
import { useRefreshStamp } from '@/hooks/use-refresh-stamp';
import type { LatLng } from '../geo';
import { type TileLayers, freshTiles } from '../tile-layers';
import { NavigateLink } from './navigate-link';
import styles from './lot-map.module.css';
import { langOf } from '@/components/operator-text';
import { useCareMode } from '@/lib/care-mode';

/**
 * A parking sign as the marker: inline SVG in a div icon, so markers need no image from a CDN and
 * stay usable when the tiles cannot load.
 */
const lotIcon = (size: number) =>
  divIcon({
    className: styles.marker,
    html: `<svg viewBox="0 0 32 40" width="32" height="40" aria-hidden="true"><path d="M16 39s14-13.5 14-23A14 14 0 0 0 2 16c0 9.5 14 23 14 23Z" fill="#1677ff" stroke="#fff" stroke-width="2"/><text x="16" y="21" text-anchor="middle" font-size="15" font-weight="700" fill="#fff" font-family="Arial, sans-serif">P</text></svg>`,
    // The sign is 32 x 40; the tap target around it as large as the mode asks (44, 60 in care).
    iconSize: [size, size],
    iconAnchor: [size / 2, size - 1],
    popupAnchor: [0, -size + 4],
  });
const LOT_ICONS = { standard: lotIcon(44), care: lotIcon(60) };

/** Where the owner was located, at the street's scale: their dot in view. */
const LOCATED_ZOOM = 16;

function FollowMe({ me }: { me: LatLng | null }) {
  const map = useMap();
  useEffect(() => {
    if (me) map.setView([me.lat, me.lng], Math.max(map.getZoom(), LOCATED_ZOOM));
  }, [map, me]);
  return null;
}

/**
 * The lot map (spec section 2): centred on Mangshi at zoom 14, the provider's base tiles with its
 * traffic layer refreshed every 180 s, and a marker per lot whose info window says its name,
 * total and remaining spaces (not below 0) and address, and the way there;
 * zoom buttons, and the owner's position once located.
 */
export function LotMap({
  lots,
  tiles,
  me = null,
}: {
  lots: readonly Lot[];
  tiles: TileLayers;
  me?: LatLng | null;
}) {
  const icon = useCareMode() ? LOT_ICONS.care : LOT_ICONS.standard;
  const { t } = useTranslation('map');
  const stamp = useRefreshStamp(TRAFFIC_REFRESH_SECONDS);
  return (
    <MapContainer
      className={styles.map}
      center={[MAP_CENTER.lat, MAP_CENTER.lng]}
      zoom={MAP_ZOOM}
      zoomControl={false}
      attributionControl={false}
    >
      <TileLayer url={tiles.base} subdomains={tiles.subdomains} maxZoom={18} />
      {tiles.traffic ? (
        <TileLayer
          url={freshTiles(tiles.traffic, stamp)}
          subdomains={tiles.subdomains}
          maxZoom={18}
          className={styles.traffic}
        />
      ) : null}
      <ZoomControl
        position="bottomright"
        zoomInTitle={t('zoomIn')}
        zoomOutTitle={t('zoomOut')}
        zoomInText="+"
        zoomOutText="−"
      />
      <FollowMe me={me} />
      {me ? (
        <CircleMarker
          center={[me.lat, me.lng]}
          radius={8}
          className={styles.me}
          pathOptions={{ color: '#fff', weight: 3, fillColor: '#0958d9', fillOpacity: 1 }}
        />
      ) : null}
      {lots.map((lot) => (
        <Marker key={lot.serial} position={[lot.lat, lot.lng]} icon={icon} title={lot.name}>
          <Popup>
            <section className={styles.info} aria-label={lot.name}>
              <h2 lang={langOf(lot.name)}>{lot.name}</h2>
              <dl>
                <div>
                  <dt>{t('lot.total')}</dt>
                  <dd>{lot.space}</dd>
                </div>
                <div>
                  <dt>{t('lot.remaining')}</dt>
                  <dd>{remainingSpaces(lot)}</dd>
                </div>
              </dl>
              <p lang={langOf(lot.address)}>{lot.address}</p>
              <NavigateLink to={lot} />
            </section>
          </Popup>
        </Marker>
      ))}
    </MapContainer>
  );
}
