import Button from 'antd-mobile/es/components/button';
import Swiper from 'antd-mobile/es/components/swiper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { langOf, OperatorText } from '@/components/operator-text';
import { PageLoading } from '@/components/page-loading';
import { PlainStepper } from '@/components/plain-stepper';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import { apiUrl } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useAddToCart } from '../api/add-to-cart';
import { useProduct } from '../api/get-product';
import { useSignInFirst } from '../use-sign-in-first';
import styles from './shop.module.css';

/** The most one order line may ask for (the API's bound). */
const MOST_PER_LINE = 99;

/**
 * /shop/goods/show: a product's pictures, price (and the price before the offer), stock, sold,
 * limit, validity, details and the stores that redeem it; add to cart or buy now (both after
 * login), never more than the stock or the member limit.
 */
export function ProductDetail({
  serial,
  onBuyNow,
}: {
  serial: string;
  onBuyNow: (line: { product: string; count: number }) => void;
}) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const product = useProduct(serial);
  const addToCart = useAddToCart();
  const signInFirst = useSignInFirst();
  const [count, setCount] = useState(1);

  if (product.isPending) return <PageLoading />;
  if (product.isError) return <EmptyState description={t('product.notFound')} />;
  const item = product.data;
  const soldOut = item.stock === 0;
  const most = Math.max(1, Math.min(item.stock, item.limit || MOST_PER_LINE, MOST_PER_LINE));
  const images = item.images.length > 0 ? item.images : [item.cover];

  return (
    <>
      <section className={styles.gallery} aria-label={t('product.images')}>
        <Swiper indicator={images.length > 1 ? undefined : () => null}>
          {images.map((image, index) => (
            <Swiper.Item key={image}>
              <img
                src={apiUrl(image)}
                alt={t('product.image', { index: String(index + 1), total: String(images.length) })}
              />
            </Swiper.Item>
          ))}
        </Swiper>
      </section>
      <section className={styles.block}>
        <h2 className={styles.title}>
          <OperatorText text={item.name} />
        </h2>
        <div>
          <span className={styles.bigPrice}>{format.money(item.price)}</span>
          {item.originalPrice > item.price ? (
            <span className={styles.original}>
              {t('product.originalPrice', { price: format.money(item.originalPrice) })}
            </span>
          ) : null}
        </div>
        <div className={`${styles.facts} ${styles.weak}`}>
          <span>{soldOut ? t('product.soldOut') : t('product.stock', { count: item.stock })}</span>
          <span>{t('product.sold', { count: item.sold })}</span>
          {item.limit > 0 ? <span>{t('product.limit', { count: item.limit })}</span> : null}
          <span>{t('product.validity', { days: String(item.validDays) })}</span>
          {item.appointment ? <span>{t('product.appointment')}</span> : null}
        </div>
      </section>
      <section className={styles.block} aria-label={t('product.stores')}>
        <h2 className={styles.blockTitle}>{t('product.stores')}</h2>
        {item.stores.map((store) => (
          <Link
            key={store.serial}
            className={styles.storeLink}
            to={paths.shopStore.href(store.serial)}
          >
            <OperatorText text={store.name} />
            <br />
            <span className={styles.weak} lang={langOf(store.address)}>
              {store.address}
            </span>
          </Link>
        ))}
      </section>
      <section className={styles.block} aria-label={t('product.description')}>
        <h2 className={styles.blockTitle}>{t('product.description')}</h2>
        <p className={styles.description} lang={langOf(item.description)}>
          {item.description}
        </p>
      </section>
      <section className={`${styles.block} ${styles.bar}`}>
        <span aria-hidden>{t('product.count')}</span>
        <PlainStepper
          min={1}
          max={most}
          value={count}
          label={t('product.count')}
          disabled={soldOut}
          onChange={setCount}
        />
      </section>
      <div className={styles.bar}>
        <Button
          shape="rounded"
          disabled={soldOut}
          loading={addToCart.isPending}
          onClick={() => {
            if (!signInFirst()) return;
            addToCart.mutate(
              { product: item.serial, count },
              { onSuccess: () => toast.success(t('product.added')) },
            );
          }}
        >
          {t('product.addToCart')}
        </Button>
        <Button
          color="primary"
          shape="rounded"
          disabled={soldOut}
          onClick={() => {
            if (signInFirst()) onBuyNow({ product: item.serial, count });
          }}
        >
          {soldOut ? t('product.soldOut') : t('product.buyNow')}
        </Button>
      </div>
    </>
  );
}
