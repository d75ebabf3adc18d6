import { ORDER_PAGE_SIZE } from '@dehong/api-spec/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { chargingKeys } from './charging-keys';

/** The member's charging orders, newest first, 10 a page. */
export const chargeOrdersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: chargingKeys.orders,
    queryFn: ({ pageParam }) =>
      api.listChargeOrders({ page: pageParam, pageSize: ORDER_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export const useChargeOrders = () => useInfiniteQuery(chargeOrdersQueryOptions());
