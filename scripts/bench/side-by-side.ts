/**
 * Two or more builds of the web app audited side by side: each served by its own simulator (the
 * same seeded database file), Lighthouse (mobile, as `npm run bench`) on the five cold pages,
 * alternating build after build for each page, round after round, so that a burst of load on a
 * shared machine falls on every build alike. Prints a table (medians and each run) and each
 * median run's LCP element, the request its paint waited for last, its long tasks and what the
 * observed tasks behind them were doing.
 *
 *   npx tsx scripts/bench/side-by-side.ts [--rounds 2] [--https] [--again] [--pages 1,2]
 *     [--thread-time] [--cpu-slowdown x] <label>=<dist folder> ...
 *
 * `--https`: each build through its own HTTPS front speaking HTTP/2 (https-front.ts), as the bench's
 * targets are measured; without it, straight from the simulator over HTTP/1.1. `--again`: each
 * page opened a second time straight after its cold load (the phone's cache kept), as the bench's
 * second visit. `--pages`: only these of the five pages (1-based, in the bench's order). The CPU
 * is slowed as in the bench: to the phone of benchmark index 500 (phone.ts), measured at the start.
 * `--thread-time`: each load audited with its main-thread tasks as long as the CPU time they had
 * (thread-time.ts), for a host busy with other work; the share of wall time that was CPU is printed.
 * `--cpu-slowdown`: this slowdown instead of the calibrated one (with --thread-time on a busy host,
 * whose benchmark index then reads low: a quiet host of 2,600 gives 5.2).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from 'puppeteer-core';
import { startHttpsFront, type HttpsFront } from './https-front';
import { lighthouseAudit, typicalRun, type Audit } from './lighthouse-audit';
import { launchBrowser, openSignedIn, signedInSession } from './lighthouse-browser';
import { cpuPressure } from './machine';
import { calibratePhone, describeCalibration } from './phone';
import {
  browserPlacement,
  CPU,
  nodeArgs,
  pinThisProcess,
  ROOT,
  runJson,
  startService,
  type Service,
  WORKERS,
} from './processes';
import { median } from './report';
import type { SeededDatabase } from './seeding';
import { AUDITED } from './web-lighthouse';

const { values, positionals } = parseArgs({
  options: {
    rounds: { type: 'string', default: '2' },
    https: { type: 'boolean', default: false },
    again: { type: 'boolean', default: false },
    pages: { type: 'string' },
    'thread-time': { type: 'boolean', default: false },
    'cpu-slowdown': { type: 'string' },
  },
  allowPositionals: true,
});
const builds = positionals.map((item) => {
  const [label, dist] = item.split('=');
  if (!label || !dist) throw new Error(`expected <label>=<dist folder>, got ${item}`);
  return { label, dist };
});
if (builds.length < 2) throw new Error('give at least two builds: <label>=<dist folder> ...');
const rounds = Number(values.rounds);
const pages = values.pages
  ? values.pages.split(',').map((n) => {
      const chosen = AUDITED[Number(n) - 1];
      if (!chosen) throw new Error(`--pages takes 1-${AUDITED.length}; got ${n}`);
      return chosen;
    })
  : AUDITED;
/** Each page's cold load, and with --again its second visit. */
const visits = values.again ? ['cold', 'again'] : ['cold'];

const folder = mkdtempSync(join(tmpdir(), 'dehong-side-by-side-'));
const servers: Service[] = [];
const fronts: HttpsFront[] = [];
let browser: Browser | undefined;
try {
  const seeded = await runJson<SeededDatabase>(
    'the seeding worker',
    nodeArgs(join(WORKERS, 'seed-db.ts'), [join(folder, 'bench.db'), '1000']),
    { timeoutMs: 180_000 },
  );
  for (const { label, dist } of builds) {
    servers.push(
      await startService(
        `the simulator serving ${label}`,
        nodeArgs(join(ROOT, 'simulator/src/main.ts'), [
          '--port',
          '0',
          '--db',
          seeded.file,
          '--web',
          dist,
          '--trust-proxy',
        ]),
        /Simulator ready at (http:\/\/\S+)/,
        { cpu: CPU.server },
      ),
    );
  }
  if (values.https) for (const server of servers) fronts.push(await startHttpsFront(server.url));
  // Where the browser meets each build: its front, or the simulator itself.
  const origins = servers.map((server, index) => fronts[index]?.url ?? server.url);
  pinThisProcess(CPU.server);
  browser = await launchBrowser(folder, fronts);
  const calibration = await calibratePhone(browser);
  const cpuSlowdown = values['cpu-slowdown']
    ? Number(values['cpu-slowdown'])
    : calibration.cpuSlowdown;
  console.log(
    `${describeCalibration(calibration)}${values['cpu-slowdown'] ? ` Given instead: ${cpuSlowdown}x.` : ''}\n${browserPlacement}`,
  );
  // One login for all: the servers share the database, so its tokens hold on each (a refresh
  // token is used once).
  const session = await signedInSession(servers[0]!.url, seeded.fixtureUserRefreshToken);
  const tabs = [];
  for (const origin of origins) tabs.push(await openSignedIn(browser, origin, session));
  console.log(
    `start: load average ${loadavg()[0]!.toFixed(2)}, CPU pressure ${cpuPressure()}, ${new Date().toISOString()}`,
  );
  const runs = new Map<string, Audit[]>();
  for (let round = 1; round <= rounds; round += 1) {
    for (const { label: page, path } of pages) {
      for (const [index, { label }] of builds.entries()) {
        for (const visit of visits) {
          // A tab in the background paints nothing (Lighthouse's NO_FCP).
          await tabs[index]!.bringToFront();
          const audit = await lighthouseAudit(tabs[index]!, origins[index]!, path, {
            cpuSlowdown,
            warm: visit === 'again',
            threadTime: values['thread-time'],
          });
          if (audit.finalPath !== new URL(path, 'http://x').pathname) {
            throw new Error(`${label} ${path} ended on ${audit.finalPath}`);
          }
          const key = `${visit === 'again' ? `${page} again` : page}\t${label}`;
          runs.set(key, [...(runs.get(key) ?? []), audit]);
          console.log(
            `round ${round} ${label} ${key.split('\t')[0]}: LCP ${(audit.lcp / 1000).toFixed(2)} s, TBT ${Math.round(audit.tbt)} ms, TTI ${(audit.tti / 1000).toFixed(2)} s, perf ${audit.performance}, index ${Math.round(audit.benchmarkIndex)}${values['thread-time'] ? `, CPU ${Math.round(audit.cpuShare * 100)} % of wall` : ''}`,
          );
        }
      }
    }
  }
  console.log(
    `end: load average ${loadavg()[0]!.toFixed(2)}, CPU pressure ${cpuPressure()}, ${new Date().toISOString()}`,
  );
  const header = builds.flatMap(({ label }) => [
    `LCP ${label}`,
    `TBT ${label}`,
    `TTI ${label}`,
    `perf ${label}`,
  ]);
  console.log(`\n| page | ${header.join(' | ')} |`);
  console.log(`| --- |${header.map(() => ' --- |').join('')}`);
  for (const page of pages.flatMap(({ label }) =>
    visits.map((visit) => (visit === 'again' ? `${label} again` : label)),
  )) {
    const cells = builds.flatMap(({ label }) => {
      const all = runs.get(`${page}\t${label}`)!;
      const list = (pick: (audit: Audit) => number, digits: number) =>
        all.map((audit) => pick(audit).toFixed(digits)).join(', ');
      return [
        `${(median(all.map((a) => a.lcp)) / 1000).toFixed(2)} s (${list((a) => a.lcp / 1000, 2)})`,
        `${Math.round(median(all.map((a) => a.tbt)))} ms (${list((a) => a.tbt, 0)})`,
        `${(median(all.map((a) => a.tti)) / 1000).toFixed(2)} s`,
        `${median(all.map((a) => a.performance))} (${list((a) => a.performance, 0)})`,
      ];
    });
    console.log(`| ${page} | ${cells.join(' | ')} |`);
  }
  console.log(
    '\nLCP element of each median run, and the request its simulated paint waited for last:',
  );
  for (const [key, all] of runs) {
    const typical = typicalRun(all);
    console.log(`- ${key.replace('\t', ' / ')}: ${typical.lcpElement}`);
    console.log(`  waited last for ${typical.lcpLastRequest}`);
    console.log(`  long tasks: ${typical.longTasks}`);
    console.log(`  observed tasks over 12.5 ms: ${typical.observedTasks}`);
  }
} finally {
  await browser?.close();
  for (const front of fronts) await front.stop();
  for (const server of servers) await server.stop();
  rmSync(folder, { recursive: true, force: true });
}
