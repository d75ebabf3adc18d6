import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { ShopOrderDetail } from '@/features/shop/components/shop-order-detail';
import { usePayShopOrder } from '../pay-shop-order';

/** /shop/order/show?serial=: one car-service order and its voucher codes. */
export function Component() {
  const { t } = useTranslation(['screens', 'shop']);
  const [search] = useSearchParams();
  const serial = search.get('serial') ?? '';
  const { payOrder, isPaying } = usePayShopOrder();
  return (
    <Page title={t('screens:shopOrderShow')}>
      {serial ? (
        <ShopOrderDetail serial={serial} onPay={payOrder} paying={isPaying} />
      ) : (
        <EmptyState description={t('shop:order.missing')} />
      )}
    </Page>
  );
}
