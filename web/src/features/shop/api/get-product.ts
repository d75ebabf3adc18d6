import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { shopKeys } from './shop-keys';

/** One product as the server prices and stocks it now. */
export const productQueryOptions = (serial: string) =>
  queryOptions({
    queryKey: shopKeys.product(serial),
    queryFn: () => api.showProduct(serial),
    meta: { errorHandled: true },
  });

/** `serial` empty: nothing is asked (a screen that is not showing a product). */
export const useProduct = (serial: string) =>
  useQuery({ ...productQueryOptions(serial), enabled: serial !== '' });
