import { ORDER_PAGE_SIZE } from '@dehong/api-spec/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const feedbackKeys = { all: ['feedback'] as const };

/** The member's feedback with the operator's replies, newest first, 10 a page. */
export const feedbackQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: feedbackKeys.all,
    queryFn: ({ pageParam }) => api.listFeedback({ page: pageParam, pageSize: ORDER_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export const useFeedback = () => useInfiniteQuery(feedbackQueryOptions());
