import { ORDER_PAGE_SIZE } from '@dehong/api-spec/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { homeKeys } from './home-keys';

/** The member's own cars parking now (status 0 and 1), for the currently-parking card. */
export const parkingNowQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.parkingNow,
    queryFn: async () =>
      (await api.listOrders({ behalf: 1, status: '0,1', page: 1, pageSize: ORDER_PAGE_SIZE })).list,
    staleTime: PREFETCHED_FRESH_MS,
  });

export const useParkingNow = () => useQuery(parkingNowQueryOptions());
