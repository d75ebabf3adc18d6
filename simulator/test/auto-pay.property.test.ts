import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AREAS, DAY_MS } from '@dehong/api-spec/domain';
import type { PayOrderPayload } from '@dehong/api-spec';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { auditMoney, FIXTURES, seedDatabase, stateSeeder } from '../src/index';
import { openDatabase, type Db } from '../src/db/database';
import { createStore } from '../src/repositories/store';
import { createServices } from '../src/services';
import { isQuietHour, UNPAID_REMINDER_DAYS } from '../src/services/notices/rules';
import { type Step, step } from './support/auto-pay-steps';
import { HeldClock } from './support/held-clock';

const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;
const PHONES = [A, B] as const;
/** A's plate (its arrears and its car parked now) and a plate B binds at the start. */
const PLATES = [FIXTURES.plates.arrears.number, FIXTURES.plates.clean.number] as const;
const PNG = Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001', 'hex');

/** 10:00 China time, so that a run starts out of the quiet hours. */
const START = Date.parse('2026-11-20T02:00:00Z');
const base = openDatabase(':memory:');
seedDatabase(base, new Date(START));
const image = base.serialize();
base.close();
const folder = mkdtempSync(join(tmpdir(), 'auto-pay-property-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** An order that became payable, with what auto-pay had to go by at that moment. */
interface Ended {
  orderId: number;
  plate: string;
  holder: string | null;
  /** The holder's plate binding (`epoch`) when it ended. */
  epoch: number;
  disputed: boolean;
}

let run = 0;
/** How often the runs took each branch: the property is only as good as what it reached. */
const tally = { autoPaid: 0, due: 0, refused: 0, remindersKept: 0, moves: 0, restarts: 0 };

/**
 * Random mixes of parking sessions, leaves, clock jumps (with or without a request after them),
 * top-ups, auto-pay settings, disputes, payments by hand, plate moves by licence proof and
 * restarts on a database file, against the rules of auto-pay and the reminders.
 */
function runSteps(steps: Step[]) {
  const file = join(folder, `run-${(run += 1)}.db`);
  writeFileSync(file, image);
  const clock = new HeldClock(START);
  let db: Db = openDatabase(file);
  let services = createServices(createStore(db), clock);
  let seed = stateSeeder(db, clock);
  const reopen = () => {
    db.close();
    db = openDatabase(file);
    services = createServices(createStore(db), clock);
    seed = stateSeeder(db, clock);
  };
  const member = (phone: string) => services.members.findOrCreate(phone);
  const funds = (phone: string) => member(phone).funds;

  /** Who holds each plate, and how many times it moved (a move is a new binding). */
  const holder = new Map<string, string>([[PLATES[0], A]]);
  const epoch = new Map<string, number>(PLATES.map((p) => [p, 0]));
  const autoPay = new Map<string, { cap: number; epoch: number }>();
  const ended: Ended[] = [];
  let serials = 0;

  // Both members want notices for their plates; B holds the second plate.
  services.cars.add(member(B), PLATES[1], 1);
  holder.set(PLATES[1], B);
  seed.balance(B, 5000);
  // A starts with auto-pay on for the plate parked now (50 yuan an order); the steps change it.
  services.chatNotices.setAutoPay(member(A), PLATES[0], 1, 5000);
  autoPay.set(`${A}|${PLATES[0]}`, { cap: 5000, epoch: 0 });
  // B's, on with a cap of 1 yuan: a stay past the first hour is over it.
  services.chatNotices.setAutoPay(member(B), PLATES[1], 1, 100);
  autoPay.set(`${B}|${PLATES[1]}`, { cap: 100, epoch: 0 });
  for (const plate of PLATES) {
    const phone = holder.get(plate)!;
    services.cars.subscribe(member(phone), plate, 1);
    services.chatNotices.subscribed(member(phone), plate, 1);
  }

  const noticesOf = (memberId: number, kind: string) =>
    db
      .prepare('SELECT * FROM chat_notices WHERE member_id = ? AND kind = ?')
      .all(memberId, kind) as {
      order_id: number;
      params: string;
      created_at: number;
      once_key: string | null;
    }[];

  const applyDue = () => {
    for (let i = 0; i < 50 && services.chatNotices.applyDue() > 0; i++);
    services.disputes.applyDue();
  };

  // The held clock stands still between steps, so a reminder and a payment can share a
  // millisecond. What tells them apart is the order of events: each order's payment is known by
  // the last notice sent before the step that paid it.
  const lastNoticeBeforePay = new Map<number, number>();
  const lastNoticeId = () =>
    db.prepare('SELECT COALESCE(MAX(id), 0) FROM chat_notices').pluck().get() as number;
  const notePayments = (lastBefore: number) => {
    const paid = db.prepare('SELECT id FROM orders WHERE pay_at IS NOT NULL').pluck().all();
    for (const id of paid as number[])
      if (!lastNoticeBeforePay.has(id)) lastNoticeBeforePay.set(id, lastBefore);
  };

  for (const s of steps) {
    const lastBefore = lastNoticeId();
    switch (s.kind) {
      case 'park': {
        const plate = PLATES[s.plate]!;
        if (services.orders.current({ number: plate }).length > 0) break;
        seed.parkingOrder(`PT${(serials += 1)}`, plate, AREAS.mangshi, s.minutes);
        break;
      }
      case 'leave': {
        const plate = PLATES[s.plate]!;
        const [parking] = services.orders.current({ number: plate });
        if (!parking) break;
        const phone = holder.get(plate) ?? null;
        const before = phone ? funds(phone) : 0;
        const setting = phone ? autoPay.get(`${phone}|${plate}`) : undefined;
        const on = setting !== undefined && setting.epoch === epoch.get(plate);
        const left = services.orders.leaveBySensor(parking.serial);
        const row = db.prepare('SELECT * FROM orders WHERE serial = ?').get(parking.serial) as {
          id: number;
          status: number;
          cash: number;
        };
        if (row.cash === 0) break;
        const automatic = db
          .prepare(
            `SELECT p.* FROM pay_orders p JOIN pay_order_items i ON i.pay_order_id = p.id
             WHERE i.order_id = ? AND p.automatic = 1`,
          )
          .all(row.id) as { member_id: number; cost: number }[];
        if (on && row.cash <= setting.cap && before >= row.cash) {
          // Paid by itself, from the holder's balance, once.
          expect(row.status).toBe(9);
          expect(automatic).toEqual([
            expect.objectContaining({ member_id: member(phone!).id, cost: row.cash }),
          ]);
          expect(funds(phone!)).toBe(before - row.cash);
          tally.autoPaid += 1;
        } else {
          expect(left.status).toBe(22);
          expect(automatic).toEqual([]);
          if (phone) {
            expect(funds(phone)).toBe(before);
            const due = noticesOf(member(phone).id, 'parkingEnded').filter(
              (n) => n.order_id === row.id,
            );
            // Exactly one "amount due", saying why auto-pay took nothing.
            expect(due).toHaveLength(1);
            const reason = (JSON.parse(due[0]!.params) as { reason?: string }).reason;
            expect(reason).toBe(
              on ? (row.cash > setting.cap ? 'overCap' : 'balanceShort') : undefined,
            );
            tally.due += 1;
            if (on) tally.refused += 1;
          }
          ended.push({
            orderId: row.id,
            plate,
            holder: phone,
            epoch: epoch.get(plate)!,
            disputed: false,
          });
        }
        break;
      }
      case 'advance':
        clock.advance(s.minutes);
        if (s.request) applyDue();
        break;
      case 'topUp':
        seed.balance(PHONES[s.phone]!, s.fen);
        break;
      case 'autoPay': {
        const phone = PHONES[s.phone]!;
        const plate = PLATES[s.plate]!;
        if (holder.get(plate) !== phone) {
          expect(() =>
            services.chatNotices.setAutoPay(member(phone), plate, s.on ? 1 : 0, s.cap),
          ).toThrow();
          break;
        }
        services.chatNotices.setAutoPay(member(phone), plate, s.on ? 1 : 0, s.cap);
        if (s.on) autoPay.set(`${phone}|${plate}`, { cap: s.cap, epoch: epoch.get(plate)! });
        else autoPay.delete(`${phone}|${plate}`);
        break;
      }
      case 'dispute': {
        const plate = PLATES[s.plate]!;
        const phone = holder.get(plate);
        const target = ended.find(
          (e) =>
            e.plate === plate &&
            !e.disputed &&
            (db
              .prepare('SELECT status FROM orders WHERE id = ?')
              .pluck()
              .get(e.orderId) as number) === 22,
        );
        if (!phone || !target) break;
        const serial = db
          .prepare('SELECT serial FROM orders WHERE id = ?')
          .pluck()
          .get(target.orderId) as string;
        const dispute = services.disputes.open(
          member(phone),
          { serial, content: '不是我的车' },
          '',
        );
        target.disputed = true;
        if (s.decide)
          services.disputes.decide(dispute.id, s.decide, s.decide === 'rejected' ? '已核实' : '');
        break;
      }
      case 'payByHand': {
        const plate = PLATES[s.plate]!;
        const phone = holder.get(plate);
        if (!phone) break;
        const summary = services.orders.repaySummary({ number: plate });
        if (summary.count === 0 || funds(phone) < summary.payCost) break;
        const payload: PayOrderPayload = {
          orderType: 'parking',
          goods: summary.orderSerials.join(','),
          sumCost: summary.payCost,
          service: 0,
          coupon: 0,
          actualCost: summary.payCost,
          beBusiness: 0,
          payee: '',
          payeeName: '',
          staff: '',
          staffName: '',
          team: '',
          numbers: [plate],
        };
        const draft = services.payments.publish(member(phone), payload);
        services.payments.payByFunds(member(phone), draft.payCode);
        break;
      }
      case 'move': {
        const plate = PLATES[s.plate]!;
        const to = PHONES[s.to]!;
        if (holder.get(plate) === to) break;
        const upload = services.uploads.store(
          member(to),
          'image',
          { buffer: PNG, originalname: `行驶证-${plate}.png`, size: PNG.length } as never,
          '',
        );
        services.cars.add(member(to), plate, 1, upload.url);
        services.cars.subscribe(member(to), plate, 1);
        holder.set(plate, to);
        epoch.set(plate, epoch.get(plate)! + 1);
        tally.moves += 1;
        break;
      }
      case 'restart':
        reopen();
        tally.restarts += 1;
        break;
    }
    notePayments(lastBefore);
    for (const phone of PHONES) {
      expect(funds(phone)).toBeGreaterThanOrEqual(0);
      expect(member(phone).give).toBeGreaterThanOrEqual(0);
    }
  }

  // Every reminder due has come: eight days on, then 10:00 China time, and a request.
  clock.advance(8 * 1440);
  while (isQuietHour(clock.nowMs())) clock.advance(60);
  reopen();
  const lastBeforeEnd = lastNoticeId();
  applyDue();
  notePayments(lastBeforeEnd);

  const reminders = db
    .prepare(
      `SELECT n.id, n.member_id, n.order_id, n.created_at, n.params, o.finish_at, o.pay_at
       FROM chat_notices n JOIN orders o ON o.id = n.order_id WHERE n.kind = 'unpaidReminder'`,
    )
    .all() as {
    id: number;
    member_id: number;
    order_id: number;
    created_at: number;
    params: string;
    finish_at: number;
    pay_at: number | null;
  }[];
  const seen = new Set<string>();
  for (const r of reminders) {
    const { days } = JSON.parse(r.params) as { days: number };
    const key = `${r.member_id}|${r.order_id}|${days}`;
    // Once per order and kind, at or after its time, never at night, never once paid.
    expect(seen.has(key), key).toBe(false);
    seen.add(key);
    expect(r.created_at).toBeGreaterThanOrEqual(r.finish_at + days * DAY_MS);
    expect(isQuietHour(r.created_at)).toBe(false);
    if (r.pay_at !== null) {
      expect(r.created_at).toBeLessThanOrEqual(r.pay_at);
      expect(r.id, `reminder ${key} after its payment`).toBeLessThanOrEqual(
        lastNoticeBeforePay.get(r.order_id)!,
      );
    }
  }
  for (const e of ended) {
    const status = db.prepare('SELECT status FROM orders WHERE id = ?').pluck().get(e.orderId);
    if (e.disputed || status !== 22 || !e.holder || epoch.get(e.plate) !== e.epoch) continue;
    for (const days of UNPAID_REMINDER_DAYS) {
      expect(seen.has(`${member(e.holder).id}|${e.orderId}|${days}`), `${e.orderId} ${days}`).toBe(
        true,
      );
    }
    tally.remindersKept += 1;
  }
  // No auto-pay for a plate its payer did not hold, and the money audit is clean.
  expect(auditMoney(db).violations).toEqual([]);
  db.close();
}

describe('auto-pay and reminders over random histories', () => {
  it('pays or tells once, reminds once at its time and never once paid, never overdraws, keeps the audit clean', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 5, maxLength: 40 }), (steps) => runSteps(steps)),
      { numRuns: 60 },
    );
    for (const [branch, times] of Object.entries(tally)) expect(times, branch).toBeGreaterThan(0);
  }, 300_000);
});
