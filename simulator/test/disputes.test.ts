import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../src/index';
import { payOnSheet } from './reliability/support/clients';
import { dbDigest } from './support/db-digest';
import { parkingPayload } from './support/payloads';
import {
  admin,
  failure,
  http,
  moneyViolations,
  signIn,
  startTestSimulator,
} from './support/simulator';

const { arrears, ruili } = FIXTURES.plates;
const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

interface AdminDispute {
  id: number;
  bookCode: string;
  status: string;
  photos: string[];
  phone: string;
  refund: number;
  refundRoute: string | null;
}

const decide = (
  sim: Awaited<ReturnType<typeof startTestSimulator>>,
  id: number,
  decision: 'upheld' | 'rejected',
  answer = '',
) => http(sim).json<AdminDispute>('POST', `/__admin/disputes/${id}/decide`, { decision, answer });

const openDisputes = async (sim: Awaited<ReturnType<typeof startTestSimulator>>) =>
  (await http(sim).get<AdminDispute[]>('/__admin/disputes?status=open')).body;

/** An owner contests a charge, the operator decides, the money follows. */
describe('disputes', () => {
  it('an order to pay under review leaves the arrears; upheld, it is cancelled and a message says so', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const [first] = (await a.listUnpaidOrders({ number: arrears.number })).list;
    const photo = await a.uploadImage(new Blob([PNG], { type: 'image/png' }), 'plate.png');

    const dispute = await a.reportOrderFault({
      serial: first!.serial,
      reason: 'notMyCar',
      content: '那天我的车在昆明',
      photos: JSON.stringify([photo.url]),
    });

    expect(dispute).toMatchObject({ status: 'open', reason: 'notMyCar', cash: first!.cash });
    expect(dispute.photos).toHaveLength(1);
    expect(await a.getRepaySummary({ number: arrears.number })).toMatchObject({
      unPay: arrears.arrears - first!.cash,
    });
    expect((await a.showOrder(first!.serial)).dispute).toMatchObject({ status: 'open' });
    const [listed] = await openDisputes(sim);
    expect(listed).toMatchObject({ id: dispute.id, phone: A });
    expect((await fetch(sim.url + listed!.photos[0]!)).status).toBe(200);

    const upheld = await decide(sim, dispute.id, 'upheld', '系统误识别车牌');

    expect(upheld.body).toMatchObject({ status: 'upheld', refund: 0, cash: first!.cash });
    // The charge is cancelled: the order asks for nothing (the dispute still names the charge).
    expect(await a.showOrder(first!.serial)).toMatchObject({ status: -11, cash: 0 });
    const all = await a.listOrders({ number: arrears.number, pageSize: 50 });
    expect(all.list.find((order) => order.serial === first!.serial)).toMatchObject({ cash: 0 });
    expect(await a.getRepaySummary({ number: arrears.number })).toMatchObject({
      unPay: arrears.arrears - first!.cash,
    });
    const { list } = await a.listMessages();
    expect(list[0]).toMatchObject({ title: '申诉已成立' });
    expect(moneyViolations(sim)).toEqual([]);
  });

  it("rejected, the order goes back to pay with the operator's reason", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const [first] = (await a.listUnpaidOrders({ number: arrears.number })).list;
    const dispute = await a.reportOrderFault({ serial: first!.serial, content: 'wrong time' });

    expect((await decide(sim, dispute.id, 'rejected', '')).status).toBe(400);
    await decide(sim, dispute.id, 'rejected', '照片显示车辆在位');

    expect(await a.showOrder(first!.serial)).toMatchObject({ status: 22 });
    expect((await a.getRepaySummary({ number: arrears.number })).unPay).toBe(arrears.arrears);
    const { list } = await a.listOrderFaults();
    expect(list[0]).toMatchObject({ status: 'rejected', answer: '照片显示车辆在位' });
    expect((await a.listMessages()).list[0]!.content).toContain('照片显示车辆在位');
    const again = await decide(sim, dispute.id, 'upheld');
    expect(again.body).toMatchObject({ code: 3023 });
  });

  it('a paid order upheld is refunded to the balance through the ledger; the audit holds', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const summary = await a.getRepaySummary({ number: arrears.number });
    await a.payByFunds((await a.publishPayOrder(parkingPayload(summary))).payCode);
    const before = (await a.getMemberFunds()).funds;
    const [order] = (await a.listUnpaidOrders({ number: arrears.number })).list;
    expect(order).toBeUndefined();
    const paid = await a.showOrder(summary.orderSerials[0]!);

    const dispute = await a.reportOrderFault({
      serial: paid.serial,
      reason: 'alreadyLeft',
      content: 'I had left at noon',
    });
    expect((await a.showOrder(paid.serial)).status).toBe(9);
    const upheld = await decide(sim, dispute.id, 'upheld');

    expect(upheld.body).toMatchObject({ refund: paid.cash, refundRoute: 'balance' });
    expect((await a.getMemberFunds()).funds).toBe(before + paid.cash);
    expect(await a.showOrder(paid.serial)).toMatchObject({ status: -9 });
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('the money audit catches a dispute refund paid twice or an order refunded without one', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const summary = await a.getRepaySummary({ number: arrears.number });
    await a.payByFunds((await a.publishPayOrder(parkingPayload(summary))).payCode);
    const [first, second] = summary.orderSerials;
    const dispute = await a.reportOrderFault({ serial: first!, content: 'not mine' });
    await decide(sim, dispute.id, 'upheld');
    expect(moneyViolations(sim)).toEqual([]);

    // The refund credited a second time (funds kept equal to the ledger).
    sim.db
      .exec(`INSERT INTO funds_ledger (member_id, amount, give, reason, pay_order_id, created_at)
      SELECT member_id, amount, give, reason, pay_order_id, created_at FROM funds_ledger WHERE reason = 'dispute';
      UPDATE members SET funds = funds + (SELECT amount FROM funds_ledger WHERE reason = 'dispute' LIMIT 1)
      WHERE id = (SELECT member_id FROM funds_ledger WHERE reason = 'dispute' LIMIT 1)`);
    expect(moneyViolations(sim).join('\n')).toMatch(/is not the refund of one upheld dispute/);

    // Another order of the same payment marked refunded with no dispute behind it.
    const other = await startTestSimulator();
    const b = await signIn(other, A);
    await b.payByFunds((await b.publishPayOrder(parkingPayload(summary))).payCode);
    other.db
      .prepare('UPDATE orders SET status = -9 WHERE serial = ? OR book_code = ?')
      .run(second, second);
    expect(moneyViolations(other).join('\n')).toMatch(/not completed/);
  });

  it('a paid order upheld is refunded to the bank route that paid it, the wallet untouched', async () => {
    const sim = await startTestSimulator();
    const b = await signIn(sim, B);
    const summary = await b.getRepaySummary({ number: ruili.number });
    const { payCode } = await b.publishPayOrder(parkingPayload(summary));
    const params = await b.payParamsFor(ruili.area, payCode);
    expect(await payOnSheet(sim.url, params)).toBe('get_brand_wcpay_request:ok');
    const funds = (await b.getMemberFunds()).funds;

    // B paid a plate nobody has bound: B, the payer, may dispute it; A may not.
    const a = await signIn(sim, A);
    expect(
      (await failure(a.reportOrderFault({ serial: summary.orderSerials[0]!, content: 'x' }))).code,
    ).toBe(3022);
    const dispute = await b.reportOrderFault({
      serial: summary.orderSerials[0]!,
      content: 'not mine',
    });
    const upheld = await decide(sim, dispute.id, 'upheld');

    expect(upheld.body).toMatchObject({ refundRoute: 'wxpay', refund: dispute.cash });
    expect((await b.getMemberFunds()).funds).toBe(funds);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('one open dispute per order; completed orders paid over 30 days ago and running orders are refused', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const [first] = (await a.listUnpaidOrders({ number: arrears.number })).list;
    await a.reportOrderFault({ serial: first!.serial, content: 'wrong plate' });
    expect(
      (await failure(a.reportOrderFault({ serial: first!.serial, content: 'again' }))).code,
    ).toBe(3020);
    const [running] = await a.listCurrentOrders({ number: arrears.number });
    expect(
      (await failure(a.reportOrderFault({ serial: running!.serial, content: 'x' }))).code,
    ).toBe(3008);

    const summary = await a.getRepaySummary({ number: arrears.number });
    await a.payByFunds((await a.publishPayOrder(parkingPayload(summary))).payCode);
    await http(sim).json('POST', '/__admin/clock/advance', { minutes: 31 * 24 * 60 });
    const later = await signIn(sim, A);
    expect(
      (await failure(later.reportOrderFault({ serial: summary.orderSerials[0]!, content: 'late' })))
        .code,
    ).toBe(3021);
  });

  it("B can neither dispute A's orders nor see A's disputes, and a refusal changes nothing", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const b = await signIn(sim, B);
    const [first] = (await a.listUnpaidOrders({ number: arrears.number })).list;
    const photo = await a.uploadImage(new Blob([PNG], { type: 'image/png' }), 'a.png');
    await a.reportOrderFault({ serial: first!.serial, content: 'not mine' });
    const [, second] = (await a.listUnpaidOrders({ number: arrears.number })).list;
    const before = dbDigest(sim.db);

    expect((await failure(b.reportOrderFault({ serial: second!.serial, content: 'x' }))).code).toBe(
      3022,
    );
    expect((await b.listOrderFaults()).list).toEqual([]);
    expect((await b.showOrder(first!.serial)).dispute).toBeUndefined();
    // A's photo is not B's to attach, on B's own order.
    const bSummary = await b.getRepaySummary({ number: ruili.number });
    expect(dbDigest(sim.db)).toBe(before);
    const bPay = await b.publishPayOrder(parkingPayload(bSummary));
    await payOnSheet(sim.url, await b.payParamsFor(ruili.area, bPay.payCode));
    const settled = dbDigest(sim.db);
    const refused = await failure(
      b.reportOrderFault({
        serial: bSummary.orderSerials[0]!,
        content: 'x',
        photos: JSON.stringify([photo.url]),
      }),
    );
    expect(refused.code).toBe(2015);
    expect(dbDigest(sim.db)).toBe(settled);
  });

  it('bad photos field is a 400 naming it; hidden text is 2017; nothing changes', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const [first] = (await a.listUnpaidOrders({ number: arrears.number })).list;
    const before = dbDigest(sim.db);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constant('{'),
          fc.constant('"x"'),
          fc.array(fc.webUrl(), { minLength: 4, maxLength: 6 }).map((urls) => JSON.stringify(urls)),
          fc.array(fc.integer(), { minLength: 1, maxLength: 3 }).map((n) => JSON.stringify(n)),
        ),
        async (photos) => {
          const answer = await failure(
            a.reportOrderFault({ serial: first!.serial, content: 'x', photos }),
          );
          expect(answer).toMatchObject({ code: 400, message: expect.stringContaining('photos') });
          expect(dbDigest(sim.db)).toBe(before);
        },
      ),
      { numRuns: 15 },
    );
    expect(
      (await failure(a.reportOrderFault({ serial: first!.serial, content: 'a\u202Eb' }))).code,
    ).toBe(2017);
    expect(dbDigest(sim.db)).toBe(before);
  });

  it('a scheduled uphold arrives only once the clock passes it, exactly once, and the audit holds', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const summary = await a.getRepaySummary({ number: arrears.number });
    await a.payByFunds((await a.publishPayOrder(parkingPayload(summary))).payCode);
    const paid = await a.showOrder(summary.orderSerials[0]!);
    const dispute = await a.reportOrderFault({ serial: paid.serial, content: 'I had left' });
    const before = (await a.getMemberFunds()).funds;
    const messages = (await a.listMessages()).total;
    const disputeRefunds = () =>
      sim.db.prepare("SELECT COUNT(*) FROM funds_ledger WHERE reason = 'dispute'").pluck().get();

    const scheduled = await http(sim).json<AdminDispute & { scheduled: unknown }>(
      'POST',
      `/__admin/disputes/${dispute.id}/decide`,
      { decision: 'upheld', answer: '核实车辆已离场', afterMinutes: 30 },
    );

    expect(scheduled.body).toMatchObject({
      status: 'open',
      scheduled: { decision: 'upheld', answer: '核实车辆已离场' },
    });
    expect((await openDisputes(sim))[0]).toMatchObject({ scheduled: { decision: 'upheld' } });
    await admin(sim).advance(29);
    expect((await a.getMemberFunds()).funds).toBe(before);
    expect((await a.showOrder(paid.serial)).status).toBe(9);
    expect((await a.listMessages()).total).toBe(messages);
    expect(disputeRefunds()).toBe(0);

    // Past its time, the first read applies it (the clock moved without the admin call).
    sim.clock.advance(2);
    expect((await a.getMemberFunds()).funds).toBe(before + paid.cash);
    expect(await a.showOrder(paid.serial)).toMatchObject({ status: -9 });
    expect((await a.listOrderFaults()).list[0]).toMatchObject({
      status: 'upheld',
      refund: paid.cash,
      refundRoute: 'balance',
    });
    const { list, total } = await a.listMessages();
    expect(total).toBe(messages + 1);
    expect(list[0]).toMatchObject({ title: '申诉已成立' });
    expect(list[0]!.content).toContain('核实车辆已离场');

    await admin(sim).advance(60);
    await a.getMemberFunds();
    expect((await a.getMemberFunds()).funds).toBe(before + paid.cash);
    expect(disputeRefunds()).toBe(1);
    expect((await a.listMessages()).total).toBe(messages + 1);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('the clock advance applies a scheduled rejection; deciding now drops an earlier schedule', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const [first, second] = (await a.listUnpaidOrders({ number: arrears.number })).list;
    const one = await a.reportOrderFault({ serial: first!.serial, content: 'wrong time' });
    const two = await a.reportOrderFault({ serial: second!.serial, content: 'not mine' });
    const schedule = (id: number, decision: string, answer: string, afterMinutes: number) =>
      http(sim).json('POST', `/__admin/disputes/${id}/decide`, { decision, answer, afterMinutes });
    await schedule(one.id, 'rejected', '照片显示车辆在位', 10);
    await schedule(two.id, 'upheld', '', 10);
    await decide(sim, two.id, 'rejected', '现场核实');

    await admin(sim).advance(15);

    const decided = (await http(sim).get<AdminDispute[]>('/__admin/disputes')).body;
    expect(decided.find((d) => d.id === one.id)).toMatchObject({ status: 'rejected' });
    expect(decided.find((d) => d.id === two.id)).toMatchObject({ status: 'rejected' });
    expect(await a.showOrder(first!.serial)).toMatchObject({ status: 22 });
    expect(await a.showOrder(second!.serial)).toMatchObject({ status: 22 });
    expect((await a.getRepaySummary({ number: arrears.number })).unPay).toBe(arrears.arrears);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('a bad afterMinutes is a 400 naming it and schedules nothing', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const [first] = (await a.listUnpaidOrders({ number: arrears.number })).list;
    const dispute = await a.reportOrderFault({ serial: first!.serial, content: 'wrong time' });
    const before = dbDigest(sim.db);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.integer({ max: 0 }),
          fc.integer({ min: 366 * 24 * 60 + 1 }),
          fc.double({ noInteger: true }),
          fc.string().filter((value) => !/^\s*\d+\s*$/.test(value)),
          fc.constant(null),
        ),
        async (afterMinutes) => {
          const answer = await http(sim).json<{ message: string }>(
            'POST',
            `/__admin/disputes/${dispute.id}/decide`,
            { decision: 'upheld', answer: '', afterMinutes },
          );
          expect(answer.status).toBe(400);
          expect(answer.body.message).toContain('afterMinutes');
        },
      ),
      { numRuns: 30 },
    );
    await admin(sim).advance(366 * 24 * 60);
    expect((await openDisputes(sim))[0]).toMatchObject({ id: dispute.id, scheduled: null });
    expect(dbDigest(sim.db)).toBe(before);
  });
});
