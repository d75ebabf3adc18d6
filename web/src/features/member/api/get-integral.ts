import { ORDER_PAGE_SIZE } from '@dehong/api-spec/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { memberKeys } from './member-keys';

/** How the member's integral came and went, newest first, 10 a page. */
export const integralQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: memberKeys.integral,
    queryFn: ({ pageParam }) => api.listIntegral({ page: pageParam, pageSize: ORDER_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export const useIntegral = () => useInfiniteQuery(integralQueryOptions());
