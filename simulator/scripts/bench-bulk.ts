/**
 * How fast `--orders N` fills a database (the target: one million orders well under 20 s), in memory
 * and in a WAL file, and how fast a plate's orders then read. Prints figures; asserts nothing.
 * Run: npx tsx simulator/scripts/bench-bulk.ts [orders]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addBulkOrders, openDatabase, seedDatabase } from '../src/index';
import { bulkPlate } from '../src/seed/bulk';

const count = Number(process.argv[2] ?? 1_000_000);
const folder = mkdtempSync(join(tmpdir(), 'sim-bench-'));

for (const target of [':memory:', join(folder, 'bench.db')]) {
  const db = openDatabase(target);
  seedDatabase(db, new Date());
  const started = performance.now();
  const { plates } = addBulkOrders(db, count, new Date());
  const seconds = (performance.now() - started) / 1000;
  const read = db.prepare(
    'SELECT * FROM orders o JOIN stations s ON s.id = o.station_id WHERE o.number = ? ORDER BY o.start_at DESC LIMIT 10',
  );
  const reads = 10_000;
  const readStarted = performance.now();
  for (let i = 0; i < reads; i++) read.all(bulkPlate((i * 7919) % plates));
  const perRead = ((performance.now() - readStarted) * 1000) / reads;
  console.log(
    `${target === ':memory:' ? 'memory' : 'file (WAL)'}: ${count.toLocaleString('en')} orders over ${plates.toLocaleString('en')} plates in ${seconds.toFixed(1)} s (${Math.round(count / seconds).toLocaleString('en')} orders/s); a plate's newest 10: ${perRead.toFixed(1)} µs`,
  );
  db.close();
}
rmSync(folder, { recursive: true, force: true });
