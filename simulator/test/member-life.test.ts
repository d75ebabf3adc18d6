import type { Api, Exam, PayParams } from '@dehong/api-spec';
import { describe, expect, it } from 'vitest';
import { auditInvoices, FIXTURES, stateSeeder, type RunningSimulator } from '../src/index';
import { QUIZ_BANK } from '../src/services/games/quiz-bank';
import { dbDigest } from './support/db-digest';
import { parkingPayload, rechargePayload } from './support/payloads';
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

const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;
/** CE12: 60 kW at 1.20 yuan/kWh (energy plus service): 1 kWh and 120 fen a minute. */
const CHARGER = 'CE12';
/** CE21: 120 kW: 240 fen a minute (50 yuan run out in the 21st minute, 0.40 yuan short). */
const FAST_CHARGER = 'CE21';

/** What the fake pay sheet sends when the user taps "pay". */
async function paySheet(sim: RunningSimulator, params: PayParams) {
  const answer = await http(sim).json<{ err_msg: string }>('POST', '/__chat/pay', {
    ...params,
    appId: params.appid,
    result: 'ok',
  });
  return answer.body.err_msg;
}

async function smsCodeFor(sim: RunningSimulator, api: Api, phone: string) {
  await api.sendSms(phone);
  return admin(sim).latestSmsCode(phone);
}

/** `phone` charges on the fast charger until the balance is gone: 0.40 yuan of debt. */
async function chargeIntoDebt(sim: RunningSimulator, api: Api) {
  const started = await api.startCharging(FAST_CHARGER);
  sim.clock.advance(25);
  const order = await api.showChargeOrder(started.serial);
  return { serial: started.serial, debt: order.debt };
}

const chargeRow = (sim: RunningSimulator, serial: string) =>
  sim.db
    .prepare('SELECT member_id, finish_at, cost, debt FROM charge_orders WHERE id = ?')
    .get(Number(serial)) as {
    member_id: number;
    finish_at: number | null;
    cost: number;
    debt: number;
  };

/** Answers today's quiz, every answer right (the bank knows them). */
async function answerAllRight(api: Api): Promise<Exam> {
  let exam = await api.getTodayExam();
  for (const question of exam.questions) {
    const right = QUIZ_BANK.find((entry) => entry.zh.title === question.title)!.answer;
    exam = await api.answerExam({ serial: exam.serial, index: question.index, choice: right });
  }
  return exam;
}

describe('1. a merge stops and bills the running charging session and moves every debt', () => {
  it('A charges 20 minutes on CE12 (24.00 yuan); B merges A: the session is billed from A, B gets 26.00', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const started = await a.startCharging(CHARGER);
    sim.clock.advance(20);
    const b = await signIn(sim, B);
    const smsCode = await smsCodeFor(sim, b, A);
    const mergedFrom = sim.clock.nowMs();

    await b.mergeMemberAccount({ phone: A, smsCode });

    const session = chargeRow(sim, started.serial);
    expect(session.finish_at).toBeGreaterThanOrEqual(mergedFrom);
    expect(session.finish_at).toBeLessThanOrEqual(sim.clock.nowMs());
    expect(session).toMatchObject({ cost: 2400, debt: 0 });
    expect((await b.getMemberFunds()).funds).toBe(5000 - 2400);
    expect(await b.startCharging(CHARGER)).toMatchObject({ status: 0 });
    expect(moneyViolations(sim)).toEqual([]);
  });

  it("A's session ran into a debt; B merges A: the debt is B's now, blocks B's start, and B pays it", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const { serial, debt } = await chargeIntoDebt(sim, a);
    expect(debt).toBe(40);
    const b = await signIn(sim, B);

    await b.mergeMemberAccount({ phone: A, smsCode: await smsCodeFor(sim, b, A) });

    expect((await b.listChargeOrders()).list).toEqual([
      expect.objectContaining({ serial, debt: 40, paid: false }),
    ]);
    stateSeeder(sim.db, sim.clock).balance(B, 5000);
    expect((await failure(b.startCharging(CHARGER))).code).toBe(5006);
    const { payCode } = await b.publishPayOrder({
      ...rechargePayload(serial, debt),
      orderType: 'charging',
    });
    await b.payByFunds(payCode);
    expect(await b.showChargeOrder(serial)).toMatchObject({ paid: true });
    expect(await b.startCharging(CHARGER)).toMatchObject({ status: 0 });
    expect(moneyViolations(sim)).toEqual([]);
  });
});

describe('2. a close is refused while money is owed, saying what to pay first', () => {
  it('B owes 0.40 yuan for charging: the close is refused (2018) and signing in again finds the same account and its debt', async () => {
    const sim = await startTestSimulator();
    stateSeeder(sim.db, sim.clock).balance(B, 5000);
    const b = await signIn(sim, B);
    const before = await b.getMemberInfo();
    await chargeIntoDebt(sim, b);
    const code = await smsCodeFor(sim, b, B);

    const refused = await http(sim).form<Envelope>(
      '/user/v1/api/member/destroy',
      { smsCode: code },
      tokenOf(b),
    );
    sim.clock.advance(1); // one SMS a minute
    const inEnglish = await http(sim).form<Envelope>(
      '/user/v1/api/member/destroy',
      { smsCode: await smsCodeFor(sim, b, B) },
      tokenOf(b),
      { 'Accept-Language': 'en' },
    );

    expect(refused.body).toMatchObject({
      code: 2018,
      message: '账号还有欠款，不能注销。请先支付充电欠款0.40元，再注销账号',
    });
    expect(inEnglish.body).toMatchObject({
      code: 2018,
      message:
        'The account still owes money and cannot be closed. Pay the charging debt of 0.40 yuan first, then close the account',
    });
    const again = await signIn(sim, B);
    expect((await again.getMemberInfo()).serial).toBe(before.serial);
    stateSeeder(sim.db, sim.clock).balance(B, 5000);
    expect((await failure(again.startCharging(CHARGER))).code).toBe(5006);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('A has 14.00 yuan of parking arrears on 云N12345: the close names them', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);

    const refused = await failure(a.destroyMember({ smsCode: await smsCodeFor(sim, a, A) }));

    expect(refused).toMatchObject({
      code: 2018,
      message: '账号还有欠款，不能注销。请先支付停车欠费14.00元（3笔），再注销账号',
    });
    expect((await a.getMemberInfo()).phone).toBe(A);
  });

  it('a running session the balance covers is billed, then the account closes; a refused close changes nothing', async () => {
    const sim = await startTestSimulator();
    stateSeeder(sim.db, sim.clock).balance(B, 1000);
    const b = await signIn(sim, B);
    const started = await b.startCharging(CHARGER);
    sim.clock.advance(8); // 9.60 yuan of 10.00

    const covered = await b.destroyMember({ smsCode: await smsCodeFor(sim, b, B) }).then(
      () => 'closed',
      (error: { code: number }) => error.code,
    );

    expect(covered).toBe('closed');
    expect(chargeRow(sim, started.serial)).toMatchObject({ cost: 960, debt: 0 });

    stateSeeder(sim.db, sim.clock).balance(B, 5000);
    const rejoined = await signIn(sim, B);
    const { serial } = await chargeIntoDebt(sim, rejoined);
    const smsCode = await smsCodeFor(sim, rejoined, B);
    // A refusal changes nothing, its SMS code included (test/member-edges.test.ts).
    const unchanged = () => dbDigest(sim.db);
    const before = unchanged();

    const refused = await failure(rejoined.destroyMember({ smsCode }));

    expect(refused.code).toBe(2018);
    expect(chargeRow(sim, serial)).toMatchObject({ debt: 40 });
    expect(unchanged()).toBe(before);
    expect(moneyViolations(sim)).toEqual([]);
  });
  it("a closed account's plates are free again: the phone's next account binds its car without proof", async () => {
    const sim = await startTestSimulator();
    const b = await signIn(sim, B);
    await b.publishCar({ number: '云N24680', plateType: 1 });
    await b.destroyMember({ smsCode: await smsCodeFor(sim, b, B) });

    const again = await signIn(sim, B);

    expect(await again.publishCar({ number: '云N24680', plateType: 1 })).toBeDefined();
    expect((await again.listCars()).list.map((car) => car.number)).toEqual(['云N24680']);
  });
});

describe('3. once-a-day rewards are per phone and day', () => {
  it('B signs, spins free and finishes the quiz; closes and signs in again the same day: none of them pays again', async () => {
    const sim = await startTestSimulator();
    const b = await signIn(sim, B);
    expect((await b.signToday()).gained).toBe(100);
    expect((await b.drawGame('wheel')).draw.free).toBe(true);
    const first = await answerAllRight(b);
    expect(first.gained).toBe(250);
    await b.destroyMember({ smsCode: await smsCodeFor(sim, b, B) });

    const again = await signIn(sim, B);

    expect((await failure(again.signToday())).code).toBe(2004);
    expect((await again.showGameBoard('wheel')).freeLeft).toBe(0);
    expect((await failure(again.drawGame('wheel'))).code).toBe(7020);
    expect((await answerAllRight(again)).gained).toBe(0);
    expect((await again.getMemberFunds()).integral).toBe(0);
    expect(moneyViolations(sim)).toEqual([]);

    sim.clock.advance(24 * 60);
    expect((await again.signToday()).gained).toBe(100);
  });

  it("A and B both signed today; A merges B: B's second sign of the day does not move, and B's phone cannot sign again", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const b = await signIn(sim, B);
    await a.signToday();
    await b.signToday();
    const integral = (await a.getMemberFunds()).integral;

    await a.mergeMemberAccount({ phone: B, smsCode: await smsCodeFor(sim, a, B) });

    expect((await a.getMemberFunds()).integral).toBe(integral);
    expect((await failure((await signIn(sim, B)).signToday())).code).toBe(2004);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('B signed today, A not yet; A merges B: the merged account has signed today', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const b = await signIn(sim, B);
    await b.signToday();
    const integral = (await a.getMemberFunds()).integral;

    await a.mergeMemberAccount({ phone: B, smsCode: await smsCodeFor(sim, a, B) });

    expect((await a.getMemberFunds()).integral).toBe(integral + 100);
    expect((await failure(a.signToday())).code).toBe(2004);
  });
});

describe('4. invoices follow the money', () => {
  async function topUpAndInvoice(sim: RunningSimulator) {
    const b = await signIn(sim, B);
    const { payCode } = await b.publishPayOrder(rechargePayload('RP04', 50_000));
    expect(await paySheet(sim, await b.payParamsFor('533103', payCode))).toBe(
      'get_brand_wcpay_request:ok',
    );
    const invoice = await b.applyInvoice({ payCodes: payCode, title: '王芳' });
    return { b, payCode, invoice };
  }

  it('B tops up 500.00, applies for an invoice and refunds the top-up: the application is voided, no PDF ever', async () => {
    const sim = await startTestSimulator();
    const { b, payCode, invoice } = await topUpAndInvoice(sim);

    expect(await b.refundPayOrder({ payCode, reason: '不需要了' })).toMatchObject({
      status: 2,
      refund: 50_000,
    });
    await admin(sim).advance(3);

    const shown = await b.showInvoice(invoice.serial);
    expect(shown).toMatchObject({ status: -1, kind: 'normal' });
    expect(shown.url).toBeUndefined();
    expect((await b.listInvoices()).list).toHaveLength(1);
    expect((await fetch(`${sim.url}/media/invoice/${invoice.serial}.pdf`)).status).toBe(404);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('an issued invoice gets a red-letter invoice for the refund, listed beside it; its PDF says what it reverses', async () => {
    const sim = await startTestSimulator();
    const { b, payCode, invoice } = await topUpAndInvoice(sim);
    await admin(sim).advance(3);
    expect((await b.showInvoice(invoice.serial)).status).toBe(1);

    await b.refundPayOrder({ payCode, reason: '不需要了' });
    await admin(sim).advance(3);

    const list = (await b.listInvoices()).list;
    expect(list).toEqual([
      expect.objectContaining({
        kind: 'credit',
        reverses: invoice.serial,
        amount: 50_000,
        payCodes: [payCode],
        status: 1,
      }),
      expect.objectContaining({ serial: invoice.serial, kind: 'normal', status: 1 }),
    ]);
    const pdf = await (await fetch(list[0]!.url!)).text();
    expect(pdf).toContain('Red-letter');
    expect(pdf).toContain(`Reverses invoice no. ${invoice.serial}`);
    expect(pdf).toContain('Amount: -500.00 CNY');
    expect(auditInvoices(sim.db).violations).toEqual([]);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('an upheld dispute refunding one order of an invoiced parking payment credits that order', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const summary = await a.getRepaySummary({ number: FIXTURES.plates.arrears.number });
    const { payCode } = await a.publishPayOrder(parkingPayload(summary));
    await a.payByFunds(payCode);
    const invoice = await a.applyInvoice({ payCodes: payCode, title: '李明' });
    await admin(sim).advance(3);
    const [order] = (await a.listOrders({ number: summary.number, status: '9', pageSize: 1 })).list;
    const dispute = await a.reportOrderFault({
      serial: order!.serial,
      reason: 'wrongTime',
      content: '我早就离开了',
    });

    await http(sim).json('POST', `/__admin/disputes/${dispute.id}/decide`, {
      decision: 'upheld',
      answer: '核实无误',
    });

    expect((await a.listInvoices()).list[0]).toMatchObject({
      kind: 'credit',
      reverses: invoice.serial,
      amount: order!.cash,
    });
    expect(auditInvoices(sim.db).violations).toEqual([]);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('refunded shop vouchers credit the invoice of their order, voucher by voucher', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const order = await a.publishShopOrder({
      product: 'PRD001',
      count: 2,
      plate: '云N12345',
      phone: A,
      store: 'ST01',
    });
    const { payCode } = await a.publishShopPayOrder(order);
    await a.payByFunds(payCode);
    const invoice = await a.applyInvoice({ payCodes: payCode, title: '李明' });
    await admin(sim).advance(3);
    const [first, second] = (await a.showShopOrder(order.serial)).vouchers;

    await a.refundShopOrder(order.serial, [first!.code]);
    await a.refundShopOrder(order.serial, [second!.code]);

    const credits = (await a.listInvoices()).list.filter((listed) => listed.kind === 'credit');
    expect(credits.map((credit) => [credit.reverses, credit.amount])).toEqual([
      [invoice.serial, 2500],
      [invoice.serial, 2500],
    ]);
    expect(auditInvoices(sim.db).violations).toEqual([]);
    expect(moneyViolations(sim)).toEqual([]);
  });
});

describe('5. whole numbers in decimal only', () => {
  it.each(['0x10', '1e1', '+5', ' 5', '5.0'])(
    'a buy-now count of %j is a 400 with the envelope, and nothing is sold',
    async (count) => {
      const sim = await startTestSimulator();
      const a = await signIn(sim, A);
      const before = dbDigest(sim.db);

      const answer = await http(sim).form<Envelope>(
        '/tools/v1/api/shop/order/publish',
        { product: 'PRD001', count, plate: '云N12345', phone: A, store: 'ST01' },
        tokenOf(a),
      );

      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 400 });
      expect(answer.body.message).toContain('count');
      expect(dbDigest(sim.db)).toBe(before);
    },
  );

  it('an amount in fen written 1e4 inside the pay order JSON is a 400; 10000 is a pay order', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const publish = (sumCost: string) =>
      http(sim).form<Envelope>(
        '/pay/v1/api/order/single/publish',
        {
          orders: JSON.stringify(rechargePayload('RP02', 10_000)).replace(
            '"sumCost":10000',
            `"sumCost":${sumCost}`,
          ),
          repay: 0,
        },
        tokenOf(a),
      );

    expect((await publish('1e4')).status).toBe(400);
    expect((await publish('10000')).body.code).toBe(0);
  });

  it('a page of 1e1 is a 400, a page of 1 answers', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const list = (page: string) =>
      http(sim).get<Envelope>(
        `/parking/v1/api/order/list?number=${encodeURIComponent('云N12345')}&page=${page}`,
        tokenOf(a),
      );

    expect((await list('1e1')).status).toBe(400);
    expect((await list('1')).body.code).toBe(0);
  });
});
