import { join } from 'node:path';
import { auditMoney, openDatabase } from '@dehong/simulator';
import { CPU, nodeArgs, placement, runJson, WORKERS } from './processes';
import type { Section } from './report';
import { startBuiltSimulator, SIMULATOR_NODE_FLAGS } from './simulator';
import type { SeededDatabase } from './seeding';
import type { SettleResult, SettleSpec } from './workers/settle-load';

const MB = 1024 * 1024;

/** After the run, from the database file itself: the invariant and the payer's own books. */
function checkBooks(seeded: SeededDatabase, result: SettleResult) {
  const db = openDatabase(seeded.file);
  try {
    const started = performance.now();
    const audit = auditMoney(db);
    const auditSeconds = (performance.now() - started) / 1000;
    const payer = db
      .prepare(
        `SELECT m.funds AS funds,
                (SELECT COUNT(*) FROM pay_orders p WHERE p.member_id = m.id AND p.status = 1 AND p.paytype = 'balance') AS paid,
                (SELECT COALESCE(SUM(p.cost), 0) FROM pay_orders p WHERE p.member_id = m.id AND p.status = 1 AND p.paytype = 'balance') AS spent
         FROM members m WHERE m.phone = ?`,
      )
      .get(seeded.payerPhone) as { funds: number; paid: number; spent: number };
    const acknowledgedCost = result.acknowledged.reduce((sum, payment) => sum + payment.cost, 0);
    const mismatches = [
      ...audit.violations,
      ...(payer.paid !== result.acknowledged.length
        ? [`${payer.paid} balance payments stored, ${result.acknowledged.length} acknowledged`]
        : []),
      ...(payer.spent !== acknowledgedCost || payer.funds !== seeded.payerFunds - acknowledgedCost
        ? [
            `funds ${payer.funds} after spending ${payer.spent}; acknowledged ${acknowledgedCost} from ${seeded.payerFunds}`,
          ]
        : []),
    ];
    return { mismatches, auditSeconds };
  } finally {
    db.close();
  }
}

/**
 * Benchmark 2: parking arrears settled and paid from the balance, as fast as `workers` owners at
 * once can, on the seeded database; then the money invariant over the whole file.
 */
export async function writeBenchmark(
  seeded: SeededDatabase,
  options: { seconds: number; workers: number },
): Promise<Section> {
  const started = performance.now();
  const simulator = await startBuiltSimulator(seeded.file);
  let result: SettleResult;
  let peak: number;
  try {
    const spec: SettleSpec = {
      url: simulator.url,
      token: seeded.payerToken,
      plates: seeded.unpaidPlates,
      workers: options.workers,
      seconds: options.seconds,
    };
    result = await runJson<SettleResult>(
      'the settle load',
      nodeArgs(join(WORKERS, 'settle-load.ts')),
      { cpu: CPU.load, timeoutMs: (options.seconds + 60) * 1000, input: JSON.stringify(spec) },
    );
    peak = simulator.peakRss();
  } finally {
    await simulator.stop();
  }
  const books = checkBooks(seeded, result);
  return {
    title: '2. Simulator writes: settle + balance pay',
    seconds: (performance.now() - started) / 1000,
    figures: [
      { name: 'settlements paid from the balance per second', value: result.perSecond, unit: '/s' },
      {
        name: 'HTTP requests per second (summary, publish, pay)',
        value: result.requests / result.seconds,
        unit: 'req/s',
      },
      { name: 'one settlement (3 calls): p50', value: result.p50, unit: 'ms', digits: 1 },
      { name: 'one settlement (3 calls): p99', value: result.p99, unit: 'ms', digits: 1 },
      { name: 'settlements in the run', value: result.settled, unit: '' },
      {
        name: 'failed settlements',
        value: result.failures.length,
        unit: '',
        target: { op: '<=', value: 0 },
      },
      {
        name: 'money invariant violations after the run',
        value: books.mismatches.length,
        unit: '',
        target: { op: '<=', value: 0 },
      },
      { name: 'money audit over the whole file', value: books.auditSeconds, unit: 's', digits: 1 },
      {
        name: 'simulator peak RSS, start + write run',
        value: peak / MB,
        unit: 'MB',
        target: { op: '<=', value: 250 },
      },
    ],
    notes: [
      `The simulator runs as \`npm run sim\` runs it (the built bundle under plain node ${SIMULATOR_NODE_FLAGS.join(' ')}), as in the read run.`,
      `${options.workers} owners at once, ${options.seconds} s, each settling one plate after another through the app's client (getRepaySummary, publishPayOrder, payByFunds); ${placement}.`,
      "Afterwards, from the file: auditMoney (funds = ledger, every completed order paid exactly once, pay orders add up), and the payer's balance payments and funds equal what the load was told.",
      ...books.mismatches.slice(0, 5).map((mismatch) => `VIOLATION: ${mismatch}`),
      ...result.failures.slice(0, 5).map((failure) => `FAILED: ${failure}`),
    ],
  };
}
