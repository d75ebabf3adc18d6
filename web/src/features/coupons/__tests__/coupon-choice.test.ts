import type { Schemas } from '@dehong/api-spec';
import { describe, expect, it } from 'vitest';
import { chosenCoupon, couponOptions, withCoupon } from '../coupon-choice';

const coupon = (serial: string, extra: Partial<Schemas['Coupon']> = {}): Schemas['Coupon'] => ({
  serial,
  name: `券${serial}`,
  type: 1,
  amount: 500,
  discount: 0,
  minCost: 0,
  status: 0,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  area: null,
  held: false,
  ...extra,
});

const MANGSHI = { sumCost: 1400, areas: ['533103'] };

describe('the coupons a parking pay order can take', () => {
  it('lists those that apply, most taken off first, then the one ending soonest', () => {
    const coupons = [
      coupon('A', { amount: 300 }),
      coupon('B', { amount: 500, endDate: '2026-12-01' }),
      coupon('C', { amount: 500, endDate: '2026-11-01' }),
      coupon('D', { amount: 2000 }),
    ];
    expect(
      couponOptions(coupons, MANGSHI).map((option) => [option.coupon.serial, option.deduction]),
    ).toEqual([
      ['D', 1400],
      ['C', 500],
      ['B', 500],
      ['A', 300],
    ]);
  });

  it('leaves out a coupon of another area, above its minimum, held, used, expired or a discount', () => {
    const coupons = [
      coupon('ruili', { area: '533102' }),
      coupon('min', { minCost: 1500 }),
      coupon('held', { held: true }),
      coupon('used', { status: 1 }),
      coupon('expired', { status: 2 }),
      coupon('discount', { type: 2, amount: 0, discount: 10 }),
      coupon('mangshi', { area: '533103' }),
      coupon('all', { area: '5331' }),
    ];
    expect(couponOptions(coupons, MANGSHI).map((option) => option.coupon.serial)).toEqual([
      'mangshi',
      'all',
    ]);
    // Orders of several counties: a county's coupon covers none of them all.
    expect(
      couponOptions(coupons, { sumCost: 1400, areas: ['5331'] }).map((o) => o.coupon.serial),
    ).toEqual(['all']);
  });

  it('takes the coupon chosen while it applies, and none once it does not (never another)', () => {
    const coupons = [coupon('A', { amount: 300 }), coupon('B', { area: '533102' })];
    expect(chosenCoupon({ kind: 'none' }, coupons, MANGSHI)).toBeNull();
    expect(chosenCoupon({ kind: 'serial', serial: 'A' }, coupons, MANGSHI)?.deduction).toBe(300);
    expect(chosenCoupon({ kind: 'serial', serial: 'B' }, coupons, MANGSHI)).toBeNull();
    expect(
      chosenCoupon({ kind: 'serial', serial: 'A' }, coupons, { ...MANGSHI, sumCost: 0 }),
    ).toBeNull();
  });

  it('takes the deduction off the draft, and puts it back for none', () => {
    const draft = { sumCost: 1400, service: 0, coupon: 0, actualCost: 1400 };
    const option = { coupon: coupon('A'), deduction: 500 };
    const taken = withCoupon(draft, option);
    expect(taken).toEqual({ ...draft, coupon: 500, couponSerial: 'A', actualCost: 900 });
    expect(withCoupon(taken, null)).toEqual(draft);
  });
});
