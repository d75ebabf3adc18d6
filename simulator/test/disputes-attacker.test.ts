import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../src/index';
import { dbDigest } from './support/db-digest';
import {
  failure,
  http,
  moneyViolations,
  signIn,
  startTestSimulator,
  tokenOf,
} from './support/simulator';

const { arrears } = FIXTURES.plates;
const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;
const FAULT = '/parking/v1/api/order/fault';

/** No member can dispute or see another member's dispute, tried as an attacker. */
describe('disputes under attack', () => {
  it("B with A's order serial or book code, open dispute or not, is refused and learns nothing", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const b = await signIn(sim, B);
    const [first, second] = (await a.listUnpaidOrders({ number: arrears.number })).list;
    const dispute = await a.reportOrderFault({ serial: first!.serial, content: 'not mine' });
    const before = dbDigest(sim.db);

    for (const serial of [first!.serial, first!.bookCode, second!.serial, second!.bookCode]) {
      // The same refusal whether A's order has an open dispute (3020 would tell B it has).
      expect((await failure(b.reportOrderFault({ serial, content: 'x' }))).code).toBe(3022);
    }
    expect((await b.listOrderFaults({ page: 1, pageSize: 50 })).list).toEqual([]);
    expect((await b.showOrder(first!.bookCode)).dispute).toBeUndefined();
    // Dispute ids are the console's: no member call takes one.
    const byId = await http(sim).get(`${FAULT}/${dispute.id}`, tokenOf(b));
    expect(byId.status).toBe(404);
    expect(dbDigest(sim.db)).toBe(before);
  });

  it('__proto__ and other object keys as serial, reason or photo change nothing and say why', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const token = tokenOf(a);
    const [first] = (await a.listUnpaidOrders({ number: arrears.number })).list;
    const before = dbDigest(sim.db);
    const post = (fields: Record<string, string>) =>
      http(sim).form<{ code: number; message: string }>(FAULT, fields, token);

    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect((await post({ serial: key, content: 'x' })).body.code).toBe(2001);
      const reason = await post({ serial: first!.serial, reason: key, content: 'x' });
      expect(reason.body.code).toBe(400);
      expect(reason.body.message).toContain('reason');
      const photo = await post({
        serial: first!.serial,
        content: 'x',
        photos: JSON.stringify([key]),
      });
      expect(photo.body.code).toBe(2015);
    }
    // Keys a parser could turn into the prototype: the body reads as its own fields or not at all.
    const polluting = await fetch(sim.url + FAULT, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `__proto__[polluted]=1&constructor[prototype][polluted]=1&serial=__proto__&content=x`,
    });
    expect(await polluting.json()).toMatchObject({ code: 2001 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const admin = await http(sim).json<{ message: string }>(
      'POST',
      '/__admin/disputes/__proto__/decide',
      { decision: 'upheld' },
    );
    expect(admin.status).toBe(400);
    expect(dbDigest(sim.db)).toBe(before);
  });

  it('two phones of one member disputing one order at once make one dispute', async () => {
    const sim = await startTestSimulator();
    const phone1 = await signIn(sim, A);
    const phone2 = await signIn(sim, A);
    const [first] = (await phone1.listUnpaidOrders({ number: arrears.number })).list;

    const answers = await Promise.allSettled([
      phone1.reportOrderFault({ serial: first!.serial, content: 'not mine' }),
      phone2.reportOrderFault({ serial: first!.serial, content: 'not mine either' }),
    ]);

    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(1);
    const refused = answers.find((answer) => answer.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 3020 });
    expect((await phone1.listOrderFaults()).total).toBe(1);
    expect(moneyViolations(sim)).toEqual([]);
  });
});
