import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { orderKeys } from './order-keys';
import type { PlateQuery } from './plate-query';

/** The plate's orders parking now, with their fee so far. */
export const currentOrdersQueryOptions = (query: PlateQuery) =>
  queryOptions({
    queryKey: orderKeys.current(query),
    queryFn: () => api.listCurrentOrders(query),
  });

export const useCurrentOrders = (query: PlateQuery) =>
  useQuery({ ...currentOrdersQueryOptions(query), enabled: query.number !== '' });
