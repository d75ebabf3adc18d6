import { FIXTURES } from '@dehong/simulator';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/config/paths';
import { signIn } from '../support/app';
import { setUpJourneys } from '../support/journey';

const journey = setUpJourneys();

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
    it(`${language}: the settings switch makes every font 130 % and it stays on`, async () => {
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
    });
  }
});

declare global {
  interface Window {
    /** The simulator's stand-in for the chat app's font setting (simulator/src/chat/bridge.js). */
    __fakeChat?: { setFontSize(level: number): void; answeredFontSize(): number | null };
  }
}

const chatFontSize = (page: Page, level: number) =>
  page.evaluate((chosen) => window.__fakeChat?.setFontSize(chosen), level);

describe("the chat app's own font setting (its menu:setfont)", () => {
  it('scales the text at once and at the next start, never below the setting', async () => {
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

    // Its largest level (170 % in the chat app) is shown at 130 %, from the next start too. (Every
    // screen holds at twice its text: every-route-*.e2e.ts.)
    await chatFontSize(page, 8);
    await expect.poll(() => titleSize(page, 'Settings')).toBeCloseTo(normal * 1.3, 0);
    await page.reload();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await expect.poll(() => titleSize(page, 'Settings')).toBeCloseTo(normal * 1.3, 0);
  });
});
