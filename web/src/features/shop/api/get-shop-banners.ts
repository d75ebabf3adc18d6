import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { shopKeys } from './shop-keys';

/** The operator's product banners (type `goods`, such as the car-wash offer of the home screen). */
export const shopBannersQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.banners,
    queryFn: async () =>
      (await api.listBanners({ recommend: 1, area: 'home' })).filter(
        (banner) => banner.type === 'goods',
      ),
    staleTime: 5 * 60_000,
  });

export const useShopBanners = () => useQuery(shopBannersQueryOptions());
