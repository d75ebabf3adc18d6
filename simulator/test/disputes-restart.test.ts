import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURES } from '../src/index';
import { parkingPayload } from './support/payloads';
import { admin, http, moneyViolations, signIn, startTestSimulator } from './support/simulator';

const { arrears } = FIXTURES.plates;
const A = FIXTURES.users.a.phone;
const folders: string[] = [];

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/**
 * A decision the console schedules on the simulator clock is work kept in the database
 * (`clock_work`, migration 010), so a simulator restarted on the same file still applies it, once.
 */
describe('scheduled dispute decisions across a restart', () => {
  // Seeding a database file (the first start) takes seconds on a loaded machine.
  it(
    'an uphold scheduled before a restart is applied once after it, when the clock passes its time',
    { timeout: 60_000 },
    async () => {
      const folder = mkdtempSync(join(tmpdir(), 'disputes-restart-'));
      folders.push(folder);
      const file = join(folder, 'sim.db');
      const first = await startTestSimulator({ db: file });
      const a = await signIn(first, A);
      const summary = await a.getRepaySummary({ number: arrears.number });
      await a.payByFunds((await a.publishPayOrder(parkingPayload(summary))).payCode);
      const paid = await a.showOrder(summary.orderSerials[0]!);
      const dispute = await a.reportOrderFault({ serial: paid.serial, content: 'I had left' });
      const funds = (await a.getMemberFunds()).funds;
      const messages = (await a.listMessages()).total;
      const scheduled = await http(first).json<{ scheduled: { dueTime: string } | null }>(
        'POST',
        `/__admin/disputes/${dispute.id}/decide`,
        { decision: 'upheld', answer: '核实车辆已离场', afterMinutes: 30 },
      );
      expect(scheduled.body.scheduled).toMatchObject({ dueTime: expect.any(String) });
      await first.close();

      const second = await startTestSimulator({ db: file });
      const again = await signIn(second, A);
      const [listed] = (
        await http(second).get<{ id: number; scheduled: unknown }[]>(
          '/__admin/disputes?status=open',
        )
      ).body;
      expect(listed).toMatchObject({ id: dispute.id, scheduled: scheduled.body.scheduled });
      expect((await again.getMemberFunds()).funds).toBe(funds);

      await admin(second).advance(31);

      expect((await again.getMemberFunds()).funds).toBe(funds + paid.cash);
      expect(await again.showOrder(paid.serial)).toMatchObject({ status: -9 });
      expect((await again.listOrderFaults()).list[0]).toMatchObject({
        id: dispute.id,
        status: 'upheld',
        refund: paid.cash,
        refundRoute: 'balance',
      });
      await admin(second).advance(60);
      expect((await again.getMemberFunds()).funds).toBe(funds + paid.cash);
      expect((await again.listMessages()).total).toBe(messages + 1);
      const work = second.db
        .prepare("SELECT outcome FROM clock_work WHERE kind = 'disputeDecision'")
        .pluck()
        .all();
      expect(work).toEqual(['applied']);
      expect(moneyViolations(second)).toEqual([]);
    },
  );

  it('rescheduling replaces the earlier schedule: only the last one is applied', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const [first] = (await a.listUnpaidOrders({ number: arrears.number })).list;
    const dispute = await a.reportOrderFault({ serial: first!.serial, content: 'wrong time' });
    const schedule = (decision: string, answer: string, afterMinutes: number) =>
      http(sim).json('POST', `/__admin/disputes/${dispute.id}/decide`, {
        decision,
        answer,
        afterMinutes,
      });
    await schedule('upheld', '', 10);
    await schedule('rejected', '照片显示车辆在位', 20);

    await admin(sim).advance(15);
    expect((await a.showOrder(first!.serial)).dispute).toMatchObject({ status: 'open' });
    await admin(sim).advance(10);

    expect((await a.showOrder(first!.serial)).dispute).toMatchObject({ status: 'rejected' });
    expect(await a.showOrder(first!.serial)).toMatchObject({ status: 22 });
    const outcomes = sim.db
      .prepare("SELECT outcome FROM clock_work WHERE kind = 'disputeDecision' ORDER BY id")
      .pluck()
      .all();
    expect(outcomes).toEqual(['replaced', 'applied']);
    expect(moneyViolations(sim)).toEqual([]);
  });
});
