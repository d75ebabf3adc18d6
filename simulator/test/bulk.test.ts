import { describe, expect, it } from 'vitest';
import { addBulkOrders, auditMoney } from '../src/index';
import { bulkPlate } from '../src/seed/bulk';
import { http, signIn, startTestSimulator } from './support/simulator';

describe('bulk orders for load tests', () => {
  it('adds N orders over N/10 plates, a tenth of them to pay, keeping the money invariant', async () => {
    const sim = await startTestSimulator();
    const before = sim.db.prepare('SELECT COUNT(*) FROM orders').pluck().get() as number;

    expect(addBulkOrders(sim.db, 20_000, sim.clock.now())).toEqual({
      orders: 20_000,
      plates: 2_000,
    });

    expect(sim.db.prepare('SELECT COUNT(*) FROM orders').pluck().get()).toBe(before + 20_000);
    expect(
      sim.db.prepare('SELECT COUNT(DISTINCT number) FROM orders WHERE id > ?').pluck().get(before),
    ).toBe(2_000);
    expect(auditMoney(sim.db).violations).toEqual([]);
    const api = await signIn(sim, '13800138000');
    const orders = await api.listOrders({ number: bulkPlate(7), pageSize: 50 });
    expect(orders.total).toBe(10);
    expect((await api.getRepaySummary({ number: bulkPlate(0) })).count).toBeGreaterThan(0);
  });

  it("reads a plate's orders through an index, not a scan of every order", async () => {
    const sim = await startTestSimulator();
    const plan = sim.db
      .prepare(
        "EXPLAIN QUERY PLAN SELECT * FROM orders o JOIN stations s ON s.id = o.station_id WHERE o.number = '云A00001' ORDER BY o.start_at DESC LIMIT 10",
      )
      .all() as { detail: string }[];
    expect(plan.map((row) => row.detail).join(' | ')).toMatch(/USING INDEX orders_number_start/);
    const unpaid = sim.db
      .prepare(
        "EXPLAIN QUERY PLAN SELECT * FROM orders WHERE number IN ('云A00001') AND status = 22",
      )
      .all() as { detail: string }[];
    expect(unpaid.map((row) => row.detail).join(' | ')).toMatch(/USING INDEX orders_number_/);
  });

  it('is what --orders does at start', async () => {
    const sim = await startTestSimulator({ orders: 1_000 });
    const answer = await http(sim).get('/__admin/fixtures');
    expect(answer.status).toBe(200);
    expect(
      sim.db.prepare('SELECT COUNT(*) FROM orders WHERE number = ?').pluck().get(bulkPlate(99)),
    ).toBe(10);
  });
});
