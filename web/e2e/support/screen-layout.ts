import type { Page } from 'playwright-core';

/** How long a screen may show a spinner before it counts as one left spinning. */
const SPINNER_MS = 5_000;

/** What a screen shows that it should not: wider than the phone, Chinese in English, coming soon. */
export interface Findings {
  overflow: number;
  chinese: string[];
  comingSoon: boolean;
}

/** Reads the screen's findings in the page (`english`: also lists Chinese words left in English). */
export async function inspect(page: Page, english: boolean): Promise<Findings> {
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
export async function settles(page: Page): Promise<boolean> {
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

/**
 * Shows the page's text at `percent` of its size, as the phone's text-size setting does (the
 * text-size adjustment the large-text setting and the chat app's font setting use); 100 puts the
 * page's own back.
 */
export async function scaleText(page: Page, percent: number): Promise<void> {
  await page.evaluate((scale) => {
    for (const element of [document.documentElement, document.body]) {
      element.style.setProperty('-webkit-text-size-adjust', `${scale}%`);
      element.style.setProperty('text-size-adjust', `${scale}%`);
    }
  }, percent);
}

/**
 * What larger text breaks on a screen, read in the page: wider than the phone; words cut off by a
 * box that hides its overflow (an ellipsis on purpose excepted); controls or words on top of one
 * another (the fixed bars and the map excepted: content scrolls under them).
 */
export async function reflowProblems(page: Page): Promise<string[]> {
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
    // Words for screen readers only: clipped away on purpose.
    const clippedAway = (element: Element) => {
      const style = getComputedStyle(element);
      return style.position === 'absolute' && style.clip !== 'auto';
    };
    const excluded = (element: Element) =>
      element.closest('.leaflet-container, [aria-hidden="true"], .adm-swiper, [role="dialog"]') !==
        null ||
      element.closest('details:not([open]) > :not(summary)') !== null ||
      clippedAway(element);
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
