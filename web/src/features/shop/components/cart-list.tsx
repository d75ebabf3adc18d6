import type { CartLine } from '@dehong/api-spec';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { OperatorText, useOperatorWord } from '@/components/operator-text';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import { apiUrl } from '@/lib/api';
import { useCart } from '../api/get-cart';
import { useRemoveFromCart } from '../api/remove-from-cart';
import { cartTotal, lineProblem } from '../cart-rules';
import { CartCount } from './cart-count';
import styles from './shop.module.css';
import linkTarget from '@/components/link-target.module.css';

/**
 * /shop/cart/index: the member's cart as the server holds it - each line's count can change
 * (within stock and the member limit) or the line go; the total; lines the stock cannot serve say
 * so and keep the cart from being checked out.
 */
export function CartList({ onCheckout }: { onCheckout: (lines: readonly CartLine[]) => void }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const word = useOperatorWord();
  const cart = useCart();
  const remove = useRemoveFromCart();

  if (cart.isPending) return <PageLoading />;
  const lines = cart.data ?? [];
  if (lines.length === 0) {
    return (
      <>
        <EmptyState description={t('cart.empty')} />
        <p style={{ textAlign: 'center' }}>
          <Link to={paths.shop.href()} className={linkTarget.target}>
            {t('cart.goShopping')}
          </Link>
        </p>
      </>
    );
  }
  const blocked = lines.some((line) => lineProblem(line) !== null);

  return (
    <>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {lines.map((line) => {
          const problem = lineProblem(line);
          return (
            <li key={line.serial} className={styles.line}>
              <img src={apiUrl(line.product.cover)} alt="" />
              <div className={styles.lineText}>
                <Link className={styles.name} to={paths.shopGoods.href(line.product.serial)}>
                  <OperatorText text={line.product.name} />
                </Link>
                <span className={styles.price}>{format.money(line.product.price)}</span>
                {problem ? (
                  <p className={styles.warning} role="status">
                    {problem.kind === 'soldOut'
                      ? t('cart.soldOut')
                      : t('cart.onlyLeft', { count: problem.count })}
                  </p>
                ) : null}
                <div className={styles.lineActions}>
                  <CartCount
                    line={line}
                    label={t('cart.count', { name: word(line.product.name) })}
                  />
                  <button
                    type="button"
                    className={styles.textButton}
                    aria-label={t('cart.removeName', { name: word(line.product.name) })}
                    onClick={() => remove.mutate(line.serial)}
                  >
                    {t('cart.remove')}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <section className={styles.bar} aria-label={t('cart.total')}>
        <span className={styles.total}>
          {t('cart.total')}{' '}
          <strong className={styles.price}>{format.money(cartTotal(lines))}</strong>
        </span>
        <Button
          color="primary"
          shape="rounded"
          disabled={blocked}
          onClick={() => onCheckout(lines)}
        >
          {t('cart.checkout')}
        </Button>
      </section>
    </>
  );
}
