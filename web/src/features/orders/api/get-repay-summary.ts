import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { orderKeys } from './order-keys';
import type { PlateQuery } from './plate-query';

/** What settling the plate's arrears costs now. */
export const repaySummaryQueryOptions = (query: PlateQuery) =>
  queryOptions({
    queryKey: orderKeys.repaySummary(query),
    queryFn: () => api.getRepaySummary(query),
    // Asked for by /m/order/payment's loader: the screen mounting a moment later uses that answer.
    staleTime: PREFETCHED_FRESH_MS,
  });

/**
 * On the device variant a failure opens the guide dialog instead of a toast
 * (`errorHandledByScreen`).
 */
export const useRepaySummary = (query: PlateQuery, errorHandledByScreen = false) =>
  useQuery({
    ...repaySummaryQueryOptions(query),
    enabled: query.number !== '',
    meta: { errorHandled: errorHandledByScreen },
  });
