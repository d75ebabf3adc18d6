import { ORDER_PAGE_SIZE } from '@dehong/api-spec/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { gameKeys } from './game-keys';

/** The member's past quizzes, newest first. */
export const useExamHistory = () =>
  useInfiniteQuery({
    queryKey: gameKeys.exams,
    queryFn: ({ pageParam }) => api.listExams({ page: pageParam, pageSize: ORDER_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });
