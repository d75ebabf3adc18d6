/**
 * `npm run bench`: the speed and memory figures, side by side in one run, each printed with its
 * target and PASS or MISS. Loopback only; bounded (each step has its own time limit, the whole run 35 min).
 * Figures, not assertions: a MISS does not fail the run, a benchmark that cannot run does.
 *
 *   npm run bench [-- --only reads,profile,web] [--orders 1000000] [--seconds 5] [--rounds 2]
 *                 [--web-runs 5] [--markdown docs/benchmarks.md]
 *                 [--reports <dir for Lighthouse HTML reports>]
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { contractsBenchmark } from './contracts';
import { cpus } from 'node:os';
import { cpuPressure, describeMachine, loadAverage } from './machine';
import { ROOT } from './processes';
import { profileOrderList } from './profile';
import { readBenchmark } from './reads';
import { sectionMarkdown, sectionText, verdict, type Section } from './report';
import { seedBenchmark, type SeededDatabase } from './seeding';
import { webBenchmark } from './web';
import { RUNS } from './web-lighthouse';
import { writeBenchmark } from './writes';

const STEPS = ['seed', 'reads', 'profile', 'writes', 'web', 'contracts'] as const;
type Step = (typeof STEPS)[number];
// A quiet 2-core host runs it all in about 6 min; a host with half the CPU went past 10 (reads alone).
// The web step's five rounds (each cold page over both transports and the kerb pages opened again)
// and its taps: one round of them took 130-166 s on a busy host, so five may take 12 min or more.
const RUN_LIMIT_MS = 35 * 60_000;
/** The order list's profile before the hot-read work, hand-kept; the document carries it after each run's. */
const PROFILE_BEFORE = join(ROOT, 'docs/benchmarks-profile-before.md');
const cores = cpus().length;

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    orders: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '2' },
    'web-runs': { type: 'string', default: String(RUNS) },
    markdown: { type: 'string' },
    reports: { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (values.help) {
  console.log(
    [
      'npm run bench -- [--only seed,reads,profile,writes,web,contracts] [--orders n] [--seconds n] [--rounds n]',
      '                 [--web-runs n] [--markdown file] [--reports dir]',
      '',
      '  --only        the steps to run (default: all)',
      '  --orders      bulk orders seeded into the file database (default 1000000)',
      '  --seconds     seconds per load round of the simulator reads (default 5)',
      '  --rounds      load rounds per read (default 2)',
      `  --web-runs    runs of each Lighthouse audit and tap flow; the figures are their medians (default ${RUNS}; fewer only to check that the step runs)`,
      '  --markdown    write the record to this file (docs/benchmarks.md), earlier records kept below',
      '  --reports     write the median run of each Lighthouse audit as HTML into this folder',
      '',
      "The web step measures the host with Lighthouse's CPU benchmark first and slows the CPU to a phone",
      'of index 500 (host index / 500), pins Chromium to CPU 1 and the servers to CPU 0, and prints each',
      'figure as the median of its runs with their min-max.',
    ].join('\n'),
  );
  process.exit(0);
}
const wholeNumber = (name: string, text: string) => {
  if (!/^\d+$/.test(text) || Number(text) < 1)
    throw new Error(`--${name} must be a whole number >= 1`);
  return Number(text);
};
const orders = wholeNumber('orders', values.orders);
const seconds = wholeNumber('seconds', values.seconds);
const rounds = wholeNumber('rounds', values.rounds);
const webRuns = wholeNumber('web-runs', values['web-runs']);
const steps = new Set<Step>(
  values.only
    ? values.only.split(',').map((step) => {
        if (!STEPS.includes(step as Step))
          throw new Error(`--only takes ${STEPS.join(', ')}; got ${step}`);
        return step as Step;
      })
    : STEPS,
);

const runStarted = performance.now();
const startedAt = new Date();
const pressure = (when: string) =>
  cpuPressure() ? `; CPU pressure ${cpuPressure()} of the last minute ${when}` : '';
const header = [
  ...describeMachine(),
  `load average ${loadAverage()} at start${pressure('at start')} (/proc/pressure/cpu: time some task waited for a CPU)`,
];
console.log(
  `Benchmarks, ${startedAt.toISOString()}\n${header.map((line) => `  ${line}`).join('\n')}\n`,
);

const watchdog = setTimeout(() => {
  console.error(`\nThe run passed its ${RUN_LIMIT_MS / 60_000}-minute limit: stopping.`);
  process.exit(1);
}, RUN_LIMIT_MS);
watchdog.unref();

const sections: Section[] = [];
const folder = mkdtempSync(join(tmpdir(), 'dehong-bench-'));
// The database is a few hundred MB: gone however the run ends (the watchdog, Ctrl-C, an error).
process.on('exit', () => rmSync(folder, { recursive: true, force: true }));

async function step(title: string, run: () => Promise<Section | Section[]>): Promise<void> {
  const started = performance.now();
  const loadBefore = `${loadAverage()}${cpuPressure() ? ` (CPU pressure ${cpuPressure()})` : ''}`;
  try {
    const done = [await run()].flat();
    for (const section of done) {
      section.notes.push(
        `Load average ${loadBefore} when the step began, ${loadAverage()}${cpuPressure() ? ` (CPU pressure ${cpuPressure()})` : ''} when it ended (${cores} cores).`,
      );
      sections.push(section);
      console.log(`${sectionText(section)}\n`);
    }
  } catch (error) {
    const failed: Section = {
      title,
      figures: [],
      notes: [],
      error: error instanceof Error ? error.message : String(error),
      seconds: (performance.now() - started) / 1000,
    };
    sections.push(failed);
    console.log(`${sectionText(failed)}\n`);
  }
}

let seeded: SeededDatabase | undefined;
const needsDatabase = ['seed', 'reads', 'profile', 'writes', 'web'].some((name) =>
  steps.has(name as Step),
);
if (needsDatabase) {
  await step('3. Seeding a file database', async () => {
    const result = await seedBenchmark(folder, orders);
    seeded = result.seeded;
    return steps.has('seed') ? result.section : [];
  });
}
if (seeded && steps.has('reads')) {
  const database = seeded;
  await step('1. Simulator hot reads', async () => {
    const { reads, memory } = await readBenchmark(database, { seconds, rounds, connections: 50 });
    return [reads, memory];
  });
}
if (seeded && steps.has('profile')) {
  const database = seeded;
  await step('1b. CPU profile: order list by plate', () =>
    profileOrderList({
      file: database.file,
      token: database.readerToken,
      paths: database.plates.map(
        (plate) =>
          `/parking/v1/api/order/list?number=${encodeURIComponent(plate)}&page=1&pageSize=10`,
      ),
      connections: 50,
      seconds,
    }),
  );
}
if (seeded && steps.has('writes')) {
  const database = seeded;
  await step('2. Simulator writes: settle + balance pay', () =>
    writeBenchmark(database, { seconds: 10, workers: 10 }),
  );
}
if (seeded && steps.has('web')) {
  const database = seeded;
  const reportsDir = values.reports
    ? resolve(process.env.INIT_CWD ?? ROOT, values.reports)
    : undefined;
  await step('5. Web app: build sizes and Lighthouse', () =>
    webBenchmark(database, { runs: webRuns, ...(reportsDir ? { reportsDir } : {}) }),
  );
}
if (steps.has('contracts')) await step('6. Contracts', contractsBenchmark);

const totalSeconds = (performance.now() - runStarted) / 1000;
const ordered = [...sections].sort((a, b) => a.title.localeCompare(b.title));
const misses = ordered.flatMap((section) =>
  section.figures
    .filter((figure) => verdict(figure) === 'MISS')
    .map((figure) => `${section.title}: ${figure.name}`),
);
const errors = ordered.filter((section) => section.error).map((section) => section.title);
const footer = [
  `Total ${totalSeconds.toFixed(0)} s; load average ${loadAverage()} at the end${pressure('at the end')}.`,
  misses.length
    ? `Targets missed (${misses.length}):\n${misses.map((miss) => `  - ${miss}`).join('\n')}`
    : 'No printed figure missed its target.',
  ...(errors.length ? [`Could not run: ${errors.join(', ')}`] : []),
];
console.log(footer.join('\n'));

/**
 * What the file held before this run, below it: from its first record on (its title and
 * introduction are written anew), every heading one level down.
 */
function earlierRecords(file: string): string[] {
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  const start = text.search(/^(## |Recorded with )/m);
  if (start < 0) return [];
  return [
    '## Earlier records',
    '',
    text
      .slice(start)
      .trim()
      .replace(/^(#{2,5}) /gm, '#$1 '),
    '',
  ];
}

if (values.markdown) {
  const file = resolve(process.env.INIT_CWD ?? ROOT, values.markdown);
  const earlier = earlierRecords(file);
  writeFileSync(
    file,
    [
      '# Benchmarks',
      '',
      'Figures of issues 8, 17 and 47, printed by `npm run bench` (scripts/bench; `--help` for options) and recorded here',
      'with `npm run bench -- --markdown docs/benchmarks.md`. Side-by-side figures (ratios) matter more than absolute ones:',
      'the machine is shared, and its load average is noted per step. Since issue 47 the web step slows the CPU to a phone',
      "of Lighthouse's benchmark index 500 (host index / 500, measured at its start), runs Chromium's renderers on a CPU",
      'of their own, and prints each figure as the median of five runs with their min-max.',
      '',
      `Recorded with \`npm run bench${values.only ? ` -- --only ${values.only}` : ''}\` on ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC:`,
      '',
      ...header.map((line) => `- ${line}`),
      '',
      ...ordered.map(sectionMarkdown),
      // Beside this run's own profile only.
      ...(steps.has('profile') && existsSync(PROFILE_BEFORE)
        ? [readFileSync(PROFILE_BEFORE, 'utf8').trim(), '']
        : []),
      '## Summary',
      '',
      ...footer
        .flatMap((line) => line.split('\n'))
        .map((line) => (line.startsWith('  - ') ? line.slice(2) : line)),
      '',
      ...earlier,
    ].join('\n'),
  );
  console.log(`Written to ${file}`);
}
process.exit(errors.length ? 1 : 0);
