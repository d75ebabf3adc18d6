import { AREAS, countyOf } from './area';

/** What the coupon rules need to know of a parking coupon (amount off, minimum spend, dates, area). */
export interface SpendableCoupon {
  type: 1 | 2;
  amount: number;
  minCost: number;
  startDate: string;
  endDate: string;
  /** County code it is limited to; null, absent or the all-areas code means anywhere. */
  area?: string | null;
  status: 0 | 1 | 2;
  /** An unpaid pay order holds it. */
  held?: boolean;
}

/** What a parking pay order's coupon is checked against. */
export interface CouponUse {
  /** The parking fee before the coupon (the pay order's sumCost), in fen. */
  sumCost: number;
  /** The area codes (or counties) of the orders paid. */
  areas: readonly string[];
  /** The server's today; without it (the app, whose clock may differ) `status` alone decides. */
  today?: string;
}

/** Why a coupon cannot take money off this pay order, or null when it can. */
export type CouponRefusal = 'notParkingCoupon' | 'notInDates' | 'belowMinimum' | 'wrongArea';

function coversArea(area: string | null | undefined, areas: readonly string[]): boolean {
  if (!area || area === AREAS.all) return true;
  return areas.every((code) => countyOf(code) === countyOf(area));
}

/** Whether a coupon applies (spec sections 4, 9): an amount-off coupon, in its dates, area, minimum. */
export function couponRefusal(coupon: SpendableCoupon, use: CouponUse): CouponRefusal | null {
  if (coupon.type !== 1 || coupon.amount <= 0) return 'notParkingCoupon';
  const { today } = use;
  if (coupon.status !== 0 || (today && (coupon.startDate > today || coupon.endDate < today))) {
    return 'notInDates';
  }
  if (use.sumCost < coupon.minCost || use.sumCost === 0) return 'belowMinimum';
  if (!coversArea(coupon.area, use.areas)) return 'wrongArea';
  return null;
}

/** The fen a coupon takes off: its amount, at most the parking fee (never the service fee). */
export function couponDeduction(coupon: Pick<SpendableCoupon, 'amount'>, sumCost: number): number {
  return Math.max(0, Math.min(coupon.amount, sumCost));
}
