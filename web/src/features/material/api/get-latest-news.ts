import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { materialKeys } from './material-keys';

/** How many recommended articles the home tab lists before "see more". */
export const LATEST_NEWS_COUNT = 3;

/** The recommended articles for the home tab's latest news. */
export const latestNewsQueryOptions = () =>
  queryOptions({
    queryKey: materialKeys.latestNews,
    queryFn: async () =>
      (await api.listNews({ recommend: 1, page: 1, pageSize: LATEST_NEWS_COUNT })).list,
    staleTime: 5 * 60_000,
  });

export const useLatestNews = () => useQuery(latestNewsQueryOptions());
