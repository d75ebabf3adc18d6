import { AREAS, LOT_PAGE_SIZE } from '@dehong/api-spec/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The street-parking lots of all Dehong, up to 200 (spec sections 7 and 9). */
export const lotsQueryOptions = () =>
  queryOptions({
    queryKey: ['lots'],
    queryFn: async () =>
      (await api.listLots({ type: 0, region: AREAS.all, pageSize: LOT_PAGE_SIZE })).list,
    staleTime: 60_000,
  });

export const useLots = () => useQuery(lotsQueryOptions());
