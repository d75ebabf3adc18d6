import { FIXTURES } from '@dehong/simulator';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import { signIn } from '../support/app';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();
const plate = FIXTURES.plates.arrears.number;

/** The screens an owner uses most, each as it is normally opened. */
const MAIN_SCREENS = [
  paths.home.href(),
  paths.home.href('map'),
  paths.home.href('mine'),
  paths.orderPayment.href({ carNumber: plate }),
  paths.orderList.href({ carNumber: plate }),
  paths.arrears.path,
  paths.tripBills.path,
  paths.recharge.path,
  paths.buyCard.path,
  paths.cardPay.href({ vipIndex: 3, number: plate }),
  paths.vehicles.path,
  paths.vehiclePublish.path,
  paths.messages.path,
  paths.appIndex.path,
  paths.tools.path,
  paths.feedbackPublish.path,
  paths.settings.path,
];

/**
 * What 130 % text breaks on a screen, read in the page: wider than the phone; words cut off by a
 * box that hides its overflow (an ellipsis on purpose excepted); controls or words on top of one
 * another (the fixed bars and the map excepted: content scrolls under them).
 */
async function problemsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0'
      );
    };
    // The map, hidden and decorative parts, and the answers of a closed FAQ (laid out, not shown).
    const excluded = (element: Element) =>
      element.closest('.leaflet-container, [aria-hidden="true"], .adm-swiper, [role="dialog"]') !==
        null || element.closest('details:not([open]) > :not(summary)') !== null;
    const floating = (element: Element) => {
      for (let up: Element | null = element; up; up = up.parentElement) {
        const position = getComputedStyle(up).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };

    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width) {
      found.push(`${document.documentElement.scrollWidth - width} px wider than the screen`);
    }

    const all = [...document.querySelectorAll('body *')].filter(
      (element) => shown(element) && !excluded(element),
    );
    for (const element of all) {
      const style = getComputedStyle(element);
      const hasText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (!hasText) continue;
      const cutX =
        style.overflowX === 'hidden' &&
        style.textOverflow !== 'ellipsis' &&
        element.scrollWidth > element.clientWidth + 1;
      const cutY =
        style.overflowY === 'hidden' &&
        style.webkitLineClamp === 'none' &&
        element.scrollHeight > element.clientHeight + 1;
      if (cutX || cutY) found.push(`cut off: ${label(element)}`);
    }

    const isTextLeaf = (element: Element) =>
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      ) && element.children.length === 0;
    // Words are measured where they are drawn (a block's box is wider than its words); controls
    // with words of their own by their box.
    const boxOf = (element: Element) => {
      if (!isTextLeaf(element)) return element.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(element);
      const words = range.getBoundingClientRect();
      if (getComputedStyle(element).overflow === 'visible') return words;
      // A clamped text (ellipsis, line clamp) draws only what fits in its box.
      const box = element.getBoundingClientRect();
      const left = Math.max(words.left, box.left);
      const top = Math.max(words.top, box.top);
      return new DOMRect(
        left,
        top,
        Math.min(words.right, box.right) - left,
        Math.min(words.bottom, box.bottom) - top,
      );
    };
    const pieces = all.filter(
      (element) =>
        !floating(element) &&
        (element.textContent ?? '').trim() !== '' &&
        (isTextLeaf(element) ||
          element.matches('button, a[href], input, textarea, select, [role="button"]')),
    );
    for (let i = 0; i < pieces.length; i += 1) {
      const a = pieces[i]!;
      const boxA = boxOf(a);
      for (let j = i + 1; j < pieces.length; j += 1) {
        const b = pieces[j]!;
        if (a.contains(b) || b.contains(a)) continue;
        const boxB = boxOf(b);
        const overlapX = Math.min(boxA.right, boxB.right) - Math.max(boxA.left, boxB.left);
        const overlapY = Math.min(boxA.bottom, boxB.bottom) - Math.max(boxA.top, boxB.top);
        if (overlapX > 2 && overlapY > 2) found.push(`overlap: ${label(a)} / ${label(b)}`);
      }
    }
    return [...new Set(found)];
  });
}

/**
 * The text size of the screen's title (the heading named `title`): always the same element, read
 * once it is there (a frame shown while a screen loads has a title of its own).
 */
async function titleSize(page: Page, title: string): Promise<number> {
  return page
    .getByRole('heading', { name: title, exact: true })
    .last()
    .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
}

/** Each language's words for the settings screen and its switch. */
const SETTINGS = {
  'zh-CN': { heading: '设置', largeText: '大字模式' },
  'en-US': { heading: 'Settings', largeText: 'Large text' },
} as const;

describe('large text (the elder-friendly setting)', () => {
  for (const language of ['zh-CN', 'en-US'] as const) {
    it(`${language}: the settings switch makes every font 130 % and it stays on; the main screens hold at 360 px`, async () => {
      const { page, admin } = journey;
      const words = SETTINGS[language];
      await page.setViewportSize({ width: 360, height: 740 });
      await signIn(page, admin, FIXTURES.users.a.phone);
      await page.evaluate((chosen) => localStorage.setItem('dehong.language', chosen), language);
      await page.goto(journey.url(paths.settings.path));
      await page.getByRole('heading', { name: words.heading }).waitFor();
      const normal = await titleSize(page, words.heading);

      await page.getByRole('switch', { name: words.largeText }).click();

      await expect.poll(() => titleSize(page, words.heading)).toBeCloseTo(normal * 1.3, 0);
      await page.reload();
      await page.getByRole('heading', { name: words.heading }).waitFor();
      expect(await page.getByRole('switch', { name: words.largeText }).isChecked()).toBe(true);
      expect(await titleSize(page, words.heading)).toBeCloseTo(normal * 1.3, 0);

      expect(await problemsOfMainScreens(page)).toEqual([]);
    }, 240_000);
  }
});

/** Opens each of the main screens and lists what 130 % text breaks there. */
async function problemsOfMainScreens(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const href of MAIN_SCREENS) {
    await page.goto(journey.url(href));
    await page.locator('#root header').first().waitFor();
    await page
      .waitForFunction(
        () => document.querySelectorAll('.adm-spin-loading, .adm-dot-loading').length === 0,
        undefined,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
    for (const problem of await problemsOf(page)) problems.push(`${href}: ${problem}`);
  }
  return problems;
}

declare global {
  interface Window {
    /** The simulator's stand-in for the chat app's font setting (simulator/src/chat/bridge.js). */
    __fakeChat?: { setFontSize(level: number): void; answeredFontSize(): number | null };
  }
}

const chatFontSize = (page: Page, level: number) =>
  page.evaluate((chosen) => window.__fakeChat?.setFontSize(chosen), level);

describe("the chat app's own font setting (its menu:setfont)", () => {
  it('scales the text at once and at the next start, never below the setting; the screens hold at its largest', async () => {
    const { page, admin } = journey;
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, admin, FIXTURES.users.a.phone);
    await page.evaluate(() => localStorage.setItem('dehong.language', 'en-US'));
    await page.goto(journey.url(paths.settings.path));
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    const normal = await titleSize(page, 'Settings');

    // A larger level in the chat app: the page follows at once and says it sized its text.
    await chatFontSize(page, 4);
    await expect.poll(() => titleSize(page, 'Settings')).toBeCloseTo(normal * 1.2, 0);
    expect(await page.evaluate(() => window.__fakeChat?.answeredFontSize())).toBe(4);

    // The large-text setting is never undone by a smaller chat-app size, nor the other way round.
    await page.getByRole('switch', { name: 'Large text' }).click();
    await expect.poll(() => titleSize(page, 'Settings')).toBeCloseTo(normal * 1.3, 0);
    await page.getByRole('switch', { name: 'Large text' }).click();
    await expect.poll(() => titleSize(page, 'Settings')).toBeCloseTo(normal * 1.2, 0);
    await chatFontSize(page, 2);
    await expect.poll(() => titleSize(page, 'Settings')).toBeCloseTo(normal, 0);

    // Its largest level (170 % in the chat app) is shown at 130 %, the largest the screens are
    // checked at, from the next start too; and every main screen holds there.
    await chatFontSize(page, 8);
    await expect.poll(() => titleSize(page, 'Settings')).toBeCloseTo(normal * 1.3, 0);
    await page.reload();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await expect.poll(() => titleSize(page, 'Settings')).toBeCloseTo(normal * 1.3, 0);
    expect(await problemsOfMainScreens(page)).toEqual([]);
  }, 240_000);
});
