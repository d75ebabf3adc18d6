import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ListEnd } from '@/components/list-end';
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
      {/*
       * The app's list end, not antd-mobile's default one: that one draws a spinner (and 加载中 in
       * every language) for as long as there are more pages, while it waits below the fold for
       * the owner to scroll, so a list of more than one page "spun" forever.
       */}
      <ListEnd
        hasMore={orders.hasNextPage}
        loadMore={() => orders.fetchNextPage({ throwOnError: true })}
      />
    </>
  );
}
