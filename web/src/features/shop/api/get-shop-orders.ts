import type { ShopOrderStatus } from '@dehong/api-spec';
import { ORDER_PAGE_SIZE } from '@dehong/api-spec/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { shopKeys } from './shop-keys';

/** The member's shop orders of one status (or all), newest first, 10 a page. */
export const shopOrdersQueryOptions = (status: ShopOrderStatus | null) =>
  infiniteQueryOptions({
    queryKey: shopKeys.orders({ status }),
    queryFn: ({ pageParam }) =>
      api.listShopOrders({
        ...(status === null ? {} : { status }),
        page: pageParam,
        pageSize: ORDER_PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export const useShopOrders = (status: ShopOrderStatus | null) =>
  useInfiniteQuery(shopOrdersQueryOptions(status));
