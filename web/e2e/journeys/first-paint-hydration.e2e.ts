import { FIXTURES } from '@dehong/simulator';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../support/app';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();
const userA = FIXTURES.users.a;
const plate = encodeURIComponent(FIXTURES.plates.arrears.number);

/**
 * The cold screens, the chunk of each screen's module (held back so the frame stays up), and the
 * title its frame shows in each language.
 */
const SCREENS = [
  { path: '/m/home', chunk: 'home', zh: '首页', en: 'Home', signedIn: true },
  {
    path: `/m/order/payment?carNumber=${plate}`,
    chunk: 'payment',
    zh: '停车缴费',
    en: 'Pay parking fees',
    signedIn: true,
  },
  {
    path: `/app/vip/card/pay?number=${plate}&vipIndex=3`,
    chunk: 'pay',
    zh: '购卡详情',
    en: 'Card purchase details',
    signedIn: true,
  },
  { path: '/shop/index', chunk: 'shop', zh: '车服务', en: 'Car services', signedIn: false },
] as const;

/** React's reports of a page it could not hydrate as it stands (production codes included). */
const HYDRATION_PROBLEM =
  /hydrat|did ?n[o']t match|Minified React error #(418|419|421|422|423|425)\b/i;

function collectHydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      if (HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) problems.push(error.message);
  });
  return problems;
}

/**
 * Opens `path` with the screen's own chunk held back: the frame index.html painted is all the page
 * can show until it is released. Marks the painted nodes before the app starts.
 */
async function openWithScreenHeldBack(page: Page, path: string, chunk: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(journey.url(path), { waitUntil: 'commit' });
  await page.locator('#root > div > header').waitFor();
  await page.evaluate(() => {
    (document.querySelector('#root > div') as HTMLElement & { painted?: boolean }).painted = true;
  });
  return release;
}

/** The painted frame is still the node the page painted, and React holds it (hydrated). */
const frameTakenOver = (page: Page) =>
  page.evaluate(() => {
    const frame = document.querySelector('#root > div') as
      (HTMLElement & { painted?: boolean }) | null;
    return !!frame?.painted && Object.keys(frame).some((key) => key.startsWith('__reactFiber'));
  });

describe('the frame index.html paints is React’s, and the app takes it over (hydration)', () => {
  for (const screen of SCREENS) {
    it(`${screen.path}: painted in Chinese before the app's code runs, hydrated without a mismatch, then the screen`, async () => {
      const { page, admin } = journey;
      if (screen.signedIn) await signIn(page, admin, userA.phone);
      const problems = collectHydrationProblems(page);

      const release = await openWithScreenHeldBack(page, screen.path, screen.chunk);
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: screen.zh }).count())
        .toBe(1);
      // The app has started, its router waits for the screen's module: the frame it hydrated is
      // the one the page painted.
      await expect.poll(() => frameTakenOver(page)).toBe(true);
      release();

      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.locator('[role="status"][aria-busy="true"]').count()).toBe(0);
      expect(problems).toEqual([]);
    });
  }

  it('an English reader (the shop, open to visitors) gets the English frame, hydrated as well', async () => {
    const page = await journey.openPhone({ locale: 'en-US' });
    const problems = collectHydrationProblems(page);
    const screen = SCREENS[3];

    const release = await openWithScreenHeldBack(page, screen.path, screen.chunk);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: screen.en }).count())
      .toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await expect.poll(() => frameTakenOver(page)).toBe(true);
    release();

    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});
