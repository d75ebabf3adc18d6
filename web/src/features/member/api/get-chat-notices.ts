import { ORDER_PAGE_SIZE } from '@dehong/api-spec/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { memberKeys } from './member-keys';

/** The parking notices the chat app delivered to the member, newest first, 10 a page. */
export const chatNoticesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...memberKeys.all, 'chat-notices'] as const,
    queryFn: ({ pageParam }) => api.listChatNotices({ page: pageParam, pageSize: ORDER_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export const useChatNotices = () => useInfiniteQuery(chatNoticesQueryOptions());
