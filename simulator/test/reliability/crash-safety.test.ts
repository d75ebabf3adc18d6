import { join } from 'node:path';
import { isApiError, type Api } from '@dehong/api-spec';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { auditMoney } from '../../src/index';
import { bulkPlate } from '../../src/seed/bulk';
import { cardPayload, parkingPayload, rechargePayload } from '../support/payloads';
import { startCli, tempFolder, type CliSimulator } from './support/cli';
import { chatSignIn, clientWithToken, payOnSheet } from './support/clients';

/** The kill moments come from this seed: a failure replays the same way. */
const SEED = 20261124;
const KILLS = 3;
/** Bulk orders added at the first start: 1 order to pay on most of their plates, for parking payers. */
const BULK_ORDERS = 3000;

/** What the simulator answered code 0 to, by kind: after any crash each must be in the database. */
interface Acknowledged {
  /** Pay orders settled (balance, pay sheet `ok`). */
  settled: Set<string>;
  /** Recharges refunded. */
  refunded: Set<string>;
  /** Charging sessions started, and stopped. */
  chargingStarted: Set<string>;
  chargingStopped: Set<string>;
}

/** A small seeded generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Round {
  url: string;
  acknowledged: Acknowledged;
  /** Counts acknowledgements of this round (the kill waits for some of every writer kind). */
  ack(kind: keyof Acknowledged, id: string, writer: string): void;
  nextPlate(): string;
}

/** One writer: one member, one kind of write, again and again until the process dies. */
type Writer = (api: Api, round: WriterRound, index: number) => Promise<void>;

/** The round as one writer sees it: its acknowledgements are counted under its kind. */
interface WriterRound extends Omit<Round, 'ack'> {
  ack(kind: keyof Acknowledged, id: string): void;
}

async function topUpOnSheet(api: Api, round: WriterRound, serial = 'RP01', amount = 5000) {
  const published = await api.publishPayOrder(rechargePayload(serial, amount), 0);
  const params = await api.payParamsFor('533103', published.payCode);
  if ((await payOnSheet(round.url, params, 'ok')).endsWith(':ok'))
    round.ack('settled', published.payCode);
  return published.payCode;
}

async function fundsAtLeast(api: Api, round: WriterRound, fen: number) {
  if ((await api.getMemberFunds()).funds < fen) await topUpOnSheet(api, round, 'RP05', fen);
}

/** The arrears of the next bulk plate (nobody's car), published as the payment page does. */
async function publishNextArrears(api: Api, round: WriterRound) {
  for (;;) {
    const summary = await api.getRepaySummary({ number: round.nextPlate() });
    if (summary.count > 0) return api.publishPayOrder(parkingPayload(summary));
  }
}

const WRITERS: Record<string, Writer> = {
  'top-up through the pay sheet': async (api, round) => {
    await topUpOnSheet(api, round);
  },
  'parking arrears paid from the balance': async (api, round) => {
    await fundsAtLeast(api, round, 3000);
    const published = await publishNextArrears(api, round);
    const paid = await api.payByFunds(published.payCode);
    if (paid.status === 1) round.ack('settled', published.payCode);
  },
  'parking arrears paid on the pay sheet': async (api, round) => {
    const published = await publishNextArrears(api, round);
    const params = await api.payParamsFor('533103', published.payCode);
    if ((await payOnSheet(round.url, params, 'ok')).endsWith(':ok'))
      round.ack('settled', published.payCode);
  },
  'monthly card bought on the pay sheet': async (api, round, index) => {
    const plate = await ownPlate(api, index);
    const published = await api.publishPayOrder(cardPayload('VC01', [plate], 15_000));
    const params = await api.payParamsFor('vipCard', published.payCode);
    if ((await payOnSheet(round.url, params, 'ok')).endsWith(':ok'))
      round.ack('settled', published.payCode);
  },
  'monthly card bought from the balance': async (api, round, index) => {
    const plate = await ownPlate(api, index);
    await fundsAtLeast(api, round, 15_000);
    const published = await api.publishPayOrder(cardPayload('VC01', [plate], 15_000));
    const paid = await api.payByFunds(published.payCode);
    if (paid.status === 1) round.ack('settled', published.payCode);
  },
  'top-up with a gift refunded': async (api, round) => {
    // RP02: 100 yuan + 5 yuan gift; the refund must take the gift back too.
    const before = (await api.getMemberFunds()).funds;
    const payCode = await topUpOnSheet(api, round, 'RP02', 10_000);
    const refunded = await api.refundPayOrder({ payCode, reason: 'crash test' });
    if (refunded.status === 2) round.ack('refunded', payCode);
    const after = (await api.getMemberFunds()).funds;
    // Only this writer moves this member's money: a top-up and its refund leave no more than before.
    if (after > before) throw new Error(`a refund minted ${after - before} fen`);
  },
  'charging started and stopped': async (api, round, index) => {
    // A session left running by a kill is stopped first, as its owner would.
    for (const running of (await api.listChargeOrders()).list.filter((o) => o.status === 0)) {
      const stopped = await api.stopCharging(running.serial);
      if (stopped.status === 1) round.ack('chargingStopped', running.serial);
    }
    await fundsAtLeast(api, round, 2000);
    const started = await api.startCharging(CHARGERS[index % CHARGERS.length]!);
    round.ack('chargingStarted', started.serial);
    const stopped = await api.stopCharging(started.serial);
    if (stopped.status === 1) round.ack('chargingStopped', started.serial);
  },
};

/** Online chargers (CE43 is offline in the seed), one per charging writer. */
const CHARGERS = ['CE11', 'CE12', 'CE13', 'CE21', 'CE22', 'CE23'];
/** Two writers of each kind. */
const TEAM = Object.keys(WRITERS).flatMap((kind) => [kind, kind]);
const phoneOf = (index: number) => `1360000${String(index + 1).padStart(4, '0')}`;

/** The card writer's own plate (bound once; a later round finds it bound). */
async function ownPlate(api: Api, index: number): Promise<string> {
  const plate = `云NK${String(1000 + index)}`;
  const cars = await api.listCars();
  if (!cars.list.some((car) => car.number === plate))
    await api.publishCar({ number: plate, plateType: 1 });
  return plate;
}

/** The database after a restart: intact, every acknowledged write in it, the money audit clean. */
function verify(file: string, acknowledged: Acknowledged) {
  const db = new Database(file, { readonly: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
    const statusOf = new Map(
      (
        db
          .prepare(
            'SELECT pay_code, status FROM pay_orders WHERE pay_code IN (SELECT value FROM json_each(?))',
          )
          .raw()
          .all(JSON.stringify([...acknowledged.settled])) as [string, number][]
      ).map(([code, status]) => [code, status]),
    );
    const lostSettlements = [...acknowledged.settled].filter(
      (code) => statusOf.get(code) !== 1 && statusOf.get(code) !== 2,
    );
    expect(lostSettlements, 'acknowledged settlements missing after the crash').toEqual([]);
    const lostRefunds = [...acknowledged.refunded].filter((code) => statusOf.get(code) !== 2);
    expect(lostRefunds, 'acknowledged refunds missing after the crash').toEqual([]);
    const charging = new Map(
      (
        db
          .prepare(
            'SELECT id, finish_at FROM charge_orders WHERE id IN (SELECT value FROM json_each(?))',
          )
          .raw()
          // A stop can be acknowledged for a session whose start was not (a kill between the
          // start's commit and its answer; the next round stops what it finds running).
          .all(
            JSON.stringify(
              [...acknowledged.chargingStarted, ...acknowledged.chargingStopped].map(Number),
            ),
          ) as [number, number | null][]
      ).map(([id, finishAt]) => [String(id), finishAt]),
    );
    expect(
      [...acknowledged.chargingStarted].filter((serial) => !charging.has(serial)),
      'acknowledged charging starts missing',
    ).toEqual([]);
    expect(
      [...acknowledged.chargingStopped].filter((serial) => charging.get(serial) == null),
      'acknowledged charging stops missing',
    ).toEqual([]);
    expect(auditMoney(db).violations).toEqual([]);
  } finally {
    db.close();
  }
}

/**
 * No clock decides this test: a round waits for its acknowledgements however long a loaded machine
 * takes (every writer stopping early fails it at once), and the timeout only stops a hang. Starting
 * the CLI four times takes a few seconds on a quiet machine and over 40 s beside the browser suite.
 */
describe('crash safety', { timeout: 300_000 }, () => {
  it(
    `${KILLS} SIGKILLs at seeded moments under writers of every kind: the database stays intact, ` +
      'no acknowledged payment, refund or charging change is lost, the money audit stays clean',
    async () => {
      const startedAt = Date.now();
      const next = random(SEED);
      const file = join(tempFolder('sim-crash-'), 'sim.db');
      let startingMs = 0;
      const start = async (args: string[]) => {
        const before = Date.now();
        const started = await startCli(args);
        startingMs += Date.now() - before;
        return started;
      };
      let sim: CliSimulator = await start([
        '--db',
        file,
        '--admin',
        '--orders',
        String(BULK_ORDERS),
      ]);
      const tokens = await Promise.all(TEAM.map((_, index) => chatSignIn(sim.url, phoneOf(index))));
      const acknowledged: Acknowledged = {
        settled: new Set(),
        refunded: new Set(),
        chargingStarted: new Set(),
        chargingStopped: new Set(),
      };
      let plate = 0;
      const surprises: string[] = [];
      const killMoments: number[] = [];

      for (let kill = 0; kill < KILLS; kill++) {
        // Some acknowledgements first, then a seeded extra moment: the kill lands mid-write.
        const wanted = 4 + Math.floor(next() * 12);
        const extraMs = Math.floor(next() * 300);
        let acks = 0;
        const kindsAcknowledged = new Set<string>();
        let killed = false;
        // Enough acknowledged, or a writer stopped on a surprise: the checks below tell which.
        let stopWaiting: () => void = () => {};
        const waited = new Promise<void>((resolve) => (stopWaiting = resolve));
        const round: Round = {
          url: sim.url,
          acknowledged,
          ack(kind, id, writer) {
            acknowledged[kind].add(id);
            kindsAcknowledged.add(writer);
            if (++acks >= wanted && kindsAcknowledged.size === Object.keys(WRITERS).length)
              stopWaiting();
          },
          nextPlate: () => bulkPlate(plate++),
        };
        const writer = async (kind: string, index: number) => {
          const api = clientWithToken(sim, tokens[index]!);
          const mine: WriterRound = { ...round, ack: (what, id) => round.ack(what, id, kind) };
          while (!killed) {
            try {
              await WRITERS[kind]!(api, mine, index);
            } catch (error) {
              // The connection drops when the process is killed; anything else is a finding.
              if (killed && (isApiError(error) || error instanceof TypeError)) return;
              surprises.push(`${kind}: ${error instanceof Error ? error.message : String(error)}`);
              if (!isApiError(error, 'business')) {
                stopWaiting();
                return;
              }
            }
          }
        };
        const load = Promise.all(TEAM.map(writer));
        const log = (what: string) =>
          process.env.CRASH_DEBUG &&
          console.log(`${Date.now() - startedAt} ms round ${kill + 1}: ${what}`);
        log('load');
        await waited;
        const missing = Object.keys(WRITERS).filter((kind) => !kindsAcknowledged.has(kind));
        if (acks < wanted || missing.length > 0 || surprises.length > 0)
          throw new Error(
            `round ${kill + 1}: ${acks}/${wanted} acknowledged, none from ${missing.join(', ')}; ${surprises.join('; ')}`,
          );
        await new Promise((resolve) => setTimeout(resolve, extraMs));
        killMoments.push(Date.now() - startedAt);
        log(`kill after ${acks} acknowledged`);
        killed = true;
        sim.child.kill('SIGKILL');
        expect((await sim.exited).signal).toBe('SIGKILL');
        await load;
        log('writers stopped');
        sim = await start(['--db', file, '--admin']);
        log('restarted');
        verify(file, acknowledged);
      }

      expect(surprises).toEqual([]);
      // The restarted simulator still knows the writers (their tokens) and answers them.
      const funds = await clientWithToken(sim, tokens[0]!).getMemberFunds();
      expect(funds.funds).toBeGreaterThanOrEqual(0);
      sim.child.kill('SIGTERM');
      expect((await sim.exited).code).toBe(0);
      const totalMs = Date.now() - startedAt;
      console.log(
        `crash test: ${KILLS} kills at ${killMoments.join(', ')} ms; acknowledged ${acknowledged.settled.size} settlements, ${acknowledged.refunded.size} refunds, ${acknowledged.chargingStarted.size}/${acknowledged.chargingStopped.size} charging starts/stops; ${totalMs} ms (${startingMs} ms of it starting the CLI ${KILLS + 1} times)`,
      );
    },
  );
});
