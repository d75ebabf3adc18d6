import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

/**
 * The operator's app configuration (hotline, agreement URL, footer, notice). Shared by many screens;
 * fetched once per visit and kept in session storage as the spec says.
 */
export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['app-config'],
    queryFn: async () => {
      const config = await api.showAppConfig();
      api.session.saveAppConfig(config);
      return config;
    },
    initialData: () => api.session.appConfig ?? undefined,
    staleTime: Infinity,
  });

export const useAppConfig = () => useQuery(appConfigQueryOptions());
