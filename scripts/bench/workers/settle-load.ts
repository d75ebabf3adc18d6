/**
 * The write load generator (its own process, on its own core): `workers` car owners at once each
 * settle one plate's arrears after another as the payment page does - repay summary, publish the
 * parking pay order, pay it from the balance - through the app's typed client, for `seconds`.
 * Prints one JSON line: settlements per second, flow latency, and every acknowledged payment.
 *
 *   node --import tsx scripts/bench/workers/settle-load.ts < spec.json   (a SettleSpec)
 */
import { readFileSync } from 'node:fs';
import { createApi, memorySession, Session, SESSION_KEYS } from '@dehong/api-spec';
// The same draft the simulator's payment tests publish: what the payment page sends.
import { parkingPayload } from '../../../simulator/test/support/payloads';

export interface SettleSpec {
  url: string;
  token: string;
  plates: string[];
  workers: number;
  seconds: number;
}

export interface SettleResult {
  settled: number;
  seconds: number;
  perSecond: number;
  requests: number;
  p50: number;
  p99: number;
  /** Plates that turned out to have nothing to pay (skipped, not counted). */
  nothingToPay: number;
  failures: string[];
  acknowledged: { payCode: string; cost: number }[];
}

const spec = JSON.parse(readFileSync(0, 'utf8')) as SettleSpec;

let next = 0;
let requests = 0;
let nothingToPay = 0;
const latencies: number[] = [];
const failures: string[] = [];
const acknowledged: SettleResult['acknowledged'] = [];
const started = performance.now();
const deadline = started + spec.seconds * 1000;

async function owner() {
  const store = memorySession();
  store.setItem(SESSION_KEYS.isLogin, 'true');
  store.setItem(SESSION_KEYS.token, spec.token);
  // One client per owner, as each phone has its own; no duplicate-submit pause between plates.
  const api = createApi({ baseUrl: spec.url, session: new Session(store), submitLockMs: 0 });
  while (performance.now() < deadline && next < spec.plates.length) {
    const number = spec.plates[next++]!;
    const flowStarted = performance.now();
    try {
      const summary = await api.getRepaySummary({ number });
      requests += 1;
      if (summary.count === 0) {
        nothingToPay += 1;
        continue;
      }
      const published = await api.publishPayOrder(parkingPayload(summary));
      const paid = await api.payByFunds(published.payCode);
      requests += 2;
      if (paid.status !== 1) throw new Error(`${published.payCode} is status ${paid.status}`);
      acknowledged.push({ payCode: paid.payCode, cost: paid.cost });
      latencies.push(performance.now() - flowStarted);
    } catch (error) {
      failures.push(`${number}: ${error instanceof Error ? error.message : String(error)}`);
      if (failures.length > 20) throw new Error(`too many failures:\n${failures.join('\n')}`);
    }
  }
}

await Promise.all(Array.from({ length: spec.workers }, owner));
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const percentile = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
const result: SettleResult = {
  settled: acknowledged.length,
  seconds,
  perSecond: acknowledged.length / seconds,
  requests,
  p50: percentile(0.5),
  p99: percentile(0.99),
  nothingToPay,
  failures,
  acknowledged,
};
console.log(JSON.stringify(result));
