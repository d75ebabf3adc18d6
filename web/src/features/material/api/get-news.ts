import { ORDER_PAGE_SIZE } from '@dehong/api-spec/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { materialKeys } from './material-keys';

export interface NewsQuery {
  /** A news type serial; omitted for every type. */
  type?: string;
  /** Words searched for in the titles. */
  name?: string;
}

/** News, newest first, 10 a page (spec sections 2 and 9). */
export const newsQueryOptions = (query: NewsQuery) =>
  infiniteQueryOptions({
    queryKey: materialKeys.news(query),
    queryFn: ({ pageParam }) =>
      api.listNews({
        ...(query.type ? { type: query.type } : {}),
        ...(query.name ? { name: query.name } : {}),
        page: pageParam,
        pageSize: ORDER_PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export const useNews = (query: NewsQuery) => useInfiniteQuery(newsQueryOptions(query));
