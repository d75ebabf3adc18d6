import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApi, Session, type SessionStore } from '@dehong/api-spec';
import type { Browser, Page, PuppeteerNode } from 'puppeteer-core';
import { frontArgs, type HttpsFront } from './https-front';
import { CPU, HAS_TASKSET } from './processes';

const require = createRequire(import.meta.url);

export const CHROMIUM = '/usr/bin/chromium';
/**
 * Chromium's headless shell (the browser journeys' browser), for the taps: in the full browser's
 * headless mode a frame the page drew after a tap was reported presented only seconds later, so
 * Event Timing (INP) counted a keyboard tap at 2.5 s where the shell reports 16-40 ms.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** A loaded two-core machine can take longer than Puppeteer's 30 s default. */
export const PAGE_TIMEOUT_MS = 90_000;

/**
 * Lighthouse's mobile screen (a Moto G Power: 412 x 823 CSS px at 1.75), which the tap flows
 * emulate too.
 */
export const PHONE_SCREEN = {
  width: 412,
  height: 823,
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** Debian's Chromium as the team runs it (DESIGN.md), in the car owners' language. */
export const CHROMIUM_ARGS = [
  // A window that holds the whole emulated screen. In headless Chromium's default 800 x 600 a
  // frame that changed only pixels below them was drawn but never presented, so a tap that
  // redrew the kerb page's Pay button (at the screen's foot) counted its latency until the next
  // change higher up: 400-800 ms where a phone shows it in 60-90.
  `--window-size=${Math.ceil(PHONE_SCREEN.width * PHONE_SCREEN.deviceScaleFactor)},${Math.ceil(PHONE_SCREEN.height * PHONE_SCREEN.deviceScaleFactor)}`,
  '--lang=zh-CN',
  // --lang alone leaves navigator.languages (what the app picks its language from) at en-US.
  '--accept-lang=zh-CN',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Lighthouse drives a Puppeteer page; the puppeteer-core it depends on is the one it is tested
 * with, so it is taken from Lighthouse's own dependencies rather than declared again.
 */
export async function puppeteerOfLighthouse(): Promise<PuppeteerNode> {
  const fromLighthouse = createRequire(require.resolve('lighthouse'));
  const module = (await import(pathToFileURL(fromLighthouse.resolve('puppeteer-core')).href)) as {
    default: PuppeteerNode;
  };
  return module.default;
}

/**
 * Debian's Chromium for Lighthouse, with its profile in `folder`, trusting the HTTPS fronts'
 * certificates, its pages' renderers on a CPU of their own. Puppeteer starts a small script that
 * execs Chromium under taskset (same pid), so every process it starts inherits that CPU; then the
 * browser process and its helpers (GPU, network, storage) move to the servers' CPU, and only the
 * zygotes stay, which fork every renderer: the page's main thread, whose task times Lighthouse
 * reads, shares its core with nothing of the run.
 */
export async function launchBrowser(
  folder: string,
  fronts: HttpsFront[],
  options: { chromium?: string; helpersWithServers?: boolean } = {},
): Promise<Browser> {
  const { chromium = CHROMIUM, helpersWithServers = true } = options;
  mkdirSync(folder, { recursive: true });
  let executablePath = chromium;
  if (HAS_TASKSET) {
    executablePath = join(folder, 'chromium-pinned.sh');
    writeFileSync(executablePath, `#!/bin/sh\nexec taskset -c ${CPU.browser} ${chromium} "$@"\n`);
    chmodSync(executablePath, 0o755);
  }
  const puppeteer = await puppeteerOfLighthouse();
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      ...frontArgs(fronts),
      `--user-data-dir=${join(folder, 'chromium-profile')}`,
    ],
  });
  const pid = browser.process()?.pid;
  if (HAS_TASKSET && pid && helpersWithServers) {
    for (const helper of [pid, ...descendantsOf(pid)]) {
      if (/--type=(zygote|renderer)\b/.test(commandLineOf(helper))) continue;
      spawnSync('taskset', ['-a', '-p', '-c', String(CPU.server), String(helper)]);
    }
  }
  return browser;
}

const commandLineOf = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

/** Every process under `pid` (from /proc's parent links). */
function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // It ended meanwhile.
    }
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, of] of parents) {
      if (of === parent) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

function recordingStore(): SessionStore & { entries(): [string, string][] } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    entries: () => [...items],
  };
}

/**
 * The session a login leaves in the app's sessionStorage, for the fixture user A: the seeded
 * refresh token is exchanged for a fresh pair through the app's own client, which saves the
 * session exactly as the login page does.
 */
export async function signedInSession(
  url: string,
  refreshToken: string,
): Promise<[string, string][]> {
  const store = recordingStore();
  await createApi({ baseUrl: url, session: new Session(store) }).refreshToken(refreshToken);
  return store.entries();
}

export async function openSignedIn(browser: Browser, origin: string, session: [string, string][]) {
  const page = await browser.newPage();
  // A loaded two-core machine can take longer than Puppeteer's 30 s default.
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  // Any page of the origin gives access to its sessionStorage; the tab keeps it across navigations.
  await page.goto(`${origin}/media/service.html`);
  await page.evaluate((items) => {
    for (const [key, value] of items) sessionStorage.setItem(key, value);
  }, session);
  return page;
}

/**
 * Opens `url` and waits until none of the page's requests has run for `idleMs`. Chromium's own
 * /favicon.ico fetch (of the blank page the tab came from) may never report an end to Puppeteer,
 * which made waitForNetworkIdle time out now and then: the quiet is judged on the page's own
 * requests.
 */
export async function openUntilQuiet(page: Page, url: string, idleMs: number): Promise<void> {
  const inFlight = new Set<string>();
  const onRequest = (request: { url(): string }) => void inFlight.add(request.url());
  const onDone = (request: { url(): string }) => void inFlight.delete(request.url());
  const busy = () => [...inFlight].filter((url) => !url.endsWith('/favicon.ico'));
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    await page.goto(url, { waitUntil: 'load' });
    const deadline = Date.now() + PAGE_TIMEOUT_MS;
    let quietSince = Date.now();
    while (Date.now() - quietSince < idleMs) {
      if (Date.now() > deadline) {
        const pending = busy().map((address) => address.replace(new URL(url).origin, ''));
        throw new Error(`the network never went quiet; still loading: ${pending.join(', ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (busy().length > 0) quietSince = Date.now();
    }
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
}
