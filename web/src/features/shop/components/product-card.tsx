import type { Product } from '@dehong/api-spec';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { OperatorText } from '@/components/operator-text';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import { apiUrl } from '@/lib/api';
import styles from './shop.module.css';

/** A product in a list: its picture, name and price, linking to its page. */
export function ProductCard({
  product,
  onScreen = false,
}: {
  product: Product;
  onScreen?: boolean;
}) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  return (
    <Link className={styles.card} to={paths.shopGoods.href(product.serial)}>
      {/* The first two rows are on a phone's first screen (the shop's largest paint may be one
          of them): asked for at once; the rest as they near the screen. */}
      <img
        src={apiUrl(product.cover)}
        alt=""
        loading={onScreen ? 'eager' : 'lazy'}
        decoding="async"
      />
      <span className={styles.cardText}>
        <span className={styles.name}>
          <OperatorText text={product.name} />
        </span>
        <span className={styles.prices}>
          <span className={styles.price}>{format.money(product.price)}</span>
          {product.originalPrice > product.price ? (
            <span className={styles.original}>{format.money(product.originalPrice)}</span>
          ) : null}
        </span>
        <span className={styles.weak}>
          {product.stock === 0
            ? t('product.soldOut')
            : t('product.stock', { count: product.stock })}
        </span>
      </span>
    </Link>
  );
}

/** The products of a grid a phone shows before scrolling (two rows of two). */
const ON_SCREEN = 4;

/** Products two a row (wide enough at 360 px for a name and a price). */
export function ProductGrid({ products, label }: { products: readonly Product[]; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label} style={{ listStyle: 'none', margin: 0 }}>
      {products.map((product, index) => (
        <li key={product.serial} style={{ display: 'flex' }}>
          <ProductCard product={product} onScreen={index < ON_SCREEN} />
        </li>
      ))}
    </ul>
  );
}
