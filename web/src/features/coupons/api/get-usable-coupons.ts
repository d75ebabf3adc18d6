import { USABLE_COUPONS_PAGE_SIZE } from '@dehong/api-spec/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { couponKeys } from './coupon-keys';

/**
 * The unused parking coupons the payment page chooses from: the call the app makes (type 1,
 * status 0), in one page.
 */
export const usableCouponsQueryOptions = () =>
  queryOptions({
    queryKey: couponKeys.usable,
    queryFn: () =>
      api.listCoupons({ type: 1, status: 0, page: 1, pageSize: USABLE_COUPONS_PAGE_SIZE }),
    select: (page) => page.list,
  });

export const useUsableCoupons = (enabled = true) =>
  useQuery({ ...usableCouponsQueryOptions(), enabled });
