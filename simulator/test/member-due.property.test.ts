import { addDays, DAY_MINUTES, MINUTE_MS } from '@dehong/api-spec/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURES, seedDatabase } from '../src/index';
import { openDatabase, openDatabaseImage } from '../src/db/database';
import { createStore } from '../src/repositories/store';
import { createServices } from '../src/services';
import { dbDigest } from './support/db-digest';
import { HeldClock } from './support/held-clock';

/** The fixtures' user A (a yearly card with 30 days left on 云ND66666) and three new members. */
const PHONES = [FIXTURES.users.a.phone, '13900000101', '13900000102', '13900000103'];
const PLATES = [FIXTURES.plates.member.number, '云NR0001', '云NR0002', '云NR0003', '云NR0004'];

const seededAt = new Date();
const base = openDatabase(':memory:');
seedDatabase(base, seededAt);
const image = base.serialize();
base.close();

/**
 * One world: the fixtures, the members of PHONES (ids in the same order in every world) and the
 * services over them, at `at` on the simulator clock.
 */
function world(at: number) {
  const db = openDatabaseImage(image);
  const clock = new HeldClock(at);
  const store = createStore(db);
  const services = createServices(store, clock);
  const ids = PHONES.map((phone) => services.members.findOrCreate(phone).id);
  // One access token each, the same in every world, valid however far the clock moves.
  const tokens = ids.map((memberId) => {
    const accessToken = memberId.toString(16).padStart(64, '0');
    store.tokens.insert({
      accessToken,
      refreshToken: `r${accessToken}`,
      memberId,
      accessExpiresAt: Number.MAX_SAFE_INTEGER,
      refreshExpiresAt: Number.MAX_SAFE_INTEGER,
      createdAt: at,
    });
    return `Bearer ${accessToken}`;
  });
  /** What app.ts's Authorization handler asks first: may anything be due for this member? */
  const due = (memberId: number) => {
    const signedIn = services.sso.authenticate(tokens[ids.indexOf(memberId)]);
    expect(signedIn.member).toEqual(store.members.byId(memberId));
    return signedIn.workDue;
  };
  return { db, clock, store, services, ids, due };
}
type World = ReturnType<typeof world>;

type Command =
  | { kind: 'advance'; minutes: number }
  | { kind: 'read'; member: number }
  | { kind: 'buy'; plate: number; endDay: number; days: number }
  | { kind: 'bind'; member: number; plate: number }
  | { kind: 'unbind'; member: number; plate: number }
  | { kind: 'charge'; member: number; balance: number }
  | { kind: 'balance'; member: number; balance: number };

const member = fc.integer({ min: 0, max: PHONES.length - 1 });
const plate = fc.integer({ min: 0, max: PLATES.length - 1 });
/** A membership bought for a plate, ending from 3 days ago to 10 days ahead (simulator days). */
const buy = fc.record({
  kind: fc.constant('buy' as const),
  plate,
  // The notice days' edges (8 and 7, 2 and 1, 0 and -1 days left) more often than the rest.
  endDay: fc.oneof(fc.constantFrom(-1, 0, 1, 2, 7, 8), fc.integer({ min: -3, max: 10 })),
  days: fc.integer({ min: 1, max: 30 }),
});
const bind = fc.record({ kind: fc.constant('bind' as const), member, plate });
/** Where a run starts: plates bound to members, memberships about to end. */
const setup = fc.array(fc.oneof(bind, buy), { maxLength: 12 });
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      minutes: fc.oneof(
        fc.integer({ min: 0, max: 180 }),
        fc.integer({ min: 0, max: 3 * DAY_MINUTES }),
        fc.constantFrom(DAY_MINUTES, 6 * DAY_MINUTES, 10 * DAY_MINUTES),
      ),
    }),
  },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('read' as const), member }) },
  {
    weight: 2,
    arbitrary: buy,
  },
  { weight: 2, arbitrary: bind },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unbind' as const), member, plate }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('charge' as const),
      member,
      balance: fc.integer({ min: 0, max: 12_000 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('balance' as const),
      member,
      balance: fc.integer({ min: 0, max: 30_000 }),
    }),
  },
);

/** What the routes and the console do to a world, the same in both (straight to the store). */
function apply(w: World, c: Exclude<Command, { kind: 'read' }>) {
  const { store, services, clock, ids } = w;
  switch (c.kind) {
    case 'advance':
      clock.at += c.minutes * MINUTE_MS;
      return;
    case 'buy': {
      const end = addDays(clock.today(), c.endDay);
      store.memberships.insert({
        number: PLATES[c.plate]!,
        cardId: 1,
        service: '芒市城区',
        startDate: addDays(end, 1 - c.days),
        endDate: end,
        payOrderId: null,
        economize: 0,
        createdAt: clock.at,
      });
      return;
    }
    case 'bind':
      if (!store.cars.byNumber(ids[c.member]!, PLATES[c.plate]!)) {
        store.cars.insert({
          serial: null,
          memberId: ids[c.member]!,
          number: PLATES[c.plate]!,
          plateType: 1,
          createdAt: clock.at,
        });
      }
      return;
    case 'unbind': {
      const car = store.cars.byNumber(ids[c.member]!, PLATES[c.plate]!);
      if (car) store.cars.remove(ids[c.member]!, car.id);
      return;
    }
    case 'charge':
      // Each member charges at a charger of their own (CE1x/CE2x: 60 or 120 kW).
      services.funds.setBalance(ids[c.member]!, c.balance);
      if (!store.charging.activeOf(ids[c.member]!)) {
        store.charging.insert(ids[c.member]!, c.member + 1, clock.at);
      }
      return;
    case 'balance':
      services.funds.setBalance(ids[c.member]!, c.balance);
      return;
  }
}

/**
 * A signed-in request runs the member's hooks (charging stops, renewal messages) only
 * when one statement says something may be due. Over random clocks, memberships, cars and charging
 * sessions, the hooked path leaves exactly what the old always-run path leaves, and the statement
 * is true exactly when that path would act or a session is running.
 */
describe("the signed-in member's due check", () => {
  it(
    'gives the same messages and charging stops as running the hooks on every request',
    { timeout: 300_000 },
    () => {
      // What the runs went through: the property must have seen each case, not only the idle one.
      const seen = { idle: 0, renewals: 0, stops: 0, runningOnly: 0 };
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: DAY_MINUTES - 1 }),
          setup,
          fc.array(command, { minLength: 1, maxLength: 30 }),
          (startMinute, start, commands) => {
            const at = seededAt.getTime() + startMinute * MINUTE_MS;
            const hooked = world(at);
            const always = world(at);
            try {
              for (const c of [...start, ...commands]) {
                if (c.kind !== 'read') {
                  apply(hooked, c);
                  apply(always, c);
                  continue;
                }
                const memberId = hooked.ids[c.member]!;
                // The new path (app.ts's Authorization handler): the hooks only when due.
                const due = hooked.due(memberId);
                if (due) {
                  hooked.services.charging.settleDueOf(memberId);
                  hooked.services.cars.noticeRenewals(memberId);
                }
                // The old path: both hooks on every request.
                const running = always.store.charging.activeOf(memberId) !== undefined;
                const stopped = always.services.charging.settleDueOf(memberId);
                const sent = always.services.cars.noticeRenewals(memberId);
                if (!due) seen.idle += 1;
                if (sent > 0) seen.renewals += 1;
                if (stopped) seen.stops += 1;
                if (running && !stopped && sent === 0) seen.runningOnly += 1;

                expect(due).toBe(running || sent > 0);
                expect(dbDigest(hooked.db)).toBe(dbDigest(always.db));
              }
            } finally {
              hooked.db.close();
              always.db.close();
            }
          },
        ),
        { numRuns: 150 },
      );
      expect(seen.idle).toBeGreaterThan(50);
      expect(seen.renewals).toBeGreaterThan(5);
      expect(seen.stops).toBeGreaterThan(0);
      expect(seen.runningOnly).toBeGreaterThan(2);
    },
  );

  it('a member first seen with 1 day left gets only the 1-day message; a car removed gets none', () => {
    const w = world(seededAt.getTime());
    const [a, b] = [w.ids[1]!, w.ids[2]!];
    const today = w.clock.today();
    apply(w, { kind: 'bind', member: 1, plate: 1 });
    apply(w, { kind: 'bind', member: 2, plate: 1 });
    expect(w.due(a)).toBe(false);
    // Bought today, ending tomorrow: 1 day left.
    apply(w, { kind: 'buy', plate: 1, endDay: 1, days: 2 });
    expect(w.store.memberships.latest(PLATES[1]!)?.end_date).toBe(addDays(today, 1));
    const messages = w.db.prepare('SELECT COUNT(*) FROM messages WHERE member_id = ?').pluck();
    const before = messages.get(a) as number;
    expect(w.due(a)).toBe(true);
    expect(w.services.cars.noticeRenewals(a)).toBe(1);
    expect(messages.get(a)).toBe(before + 1);
    // Both notices are spent by that one message: the 7-day one never follows.
    const latest = w.store.memberships.latest(PLATES[1]!)!;
    expect(w.store.memberships.renewalNoticed(latest.id, a).sort()).toEqual([1, 7]);
    expect(w.due(a)).toBe(false);
    // The other holder of the plate is told on their own; once the car goes, nothing is due.
    expect(w.due(b)).toBe(true);
    apply(w, { kind: 'unbind', member: 2, plate: 1 });
    expect(w.due(b)).toBe(false);
    // A clock jump past the end: the membership ended, nothing is due any more.
    apply(w, { kind: 'bind', member: 2, plate: 1 });
    apply(w, { kind: 'advance', minutes: 3 * DAY_MINUTES });
    expect(w.due(b)).toBe(false);
    w.db.close();
  });

  it('a membership 8 days from its end asks nothing; at 7 days one message, at 1 day the second', () => {
    const w = world(seededAt.getTime());
    const a = w.ids[3]!;
    const messages = w.db.prepare('SELECT COUNT(*) FROM messages WHERE member_id = ?').pluck();
    apply(w, { kind: 'bind', member: 3, plate: 2 });
    apply(w, { kind: 'buy', plate: 2, endDay: 8, days: 30 });
    expect(w.due(a)).toBe(false);
    apply(w, { kind: 'advance', minutes: DAY_MINUTES });
    expect(w.due(a)).toBe(true);
    expect(w.services.cars.noticeRenewals(a)).toBe(1);
    expect(w.due(a)).toBe(false);
    // Days 6 to 2 left: the 7-day notice is spent, the 1-day one not reached.
    for (let day = 6; day >= 2; day--) {
      apply(w, { kind: 'advance', minutes: DAY_MINUTES });
      expect(w.due(a)).toBe(false);
    }
    apply(w, { kind: 'advance', minutes: DAY_MINUTES });
    expect(w.due(a)).toBe(true);
    expect(w.services.cars.noticeRenewals(a)).toBe(1);
    expect(messages.get(a)).toBe(2);
    expect(w.due(a)).toBe(false);
    // Renewed: the latest membership is the new one, far from its end.
    apply(w, { kind: 'buy', plate: 2, endDay: 40, days: 30 });
    apply(w, { kind: 'advance', minutes: DAY_MINUTES });
    expect(w.due(a)).toBe(false);
    w.db.close();
  });
});
