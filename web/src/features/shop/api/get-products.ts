import { ORDER_PAGE_SIZE } from '@dehong/api-spec/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { PREFETCHED_FRESH_MS } from '@/lib/query-client';
import { shopKeys } from './shop-keys';

export interface ProductQuery {
  /** A product type serial; omitted for every type. */
  type?: string;
  /** Words searched for in the names. */
  name?: string;
  /** Only the recommended products (the shop's front). */
  recommend?: boolean;
}

/** Products, 10 a page: recommended, of a type, or named by the words searched for. */
export const productsQueryOptions = (query: ProductQuery) =>
  infiniteQueryOptions({
    queryKey: shopKeys.products(query),
    queryFn: ({ pageParam }) =>
      api.listProducts({
        ...(query.type ? { type: query.type } : {}),
        ...(query.name ? { name: query.name } : {}),
        ...(query.recommend ? { recommend: 1 as const } : {}),
        page: pageParam,
        pageSize: ORDER_PAGE_SIZE,
      }),
    // The shop's front asks for its recommended products as its route matches (router.tsx).
    staleTime: PREFETCHED_FRESH_MS,
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export const useProducts = (query: ProductQuery, options: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...productsQueryOptions(query), enabled: options.enabled ?? true });
