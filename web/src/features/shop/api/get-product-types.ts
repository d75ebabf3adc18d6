import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { shopKeys } from './shop-keys';

/** The product types: the shop's tabs (car wash, maintenance, ...). */
export const productTypesQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.types,
    queryFn: () => api.listProductTypes(),
    staleTime: 5 * 60_000,
  });

export const useProductTypes = () => useQuery(productTypesQueryOptions());
