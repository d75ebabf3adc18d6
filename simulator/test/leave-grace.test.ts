import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURES, feeFor, feeRuleFor, type RunningSimulator } from '../src/index';
import { dbDigest } from './support/db-digest';
import { admin, http, moneyViolations, signIn, startTestSimulator } from './support/simulator';

const { arrears, sensor, clean } = FIXTURES.plates;
const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;

const stay = (sim: RunningSimulator, serial: string) =>
  http(sim).json<{ outcome: string | null; resumesAt: string | null; error?: unknown }>(
    'POST',
    `/__admin/orders/${serial}/stay`,
  );

/**
 * Leave now warns that billing continues when the car has not left its space
 * within 1 minute. The console makes a car stay; after the minute of simulator clock the order
 * parks again from its original start, and its owner sees it parking.
 */
describe('a car that stays after leave now', () => {
  it('marked by the console, the order parks again after the minute and bills from its start', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const [parking] = await a.listCurrentOrders({ number: arrears.number });
    expect((await stay(sim, parking!.serial)).status).toBe(200);

    const left = await a.previewDoneOrder(parking!.serial);
    expect(left.status).toBe(22);
    expect(await a.listCurrentOrders({ number: arrears.number })).toEqual([]);

    await admin(sim).advance(1);
    const [again] = await a.listCurrentOrders({ number: arrears.number });
    expect(again).toMatchObject({
      serial: parking!.serial,
      status: 0,
      startTime: parking!.startTime,
      finishTime: null,
    });
    await admin(sim).advance(120);
    const later = await a.showOrder(parking!.serial);
    expect(later.time).toBeGreaterThanOrEqual(left.time + 121);
    expect(later.ncash).toBe(feeFor(later.time, feeRuleFor(later.code)));
    expect((await http(sim).get(`/__admin/orders/${parking!.serial}/stay`)).body).toMatchObject({
      outcome: 'resumed',
    });
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('the console may mark it within the minute after leave now, not after; a late mark changes nothing', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const b = await signIn(sim, B);
    const [parking] = await a.listCurrentOrders({ number: arrears.number });
    await a.previewDoneOrder(parking!.serial);
    expect((await stay(sim, parking!.serial)).body).toMatchObject({ outcome: null });
    await admin(sim).advance(2);
    expect((await a.showOrder(parking!.serial)).status).toBe(0);

    const checkedIn = await b.publishOrder({
      device: FIXTURES.devices.free.code,
      number: clean.number,
      plateType: clean.plateType,
    });
    await admin(sim).advance(60);
    await b.previewDoneOrder(checkedIn.serial);
    await admin(sim).advance(1);
    const before = dbDigest(sim.db);
    const late = await stay(sim, checkedIn.serial);
    expect(late.status).toBe(400);
    expect(JSON.stringify(late.body)).toContain('within 1 minute after its leave now');
    expect(dbDigest(sim.db)).toBe(before);
  });

  it("a sensor order (leave now refused) cannot be marked, nor an order that doesn't exist", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const [parking] = await a.listCurrentOrders({ number: sensor.number });
    expect((await stay(sim, parking!.serial)).status).toBe(400);
    expect((await stay(sim, 'DH0000')).body).toMatchObject({ code: 2001 });
  });

  it('the resumed order leaves the bills to pay: it is parking again', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const [parking] = await a.listCurrentOrders({ number: arrears.number });
    await stay(sim, parking!.serial);
    const left = await a.previewDoneOrder(parking!.serial);
    const unpaid = await a.getRepaySummary({ number: arrears.number });
    expect(unpaid.orderSerials).toContain(parking!.serial);

    await admin(sim).advance(1);
    const after = await a.getRepaySummary({ number: arrears.number });
    expect(after.orderSerials).not.toContain(parking!.serial);
    expect(after.payCost).toBe(unpaid.payCost - left.cash);
  });

  it('property: after any stay before and after leave now the bill is the fee of the whole stay', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 1, max: 600 }),
        async (before, after) => {
          const sim = await startTestSimulator();
          const b = await signIn(sim, B);
          const order = await b.publishOrder({
            device: FIXTURES.devices.free.code,
            number: clean.number,
            plateType: clean.plateType,
          });
          await stay(sim, order.serial);
          await admin(sim).advance(before);
          await b.previewDoneOrder(order.serial);
          await admin(sim).advance(after);
          const resumed = await b.showOrder(order.serial);
          expect(resumed.status).toBe(0);
          expect(resumed.time).toBe(before + after);
          expect(resumed.ncash).toBe(feeFor(before + after, feeRuleFor(resumed.code)));
          await sim.close();
        },
      ),
      { numRuns: 4 },
    );
  }, 180_000);
});
