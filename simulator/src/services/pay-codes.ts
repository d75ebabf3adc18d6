import type { PayRoute } from '@dehong/api-spec/domain';
import type { Schemas } from '@dehong/api-spec';
import { compactStamp } from '../util/format';

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
