import { useState } from 'react';
import { useUsableCoupons } from './api/get-usable-coupons';
import { CouponChoice } from './components/coupon-choice';
import { chosenCoupon, couponOptions, type CouponPick, withCoupon } from './coupon-choice';

/** What a parking pay order draft tells the coupon rules. */
export interface ParkingDraft {
  sumCost: number;
  service: number;
  coupon: number;
  actualCost: number;
  couponSerial?: string;
  /** The area whose bank collects: a county when all the orders are in one. */
  area?: string;
}

const usageOf = (draft: ParkingDraft) => ({
  sumCost: draft.sumCost,
  // A coupon limited to a county applies when every order is there, which is when the pay
  // order's area is that county (payAreaFor); "all" (5331) means orders of several counties.
  areas: [draft.area ?? ''],
});

/**
 * The payment page's coupon: the owner's pick (none until they take the best one
 * offered or choose another), the coupon line for a draft, and the draft with it taken off for the
 * pay flow.
 */
export function useCouponChoice(enabled = true) {
  const coupons = useUsableCoupons(enabled).data ?? [];
  // Offered, not taken: the owner takes the best with one tap, or another from the sheet.
  const [pick, setPick] = useState<CouponPick>({ kind: 'none' });
  const optionFor = (draft: ParkingDraft) => chosenCoupon(pick, coupons, usageOf(draft));
  return {
    /** What the coupon takes off this draft (0 without one). */
    deductionFor: (draft: ParkingDraft) => optionFor(draft)?.deduction ?? 0,
    /** The draft as the pay flow publishes it. */
    apply: <D extends ParkingDraft>(draft: D): D => withCoupon(draft, optionFor(draft)),
    render: (draft: ParkingDraft) => (
      <CouponChoice
        before={draft.actualCost}
        options={couponOptions(coupons, usageOf(draft))}
        chosen={optionFor(draft)}
        onPick={setPick}
      />
    ),
  };
}
