import type { Api, PayParams } from '@dehong/api-spec';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditInvoices, FIXTURES, type RunningSimulator } from '../src/index';
import { parkingPayload, rechargePayload } from './support/payloads';
import { admin, http, moneyViolations, signIn, startTestSimulator } from './support/simulator';

const PHONES = [FIXTURES.users.a.phone, FIXTURES.users.b.phone] as const;
const CHARGERS = ['CE12', 'CE21'] as const;

async function paySheet(sim: RunningSimulator, params: PayParams) {
  await http(sim).json('POST', '/__chat/pay', { ...params, appId: params.appid, result: 'ok' });
}

/** Business refusals are part of the game; anything else (a 4xx, a 5xx, a crash) fails the test. */
async function tolerate(action: () => Promise<unknown>) {
  try {
    await action();
  } catch (error) {
    if ((error as { reason?: string }).reason !== 'business') throw error;
  }
}

/** Unpaid charging debts of members whose account is closed: a debt nobody can pay any more. */
const debtsLeftBehind = (sim: RunningSimulator) =>
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
const debtTotals = (sim: RunningSimulator) =>
  sim.db
    .prepare(
      `SELECT COALESCE(SUM(debt), 0) AS incurred,
         COALESCE(SUM(CASE WHEN EXISTS (SELECT 1 FROM pay_orders p
                   WHERE p.id = o.debt_pay_order_id AND p.status = 1) THEN debt END), 0) AS paid
       FROM charge_orders o`,
    )
    .get() as { incurred: number; paid: number };

/** Unpaid charging debt of the open member holding each phone (what a person still owes). */
const owedByPeople = (sim: RunningSimulator) =>
  sim.db
    .prepare(
      `SELECT COALESCE(SUM(o.debt), 0) FROM charge_orders o JOIN members m ON m.id = o.member_id
       WHERE m.closed_at IS NULL AND o.debt > 0
         AND NOT EXISTS (SELECT 1 FROM pay_orders p WHERE p.id = o.debt_pay_order_id AND p.status = 1)`,
    )
    .pluck()
    .get() as number;

/** A day's sign, free spin or quiz reward taken twice by one phone on one day. */
const rewardsTwice = (sim: RunningSimulator) =>
  sim.db
    .prepare(
      `SELECT phone || ' signed ' || COUNT(*) || ' times on ' || day FROM (
         SELECT COALESCE(m.phone, m.closed_phone) AS phone, r.created_at, date((r.created_at + 28800000) / 1000, 'unixepoch') AS day
         FROM integral_records r JOIN members m ON m.id = r.member_id WHERE r.reason = '每日签到')
       GROUP BY phone, day HAVING COUNT(*) > 1`,
    )
    .pluck()
    .all() as string[];

type LifeStep =
  | { kind: 'charge'; who: 0 | 1; charger: 0 | 1 }
  | { kind: 'stop'; who: 0 | 1 }
  | { kind: 'advance'; minutes: number }
  | { kind: 'merge'; into: 0 | 1 }
  | { kind: 'close'; who: 0 | 1 }
  | { kind: 'rejoin'; who: 0 | 1 }
  | { kind: 'topUp'; who: 0 | 1; amount: number }
  | { kind: 'payDebt'; who: 0 | 1 }
  | { kind: 'sign'; who: 0 | 1 };

const who = fc.constantFrom(0 as const, 1 as const);
const lifeStep: fc.Arbitrary<LifeStep> = fc.oneof(
  fc.record({ kind: fc.constant('charge' as const), who, charger: who }),
  fc.record({ kind: fc.constant('stop' as const), who }),
  fc.record({ kind: fc.constant('advance' as const), minutes: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('merge' as const), into: who }),
  fc.record({ kind: fc.constant('close' as const), who }),
  fc.record({ kind: fc.constant('rejoin' as const), who }),
  fc.record({
    kind: fc.constant('topUp' as const),
    who,
    amount: fc.integer({ min: 1000, max: 8000 }),
  }),
  fc.record({ kind: fc.constant('payDebt' as const), who }),
  fc.record({ kind: fc.constant('sign' as const), who }),
);

/** Two people (A and B) living their accounts: charging, merging, closing, rejoining, paying. */
class Life {
  private apis: Api[] = [];

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

  async play(step: LifeStep) {
    const api = 'who' in step ? this.apis[step.who]! : undefined;
    switch (step.kind) {
      case 'charge':
        return tolerate(() => api!.startCharging(CHARGERS[step.charger]));
      case 'stop':
        return tolerate(async () => {
          const running = (await api!.listChargeOrders()).list.find((o) => o.status === 0);
          if (running) await api!.stopCharging(running.serial);
        });
      case 'advance':
        await admin(this.sim).advance(step.minutes);
        return;
      case 'merge': {
        const survivor = this.apis[step.into]!;
        const other = PHONES[1 - step.into]!;
        await tolerate(async () =>
          survivor.mergeMemberAccount({
            phone: other,
            smsCode: await this.smsCode(survivor, other),
          }),
        );
        return;
      }
      case 'close':
        return tolerate(async () =>
          api!.destroyMember({ smsCode: await this.smsCode(api!, PHONES[step.who]) }),
        );
      case 'rejoin':
        this.apis[step.who] = await signIn(this.sim, PHONES[step.who]);
        return;
      case 'topUp':
        return tolerate(async () => {
          const { payCode } = await api!.publishPayOrder(rechargePayload('RP05', step.amount));
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
    }
  }
}

describe("a member's whole life keeps the money rules", () => {
  it('over random charging, merges, closes, rejoins, top-ups and clock moves: no debt disappears, no day is signed twice, the audit stays clean', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(lifeStep, { minLength: 4, maxLength: 14 }), async (steps) => {
        const sim = await startTestSimulator();
        try {
          const life = new Life(sim);
          await life.signInAll();
          for (const next of steps) {
            await life.play(next);
            // Tokens last 2 hours of clock and a merge or close revokes them: sign in again, as
            // the app would (a closed phone comes back as a new account).
            await life.signInAll();
            const label = JSON.stringify(next);
            expect(moneyViolations(sim), label).toEqual([]);
            expect(debtsLeftBehind(sim), label).toEqual([]);
            const { incurred, paid } = debtTotals(sim);
            expect(incurred - paid, label).toBe(owedByPeople(sim));
            expect(rewardsTwice(sim), label).toEqual([]);
          }
        } finally {
          await sim.close();
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});

type InvoiceStep =
  | { kind: 'recharge'; amount: number }
  | { kind: 'buyShop'; count: number }
  | { kind: 'payArrears' }
  | { kind: 'apply'; pick: number[] }
  | { kind: 'advance'; minutes: number }
  | { kind: 'refundRecharge'; index: number }
  | { kind: 'refundVoucher'; index: number }
  | { kind: 'dispute'; index: number };

const invoiceStep: fc.Arbitrary<InvoiceStep> = fc.oneof(
  fc.record({
    kind: fc.constant('recharge' as const),
    amount: fc.integer({ min: 1000, max: 30_000 }),
  }),
  fc.record({ kind: fc.constant('buyShop' as const), count: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('payArrears' as const) }),
  fc.record({
    kind: fc.constant('apply' as const),
    pick: fc.uniqueArray(fc.nat(7), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('advance' as const), minutes: fc.integer({ min: 0, max: 4 }) }),
  fc.record({ kind: fc.constant('refundRecharge' as const), index: fc.nat(7) }),
  fc.record({ kind: fc.constant('refundVoucher' as const), index: fc.nat(7) }),
  fc.record({ kind: fc.constant('dispute' as const), index: fc.nat(7) }),
);

/**
 * Per pay order on a live invoice: what its invoices say less what its credit invoices take back,
 * against what was paid less what was given back, the latter read from where each path keeps it
 * (a refunded pay order, refunded vouchers, upheld disputes), not from the engine's own record.
 */
const invoiceEquationBroken = (sim: RunningSimulator) =>
  sim.db
    .prepare(
      `SELECT p.pay_code || ': invoiced ' || x.invoiced || ' - credited ' || x.credited || ' <> ' ||
              p.cost || ' - ' || (given.back)
       FROM pay_orders p
       JOIN (SELECT l.pay_order_id,
               SUM(CASE WHEN i.kind = 'normal' THEN l.amount ELSE 0 END) AS invoiced,
               SUM(CASE WHEN i.kind = 'credit' THEN l.amount ELSE 0 END) AS credited
             FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id AND i.voided_at IS NULL
             GROUP BY l.pay_order_id HAVING SUM(i.kind = 'normal') > 0) x ON x.pay_order_id = p.id
       JOIN (SELECT p2.id,
               CASE WHEN p2.status = 2 AND p2.order_type <> 'shop' THEN p2.refund ELSE 0 END
               + COALESCE((SELECT SUM(o.refund) FROM shop_orders o WHERE o.pay_order_id = p2.id), 0)
               + COALESCE((SELECT SUM(f.refund) FROM order_faults f
                           WHERE f.pay_order_id = p2.id AND f.status = 'upheld'), 0) AS back
             FROM pay_orders p2) given ON given.id = p.id
       WHERE x.invoiced - x.credited <> p.cost - given.back`,
    )
    .pluck()
    .all() as string[];

class Books {
  private readonly payCodes: string[] = [];
  private readonly recharges: string[] = [];
  private readonly shopOrders: string[] = [];

  constructor(
    private readonly sim: RunningSimulator,
    private api: Api,
  ) {}

  async play(step: InvoiceStep) {
    const { api, sim } = this;
    switch (step.kind) {
      case 'recharge':
        return tolerate(async () => {
          const { payCode } = await api.publishPayOrder(rechargePayload('RP05', step.amount));
          await paySheet(sim, await api.payParamsFor('533123', payCode));
          this.payCodes.push(payCode);
          this.recharges.push(payCode);
        });
      case 'buyShop':
        return tolerate(async () => {
          const order = await api.publishShopOrder({
            product: 'PRD001',
            count: step.count,
            plate: '云N12345',
            phone: PHONES[0],
            store: 'ST01',
          });
          const { payCode } = await api.publishShopPayOrder(order);
          await api.payByFunds(payCode);
          this.payCodes.push(payCode);
          this.shopOrders.push(order.serial);
        });
      case 'payArrears':
        return tolerate(async () => {
          const summary = await api.getRepaySummary({ number: FIXTURES.plates.arrears.number });
          if (summary.count === 0) return;
          const { payCode } = await api.publishPayOrder(parkingPayload(summary));
          await api.payByFunds(payCode);
          this.payCodes.push(payCode);
        });
      case 'apply': {
        const codes = step.pick
          .map((index) => this.payCodes[index % Math.max(1, this.payCodes.length)])
          .filter((code): code is string => code !== undefined);
        if (codes.length === 0) return;
        return tolerate(() =>
          api.applyInvoice({ payCodes: [...new Set(codes)].join(','), title: '李明' }),
        );
      }
      case 'advance':
        sim.clock.advance(step.minutes);
        return;
      case 'refundRecharge': {
        const payCode = this.recharges[step.index % Math.max(1, this.recharges.length)];
        if (!payCode) return;
        return tolerate(() => api.refundPayOrder({ payCode, reason: '不需要了' }));
      }
      case 'refundVoucher': {
        const serial = this.shopOrders[step.index % Math.max(1, this.shopOrders.length)];
        if (!serial) return;
        return tolerate(async () => {
          const unused = (await api.showShopOrder(serial)).vouchers.find((v) => v.status === 0);
          if (unused) await api.refundShopOrder(serial, [unused.code]);
        });
      }
      case 'dispute':
        return tolerate(async () => {
          const paid = (
            await api.listOrders({
              number: FIXTURES.plates.arrears.number,
              status: '9',
              pageSize: 10,
            })
          ).list.filter((order) => order.cash > 0);
          const order = paid[step.index % Math.max(1, paid.length)];
          if (!order) return;
          const dispute = await api.reportOrderFault({
            serial: order.serial,
            reason: 'wrongTime',
            content: '时间不对',
          });
          await http(sim).json('POST', `/__admin/disputes/${dispute.id}/decide`, {
            decision: 'upheld',
            answer: '核实无误',
          });
        });
    }
  }
}

describe('invoices follow the money', () => {
  it('over random payments, invoice applications, issuing, refunds, voucher refunds and upheld disputes: invoiced - credited = paid - refunded per pay order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(invoiceStep, { minLength: 4, maxLength: 16 }), async (steps) => {
        const sim = await startTestSimulator();
        try {
          const books = new Books(sim, await signIn(sim, PHONES[0]));
          for (const next of steps) {
            await books.play(next);
            const label = JSON.stringify(next);
            expect(invoiceEquationBroken(sim), label).toEqual([]);
            expect(auditInvoices(sim.db).violations, label).toEqual([]);
            expect(moneyViolations(sim), label).toEqual([]);
          }
        } finally {
          await sim.close();
        }
      }),
      { numRuns: 15 },
    );
  }, 240_000);
});
