import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { useLots } from '@/features/map/api/get-lots';
import { MapScreen } from '@/features/map/components/map-screen';
import { tileLayers } from '@/features/map/tile-layers';
// Every target 44 x 44 px or more, on every screen but home's first (styles/targets.css).
import '@/styles/targets.css';

const TILES = tileLayers();

/** The map tab (spec section 2): the lots on the map and nearest first; Leaflet lives in this tab's chunk only. */
export default function MapTab() {
  const { t } = useTranslation('common');
  const lots = useLots().data ?? [];
  return (
    <Page title={t('tabs.map')} back={false}>
      <MapScreen lots={lots} tiles={TILES} />
    </Page>
  );
}
