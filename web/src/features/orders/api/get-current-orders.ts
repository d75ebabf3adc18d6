import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { orderKeys } from './order-keys';
import type { PlateQuery } from './plate-query';

/** The plate's orders parking now, with their fee so far. */
export const currentOrdersQueryOptions = (query: PlateQuery) =>
  queryOptions({
    queryKey: orderKeys.current(query),
    queryFn: () => api.listCurrentOrders(query),
    // Asked for by /m/order/payment's loader: the screen mounting a moment later uses that answer.
    staleTime: PREFETCHED_FRESH_MS,
  });

export const useCurrentOrders = (query: PlateQuery) =>
  useQuery({ ...currentOrdersQueryOptions(query), enabled: query.number !== '' });
