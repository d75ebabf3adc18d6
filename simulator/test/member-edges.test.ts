import type { Api, PayParams, ShopOrder } from '@dehong/api-spec';
import { describe, expect, it } from 'vitest';
import { FIXTURES, stateSeeder, type RunningSimulator } from '../src/index';
import { dbDigest } from './support/db-digest';
import { parkingPayload, rechargePayload } from './support/payloads';
import {
  admin,
  failure,
  http,
  moneyViolations,
  signIn,
  startTestSimulator,
  type Envelope,
} from './support/simulator';

/**
 * Nothing paid is lost and nothing is given twice at a member's edges: closing, signing in again
 * and merging (disputes after a plate moved: test/member-edges-refunds.test.ts).
 */

const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;
/** A phone no fixture has: its first chat-platform login creates the member. */
const NEWCOMER = '13700007004';
const { arrears } = FIXTURES.plates; // 云N12345, A's: 14.00 yuan in 3 orders, Mangshi
const NEW_CUSTOMER_WASH = 'PRD007'; // 9.90 yuan, one per person
const CAR_WASH = 'PRD001'; // 25.00 yuan

/** What the fake pay sheet sends when the user taps "pay". */
async function paySheet(sim: RunningSimulator, params: PayParams) {
  const answer = await http(sim).json<{ err_msg: string }>('POST', '/__chat/pay', {
    ...params,
    appId: params.appid,
    result: 'ok',
  });
  expect(answer.body.err_msg).toBe('get_brand_wcpay_request:ok');
}

/** Tops up `fen` with the free-amount package through Mangshi's bank (ICBC), as the app does. */
async function topUp(sim: RunningSimulator, api: Api, fen: number, pkg = 'RP05') {
  const { payCode } = await api.publishPayOrder(rechargePayload(pkg, fen));
  await paySheet(sim, await api.payParamsFor('533103', payCode));
  return payCode;
}

/** Buys one unit now at 团结大街 (ST01) and pays it from the balance. */
async function buyFromBalance(api: Api, product: string, phone: string): Promise<ShopOrder> {
  const order = await api.publishShopOrder({
    product,
    count: 1,
    plate: arrears.number,
    phone,
    store: 'ST01',
  });
  await api.payByFunds((await api.publishShopPayOrder(order)).payCode);
  return api.showShopOrder(order.serial);
}

async function smsCodeFor(sim: RunningSimulator, api: Api, phone: string) {
  await api.sendSms(phone);
  return admin(sim).latestSmsCode(phone);
}

/** The console's shop desk: a store's staff types the code. */
const redeemAtDesk = async (sim: RunningSimulator, code: string) =>
  (await http(sim).json<Envelope>('POST', '/__admin/shop/redeem', { code, store: 'ST01' })).body;

const payOrderRow = (sim: RunningSimulator, payCode: string) =>
  sim.db
    .prepare('SELECT status, refund, refund_route FROM pay_orders WHERE pay_code = ?')
    .get(payCode) as { status: number; refund: number; refund_route: string | null };

const closedRow = (sim: RunningSimulator, phone: string) =>
  sim.db
    .prepare(
      'SELECT id, funds, give FROM members WHERE closed_phone = ? ORDER BY closed_at DESC LIMIT 1',
    )
    .get(phone) as { id: number; funds: number; give: number };

describe('1. "per person" means per person: close, rejoin and merge count as one person', () => {
  it('a newcomer redeems the one-per-person wash, closes and signs in again: the deal is refused (6001)', async () => {
    const sim = await startTestSimulator();
    const first = await signIn(sim, NEWCOMER);
    await topUp(sim, first, 2000);
    const bought = await buyFromBalance(first, NEW_CUSTOMER_WASH, NEWCOMER);
    expect((await redeemAtDesk(sim, bought.vouchers[0]!.code)).code).toBeUndefined();
    await first.destroyMember({ smsCode: await smsCodeFor(sim, first, NEWCOMER) });

    const again = await signIn(sim, NEWCOMER);
    await topUp(sim, again, 2000);
    const refused = await failure(
      again.publishShopOrder({
        product: NEW_CUSTOMER_WASH,
        count: 1,
        plate: arrears.number,
        phone: NEWCOMER,
        store: 'ST01',
      }),
    );

    expect(refused.code).toBe(6001);
    expect((await again.showProduct(NEW_CUSTOMER_WASH)).limit).toBe(1);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('a newcomer buys the one-per-person wash, closes (the unused wash refunded) and signs in again: the deal is refused (6001)', async () => {
    const sim = await startTestSimulator();
    const first = await signIn(sim, NEWCOMER);
    await topUp(sim, first, 2000);
    await buyFromBalance(first, NEW_CUSTOMER_WASH, NEWCOMER);
    await first.destroyMember({ smsCode: await smsCodeFor(sim, first, NEWCOMER) });

    const again = await signIn(sim, NEWCOMER);
    await topUp(sim, again, 2000);
    const refused = await failure(
      again.publishShopOrder({
        product: NEW_CUSTOMER_WASH,
        count: 1,
        plate: arrears.number,
        phone: NEWCOMER,
        store: 'ST01',
      }),
    );

    expect(refused.code).toBe(6001);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('B redeemed the wash; A merges B: the merged person has had it, A is refused (6001)', async () => {
    const sim = await startTestSimulator();
    const b = await signIn(sim, B);
    await topUp(sim, b, 2000);
    const bought = await buyFromBalance(b, NEW_CUSTOMER_WASH, B);
    await redeemAtDesk(sim, bought.vouchers[0]!.code);
    const a = await signIn(sim, A);

    await a.mergeMemberAccount({ phone: B, smsCode: await smsCodeFor(sim, a, B) });

    const refused = await failure(
      a.publishShopOrder({
        product: NEW_CUSTOMER_WASH,
        count: 1,
        plate: arrears.number,
        phone: A,
        store: 'ST01',
      }),
    );
    expect(refused.code).toBe(6001);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it("the wheel's 6 draws a day are the person's: a rejoin the same day draws no more (7021)", async () => {
    const sim = await startTestSimulator();
    const seed = stateSeeder(sim.db, sim.clock);
    seed.integral(B, 10_000);
    const b = await signIn(sim, B);
    for (let draw = 0; draw < 6; draw++) await b.drawGame('wheel');
    expect((await failure(b.drawGame('wheel'))).code).toBe(7021);
    await b.destroyMember({ smsCode: await smsCodeFor(sim, b, B) });

    seed.integral(B, 10_000);
    const again = await signIn(sim, B);

    expect((await again.showGameBoard('wheel')).drawsLeft).toBe(0);
    expect((await failure(again.drawGame('wheel'))).code).toBe(7021);
    expect(moneyViolations(sim)).toEqual([]);
  });
});

describe('2. closing never swallows money', () => {
  it('the newcomer closes with a top-up and an unused wash: the preview names the refund and what ends, the close refunds it, the desk refuses the code', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, NEWCOMER);
    const payCode = await topUp(sim, api, 10_000, 'RP02'); // 100.00 yuan + 5.00 gift, ICBC
    const bought = await buyFromBalance(api, NEW_CUSTOMER_WASH, NEWCOMER);
    await api.convertCoupon('DHPARK2026');
    await api.signToday();

    const preview = await api.previewDestroyMember();

    expect(preview).toEqual({
      owed: { parking: 0, parkingCount: 0, charging: 0 },
      refunds: [
        {
          kind: 'voucher',
          name: '新客洗车体验',
          count: 1,
          amount: 990,
          route: 'balance',
          serial: bought.serial,
        },
        { kind: 'balance', route: 'icbc', amount: 10_000 },
      ],
      refundTotal: 10_000,
      ends: { gift: 500, integral: 100, coupons: 1, couponValue: 500 },
      memberships: 0,
    });

    await api.destroyMember({ smsCode: await smsCodeFor(sim, api, NEWCOMER) });

    expect(payOrderRow(sim, payCode)).toEqual({ status: 2, refund: 10_000, refund_route: 'icbc' });
    expect(closedRow(sim, NEWCOMER)).toMatchObject({ funds: 500, give: 500 });
    const desk = await redeemAtDesk(sim, bought.vouchers[0]!.code);
    expect(desk.code).toBe(6008);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('a voucher paid on the pay sheet goes back to its bank with a refund number; money with no top-up on record is paid out to the chat wallet', async () => {
    const sim = await startTestSimulator();
    stateSeeder(sim.db, sim.clock).balance(B, 3000);
    const b = await signIn(sim, B);
    const order = await b.publishShopOrder({
      product: CAR_WASH,
      count: 1,
      plate: arrears.number,
      phone: B,
      store: 'ST01',
    });
    const { payCode } = await b.publishShopPayOrder(order);
    await paySheet(sim, await b.payParamsFor('533103', payCode));

    const preview = await b.previewDestroyMember();
    expect(preview.refunds).toEqual([
      {
        kind: 'voucher',
        name: '精致洗车',
        count: 1,
        amount: 2500,
        route: 'icbc',
        serial: order.serial,
      },
      { kind: 'balance', route: 'wallet', amount: 3000 },
    ]);
    expect(preview.refundTotal).toBe(5500);

    await b.destroyMember({ smsCode: await smsCodeFor(sim, b, B) });

    const voucher = sim.db
      .prepare('SELECT status, refund_route, refund_no FROM shop_vouchers WHERE order_id = ?')
      .get(
        sim.db.prepare('SELECT id FROM shop_orders WHERE serial = ?').pluck().get(order.serial),
      ) as { status: number; refund_route: string; refund_no: string | null };
    expect(voucher).toMatchObject({ status: 2, refund_route: 'icbc' });
    expect(voucher.refund_no).toMatch(/^\d+$/);
    expect(closedRow(sim, B)).toMatchObject({ funds: 0, give: 0 });
    expect(moneyViolations(sim)).toEqual([]);
  });

  it("B holds an unused wash and an unpaid order; A merges B: the wash is A's to use or refund, the unpaid order's unit goes back, the closed B holds nothing", async () => {
    const sim = await startTestSimulator();
    const b = await signIn(sim, B);
    await topUp(sim, b, 5000);
    const bought = await buyFromBalance(b, CAR_WASH, B);
    const unpaid = await b.publishShopOrder({
      product: CAR_WASH,
      count: 1,
      plate: arrears.number,
      phone: B,
      store: 'ST01',
    });
    const a = await signIn(sim, A);
    const stock = (await a.showProduct(CAR_WASH)).stock;

    await a.mergeMemberAccount({ phone: B, smsCode: await smsCodeFor(sim, a, B) });

    expect((await a.listShopOrders()).list.map((order) => order.serial)).toEqual([bought.serial]);
    expect((await a.showProduct(CAR_WASH)).stock).toBe(stock + 1);
    expect(
      sim.db.prepare('SELECT status FROM shop_orders WHERE serial = ?').pluck().get(unpaid.serial),
    ).toBe(-1);
    const before = (await a.getMemberFunds()).funds;
    await a.refundShopOrder(bought.serial);
    expect((await a.getMemberFunds()).funds).toBe(before + 2500);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it("A's preview names the arrears to pay first, bills a running charging session as the close would, and changes nothing", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    await a.startCharging('CE21'); // 240 fen a minute
    sim.clock.advance(10);
    const before = dbDigest(sim.db);

    const preview = await a.previewDestroyMember();

    expect(preview.owed).toEqual({ parking: 1400, parkingCount: 3, charging: 0 });
    expect(preview.refunds).toEqual([
      { kind: 'balance', route: 'wallet', amount: FIXTURES.users.a.funds - 2400 },
    ]);
    expect(preview.ends).toMatchObject({ gift: 0, integral: FIXTURES.users.a.integral });
    expect(preview.memberships).toBe(1); // 云ND66666's yearly card stays with the plate
    expect(dbDigest(sim.db)).toBe(before);
    expect((await a.listChargeOrders()).list[0]).toMatchObject({ status: 0 });
  });
});

describe('3. a refused close keeps the SMS code usable for its remaining validity', () => {
  it('A is refused for the arrears, pays them, and closes with the same code', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const smsCode = await smsCodeFor(sim, a, A);
    const before = dbDigest(sim.db);

    expect((await failure(a.destroyMember({ smsCode }))).code).toBe(2018);
    expect(dbDigest(sim.db)).toBe(before);
    const summary = await a.getRepaySummary({ number: arrears.number });
    await a.payByFunds((await a.publishPayOrder(parkingPayload(summary))).payCode);
    sim.clock.advance(2);

    await a.destroyMember({ smsCode });

    expect(closedRow(sim, A)).toMatchObject({ funds: 0 });
    expect(moneyViolations(sim)).toEqual([]);
  });
});
