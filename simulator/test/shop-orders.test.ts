import { addDays, chinaDate } from '@dehong/api-spec/domain';
import type { Api, PayParams, ShopOrder } from '@dehong/api-spec';
import { describe, expect, it } from 'vitest';
import { FIXTURES, type RunningSimulator } from '../src/index';
import { dbDigest } from './support/db-digest';
import {
  admin,
  failure,
  http,
  moneyViolations,
  newApi,
  signIn,
  startTestSimulator,
  type Envelope,
} from './support/simulator';

const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;
const PLATE = '云N12345';
const CAR_WASH = 'PRD001'; // 25.00 yuan, every store, no appointment
const INTERIOR = 'PRD002'; // 88.00 yuan, ST01 and ST03, needs an appointment
const NEW_CUSTOMER_WASH = 'PRD007'; // 9.90 yuan, one per member, 30 days
const PUNCTURE = 'PRD011'; // 30.00 yuan, every store
const TYRE_FITTING = 'PRD008'; // 49.00 yuan, ST02 and ST03, its last 2 units

const buyNow = (product: string, count = 1, store = 'ST01') => ({
  product,
  count,
  plate: PLATE,
  phone: A,
  store,
});

/** What the fake pay sheet sends when the user taps "pay". */
async function paySheet(sim: RunningSimulator, params: PayParams) {
  const answer = await http(sim).json<{ err_msg: string; err_desc?: string }>(
    'POST',
    '/__chat/pay',
    { ...params, appId: params.appid, result: 'ok' },
  );
  return answer.body;
}

/** The business code a call fails with (after the client's duplicate-submit lock, as a next tap). */
async function codeOf(call: () => Promise<unknown>) {
  return (await failure(call())).code;
}

async function stockOf(api: Api, product: string) {
  const { stock, sold } = await api.showProduct(product);
  return { stock, sold };
}

async function redeem(sim: RunningSimulator, code: string, store: string) {
  return (
    await http(sim).json<Envelope & { voucher?: string; order?: ShopOrder }>(
      'POST',
      '/__admin/shop/redeem',
      { code, store },
    )
  ).body;
}

describe('buying a car-service voucher', () => {
  it('from the balance: the order holds its stock, the pay order settles it once and issues one code per unit', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const before = await stockOf(api, CAR_WASH);

    const order = await api.publishShopOrder(buyNow(CAR_WASH));
    expect(order).toMatchObject({
      status: 0,
      total: 2500,
      plate: PLATE,
      store: { serial: 'ST01', area: '533103' },
      vouchers: [],
      payCode: null,
    });
    expect(order.holdUntil).not.toBeNull();
    expect(await stockOf(api, CAR_WASH)).toEqual({ stock: before.stock - 1, sold: before.sold });

    const published = await api.publishShopPayOrder(order);
    expect(await api.publishShopPayOrder(order)).toEqual(published); // a double tap
    expect(published.cost).toBe(2500);
    const paid = await api.payByFunds(published.payCode);
    expect(paid).toMatchObject({ status: 1, orderType: 'shop', goods: order.serial, cost: 2500 });
    expect(await api.payByFunds(published.payCode)).toMatchObject({ status: 1 }); // again: no charge

    const shown = await api.showShopOrder(order.serial);
    expect(shown).toMatchObject({ status: 1, paytype: 'balance', payCode: published.payCode });
    expect(shown.holdUntil).toBeNull();
    expect(shown.vouchers).toHaveLength(1);
    expect(shown.vouchers[0]).toMatchObject({
      product: CAR_WASH,
      status: 0,
      validUntil: addDays(chinaDate(sim.clock.now()), 89),
    });
    expect(shown.vouchers[0]!.code).toMatch(/^\d{12}$/);
    expect((await api.getMemberFunds()).funds).toBe(5000 - 2500);
    expect(await stockOf(api, CAR_WASH)).toEqual({
      stock: before.stock - 1,
      sold: before.sold + 1,
    });
    expect((await api.listShopOrders({ status: 1 })).list.map((o) => o.serial)).toEqual([
      order.serial,
    ]);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it("with the pay sheet through the store's area bank; a refund goes back to that bank with the stock", async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const before = await stockOf(api, PUNCTURE);
    const order = await api.publishShopOrder(buyNow(PUNCTURE, 2, 'ST03'));
    expect(order.store.area).toBe('533102');

    const published = await api.publishShopPayOrder(order);
    const params = await api.payParamsFor(order.store.area, published.payCode);
    expect(await paySheet(sim, params)).toMatchObject({ err_msg: 'get_brand_wcpay_request:ok' });
    const paid = await api.queryPayOrder(published.payCode);
    expect(paid).toMatchObject({ status: 1, paytype: 'wxpay' });
    const shown = await api.showShopOrder(order.serial);
    expect(shown.vouchers).toHaveLength(2);
    expect((await api.getMemberFunds()).funds).toBe(5000);

    const refunded = await api.refundShopOrder(order.serial, [shown.vouchers[0]!.code]);
    expect(refunded).toMatchObject({ status: 1, refund: 3000 });
    expect(refunded.vouchers.map((v) => v.status)).toEqual([2, 0]);
    expect((await api.getMemberFunds()).funds).toBe(5000); // the bank got it back, not the wallet
    expect(await stockOf(api, PUNCTURE)).toEqual({
      stock: before.stock - 1,
      sold: before.sold + 1,
    });

    const all = await api.refundShopOrder(order.serial);
    expect(all).toMatchObject({ status: 3, refund: 6000 });
    expect((await api.queryPayOrder(published.payCode)).status).toBe(2);
    expect(await stockOf(api, PUNCTURE)).toEqual(before);
    expect(await codeOf(() => api.refundShopOrder(order.serial))).toBe(6006);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('refunds vouchers paid from the balance to the balance, a redeemed one never', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const order = await api.publishShopOrder(buyNow(CAR_WASH, 2));
    const { payCode } = await api.publishShopPayOrder(order);
    await api.payByFunds(payCode);
    const [first, second] = (await api.showShopOrder(order.serial)).vouchers;

    const redeemed = await redeem(sim, first!.code, 'ST02');
    expect(redeemed.order?.vouchers[0]).toMatchObject({
      status: 1,
      redeemStore: expect.any(String),
    });
    expect((await redeem(sim, first!.code, 'ST02')).code).toBe(6007);
    expect(await codeOf(() => api.refundShopOrder(order.serial, [first!.code]))).toBe(6006);

    const done = await api.refundShopOrder(order.serial);
    expect(done.vouchers.map((v) => [v.code, v.status])).toEqual([
      [first!.code, 1],
      [second!.code, 2],
    ]);
    expect(done).toMatchObject({ status: 2, refund: 2500 });
    expect((await api.getMemberFunds()).funds).toBe(5000 - 5000 + 2500);
    const messages = await api.listMessages();
    expect(messages.list.map((m) => m.title)).toEqual(
      expect.arrayContaining(['服务券已核销', '退款成功']),
    );
    expect(moneyViolations(sim)).toEqual([]);
  });
});

describe('the stock hold', () => {
  it('lapses after 15 minutes of simulator clock: the units go back and the order can no longer be paid', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const before = await stockOf(api, CAR_WASH);
    const order = await api.publishShopOrder(buyNow(CAR_WASH, 3));
    const { payCode } = await api.publishShopPayOrder(order);
    const params = await api.payParamsFor(order.store.area, payCode);
    expect((await stockOf(api, CAR_WASH)).stock).toBe(before.stock - 3);

    await admin(sim).advance(14);
    expect((await api.showShopOrder(order.serial)).status).toBe(0);
    await admin(sim).advance(2);
    expect(await stockOf(api, CAR_WASH)).toEqual(before);
    expect((await api.showShopOrder(order.serial)).status).toBe(-1);
    expect(await codeOf(() => api.payByFunds(payCode))).toBe(4005);
    expect(await paySheet(sim, params)).toMatchObject({
      err_msg: 'get_brand_wcpay_request:fail',
    });
    expect(await codeOf(() => api.publishShopPayOrder(order))).toBe(6005);
    expect((await api.getMemberFunds()).funds).toBe(5000);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('a bank payment that arrives after the hold lapsed goes back to the bank', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const order = await api.publishShopOrder(buyNow(CAR_WASH));
    await admin(sim).advance(10);
    const { payCode } = await api.publishShopPayOrder(order);
    const params = await api.payParamsFor(order.store.area, payCode);
    await admin(sim).advance(6); // the order's hold lapsed; the pay order's own hold has not
    expect(await paySheet(sim, params)).toMatchObject({ err_msg: 'get_brand_wcpay_request:fail' });
    const payments = (await http(sim).get<{ status: string }[]>('/__admin/bank-payments')).body;
    expect(payments.filter((p) => p.status === 'settled')).toHaveLength(0);
    expect((await api.showShopOrder(order.serial)).vouchers).toEqual([]);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('cancelling an unpaid order gives the units back; a paid one cannot be cancelled', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const before = await stockOf(api, CAR_WASH);
    const order = await api.publishShopOrder(buyNow(CAR_WASH, 2));
    const { payCode } = await api.publishShopPayOrder(order);
    expect((await api.cancelShopOrder(order.serial)).status).toBe(-1);
    expect(await stockOf(api, CAR_WASH)).toEqual(before);
    expect(await codeOf(() => api.payByFunds(payCode))).toBe(4005);

    const paid = await api.publishShopOrder(buyNow(CAR_WASH));
    await api.payByFunds((await api.publishShopPayOrder(paid)).payCode);
    expect(await codeOf(() => api.cancelShopOrder(paid.serial))).toBe(6011);
    expect(moneyViolations(sim)).toEqual([]);
  });
});

describe('what an order must say', () => {
  it('an appointment product needs a date and a slot of the store, and a store that offers it', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const today = chinaDate(sim.clock.now());
    const before = await stockOf(api, INTERIOR);

    expect(await codeOf(() => api.publishShopOrder(buyNow(INTERIOR)))).toBe(6003);
    const at = (date: string, slot: string) => ({
      ...buyNow(INTERIOR),
      appointmentDate: date,
      appointmentSlot: slot,
    });
    expect(await codeOf(() => api.publishShopOrder(at(addDays(today, -1), '09:00-11:00')))).toBe(
      6004,
    );
    expect(await codeOf(() => api.publishShopOrder(at(addDays(today, 15), '09:00-11:00')))).toBe(
      6004,
    );
    expect(await codeOf(() => api.publishShopOrder(at(addDays(today, 1), '07:00-08:00')))).toBe(
      6004,
    );
    expect(
      await codeOf(() =>
        api.publishShopOrder({ ...at(addDays(today, 1), '09:00-11:00'), store: 'ST02' }),
      ),
    ).toBe(6002);
    expect(await stockOf(api, INTERIOR)).toEqual(before);

    const order = await api.publishShopOrder(at(addDays(today, 1), '14:00-16:00'));
    expect(order).toMatchObject({
      appointmentDate: addDays(today, 1),
      appointmentSlot: '14:00-16:00',
      items: [{ product: INTERIOR, appointment: true, price: 8800, count: 1 }],
    });
  });

  it('keeps to the per-member limit, the stock and a valid plate, changing nothing when refused', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const digest = dbDigest(sim.db);
    expect(await codeOf(() => api.publishShopOrder(buyNow(NEW_CUSTOMER_WASH, 2)))).toBe(6001);
    expect(await codeOf(() => api.publishShopOrder(buyNow(TYRE_FITTING, 3, 'ST02')))).toBe(5001);
    expect(await codeOf(() => api.publishShopOrder({ ...buyNow(CAR_WASH), plate: '云N1' }))).toBe(
      2002,
    );
    expect(await codeOf(() => api.publishShopOrder({ ...buyNow(CAR_WASH), store: 'ST99' }))).toBe(
      2001,
    );
    expect(
      await codeOf(() => api.publishShopOrder({ plate: PLATE, phone: A, store: 'ST01' })),
    ).toBe(6010);
    expect(dbDigest(sim.db)).toBe(digest);

    await api.publishShopOrder(buyNow(NEW_CUSTOMER_WASH));
    expect(await codeOf(() => api.publishShopOrder(buyNow(NEW_CUSTOMER_WASH)))).toBe(6001);
    expect(await codeOf(() => api.addToCart({ product: NEW_CUSTOMER_WASH, count: 1 }))).toBe(6001);
  });
});

describe('the cart', () => {
  it('is bounded by stock and limit, orders its lines (which leave it) and clears', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const wash = await api.addToCart({ product: CAR_WASH, count: 2 });
    const tyres = await api.addToCart({ product: TYRE_FITTING, count: 1 });
    const limited = await api.addToCart({ product: NEW_CUSTOMER_WASH, count: 1 });
    expect(limited.maxCount).toBe(1);
    expect(await codeOf(() => api.updateCartLine({ serial: limited.serial, count: 2 }))).toBe(6001);
    expect(await codeOf(() => api.updateCartLine({ serial: tyres.serial, count: 3 }))).toBe(5001);
    expect(await api.updateCartLine({ serial: tyres.serial, count: 2 })).toMatchObject({
      count: 2,
    });

    const order = await api.publishShopOrder({
      lines: [wash.serial, tyres.serial],
      plate: PLATE,
      phone: A,
      store: 'ST02',
    });
    expect(order.total).toBe(2 * 2500 + 2 * 4900);
    expect((await api.listCart()).map((line) => line.serial)).toEqual([limited.serial]);
    await api.clearCart();
    expect(await api.listCart()).toEqual([]);
  });
});

describe('stores', () => {
  it('lists the stores nearest first from a point, by area and product, and shows one with its goods', async () => {
    const sim = await startTestSimulator();
    const api = newApi(sim);
    const near = await api.listShopStores({ lng: 97.87, lat: 24.01 });
    expect(near.list[0]).toMatchObject({ serial: 'ST03', area: '533102' });
    expect(near.list[0]!.distance).toBeLessThan(500);
    expect(near.list.map((s) => s.distance)).toEqual(
      [...near.list.map((s) => s.distance)].sort((a, b) => a! - b!),
    );
    expect((await api.listShopStores({ code: '533103' })).list.map((s) => s.serial)).toEqual([
      'ST01',
      'ST02',
    ]);
    expect((await api.listShopStores({ product: 'PRD010' })).list.map((s) => s.serial)).toEqual([
      'ST01',
    ]);
    const store = await api.showShopStore('ST04');
    expect(store).toMatchObject({ area: '533123', slots: expect.arrayContaining(['09:00-11:00']) });
    expect(store.goods.map((g) => g.serial)).toContain(CAR_WASH);
    expect((await api.listProducts({ store: 'ST04' })).total).toBe(store.goods.length);
    expect((await api.listProducts({ recommend: 1 })).list.every((p) => p.recommend)).toBe(true);
    const picture = await fetch(`${sim.url}${store.cover}`);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
  });
});

describe('owner-only', () => {
  it("another member's order, cart line and vouchers give nothing and change nothing", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const b = await signIn(sim, B);
    const line = await a.addToCart({ product: CAR_WASH, count: 1 });
    const order = await a.publishShopOrder(buyNow(PUNCTURE));
    const paid = await a.publishShopOrder(buyNow(CAR_WASH));
    await a.payByFunds((await a.publishShopPayOrder(paid)).payCode);
    const digest = dbDigest(sim.db);

    const attempts: [string, () => Promise<unknown>][] = [
      ['show', () => b.showShopOrder(order.serial)],
      ['cancel', () => b.cancelShopOrder(order.serial)],
      ['refund', () => b.refundShopOrder(paid.serial)],
      ['pay', () => b.publishShopPayOrder(order)],
      [
        'order with their cart line',
        () => b.publishShopOrder({ lines: [line.serial], plate: PLATE, phone: B, store: 'ST01' }),
      ],
      ['change their cart line', () => b.updateCartLine({ serial: line.serial, count: 2 })],
      ['remove their cart line', () => b.removeFromCart(line.serial)],
    ];
    for (const [what, attempt] of attempts) {
      expect([what, await codeOf(attempt)]).toEqual([what, 2001]);
    }
    expect((await b.listShopOrders()).list).toEqual([]);
    expect(await b.listCart()).toEqual([]);
    await b.clearCart();
    expect(dbDigest(sim.db)).toBe(digest);
    expect(await a.listCart()).toHaveLength(1);
  });
});

describe('redeeming at a store (the console)', () => {
  it('refuses a wrong store, an expired voucher and a code that does not exist', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const order = await api.publishShopOrder(buyNow(NEW_CUSTOMER_WASH));
    await api.payByFunds((await api.publishShopPayOrder(order)).payCode);
    const [voucher] = (await api.showShopOrder(order.serial)).vouchers;
    const interior = await api.publishShopOrder({
      ...buyNow(INTERIOR),
      appointmentDate: addDays(chinaDate(sim.clock.now()), 2),
      appointmentSlot: '09:00-11:00',
    });
    const { payCode } = await api.publishShopPayOrder(interior);
    await paySheet(sim, await api.payParamsFor(interior.store.area, payCode));
    const [interiorVoucher] = (await api.showShopOrder(interior.serial)).vouchers;

    expect((await redeem(sim, interiorVoucher!.code, 'ST02')).code).toBe(6009);
    expect((await redeem(sim, '100000000000', 'ST01')).code).toBe(2001);
    await admin(sim).advance(31 * 24 * 60); // past its 30 days (and the session: sign in again)
    const later = await signIn(sim, A);
    expect((await later.showShopOrder(order.serial)).vouchers[0]!.status).toBe(3);
    expect((await redeem(sim, voucher!.code, 'ST01')).code).toBe(6008);
    expect((await later.refundShopOrder(order.serial)).status).toBe(3); // an expired one refunds
    const listed = (await http(sim).get<ShopOrder[]>('/__admin/shop/orders')).body;
    expect(listed.map((o) => o.serial)).toEqual([interior.serial, order.serial]);
    expect(moneyViolations(sim)).toEqual([]);
  });
});
