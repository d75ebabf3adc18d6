import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { shopKeys } from './shop-keys';

/** A partner store: address, hours, phone, position, appointment slots and its goods. */
export const storeQueryOptions = (serial: string) =>
  queryOptions({
    queryKey: shopKeys.store(serial),
    queryFn: () => api.showShopStore(serial),
    staleTime: 60_000,
    meta: { errorHandled: true },
  });

export const useStore = (serial: string) => useQuery(storeQueryOptions(serial));
