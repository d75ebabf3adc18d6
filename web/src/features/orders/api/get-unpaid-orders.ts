import { ORDER_PAGE_SIZE } from '@dehong/api-spec/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { orderKeys } from './order-keys';
import type { PlateQuery } from './plate-query';

/** The first page of the plate's orders to pay, oldest first (the rest: "see more"). */
export const unpaidOrdersQueryOptions = (query: PlateQuery) =>
  queryOptions({
    queryKey: orderKeys.unpaid(query),
    queryFn: () => api.listUnpaidOrders({ ...query, page: 1, pageSize: ORDER_PAGE_SIZE }),
    // Asked for by /m/order/payment's loader: the screen mounting a moment later uses that answer.
    staleTime: PREFETCHED_FRESH_MS,
  });

export const useUnpaidOrders = (query: PlateQuery) =>
  useQuery({ ...unpaidOrdersQueryOptions(query), enabled: query.number !== '' });
