import { ORDER_PAGE_SIZE } from '@dehong/api-spec/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { memberKeys } from './member-keys';

/** The member's messages, newest first, 10 a page. */
export const messagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: memberKeys.messages,
    queryFn: ({ pageParam }) => api.listMessages({ page: pageParam, pageSize: ORDER_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export const useMessages = () => useInfiniteQuery(messagesQueryOptions());
