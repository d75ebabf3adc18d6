import { cardCouponDeduction } from '@dehong/api-spec/domain';
import type { Api, PayOrderPayload } from '@dehong/api-spec';
import { describe, expect, it } from 'vitest';
import { FIXTURES, PAY_HOLD_MINUTES, stateSeeder } from '../src/index';
import { cardPayload, parkingPayload, rechargePayload } from './support/payloads';
import { admin, failure, moneyViolations, signIn, startTestSimulator } from './support/simulator';
import { dbDigest } from './support/db-digest';
import { giveCoupon } from './support/coupons';
import type { RunningSimulator } from '../src/index';

const { arrears, ruili } = FIXTURES.plates;
const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;
const MANGSHI = '533103';

async function arrearsDraft(
  api: Api,
  extra: Partial<PayOrderPayload> = {},
  plate: typeof arrears | typeof ruili = arrears,
) {
  const summary = await api.getRepaySummary({ number: plate.number, code: plate.area });
  return parkingPayload(summary, extra);
}

/** The draft using a coupon that takes `off` fen. */
function withCoupon(draft: PayOrderPayload, serial: string, off: number): PayOrderPayload {
  return { ...draft, couponSerial: serial, coupon: off, actualCost: draft.actualCost - off };
}

async function couponOf(api: Api, serial: string) {
  return api.showCoupon(serial);
}

/** Publishes after the client's submit lock of the previous post is released (as a next tap). */
describe('a coupon spent on parking arrears', () => {
  it('takes its amount off, is marked used, and the orders show coupon and couponTag', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const { serial } = giveCoupon(sim, A, { name: '芒市停车券6元', amount: 600, area: MANGSHI });

    const published = await api.publishPayOrder(withCoupon(await arrearsDraft(api), serial, 600));
    expect(published.cost).toBe(arrears.arrears - 600);
    expect(await couponOf(api, serial)).toMatchObject({ status: 0, held: true });

    const paid = await api.payByFunds(published.payCode);
    expect(paid).toMatchObject({ status: 1, sumCost: 1400, coupon: 600, cost: 800 });
    expect((await api.getMemberFunds()).funds).toBe(5000 - 800);
    expect(await couponOf(api, serial)).toMatchObject({ status: 1, held: false });

    // Oldest order first: the 8-yuan order takes the 6 yuan off.
    const list = await api.listOrders({
      number: arrears.number,
      status: '9',
      page: 1,
      pageSize: 50,
    });
    const covered = list.list.filter((order) => order.couponTag.includes('芒市停车券6元'));
    expect(covered).toHaveLength(1);
    expect(covered[0]).toMatchObject({ coupon: 600, cash: 200 });
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('a coupon larger than the fee takes the fee off and the pay order settles at 0', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const { serial } = giveCoupon(sim, A, { amount: 5000 });

    const published = await api.publishPayOrder(withCoupon(await arrearsDraft(api), serial, 1400));
    expect(published.cost).toBe(0);
    expect(await couponOf(api, serial)).toMatchObject({ status: 1 });
    expect((await api.getMemberFunds()).funds).toBe(5000);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('refuses what the rules forbid, with the reason, and changes nothing', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const high = giveCoupon(sim, A, { amount: 500, minSpend: 2000 }).serial;
    const lianghe = giveCoupon(sim, A, { amount: 500, area: '533122' }).serial;
    const good = giveCoupon(sim, A, { amount: 500 }).serial;
    const draft = await arrearsDraft(api);
    const before = dbDigest(sim.db);

    const cases: [PayOrderPayload, number][] = [
      [withCoupon(draft, high, 500), 7003],
      [withCoupon(draft, lianghe, 500), 7004],
      [withCoupon(draft, good, 400), 7006],
      [withCoupon(draft, good, 0), 7006],
      [{ ...draft, coupon: 500, actualCost: draft.actualCost - 500 }, 7006],
      [withCoupon(draft, 'NO-SUCH-COUPON', 500), 7001],
    ];
    for (const [payload, code] of cases) {
      expect((await failure(api.publishPayOrder(payload))).code, JSON.stringify(payload)).toBe(
        code,
      );
    }
    expect(dbDigest(sim.db)).toBe(before);
  });

  it('an expired, a used and a not-yet-valid coupon are refused', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const soon = giveCoupon(sim, A, { amount: 300, validDays: 1 }).serial;
    const used = (await api.listCoupons({ type: 1, status: 1 })).list[0]!.serial;
    const expired = (await api.listCoupons({ type: 1, status: 2 })).list[0]!.serial;
    const draft = await arrearsDraft(api);
    expect((await failure(api.publishPayOrder(withCoupon(draft, used, 200)))).code).toBe(7001);
    expect((await failure(api.publishPayOrder(withCoupon(draft, expired, 1000)))).code).toBe(7001);

    await admin(sim).advance(24 * 60);
    const later = await arrearsDraft(api);
    expect((await failure(api.publishPayOrder(withCoupon(later, soon, 300)))).code).toBe(7001);
  });

  it('only parking pay orders take a coupon', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const { serial } = giveCoupon(sim, A, { amount: 500 });
    const pkg = (await api.listRechargePackages())[0]!;
    const topUp = { ...rechargePayload(pkg.serial, pkg.price), couponSerial: serial };
    expect((await failure(api.publishPayOrder(topUp))).code).toBe(7005);
  });
});

describe('an attacker with another member’s coupon serial', () => {
  it('is told there is no such coupon, and the owner’s coupon stays free', async () => {
    const sim = await startTestSimulator();
    const owner = await signIn(sim, A);
    const attacker = await signIn(sim, B);
    const { serial } = giveCoupon(sim, A, { amount: 500 });
    const before = dbDigest(sim.db);

    const draft = await arrearsDraft(attacker, {}, ruili);
    expect((await failure(attacker.publishPayOrder(withCoupon(draft, serial, 500)))).code).toBe(
      7001,
    );
    expect((await failure(attacker.showCoupon(serial))).code).not.toBe(0);
    expect(dbDigest(sim.db)).toBe(before);
    expect(await owner.showCoupon(serial)).toMatchObject({ status: 0, held: false });
  });
});

describe('a coupon held by an unpaid pay order', () => {
  async function heldSetup(sim: RunningSimulator) {
    const api = await signIn(sim, A);
    const { serial } = giveCoupon(sim, A, { amount: 300 });
    const first = await api.publishPayOrder(withCoupon(await arrearsDraft(api), serial, 300));
    return { api, serial, first };
  }

  it('cannot be taken by another pay order until it is cancelled', async () => {
    const sim = await startTestSimulator();
    const { api, serial, first } = await heldSetup(sim);
    const other = withCoupon(await arrearsDraft(api, {}, ruili), serial, 300);
    expect((await failure(api.publishPayOrder(other))).code).toBe(7002);

    await api.cancelPayOrder(first.payCode);
    expect(await couponOf(api, serial)).toMatchObject({ status: 0, held: false });
    const second = await api.publishPayOrder(other);
    expect(second.cost).toBe(ruili.arrears - 300);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('is free again when the pay order lapses, and the lapsed one cannot use it', async () => {
    const sim = await startTestSimulator();
    const { api, serial, first } = await heldSetup(sim);
    await admin(sim).advance(PAY_HOLD_MINUTES + 1);
    expect(await couponOf(api, serial)).toMatchObject({ status: 0, held: false });
    expect((await failure(api.payByFunds(first.payCode))).code).toBe(4005);

    const again = await api.publishPayOrder(withCoupon(await arrearsDraft(api), serial, 300));
    expect((await api.payByFunds(again.payCode)).cost).toBe(arrears.arrears - 300);
    expect(await couponOf(api, serial)).toMatchObject({ status: 1 });
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('the owner’s next draft of the same orders replaces the pay order (another coupon or none)', async () => {
    const sim = await startTestSimulator();
    const { api, serial, first } = await heldSetup(sim);
    const double = await api.publishPayOrder(withCoupon(await arrearsDraft(api), serial, 300));
    expect(double.payCode).toBe(first.payCode);

    const without = await api.publishPayOrder(await arrearsDraft(api));
    expect(without.payCode).not.toBe(first.payCode);
    expect(without.cost).toBe(arrears.arrears);
    expect(await couponOf(api, serial)).toMatchObject({ status: 0, held: false });

    const back = await api.publishPayOrder(withCoupon(await arrearsDraft(api), serial, 300));
    expect(back.cost).toBe(arrears.arrears - 300);
    await api.payByFunds(back.payCode);
    expect((await failure(api.payByFunds(without.payCode))).code).toBe(4005);
    expect(moneyViolations(sim)).toEqual([]);
  });
});

describe('one coupon, two pay orders at once', () => {
  it('exactly one pay order gets it; the coupon is used once', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const other = await signIn(sim, A);
    const { serial } = giveCoupon(sim, A, { amount: 300 });
    const drafts = [
      withCoupon(await arrearsDraft(api), serial, 300),
      withCoupon(await arrearsDraft(other, {}, ruili), serial, 300),
    ];
    const results = await Promise.allSettled([
      api.publishPayOrder(drafts[0]!),
      other.publishPayOrder(drafts[1]!),
    ]);
    const won = results.filter((result) => result.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const payCode = (won[0] as PromiseFulfilledResult<{ payCode: string }>).value.payCode;
    await Promise.allSettled([api.payByFunds(payCode), other.payByFunds(payCode)]);
    expect(await couponOf(api, serial)).toMatchObject({ status: 1 });
    expect(moneyViolations(sim)).toEqual([]);
  });
});

describe('the card purchase’s 10% coupon', () => {
  it('takes exactly 10% off, and anything else is refused with the reason', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    stateSeeder(sim.db, sim.clock).balance(A, 100_000);
    const card = (await api.listVipCards())[0]!;
    const plates = [arrears.number];
    const tenth = cardCouponDeduction(card.price);

    for (const coupon of [1, tenth - 1, tenth + 1, card.price]) {
      const failed = await failure(
        api.publishPayOrder(cardPayload(card.serial, plates, card.price, { coupon })),
      );
      expect(failed.code).toBe(7007);
    }
    const { serial } = giveCoupon(sim, A, { amount: 300 });
    const withSerial = cardPayload(card.serial, plates, card.price, { couponSerial: serial });
    expect((await failure(api.publishPayOrder(withSerial))).code).toBe(7005);

    const published = await api.publishPayOrder(
      cardPayload(card.serial, plates, card.price, { coupon: tenth }),
    );
    expect(published.cost).toBe(card.price - tenth);
    expect((await api.payByFunds(published.payCode)).coupon).toBe(tenth);
    expect(moneyViolations(sim)).toEqual([]);
  });
});
