import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyNote } from '@/components/empty-note';
import { OperatorText } from '@/components/operator-text';
import { PageLoading } from '@/components/page-loading';
import { ListEnd } from '@/components/list-end';
import { TabStrip } from '@/components/tab-strip';
import { paths } from '@/config/paths';
import { apiUrl } from '@/lib/api';
import { useProductTypes } from '../api/get-product-types';
import { useProducts } from '../api/get-products';
import { useShopBanners } from '../api/get-shop-banners';
import { ProductGrid } from './product-card';
import styles from './shop.module.css';

const RECOMMENDED = 'recommended';

/**
 * The shop's front (/shop/index): a search box, the operator's product offers, the recommended
 * products and a tab per product type (its products 10 a page).
 */
export function ShopHome() {
  const { t } = useTranslation('shop');
  const typesQuery = useProductTypes();
  const bannersQuery = useShopBanners();
  const types = typesQuery.data ?? [];
  const banners = bannersQuery.data ?? [];
  const [type, setType] = useState(RECOMMENDED);
  const products = useProducts(type === RECOMMENDED ? { recommend: true } : { type });
  // The banners, the tabs and the first products show together: each arriving part pushed the
  // ones below it down the page.
  const firstPartsPending = bannersQuery.isPending || typesQuery.isPending;
  const items = products.data?.pages.flatMap((page) => page.list) ?? [];
  const typeName = types.find((each) => each.serial === type)?.name;
  const { fetchNextPage } = products;
  const loadMore = useCallback(() => fetchNextPage(), [fetchNextPage]);

  return (
    <>
      <div className={styles.search} role="search">
        <Link className={styles.searchLink} to={paths.shopSearch.href()}>
          {t('search.placeholder')}
        </Link>
        <Link className={styles.textButton} to={paths.shopOrders.href()}>
          {t('index.orders')}
        </Link>
      </div>
      {firstPartsPending ? (
        <PageLoading />
      ) : (
        <>
          {banners.length > 0 ? (
            <section className={styles.banners} aria-label={t('index.banners')}>
              {banners.map((banner, index) => (
                <Link
                  key={banner.serial}
                  className={styles.banner}
                  to={paths.shopGoods.href(banner.content)}
                >
                  <img
                    src={apiUrl(banner.cover)}
                    // The picture draws the offer; its title is the text below it.
                    alt=""
                    // The box's shape (5:2, as its style); the first is the screen's largest paint.
                    width={750}
                    height={300}
                    fetchPriority={index === 0 ? 'high' : 'low'}
                    decoding={index === 0 ? 'sync' : 'async'}
                  />
                  <span className={styles.bannerTitle}>
                    <OperatorText text={banner.name} />
                  </span>
                </Link>
              ))}
            </section>
          ) : null}
          <TabStrip
            id="product-types"
            items={[
              { key: RECOMMENDED, title: t('index.recommended') },
              ...types.map((productType) => ({
                key: productType.serial,
                title: <OperatorText text={productType.name} />,
              })),
            ]}
            activeKey={type}
            onChange={setType}
            className={styles.tabs}
          />
          <h2 className={styles.sectionTitle}>
            {type === RECOMMENDED ? t('index.recommended') : <OperatorText text={typeName} />}
          </h2>
          {products.isPending ? (
            <PageLoading />
          ) : items.length === 0 ? (
            <EmptyNote description={t('index.empty')} />
          ) : (
            <>
              <ProductGrid
                products={items}
                label={type === RECOMMENDED ? t('index.recommended') : (typeName ?? '')}
              />
              <ListEnd
                hasMore={products.hasNextPage}
                loadMore={loadMore}
                endText={t('index.end')}
              />
            </>
          )}
        </>
      )}
    </>
  );
}
