import { ORDER_PAGE_SIZE } from '@dehong/api-spec/domain';
import type { AreaCode } from '@dehong/api-spec';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from './order-keys';

export interface OrdersQuery {
  number: string;
  code?: AreaCode;
}

/** A plate's orders, newest first, 10 a page (spec section 2, /m/order/list). */
export const ordersQueryOptions = (query: OrdersQuery) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ pageParam }) =>
      api.listOrders({ ...query, page: pageParam, pageSize: ORDER_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export const useOrders = (query: OrdersQuery) => useInfiniteQuery(ordersQueryOptions(query));
