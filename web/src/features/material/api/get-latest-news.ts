import { LATEST_NEWS_COUNT } from '@dehong/api-spec/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { materialKeys } from './material-keys';

/** The recommended articles for the home tab's latest news. */
export const latestNewsQueryOptions = () =>
  queryOptions({
    queryKey: materialKeys.latestNews,
    queryFn: async () =>
      (await api.listNews({ recommend: 1, page: 1, pageSize: LATEST_NEWS_COUNT })).list,
    staleTime: 5 * 60_000,
  });

export const useLatestNews = () => useQuery(latestNewsQueryOptions());
