import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURES, stateSeeder } from '../src/index';
import {
  admin,
  failure,
  http,
  moneyViolations,
  signIn,
  startTestSimulator,
  type Envelope,
} from './support/simulator';

const A = FIXTURES.users.a.phone;
/** CE21: 120 kW at 1.20 yuan/kWh (energy plus service): 2 kWh and 240 fen a minute. */
const FAST_CHARGER = 'CE21';

interface ChargeOrder {
  serial: string;
  status: 0 | 1;
  startTime: string;
  finishTime: string | null;
  energy: number;
  cost: number;
  debt: number;
  paid: boolean;
}

const minutesBetween = (from: string, to: string) =>
  (Date.parse(`${to.replace(' ', 'T')}+08:00`) - Date.parse(`${from.replace(' ', 'T')}+08:00`)) /
  60_000;

/** EV charging never outruns the money. */
describe('EV charging and the balance', () => {
  it('A starts with 50 yuan and waits 110 minutes: it stopped when the balance ran out, the shortfall is a debt that blocks a new session', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const started = await a.startCharging(FAST_CHARGER);

    await admin(sim).advance(110);

    const later = await signIn(sim, A);
    const order = (await later.getChargingStatus(started.serial)) as ChargeOrder;
    // 21 minutes cost 50.40 yuan, the first minute at or above the 50.00 yuan balance.
    expect(order).toMatchObject({ status: 1, energy: 42_000, cost: 5040, debt: 40, paid: false });
    expect(minutesBetween(order.startTime, order.finishTime!)).toBe(21);
    expect((await later.getMemberFunds()).funds).toBe(0);
    expect((await failure(later.stopCharging(started.serial))).code).toBe(5004);
    const refused = await http(sim).form(
      '/charge/v1/api/charge/start',
      { equipment: 'CE22' },
      later.session.token!,
      { 'Accept-Language': 'en' },
    );
    expect(refused.body).toMatchObject({
      code: 5006,
      message: 'Pay your charging debt of 0.40 yuan first',
    });
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('stops lazily when the member is read, without the admin clock advance', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const started = await a.startCharging(FAST_CHARGER);
    sim.clock.advance(60);

    const funds = await a.getMemberFunds();

    expect(funds.funds).toBe(0);
    expect(await a.showChargeOrder(started.serial)).toMatchObject({ status: 1, cost: 5040 });
  });

  it('a stop before the balance runs out debits the cost and leaves no debt', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const started = await a.startCharging(FAST_CHARGER);
    sim.clock.advance(20);

    expect(await a.stopCharging(started.serial)).toMatchObject({
      status: 1,
      cost: 4800,
      debt: 0,
      paid: true,
    });
    expect((await a.getMemberFunds()).funds).toBe(200);
  });

  it('whatever the balance and the duration, debited + debt = cost and the balance never goes below zero', async () => {
    const sim = await startTestSimulator();
    const seeder = stateSeeder(sim.db, sim.clock);
    const debitedFor = sim.db.prepare(
      "SELECT COALESCE(-SUM(amount), 0) FROM funds_ledger WHERE charge_order_id = ? AND reason = 'charging'",
    );
    let run = 0;

    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1000, max: 30_000 }),
        fc.integer({ min: 0, max: 600 }),
        fc.constantFrom('CE21', 'CE22', 'CE11'),
        fc.boolean(),
        async (balance, minutes, charger, stopByHand) => {
          const phone = `1770000${String(run++).padStart(4, '0')}`;
          const login = () => `Bearer ${seeder.loggedIn(phone).token}`;
          seeder.balance(phone, balance);
          const call = http(sim);
          const started = await call.form<Envelope<ChargeOrder>>(
            '/charge/v1/api/charge/start',
            { equipment: charger },
            login(),
          );
          expect(started.body.code).toBe(0);
          const serial = started.body.data!.serial;
          sim.clock.advance(minutes);

          const token = login();
          if (stopByHand) await call.form('/charge/v1/api/charge/stop', { serial }, token);
          const read = await call.get<Envelope<ChargeOrder>>(
            `/charge/v1/api/charge/${serial}/status`,
            token,
          );
          // Left running (the balance still covers it): stop it, so the charger is free again.
          if (read.body.data!.status === 0) {
            await call.form('/charge/v1/api/charge/stop', { serial }, token);
          }
          const order = (
            await call.get<Envelope<ChargeOrder>>(`/charge/v1/api/order/${serial}/show`, token)
          ).body.data!;
          const funds = (
            await call.get<Envelope<{ funds: number }>>('/user/v1/api/member/funds', token)
          ).body.data!.funds;
          const debited = debitedFor.pluck().get(Number(serial)) as number;

          expect(order.status).toBe(1);
          expect(debited + order.debt).toBe(order.cost);
          expect(funds).toBeGreaterThanOrEqual(0);
          expect(funds).toBe(balance - debited);
          expect(order.debt === 0 || funds === 0).toBe(true);
          expect(order.paid).toBe(order.debt === 0);
        },
      ),
      { numRuns: 25 },
    );
    expect(moneyViolations(sim)).toEqual([]);
  });
});
