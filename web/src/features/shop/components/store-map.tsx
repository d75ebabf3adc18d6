import { divIcon } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import styles from './shop.module.css';

/** The store's pin: inline SVG, so it needs no image from a CDN and shows without tiles. */
const storeIcon = divIcon({
  className: styles.marker,
  html: `<svg viewBox="0 0 32 40" width="32" height="40" aria-hidden="true"><path d="M16 39s14-13.5 14-23A14 14 0 0 0 2 16c0 9.5 14 23 14 23Z" fill="#f5455c" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="5" fill="#fff"/></svg>`,
  iconSize: [32, 40],
  iconAnchor: [16, 39],
});

/** Street scale: the store and the streets around it. */
const STORE_ZOOM = 16;

/** Where the store is, on the same tiles as the lot map (the route hands them over). */
export function StoreMap({
  position,
  label,
  tiles,
}: {
  position: { lat: number; lng: number };
  label: string;
  tiles: { base: string; subdomains: string };
}) {
  return (
    // A region, not a picture: its zoom buttons are controls.
    <div role="group" aria-label={label} className={styles.mapArea}>
      <MapContainer
        className={styles.map}
        center={[position.lat, position.lng]}
        zoom={STORE_ZOOM}
        attributionControl={false}
        scrollWheelZoom={false}
      >
        <TileLayer url={tiles.base} subdomains={tiles.subdomains} maxZoom={18} />
        <Marker
          position={[position.lat, position.lng]}
          icon={storeIcon}
          interactive={false}
          keyboard={false}
        />
      </MapContainer>
    </div>
  );
}
