import { join } from 'node:path';
import {
  CPU,
  freePort,
  nodeArgs,
  placement,
  ROOT,
  runJson,
  startService,
  WORKERS,
  type Service,
} from './processes';
import type { Figure, Section } from './report';
import { SIMULATOR_NODE_FLAGS, startBuiltSimulator } from './simulator';
import type { SeededDatabase } from './seeding';
import type { LoadResult, LoadSpec } from './workers/http-load';

export interface ReadOptions {
  seconds: number;
  rounds: number;
  connections: number;
}

interface Endpoint {
  name: string;
  paths: (seeded: SeededDatabase) => string[];
}

const q = encodeURIComponent;

/** The simulator's hot reads: what the plate search, the payment page and the map ask for. */
const ENDPOINTS: Endpoint[] = [
  {
    name: 'order list by plate (page 1)',
    paths: (s) =>
      s.plates.map((plate) => `/parking/v1/api/order/list?number=${q(plate)}&page=1&pageSize=10`),
  },
  {
    name: 'unpaid repay summary',
    paths: (s) => s.plates.map((plate) => `/parking/v1/api/order/unpaid/repay?number=${q(plate)}`),
  },
  {
    name: 'order detail',
    paths: (s) => s.serials.map((serial) => `/parking/v1/api/order/${q(serial)}/show`),
  },
  { name: 'lot list', paths: () => ['/parking/v1/api/park/list?page=1&pageSize=10'] },
];

const BARE = 'bare Express, fixed envelope';
const floorOf = (endpoint: Endpoint) => `bare Express: ${endpoint.name}`;
/** The same floors on the simulator's own HTTP server: they differ from it by its layers alone. */
const SERVER = "simulator's server";
const BARE_ON_SERVER = `bare Express on the ${SERVER}, fixed envelope`;
const layerFloorOf = (endpoint: Endpoint) => `bare Express on the ${SERVER}: ${endpoint.name}`;

const MB = 1024 * 1024;

/**
 * A read's tail latency against its floor's in the same run: an absolute p99 (25 ms) held on one
 * host and missed on a host with half the CPU, where the bare floor itself went past it.
 */
const P99_OVER_FLOOR = 1.25;

interface Target {
  label: string;
  server: () => Service;
  paths: string[];
}

interface Measured {
  requests: number;
  seconds: number;
  /** Server CPU seconds over every request it answered, warm-ups included. */
  cpu: number;
  served: number;
  p50: number[];
  p99: number[];
  failures: number;
}

const rpsOf = (m: Measured) => m.requests / m.seconds;
const cpuPerRequest = (m: Measured) => m.cpu / m.served;
const worst = (values: number[]) => Math.max(...values);

async function answerOf(target: Target, path: string, headers: Record<string, string>) {
  const answer = await fetch(target.server().url + path, { headers });
  const text = await answer.text();
  if (!answer.ok || !text.startsWith('{"code":0,')) {
    throw new Error(`${target.label} ${path} answers HTTP ${answer.status}: ${text.slice(0, 300)}`);
  }
  return text;
}

async function checkAnswers(target: Target, headers: Record<string, string>) {
  for (const path of target.paths.slice(0, 3)) await answerOf(target, path, headers);
}

/** Signed media links (`?exp=..&sig=..`) differ by the signing process's key and the second. */
const unsigned = (text: string) => text.replace(/\?exp=\d+&sig=[\w-]+/g, '?exp=&sig=');

/** The floor is only fair if it answers what the simulator answers: the same JSON, byte for byte. */
async function checkSameAnswers(simulator: Target, floor: Target, headers: Record<string, string>) {
  for (const path of simulator.paths.slice(0, 5)) {
    const [mine, bare] = await Promise.all([
      answerOf(simulator, path, headers),
      answerOf(floor, path, headers),
    ]);
    if (unsigned(mine) !== unsigned(bare)) {
      throw new Error(
        `${floor.label} answers ${path} otherwise than the simulator:\n${bare.slice(0, 300)}\n${mine.slice(0, 300)}`,
      );
    }
  }
}

/**
 * Benchmarks 1 and 4. The simulator (the CLI, as `npm run sim` starts it), a bare Express app and
 * prism mocking openapi.yaml run side by side; every target is loaded in turn, in `rounds`
 * interleaved rounds (the order reversed every other round), so that drift on a shared machine
 * touches them all alike.
 */
export async function readBenchmark(
  seeded: SeededDatabase,
  options: ReadOptions,
): Promise<{ reads: Section; memory: Section }> {
  const started = performance.now();
  const services: Service[] = [];
  const notes: string[] = [];
  try {
    const simulator = await startBuiltSimulator(seeded.file);
    services.push(simulator);
    const readyRss = simulator.rss();
    // Under the simulator's node flags, like the simulator.
    const startFloor = (name: string, args: string[]) =>
      startService(
        name,
        nodeArgs(join(WORKERS, 'bare-server.ts'), args, SIMULATOR_NODE_FLAGS),
        /ready at (http:\/\/\S+)/,
        { cpu: CPU.server },
      );
    const bare = await startFloor('bare Express', [seeded.file, seeded.readerToken]);
    services.push(bare);
    const bareOnServer = await startFloor(BARE_ON_SERVER, [
      seeded.file,
      seeded.readerToken,
      'simulator-server',
    ]);
    services.push(bareOnServer);
    const prismPort = await freePort();
    const prism = await startService(
      'prism',
      [
        process.execPath,
        [
          join(ROOT, 'node_modules/@stoplight/prism-cli/dist/index.js'),
          'mock',
          '-h',
          '127.0.0.1',
          '-p',
          String(prismPort),
          join(ROOT, 'api-spec/openapi.yaml'),
        ],
      ],
      /Prism is listening on (http:\/\/\S+)/,
      { cpu: CPU.server, timeoutMs: 90_000 },
    );
    services.push(prism);

    const headers = { Authorization: seeded.readerToken };
    const targets: Target[] = [
      { label: BARE, server: () => bare, paths: ['/envelope'] },
      ...ENDPOINTS.map((e) => ({ label: floorOf(e), server: () => bare, paths: e.paths(seeded) })),
      { label: BARE_ON_SERVER, server: () => bareOnServer, paths: ['/envelope'] },
      ...ENDPOINTS.map((e) => ({
        label: layerFloorOf(e),
        server: () => bareOnServer,
        paths: e.paths(seeded),
      })),
      ...ENDPOINTS.map((e) => ({
        label: `simulator: ${e.name}`,
        server: () => simulator,
        paths: e.paths(seeded),
      })),
      ...ENDPOINTS.map((e) => ({
        label: `prism: ${e.name}`,
        server: () => prism,
        paths: e.paths(seeded),
      })),
    ];
    for (const target of targets) await checkAnswers(target, headers);
    const byLabel = new Map(targets.map((target) => [target.label, target]));
    for (const endpoint of ENDPOINTS) {
      for (const floor of [floorOf(endpoint), layerFloorOf(endpoint)]) {
        await checkSameAnswers(
          byLabel.get(`simulator: ${endpoint.name}`)!,
          byLabel.get(floor)!,
          headers,
        );
      }
    }

    const measured = new Map<string, Measured>(
      targets.map((t) => [
        t.label,
        { requests: 0, seconds: 0, cpu: 0, served: 0, p50: [], p99: [], failures: 0 },
      ]),
    );
    for (let round = 0; round < options.rounds; round++) {
      const order = round % 2 === 0 ? targets : [...targets].reverse();
      for (const target of order) {
        const spec: LoadSpec = {
          url: target.server().url,
          paths: target.paths,
          headers,
          connections: options.connections,
          seconds: options.seconds,
          warmupSeconds: 1,
        };
        const cpuBefore = target.server().cpuSeconds();
        const result = await runJson<LoadResult>(
          `autocannon against ${target.label}`,
          nodeArgs(join(WORKERS, 'http-load.ts')),
          { cpu: CPU.load, timeoutMs: (options.seconds + 30) * 1000, input: JSON.stringify(spec) },
        );
        const m = measured.get(target.label)!;
        m.cpu += target.server().cpuSeconds() - cpuBefore;
        m.served += result.requests + result.warmupRequests;
        m.requests += result.requests;
        m.seconds += result.seconds;
        m.p50.push(result.p50);
        m.p99.push(result.p99);
        m.failures += result.failures;
      }
    }

    const bareM = measured.get(BARE)!;
    const bareRps = rpsOf(bareM);
    const figures: Figure[] = [];
    figures.push(
      { name: `${BARE}: requests/s`, value: bareRps, unit: 'req/s' },
      { name: `${BARE}: p50`, value: worst(bareM.p50), unit: 'ms', digits: 0 },
      { name: `${BARE}: p99`, value: worst(bareM.p99), unit: 'ms', digits: 0 },
      { name: `${BARE}: server CPU per request`, value: cpuPerRequest(bareM) * 1e6, unit: 'µs' },
    );
    const bareOnServerM = measured.get(BARE_ON_SERVER)!;
    figures.push(
      { name: `${BARE_ON_SERVER}: requests/s`, value: rpsOf(bareOnServerM), unit: 'req/s' },
      { name: `${BARE_ON_SERVER}: p99`, value: worst(bareOnServerM.p99), unit: 'ms', digits: 0 },
      {
        name: `${BARE_ON_SERVER}: server CPU per request`,
        value: cpuPerRequest(bareOnServerM) * 1e6,
        unit: 'µs',
      },
    );
    let failures = bareM.failures + bareOnServerM.failures;
    for (const endpoint of ENDPOINTS) {
      const sim = measured.get(`simulator: ${endpoint.name}`)!;
      const floor = measured.get(floorOf(endpoint))!;
      const layerFloor = measured.get(layerFloorOf(endpoint))!;
      const mock = measured.get(`prism: ${endpoint.name}`)!;
      failures += sim.failures + floor.failures + layerFloor.failures + mock.failures;
      figures.push(
        { name: `${endpoint.name}: requests/s`, value: rpsOf(sim), unit: 'req/s' },
        { name: `${endpoint.name}: p50`, value: worst(sim.p50), unit: 'ms', digits: 0 },
        { name: `${endpoint.name}: p99`, value: worst(sim.p99), unit: 'ms', digits: 0 },
        {
          name: `${endpoint.name}: server CPU per request`,
          value: cpuPerRequest(sim) * 1e6,
          unit: 'µs',
        },
        { name: `${endpoint.name}: floor requests/s`, value: rpsOf(floor), unit: 'req/s' },
        { name: `${endpoint.name}: floor p99`, value: worst(floor.p99), unit: 'ms', digits: 0 },
        {
          name: `${endpoint.name}: p99 / floor p99`,
          value: worst(sim.p99) / worst(floor.p99),
          unit: '×',
          target: { op: '<=', value: P99_OVER_FLOOR },
          digits: 2,
        },
        {
          name: `${endpoint.name}: floor CPU per request`,
          value: cpuPerRequest(floor) * 1e6,
          unit: 'µs',
        },
        {
          name: `${endpoint.name}: throughput / floor`,
          value: (100 * rpsOf(sim)) / rpsOf(floor),
          unit: '%',
          target: { op: '>=', value: 70 },
          digits: 0,
        },
        {
          name: `${endpoint.name}: floor / simulator CPU per request`,
          value: (100 * cpuPerRequest(floor)) / cpuPerRequest(sim),
          unit: '%',
        },
        {
          name: `${endpoint.name}: floor on the ${SERVER}: requests/s`,
          value: rpsOf(layerFloor),
          unit: 'req/s',
        },
        {
          name: `${endpoint.name}: floor on the ${SERVER}: p99`,
          value: worst(layerFloor.p99),
          unit: 'ms',
          digits: 0,
        },
        {
          name: `${endpoint.name}: floor on the ${SERVER}: CPU per request`,
          value: cpuPerRequest(layerFloor) * 1e6,
          unit: 'µs',
        },
        {
          name: `${endpoint.name}: throughput / floor on the ${SERVER}`,
          value: (100 * rpsOf(sim)) / rpsOf(layerFloor),
          unit: '%',
          digits: 0,
        },
        {
          name: `${endpoint.name}: throughput / fixed envelope`,
          value: (100 * rpsOf(sim)) / bareRps,
          unit: '%',
          digits: 0,
        },
        { name: `${endpoint.name}: prism requests/s`, value: rpsOf(mock), unit: 'req/s' },
        { name: `${endpoint.name}: prism p99`, value: worst(mock.p99), unit: 'ms', digits: 0 },
        {
          name: `${endpoint.name}: simulator / prism throughput`,
          value: rpsOf(sim) / rpsOf(mock),
          unit: '×',
          target: { op: '>=', value: 4 },
          digits: 2,
        },
      );
    }
    figures.push({
      name: 'failed or non-success answers',
      value: failures,
      unit: '',
      target: { op: '<=', value: 0 },
    });

    notes.push(
      `autocannon, ${options.connections} connections, ${options.rounds} interleaved rounds of ${options.seconds} s per target (+1 s warm-up each); requests/s over all rounds, p50/p99 the worse round; "p99 / floor p99" compares the simulator's worse round with its floor's worse round of the same run.`,
      `Each load generator is its own process (workers/http-load.ts); ${placement}.`,
      `The simulator is the CLI as \`npm run sim\` runs it (the bundle simulator/scripts/build.ts makes: \`node ${SIMULATOR_NODE_FLAGS.join(' ')} simulator/dist/main.js --db <file>\`, admin off, requests validated against openapi.yaml, answers not) on the ${seeded.totalOrders.toLocaleString('en-US')}-order database; reads cycle through ${seeded.plates.length} plates / ${seeded.serials.length} order serials spread over the table, signed in with a bearer token.`,
      `The floor of each read (workers/bare-server.ts): a bare Express handler that answers it from the same file with the simulator's own service code (the same prepared queries, the same JSON, checked byte for byte before the load; the member looked up once at start) and none of the simulator's layers: no validation, no token lookup, no middleware or headers. The fixed envelope is the same bare app answering a constant (Express alone). The floor runs on the plain Node server \`app.listen\` makes, as the issue defines it (Express as it is usually hosted); the "floor on the simulator's server" is the same app on simulator/src/http/express-server.ts, whose requests are born with Express's prototypes, so it differs from the simulator by the simulator's layers alone. Both run with the simulator's node flags (\`${SIMULATOR_NODE_FLAGS.join(' ')}\`, simulator/package.json's start script).`,
      'prism: `prism mock api-spec/openapi.yaml` (stateless, canned answers from the schemas), same paths and token.',
      'Server CPU per request: the server process\'s CPU time (/proc/<pid>/stat, all threads) over the requests it answered, warm-ups included. It depends less on what else the machine runs, so "floor / simulator CPU per request" is the throughput ratio to expect when each has a core of its own.',
    );
    const simulatorPeak = simulator.peakRss();
    return {
      reads: {
        title: '1. Simulator hot reads',
        seconds: (performance.now() - started) / 1000,
        figures,
        notes,
      },
      memory: {
        title: '4. Simulator memory',
        seconds: 0,
        figures: [
          {
            name: 'simulator peak RSS, start + read run',
            value: simulatorPeak / MB,
            unit: 'MB',
            target: { op: '<', value: 250 },
          },
          { name: 'simulator RSS when ready, before any load', value: readyRss / MB, unit: 'MB' },
          { name: 'bare Express peak RSS', value: bare.peakRss() / MB, unit: 'MB' },
          { name: 'prism peak RSS', value: prism.peakRss() / MB, unit: 'MB' },
        ],
        notes: [
          `VmHWM of each server process (/proc/<pid>/status) after the read run: the peak since it started. The simulator runs as \`npm run sim\` runs it (the built bundle under plain node ${SIMULATOR_NODE_FLAGS.join(' ')}); the bare app runs under tsx (node --import tsx) with the same flags, and tsx's loader thread alone costs tens of MB, so its figure is a ceiling for a bare app, not a floor.`,
        ],
      },
    };
  } finally {
    await Promise.all(services.map((service) => service.stop()));
  }
}
