import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The top-up packages, the free-amount package `other` last. */
export const rechargePackagesQueryOptions = () =>
  queryOptions({
    queryKey: ['recharge-packages'],
    queryFn: () => api.listRechargePackages(),
    staleTime: 5 * 60_000,
  });

export const useRechargePackages = () => useQuery(rechargePackagesQueryOptions());
