import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { InfoRows } from '@/components/info-rows';
import { langOf, OperatorText, useOperatorWord } from '@/components/operator-text';
import { PageLoading } from '@/components/page-loading';
import { useStore } from '../api/get-store';
import type { ShopStore } from '@dehong/api-spec';
import { ProductGrid } from './product-card';
import { StoreMap } from './store-map';
import styles from './shop.module.css';

/**
 * /shop/stores/store: a partner store on the map, its address, opening hours and phone (a tap
 * calls it), the way there, and the services it redeems.
 */
export function StoreDetail({
  serial,
  tiles,
  navigateTo,
}: {
  serial: string;
  tiles: { base: string; subdomains: string };
  /** The "navigate" link of the map feature for this store. */
  navigateTo: (store: ShopStore) => ReactNode;
}) {
  const { t } = useTranslation('shop');
  const word = useOperatorWord();
  const store = useStore(serial);

  if (store.isPending) return <PageLoading />;
  if (store.isError) return <EmptyState description={t('store.missing')} />;
  const shown = store.data;

  return (
    <>
      <StoreMap
        position={{ lat: shown.lat, lng: shown.lng }}
        label={t('store.map', { name: word(shown.name) })}
        tiles={tiles}
      />
      <section className={styles.block}>
        <h2 className={styles.title}>
          <OperatorText text={shown.name} />
        </h2>
        <InfoRows
          rows={[
            [t('store.address'), <span lang={langOf(shown.address)}>{shown.address}</span>],
            [t('store.hours'), shown.hours],
            [
              t('store.phone'),
              <a href={`tel:${shown.phone}`} aria-label={t('store.call', { phone: shown.phone })}>
                {shown.phone}
              </a>,
            ],
          ]}
        />
        <p style={{ margin: '8px 0 0' }}>{navigateTo(shown)}</p>
      </section>
      <h2 className={styles.sectionTitle}>{t('store.goods')}</h2>
      <ProductGrid products={shown.goods} label={t('store.goods')} />
    </>
  );
}
