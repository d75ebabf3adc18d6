import { ORDER_PAGE_SIZE } from '@dehong/api-spec/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';

/** The orders of the member's own plates (behalf=1), newest first, 10 a page: the trip bills. */
export const tripOrdersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...sharedKeys.orders, 'mine', 'trips'],
    queryFn: ({ pageParam }) =>
      api.listOrders({ behalf: 1, page: pageParam, pageSize: ORDER_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export const useTripOrders = () => useInfiniteQuery(tripOrdersQueryOptions());
