import { describe, expect, it } from 'vitest';
import { auditMoney } from '../src/index';
import { startTestSimulator } from './support/simulator';

describe('the money audit', () => {
  it('finds the seeded fixtures consistent', async () => {
    const sim = await startTestSimulator();
    expect(auditMoney(sim.db)).toEqual({ ok: true, violations: [] });
  });

  it.each([
    [
      'funds that moved without a ledger entry',
      'UPDATE members SET funds = funds + 100 WHERE id = 1',
      'funds equal the sum',
    ],
    [
      'an order completed without a paid pay order',
      "UPDATE orders SET status = 9 WHERE status = 22 AND number = '云N54321'",
      'exactly one paid pay order',
    ],
    [
      'a paid pay order whose orders do not add up',
      'UPDATE orders SET cash = cash + 1 WHERE id = (SELECT order_id FROM pay_order_items LIMIT 1)',
      'adding up to its price',
    ],
    [
      'a pay order whose cost does not add up',
      'UPDATE pay_orders SET cost = cost + 1 WHERE id = 1',
      'costs its price',
    ],
    [
      'a bank-paid pay order debited from the balance',
      "INSERT INTO funds_ledger (member_id, amount, give, reason, pay_order_id, created_at) VALUES (1, -10, 0, 'pay', 1, 0)",
      'exactly one ledger debit',
    ],
    [
      'a charging order whose cost is neither debited nor owed',
      'UPDATE charge_orders SET cost = cost + 5',
      'debited plus its debt',
    ],
    [
      'a gift granted that was neither spent, taken back nor held',
      "INSERT INTO funds_ledger (member_id, amount, give, reason, created_at) VALUES (1, 100, 100, 'merge', 0); UPDATE members SET funds = funds + 100, give = give + 100 WHERE id = 1; INSERT INTO funds_ledger (member_id, amount, give, reason, created_at) VALUES (1, 0, 100, 'pay', 0)",
      'gift granted = gift spent + gift taken back + gift held',
    ],
    [
      'a refund that adds money to a wallet',
      "INSERT INTO funds_ledger (member_id, amount, give, reason, created_at) VALUES (1, 100, 0, 'refund', 0); UPDATE members SET funds = funds + 100 WHERE id = 1",
      'no wallet gains from a refund',
    ],
    [
      'a charging debt marked paid by a pay order that is not a paid charging one',
      'UPDATE charge_orders SET cost = cost + 5, debt = 5, debt_pay_order_id = 1',
      'a debt is marked paid by exactly one',
    ],
    [
      'a bank payment that settled a pay order paid by another transaction',
      "INSERT INTO prepays VALUES ('wx-audit', 1, 'icbc', 0); INSERT INTO bank_payments (transaction_no, prepay_id, pay_order_id, member_id, route, amount, status, created_at) SELECT 'T-audit', 'wx-audit', id, member_id, 'icbc', cost, 'settled', 0 FROM pay_orders WHERE id = 1",
      'every bank payment settled exactly one pay order',
    ],
    [
      'a closed account still holding paid-in money',
      'UPDATE members SET closed_phone = phone, phone = NULL, closed_at = 0 WHERE id = 1',
      'a closed account holds nothing refundable',
    ],
    [
      'a payout to a wallet that no close or dispute made',
      "INSERT INTO payouts (member_id, amount, refund_no, ledger_id, created_at) SELECT 1, 100, 'R-audit', id, 0 FROM funds_ledger LIMIT 1",
      'a payout is a closed account',
    ],
  ])('reports %s', async (_case, corruption, rule) => {
    const sim = await startTestSimulator();
    sim.db.exec(corruption);
    const audit = auditMoney(sim.db);
    expect(audit.ok).toBe(false);
    expect(audit.violations.join('\n')).toContain(rule);
  });

  it('cannot record the same balance payment twice: the ledger refuses it', async () => {
    const sim = await startTestSimulator();
    const twice = sim.db.prepare(
      "INSERT INTO funds_ledger (member_id, amount, give, reason, pay_order_id, created_at) VALUES (1, -10, 0, 'pay', 2, 0)",
    );
    twice.run();
    expect(() => twice.run()).toThrow(/UNIQUE/);
  });
});
