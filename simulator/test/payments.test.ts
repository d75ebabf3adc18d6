import { addDays, chinaDate } from '@dehong/api-spec/domain';
import type { PayParams } from '@dehong/api-spec';
import { describe, expect, it } from 'vitest';
import { FIXTURES, paySign } from '../src/index';
import { cardPayload, parkingPayload, rechargePayload } from './support/payloads';
import {
  admin,
  failure,
  http,
  moneyViolations,
  signIn,
  startTestSimulator,
  tokenOf,
  type Envelope,
} from './support/simulator';
import { dbDigest } from './support/db-digest';
import type { RunningSimulator } from '../src/index';

const { arrears, ruili, member, clean } = FIXTURES.plates;
const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;

/** What the fake pay sheet sends when the user chooses `result`. */
async function bridgePay(
  sim: RunningSimulator,
  params: PayParams,
  result: 'ok' | 'cancel' | 'fail',
  sign = params.paySign,
) {
  const answer = await http(sim).json<{ err_msg: string }>('POST', '/__chat/pay', {
    appId: params.appid,
    timeStamp: params.timeStamp,
    nonceStr: params.nonceStr,
    package: params.package,
    signType: params.signType,
    paySign: sign,
    result,
  });
  return answer.body.err_msg;
}

describe('paying arrears from the balance', () => {
  it('deducts the cost and completes the orders in one go', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const summary = await api.getRepaySummary({ number: arrears.number, code: '533103' });

    const published = await api.publishPayOrder(parkingPayload(summary));
    const paid = await api.payByFunds(published.payCode);

    expect(published.cost).toBe(arrears.arrears);
    expect(paid).toMatchObject({
      status: 1,
      paytype: 'balance',
      cost: arrears.arrears,
      staff: '8000',
      staffName: '自助服务',
    });
    expect((await api.getMemberFunds()).funds).toBe(5000 - arrears.arrears);
    for (const serial of summary.orderSerials) {
      expect(await api.showOrder(serial)).toMatchObject({
        status: 9,
        paytype: 'balance',
        transaction: paid.transaction,
        payTime: paid.payTime,
      });
    }
    expect(await api.getRepaySummary({ number: arrears.number })).toMatchObject({
      count: 0,
      payCost: 0,
    });
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('a double tap publishes one pay order; paying it twice charges once', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const payload = parkingPayload(await api.getRepaySummary({ number: arrears.number }));

    const first = await api.publishPayOrder(payload);
    const second = await api.publishPayOrder(payload);
    expect(second).toEqual(first);

    await api.payByFunds(first.payCode);
    const again = await api.payByFunds(first.payCode);
    expect(again.status).toBe(1);
    expect((await api.getMemberFunds()).funds).toBe(5000 - arrears.arrears);
    const payOrders = (await http(sim).get<{ payCode: string }[]>('/__admin/pay-orders')).body;
    expect(payOrders.filter((order) => order.payCode === first.payCode)).toHaveLength(1);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('50 simultaneous balance payments of the same pay order charge exactly once', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const { payCode, cost } = await api.publishPayOrder(
      parkingPayload(await api.getRepaySummary({ number: arrears.number })),
    );

    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        http(sim).form<Envelope<{ status: number }>>(
          '/user/v1/api/member/funds/pay',
          { payCode },
          tokenOf(api),
        ),
      ),
    );

    expect(answers.map((answer) => answer.body.code)).toEqual(Array(50).fill(0));
    expect(answers.every((answer) => answer.body.data?.status === 1)).toBe(true);
    expect((await api.getMemberFunds()).funds).toBe(5000 - cost);
    const debits = sim.db
      .prepare("SELECT COUNT(*) FROM funds_ledger WHERE reason = 'pay'")
      .pluck()
      .get();
    expect(debits).toBe(1);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('refuses a stale amount and an empty balance, changing nothing', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const summary = await api.getRepaySummary({ number: ruili.number });
    const before = dbDigest(sim.db);

    expect(
      (
        await failure(
          api.publishPayOrder(parkingPayload(summary, { sumCost: 100, actualCost: 100 })),
        )
      ).code,
    ).toBe(4001);
    expect(dbDigest(sim.db)).toBe(before);

    const poor = await signIn(sim, B);
    const published = await poor.publishPayOrder(parkingPayload(summary));
    const beforePay = dbDigest(sim.db);
    expect(await failure(poor.payByFunds(published.payCode))).toMatchObject({
      code: 4003,
      message: '余额不足',
    });
    expect(dbDigest(sim.db)).toBe(beforePay);
  });

  it('refuses orders that are not to pay (already paid or parking) and unknown serials', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const [parking] = await api.listCurrentOrders({ number: arrears.number });
    const paid = (await api.listOrders({ number: arrears.number, status: '9', pageSize: 1 }))
      .list[0]!;
    const summary = await api.getRepaySummary({ number: arrears.number });

    const codes = [];
    for (const goods of [parking!.serial, paid.serial, '987654']) {
      codes.push((await failure(api.publishPayOrder(parkingPayload(summary, { goods })))).code);
    }
    expect(codes).toEqual([4002, 4002, 2001]);
  });

  it('a new draft over the same orders replaces the unpaid one, which can no longer be paid', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const summary = await api.getRepaySummary({ number: arrears.number });
    const all = await api.publishPayOrder(parkingPayload(summary));
    const oneSerial = summary.orderSerials[0]!;
    const one = await api.listUnpaidOrders({ number: arrears.number });
    const partial = await api.publishPayOrder(
      parkingPayload(summary, {
        goods: oneSerial,
        sumCost: one.list[0]!.cash,
        actualCost: one.list[0]!.cash,
      }),
    );

    expect(partial.payCode).not.toBe(all.payCode);
    expect(await failure(api.payByFunds(all.payCode))).toMatchObject({ code: 4005 });
    await api.payByFunds(partial.payCode);
    expect(await api.getRepaySummary({ number: arrears.number })).toMatchObject({ count: 2 });
    expect(moneyViolations(sim)).toEqual([]);
  });
});

describe("paying through the chat platform's pay bridge", () => {
  it('signs the parameters and settles on "ok" like a bank notification, through the area\'s bank', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const summary = await api.getRepaySummary({ number: arrears.number, code: '533103' });
    const { payCode } = await api.publishPayOrder(parkingPayload(summary));

    const params = await api.payParamsFor('533103', payCode);
    expect(params).toMatchObject({ signType: 'MD5', appid: expect.any(String) });
    expect(params.paySign).toBe(
      paySign({
        appId: params.appid,
        timeStamp: params.timeStamp,
        nonceStr: params.nonceStr,
        package: params.package,
        signType: 'MD5',
      }),
    );
    const preview = (
      await http(sim).get<{ amount: number; merchant: string; payCode: string }>(
        `/__chat/pay/preview?package=${encodeURIComponent(params.package)}`,
      )
    ).body;
    expect(preview).toMatchObject({
      amount: arrears.arrears,
      merchant: '德宏自助停车服务',
      payCode,
    });

    expect(await bridgePay(sim, params, 'ok')).toBe('get_brand_wcpay_request:ok');
    const confirmed = await api.confirmFrontPay(payCode);
    expect(confirmed).toMatchObject({ status: 1, paytype: 'icbc' });
    expect(confirmed.transaction).toMatch(/^42000\d+$/);
    expect((await api.getMemberFunds()).funds).toBe(5000);
    expect(await api.getRepaySummary({ number: arrears.number })).toMatchObject({ count: 0 });
    expect(moneyViolations(sim)).toEqual([]);
  });

  it.each([
    ['533102', 'wxpay'],
    ['533122', 'abc'],
    ['533123', 'ccb'],
  ])('pays through the route of area %s (%s)', async (area, paytype) => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const { payCode } = await api.publishPayOrder(
      parkingPayload(await api.getRepaySummary({ number: ruili.number })),
    );
    const params = await api.payParamsFor(area, payCode);
    await bridgePay(sim, params, 'ok');
    expect(await api.queryPayOrder(payCode)).toMatchObject({ status: 1, paytype });
  });

  it('settles nothing on cancel, on failure or with a bad signature', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const { payCode } = await api.publishPayOrder(
      parkingPayload(await api.getRepaySummary({ number: arrears.number })),
    );
    const params = await api.payParamsFor('533103', payCode);
    const before = dbDigest(sim.db);

    expect(await bridgePay(sim, params, 'cancel')).toBe('get_brand_wcpay_request:cancel');
    expect(await bridgePay(sim, params, 'fail')).toBe('get_brand_wcpay_request:fail');
    expect(await bridgePay(sim, params, 'ok', '0'.repeat(32))).toBe('get_brand_wcpay_request:fail');
    expect(await bridgePay(sim, { ...params, package: 'prepay_id=unknown' }, 'ok')).toBe(
      'get_brand_wcpay_request:fail',
    );

    expect(dbDigest(sim.db)).toBe(before);
    expect(await api.confirmFrontPay(payCode)).toMatchObject({ status: 0, paytype: null });
  });

  it('50 simultaneous "ok" on one prepay: the bank takes one payment, the rest fail as paid', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const { payCode } = await api.publishPayOrder(
      parkingPayload(await api.getRepaySummary({ number: arrears.number })),
    );
    const params = await api.payParamsFor('533103', payCode);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => bridgePay(sim, params, 'ok')),
    );

    expect(answers.filter((answer) => answer === 'get_brand_wcpay_request:ok')).toHaveLength(1);
    expect(new Set(answers)).toEqual(
      new Set(['get_brand_wcpay_request:ok', 'get_brand_wcpay_request:fail']),
    );
    const paid = await api.confirmFrontPay(payCode);
    expect(sim.db.prepare('SELECT COUNT(*) FROM bank_payments').pluck().get()).toBe(1);
    const transactions = sim.db
      .prepare(
        'SELECT DISTINCT transaction_no FROM orders WHERE id IN (SELECT order_id FROM pay_order_items i JOIN pay_orders p ON p.id = i.pay_order_id WHERE p.pay_code = ?)',
      )
      .pluck()
      .all(payCode);
    expect(transactions).toEqual([paid.transaction]);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('refuses pay parameters for a paid or a cancelled pay order', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const summary = await api.getRepaySummary({ number: arrears.number });
    const { payCode } = await api.publishPayOrder(parkingPayload(summary));
    await api.payByFunds(payCode);
    expect((await failure(api.payParamsFor('533103', payCode))).code).toBe(4004);

    const other = await api.publishPayOrder(
      parkingPayload(await api.getRepaySummary({ number: ruili.number })),
    );
    await api.cancelPayOrder(other.payCode);
    expect((await failure(api.payParamsFor('533102', other.payCode))).code).toBe(4005);
  });
});

describe('recharge', () => {
  it.each([
    ['RP02', 10_000, 500], // 100 yuan, gives 5 yuan
    ['RP03', 20_000, 1_000], // 200 yuan, gives 5 percent
    ['RP05', 1_500, 0], // other: any amount from 10 yuan
  ])('package %s credits %i fen plus a gift of %i', async (serial, amount, gift) => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const { payCode, cost } = await api.publishPayOrder(rechargePayload(serial, amount));
    expect(cost).toBe(amount);

    await bridgePay(sim, await api.payParamsFor('533123', payCode), 'ok');

    expect(await api.getMemberFunds()).toMatchObject({ funds: 5000 + amount + gift, give: gift });
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('refuses less than 10 yuan, a package price that does not match, and paying it from the balance', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    expect(await failure(api.publishPayOrder(rechargePayload('RP05', 999)))).toMatchObject({
      code: 4006,
      message: '充值金额最少10元',
    });
    expect((await failure(api.publishPayOrder(rechargePayload('RP02', 5000)))).code).toBe(4001);
    const { payCode } = await api.publishPayOrder(rechargePayload('RP01', 5000));
    expect((await failure(api.payByFunds(payCode))).code).toBe(4012);
  });

  it('refunds the paid amount and takes back the gift, once', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const { payCode } = await api.publishPayOrder(rechargePayload('RP02', 10_000));
    await bridgePay(sim, await api.payParamsFor('533103', payCode), 'ok');

    const refunded = await api.refundPayOrder({ payCode, reason: '不需要了' });
    const again = await api.refundPayOrder({ payCode, reason: '不需要了' });

    expect(refunded).toMatchObject({ status: 2, refund: 10_000 });
    expect(again).toEqual(refunded);
    expect(await api.getMemberFunds()).toMatchObject({ funds: 5000, give: 0 });
    expect(moneyViolations(sim)).toEqual([]);
  });
});

describe('membership cards', () => {
  const [monthly, , yearly] = FIXTURES.cards;

  it("a personal card for one of the member's cars runs from today for its duration", async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const today = chinaDate(sim.clock.now());

    const { payCode, cost } = await api.publishPayOrder(
      cardPayload(monthly.serial, [arrears.number], monthly.price),
    );
    expect(cost).toBe(monthly.price);
    await bridgePay(sim, await api.payParamsFor('vipCard', payCode), 'ok');

    expect(await api.confirmFrontPay(payCode)).toMatchObject({
      status: 1,
      paytype: 'ccb',
      appointment: today,
    });
    const vehicle = (await api.listVehicles()).find((v) => v.number === arrears.number);
    expect(vehicle).toMatchObject({
      expiry: addDays(today, monthly.duration - 1),
      isvalid: true,
      service: monthly.service,
    });
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('renewing a running membership extends it from its end', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const running = (await api.listVehicles()).find((v) => v.number === member.number)!;

    const { payCode } = await api.publishPayOrder(
      cardPayload(monthly.serial, [member.number], monthly.price),
    );
    await bridgePay(sim, await api.payParamsFor('vipCard', payCode), 'ok');

    const renewed = (await api.listVehicles()).find((v) => v.number === member.number)!;
    expect(renewed.expiry).toBe(addDays(running.expiry!, monthly.duration));
  });

  it('a reserve card starts on the chosen date, within 31 days', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const today = chinaDate(sim.clock.now());
    const staff = await api.showStaff('8001');

    const { payCode } = await api.publishPayOrder(
      cardPayload(yearly.serial, [arrears.number], yearly.price, {
        appointment: addDays(today, 10),
        staff: staff.serial,
        coupon: Math.round(yearly.price / 10),
      }),
    );
    await bridgePay(sim, await api.payParamsFor('vipCard', payCode), 'ok');

    const paid = await api.confirmFrontPay(payCode);
    expect(paid).toMatchObject({
      cost: yearly.price * 0.9,
      coupon: yearly.price / 10,
      staff: '8001',
      staffName: '张伟',
      team: '芒市城区一组',
    });
    const vehicle = (await api.listVehicles()).find((v) => v.number === arrears.number);
    expect(vehicle?.expiry).toBe(addDays(today, 10 + yearly.duration - 1));
    const tooLate = cardPayload(yearly.serial, [arrears.number], yearly.price, {
      appointment: addDays(today, 32),
    });
    expect((await failure(api.publishPayOrder(tooLate))).code).toBe(4009);
  });

  it('a unit buys for up to 5 plates, priced per plate, with company, contact and phone', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, B);
    const unit = { company: '德宏物流有限公司', contact: '赵经理', tel: '0692-1234567' };
    // The form has 5 plate fields; the app sends the non-empty ones (the schema has no empty plate).
    const plates = ['云N11111', '云N22222'];

    const { payCode, cost } = await api.publishPayOrder(
      cardPayload(monthly.serial, plates, monthly.price, { beBusiness: 1, unit }),
    );
    expect(cost).toBe(2 * monthly.price);
    await bridgePay(sim, await api.payParamsFor('vipCard', payCode), 'ok');
    expect(await api.confirmFrontPay(payCode)).toMatchObject({
      numbers: ['云N11111', '云N22222'],
      beBusiness: 1,
    });
    expect(moneyViolations(sim)).toEqual([]);
  });

  it("refuses: no plate, a plate that is not the member's, a unit without details, an unknown staff number", async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const attempts = [
      cardPayload(monthly.serial, [], monthly.price),
      cardPayload(monthly.serial, [clean.number], monthly.price),
      cardPayload(monthly.serial, ['云N11111'], monthly.price, { beBusiness: 1 }),
      cardPayload(monthly.serial, [arrears.number], monthly.price, { staff: '9999' }),
      cardPayload('VC99', [arrears.number], monthly.price),
    ];
    const before = dbDigest(sim.db);
    const answers = [];
    for (const attempt of attempts) {
      answers.push(await failure(api.publishPayOrder(attempt)));
    }
    expect(answers.map((answer) => answer.code)).toEqual([4007, 2006, 4008, 2001, 2001]);
    expect(answers[0]!.message).toBe('请选择车牌！');
    expect(dbDigest(sim.db)).toBe(before);
  });
});

describe('pay orders afterwards', () => {
  it("cancels an unpaid one, keeps a paid one, and searches and totals the member's own", async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const paid = await api.publishPayOrder(
      parkingPayload(await api.getRepaySummary({ number: arrears.number })),
    );
    await api.payByFunds(paid.payCode);
    const unpaid = await api.publishPayOrder(
      parkingPayload(await api.getRepaySummary({ number: ruili.number })),
    );

    expect(await api.cancelPayOrder(unpaid.payCode)).toMatchObject({ status: -1 });
    expect((await failure(api.removePayOrder(paid.payCode))).code).toBe(4014);
    await api.removePayOrder(unpaid.payCode);

    const search = await api.searchPayOrders({ orderType: 'parking', pageSize: 50 });
    expect(search.list.map((order) => order.payCode)).toContain(paid.payCode);
    expect(search.list.map((order) => order.payCode)).not.toContain(unpaid.payCode);
    const amount = await api.getPayAmount();
    expect(amount.total).toBe(amount.parking + amount.recharge + amount.vipCard);
    expect(amount.parking).toBeGreaterThanOrEqual(arrears.arrears);
  });

  it('issues an e-invoice over paid pay orders once; its PDF follows after two minutes', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const { payCode } = await api.publishPayOrder(
      parkingPayload(await api.getRepaySummary({ number: arrears.number })),
    );
    await api.payByFunds(payCode);

    const invoice = await api.applyInvoice({
      payCodes: payCode,
      title: '李明',
      email: 'li@example.com',
    });
    expect(invoice).toMatchObject({ status: 0, amount: arrears.arrears, payCodes: [payCode] });
    expect((await failure(api.applyInvoice({ payCodes: payCode, title: '李明' }))).code).toBe(4011);

    await admin(sim).advance(2);
    const issued = await api.showInvoice(invoice.serial);
    expect(issued.status).toBe(1);
    const pdf = await fetch(issued.url!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true);
    expect((await api.listInvoices()).list.map((i) => i.serial)).toContain(invoice.serial);
    expect(
      (
        await api.showOrder(
          (await api.listOrders({ number: arrears.number, status: '9', pageSize: 1 })).list[0]!
            .serial,
        )
      ).invoice,
    ).toBe(1);
  });
});
