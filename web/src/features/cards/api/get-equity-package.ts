import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** What a membership gives (the rights listed under the cards). */
export const equityPackageQueryOptions = () =>
  queryOptions({
    queryKey: ['equity-package'],
    queryFn: () => api.showEquityPackage(),
    staleTime: 5 * 60_000,
  });

export const useEquityPackage = () => useQuery(equityPackageQueryOptions());
