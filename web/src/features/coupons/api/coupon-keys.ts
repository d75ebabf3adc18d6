import { sharedKeys } from '@/lib/query-keys';

/**
 * The member's coupon query keys. They sit under `member` so that whatever makes the member's data
 * stale (signing in as someone else, a payment) makes the coupons stale too.
 */
export const couponKeys = {
  all: [...sharedKeys.member, 'coupons'] as const,
  list: (status: number) => [...sharedKeys.member, 'coupons', 'list', status] as const,
  stats: [...sharedKeys.member, 'coupons', 'stats'] as const,
  usable: [...sharedKeys.member, 'coupons', 'usable'] as const,
  one: (serial: string) => [...sharedKeys.member, 'coupons', 'one', serial] as const,
};
