import { FIXTURES } from '@dehong/simulator';
import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { arrearsSummary, signIn } from '../support/app';
import { setUpJourneys } from '../support/journey';
import { apiOfPage } from '../support/simulator';

const journey = setUpJourneys();
const userA = FIXTURES.users.a;
const userB = FIXTURES.users.b;
const arrears = FIXTURES.plates.arrears; // user A's, last seen at D10001

const API = /^\/(sso|user|parking|material|tools|component|pay|charge|log)\//;

interface ColdLoad {
  name: string;
  /** Signed in on this phone first (the chat app's silent login), or signed out. */
  phone: string | null;
  /** The address opened (a function when it needs the member's data). */
  path: string | ((page: Page) => Promise<string>);
  /** What the screen shows once it has loaded. */
  shown: (page: Page) => Locator;
}

const loginForm = (page: Page) => page.getByLabel('手机号');

/**
 * Every screen owners open cold (COLD_SCREENS in vite.config.ts: home, the login, the payment
 * page, the order list and an order, the card purchase, the shop), signed in, and signed out
 * where the screen asks something of a visitor or sends them to the login.
 */
const COLD_LOADS: ColdLoad[] = [
  {
    name: 'home',
    phone: userA.phone,
    path: '/m/home',
    shown: (page) => page.getByRole('button', { name: '查询订单' }),
  },
  { name: 'home signed out (to the login)', phone: null, path: '/m/home', shown: loginForm },
  { name: 'the login', phone: null, path: '/uc/login', shown: loginForm },
  {
    name: "the payment page from a space's code",
    phone: userB.phone,
    path: `/m/order/payment?d=${FIXTURES.devices.lastSeen.code}`,
    shown: (page) => page.getByRole('dialog', { name: '这是您的车吗？' }).getByText(arrears.number),
  },
  {
    name: "the payment page from a space's code signed out (to the login)",
    phone: null,
    path: `/m/order/payment?d=${FIXTURES.devices.lastSeen.code}`,
    shown: loginForm,
  },
  {
    name: 'the payment page by plate',
    phone: userA.phone,
    path: `/m/order/payment?carNumber=${encodeURIComponent(arrears.number)}`,
    shown: (page) => arrearsSummary(page).getByText('¥14.00'),
  },
  {
    name: "a plate's orders",
    phone: userA.phone,
    path: `/m/order/list?carNumber=${encodeURIComponent(arrears.number)}`,
    shown: (page) => page.getByText('待缴费').first(),
  },
  {
    name: 'an order',
    phone: userA.phone,
    async path(page) {
      const api = await apiOfPage(page, journey.admin.url);
      const [order] = (await api.listUnpaidOrders({ number: arrears.number })).list;
      return `/m/order/show?c=${encodeURIComponent(order!.bookCode)}`;
    },
    shown: (page) => page.getByText('待缴费').first(),
  },
  {
    name: 'the card purchase from a renewal message',
    phone: userA.phone,
    path: `/app/vip/card/pay?number=${encodeURIComponent(arrears.number)}&vipIndex=3`,
    shown: (page) => page.getByRole('region', { name: '温馨提示' }),
  },
  {
    name: 'the card purchase signed out (to the login)',
    phone: null,
    path: `/app/vip/card/pay?number=${encodeURIComponent(arrears.number)}&vipIndex=3`,
    shown: loginForm,
  },
  {
    name: 'the shop',
    phone: userA.phone,
    path: '/shop/index',
    shown: (page) => page.getByRole('list', { name: '推荐' }),
  },
  {
    name: 'the shop signed out',
    phone: null,
    path: '/shop/index',
    shown: (page) => page.getByRole('list', { name: '推荐' }),
  },
];

/**
 * Which chunk arrives last. The router's (the app cannot start before it): the calls index.html's
 * first module asks ahead all go out and answer before the app runs. The later call groups'
 * (api-spec's later-calls.ts, which the shop's calls need): the app starts, and stops keeping
 * answers, before the calls asked ahead of it can leave.
 */
const HELD = [
  {
    chunk: 'router',
    file: '**/assets/router-*.js',
    // Once everything else the page asked for has answered.
    releaseWhen: async () => undefined,
  },
  {
    chunk: 'later-calls',
    file: '**/assets/later-calls-*.js',
    // Once React has taken the page: the app has started.
    releaseWhen: (page: Page) =>
      page.waitForFunction(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) =>
          key.startsWith('__reactContainer'),
        ),
      ),
  },
];

/** Every call of the operator API the page makes: method, path, query and body. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!API.test(url.pathname)) return;
    const body = request.postData();
    calls.push(`${request.method()} ${url.pathname}${url.search}${body ? ` ${body}` : ''}`);
  });
  return calls;
}

/** The requests still waiting for an answer, but those named by `except`. */
function inFlight(page: Page): (except: RegExp) => string[] {
  const waiting = new Set<string>();
  page.on('request', (request) => void waiting.add(request.url()));
  page.on('requestfinished', (request) => void waiting.delete(request.url()));
  page.on('requestfailed', (request) => void waiting.delete(request.url()));
  return (except) => [...waiting].filter((url) => !except.test(new URL(url).pathname));
}

const chunkPath = (chunk: string) => new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`);

describe('a cold load asks each operation once, whichever chunk arrives last', () => {
  for (const held of HELD) {
    for (const load of COLD_LOADS) {
      it(`${load.name}, the ${held.chunk} chunk last`, async () => {
        const { page, admin } = journey;
        if (load.phone) await signIn(page, admin, load.phone);
        const path = typeof load.path === 'string' ? load.path : await load.path(page);
        // Routing also turns the HTTP cache off: every chunk comes from the server again.
        let arrived: () => void = () => {};
        const requested = new Promise<void>((resolve) => (arrived = resolve));
        let release: () => void = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route(held.file, async (route: Route) => {
          arrived();
          await released;
          await route.continue();
        });
        const calls = recordApiCalls(page);
        const waiting = inFlight(page);

        await page.goto(journey.url(path), { waitUntil: 'commit' });
        // A screen that shows without the chunk gets it at once.
        const shownWithout = load
          .shown(page)
          .waitFor()
          .then(
            () => true,
            () => false,
          );
        if (!(await Promise.race([requested.then(() => false), shownWithout]))) {
          await held.releaseWhen(page);
          await expect.poll(() => waiting(chunkPath(held.chunk))).toEqual([]);
        }
        release();

        await load.shown(page).waitFor();
        await page.waitForLoadState('networkidle');
        const twice = calls.filter((call, index) => calls.indexOf(call) !== index);
        expect(twice, `asked more than once in ${calls.join('\n')}`).toEqual([]);
      });
    }
  }
});
