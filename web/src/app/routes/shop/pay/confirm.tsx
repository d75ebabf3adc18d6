import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { useMemberInfo } from '@/features/member/api/get-member-info';
import { useCart } from '@/features/shop/api/get-cart';
import { useProduct } from '@/features/shop/api/get-product';
import {
  type CheckoutItem,
  type CheckoutSource,
  isMobile,
  itemsOfCart,
  needsAppointment,
  orderDraft,
} from '@/features/shop/checkout';
import { CheckoutForm } from '@/features/shop/components/checkout-form';
import { useCars } from '@/features/vehicles/api/get-cars';
import { usePlaceAndPay } from '../pay-shop-order';
import linkTarget from '@/components/link-target.module.css';

/** What `?product=&count=` or `?cart=1` asks to buy, with its products as the server has them. */
function useCheckoutItems(search: URLSearchParams): {
  source: CheckoutSource | null;
  items: CheckoutItem[] | null;
} {
  const fromCart = search.get('cart') === '1';
  const product = search.get('product') ?? '';
  const count = Math.max(1, Math.floor(Number(search.get('count') ?? 1)) || 1);
  const shown = useProduct(fromCart ? '' : product);
  const cart = useCart();
  if (fromCart) {
    const lines = cart.data;
    return lines
      ? {
          source: { kind: 'cart', lines: lines.map((line) => line.serial) },
          items: itemsOfCart(lines),
        }
      : { source: null, items: null };
  }
  if (!product) return { source: null, items: [] };
  return shown.data
    ? { source: { kind: 'buyNow', product, count }, items: [{ product: shown.data, count }] }
    : { source: null, items: shown.isError ? [] : null };
}

/**
 * /shop/pay/confirm?product=&count= (buy now) or ?cart=1: the items, the plate (my vehicles or the
 * plate keyboard), contact and store; then the pay flow, or the appointment step first.
 */
export function Component() {
  const { t } = useTranslation(['screens', 'shop']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { source, items } = useCheckoutItems(search);
  const cars = useCars();
  const member = useMemberInfo();
  const { submit, isBusy } = usePlaceAndPay();
  const phone = member.data?.phone ?? '';

  return (
    <Page title={t('screens:shopPayConfirm')}>
      {items === null || cars.isPending || member.isPending ? (
        <PageLoading />
      ) : !source || items.length === 0 ? (
        <>
          <EmptyState description={t('shop:checkout.missing')} />
          <p style={{ textAlign: 'center' }}>
            <Link to={paths.shop.href()} className={linkTarget.target}>
              {t('shop:cart.goShopping')}
            </Link>
          </p>
        </>
      ) : (
        <CheckoutForm
          source={source}
          items={items}
          cars={cars.data ?? []}
          defaultPhone={isMobile(phone) ? phone : ''}
          paying={isBusy}
          onSubmit={(checkout) => {
            if (needsAppointment(checkout.items))
              void navigate(paths.shopPayForm.href(), { state: { checkout } });
            else submit(orderDraft(checkout));
          }}
        />
      )}
    </Page>
  );
}
