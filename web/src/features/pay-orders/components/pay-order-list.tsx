import type { PayOrder } from '@dehong/api-spec';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ListEnd } from '@/components/list-end';
import { PageLoading } from '@/components/page-loading';
import type { PayOrdersQuery } from '@/lib/pay-order-keys';
import { usePayOrders } from '../api/get-pay-orders';
import { PayOrderCard } from './pay-order-card';

/** The member's pay orders of a kind, 10 a page as the list scrolls; `action` adds a button. */
export function PayOrderList({
  query,
  empty,
  action,
  named,
}: {
  query: PayOrdersQuery;
  empty: string;
  action?: (order: PayOrder) => ReactNode;
  /** The goods' own name of an order, where the screen knows it (a card's). */
  named?: (order: PayOrder) => string | undefined;
}) {
  const orders = usePayOrders(query);
  if (orders.isPending) return <PageLoading />;
  const items = orders.data?.pages.flatMap((page) => page.list) ?? [];
  if (items.length === 0) return <EmptyState description={empty} />;
  return (
    <>
      {items.map((order) => (
        <PayOrderCard
          key={order.payCode}
          order={order}
          action={action?.(order)}
          named={named?.(order)}
        />
      ))}
      <ListEnd hasMore={orders.hasNextPage} loadMore={() => orders.fetchNextPage()} />
    </>
  );
}
