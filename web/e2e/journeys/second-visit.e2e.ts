import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testInstant } from '@dehong/api-spec/test-instant';
import { FIXTURES, startSimulator } from '@dehong/simulator';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openTab, signIn } from '../support/app';
import { setUpJourneys } from '../support/journey';
import { SimulatorAdmin } from '../support/simulator';

const journey = setUpJourneys();
const userA = FIXTURES.users.a;
const plate = FIXTURES.plates.arrears.number;
const kerbPage = `/m/order/payment?carNumber=${encodeURIComponent(plate)}`;

const API = /^\/(sso|user|parking|material|tools|component|pay|charge|log)\//;

/**
 * Where each response of the page came from, by path: the network, or the browser's cache (disk
 * or memory). From the DevTools protocol, which says so for every request.
 */
async function recordSources(page: Page): Promise<Map<string, 'network' | 'cache'>> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  const paths = new Map<string, string>();
  const sources = new Map<string, 'network' | 'cache'>();
  devtools.on('Network.requestWillBeSent', ({ requestId, request }) => {
    const url = new URL(request.url);
    paths.set(requestId, `${url.pathname}${url.search}`);
  });
  devtools.on('Network.requestServedFromCache', ({ requestId }) => {
    const path = paths.get(requestId);
    if (path) sources.set(path, 'cache');
  });
  devtools.on('Network.responseReceived', ({ requestId, response }) => {
    const path = paths.get(requestId);
    if (path && !sources.has(path)) sources.set(path, response.fromDiskCache ? 'cache' : 'network');
  });
  return sources;
}

/**
 * Whether the browser's HTTP cache holds an answer for `path` (same origin): a fetch that may
 * only take it from the cache, with the page's own session.
 */
function cached(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (address) => {
    const token = sessionStorage.getItem('token');
    try {
      const answer = await fetch(address, {
        cache: 'only-if-cached',
        mode: 'same-origin',
        headers: token ? { Authorization: token } : {},
      });
      return answer.ok;
    } catch {
      return false;
    }
  }, path);
}

describe('a second visit on the same phone', () => {
  it("takes the app's files from the phone's cache and asks the member's data again, none of which the cache keeps", async () => {
    const { page, admin } = journey;
    await signIn(page, admin, userA.phone);
    await page.goto(journey.url(kerbPage));
    await page.getByRole('button', { name: '去结算' }).waitFor();
    await page.waitForLoadState('networkidle');

    const sources = await recordSources(page);
    await page.goto(journey.url(kerbPage));
    await page.getByRole('button', { name: '去结算' }).waitFor();
    await page.waitForLoadState('networkidle');

    const from = (test: (path: string) => boolean) =>
      [...sources].filter(([path]) => test(path)).map(([path, source]) => `${source} ${path}`);
    const assets = from((path) => path.startsWith('/assets/'));
    const calls = from((path) => API.test(path));
    expect(assets.length).toBeGreaterThan(5);
    expect(assets.filter((line) => !line.startsWith('cache'))).toEqual([]);
    // The page itself is asked again (a new release shows at once).
    expect(from((path) => path === kerbPage)).toEqual([`network ${kerbPage}`]);
    expect(calls.length).toBeGreaterThan(3);
    expect(calls.filter((line) => !line.startsWith('network'))).toEqual([]);
    for (const line of calls) {
      const path = line.replace('network ', '');
      expect(await cached(page, path), `${path} kept in the cache`).toBe(false);
    }
    // The check can see the cache: the files are there.
    const [asset] = assets;
    expect(await cached(page, asset!.replace('cache ', ''))).toBe(true);
  });

  it('signing out leaves nothing of the member behind: no storage holds their data, the cache none of their answers', async () => {
    const { page, admin } = journey;
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (API.test(url.pathname) && request.method() === 'GET') {
        calls.push(`${url.pathname}${url.search}`);
      }
    });
    await signIn(page, admin, userA.phone);
    await page.goto(journey.url(kerbPage));
    await page.getByRole('button', { name: '去结算' }).waitFor();
    await page.goto(journey.url('/m/home'));
    await openTab(page, '我的');
    const signedIn = await page.evaluate(() => ({
      token: sessionStorage.getItem('token') ?? '',
      userData: sessionStorage.getItem('userData') ?? '',
    }));
    expect(signedIn.token).not.toBe('');
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL('**/uc/login');

    const member = [userA.phone, userA.nickname, plate, signedIn.token];
    const left = await page.evaluate(async () => {
      const stores = [sessionStorage, localStorage].flatMap((store) =>
        Object.keys(store).map((key) => `${key}=${store.getItem(key) ?? ''}`),
      );
      const caches = 'caches' in window ? await window.caches.keys() : [];
      return { stores, caches, cookies: document.cookie };
    });
    expect(left.caches).toEqual([]);
    for (const value of member) {
      expect(left.stores.filter((item) => item.includes(value))).toEqual([]);
      expect(left.cookies.includes(value)).toBe(false);
    }
    expect(calls.length).toBeGreaterThan(5);
    for (const path of new Set(calls)) {
      expect(await cached(page, path), `${path} kept in the cache`).toBe(false);
    }
  });

  it('gets a new release within one load: the page is asked again and names the new files', async () => {
    // A simulator of its own over a copy of the build, which this test releases anew.
    const webDir = mkdtempSync(join(tmpdir(), 'dehong-release-'));
    cpSync(inject('webDir'), webDir, { recursive: true });
    const sim = await startSimulator({ admin: true, webDir, now: testInstant() });
    try {
      const page = await journey.openPhone();
      await signIn(page, new SimulatorAdmin(sim.url), userA.phone);
      await page.goto(`${sim.url}/m/home`);
      await page.getByRole('button', { name: '查询订单' }).waitFor();
      expect(await page.evaluate(() => 'dehongRelease' in window)).toBe(false);

      // The release: the app's entry under a new name (vite names every file by its content),
      // marking the page it runs in; index.html names it.
      const html = join(webDir, 'index.html');
      // index.html's first-paint script starts the app's entry (after src/start.ts) by its path.
      const entry = /\/assets\/(index-[\w-]+\.js)/.exec(readFileSync(html, 'utf8'))?.[1];
      if (!entry) throw new Error('index.html names no entry module');
      const released = 'index-release2.js';
      writeFileSync(
        join(webDir, 'assets', released),
        `${readFileSync(join(webDir, 'assets', entry), 'utf8')}\nwindow.dehongRelease = 2;\n`,
      );
      writeFileSync(html, readFileSync(html, 'utf8').replaceAll(entry, released));

      await page.goto(`${sim.url}/m/home`);
      await page.getByRole('button', { name: '查询订单' }).waitFor();
      expect(await page.evaluate(() => (window as { dehongRelease?: number }).dehongRelease)).toBe(
        2,
      );
    } finally {
      await sim.close();
      rmSync(webDir, { recursive: true, force: true });
    }
  });
});
