import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { NavigateLink } from '@/features/map/components/navigate-link';
import { tileLayers } from '@/features/map/tile-layers';
import { StoreDetail } from '@/features/shop/components/store-detail';

/** /shop/stores/store?serial=: a partner store (no login needed). */
export function Component() {
  const { t } = useTranslation(['screens', 'shop']);
  const [search] = useSearchParams();
  const serial = search.get('serial') ?? '';
  return (
    <Page title={t('screens:shopStore')}>
      {serial ? (
        <StoreDetail
          serial={serial}
          tiles={tileLayers()}
          navigateTo={(store) => (
            <NavigateLink
              to={{ name: store.name, address: store.address, lat: store.lat, lng: store.lng }}
            />
          )}
        />
      ) : (
        <EmptyState description={t('shop:store.missing')} />
      )}
    </Page>
  );
}
