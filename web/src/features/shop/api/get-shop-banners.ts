import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { warmImage } from '@/components/warm-image';
import { api, apiUrl } from '@/lib/api';
import { isShopBanner } from '../shop-banners';
import { shopKeys } from './shop-keys';

/** The operator's product banners (shop-banners.ts). */
export const shopBannersQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.banners,
    queryFn: async () =>
      (await api.listBanners({ recommend: 1, area: 'home' })).filter(isShopBanner),
    staleTime: 5 * 60_000,
  });

export const useShopBanners = () => useQuery(shopBannersQueryOptions());

/** Asks for the banners and, once they answer, for the first one's picture (the shop's largest paint). */
export function prefetchShopBanners(queryClient: QueryClient): void {
  queryClient
    .fetchQuery(shopBannersQueryOptions())
    .then((banners) => warmImage(banners[0] ? apiUrl(banners[0].cover) : undefined))
    // The screen shows the failure itself.
    .catch(() => undefined);
}
