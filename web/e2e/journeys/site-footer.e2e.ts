import { FIXTURES } from '@dehong/simulator';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import { signIn } from '../support/app';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();
/** The demo site's record number (the seed's app configuration). */
const RECORD_NUMBER = '滇ICP备2026000001号-1';

/**
 * The footer of home (spec section 1: copyright and the record number from the site config): at
 * the end of the page its ICP record line is in full view above the tab bar, which is fixed to the
 * bottom of the screen (it once hid under the tab bar), and a tap on it
 * reaches the record lookup, not the tab bar.
 */
describe('the ICP record line at the end of home', () => {
  for (const language of ['zh-CN', 'en-US'] as const) {
    for (const width of [360, 390] as const) {
      for (const largeText of [false, true]) {
        it(`${language} at ${width} px${largeText ? ', large text' : ''}: shows above the tab bar`, async () => {
          const { page, admin } = journey;
          await page.setViewportSize({ width, height: 740 });
          await signIn(page, admin, FIXTURES.users.a.phone);
          await page.evaluate(
            ([chosen, large]) => {
              localStorage.setItem('dehong.language', chosen);
              if (large) localStorage.setItem('dehong.largeText', '1');
            },
            [language, largeText] as const,
          );
          await page.goto(journey.url(paths.home.href()));
          await page.getByRole('link', { name: RECORD_NUMBER }).waitFor({ state: 'attached' });
          // At the end of the page, once what loads below the first screen (news, pictures) is in.
          const atTheEnd = () =>
            page.evaluate(() => {
              window.scrollTo(0, document.documentElement.scrollHeight);
              const link = document.querySelector('footer a[href="https://beian.miit.gov.cn/"]');
              // The tab bar: the navigation held at the bottom of the screen.
              const tabBar = [...document.querySelectorAll('nav')].find((nav) =>
                ['fixed', 'sticky'].includes(getComputedStyle(nav).position),
              );
              if (!link || !tabBar) return { found: false, clear: false, reached: false };
              const box = link.getBoundingClientRect();
              const bar = tabBar.getBoundingClientRect();
              const hit = document.elementFromPoint(
                box.left + box.width / 2,
                box.top + box.height / 2,
              );
              return {
                found: true,
                clear: box.bottom <= bar.top && box.top >= 0,
                reached: hit !== null && link.contains(hit),
              };
            });
          await expect
            .poll(atTheEnd, { timeout: 10_000 })
            .toEqual({ found: true, clear: true, reached: true });
        });
      }
    }
  }
});
