import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { couponKeys } from './coupon-keys';

/** One of the member's coupons, as it is now (used, held by a pay order, expired). */
export const couponQueryOptions = (serial: string) =>
  queryOptions({ queryKey: couponKeys.one(serial), queryFn: () => api.showCoupon(serial) });

export const useCoupon = (serial: string | null) =>
  useQuery({ ...couponQueryOptions(serial ?? ''), enabled: serial !== null });
