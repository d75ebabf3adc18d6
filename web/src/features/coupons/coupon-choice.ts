import type { Schemas } from '@dehong/api-spec';
import { couponDeduction, couponRefusal, type CouponUse } from '@dehong/api-spec/domain';

type Coupon = Schemas['Coupon'];

/** What the owner chose on the payment page: no coupon (until they take one) or this one. */
export type CouponPick = { kind: 'none' } | { kind: 'serial'; serial: string };

/** A coupon the pay order can take, and the fen it takes off. */
export interface CouponOption {
  coupon: Coupon;
  deduction: number;
}

/**
 * The coupons that apply to these orders, the best first: most taken off, then the one ending
 * soonest (use it before it expires).
 */
export function couponOptions(coupons: readonly Coupon[], use: CouponUse): CouponOption[] {
  return coupons
    .filter((coupon) => !coupon.held && couponRefusal(coupon, use) === null)
    .map((coupon) => ({ coupon, deduction: couponDeduction(coupon, use.sumCost) }))
    .sort((a, b) => b.deduction - a.deduction || a.coupon.endDate.localeCompare(b.coupon.endDate));
}

/**
 * The coupon the pay order takes for the owner's pick: the one they chose while it still applies
 * (another plate or area may rule it out: then none, never one they did not choose).
 */
export function chosenCoupon(
  pick: CouponPick,
  coupons: readonly Coupon[],
  use: CouponUse,
): CouponOption | null {
  if (pick.kind === 'none') return null;
  return couponOptions(coupons, use).find((option) => option.coupon.serial === pick.serial) ?? null;
}

/** A parking draft with the coupon taken off, or none (the server checks the same sums). */
export function withCoupon<D extends { coupon: number; actualCost: number; couponSerial?: string }>(
  draft: D,
  option: CouponOption | null,
): D {
  const { couponSerial: _previous, ...rest } = draft;
  const before = draft.actualCost + draft.coupon;
  if (!option) return { ...rest, coupon: 0, actualCost: before } as D;
  return {
    ...rest,
    coupon: option.deduction,
    couponSerial: option.coupon.serial,
    actualCost: before - option.deduction,
  } as D;
}
