import { mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { testInstant } from '@dehong/api-spec/test-instant';
import { type RunningSimulator, startSimulator } from '@dehong/simulator';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  chromium,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { PHONE } from './chromium';
import { ARTIFACTS_DIR } from './paths';
import { SimulatorAdmin } from './simulator';

/** How long a journey waits for what the page should show before it fails. */
const WAIT_MS = 10_000;

/**
 * `E2E_CPU_THROTTLE=4` runs every page on a CPU four times slower (a cheap phone, a loaded CI
 * machine): races that a fast machine hides show up.
 */
const CPU_THROTTLE = Number(process.env.E2E_CPU_THROTTLE ?? 1);

export interface Journey {
  /** The simulator serving the production build (`url`), fresh per file, reset per journey. */
  readonly sim: RunningSimulator;
  readonly admin: SimulatorAdmin;
  /** The phone of this journey (the last one opened). */
  readonly page: Page;
  /** An absolute URL on the simulator's origin. */
  url(path: string): string;
  /** Another phone (fresh storage) with other settings, e.g. a browser outside the chat app. */
  openPhone(options?: BrowserContextOptions): Promise<Page>;
  /**
   * Hands over the CSP violations and uncaught page errors seen so far, for a journey that
   * provokes one on purpose; whatever is left fails the journey when it ends.
   */
  takeProblems(): string[];
}

const slug = (text: string) =>
  text
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 90);

/**
 * Registers the hooks of a file of journeys: one simulator for the file (the production build,
 * admin on, the fixtures, its clock at the test instant), a reset before each journey (the clock
 * back at that instant), a fresh phone (browser context) per journey, a screenshot of where a
 * failed journey ended, and no CSP violation or uncaught page error.
 */
export function setUpJourneys(): Journey {
  let browser: Browser | undefined;
  let sim: RunningSimulator | undefined;
  let admin: SimulatorAdmin | undefined;
  let page: Page | undefined;
  let contexts: BrowserContext[] = [];
  let problems: string[] = [];
  let journeyCount = 0;

  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is only there inside a journey`);
    return value;
  };

  const openPhone = async (options: BrowserContextOptions = {}) => {
    const context = await required(browser, 'The browser').newContext({ ...PHONE, ...options });
    context.setDefaultTimeout(WAIT_MS);
    context.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
        problems.push(`CSP violation: ${message.text()}`);
      }
    });
    context.on('weberror', (error) => {
      problems.push(`Uncaught page error: ${error.error().message}`);
    });
    contexts.push(context);
    // The phone shows the operator's time, which starts each journey at the test instant: no
    // journey depends on the day it runs. The page's clock then runs as usual (and can skip ahead).
    await context.clock.install({ time: required(sim, 'The simulator').clock.now() });
    page = await context.newPage();
    if (CPU_THROTTLE > 1) {
      const devtools = await context.newCDPSession(page);
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    }
    return page;
  };

  beforeAll(async () => {
    browser = await chromium.connect(inject('chromiumWsEndpoint'));
    sim = await startSimulator({ admin: true, webDir: inject('webDir'), now: testInstant() });
    admin = new SimulatorAdmin(sim.url);
  });

  afterAll(async () => {
    await browser?.close();
    await sim?.close();
  });

  beforeEach(async () => {
    problems = [];
    await required(admin, 'The simulator').reset();
    await required(admin, 'The simulator').mark();
    await openPhone();
  });

  afterEach(async ({ task }) => {
    journeyCount += 1;
    try {
      // Only where a journey failed: encoding a picture of every journey's end cost about a
      // tenth of a second of CPU each, some 20 s of the suite's.
      if (page && task.result?.state === 'fail') {
        const folder = join(ARTIFACTS_DIR, basename(task.file.name, '.e2e.ts'));
        mkdirSync(folder, { recursive: true });
        const name = `${String(journeyCount).padStart(2, '0')}-${slug(task.name)}.png`;
        await page.screenshot({ path: join(folder, name) });
      }
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
      contexts = [];
      page = undefined;
    }
    expect(problems, 'CSP violations or uncaught errors in the page').toEqual([]);
  });

  return {
    get sim() {
      return required(sim, 'The simulator');
    },
    get admin() {
      return required(admin, 'The simulator');
    },
    get page() {
      return required(page, 'The page');
    },
    url: (path) => `${required(sim, 'The simulator').url}${path}`,
    openPhone,
    takeProblems() {
      const taken = problems;
      problems = [];
      return taken;
    },
  };
}
