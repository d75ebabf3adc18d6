import type { Api, PayParams } from '@dehong/api-spec';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { auditInvoices, FIXTURES, type RunningSimulator } from '../src/index';
import {
  debtsLeftBehind,
  debtTotals,
  edgeLifeStep,
  Life,
  moneyLifeStep,
  owedByPeople,
  paidInOnClosedAccounts,
  PHONES,
  rewardsTwice,
  tolerate,
} from './support/member-life';
import { parkingPayload, rechargePayload } from './support/payloads';
import { http, moneyViolations, signIn, startTestSimulator } from './support/simulator';

async function paySheet(sim: RunningSimulator, params: PayParams) {
  await http(sim).json('POST', '/__chat/pay', { ...params, appId: params.appid, result: 'ok' });
}

describe("a member's whole life keeps the money rules", () => {
  it('over random charging, merges, closes, rejoins, top-ups and clock moves: no debt disappears, no day is signed twice, the audit stays clean', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(moneyLifeStep, { minLength: 4, maxLength: 14 }), async (steps) => {
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

describe("nothing paid is lost and nothing given twice at a member's edges", () => {
  it('over random deals, car washes, vouchers redeemed and refunded, arrears paid and disputed after the plate moved, merges, closes and rejoins: the audit stays clean after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(edgeLifeStep, { minLength: 6, maxLength: 20 }), async (steps) => {
        const sim = await startTestSimulator();
        try {
          const life = new Life(sim);
          await life.signInAll();
          for (const next of steps) {
            // The step checks its own rule too: no deal bought twice by a person, no closed
            // account's voucher redeemed, no disputer told of another's refund.
            await life.play(next);
            await life.signInAll();
            const label = JSON.stringify(next);
            expect(moneyViolations(sim), label).toEqual([]);
            expect(paidInOnClosedAccounts(sim), label).toEqual([]);
            expect(rewardsTwice(sim), label).toEqual([]);
          }
        } finally {
          await sim.close();
        }
      }),
      { numRuns: 25 },
    );
  }, 400_000);
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
