import { ORDER_PAGE_SIZE } from '@dehong/api-spec/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { payOrderKeys, type PayOrdersQuery } from '@/lib/pay-order-keys';

/** The member's pay orders, newest first, 10 a page. */
export const payOrdersQueryOptions = (query: PayOrdersQuery) =>
  infiniteQueryOptions({
    queryKey: payOrderKeys.list(query),
    queryFn: ({ pageParam }) =>
      api.searchPayOrders({ ...query, page: pageParam, pageSize: ORDER_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export const usePayOrders = (query: PayOrdersQuery) =>
  useInfiniteQuery(payOrdersQueryOptions(query));
