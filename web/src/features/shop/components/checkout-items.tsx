import { useTranslation } from 'react-i18next';
import { OperatorText } from '@/components/operator-text';
import { useFormat } from '@/hooks/use-format';
import { apiUrl } from '@/lib/api';
import type { CheckoutItem } from '../checkout';
import styles from './shop.module.css';

/** One product row of an order or a checkout. */
export interface ItemRow {
  product: string;
  name: string;
  cover: string;
  price: number;
  count: number;
}

export const rowsOf = (items: readonly CheckoutItem[]): ItemRow[] =>
  items.map(({ product, count }) => ({
    product: product.serial,
    name: product.name,
    cover: product.cover,
    price: product.price,
    count,
  }));

/** The products of a checkout or an order with their counts and unit prices. */
export function CheckoutItems({ items }: { items: readonly ItemRow[] }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  return (
    <ul className={styles.items} aria-label={t('checkout.items')}>
      {items.map((item) => (
        <li key={item.product} className={styles.line}>
          <img src={apiUrl(item.cover)} alt="" />
          <div className={styles.lineText}>
            <span className={styles.name}>
              <OperatorText text={item.name} />
            </span>
            <span>
              <span className={styles.price}>{format.money(item.price)}</span> × {item.count}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
