import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The frequently asked questions of the common-tools page. */
export const questionsQueryOptions = () =>
  queryOptions({
    queryKey: ['questions'],
    queryFn: () => api.listQuestions(),
    staleTime: 5 * 60_000,
  });

export const useQuestions = () => useQuery(questionsQueryOptions());
