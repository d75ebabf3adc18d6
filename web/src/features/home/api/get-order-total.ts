import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { homeKeys } from './home-keys';

/** The home tiles: this month's parking spend, arrears and their count over the member's plates. */
export const orderTotalQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.orderTotal,
    queryFn: () => api.getOrderTotal(),
    staleTime: PREFETCHED_FRESH_MS,
  });

export const useOrderTotal = () => useQuery(orderTotalQueryOptions());
