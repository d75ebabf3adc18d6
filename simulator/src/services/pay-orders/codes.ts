import type { PayRoute } from '@dehong/api-spec/domain';
import type { Schemas } from '@dehong/api-spec';
import { compactStamp } from '../../util/format';
import { randomDigits } from '../../util/random';

/** `PAY` + China time + the pay order's id: unique, and readable in the admin console. */
export function payCodeFor(id: number, createdAtMs: number): string {
  return `PAY${compactStamp(createdAtMs)}${String(id).padStart(6, '0')}`;
}

/** How an order paid through a bank route is labelled (Order.paytype). */
export const PAYTYPE_BY_ROUTE: Record<PayRoute, Schemas['PayType']> = {
  icbc: 'icbc',
  abc: 'abc',
  ccb: 'ccb',
  wxApplet: 'wxpay',
};

/** A bank transaction number as the bank's notification carries it. */
export function bankTransactionNo(at: number): string {
  return `42000${compactStamp(at)}${randomDigits(9)}`;
}

/** The number of a refund the bank makes (a payment given back to where it came from). */
export function bankRefundNo(at: number): string {
  return `50300${compactStamp(at)}${randomDigits(9)}`;
}
