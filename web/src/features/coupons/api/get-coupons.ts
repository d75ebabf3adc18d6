import type { Schemas } from '@dehong/api-spec';
import { ORDER_PAGE_SIZE } from '@dehong/api-spec/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { couponKeys } from './coupon-keys';

export type CouponStatus = Schemas['CouponStatus'];

/** The member's parking coupons (type 1) of a status, 10 a page (spec section 7: status 0 = unused). */
export const couponsQueryOptions = (status: CouponStatus) =>
  infiniteQueryOptions({
    queryKey: couponKeys.list(status),
    queryFn: ({ pageParam }) =>
      api.listCoupons({ type: 1, status, page: pageParam, pageSize: ORDER_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export const useCoupons = (status: CouponStatus) => useInfiniteQuery(couponsQueryOptions(status));
