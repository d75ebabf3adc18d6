import type { Order, PayOrderPayload, RepaySummary } from '@dehong/api-spec';
import { AREAS, countyOf } from '@dehong/api-spec/domain';

/** A pay order draft before the pay flow adds the payee and the staff attribution. */
export type ArrearsPayOrder = Omit<
  PayOrderPayload,
  'staff' | 'staffName' | 'team' | 'payee' | 'payeeName'
>;

/**
 * The pay order that settles a plate's arrears, priced exactly as the repay summary says (the
 * server checks it): the orders to pay as goods, what they cost now (their deductions already
 * taken) plus the service fee.
 */
export function arrearsPayOrder(summary: RepaySummary, area: string): ArrearsPayOrder {
  return {
    orderType: 'parking',
    goods: summary.orderSerials.join(','),
    numbers: summary.number.split(','),
    sumCost: summary.payCost - summary.service,
    service: summary.service,
    coupon: 0,
    actualCost: summary.payCost,
    beBusiness: 0,
    area,
  };
}

/**
 * Which area's bank collects: the chosen area tab; under "all", the county the orders to pay are
 * in when they share one.
 */
export function payAreaFor(areaTab: string, ordersToPay: readonly Order[]): string {
  if (areaTab !== AREAS.all) return areaTab;
  const counties = new Set(ordersToPay.map((order) => countyOf(order.code)));
  const [only] = counties;
  return counties.size === 1 && only ? only : AREAS.all;
}
