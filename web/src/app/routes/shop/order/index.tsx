import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { ShopOrderList } from '@/features/shop/components/shop-order-list';
import { usePayShopOrder } from '../pay-shop-order';

/** /shop/order/index?status=: the member's car-service orders (the mine tab leads here). */
export function Component() {
  const { t } = useTranslation(['screens', 'shop']);
  const [search, setSearch] = useSearchParams();
  const { payOrder, isPaying } = usePayShopOrder();
  return (
    <Page title={t('screens:shopOrders')}>
      <ShopOrderList
        tab={search.get('status')}
        onTab={(key) => setSearch(key === 'all' ? {} : { status: key }, { replace: true })}
        onPay={payOrder}
        paying={isPaying}
      />
    </Page>
  );
}
