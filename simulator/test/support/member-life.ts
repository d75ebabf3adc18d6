import type { Api, PayParams } from '@dehong/api-spec';
import fc from 'fast-check';
import { expect } from 'vitest';
import { FIXTURES, type RunningSimulator } from '../../src/index';
import { parkingPayload, rechargePayload } from './payloads';
import { admin, http, signIn, type Envelope } from './simulator';

/**
 * Two people (A and B) living their accounts at the edges where money gets lost or given twice:
 * charging, top-ups, the one-per-person deal and car washes, vouchers redeemed and refunded,
 * arrears paid and disputed after the plate moved, merges, closes and signing in again.
 * test/member-life.property.test.ts plays random lives of these steps against the rules.
 */

export const PHONES = [FIXTURES.users.a.phone, FIXTURES.users.b.phone] as const;
const CHARGERS = ['CE12', 'CE21'] as const;
const PLATE = FIXTURES.plates.arrears.number; // 云N12345: A's, with arrears
const DEAL = 'PRD007'; // 新客洗车体验, one per person
const WASH = 'PRD001';
const PNG = Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001', 'hex');

export type LifeStep =
  | { kind: 'charge'; who: 0 | 1; charger: 0 | 1 }
  | { kind: 'stop'; who: 0 | 1 }
  | { kind: 'advance'; minutes: number }
  | { kind: 'merge'; into: 0 | 1 }
  | { kind: 'close'; who: 0 | 1 }
  | { kind: 'rejoin'; who: 0 | 1 }
  | { kind: 'topUp'; who: 0 | 1; amount: number }
  | { kind: 'payDebt'; who: 0 | 1 }
  | { kind: 'sign'; who: 0 | 1 }
  | { kind: 'buyDeal'; who: 0 | 1 }
  | { kind: 'buyWash'; who: 0 | 1 }
  | { kind: 'redeem'; index: number }
  | { kind: 'refundVoucher'; who: 0 | 1 }
  | { kind: 'payArrears'; who: 0 | 1 }
  | { kind: 'takePlate'; who: 0 | 1 }
  | { kind: 'dispute'; who: 0 | 1; index: number };

const who = fc.constantFrom(0 as const, 1 as const);
const step = <K extends LifeStep['kind']>(kind: K) => fc.constant(kind);

/** Charging, merges, closes, rejoins, top-ups, debt payments and day signs (issue 31's life). */
export const moneyLifeStep: fc.Arbitrary<LifeStep> = fc.oneof(
  fc.record({ kind: step('charge'), who, charger: who }),
  fc.record({ kind: step('stop'), who }),
  fc.record({ kind: step('advance'), minutes: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: step('merge'), into: who }),
  fc.record({ kind: step('close'), who }),
  fc.record({ kind: step('rejoin'), who }),
  fc.record({ kind: step('topUp'), who, amount: fc.integer({ min: 1000, max: 8000 }) }),
  fc.record({ kind: step('payDebt'), who }),
  fc.record({ kind: step('sign'), who }),
);

/**
 * The same edges around deals, vouchers and refunds: what a person buys, redeems and disputes.
 * Weighted towards the steps whose order matters (pay, let the plate move, dispute, close).
 */
export const edgeLifeStep: fc.Arbitrary<LifeStep> = fc.oneof(
  { arbitrary: fc.record({ kind: step('merge'), into: who }), weight: 2 },
  { arbitrary: fc.record({ kind: step('close'), who }), weight: 3 },
  { arbitrary: fc.record({ kind: step('rejoin'), who }), weight: 2 },
  {
    arbitrary: fc.record({ kind: step('advance'), minutes: fc.integer({ min: 1, max: 20 }) }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: step('topUp'),
      who,
      amount: fc.integer({ min: 1000, max: 8000 }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: step('sign'), who }), weight: 1 },
  { arbitrary: fc.record({ kind: step('buyDeal'), who }), weight: 3 },
  { arbitrary: fc.record({ kind: step('buyWash'), who }), weight: 2 },
  { arbitrary: fc.record({ kind: step('redeem'), index: fc.nat(7) }), weight: 2 },
  { arbitrary: fc.record({ kind: step('refundVoucher'), who }), weight: 1 },
  { arbitrary: fc.record({ kind: step('payArrears'), who }), weight: 3 },
  { arbitrary: fc.record({ kind: step('takePlate'), who }), weight: 3 },
  { arbitrary: fc.record({ kind: step('dispute'), who, index: fc.nat(7) }), weight: 4 },
);

async function paySheet(sim: RunningSimulator, params: PayParams) {
  await http(sim).json('POST', '/__chat/pay', { ...params, appId: params.appid, result: 'ok' });
}

/** Business refusals are part of the game; anything else (a 4xx, a 5xx, a crash) fails the test. */
export async function tolerate(action: () => Promise<unknown>): Promise<boolean> {
  try {
    await action();
    return true;
  } catch (error) {
    if ((error as { reason?: string }).reason !== 'business') throw error;
    return false;
  }
}

export class Life {
  private apis: Api[] = [];
  /** Who is one person, as the people themselves made it: each merge joins two sets of phones. */
  private people: Set<string>[] = PHONES.map((phone) => new Set([phone]));

  constructor(private readonly sim: RunningSimulator) {}

  async signInAll() {
    this.apis = [await signIn(this.sim, PHONES[0]), await signIn(this.sim, PHONES[1])];
  }

  /** An SMS code for `phone` (a minute of clock first: one send per phone per minute). */
  private async smsCode(api: Api, phone: string) {
    this.sim.clock.advance(1);
    await api.sendSms(phone);
    return admin(this.sim).latestSmsCode(phone);
  }

  private personOf(phone: string) {
    return this.people.find((person) => person.has(phone))!;
  }

  /**
   * Units of the deal a person has (unpaid orders, vouchers not refunded while their account was
   * open), over all their rows.
   */
  private dealsHeld(phone: string): number {
    const phones = JSON.stringify([...this.personOf(phone)]);
    return this.sim.db
      .prepare(
        `SELECT COALESCE((SELECT SUM(i.count) FROM shop_order_items i
                  JOIN shop_orders o ON o.id = i.order_id JOIN products p ON p.id = i.product_id
                  JOIN members m ON m.id = o.member_id
                  WHERE p.serial = @deal AND o.status = 0 AND o.hold_until > @now
                    AND COALESCE(m.phone, m.closed_phone) IN (SELECT value FROM json_each(@phones))), 0)
              + (SELECT COUNT(*) FROM shop_vouchers v JOIN shop_order_items i ON i.id = v.item_id
                  JOIN products p ON p.id = i.product_id JOIN shop_orders o ON o.id = v.order_id
                  JOIN members m ON m.id = o.member_id
                  WHERE p.serial = @deal AND (v.status <> 2 OR m.closed_at IS NOT NULL)
                    AND COALESCE(m.phone, m.closed_phone) IN (SELECT value FROM json_each(@phones)))`,
      )
      .pluck()
      .get({ deal: DEAL, now: this.sim.clock.nowMs(), phones }) as number;
  }

  private async buy(api: Api, product: string, phone: string, by: 'balance' | 'sheet') {
    const order = await api.publishShopOrder({
      product,
      count: 1,
      plate: PLATE,
      phone,
      store: 'ST01',
    });
    await tolerate(async () => {
      const { payCode } = await api.publishShopPayOrder(order);
      if (by === 'balance') await api.payByFunds(payCode);
      else await paySheet(this.sim, await api.payParamsFor('533103', payCode));
    });
  }

  async play(next: LifeStep) {
    const api = 'who' in next ? this.apis[next.who]! : undefined;
    const phone = 'who' in next ? PHONES[next.who] : PHONES[0];
    switch (next.kind) {
      case 'charge':
        return tolerate(() => api!.startCharging(CHARGERS[next.charger]));
      case 'stop':
        return tolerate(async () => {
          const running = (await api!.listChargeOrders()).list.find((o) => o.status === 0);
          if (running) await api!.stopCharging(running.serial);
        });
      case 'advance':
        await admin(this.sim).advance(next.minutes);
        return;
      case 'merge': {
        const survivor = this.apis[next.into]!;
        const other = PHONES[1 - next.into]!;
        const merged = await tolerate(async () =>
          survivor.mergeMemberAccount({
            phone: other,
            smsCode: await this.smsCode(survivor, other),
          }),
        );
        if (merged) this.unite(PHONES[next.into], other);
        return;
      }
      case 'close':
        return tolerate(async () =>
          api!.destroyMember({ smsCode: await this.smsCode(api!, phone) }),
        );
      case 'rejoin':
        this.apis[next.who] = await signIn(this.sim, phone);
        return;
      case 'topUp':
        return tolerate(async () => {
          const { payCode } = await api!.publishPayOrder(rechargePayload('RP05', next.amount));
          await paySheet(this.sim, await api!.payParamsFor('533123', payCode));
        });
      case 'payDebt':
        return tolerate(async () => {
          const debts = (await api!.listChargeOrders({ pageSize: 50 })).list.filter(
            (order) => order.debt > 0 && !order.paid,
          );
          if (debts.length === 0) return;
          const { payCode } = await api!.publishPayOrder({
            ...rechargePayload(
              debts.map((order) => order.serial).join(','),
              debts.reduce((sum, order) => sum + order.debt, 0),
            ),
            orderType: 'charging',
          });
          await paySheet(this.sim, await api!.payParamsFor('533103', payCode));
        });
      case 'sign':
        return tolerate(() => api!.signToday());
      case 'buyDeal': {
        const held = this.dealsHeld(phone);
        const placed = await tolerate(() => this.buy(api!, DEAL, phone, 'balance'));
        // One per person: an order is placed only when the person (every row of theirs) holds none.
        if (placed) expect(held, `${phone} bought the deal holding ${held}`).toBe(0);
        return;
      }
      case 'buyWash':
        return tolerate(() => this.buy(api!, WASH, phone, 'sheet'));
      case 'redeem':
        return this.redeem(next.index);
      case 'refundVoucher':
        return tolerate(async () => {
          const { list } = await api!.listShopOrders({ pageSize: 50 });
          const paid = list.find((order) => order.vouchers.some((v) => v.status === 0));
          if (paid) await api!.refundShopOrder(paid.serial);
        });
      case 'payArrears':
        return tolerate(async () => {
          const summary = await api!.getRepaySummary({ number: PLATE });
          if (summary.count === 0) return;
          await api!.payByFunds((await api!.publishPayOrder(parkingPayload(summary))).payCode);
        });
      case 'takePlate':
        return tolerate(async () => {
          const bound = await tolerate(() => api!.publishCar({ number: PLATE, plateType: 1 }));
          if (bound) return;
          const licence = (await api!.uploadImage(new Blob([PNG]), `行驶证-${PLATE}.jpg`)).url;
          await api!.publishCar({ number: PLATE, plateType: 1, licence });
        });
      case 'dispute':
        return this.dispute(api!, next.index);
    }
  }

  private unite(survivor: string, other: string) {
    const joined = new Set([...this.personOf(survivor), ...this.personOf(other)]);
    this.people = [...this.people.filter((p) => !p.has(survivor) && !p.has(other)), joined];
  }

  /** The shop desk types any code there is: a closed account's voucher is never redeemed. */
  private async redeem(index: number) {
    const vouchers = this.sim.db
      .prepare(
        `SELECT v.code, v.status, m.closed_at IS NOT NULL AS closed FROM shop_vouchers v
         JOIN shop_orders o ON o.id = v.order_id JOIN members m ON m.id = o.member_id ORDER BY v.id`,
      )
      .all() as { code: string; status: number; closed: number }[];
    const voucher = vouchers[index % Math.max(1, vouchers.length)];
    if (!voucher) return;
    const answer = await http(this.sim).json<Envelope>('POST', '/__admin/shop/redeem', {
      code: voucher.code,
      store: 'ST01',
    });
    if (voucher.closed === 1) expect(answer.body.code, voucher.code).toBeDefined();
  }

  /**
   * A paid order of the plate is disputed by whoever holds the plate (or paid it) and upheld. The
   * disputer who did not pay is never told the payer's refund number or amount.
   */
  private async dispute(api: Api, index: number) {
    const paid = this.sim.db
      .prepare(
        `SELECT serial FROM orders WHERE number = @plate AND status = 9 AND cash > 0
         AND pay_at > @since
         AND NOT EXISTS (SELECT 1 FROM order_faults f WHERE f.order_id = orders.id) ORDER BY id`,
      )
      .pluck()
      .all({ plate: PLATE, since: this.sim.clock.nowMs() - 29 * 24 * 3600_000 }) as string[];
    const serial = paid[index % Math.max(1, paid.length)];
    if (!serial) return;
    await tolerate(async () => {
      const dispute = await api.reportOrderFault({ serial, content: '时间不对' });
      await http(this.sim).json('POST', `/__admin/disputes/${dispute.id}/decide`, {
        decision: 'upheld',
        answer: '核实无误',
      });
      const decided = this.sim.db
        .prepare(
          `SELECT f.refund_no, f.refund, p.member_id AS payer, f.member_id AS disputer
           FROM order_faults f JOIN pay_orders p ON p.id = f.pay_order_id WHERE f.id = ?`,
        )
        .get(dispute.id) as {
        refund_no: string | null;
        refund: number;
        payer: number;
        disputer: number;
      };
      if (decided.payer === decided.disputer) return;
      const [told] = (await api.listMessages()).list;
      expect(told!.content).not.toContain((decided.refund / 100).toFixed(2));
      if (decided.refund_no) expect(told!.content).not.toContain(decided.refund_no);
    });
  }
}

/** Unpaid charging debts of members whose account is closed: a debt nobody can pay any more. */
export const debtsLeftBehind = (sim: RunningSimulator) =>
  sim.db
    .prepare(
      `SELECT o.id || ': ' || o.debt || ' fen owed by closed member ' || o.member_id FROM charge_orders o
       JOIN members m ON m.id = o.member_id
       WHERE m.closed_at IS NOT NULL AND o.debt > 0
         AND NOT EXISTS (SELECT 1 FROM pay_orders p WHERE p.id = o.debt_pay_order_id AND p.status = 1)`,
    )
    .pluck()
    .all() as string[];

/** Every charging debt ever incurred, and the part of it paid (fen). */
export const debtTotals = (sim: RunningSimulator) =>
  sim.db
    .prepare(
      `SELECT COALESCE(SUM(debt), 0) AS incurred,
         COALESCE(SUM(CASE WHEN EXISTS (SELECT 1 FROM pay_orders p
                   WHERE p.id = o.debt_pay_order_id AND p.status = 1) THEN debt END), 0) AS paid
       FROM charge_orders o`,
    )
    .get() as { incurred: number; paid: number };

/** Unpaid charging debt of the open member holding each phone (what a person still owes). */
export const owedByPeople = (sim: RunningSimulator) =>
  sim.db
    .prepare(
      `SELECT COALESCE(SUM(o.debt), 0) FROM charge_orders o JOIN members m ON m.id = o.member_id
       WHERE m.closed_at IS NULL AND o.debt > 0
         AND NOT EXISTS (SELECT 1 FROM pay_orders p WHERE p.id = o.debt_pay_order_id AND p.status = 1)`,
    )
    .pluck()
    .get() as number;

/** A day's sign taken twice by one phone on one day. */
export const rewardsTwice = (sim: RunningSimulator) =>
  sim.db
    .prepare(
      `SELECT phone || ' signed ' || COUNT(*) || ' times on ' || day FROM (
         SELECT COALESCE(m.phone, m.closed_phone) AS phone, r.created_at, date((r.created_at + 28800000) / 1000, 'unixepoch') AS day
         FROM integral_records r JOIN members m ON m.id = r.member_id WHERE r.reason = '每日签到')
       GROUP BY phone, day HAVING COUNT(*) > 1`,
    )
    .pluck()
    .all() as string[];

/**
 * Money that entered the operator and is neither held by an open account, spent, nor given back:
 * per phone, paid-in money held by a closed row (the audit's rule, read without the audit).
 */
export const paidInOnClosedAccounts = (sim: RunningSimulator) =>
  sim.db
    .prepare(
      `SELECT 'closed ' || closed_phone || ' holds ' || (funds - give) FROM members
       WHERE closed_at IS NOT NULL AND funds - give <> 0`,
    )
    .pluck()
    .all() as string[];
