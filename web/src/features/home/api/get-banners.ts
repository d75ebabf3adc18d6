import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { warmImage } from '@/components/warm-image';
import { api, apiUrl } from '@/lib/api';
import { homeKeys } from './home-keys';

/** The home banners, in display order. */
export const homeBannersQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.banners,
    queryFn: () => api.listBanners({ recommend: 1, area: 'home' }),
    staleTime: 5 * 60_000,
  });

export const useHomeBanners = () => useQuery(homeBannersQueryOptions());

/** Asks for the banners and, once they answer, for the first one's picture (home's largest paint). */
export function prefetchHomeBanners(queryClient: QueryClient): void {
  queryClient
    .fetchQuery(homeBannersQueryOptions())
    .then((banners) => warmImage(banners[0] ? apiUrl(banners[0].cover) : undefined))
    // The screen shows the failure itself.
    .catch(() => undefined);
}
