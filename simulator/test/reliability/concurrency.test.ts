import { describe, expect, it } from 'vitest';
import { FIXTURES, stateSeeder, type RunningSimulator } from '../../src/index';
import { heldNotificationsDelivered } from '../support/bank';
import { parkingPayload } from '../support/payloads';
import { moneyViolations, signIn, startTestSimulator, tokenOf } from '../support/simulator';
import { businessRefusal, clientWithToken, patientFetch, payOnSheet } from './support/clients';

const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;
const { arrears } = FIXTURES.plates;

function payDebits(sim: RunningSimulator): { member_id: number; amount: number }[] {
  return sim.db
    .prepare("SELECT member_id, amount FROM funds_ledger WHERE reason = 'pay' ORDER BY id")
    .all() as { member_id: number; amount: number }[];
}

describe('money under concurrent attempts', { timeout: 120_000 }, () => {
  it('200 settle-and-confirm attempts at once on the same orders, by two users through the balance and the bank, charge exactly once', async () => {
    const sim = await startTestSimulator();
    stateSeeder(sim.db, sim.clock).balance(B, 5000);
    const tokens = [tokenOf(await signIn(sim, A)), tokenOf(await signIn(sim, B))];
    const orderIds = sim.db
      .prepare('SELECT id FROM orders WHERE number = ? AND status = 22')
      .pluck()
      .all(arrears.number) as number[];
    expect(orderIds).toHaveLength(3);
    const debitsBefore = payDebits(sim).length;

    /** One phone: settle the plate, then pay from the balance or through the pay sheet, then confirm. */
    const attempt = async (index: number) => {
      const api = clientWithToken(sim, tokens[index % 2]!);
      const summary = await businessRefusal(api.getRepaySummary({ number: arrears.number }));
      if ('refused' in summary || summary.count === 0) return { paid: null };
      const published = await businessRefusal(api.publishPayOrder(parkingPayload(summary)));
      if ('refused' in published) return { paid: null };
      if (index % 4 < 2) {
        const paid = await businessRefusal(api.payByFunds(published.payCode));
        return { paid: 'refused' in paid || paid.status !== 1 ? null : paid.payCode };
      }
      const params = await businessRefusal(api.payParamsFor(arrears.area, published.payCode));
      if ('refused' in params) return { paid: null };
      const sheet = await payOnSheet(sim.url, params, 'ok');
      const confirmed = await businessRefusal(api.confirmFrontPay(published.payCode));
      const ok = sheet.endsWith(':ok') && !('refused' in confirmed) && confirmed.status === 1;
      return { paid: ok ? published.payCode : null };
    };
    const outcomes = await Promise.all(Array.from({ length: 200 }, (_, index) => attempt(index)));

    const paidPayOrders = sim.db
      .prepare(
        `SELECT DISTINCT p.pay_code AS payCode, p.paytype AS paytype, p.cost AS cost FROM pay_orders p
         JOIN pay_order_items i ON i.pay_order_id = p.id
         WHERE p.status = 1 AND i.order_id IN (SELECT value FROM json_each(?))`,
      )
      .all(JSON.stringify(orderIds)) as { payCode: string; paytype: string; cost: number }[];
    expect(paidPayOrders).toHaveLength(1);
    const [settled] = paidPayOrders;
    expect(settled!.cost).toBe(arrears.arrears);
    // Every attempt told "paid" was told about that one pay order.
    const toldPaid = outcomes.flatMap((outcome) => (outcome.paid ? [outcome.paid] : []));
    expect(toldPaid.length).toBeGreaterThan(0);
    expect(new Set(toldPaid)).toEqual(new Set([settled!.payCode]));
    const statuses = sim.db
      .prepare('SELECT DISTINCT status FROM orders WHERE id IN (SELECT value FROM json_each(?))')
      .pluck()
      .all(JSON.stringify(orderIds));
    expect(statuses).toEqual([9]);
    const newDebits = payDebits(sim).slice(debitsBefore);
    expect(newDebits.map((debit) => debit.amount)).toEqual(
      settled!.paytype === 'balance' ? [-arrears.arrears] : [],
    );
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('500 balance payments at once by one user over 50 pay orders never take the funds below zero or pay one twice', async () => {
    const sim = await startTestSimulator();
    const seed = stateSeeder(sim.db, sim.clock);
    const price = 1500;
    const payCodes = Array.from(
      { length: 50 },
      (_, index) => `PAYRACE${String(index).padStart(6, '0')}`,
    );
    for (const payCode of payCodes) seed.unpaidCardPayOrder(A, payCode, price, arrears.number);
    // Enough for exactly 7 of them, and a remainder that must stay.
    seed.balance(A, 7 * price + 700);
    const token = tokenOf(await signIn(sim, A));

    const patient = patientFetch();
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, index) =>
        businessRefusal(
          clientWithToken(sim, token, patient.fetch).payByFunds(payCodes[index % payCodes.length]!),
        ),
      ),
    ).finally(() => patient.close());

    const refusals = results.flatMap((result) => ('refused' in result ? [result.refused] : []));
    // Only "not enough balance" is refused: a paid order answers paid again, as it stands.
    expect(new Set(refusals)).toEqual(new Set([4003]));
    const paidCodes = new Set(
      results.flatMap((result) =>
        'refused' in result || result.status !== 1 ? [] : [result.payCode],
      ),
    );
    expect(paidCodes.size).toBe(7);
    const stored = sim.db
      .prepare(
        "SELECT pay_code FROM pay_orders WHERE status = 1 AND paytype = 'balance' AND pay_code LIKE 'PAYRACE%'",
      )
      .pluck()
      .all() as string[];
    expect(new Set(stored)).toEqual(paidCodes);
    const funds = sim.db
      .prepare('SELECT funds FROM members WHERE phone = ?')
      .pluck()
      .get(A) as number;
    expect(funds).toBe(700);
    const debits = payDebits(sim).filter((debit) => debit.amount === -price);
    expect(debits).toHaveLength(7);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('one pay order, every channel at once (balance, sheets on several prepays with late notifications, front-pay, query): one settlement, every other bank payment refunded', async () => {
    const sim = await startTestSimulator();
    const token = tokenOf(await signIn(sim, A));
    const api = clientWithToken(sim, token);
    const { payCode } = await api.publishPayOrder(
      parkingPayload(await api.getRepaySummary({ number: arrears.number })),
    );
    const debitsBefore = payDebits(sim).length;
    const prepays = await Promise.all(
      Array.from({ length: 6 }, () => clientWithToken(sim, token).payParamsFor('533103', payCode)),
    );

    await Promise.all(
      Array.from({ length: 60 }, (_, index) => {
        const client = clientWithToken(sim, token);
        if (index % 4 === 0) return businessRefusal(client.payByFunds(payCode));
        if (index % 4 === 1) return businessRefusal(client.confirmFrontPay(payCode));
        if (index % 4 === 2) return businessRefusal(client.queryPayOrder(payCode));
        return payOnSheet(sim.url, prepays[index % prepays.length]!, 'ok', {
          notifyDelayMs: index % 3 === 0 ? 0 : 20,
        });
      }),
    );
    // The late notifications (20 ms) arrive.
    await heldNotificationsDelivered(sim);

    const payOrder = sim.db
      .prepare('SELECT id, status, paytype, transaction_no FROM pay_orders WHERE pay_code = ?')
      .get(payCode) as { id: number; status: number; paytype: string; transaction_no: string };
    expect(payOrder.status).toBe(1);
    const payments = sim.db
      .prepare('SELECT transaction_no, status FROM bank_payments WHERE pay_order_id = ?')
      .all(payOrder.id) as { transaction_no: string; status: string }[];
    const settled = payments.filter((payment) => payment.status === 'settled');
    expect(payments.every((payment) => payment.status !== 'received')).toBe(true);
    // Exactly one channel took the money for good: one balance debit or one settled bank payment.
    const debits = payDebits(sim).slice(debitsBefore);
    expect(debits.length + settled.length).toBe(1);
    if (settled.length === 1) expect(settled[0]!.transaction_no).toBe(payOrder.transaction_no);
    else expect(payOrder.paytype).toBe('balance');
    expect(moneyViolations(sim)).toEqual([]);
  });
});
