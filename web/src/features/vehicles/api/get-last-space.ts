import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { vehicleKeys } from './vehicle-keys';

/** Where a plate of the member parked last (my spaces): its newest record, or null. */
export const lastSpaceQueryOptions = (number: string) =>
  queryOptions({
    queryKey: [...vehicleKeys.records(number), 'last'],
    queryFn: async () =>
      (await api.listSpaceMessages({ number, page: 1, pageSize: 1 })).list[0] ?? null,
  });

export const useLastSpace = (number: string) => useQuery(lastSpaceQueryOptions(number));
