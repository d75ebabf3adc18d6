import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { shopKeys } from './shop-keys';

/** The member's cart, kept on the server. */
export const cartQueryOptions = () =>
  queryOptions({ queryKey: shopKeys.cart, queryFn: () => api.listCart() });

export const useCart = () => useQuery(cartQueryOptions());
