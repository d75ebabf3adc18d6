import type { PayOrderPayload, RepaySummary } from '@dehong/api-spec';

const BLANK = {
  service: 0,
  coupon: 0,
  beBusiness: 0 as const,
  payee: '',
  payeeName: '',
  staff: '',
  staffName: '',
  team: '',
};

/** What the payment page publishes to settle a repay summary. */
export function parkingPayload(
  summary: RepaySummary,
  extra: Partial<PayOrderPayload> = {},
): PayOrderPayload {
  return {
    ...BLANK,
    orderType: 'parking',
    goods: summary.orderSerials.join(','),
    sumCost: summary.payCost - summary.service,
    service: summary.service,
    actualCost: summary.payCost,
    numbers: summary.number.split(','),
    ...extra,
  };
}

/** A top-up with a recharge package (amount = the price, or the typed amount for `other`). */
export function rechargePayload(
  serial: string,
  amount: number,
  extra: Partial<PayOrderPayload> = {},
): PayOrderPayload {
  return {
    ...BLANK,
    orderType: 'recharge',
    goods: serial,
    sumCost: amount,
    actualCost: amount,
    ...extra,
  };
}

/** A membership card for plates; `coupon` is 0 or the 10% card discount. */
export function cardPayload(
  serial: string,
  plates: string[],
  price: number,
  extra: Partial<PayOrderPayload> = {},
): PayOrderPayload {
  const sumCost = price * (extra.beBusiness === 1 ? plates.length : 1);
  const coupon = extra.coupon ?? 0;
  return {
    ...BLANK,
    orderType: 'vipCard',
    goods: serial,
    numbers: plates,
    sumCost,
    actualCost: sumCost - coupon,
    ...extra,
  };
}
