import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { vehicleKeys } from './vehicle-keys';

/** Each of the member's plates with its membership (premium while valid). */
export const vehiclesQueryOptions = () =>
  queryOptions({
    queryKey: vehicleKeys.vehicles,
    queryFn: () => api.listVehicles(),
    // The card purchase's loader asks for it while the screen's code downloads (router.tsx).
    staleTime: PREFETCHED_FRESH_MS,
  });

export const useVehicles = () => useQuery(vehiclesQueryOptions());
