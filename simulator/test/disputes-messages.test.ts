import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../src/index';
import { payOnSheet } from './reliability/support/clients';
import { parkingPayload } from './support/payloads';
import { http, signIn, startTestSimulator, tokenOf } from './support/simulator';

const { arrears, ruili } = FIXTURES.plates;
const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;
const LIST = '/user/v1/api/member/message/list';

interface Message {
  serial: string;
  title: string;
  content: string;
}
interface Page {
  code: number;
  data: { list: Message[] };
}

const decide = (
  sim: Awaited<ReturnType<typeof startTestSimulator>>,
  id: number,
  decision: 'upheld' | 'rejected',
  answer = '',
) => http(sim).json('POST', `/__admin/disputes/${id}/decide`, { decision, answer });

/** The messages as the app reads them in a language (it sends its UI language). */
const messagesIn = async (
  sim: Awaited<ReturnType<typeof startTestSimulator>>,
  token: string,
  language: string,
) => (await http(sim).get<Page>(LIST, token, { 'Accept-Language': language })).body.data.list;

/** The decision arrives as a message in the language its reader reads the app in. */
describe('dispute decision messages', () => {
  it('an upheld dispute of an order to pay reads in English in en-US and in Chinese otherwise', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const [first] = (await a.listUnpaidOrders({ number: arrears.number })).list;
    const dispute = await a.reportOrderFault({
      serial: first!.serial,
      reason: 'notMyCar',
      content: 'not mine',
    });
    await decide(sim, dispute.id, 'upheld', 'Plate misread');
    const yuan = (first!.cash / 100).toFixed(2);

    const [english] = await messagesIn(sim, tokenOf(a), 'en-US');
    expect(english).toMatchObject({
      title: 'Dispute upheld',
      content: `Your dispute of order ${first!.bookCode} is upheld: the charge of ${yuan} yuan is cancelled. Plate misread (Reason: not my car)`,
    });
    const [chinese] = await messagesIn(sim, tokenOf(a), 'zh-CN');
    expect(chinese).toMatchObject({
      serial: english!.serial,
      title: '申诉已成立',
      content: `订单${first!.bookCode}的申诉已成立，该笔费用${yuan}元已取消。Plate misread（不是我的车）`,
    });
    // Marking it read answers in the reader's language too.
    const read = await http(sim).form<{ data: Message }>(
      `/user/v1/api/member/message/${english!.serial}/read`,
      {},
      tokenOf(a),
      { 'Accept-Language': 'en-US' },
    );
    expect(read.body.data).toMatchObject({ title: 'Dispute upheld' });
  });

  it('a rejection and a balance refund read in English', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const summary = await a.getRepaySummary({ number: arrears.number });
    await a.payByFunds((await a.publishPayOrder(parkingPayload(summary))).payCode);
    const [first, second] = summary.orderSerials;
    const one = await a.reportOrderFault({ serial: first!, reason: 'alreadyLeft', content: 'x' });
    const two = await a.reportOrderFault({ serial: second!, reason: 'wrongTime', content: 'y' });
    await decide(sim, one.id, 'upheld');
    await decide(sim, two.id, 'rejected', 'The photos show the car parked');

    const [rejected, refunded, paid] = await messagesIn(sim, tokenOf(a), 'en');
    expect(rejected).toMatchObject({
      title: 'Dispute rejected',
      content: `Your dispute of order ${two.bookCode} is not upheld: The photos show the car parked. The charge of ${(two.cash / 100).toFixed(2)} yuan is still to pay. (Reason: wrong times)`,
    });
    expect(refunded).toMatchObject({
      title: 'Dispute upheld',
      content: `Your dispute of order ${one.bookCode} is upheld: ${(one.cash / 100).toFixed(2)} yuan has been refunded to your balance. (Reason: already left)`,
    });
    // The payment's own message is composed by kind too (test/messages-language.test.ts).
    expect(paid).toMatchObject({ title: 'Payment successful' });
  });

  it("a refund to the bank route reads in the reader's language, with its refund number", async () => {
    const sim = await startTestSimulator();
    const b = await signIn(sim, B);
    const summary = await b.getRepaySummary({ number: ruili.number });
    const { payCode } = await b.publishPayOrder(parkingPayload(summary));
    await payOnSheet(sim.url, await b.payParamsFor(ruili.area, payCode));
    const dispute = await b.reportOrderFault({ serial: summary.orderSerials[0]!, content: 'x' });
    await decide(sim, dispute.id, 'upheld');
    const refundNo = sim.db
      .prepare('SELECT refund_no FROM order_faults WHERE id = ?')
      .pluck()
      .get(dispute.id) as string;

    const [english] = await messagesIn(sim, tokenOf(b), 'en-US');
    expect(english!.content).toContain(
      `has been refunded to the account it was paid from (refund number ${refundNo})`,
    );
    const [chinese] = await messagesIn(sim, tokenOf(b), 'zh-CN');
    expect(chinese!.content).toContain(`已原路退回（退款单号${refundNo}）`);
  });

  it('a stored kind that is not a notice, or params that are not an object, read as stored', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const member = sim.db.prepare('SELECT id FROM members WHERE phone = ?').pluck().get(A);
    const insert = sim.db.prepare(
      `INSERT INTO messages (member_id, title, content, kind, params, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    const now = sim.clock.nowMs();
    insert.run(member, 'T1', 'C1', '__proto__', '{}', now);
    insert.run(member, 'T2', 'C2', 'constructor', '{}', now + 1);
    insert.run(member, 'T3', 'C3', 'disputeCancelled', '[1]', now + 2);
    insert.run(member, 'T4', 'C4', 'disputeCancelled', '{', now + 3);

    const list = await messagesIn(sim, tokenOf(a), 'en-US');
    expect(list.slice(0, 4).map((m) => `${m.title} ${m.content}`)).toEqual([
      'T4 C4',
      'T3 C3',
      'T2 C2',
      'T1 C1',
    ]);
  });
});
