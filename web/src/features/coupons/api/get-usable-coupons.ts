import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { couponKeys } from './coupon-keys';

/** The most the payment page weighs at once (the API's largest page). */
const USABLE_PAGE_SIZE = 50;

/**
 * The unused parking coupons the payment page chooses from: the call the app makes (type 1,
 * status 0), in one page.
 */
export const usableCouponsQueryOptions = () =>
  queryOptions({
    queryKey: couponKeys.usable,
    queryFn: () => api.listCoupons({ type: 1, status: 0, page: 1, pageSize: USABLE_PAGE_SIZE }),
    select: (page) => page.list,
  });

export const useUsableCoupons = (enabled = true) =>
  useQuery({ ...usableCouponsQueryOptions(), enabled });
