import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { orderKeys } from './order-keys';
import type { PlateQuery } from './plate-query';

/**
 * What settling the plate's arrears costs now. From a space's code (`errorHandledByScreen`) a
 * failure opens the guide dialog instead of a toast; the route's prefetch asks with the same
 * meaning, since whoever asks first decides.
 */
export const repaySummaryQueryOptions = (query: PlateQuery, errorHandledByScreen = false) =>
  queryOptions({
    queryKey: orderKeys.repaySummary(query),
    queryFn: () => api.getRepaySummary(query),
    // Asked for by /m/order/payment's loader: the screen mounting a moment later uses that answer.
    staleTime: PREFETCHED_FRESH_MS,
    meta: { errorHandled: errorHandledByScreen },
  });

export const useRepaySummary = (query: PlateQuery, errorHandledByScreen = false) =>
  useQuery({
    ...repaySummaryQueryOptions(query, errorHandledByScreen),
    enabled: query.number !== '',
  });
