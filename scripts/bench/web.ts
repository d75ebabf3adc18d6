import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { startHttpsFront, type HttpsFront } from './https-front';
import { interactionFigures } from './interactions';
import {
  CHROMIUM,
  launchBrowser,
  openSignedIn,
  openUntilQuiet,
  signedInSession,
} from './lighthouse-browser';
import { calibratePhone, describeCalibration, PHONE_BENCHMARK_INDEX } from './phone';
import {
  browserPlacement,
  CPU,
  nodeArgs,
  pinThisProcess,
  ROOT,
  startService,
  timeCommand,
  type Service,
} from './processes';
import { medianFigure, type Figure, type Section } from './report';
import type { SeededDatabase } from './seeding';
import { during, lighthouseFigures, RUNS, type Tabs } from './web-lighthouse';
import { BuildSizes, KB, MAP_OR_MEMBER } from './web-sizes';

const require = createRequire(import.meta.url);

/** /m/home has loaded everything it will once no request of its own ran for this long. */
const HOME_IDLE_MS = 1500;

/** What /m/home really fetches in Chromium, as built files (JS and CSS under /assets/). */
async function homeLoads(page: Page, origin: string): Promise<string[]> {
  const files = new Set<string>();
  const onResponse = (response: { url(): string }) => {
    const url = new URL(response.url());
    if (url.origin === origin && /^\/assets\/.+\.(js|css)$/.test(url.pathname))
      files.add(url.pathname.slice(1));
  };
  page.on('response', onResponse);
  try {
    // Parts rendered after the first paint (the notice's sanitiser) load once the page is idle.
    await openUntilQuiet(page, `${origin}/m/home`, HOME_IDLE_MS);
  } finally {
    page.off('response', onResponse);
  }
  if (!new URL(page.url()).pathname.startsWith('/m/home')) {
    throw new Error(`/m/home went to ${page.url()}: the session was not accepted`);
  }
  return [...files];
}

/**
 * Benchmark 5: the production build (made here, into a temporary folder, so the team's web/dist is
 * left alone), its gzip sizes per route, what /m/home loads in Chromium, and Lighthouse (mobile,
 * simulated slow 4G) on the five pages owners open cold, served by the simulator with a signed-in
 * session.
 */
export async function webBenchmark(
  seeded: SeededDatabase,
  options: { reportsDir?: string; runs?: number } = {},
): Promise<Section> {
  const runs = options.runs ?? RUNS;
  const started = performance.now();
  const figures: Figure[] = [];
  const notes: string[] = [];
  const folder = mkdtempSync(join(tmpdir(), 'dehong-bench-web-'));
  const dist = join(folder, 'dist');
  let simulator: Service | undefined;
  let front: HttpsFront | undefined;
  let browser: Browser | undefined;
  let unpin = () => {};
  // A part that fails keeps the figures taken before it.
  let failure: string | undefined;
  try {
    // vite's exports hide bin/: its package.json (exported) locates the folder.
    const vitePackage = createRequire(join(ROOT, 'web/package.json')).resolve('vite/package.json');
    const vite = join(dirname(vitePackage), 'bin/vite.js');
    const build = await timeCommand(
      [process.execPath, [vite, 'build', '--outDir', dist, '--emptyOutDir']],
      {
        cwd: join(ROOT, 'web'),
        timeoutMs: 240_000,
      },
    );
    if (build.code !== 0) throw new Error(`vite build failed:\n${build.output.slice(-2000)}`);
    figures.push({ name: 'vite build', value: build.seconds, unit: 's', digits: 1 });

    const sizes = new BuildSizes(dist);
    const routes = sizes.routeFigures();

    simulator = await startService(
      'the simulator serving the build',
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
    );
    const origin = simulator.url;
    front = await startHttpsFront(origin);
    const session = await signedInSession(origin, seeded.fixtureUserRefreshToken);

    if (!existsSync(CHROMIUM)) {
      throw new Error(`no Chromium at ${CHROMIUM}: run scripts/install-chromium.sh (DESIGN.md)`);
    }
    // From here the browser has its own core: this runner (Lighthouse's driver) joins the servers.
    unpin = pinThisProcess(CPU.server);
    browser = await launchBrowser(folder, [front]);
    const calibration = await during('measuring the host', calibratePhone(browser));
    const page = await during('signing in the browser tab', openSignedIn(browser, origin, session));
    const tabs: Tabs = {
      'HTTP/2': {
        page: await during('signing in over HTTPS', openSignedIn(browser, front.url, session)),
        origin: front.url,
      },
      'HTTP/1.1': { page, origin },
    };

    const loaded = await during('loading /m/home in Chromium', homeLoads(page, origin));
    const excluded = loaded.filter((file) =>
      MAP_OR_MEMBER.test(`${file} ${sizes.sourceOf(file) ?? ''}`),
    );
    const counted = loaded.filter((file) => !excluded.includes(file));
    const total = (files: string[]) => files.reduce((sum, file) => sum + sizes.gzip(file), 0) / KB;
    figures.push(
      // The whole tab until idle, the lazy parts a member sees without a tap included: what the
      // phone downloads. The budget is the entry's (below): what loads before any lazy chunk.
      {
        name: '/m/home loads: JS + CSS gzip',
        value: total(counted),
        unit: 'KB',
        digits: 1,
      },
      {
        name: '/m/home loads: JS gzip',
        value: total(counted.filter((f) => f.endsWith('.js'))),
        unit: 'KB',
        digits: 1,
      },
      {
        name: '/m/home loads: CSS gzip',
        value: total(counted.filter((f) => f.endsWith('.css'))),
        unit: 'KB',
        digits: 1,
      },
      { name: '/m/home loads: files', value: counted.length, unit: '' },
      {
        name: '/m/home loads: map or member-area files (left out)',
        value: excluded.length,
        unit: '',
      },
    );

    // The phone first, beside the figures it slows.
    figures.push(
      {
        name: 'host: Lighthouse CPU benchmark index at the start',
        value: calibration.hostIndex,
        unit: '',
      },
      {
        name: `Lighthouse CPU slowdown (host index / ${PHONE_BENCHMARK_INDEX})`,
        value: calibration.cpuSlowdown,
        unit: 'x',
        digits: 2,
      },
    );
    const lighthouse = await lighthouseFigures(tabs, {
      cpuSlowdown: calibration.cpuSlowdown,
      runs,
      ...(options.reportsDir ? { reportsDir: options.reportsDir } : {}),
    });
    figures.push(...lighthouse.figures);
    const { audits } = lighthouse;
    // Lighthouse measures the host again before each audit: how much it moved during the run.
    figures.push(
      medianFigure(
        { name: 'Lighthouse CPU benchmark index during the audits', unit: '' },
        audits.map((audit) => Math.round(audit.benchmarkIndex)),
      ),
    );

    const interactions = await interactionFigures(join(folder, 'taps'), front, session, runs);
    figures.push(...interactions.figures);
    figures.push(...routes);

    notes.push(
      describeCalibration(calibration),
      browserPlacement,
      ...lighthouse.notes,
      ...interactions.notes,
      `Build: \`vite build\` of web/ into a temporary folder; sizes are gzip -9 of the built files. "route X" = what opening X adds to the entry's first load (its chunk, shared chunks the entry does not load, their CSS).`,
      `/m/home: the files Chromium (zh-CN) fetched for /m/home (signed in as user A) until the network was idle 1.5 s, sized from the build; files of the map or member areas (${MAP_OR_MEMBER.source}) would be left out and counted apart.`,
      `Lighthouse ${lighthouseVersion()} (mobile: Moto G Power screen, simulated slow 4G, 150 ms RTT, 1.6 Mbit/s, the CPU slowed ${calibration.cpuSlowdown.toFixed(2)}x: the phone above) on Debian Chromium; served by the simulator CLI (admin off, so no demo bridge) with the build. Pages behind the login: the runner exchanges user A's seeded refresh token through the app's client, writes the session into the tab's sessionStorage, and Lighthouse audits that same Puppeteer page with disableStorageReset (the HTTP cache, cache storage and service workers are cleared before each cold audit; a second visit keeps those of the cold load just before it). Each page ${runs} times, round after round; the figures are medians (min-max beside), the other figures and the LCP element those of the run of median LCP. The targets are over HTTP/2; HTTP/1.1 is information.`,
      'The simulator sends the brotli (else gzip) copies `vite build` writes next to each text asset, with immutable caching for the hashed assets; "text compression would save" is Lighthouse\'s own estimate of what is still sent uncompressed.',
      ...(options.reportsDir
        ? [`Lighthouse reports: ${options.reportsDir}/lighthouse-*.html.`]
        : []),
    );
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  } finally {
    unpin();
    await browser?.close();
    await front?.stop();
    await simulator?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
  return {
    title: '5. Web app: build sizes and Lighthouse',
    seconds: (performance.now() - started) / 1000,
    figures,
    notes,
    ...(failure ? { error: failure } : {}),
  };
}

function lighthouseVersion(): string {
  return (require('lighthouse/package.json') as { version: string }).version;
}
