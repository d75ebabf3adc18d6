/**
 * Fills a new database file as `npm run sim -- --db <file> --orders <n>` does (the fixtures, then
 * n bulk orders over n/10 plates), timing each part, then adds what the load needs: a signed-in
 * reader, a payer with a large balance, a signed-in fixture user for the browser audits, and
 * samples of plates and serials. Prints one JSON line.
 *
 *   node --import tsx scripts/bench/workers/seed-db.ts <file> <orders>
 */
import { statSync } from 'node:fs';
import {
  addBulkOrders,
  Clock,
  FIXTURES,
  openDatabase,
  seedDatabase,
  stateSeeder,
} from '@dehong/simulator';

const READER_PHONE = '13700000001';
const PAYER_PHONE = '13700000002';
const PAYER_FUNDS = 1_000_000_000;
const SAMPLE = 2_000;

const [file, ordersText] = process.argv.slice(2);
if (!file || !/^\d+$/.test(ordersText ?? '')) {
  console.error('usage: seed-db.ts <file> <orders>');
  process.exit(2);
}
const orders = Number(ordersText);

const sizeOf = (path: string) => {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
};

const now = new Date();
const started = performance.now();
const db = openDatabase(file);
seedDatabase(db, now);
const fixturesSeconds = (performance.now() - started) / 1000;
const bulkStarted = performance.now();
const { plates } = addBulkOrders(db, orders, now);
const bulkSeconds = (performance.now() - bulkStarted) / 1000;
// What is on disk once the write-ahead log is folded in, as after a clean stop.
db.pragma('wal_checkpoint(TRUNCATE)');
const totalSeconds = (performance.now() - started) / 1000;
const bytes = sizeOf(file) + sizeOf(`${file}-wal`);
const peakRss = process.resourceUsage().maxRSS * 1024;

const seeder = stateSeeder(db, new Clock());
const reader = seeder.loggedIn(READER_PHONE);
seeder.balance(PAYER_PHONE, PAYER_FUNDS);
const payer = seeder.loggedIn(PAYER_PHONE);
const fixtureUser = seeder.loggedIn(FIXTURES.users.a.phone);

// Evenly spread over the table (a fixed stride, so every run reads the same rows).
const bulkIds = db
  .prepare("SELECT MIN(id) AS low, MAX(id) AS high FROM orders WHERE serial LIKE 'B%'")
  .get() as { low: number | null; high: number | null };
const low = bulkIds.low ?? 0;
const span = Math.max(1, (bulkIds.high ?? 0) - low + 1);
const ids = Array.from({ length: SAMPLE }, (_, index) => low + ((index * 7_919_113) % span));
const byId = db.prepare('SELECT serial, number FROM orders WHERE id = ?');
const sampled = ids
  .map((id) => byId.get(id) as { serial: string; number: string } | undefined)
  .filter((row) => row !== undefined);
// Plates with an order to pay, from the second half of the table (the reads sample everywhere).
const unpaidPlates = db
  .prepare(
    `SELECT number FROM orders WHERE status = 22 AND serial LIKE 'B%' AND id >= ?
     GROUP BY number ORDER BY MIN(id) LIMIT 50000`,
  )
  .pluck()
  .all(low + Math.floor(span / 2)) as string[];
const counts = db
  .prepare('SELECT COUNT(*) AS orders, COUNT(DISTINCT number) AS plates FROM orders')
  .get() as { orders: number; plates: number };
db.close();

console.log(
  JSON.stringify({
    file,
    orders,
    bulkPlates: plates,
    totalOrders: counts.orders,
    totalPlates: counts.plates,
    fixturesSeconds,
    bulkSeconds,
    totalSeconds,
    bytes,
    peakRss,
    readerToken: `Bearer ${reader.token}`,
    payerToken: `Bearer ${payer.token}`,
    payerPhone: PAYER_PHONE,
    payerFunds: PAYER_FUNDS,
    fixtureUserRefreshToken: fixtureUser.refreshToken,
    plates: [...new Set(sampled.map((row) => row.number))],
    serials: sampled.map((row) => row.serial),
    unpaidPlates,
  }),
);
