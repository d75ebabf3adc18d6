import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ListEnd } from '@/components/list-end';
import { Page } from '@/components/page';
import { PageLoading } from '@/components/page-loading';
import { useTripOrders } from '@/features/bills/api/get-trip-orders';
import { MonthBills } from '@/features/bills/components/month-bills';
import { OrderCard } from '@/features/orders/components/order-card';

/** /app/vip/order/index: trip bills - the spend per month and every order of the member's plates. */
export function Component() {
  const { t } = useTranslation(['screens', 'common', 'bills', 'orders']);
  const orders = useTripOrders();
  const items = orders.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <Page title={t('screens:tripBills')}>
      <MonthBills />
      {orders.isPending ? (
        <PageLoading />
      ) : items.length === 0 ? (
        <EmptyState description={t('common:empty.noPendingBills')} />
      ) : (
        <>
          {items.map((order) => (
            <OrderCard key={order.serial} order={order} full />
          ))}
          <ListEnd hasMore={orders.hasNextPage} loadMore={() => orders.fetchNextPage()} />
        </>
      )}
    </Page>
  );
}
