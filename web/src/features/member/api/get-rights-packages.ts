import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The coupon rights packages on offer. */
export const rightsPackagesQueryOptions = () =>
  queryOptions({
    queryKey: ['rights-packages'],
    queryFn: () => api.listRightsPackages(),
    staleTime: 5 * 60_000,
  });

export const useRightsPackages = () => useQuery(rightsPackagesQueryOptions());
