import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { homeKeys } from './home-keys';

/** The home banners, in display order. */
export const homeBannersQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.banners,
    queryFn: () => api.listBanners({ recommend: 1, area: 'home' }),
    staleTime: 5 * 60_000,
  });

export const useHomeBanners = () => useQuery(homeBannersQueryOptions());
