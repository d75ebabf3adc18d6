import { createStore } from '../../src/repositories/store';
import { grantCoupon, type CouponGrant } from '../../src/services/members/coupons';
import type { RunningSimulator } from '../../src/index';

/** Gives the member of `phone` a parking coupon straight in the database (as a game prize does). */
export function giveCoupon(
  sim: RunningSimulator,
  phone: string,
  grant: Partial<CouponGrant> & { amount: number },
) {
  const store = createStore(sim.db);
  const member = store.members.byPhone(phone);
  if (!member) throw new Error(`no member ${phone}`);
  return grantCoupon(
    store,
    member.id,
    {
      name: `停车券${grant.amount / 100}元`,
      minSpend: 0,
      validDays: 30,
      area: null,
      source: 'game',
      ...grant,
    },
    sim.clock,
  );
}
