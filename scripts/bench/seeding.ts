import { join } from 'node:path';
import { nodeArgs, runJson, WORKERS } from './processes';
import type { Section } from './report';

/** What workers/seed-db.ts leaves behind for the load benchmarks. */
export interface SeededDatabase {
  file: string;
  orders: number;
  bulkPlates: number;
  totalOrders: number;
  totalPlates: number;
  fixturesSeconds: number;
  bulkSeconds: number;
  totalSeconds: number;
  bytes: number;
  peakRss: number;
  readerToken: string;
  payerToken: string;
  payerPhone: string;
  payerFunds: number;
  fixtureUserRefreshToken: string;
  plates: string[];
  serials: string[];
  unpaidPlates: string[];
}

const MB = 1024 * 1024;

/** Benchmark 3: a new file database with the fixtures and `orders` bulk orders, in its own process. */
export async function seedBenchmark(
  folder: string,
  orders: number,
): Promise<{ section: Section; seeded: SeededDatabase }> {
  const started = performance.now();
  const seeded = await runJson<SeededDatabase>(
    'the seeding worker',
    nodeArgs(join(WORKERS, 'seed-db.ts'), [join(folder, 'bench.db'), String(orders)]),
    { timeoutMs: 180_000 },
  );
  const count = orders.toLocaleString('en-US');
  return {
    seeded,
    section: {
      title: '3. Seeding a file database',
      seconds: (performance.now() - started) / 1000,
      figures: [
        {
          name: `${count} bulk orders (--orders ${orders})`,
          value: seeded.bulkSeconds,
          unit: 's',
          target: { op: '<', value: 20 },
          digits: 1,
        },
        { name: 'bulk insert rate', value: orders / seeded.bulkSeconds, unit: 'orders/s' },
        { name: 'demo fixtures before them', value: seeded.fixturesSeconds, unit: 's', digits: 2 },
        {
          name: 'database size (WAL checkpointed)',
          value: seeded.bytes / MB,
          unit: 'MB',
          digits: 1,
        },
        { name: 'peak RSS of the seeding process', value: seeded.peakRss / MB, unit: 'MB' },
      ],
      notes: [
        `${seeded.totalOrders.toLocaleString('en-US')} orders over ${seeded.totalPlates.toLocaleString('en-US')} plates in total, the same functions as \`npm run sim -- --db <file> --orders ${orders}\` (seedDatabase, addBulkOrders), WAL journal, synchronous=NORMAL.`,
      ],
    },
  };
}
