/**
 * Opens every screen of the app, signed in, in headless Chromium and counts per screen what its
 * effects started: API requests (the same method and address twice), toasts (the same text twice)
 * and intervals or long timeouts still pending after the screen settled (two from one line of
 * code). Run it against `vite dev`, where StrictMode mounts every component, runs its effects,
 * cleans them up and runs them again: an effect without a proper cleanup shows up twice here.
 * Run it against the production build too: what is doubled in both is not StrictMode's doing.
 *
 *   npm run sim -- --admin --db :memory: --port 8391 &
 *   SIM_URL=http://127.0.0.1:8391 npx vite --host 127.0.0.1 --port 5391 --strictPort &   # in web/
 *   npx tsx scripts/strict-mode-sweep.ts http://127.0.0.1:5391     # in web/
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURES } from '@dehong/simulator';
import { type Page, chromium } from 'playwright-core';
import { paths, type PathName } from '../src/config/paths';
import { signIn, tapSettle, toast } from '../e2e/support/app';
import { CHROMIUM, CHROMIUM_ARGS, PHONE } from '../e2e/support/chromium';
import { apiOfPage, SimulatorAdmin } from '../e2e/support/simulator';

const base = process.argv[2];
if (!base) throw new Error('usage: tsx scripts/strict-mode-sweep.ts <app origin>');
/** How long a screen has to settle: its queries answered, its effects run. */
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 2500);
const API = /^\/(sso|user|parking|material|tools|component|pay|charge|log)\//;

/**
 * Counts toasts and pending timers in the page, from before the app's first module runs. Plain
 * JavaScript: a function of this file would carry tsx's helpers into the page.
 */
const INSTRUMENT = `
  window.__toasts = [];
  window.__timers = new Map();
  const siteOf = () => {
    const lines = (new Error().stack || '').split('\\n').slice(3);
    // The app's own line that set it (a library's timer set from no app code is the library's).
    const app = lines.find((line) => line.includes('/src/'));
    return app ? app.trim().replace(/\\?[^:)]*/, '') : undefined;
  };
  const { setInterval: si, clearInterval: ci, setTimeout: st, clearTimeout: ct } = window;
  window.setInterval = (fn, delay, ...rest) => {
    const id = si(fn, delay, ...rest);
    const site = siteOf();
    if (site) window.__timers.set(id, { kind: 'interval', site, delay: delay || 0 });
    return id;
  };
  window.clearInterval = (id) => {
    window.__timers.delete(id);
    ci(id);
  };
  // Only timeouts long enough to matter (a poll, a countdown, a toast's life).
  window.setTimeout = (fn, delay, ...rest) => {
    const site = (delay || 0) < 500 ? undefined : siteOf();
    if (!site) return st(fn, delay, ...rest);
    const id = st((...args) => {
      window.__timers.delete(id);
      if (typeof fn === 'function') fn(...args);
    }, delay, ...rest);
    window.__timers.set(id, { kind: 'timeout', site, delay });
    return id;
  };
  window.clearTimeout = (id) => {
    window.__timers.delete(id);
    ct(id);
  };
  // A toast replaces the one on screen in place: record each text a toast shows.
  const shown = new WeakMap();
  new MutationObserver(() => {
    for (const main of document.querySelectorAll('.adm-toast-main')) {
      const text = main.textContent || '';
      if (shown.get(main) === text) continue;
      shown.set(main, text);
      window.__toasts.push(text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

interface Finding {
  screen: string;
  requests: string[];
  toasts: string[];
  timers: string[];
}

interface Initiator {
  stack?: { callFrames: { url: string; lineNumber: number; functionName: string }[] };
}

/** What a person then does on the screen (its taps' requests, toasts and timers count too). */
type Act = (page: Page) => Promise<void>;

async function visit(page: Page, href: string, act?: Act): Promise<Finding> {
  const requests: string[] = [];
  /** Where in the app's code each request was made (the first few of its own frames). */
  const from = new Map<string, Set<string>>();
  /** When each request went out (ms): a poll repeats seconds apart, a doubled effect at once. */
  const at = new Map<string, number[]>();
  // Nothing of the screen before is still asking.
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    if (!API.test(url.pathname)) return;
    const request = `${event.request.method} ${url.pathname}${url.search}`;
    requests.push(request);
    at.set(request, [...(at.get(request) ?? []), Date.now()]);
    const frames = ((event.initiator as Initiator).stack?.callFrames ?? [])
      .filter((frame) => frame.url.includes('/src/'))
      .slice(0, 4)
      .map(
        (frame) =>
          `${frame.functionName || '?'}@${frame.url.replace(/^.*\/src\//, '').replace(/\?.*$/, '')}:${frame.lineNumber + 1}`,
      )
      .join(' < ');
    if (!from.has(request)) from.set(request, new Set());
    from.get(request)!.add(frames);
  });
  await page.goto(`${base}${href}`);
  await page.waitForLoadState('networkidle').catch(() => {});
  if (act) {
    await act(page);
    await page.waitForLoadState('networkidle').catch(() => {});
  }
  await page.waitForTimeout(SETTLE_MS);
  await cdp.detach();
  const { toasts, timers } = await page.evaluate(() => {
    const w = window as unknown as {
      __toasts: string[];
      __timers: Map<number, { kind: string; site: string; delay: number }>;
    };
    return {
      toasts: w.__toasts,
      timers: [...w.__timers.values()].map((t) => `${t.kind} ${t.delay} ms ${t.site}`),
    };
  });
  const twice = (list: string[]) => {
    const counts = new Map<string, number>();
    for (const item of list) counts.set(item, (counts.get(item) ?? 0) + 1);
    return [...counts].filter(([, n]) => n > 1).map(([item, n]) => `${n}x ${item}`);
  };
  const requestsTwice = twice(requests).map((line) => {
    const request = line.replace(/^\d+x /, '');
    const times = at.get(request) ?? [];
    const gaps = times.slice(1).map((time, index) => `${time - times[index]!} ms`);
    const sites = [...(from.get(request) ?? [])];
    return [`${line} (apart: ${gaps.join(', ')})`, ...sites.map((site) => `    from ${site}`)].join(
      '\n  ',
    );
  });
  return {
    screen: href,
    requests: requestsTwice,
    toasts: twice(toasts),
    timers: twice(timers),
  };
}

const context = await chromium.launchPersistentContext(
  mkdtempSync(join(tmpdir(), 'dehong-strict-')),
  { executablePath: CHROMIUM, args: CHROMIUM_ARGS, ...PHONE },
);
await context.addInitScript({ content: INSTRUMENT });
const page = context.pages()[0] ?? (await context.newPage());
const errors: string[] = [];
page.on('pageerror', (error) => errors.push(error.message));

const admin = new SimulatorAdmin(base);
await admin.reset();
const user = FIXTURES.users.a;
const plate = FIXTURES.plates.arrears.number;

/** Prints a screen's findings; returns how many things happened twice. */
function report(label: string, finding: Finding, extra: string[] = []): number {
  const lines = [
    ...finding.requests.map((r) => `request ${r}`),
    ...finding.toasts.map((t) => `toast ${t}`),
    ...finding.timers.map((t) => `timer ${t}`),
    ...extra,
  ];
  console.log(lines.length ? `${label}\n  ${lines.join('\n  ')}` : `${label}: nothing twice`);
  return lines.length;
}

let found = 0;
const only = process.env.ONLY ? new RegExp(process.env.ONLY) : undefined;

// Signed out: a code is asked for (a POST, a toast, the button's countdown).
if (!only || only.test('send code')) {
  const sent = await visit(page, paths.login.href(), async (phone) => {
    await phone.getByLabel('手机号').fill(FIXTURES.users.b.phone);
    await phone.getByRole('button', { name: '获取验证码' }).click();
    await toast(phone, '验证码已发送').waitFor();
  });
  found += report('/uc/login, send code', sent);
}

await signIn(page, admin, user.phone);
const api = await apiOfPage(page, base);

// Settling from the balance asks first: one dialog.
if (!only || only.test('settle')) {
  let dialogs = 0;
  const settled = await visit(
    page,
    paths.orderPayment.href({ carNumber: plate }),
    async (phone) => {
      await tapSettle(phone);
      await phone.getByRole('dialog', { name: '余额支付' }).waitFor();
      dialogs = await phone.locator('.adm-dialog').count();
    },
  );
  found += report('/m/order/payment, settle', settled, dialogs > 1 ? [`${dialogs} dialogs`] : []);
}

const first = async <T>(load: () => Promise<T[] | { list: T[] }>) => {
  try {
    const answer = await load();
    return (Array.isArray(answer) ? answer : answer.list)[0];
  } catch {
    return undefined;
  }
};
const serialOf = (item: unknown) => (item as { serial?: string } | undefined)?.serial;
const order = serialOf(await first(() => api.listOrders({ page: 1 } as never)));
const car = serialOf(await first(() => api.listCars()));
const invoice = serialOf(await first(() => api.listInvoices({ page: 1 } as never)));
const product = serialOf(await first(() => api.listProducts({ page: 1 } as never)));
const store = serialOf(await first(() => api.listShopStores({ page: 1 } as never)));

const sample: Partial<Record<PathName, string>> = {
  namedLogin: paths.namedLogin.href('dehong'),
  orderList: paths.orderList.href({ carNumber: plate }),
  orderPayment: paths.orderPayment.href({ carNumber: plate }),
  findCar: paths.findCar.href(plate),
  cardPay: paths.cardPay.href({ vipIndex: 3, number: plate }),
  ...(order ? { orderShow: paths.orderShow.href(order) } : {}),
  ...(car ? { vehicleShow: paths.vehicleShow.href(car) } : {}),
  ...(invoice ? { invoiceShow: paths.invoiceShow.href(invoice) } : {}),
  ...(product ? { shopGoods: paths.shopGoods.href(product) } : {}),
  ...(store ? { shopStore: paths.shopStore.href(store) } : {}),
};
const hrefs = (Object.keys(paths) as PathName[])
  .filter((name) => name !== 'notFound' && name !== 'root')
  .map((name) => sample[name] ?? paths[name].path);
hrefs.push('/m/home?tab=map', '/m/home?tab=mine');
if (only) hrefs.splice(0, hrefs.length, ...hrefs.filter((href) => only.test(href)));

for (const href of hrefs) found += report(href, await visit(page, href));
if (errors.length) console.log(`page errors:\n  ${[...new Set(errors)].join('\n  ')}`);
console.log(`${hrefs.length} screens, ${found} things twice`);
await context.close();
process.exit(0);
