import { FIXTURES } from '@dehong/simulator';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type PathName, paths } from '../../src/config/paths';
import { signIn } from '../support/app';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();
const userA = FIXTURES.users.a;
const plate = FIXTURES.plates.arrears;

/**
 * Left, each with its reason: remove an entry once it is fixed. `text` matches one
 * finding of a route (a Chinese text, or "spinner").
 */
const KNOWN: { route: RegExp; text: RegExp; reason: string }[] = [
  {
    route: /^\/app\/tools\/setting\/index/,
    text: new RegExp(`^${FIXTURES.users.a.nickname}$`),
    reason: "the member's own nickname (their data, in their language)",
  },
];

const known = (href: string, text: string) =>
  KNOWN.some((entry) => entry.route.test(href) && entry.text.test(text));

/** How long a screen may show a spinner before it counts as one left spinning. */
const SPINNER_MS = 5_000;

/**
 * Every route of the app's route table (`paths`, which the router is built from), as a link: a
 * pattern's parameters and the queries a screen is normally opened with come from the fixtures.
 */
function everyRoute(): { name: PathName; href: string }[] {
  const sample: Partial<Record<PathName, string>> = {
    namedLogin: paths.namedLogin.href('dehong'),
    orderList: paths.orderList.href({ carNumber: plate.number }),
    orderPayment: paths.orderPayment.href({ carNumber: plate.number }),
    findCar: paths.findCar.href(plate.number),
    cardPay: paths.cardPay.href({ vipIndex: 3, number: plate.number }),
  };
  return (Object.keys(paths) as PathName[])
    .filter((name) => name !== 'notFound' && name !== 'root')
    .map((name) => ({ name, href: sample[name] ?? paths[name].path }));
}

/** What a route shows that breaks the sweep's rules, read in the page. */
interface Findings {
  overflow: number;
  chinese: string[];
  comingSoon: boolean;
}

async function inspect(page: Page, english: boolean): Promise<Findings> {
  return page.evaluate((checkChinese) => {
    const width = window.innerWidth;
    const overflow =
      Math.max(
        document.documentElement.scrollWidth,
        document.body.scrollWidth,
        // Wider than the screen inside a page that clips it (overflow-x: hidden) still hides words.
        ...[...document.querySelectorAll('body *')]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            if (box.width === 0 || box.height === 0) return false;
            // Inside something that scrolls sideways on purpose (tabs, carousels): not the page.
            for (let up = element.parentElement; up; up = up.parentElement) {
              const style = getComputedStyle(up);
              if (style.overflowX === 'auto' || style.overflowX === 'scroll') return false;
              if (
                style.overflowX === 'hidden' &&
                up !== document.body &&
                up !== document.documentElement
              )
                return false;
            }
            return getComputedStyle(element).visibility !== 'hidden';
          })
          .map((element) => Math.round(element.getBoundingClientRect().right)),
      ) - width;
    const chinese: string[] = [];
    if (checkChinese) {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('[lang="zh-CN"], script, style, [hidden]')) continue;
        if (parent.getClientRects().length === 0) continue;
        // A plate's province letter is part of an identifier, not a Chinese word.
        const text = (node.textContent ?? '')
          .replace(/[\u4e00-\u9fff][A-Z][·\s]?[A-Z0-9]{4,6}[挂学警港澳领使]?/g, '')
          .replace(/[\u4e00-\u9fff]临\d{4,6}/g, '')
          // A plate shown cell by cell: its province character alone in its cell.
          .replace(/^\s*[\u4e00-\u9fff]\s*$/, '');
        if (/\p{Script=Han}/u.test(text)) chinese.push(text.trim().slice(0, 40));
      }
    }
    const comingSoon = /敬请期待|Coming soon/i.test(document.body.innerText);
    return { overflow, chinese, comingSoon };
  }, english);
}

/** Waits until no spinner is left (up to 5 s); false if one still spins then. */
async function settles(page: Page): Promise<boolean> {
  try {
    await page.waitForFunction(
      () =>
        [
          ...document.querySelectorAll(
            '[aria-busy="true"], .adm-spin-loading, .adm-dot-loading, .adm-loading',
          ),
        ].every((element) => element.getClientRects().length === 0),
      undefined,
      { timeout: SPINNER_MS, polling: 100 },
    );
    return true;
  } catch {
    return false;
  }
}

async function sweep(language: 'zh-CN' | 'en-US', width: 360 | 390): Promise<string[]> {
  const { page, admin } = journey;
  await page.setViewportSize({ width, height: 780 });
  // Sign in first, so that member routes show themselves instead of the login page.
  await signIn(page, admin, userA.phone);
  await page.evaluate((chosen) => localStorage.setItem('dehong.language', chosen), language);
  const problems: string[] = [];
  for (const { href } of everyRoute()) {
    await page.goto(journey.url(href));
    await page.locator('#root > *').first().waitFor();
    if (!(await settles(page)) && !known(href, 'spinner'))
      problems.push(`${href}: a spinner is left after 5 s`);
    const found = await inspect(page, language === 'en-US');
    if (found.overflow > 0) problems.push(`${href}: ${found.overflow} px wider than the screen`);
    const chinese = [...new Set(found.chinese)].filter((text) => !known(href, text));
    if (chinese.length > 0) problems.push(`${href}: Chinese in en-US: ${chinese.join(' | ')}`);
    if (found.comingSoon) problems.push(`${href}: says coming soon`);
    if (process.env.E2E_SWEEP_LOG) process.stderr.write(`${language} ${width} ${href}\n`);
  }
  return problems;
}

describe('every route of the route table, signed in, in both languages and two phone widths', () => {
  for (const language of ['zh-CN', 'en-US'] as const) {
    for (const width of [360, 390] as const) {
      it(`${language} at ${width} px: no overflow, no stray Chinese, no false coming soon, no spinner left`, async () => {
        expect(await sweep(language, width)).toEqual([]);
      }, 300_000);
    }
  }
});

describe('the service agreement', () => {
  it('opens in the language the owner reads the login page in', async () => {
    const { page } = journey;
    for (const [language, link, title] of [
      ['zh-CN', '《服务协议及隐私政策》', '服务协议与隐私保护'],
      ['en-US', 'Service Agreement and Privacy Policy', 'Service agreement and privacy protection'],
    ] as const) {
      await page.goto(journey.url(paths.login.href()));
      await page.evaluate((chosen) => localStorage.setItem('dehong.language', chosen), language);
      await page.reload();
      const href = await page.getByRole('link', { name: link }).getAttribute('href');
      const agreement = await page.request.get(new URL(href ?? '', journey.url('/')).toString());
      const html = await agreement.text();
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(`<title>${title}</title>`);
    }
  });
});
