import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { materialKeys } from './material-keys';

/** The news types: the tabs of the news page. */
export const newsTypesQueryOptions = () =>
  queryOptions({
    queryKey: materialKeys.newsTypes,
    queryFn: () => api.listNewsTypes(),
    staleTime: 5 * 60_000,
  });

export const useNewsTypes = () => useQuery(newsTypesQueryOptions());
