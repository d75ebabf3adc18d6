import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { orderKeys } from './order-keys';

/**
 * The space behind a scanned device code and the plate last seen there. A failure marks "no
 * device" on the screen (spec section 8), so it shows no toast.
 */
export const devicePayInfoQueryOptions = (device: string) =>
  queryOptions({
    queryKey: orderKeys.device(device),
    queryFn: () => api.getDevicePayInfo(device),
    // Asked for by /m/order/payment's loader: the screen mounting a moment later uses that answer.
    staleTime: PREFETCHED_FRESH_MS,
    meta: { errorHandled: true },
  });

export const useDevicePayInfo = (device: string | null) =>
  useQuery({ ...devicePayInfoQueryOptions(device ?? ''), enabled: !!device });
