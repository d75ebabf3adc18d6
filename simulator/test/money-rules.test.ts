import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Api, PayParams, RepaySummary } from '@dehong/api-spec';
import { describe, expect, it } from 'vitest';
import {
  FIXTURES,
  MAX_NOTIFY_DELAY_MS,
  PAY_HOLD_MINUTES,
  type RunningSimulator,
} from '../src/index';
import { dbDigest } from './support/db-digest';
import { parkingPayload, rechargePayload } from './support/payloads';
import {
  admin,
  failure,
  http,
  moneyViolations,
  signIn,
  startTestSimulator,
} from './support/simulator';

const { arrears } = FIXTURES.plates;
const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;

/** What the fake pay sheet sends when the user chooses `result`. */
async function sheet(
  sim: RunningSimulator,
  params: PayParams,
  result: 'ok' | 'cancel' | 'fail',
  extra: Record<string, unknown> = {},
) {
  const answer = await http(sim).json<{ err_msg: string; err_desc?: string }>(
    'POST',
    '/__chat/pay',
    {
      appId: params.appid,
      timeStamp: params.timeStamp,
      nonceStr: params.nonceStr,
      package: params.package,
      signType: params.signType,
      paySign: params.paySign,
      result,
      ...extra,
    },
  );
  return answer.body;
}

async function publishArrears(api: Api) {
  const summary = await api.getRepaySummary({ number: arrears.number, code: '533103' });
  return { summary, ...(await api.publishPayOrder(parkingPayload(summary))) };
}

/** The summary of settling only the first of its orders. */
function firstOrderOnly(sim: RunningSimulator, summary: RepaySummary): RepaySummary {
  const serial = summary.orderSerials[0]!;
  const cash = sim.db.prepare('SELECT cash FROM orders WHERE serial = ?').pluck().get(serial);
  return { ...summary, orderSerials: [serial], payCost: (cash as number) + summary.service };
}

interface BankPayment {
  transaction: string;
  payCode: string;
  amount: number;
  status: string;
  refundNo: string | null;
}

async function bankPayments(sim: RunningSimulator) {
  return (await http(sim).get<BankPayment[]>('/__admin/bank-payments')).body;
}

describe('a refund takes back what the recharge granted', () => {
  it('refunding a 500 yuan +8% top-up three times leaves no bonus behind', async () => {
    const sim = await startTestSimulator();
    const b = await signIn(sim, B);
    for (let round = 0; round < 3; round++) {
      const { payCode } = await b.publishPayOrder(rechargePayload('RP04', 50_000));
      expect(await sheet(sim, await b.payParamsFor('533103', payCode), 'ok')).toMatchObject({
        err_msg: 'get_brand_wcpay_request:ok',
      });
      expect((await b.getMemberFunds()).funds).toBe(54_000);
      const refunded = await b.refundPayOrder({ payCode, reason: 'test' });
      expect(refunded).toMatchObject({ status: 2, refund: 50_000 });
    }
    expect((await b.getMemberFunds()).funds).toBe(0);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('when part was spent the member gets back only the paid-in money left after the whole bonus', async () => {
    const sim = await startTestSimulator();
    const b = await signIn(sim, B);
    const { payCode } = await b.publishPayOrder(rechargePayload('RP04', 50_000));
    await sheet(sim, await b.payParamsFor('533103', payCode), 'ok');
    // B pays A's arrears (1400 fen) from the balance: 54 000 -> 52 600, the bonus intact.
    const arrearsOrder = await publishArrears(b);
    await b.payByFunds(arrearsOrder.payCode);

    const refunded = await b.refundPayOrder({ payCode, reason: 'test' });

    expect(refunded).toMatchObject({ status: 2, refund: 50_000 - arrears.arrears });
    expect((await b.getMemberFunds()).funds).toBe(0);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('is refused, saying why, when the bonus was spent; nothing changes', async () => {
    const sim = await startTestSimulator();
    const b = await signIn(sim, B);
    const { payCode } = await b.publishPayOrder(rechargePayload('RP05', 1_000));
    await sheet(sim, await b.payParamsFor('533103', payCode), 'ok');
    // Spend all of it (10 yuan of the 14 yuan arrears cannot be paid; a 10 yuan card... use the DB).
    sim.db
      .prepare(
        "INSERT INTO funds_ledger (member_id, amount, give, reason, created_at) SELECT id, -funds, -give, 'opening', 0 FROM members WHERE phone = ?",
      )
      .run(B);
    sim.db.prepare('UPDATE members SET funds = 0, give = 0 WHERE phone = ?').run(B);
    const before = dbDigest(sim.db);

    const refused = await failure(b.refundPayOrder({ payCode, reason: 'test' }));

    expect(refused).toMatchObject({ reason: 'business', code: 4017 });
    expect(dbDigest(sim.db)).toBe(before);
  });
});

describe('one settlement per pay order across channels', () => {
  it('after a balance payment the pay sheet fails with the reason and takes nothing', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const { payCode } = await publishArrears(a);
    const params = await a.payParamsFor('533103', payCode);
    await a.payByFunds(payCode);

    const answer = await sheet(sim, params, 'ok');

    expect(answer.err_msg).toBe('get_brand_wcpay_request:fail');
    expect(answer.err_desc).toMatch(/paid|已支付/);
    expect(await bankPayments(sim)).toEqual([]);
    const preview = await http(sim).get<{ status: number; reason: string }>(
      `/__chat/pay/preview?package=${encodeURIComponent(params.package)}`,
    );
    expect(preview.body).toMatchObject({ status: 1 });
    expect((await a.getMemberFunds()).funds).toBe(5000 - arrears.arrears);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('after the sheet settled, the balance is refused with a business code and not charged', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const { payCode } = await publishArrears(a);
    await sheet(sim, await a.payParamsFor('533103', payCode), 'ok');

    expect(await failure(a.payByFunds(payCode))).toMatchObject({ reason: 'business', code: 4004 });
    expect((await a.getMemberFunds()).funds).toBe(5000);
  });

  it('a bank payment that arrives after the balance settled is recorded and refunded to the bank, once', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const { payCode } = await publishArrears(a);
    const params = await a.payParamsFor('533103', payCode);
    // The bank takes the money; its notification is held back (as long as a bank may be slow)...
    expect((await sheet(sim, params, 'ok', { notifyDelayMs: MAX_NOTIFY_DELAY_MS })).err_msg).toBe(
      'get_brand_wcpay_request:ok',
    );
    await a.payByFunds(payCode);
    // ...and handled after the balance paid, when the app asks the bank (twice: handled once).
    await a.confirmFrontPay(payCode);
    await a.confirmFrontPay(payCode);

    const [payment, ...others] = await bankPayments(sim);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({ payCode, amount: arrears.arrears, status: 'refunded' });
    expect(payment!.refundNo).toBeTruthy();
    expect((await a.queryPayOrder(payCode)).paytype).toBe('balance');
    expect((await a.getMemberFunds()).funds).toBe(5000 - arrears.arrears);
    const messages = await a.listMessages({ pageSize: 5 });
    expect(JSON.stringify(messages.list)).toMatch(/退款/);
    expect(moneyViolations(sim)).toEqual([]);
  });
});

describe('a bank payment for a pay order closed meanwhile goes back to the bank', () => {
  it.each([
    [
      'cancelled by its owner',
      (a: Api, _sim: RunningSimulator, payCode: string) => a.cancelPayOrder(payCode),
    ],
    [
      'lapsed past the hold',
      (_a: Api, sim: RunningSimulator) => admin(sim).advance(PAY_HOLD_MINUTES + 1),
    ],
  ])(
    '%s: the sheet then fails with the reason, and a late notification is refunded',
    async (_case, close) => {
      const sim = await startTestSimulator();
      const a = await signIn(sim, A);
      const { payCode } = await publishArrears(a);
      const late = await a.payParamsFor('533103', payCode);
      const params = await a.payParamsFor('533103', payCode);
      await sheet(sim, late, 'ok', { notifyDelayMs: MAX_NOTIFY_DELAY_MS });

      await close(a, sim, payCode);

      const preview = await http(sim).get<{ status: number; reason?: string }>(
        `/__chat/pay/preview?package=${encodeURIComponent(params.package)}`,
      );
      expect(preview.body).toMatchObject({ status: -1, reason: expect.stringMatching(/取消/) });
      expect(await sheet(sim, params, 'ok')).toMatchObject({
        err_msg: 'get_brand_wcpay_request:fail',
        err_desc: expect.stringMatching(/取消/),
      });
      // The held notification of the first sheet, handled now that the pay order is closed.
      await a.confirmFrontPay(payCode);
      expect(await bankPayments(sim)).toMatchObject([{ payCode, status: 'refunded' }]);
      expect((await a.getMemberFunds()).funds).toBe(5000);
      expect(moneyViolations(sim)).toEqual([]);
    },
  );
});

describe('holds, not cancels', () => {
  it("another member's draft over held orders is refused until the hold lapses", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const b = await signIn(sim, B);
    const { summary, payCode } = await publishArrears(a);
    const params = await a.payParamsFor('533103', payCode);
    const draft = parkingPayload(firstOrderOnly(sim, summary));

    expect(await failure(b.publishPayOrder(draft))).toMatchObject({
      reason: 'business',
      code: 4015,
    });
    expect((await a.queryPayOrder(payCode)).status).toBe(0);
    expect((await sheet(sim, params, 'ok')).err_msg).toBe('get_brand_wcpay_request:ok');
    expect((await a.queryPayOrder(payCode)).status).toBe(1);
  });

  it('after the hold lapses the old pay order is closed and another member may pay', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const b = await signIn(sim, B);
    const { summary, payCode } = await publishArrears(a);
    const params = await a.payParamsFor('533103', payCode);
    await admin(sim).advance(PAY_HOLD_MINUTES);

    const { payCode: bCode } = await b.publishPayOrder(parkingPayload(summary));

    expect(bCode).not.toBe(payCode);
    expect((await a.queryPayOrder(payCode)).status).toBe(-1);
    expect((await sheet(sim, params, 'ok')).err_msg).toBe('get_brand_wcpay_request:fail');
  });

  it("the same member's new draft replaces their own unpaid one", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const { summary, payCode } = await publishArrears(a);
    const replaced = await a.publishPayOrder(parkingPayload(firstOrderOnly(sim, summary)));
    expect(replaced.payCode).not.toBe(payCode);
    expect((await a.queryPayOrder(payCode)).status).toBe(-1);
  });
});

describe('a charging debt is paid through the pay flow', () => {
  /** A's 50 yuan run out during a long session: the rest is a debt on the charge order. */
  async function chargeIntoDebt(sim: RunningSimulator, a: Api) {
    const order = await a.startCharging('CE21');
    await admin(sim).advance(110);
    const fresh = await signIn(sim, A);
    await fresh.stopCharging(order.serial).catch(() => undefined);
    const stopped = await fresh.showChargeOrder(order.serial);
    return { api: fresh, serial: order.serial, debt: stopped.debt ?? 0 };
  }

  const debtPayload = (serial: string, debt: number) => ({
    ...rechargePayload(serial, debt),
    orderType: 'charging' as const,
  });

  it('the owner pays the debt through the pay sheet once; the order is marked paid by it', async () => {
    const sim = await startTestSimulator();
    const { api: a, serial, debt } = await chargeIntoDebt(sim, await signIn(sim, A));
    expect(debt).toBeGreaterThan(0);

    const { payCode, cost } = await a.publishPayOrder(debtPayload(serial, debt));
    expect(cost).toBe(debt);
    expect((await sheet(sim, await a.payParamsFor('533103', payCode), 'ok')).err_msg).toBe(
      'get_brand_wcpay_request:ok',
    );

    expect(await a.queryPayOrder(payCode)).toMatchObject({ status: 1, orderType: 'charging' });
    expect(
      sim.db
        .prepare('SELECT debt_pay_order_id FROM charge_orders WHERE id = ?')
        .pluck()
        .get(serial),
    ).toBe(sim.db.prepare('SELECT id FROM pay_orders WHERE pay_code = ?').pluck().get(payCode));
    expect(await failure(a.publishPayOrder(debtPayload(serial, debt)))).toMatchObject({
      code: 4018,
    });
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('another member cannot publish a pay order over my debt; a wrong sum is stale', async () => {
    const sim = await startTestSimulator();
    const { api: a, serial, debt } = await chargeIntoDebt(sim, await signIn(sim, A));
    const b = await signIn(sim, B);
    const before = dbDigest(sim.db);

    expect(await failure(b.publishPayOrder(debtPayload(serial, debt)))).toMatchObject({
      code: 4018,
    });
    expect(await failure(a.publishPayOrder(debtPayload(serial, debt - 1)))).toMatchObject({
      code: 4001,
    });
    expect(dbDigest(sim.db)).toBe(before);
  });
});

describe('a bank notification is never lost', () => {
  it('one held back when the simulator stops is handled when it starts again', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sim-bank-')), 'sim.db');
    const first = await startTestSimulator({ db: file });
    const a = await signIn(first, A);
    const { payCode } = await publishArrears(a);
    const params = await a.payParamsFor('533103', payCode);
    expect((await sheet(first, params, 'ok', { notifyDelayMs: MAX_NOTIFY_DELAY_MS })).err_msg).toBe(
      'get_brand_wcpay_request:ok',
    );
    await first.close();

    const again = await startTestSimulator({ db: file });

    const [payment] = await bankPayments(again);
    expect(payment).toMatchObject({ payCode, status: 'settled' });
    expect((await signIn(again, A).then((api) => api.queryPayOrder(payCode))).status).toBe(1);
    expect(moneyViolations(again)).toEqual([]);
  });
});
