import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import {
  HEADLESS_SHELL,
  launchBrowser,
  openSignedIn,
  openUntilQuiet,
  PHONE_SCREEN,
} from './lighthouse-browser';
import home from '../../web/src/i18n/locales/zh-CN/home';
import { CARE_OFFERED_KEY } from '../../web/src/lib/care-mode-key';
import type { HttpsFront } from './https-front';
import { medianFigure, type Figure } from './report';
import { during, PLATE } from './web-lighthouse';

const require = createRequire(import.meta.url);

/** The slowdown the interaction targets are stated at (DevTools' CPU throttling, observed). */
const CPU_SLOWDOWN = 4;
/** Interaction to next paint, at most (web.dev's "good"). */
const INP_TARGET_MS = 200;

/** The owner taps once the page's network has been quiet this long (its content is there). */
const QUIET_MS = 500;

/**
 * An owner's pace: a look at what a tap opened before the next tap, and the time between two
 * keys of a plate. Taps as fast as a script can send them measured the keyboard still being
 * drawn (a person has not found the key yet), not a key.
 */
const PERSON = { look: 500, betweenKeys: 250 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What web-vitals' onINP reported last: the page's INP and its worst interaction. */
interface Reported {
  value: number;
  target: string;
  type: string;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
}

declare global {
  interface Window {
    benchInp?: Reported;
  }
}

/**
 * web-vitals (the attribution build) put into every document before its own scripts, reporting
 * each change of INP into `window.benchInp`. The smallest threshold Event Timing allows, so that
 * quick interactions are seen too (web-vitals' default ignores those under 40 ms).
 */
function webVitalsScript(): string {
  // The package exports its module builds only; the script build sits beside them.
  const dist = dirname(require.resolve('web-vitals/attribution'));
  const library = readFileSync(join(dist, 'web-vitals.attribution.iife.js'), 'utf8');
  return `${library}
webVitals.onINP(function (metric) {
  var a = metric.attribution;
  window.benchInp = {
    value: metric.value,
    target: a.interactionTarget,
    type: a.interactionType,
    inputDelay: a.inputDelay,
    processingDuration: a.processingDuration,
    presentationDelay: a.presentationDelay,
  };
}, { reportAllChanges: true, durationThreshold: 16 });`;
}

/** What a role is written as in the app's markup. */
const ROLE_SELECTORS = { button: 'button', dialog: '[role="dialog"], dialog' } as const;

/**
 * A visible element by its role and name (its aria-label, else what its aria-labelledby names,
 * else its text), or by the text it shows (`by: 'text'`: a key of the plate keyboard, named for
 * readers by more than its letter), inside `scope` when given. Found in the page's DOM, not
 * through Puppeteer's ARIA queries: those turn the page's accessibility tree on, and Chromium then
 * updates it in every frame (14 ms of the Pay tap's frame on this host), which a phone without a
 * screen reader does not do.
 */
async function byRole(
  page: Page,
  role: keyof typeof ROLE_SELECTORS,
  name: string,
  scope?: ElementHandle,
  by: 'name' | 'text' = 'name',
): Promise<ElementHandle> {
  const found = await page.waitForFunction(
    (selector: string, wanted: string, within: Element | undefined, byText: boolean) =>
      [...(within ?? document).querySelectorAll<HTMLElement>(selector)].find(
        (element) =>
          (byText
            ? element.textContent?.trim()
            : (element.getAttribute('aria-label') ??
              document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ??
              element.textContent?.trim())) === wanted && element.getClientRects().length > 0,
      ),
    {},
    ROLE_SELECTORS[role],
    name,
    scope,
    by === 'text',
  );
  const element = found.asElement();
  if (!element) throw new Error(`no ${role} named ${name}`);
  return element as ElementHandle;
}

/** Until no visible element of `role` is named `name`. */
const gone = (page: Page, role: keyof typeof ROLE_SELECTORS, name: string) =>
  page.waitForFunction(
    (selector: string, wanted: string) =>
      ![...document.querySelectorAll<HTMLElement>(selector)].some(
        (element) =>
          element.getAttribute('aria-label') === wanted && element.getClientRects().length > 0,
      ),
    {},
    ROLE_SELECTORS[role],
    name,
  );

/**
 * A tap on `element`: the press and the release sent together, as a finger's are. Sent one after
 * the other, as Puppeteer's tap and click do, the release waited for the page to acknowledge the
 * press: on a busy host the press lasted a second, Chromium took a touch for a long press, and the
 * interaction's latency was the press's length.
 */
async function tap(page: Page, element: ElementHandle): Promise<void> {
  const box = await element.boundingBox();
  if (!box) throw new Error('the element to tap is not on the screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const devtools = await page.createCDPSession();
  try {
    await Promise.all([
      devtools.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] }),
      devtools.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
    ]);
  } finally {
    await devtools.detach();
  }
}

/** Until the page has painted twice after now: the last tap's frame is on the screen. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/**
 * INP as web-vitals reports it once Event Timing has delivered every interaction so far: the
 * report is read until it has not changed for half a second.
 */
async function reportedInp(page: Page): Promise<Reported> {
  let last = '';
  for (let quiet = 0; quiet < 5;) {
    await nextFrames(page);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = JSON.stringify(await page.evaluate(() => window.benchInp ?? null));
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
  const reported = JSON.parse(last) as Reported | null;
  if (!reported) throw new Error('web-vitals reported no interaction');
  return reported;
}

interface Flow {
  name: string;
  path: string;
  /** What the page shows once it is ready for the owner's taps. */
  ready: (page: Page) => Promise<unknown>;
  /** The taps; the INP of the flow is the slowest of them to its next paint. */
  taps: (page: Page) => Promise<void>;
}

/** Home's plate field before a plate is typed, as a reader names it (its label and placeholder). */
const PLATE_FIELD = `${home.search.plateLabel}: ${home.search.placeholder}`;

const FLOWS: Flow[] = [
  {
    name: '/m/home: opening the plate keyboard and typing a plate',
    path: '/m/home',
    ready: (page) => byRole(page, 'button', PLATE_FIELD),
    async taps(page) {
      await tap(page, await byRole(page, 'button', PLATE_FIELD));
      const keyboard = await byRole(page, 'dialog', '请输入车牌号');
      await pause(PERSON.look);
      for (const key of [...PLATE, '确定']) {
        await tap(page, await byRole(page, 'button', key, keyboard, 'text'));
        await nextFrames(page);
        await pause(PERSON.betweenKeys);
      }
      await gone(page, 'dialog', '请输入车牌号');
    },
  },
  {
    name: 'kerb page by plate: tapping Pay',
    path: `/m/order/payment?carNumber=${encodeURIComponent(PLATE)}`,
    ready: (page) => byRole(page, 'button', '去结算'),
    async taps(page) {
      // The balance pays (user A has more than is due): the tap asks the owner to confirm it.
      // Nothing is paid: the tab closes on the question.
      await tap(page, await byRole(page, 'button', '去结算'));
      await byRole(page, 'dialog', '余额支付');
    },
  },
];

/**
 * Taps answer quickly: each flow in a fresh tab of Chromium's headless shell (pinned as the
 * Lighthouse browser is) signed in as user A (cache cleared, as a phone opening the link), over
 * HTTP/2, the CPU slowed 4x by DevTools (observed, not simulated: the app's handlers and React's
 * commits run at that speed), the network as loopback gives it. Taps start once the page has its
 * content and its network has been quiet for half a second.
 */
export async function interactionFigures(
  folder: string,
  front: HttpsFront,
  session: [string, string][],
  runs: number,
): Promise<{ figures: Figure[]; notes: string[] }> {
  // The whole browser on the browser's CPU, its GPU process too: a tap's latency ends when its
  // frame is presented, which the GPU process does, and it should not wait for the simulator's
  // work on the same tap (the payment's calls).
  const browser = await launchBrowser(folder, [front], {
    chromium: HEADLESS_SHELL,
    helpersWithServers: false,
  });
  try {
    return await measureFlows(browser, front.url, session, runs);
  } finally {
    await browser.close();
  }
}

async function measureFlows(
  browser: Browser,
  origin: string,
  session: [string, string][],
  runs: number,
): Promise<{ figures: Figure[]; notes: string[] }> {
  const script = webVitalsScript();
  const figures: Figure[] = [];
  const notes: string[] = [];
  for (const flow of FLOWS) {
    const reports: Reported[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const page = await openSignedIn(browser, origin, session);
      // An owner who has answered care mode's offer (shown once, on a first visit): its dialog
      // would otherwise cover what the flow taps.
      await page.evaluate((key) => localStorage.setItem(key, '1'), CARE_OFFERED_KEY);
      try {
        reports.push(
          await during(`interactions: ${flow.name} (run ${run})`, measureFlow(page, flow, script)),
        );
      } finally {
        await page.close();
      }
    }
    figures.push(
      medianFigure(
        {
          name: `INP at ${CPU_SLOWDOWN}x CPU, ${flow.name}`,
          unit: 'ms',
          target: { op: '<=', value: INP_TARGET_MS },
        },
        reports.map((report) => report.value),
      ),
    );
    notes.push(
      `${flow.name}: INP ${reports.map((report) => Math.round(report.value)).join(', ')} ms; slowest interaction of each run: ${reports.map((r) => `${r.type} on ${r.target} (input delay ${Math.round(r.inputDelay)}, processing ${Math.round(r.processingDuration)}, presentation ${Math.round(r.presentationDelay)} ms)`).join('; ')}.`,
    );
  }
  return { figures, notes };
}

async function measureFlow(page: Page, flow: Flow, script: string): Promise<Reported> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await page.setViewport(PHONE_SCREEN);
  await page.evaluateOnNewDocument(script);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await openUntilQuiet(page, new URL(flow.path, page.url()).toString(), QUIET_MS);
  await flow.ready(page);
  await flow.taps(page);
  const reported = await reportedInp(page);
  await cdp.detach();
  return reported;
}
