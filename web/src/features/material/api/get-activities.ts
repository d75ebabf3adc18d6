import { ORDER_PAGE_SIZE } from '@dehong/api-spec/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { materialKeys } from './material-keys';

/** Activities, newest first, 10 a page; `name` searches the titles. */
export const activitiesQueryOptions = (name: string) =>
  infiniteQueryOptions({
    queryKey: materialKeys.activities({ name }),
    queryFn: ({ pageParam }) =>
      api.listActivities({
        ...(name ? { name } : {}),
        page: pageParam,
        pageSize: ORDER_PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export const useActivities = (name: string) => useInfiniteQuery(activitiesQueryOptions(name));
