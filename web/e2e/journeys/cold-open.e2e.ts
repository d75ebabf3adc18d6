import { FIXTURES } from '@dehong/simulator';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { arrearsSummary, signIn } from '../support/app';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();
const userA = FIXTURES.users.a;
const userB = FIXTURES.users.b;
const arrears = FIXTURES.plates.arrears; // user A's, last seen at D10001
const coupons = '/user/v1/api/member/coupon/list';
// Whether the plate pays by itself (the payment page's auto-pay line).
const autoPay = '/user/v1/api/member/attention/list';
const plateCalls = [
  '/parking/v1/api/order/unpaid/repay',
  '/parking/v1/api/order/current',
  '/parking/v1/api/order/unpaid',
];

interface ColdOpen {
  name: string;
  phone: string;
  path: string;
  /** What the screen shows once it has its data. */
  shown: (page: Page) => Locator;
  /** The addresses its first calls ask, sent before the app's code has run. */
  firstCalls: string[];
}

/** The screens owners open from outside the app, as src/app/first-calls.ts asks them. */
const COLD_OPENS: ColdOpen[] = [
  {
    name: "the payment page from a space's code",
    phone: userB.phone,
    path: `/m/order/payment?d=${FIXTURES.devices.lastSeen.code}`,
    shown: (page) => page.getByRole('dialog', { name: '这是您的车吗？' }).getByText(arrears.number),
    // The space's last seen plate first, then that plate's parts.
    firstCalls: [coupons, autoPay, '/parking/v1/api/device/pay/info', ...plateCalls],
  },
  {
    name: 'the payment page by plate',
    phone: userA.phone,
    path: `/m/order/payment?carNumber=${encodeURIComponent(arrears.number)}`,
    shown: (page) => arrearsSummary(page).getByText('¥14.00'),
    firstCalls: [coupons, autoPay, ...plateCalls],
  },
  {
    name: 'the card purchase from a renewal message',
    phone: userA.phone,
    path: `/app/vip/card/pay?number=${encodeURIComponent(arrears.number)}&vipIndex=3`,
    shown: (page) => page.getByRole('region', { name: '温馨提示' }),
    firstCalls: [
      '/user/v1/api/common/member/vip/card',
      '/user/v1/api/member/car/list',
      '/user/v1/api/member/vehicle/list',
      '/component/v1/api/app/config/show',
    ],
  },
  {
    name: 'home from the chat app’s menu',
    phone: userA.phone,
    path: '/m/home',
    shown: (page) => page.getByRole('button', { name: '查询订单' }),
    firstCalls: [
      '/component/v1/api/app/config/show',
      '/component/v1/api/banner/list',
      '/parking/v1/api/order/total',
      '/parking/v1/api/order/list',
      '/material/v1/api/news/list',
      '/user/v1/api/member/vehicle/list',
    ],
  },
  {
    name: 'the shop from a shared link',
    phone: userA.phone,
    path: '/shop/index',
    shown: (page) => page.getByRole('list', { name: '推荐' }),
    firstCalls: [
      '/component/v1/api/banner/list',
      '/tools/v1/api/shop/type/list',
      '/tools/v1/api/shop/product/list',
    ],
  },
];

/** The operator API's GETs the page sends, as path and query, in order. */
function recordApiGets(page: Page): string[] {
  const gets: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const api = /^\/(sso|user|parking|material|tools|component|pay|charge)\//.test(url.pathname);
    if (api && request.method() === 'GET') gets.push(`${url.pathname}${url.search}`);
  });
  return gets;
}

describe('opening a screen cold, from outside the app', () => {
  for (const open of COLD_OPENS) {
    it(`${open.name}: its first calls go out while the app's code downloads, and each address is asked once`, async () => {
      const { page, admin } = journey;
      await signIn(page, admin, open.phone);
      // The router's code is held back (routing also turns the HTTP cache off): the app cannot
      // start until it arrives, as on a slow link where it is the largest file.
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/router-*.js', async (route) => {
        await released;
        await route.continue();
      });
      const gets = recordApiGets(page);

      await page.goto(journey.url(open.path), { waitUntil: 'commit' });
      const asked = () =>
        open.firstCalls.filter((path) => gets.some((get) => get.split('?')[0] === path));
      await expect.poll(asked).toEqual(open.firstCalls);
      release();

      await open.shown(page).waitFor();
      await page.waitForLoadState('networkidle');
      // The screen's queries took the answers asked ahead instead of asking again, and asked
      // with the same parameters (a first call that differs is a second address of its path).
      const timesAsked = (path: string) => gets.filter((get) => get.split('?')[0] === path).length;
      expect(open.firstCalls.map((path) => `${path} ${timesAsked(path)}`)).toEqual(
        open.firstCalls.map((path) => `${path} 1`),
      );
      expect(gets.filter((get, index) => gets.indexOf(get) !== index)).toEqual([]);
    });
  }
});
