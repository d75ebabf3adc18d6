import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { shopKeys } from './shop-keys';

/** One of the member's shop orders with its vouchers (another member's is "not found"). */
export const shopOrderQueryOptions = (serial: string) =>
  queryOptions({
    queryKey: shopKeys.order(serial),
    queryFn: () => api.showShopOrder(serial),
    meta: { errorHandled: true },
  });

export const useShopOrder = (serial: string) => useQuery(shopOrderQueryOptions(serial));
