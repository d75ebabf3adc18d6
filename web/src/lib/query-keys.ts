/**
 * The roots of the query keys that one feature makes stale for another. Features never import each
 * other, so the roots they share live here: a feature builds its own keys under a root (orderKeys
 * under `orders`, couponKeys and gameKeys under `member`), and a change that makes another
 * feature's data stale invalidates the root. TanStack Query matches keys by prefix.
 */
export const sharedKeys = {
  /** The signed-in member's data: info, funds, points, messages, coupons, games. */
  member: ['member'] as const,
  /** Parking orders: lists, details, the home tab's card, bills and trips. */
  orders: ['orders'] as const,
  /** Pay orders: the list and each one with what hangs off it (a card's start dates). */
  payOrders: ['pay-orders'] as const,
  /** Each plate's notices switch and auto-pay: my vehicles, the payment page, the pay result. */
  plateNotices: ['plate-notices'] as const,
};
