import type { Order } from '@dehong/api-spec';
import { chinaTimeMs, DAY_MS, DISPUTE_WINDOW_DAYS } from '@dehong/api-spec/domain';

/**
 * Whether the app offers "dispute this charge": an order to pay, or one paid (with something
 * paid) in the last 30 days, without an open dispute. The server decides; this only hides the
 * offer where it would surely be refused.
 */
export function mayDispute(order: Order, nowMs = Date.now()): boolean {
  if (order.dispute?.status === 'open') return false;
  if (order.status === 22) return true;
  if (order.status !== 9 || order.cash <= 0 || !order.payTime) return false;
  return nowMs - chinaTimeMs(order.payTime) <= DISPUTE_WINDOW_DAYS * DAY_MS;
}
