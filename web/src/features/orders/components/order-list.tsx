import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { type OrdersQuery, useOrders } from '../api/get-orders';
import { OrderCard } from './order-card';

/** A plate's orders, 10 a page, more as the user scrolls (spec section 2, /m/order/list). */
export function OrderList({ query }: { query: OrdersQuery }) {
  const { t } = useTranslation('common');
  const orders = useOrders(query);
  if (orders.isPending) return <PageLoading />;

  const items = orders.data?.pages.flatMap((page) => page.list) ?? [];
  if (items.length === 0) return <EmptyState description={t('empty.noPendingBills')} />;

  return (
    <>
      {items.map((order) => (
        <OrderCard key={order.serial} order={order} full />
      ))}
      <InfiniteScroll
        hasMore={orders.hasNextPage}
        loadMore={async () => {
          await orders.fetchNextPage({ throwOnError: true });
        }}
      />
    </>
  );
}
