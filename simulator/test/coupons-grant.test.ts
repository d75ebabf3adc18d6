import { addDays } from '@dehong/api-spec/domain';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../src/index';
import { createStore } from '../src/repositories/store';
import { grantCoupon } from '../src/services/members/coupons';
import { signIn, startTestSimulator } from './support/simulator';

const A = FIXTURES.users.a.phone;

describe('granting a parking coupon (seed, code conversion, game prizes)', () => {
  it('gives the member a coupon valid from today for its days, limited to its area', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const store = createStore(sim.db);
    const member = store.members.byPhone(A)!;
    const before = (await api.getCouponStats()).unused;

    const granted = store.transaction(() =>
      grantCoupon(
        store,
        member.id,
        {
          name: '大转盘停车券8元',
          amount: 800,
          minSpend: 1000,
          validDays: 7,
          area: '533103',
          source: 'game',
        },
        sim.clock,
      ),
    );

    const today = sim.clock.today();
    expect(granted).toMatchObject({ startDate: today, endDate: addDays(today, 6) });
    const shown = await api.showCoupon(granted.serial);
    expect(shown).toMatchObject({ name: '大转盘停车券8元', amount: 800, minCost: 1000, status: 0 });
    expect((await api.getCouponStats()).unused).toBe(before + 1);
    expect(store.coupons.byId(granted.id, today)).toMatchObject({ area: '533103', source: 'game' });
  });

  it('refuses a grant that makes no sense and makes nothing', async () => {
    const sim = await startTestSimulator();
    const store = createStore(sim.db);
    const member = store.members.byPhone(A)!;
    const good = {
      name: '券',
      amount: 500,
      minSpend: 0,
      validDays: 1,
      area: null,
      source: 'game' as const,
    };
    const count = () => store.db.prepare('SELECT COUNT(*) FROM coupons').pluck().get();
    const before = count();
    for (const bad of [
      { amount: 0 },
      { amount: -5 },
      { amount: 1.5 },
      { minSpend: -1 },
      { validDays: 0 },
      { area: 'Mangshi' },
      { name: '  ' },
    ]) {
      expect(() => grantCoupon(store, member.id, { ...good, ...bad }, sim.clock)).toThrow(
        RangeError,
      );
    }
    expect(count()).toBe(before);
  });

  it('a converted code becomes a coupon marked as converted', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const coupon = await api.convertCoupon('dhpark2026');
    const row = createStore(sim.db).coupons.bySerial(
      createStore(sim.db).members.byPhone(A)!.id,
      coupon.serial,
      sim.clock.today(),
    );
    expect(row).toMatchObject({ source: 'convert', area: null, amount: 500 });
  });
});
