import { AREAS, countyOf } from '@dehong/api-spec/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/**
 * The county of the member's latest parking order (their own plates, newest first), or all of
 * Dehong when they have none: where a top-up opened without an area is paid (spec section 7:
 * recharge chooses the bank by area as parking does).
 */
export const latestOrderAreaQueryOptions = () =>
  queryOptions({
    queryKey: ['recharge', 'latest-order-area'],
    queryFn: async (): Promise<string> => {
      const [latest] = (await api.listOrders({ behalf: 1, page: 1, pageSize: 1 })).list;
      return latest ? countyOf(latest.code) : AREAS.all;
    },
    staleTime: 60_000,
  });

export const useLatestOrderArea = (enabled: boolean) =>
  useQuery({ ...latestOrderAreaQueryOptions(), enabled });
