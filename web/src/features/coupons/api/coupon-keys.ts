/**
 * The member's coupon query keys. They sit under `member` so that whatever makes the member's data
 * stale (signing in as someone else, a payment) makes the coupons stale too.
 */
export const couponKeys = {
  all: ['member', 'coupons'] as const,
  list: (status: number) => ['member', 'coupons', 'list', status] as const,
  stats: ['member', 'coupons', 'stats'] as const,
  usable: ['member', 'coupons', 'usable'] as const,
  one: (serial: string) => ['member', 'coupons', 'one', serial] as const,
};
