import type { QueryClient } from '@tanstack/react-query';
import { productTypesQueryOptions } from '@/features/shop/api/get-product-types';
import { productsQueryOptions } from '@/features/shop/api/get-products';
import { prefetchShopBanners } from '@/features/shop/api/get-shop-banners';

/** What the shop's front shows first: the banners (then the first one's picture), kinds, picks. */
export function prefetchShop(queryClient: QueryClient): void {
  prefetchShopBanners(queryClient);
  void queryClient.prefetchQuery(productTypesQueryOptions());
  void queryClient.prefetchInfiniteQuery(productsQueryOptions({ recommend: true }));
}
