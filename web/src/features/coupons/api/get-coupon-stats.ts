import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { couponKeys } from './coupon-keys';

/** How many coupons are unused, used and expired (the tabs' counts). */
export const couponStatsQueryOptions = () =>
  queryOptions({ queryKey: couponKeys.stats, queryFn: () => api.getCouponStats() });

export const useCouponStats = () => useQuery(couponStatsQueryOptions());
