import type { PayOrder } from '@dehong/api-spec';
import { sharedKeys } from './query-keys';

export interface PayOrdersQuery {
  orderType?: PayOrder['orderType'];
  status?: PayOrder['status'];
}

/**
 * The query keys of pay orders, shared by the pay-order list and the payment screens; everything
 * under `pay-orders` goes stale when an invoice is applied or a payment is refunded.
 */
export const payOrderKeys = {
  all: sharedKeys.payOrders,
  list: (query: PayOrdersQuery) => [...sharedKeys.payOrders, query] as const,
  /** One pay order by its code, or the member's newest for a result link without one. */
  one: (payCode: string | null) => [...sharedKeys.payOrders, 'one', payCode ?? 'newest'] as const,
  cardStarts: (payCode: string) => [...payOrderKeys.one(payCode), 'card-starts'] as const,
};
