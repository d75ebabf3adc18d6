/**
 * The read load generator (its own process, on its own core): autocannon against one server,
 * cycling through the given paths, every answer checked to be a success envelope. Prints one JSON
 * line with requests/s and latency percentiles.
 *
 *   node --import tsx scripts/bench/workers/http-load.ts < spec.json   (a LoadSpec)
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  paths: string[];
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export interface LoadResult {
  requests: number;
  /** Requests of the warm-up before the measured run (the server spent CPU on them too). */
  warmupRequests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  /** Answers that were not HTTP 2xx, or not `{"code":0...`, and socket errors. */
  failures: number;
}

const spec = JSON.parse(readFileSync(0, 'utf8')) as LoadSpec;
let next = 0;

const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.seconds,
  headers: spec.headers,
  ...(spec.warmupSeconds > 0
    ? { warmup: { connections: spec.connections, duration: spec.warmupSeconds } }
    : {}),
  requests: [
    {
      setupRequest: (request) => {
        request.path = spec.paths[next++ % spec.paths.length]!;
        return request;
      },
    },
  ],
  verifyBody: (body: string) => body.startsWith('{"code":0,'),
});

const output: LoadResult = {
  requests: result.requests.total,
  warmupRequests: result.warmup?.requests.total ?? 0,
  seconds: result.duration,
  rps: result.requests.total / result.duration,
  p50: result.latency.p50,
  p99: result.latency.p99,
  failures: result.non2xx + result.mismatches + result.errors + result.timeouts,
};
console.log(JSON.stringify(output));
