import { describe, expect, it } from 'vitest';
import { FIXTURES, type RunningSimulator } from '../src/index';
import { dbDigest } from './support/db-digest';
import { rechargePayload } from './support/payloads';
import { failure, http, signIn, startTestSimulator } from './support/simulator';

const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;
const B_PLATE = FIXTURES.plates.ruili.number;

/** User B with a car, a coupon, a message, a paid recharge with its invoice, a cart line and an unpaid pay order. */
async function userBWithEverything(sim: RunningSimulator) {
  const b = await signIn(sim, B);
  const car = await b.publishCar({ number: B_PLATE, plateType: 1 });
  const coupon = await b.convertCoupon('DHPARK2026');
  const message = (await b.listMessages()).list[0]!;
  const recharge = await b.publishPayOrder(rechargePayload('RP01', 5000));
  const params = await b.payParamsFor('533103', recharge.payCode);
  await http(sim).json('POST', '/__chat/pay', {
    appId: params.appid,
    timeStamp: params.timeStamp,
    nonceStr: params.nonceStr,
    package: params.package,
    signType: params.signType,
    paySign: params.paySign,
    result: 'ok',
  });
  const invoice = await b.applyInvoice({ payCodes: recharge.payCode, title: '王芳' });
  const unpaid = await b.publishPayOrder(rechargePayload('RP02', 10_000));
  const line = await b.addToCart({ product: 'PRD001', count: 1 });
  const charging = await b.startCharging('CE11');
  return { b, car, coupon, message, recharge, invoice, unpaid, line, charging };
}

describe('user isolation', { timeout: 60_000 }, () => {
  it("A sees none of B's cars, coupons, messages, invoices, pay orders or behalf orders", async () => {
    const sim = await startTestSimulator();
    const mine = await userBWithEverything(sim);
    const a = await signIn(sim, A);

    expect((await a.listCars()).list.map((car) => car.serial)).not.toContain(mine.car.serial);
    expect((await a.listCoupons({})).list.map((c) => c.serial)).not.toContain(mine.coupon.serial);
    expect((await a.listMessages()).list.map((m) => m.serial)).not.toContain(mine.message.serial);
    expect((await a.listInvoices()).list.map((i) => i.serial)).not.toContain(mine.invoice.serial);
    expect((await a.searchPayOrders({ pageSize: 50 })).list.map((p) => p.payCode)).not.toContain(
      mine.recharge.payCode,
    );
    expect((await a.listOrders({ behalf: 1, number: B_PLATE, pageSize: 50 })).total).toBe(0);
    expect((await a.listCart()).map((line) => line.serial)).not.toContain(mine.line.serial);
    expect((await a.getMemberFunds()).funds).toBe(5000);
  });

  it("A can neither read nor change B's records by their serials: not found, nothing changes", async () => {
    const sim = await startTestSimulator();
    const mine = await userBWithEverything(sim);
    const a = await signIn(sim, A);
    const before = dbDigest(sim.db);

    const attempts: [string, () => Promise<unknown>][] = [
      ["show B's coupon", () => a.showCoupon(mine.coupon.serial)],
      ["show B's invoice", () => a.showInvoice(mine.invoice.serial)],
      ["read B's message", () => a.markMessageRead(mine.message.serial)],
      ["remove B's car", () => a.removeCar(mine.car.serial)],
      ["hide B's car", () => a.setCarSecret({ serial: mine.car.serial, secret: 1 })],
      ["pay B's order from A's balance", () => a.payByFunds(mine.unpaid.payCode)],
      ["cancel B's pay order", () => a.cancelPayOrder(mine.unpaid.payCode)],
      ["confirm B's pay order", () => a.confirmFrontPay(mine.unpaid.payCode)],
      [
        "refund B's recharge",
        () => a.refundPayOrder({ payCode: mine.recharge.payCode, reason: 'x' }),
      ],
      [
        "invoice B's pay order",
        () => a.applyInvoice({ payCodes: mine.recharge.payCode, title: 'A' }),
      ],
      ["get pay parameters of B's order", () => a.payParamsFor('533103', mine.unpaid.payCode)],
      ["remove B's cart line", () => a.removeFromCart(mine.line.serial)],
      ["stop B's charging", () => a.stopCharging(mine.charging.serial)],
      ["read where B's car parked", () => a.listSpaceMessages({ number: B_PLATE })],
      ["subscribe to B's plate", () => a.subscribeAttention({ number: B_PLATE, subscribe: 1 })],
    ];
    const answers: Record<string, number> = {};
    for (const [name, attempt] of attempts) {
      answers[name] = (await failure(attempt())).code;
    }

    expect(answers).toEqual({
      "show B's coupon": 2001,
      "show B's invoice": 2001,
      "read B's message": 2001,
      "remove B's car": 2001,
      "hide B's car": 2001,
      "pay B's order from A's balance": 2001,
      "cancel B's pay order": 2001,
      "confirm B's pay order": 2001,
      "refund B's recharge": 2001,
      "invoice B's pay order": 4011,
      "get pay parameters of B's order": 2001,
      "remove B's cart line": 2001,
      "stop B's charging": 2001,
      "read where B's car parked": 2006,
      "subscribe to B's plate": 2006,
    });
    expect(dbDigest(sim.db)).toBe(before);
    expect((await mine.b.getMemberFunds()).funds).toBe(5000);
    expect((await mine.b.listCars()).list).toHaveLength(1);
  });
});
