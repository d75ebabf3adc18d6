import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES } from '@dehong/simulator';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signIn } from './app';
import { a11yReport } from './axe';
import { type CareRow, FIGURES } from './figures';
import { setUpJourneys } from './journey';
import { ARTIFACTS_DIR } from './paths';
import { everyScreen } from './route-table';
import { screenFigures } from './screen-figures';
import { inspect, reflowProblems, scaleText, settles } from './screen-layout';

/**
 * How far the text grows in the reflow check (WCAG 1.4.4): the standard screens at twice their
 * size; care mode's (already 18 px and up) at the large-text setting's 130 % on top.
 */
const GROWN_TEXT = { standard: 200, care: 130 } as const;

/**
 * Counts the screens the app has shown since: its root layout scrolls to the top each time a new
 * location has rendered (spec section 2).
 */
async function countScreensShown(page: Page): Promise<void> {
  await page.evaluate(() => {
    const scrollTo = window.scrollTo.bind(window);
    const counted = window as unknown as { screensShown: number };
    counted.screensShown = 0;
    window.scrollTo = ((...args: Parameters<typeof scrollTo>) => {
      counted.screensShown += 1;
      return scrollTo(...args);
    }) as typeof window.scrollTo;
  });
}

/**
 * Opens a screen as the app's own links do, the router following history (a popstate), and waits
 * until it has rendered. A full load per screen spent most of a sweep starting the app again;
 * what each screen shows is the same either way.
 */
async function openInApp(page: Page, href: string): Promise<void> {
  const before = await page.evaluate((to) => {
    const shown = (window as unknown as { screensShown: number }).screensShown;
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return shown;
  }, href);
  await page.waitForFunction(
    (count) => (window as unknown as { screensShown: number }).screensShown > count,
    before,
  );
}

export interface Variant {
  language: 'zh-CN' | 'en-US';
  care: boolean;
  /** The phone's width: 320 is WCAG 1.4.10's (reflow without sideways scrolling). */
  width: 320 | 360;
}

/** What may stay, with its reason: the member's own data is theirs, in their language. */
const KNOWN_CHINESE = [{ screen: 'settings', text: new RegExp(`^${FIXTURES.users.a.nickname}$`) }];

/**
 * Registers the sweep of one variant: signed in as 李明, every screen of the route table opened
 * once (route-table.ts), the first by loading the app and the others as its links open them, and
 * on each: no spinner left, nothing wider than the phone, no Chinese left in English, no false
 * "coming soon"; axe-core's serious and critical violations (none allowed, none listed as known);
 * the targets (and in care mode the text, line heights and contrast) against FIGURES; then the
 * text grown (GROWN_TEXT) with nothing cut off, on top of another or wider than the phone. Care
 * mode's rows are written to `.artifacts/e2e/care-table-<language>.json` for `npm run care-table`.
 */
export function sweepEveryRoute(variant: Variant): void {
  const journey = setUpJourneys();
  const { language, care, width } = variant;
  const mode = care ? 'care' : 'standard';

  it(`${language}${care ? ' in care mode' : ''} at ${width} px: every screen passes axe-core and keeps its figures, also with its text grown`, async () => {
    const { page, admin } = journey;
    const started = performance.now();
    await page.setViewportSize({ width, height: 780 });
    // Signed in first, so that member routes show themselves instead of the login page.
    await signIn(page, admin, FIXTURES.users.a.phone);
    await page.evaluate(
      ({ chosen, careMode }) => {
        localStorage.setItem('dehong.language', chosen);
        if (careMode) localStorage.setItem('dehong.careMode', '1');
      },
      { chosen: language, careMode: care },
    );
    const screens = await everyScreen(page, journey.url(''));
    const problems: string[] = [];
    const rows: CareRow[] = [];
    const spent = { load: 0, axe: 0, figures: 0, reflow: 0 };
    const lap = (phase: keyof typeof spent, since: number) => {
      spent[phase] += performance.now() - since;
      return performance.now();
    };

    for (const [index, { name, href }] of screens.entries()) {
      const say = (problem: string) => problems.push(`${href}: ${problem}`);
      let at = performance.now();
      if (index === 0) {
        await page.goto(journey.url(href));
        await page.locator('#root > *').first().waitFor();
        await countScreensShown(page);
      } else {
        await scaleText(page, 100);
        await openInApp(page, href);
      }
      if (!(await settles(page))) say('a spinner is left after 5 s');
      at = lap('load', at);

      const found = await inspect(page, language === 'en-US');
      if (found.overflow > 0) say(`${found.overflow} px wider than the screen`);
      const chinese = [...new Set(found.chinese)].filter(
        (text) => !KNOWN_CHINESE.some((known) => known.screen === name && known.text.test(text)),
      );
      if (chinese.length > 0) say(`Chinese in en-US: ${chinese.join(' | ')}`);
      if (found.comingSoon) say('says coming soon');

      const report = await a11yReport(page, { care });
      for (const violation of report.violations) {
        say(`axe ${violation.rule} (${violation.impact}): ${violation.html.slice(0, 160)}`);
      }
      at = lap('axe', at);

      const figures = await screenFigures(page, FIGURES[mode].target);
      for (const target of figures.smallTargets) {
        say(`target under ${FIGURES[mode].target} px: ${target}`);
      }
      if (care) {
        const { text, lineHeight, contrast } = FIGURES.care;
        const { smallestText, lineHeight: line } = figures;
        if (smallestText && smallestText.value < text) {
          say(`text of ${smallestText.value} px: ${smallestText.where}`);
        }
        if (line && line.value < lineHeight) say(`line height ${line.value}: ${line.where}`);
        const lowest = report.lowestContrast;
        if (lowest && lowest.ratio < contrast) {
          say(`contrast ${lowest.ratio}: ${lowest.html.slice(0, 120)}`);
        }
        rows.push({
          screen: name,
          href,
          smallestText: smallestText?.value ?? null,
          lineHeight: line?.value ?? null,
          smallestTarget: figures.smallestTarget?.value ?? null,
          lowestContrast: lowest?.ratio ?? null,
        });
      }
      at = lap('figures', at);

      await scaleText(page, GROWN_TEXT[mode]);
      for (const problem of await reflowProblems(page)) {
        say(`at ${GROWN_TEXT[mode]} % text: ${problem}`);
      }
      lap('reflow', at);
    }

    const seconds = (ms: number) => Math.round(ms / 100) / 10;
    const timing = {
      screens: screens.length,
      totalSeconds: seconds(performance.now() - started),
      ...Object.fromEntries(Object.entries(spent).map(([phase, ms]) => [phase, seconds(ms)])),
    };
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    const file = `${care ? 'care' : 'standard'}-sweep-${language}`;
    writeFileSync(
      join(ARTIFACTS_DIR, `${file}.json`),
      JSON.stringify({ variant, timing, problems, rows }, null, 2),
    );
    expect(problems).toEqual([]);
  }, 600_000);
}
