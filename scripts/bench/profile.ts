import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CPU, nodeArgs, ROOT, runJson, startService } from './processes';
import type { Figure, Section } from './report';
import { SIMULATOR_NODE_FLAGS } from './simulator';
import type { LoadResult, LoadSpec } from './workers/http-load';

/** The parts of a .cpuprofile read here (V8's Profile). */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
  endTime: number;
}

type Frame = CpuProfile['nodes'][number]['callFrame'];

/**
 * The categories of the simulator's busy time under load, each a part of it. The first four add up
 * to "query and row mapping".
 */
export const CATEGORIES = [
  'query: allRows (page of orders)',
  'query: token lookup',
  'query: count',
  'query: other statements, row mapping, services',
  'per-request hooks (clock work, renewals, charging)',
  'simulator middleware and router (headers, journal, CORS, typed router)',
  'validator and Ajv',
  'Express routing, body parsers, res.send',
  'Node HTTP and writev',
  'JSON',
  'GC',
  'V8 and native, unattributed',
] as const;
type Category = (typeof CATEGORIES)[number];

const SIMULATOR = '/simulator/src/';
const NODE_HTTP =
  /^node:(_http|net|stream|buffer|events|internal\/(http|stream|streams|net|buffer|timers))/;
const HOOKS = new Set(['resumeDue', 'applyDue', 'settleDueOf', 'noticeRenewals']);
const TOKEN = new Set(['authenticate', 'memberOfAccess']);

/** The frame's own category when it is the innermost frame that says something (else null). */
function frameCategory({ url, functionName }: Frame): Category | null {
  if (NODE_HTTP.test(url)) return 'Node HTTP and writev';
  if (url.includes(SIMULATOR)) {
    if (functionName === 'allRows') return 'query: allRows (page of orders)';
    if (/\/simulator\/src\/(http\/|app\.ts)/.test(url))
      return 'simulator middleware and router (headers, journal, CORS, typed router)';
    return 'query: other statements, row mapping, services';
  }
  if (
    /express-openapi-validator|\/ajv\//.test(url) ||
    (url === '' && /^validate\d*$/.test(functionName))
  )
    return 'validator and Ajv';
  if (url.includes('/helmet/'))
    return 'simulator middleware and router (headers, journal, CORS, typed router)';
  if (url.includes('/node_modules/') && !url.includes('/better-sqlite3/'))
    return 'Express routing, body parsers, res.send';
  return null;
}

/** One sample's category from its stack (innermost frame first). */
function sampleCategory(stack: Frame[]): Category | 'idle' {
  const leaf = stack[0]!.functionName;
  if (leaf === '(idle)') return 'idle';
  if (leaf === '(garbage collector)') return 'GC';
  if (leaf === '(program)') return 'V8 and native, unattributed';
  const isJson = (frame: Frame) =>
    (frame.url === '' && /^(JSON\.)?stringify$/.test(frame.functionName)) ||
    (frame.url.includes('/express/lib/response.js') && frame.functionName === 'stringify');
  if (stack.some(isJson)) return 'JSON';
  const inSimulator = (names: Set<string>) =>
    stack.some((frame) => frame.url.includes(SIMULATOR) && names.has(frame.functionName));
  if (inSimulator(HOOKS)) return 'per-request hooks (clock work, renewals, charging)';
  if (inSimulator(TOKEN)) return 'query: token lookup';
  if (stack.some((f) => f.url.includes(SIMULATOR) && /^count/.test(f.functionName)))
    return 'query: count';
  for (const frame of stack) {
    const category = frameCategory(frame);
    if (category) return category;
  }
  return 'V8 and native, unattributed';
}

/**
 * Busy time (µs) by category over the last `windowMicros` of the profile (the load, not the
 * start-up): every sample charged to one category by its stack.
 */
export function breakdown(profile: CpuProfile, windowMicros: number): Map<Category, number> {
  const parent = new Map<number, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const categoryOf = new Map<number, Category | 'idle'>();
  const totals = new Map<Category, number>(CATEGORIES.map((c) => [c, 0]));
  // Sample i was taken at the sum of the deltas up to i; its time is the delta to the next one.
  const times: number[] = [];
  let at = profile.endTime;
  for (let index = profile.samples.length - 1; index >= 0; index--) {
    times[index] = at;
    at -= profile.timeDeltas[index] ?? 0;
  }
  const from = profile.endTime - windowMicros;
  profile.samples.forEach((id, index) => {
    if (times[index]! < from) return;
    let category = categoryOf.get(id);
    if (!category) {
      const stack: Frame[] = [];
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        stack.push(byId.get(at)!.callFrame);
      }
      category = sampleCategory(stack);
      categoryOf.set(id, category);
    }
    // A sample's time is the delta to the next one.
    const micros = profile.timeDeltas[index + 1] ?? 0;
    if (category !== 'idle') totals.set(category, totals.get(category)! + Math.max(0, micros));
  });
  return totals;
}

/**
 * The order list by plate under load with the simulator's CPU profiled (`node --cpu-prof`): its
 * busy time by category, as a part of the whole and per request. The simulator runs from source
 * (tsx) so that every frame names its file; the code is the same the bundle runs.
 */
export async function profileOrderList(options: {
  file: string;
  token: string;
  paths: string[];
  connections: number;
  seconds: number;
  /** The CLI's entry (default simulator/src/main.ts; another copy of the source to compare). */
  main?: string;
}): Promise<Section> {
  const started = performance.now();
  const folder = mkdtempSync(join(tmpdir(), 'dehong-profile-'));
  try {
    const simulator = await startService(
      'the profiled simulator',
      [
        process.execPath,
        [
          '--cpu-prof',
          '--cpu-prof-dir',
          folder,
          '--cpu-prof-interval',
          '250',
          ...SIMULATOR_NODE_FLAGS,
          '--import',
          'tsx',
          options.main ?? join(ROOT, 'simulator/src/main.ts'),
          '--port',
          '0',
          '--db',
          options.file,
        ],
      ],
      /Simulator ready at (http:\/\/\S+)/,
      { cpu: CPU.server },
    );
    let load: LoadResult;
    const loadStarted = performance.now();
    let windowMicros = 0;
    try {
      const spec: LoadSpec = {
        url: simulator.url,
        paths: options.paths,
        headers: { Authorization: options.token },
        connections: options.connections,
        seconds: options.seconds,
        warmupSeconds: 1,
      };
      load = await runJson<LoadResult>(
        'autocannon against the profiled simulator',
        nodeArgs(join(ROOT, 'scripts/bench/workers/http-load.ts')),
        { cpu: CPU.load, timeoutMs: (options.seconds + 30) * 1000, input: JSON.stringify(spec) },
      );
    } finally {
      // A clean stop (SIGTERM, then process.exit) is when node writes the profile.
      await simulator.stop();
      windowMicros = (performance.now() - loadStarted) * 1000;
    }
    // tsx's loader thread writes a profile of its own: the main thread's is the busiest.
    const busiest = readdirSync(folder)
      .filter((name) => name.endsWith('.cpuprofile'))
      .map((name) => {
        const profile = JSON.parse(readFileSync(join(folder, name), 'utf8')) as CpuProfile;
        const totals = breakdown(profile, windowMicros);
        const busy = [...totals.values()].reduce((sum, micros) => sum + micros, 0);
        return { totals, busy };
      })
      .sort((a, b) => b.busy - a.busy)[0];
    if (!busiest) throw new Error('the simulator wrote no CPU profile');
    const { totals, busy } = busiest;
    const served = load.requests + load.warmupRequests;
    const query = CATEGORIES.filter((c) => c.startsWith('query:')).reduce(
      (sum, c) => sum + totals.get(c)!,
      0,
    );
    const figures: Figure[] = [
      { name: 'busy CPU per request (profiled)', value: busy / served, unit: 'µs' },
      {
        name: 'query and row mapping (the four query: lines)',
        value: (100 * query) / busy,
        unit: '%',
      },
      ...CATEGORIES.map((category) => ({
        name: category,
        value: (100 * totals.get(category)!) / busy,
        unit: '%',
        digits: 1,
      })),
      ...CATEGORIES.map((category) => ({
        name: `${category}: per request`,
        value: totals.get(category)! / served,
        unit: 'µs',
        digits: 0,
      })),
    ];
    return {
      title: '1b. CPU profile: order list by plate',
      seconds: (performance.now() - started) / 1000,
      figures,
      notes: [
        `The simulator under \`node --cpu-prof --cpu-prof-interval 250\` (from source with tsx, so each frame names its file; request validation on, answers not validated, as \`npm run sim\`), the order list by plate at ${options.connections} connections for ${options.seconds} s (+1 s warm-up), ${served.toLocaleString('en-US')} requests; idle time left out. Profiling slows the process, so the per-request figures are above the unprofiled run's.`,
        "Each sample is charged to one category by its stack (scripts/bench/profile.ts): GC and JSON.stringify first, then anything under the per-request hooks, the token lookup or a count, then the innermost frame that names a file (the simulator's repositories and services, its http layers, express-openapi-validator and Ajv, other packages, node:http/net/stream).",
      ],
    };
  } finally {
    // BENCH_KEEP_PROFILE=1 keeps the raw profile (for Chrome's DevTools) and says where.
    if (process.env.BENCH_KEEP_PROFILE) console.log(`CPU profile kept in ${folder}`);
    else rmSync(folder, { recursive: true, force: true });
  }
}
