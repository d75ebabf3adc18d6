import { FIXTURES } from '@dehong/simulator';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import { signIn, signInWithSms } from '../support/app';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();
const plate = FIXTURES.plates.arrears;
const listHref = paths.orderList.href({ carNumber: plate.number });

/** A cheap phone: the page's CPU four times slower (at least; E2E_CPU_THROTTLE may ask more). */
const SLOW_CPU = Math.max(4, Number(process.env.E2E_CPU_THROTTLE ?? 1));

/** How long a screen may show a spinner (the route sweep's rule). */
const SPINNER_MS = 5_000;

async function slowDown(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: SLOW_CPU });
}

/** The spinners drawn on the page (the route sweep's selectors), as markup, to say which. */
const spinners = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll(
        '[aria-busy="true"], .adm-spin-loading, .adm-dot-loading, .adm-loading',
      ),
    ]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => (element.parentElement ?? element).outerHTML.slice(0, 160)),
  );

/**
 * A plate's order list opened cold (typed link, nothing cached) on a slow phone: once its orders
 * are there, nothing keeps spinning (some runs once showed a spinner after 5 s). The plate has
 * more than one page of orders, so the list's end is below the fold until the owner scrolls.
 */
describe('the order list of a plate, opened cold on a slow phone', () => {
  for (const width of [360, 390] as const) {
    it(`signed in, at ${width} px: the orders show and no spinner is left after 5 s`, async () => {
      const { page, admin } = journey;
      await page.setViewportSize({ width, height: 780 });
      await signIn(page, admin, FIXTURES.users.a.phone);
      await slowDown(page);

      const opened = performance.now();
      await page.goto(journey.url(listHref));
      await page.getByText(plate.number).first().waitFor();
      await page.waitForTimeout(Math.max(0, SPINNER_MS - (performance.now() - opened)));

      expect(await spinners(page)).toEqual([]);
      // Scrolled to its end, the list loads the next page and says so in the owner's words.
      await page.mouse.wheel(0, 100_000);
      await expect
        .poll(() => page.locator('main a[href*="/m/order/show"]').count())
        .toBeGreaterThan(10);
    }, 90_000);
  }

  it('signed out: the login comes first, then the list, and no spinner is left after 5 s', async () => {
    const { page, admin } = journey;
    await page.setViewportSize({ width: 360, height: 780 });
    await slowDown(page);

    await signInWithSms(page, admin, FIXTURES.users.a.phone, listHref);
    const opened = performance.now();
    await page.getByText(plate.number).first().waitFor();
    await page.waitForTimeout(Math.max(0, SPINNER_MS - (performance.now() - opened)));

    expect(await spinners(page)).toEqual([]);
  }, 90_000);
});
