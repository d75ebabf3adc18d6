import type { Api, PayParams } from '@dehong/api-spec';
import { describe, expect, it } from 'vitest';
import { FIXTURES, type RunningSimulator } from '../src/index';
import { parkingPayload } from './support/payloads';
import {
  admin,
  http,
  moneyViolations,
  signIn,
  startTestSimulator,
  tokenOf,
  type Envelope,
} from './support/simulator';

/**
 * Refunds are told to whoever paid, after the plate moved to another member: the payer hears of
 * the refund and its number, the plate's holder who disputed only that the charge is cancelled
 * and the payment went back to whoever paid. (The other edges: test/member-edges.test.ts.)
 */

const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;
const { arrears } = FIXTURES.plates; // 云N12345, A's: 14.00 yuan in 3 orders, Mangshi
const PNG = Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001', 'hex');

/** What the fake pay sheet sends when the user taps "pay". */
async function paySheet(sim: RunningSimulator, params: PayParams) {
  const answer = await http(sim).json<{ err_msg: string }>('POST', '/__chat/pay', {
    ...params,
    appId: params.appid,
    result: 'ok',
  });
  expect(answer.body.err_msg).toBe('get_brand_wcpay_request:ok');
}

async function smsCodeFor(sim: RunningSimulator, api: Api, phone: string) {
  await api.sendSms(phone);
  return admin(sim).latestSmsCode(phone);
}

const closedRow = (sim: RunningSimulator, phone: string) =>
  sim.db
    .prepare(
      'SELECT id, funds, give FROM members WHERE closed_phone = ? ORDER BY closed_at DESC LIMIT 1',
    )
    .get(phone) as { id: number; funds: number; give: number };

describe('refunds are told to whoever paid', () => {
  /** A pays 云N12345's arrears; B takes the plate by licence proof and disputes one paid order. */
  async function disputeAfterPlateMoved(sim: RunningSimulator, by: 'sheet' | 'balance') {
    const a = await signIn(sim, A);
    await a.subscribeAttention({ number: '云ND66666', subscribe: 1 });
    const summary = await a.getRepaySummary({ number: arrears.number });
    const { payCode } = await a.publishPayOrder(parkingPayload(summary));
    if (by === 'sheet') await paySheet(sim, await a.payParamsFor('533103', payCode));
    else await a.payByFunds(payCode);
    const b = await signIn(sim, B);
    const licence = (await b.uploadImage(new Blob([PNG]), `行驶证-${arrears.number}.jpg`)).url;
    await b.publishCar({ number: arrears.number, plateType: arrears.plateType, licence });
    await b.subscribeAttention({ number: arrears.number, subscribe: 1 });
    const dispute = await b.reportOrderFault({
      serial: summary.orderSerials[0]!,
      reason: 'notMyCar',
      content: '不是我的车',
    });
    await http(sim).json('POST', `/__admin/disputes/${dispute.id}/decide`, {
      decision: 'upheld',
      answer: '核实无误',
    });
    const refundNo = sim.db
      .prepare('SELECT refund_no FROM order_faults WHERE id = ?')
      .pluck()
      .get(dispute.id) as string | null;
    return { a, b, dispute, refundNo };
  }

  const feed = async (sim: RunningSimulator, phone: string, lang: string) =>
    (
      await http(sim).get<{ title: string; content: string; data: Record<string, unknown> }[]>(
        `/__admin/chat/messages?phone=${phone}&lang=${lang}`,
      )
    ).body;

  it("paid on A's pay sheet: A is told the refund and its number; B is told the charge is cancelled and the payment went back to whoever paid, with no amount or number", async () => {
    const sim = await startTestSimulator();
    const { a, b, dispute, refundNo } = await disputeAfterPlateMoved(sim, 'sheet');
    expect(refundNo).toMatch(/^5030/);

    for (const lang of ['zh', 'en']) {
      const headers = { 'Accept-Language': lang };
      const [toB] = (
        await http(sim).get<Envelope<{ list: { content: string }[] }>>(
          '/user/v1/api/member/message/list',
          tokenOf(b),
          headers,
        )
      ).body.data!.list;
      const [toA] = (
        await http(sim).get<Envelope<{ list: { content: string }[] }>>(
          '/user/v1/api/member/message/list',
          tokenOf(a),
          headers,
        )
      ).body.data!.list;
      const [chatToB] = await feed(sim, B, lang);
      const [chatToA] = await feed(sim, A, lang);
      for (const told of [toB!.content, chatToB!.content]) {
        expect(told).toContain(dispute.bookCode);
        expect(told).not.toContain(refundNo);
        expect(told).not.toContain((dispute.cash / 100).toFixed(2));
        expect(told).not.toContain(FIXTURES.users.a.nickname);
        expect(told).toContain(lang === 'zh' ? '退回付款人' : 'went back to whoever paid');
      }
      expect(chatToB!.data.amount).toBeUndefined();
      for (const told of [toA!.content, chatToA!.content]) {
        expect(told).toContain(refundNo);
        expect(told).toContain((dispute.cash / 100).toFixed(2));
      }
    }
    // B's own list of disputes shows nothing of A's payment either.
    expect((await b.listOrderFaults()).list[0]).toMatchObject({ refund: 0, refundRoute: null });
    expect(moneyViolations(sim)).toEqual([]);
  });

  it("paid from A's balance: A's balance has the 8.00 back; B is not told of a refund to a balance B never paid from", async () => {
    const sim = await startTestSimulator();
    const { a, b } = await disputeAfterPlateMoved(sim, 'balance');

    const [toB] = (await b.listMessages()).list;
    expect(toB!.content).not.toContain('余额');
    expect(toB!.content).toContain('退回付款人');
    expect((await b.getMemberFunds()).funds).toBe(0);
    expect((await a.listMessages()).list[0]!.content).toContain('已退回您的余额');
    expect((await a.getMemberFunds()).funds).toBe(FIXTURES.users.a.funds - 1400 + 800);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('a payer who closed since: the refund of a balance payment is paid out to their chat wallet, not lost on the closed account', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const summary = await a.getRepaySummary({ number: arrears.number });
    await a.payByFunds((await a.publishPayOrder(parkingPayload(summary))).payCode);
    await a.destroyMember({ smsCode: await smsCodeFor(sim, a, A) });
    const again = await signIn(sim, A);
    await again.publishCar({ number: arrears.number, plateType: arrears.plateType });
    const dispute = await again.reportOrderFault({
      serial: summary.orderSerials[0]!,
      content: '时间不对',
    });

    await http(sim).json('POST', `/__admin/disputes/${dispute.id}/decide`, {
      decision: 'upheld',
      answer: '核实无误',
    });

    expect(
      sim.db.prepare('SELECT refund_route FROM order_faults WHERE id = ?').get(dispute.id),
    ).toEqual({ refund_route: 'wallet' });
    expect(closedRow(sim, A)).toMatchObject({ funds: 0, give: 0 });
    expect((await again.getMemberFunds()).funds).toBe(0);
    expect(moneyViolations(sim)).toEqual([]);
  });
});
