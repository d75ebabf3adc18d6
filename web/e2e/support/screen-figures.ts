import type { Page } from 'playwright-core';

/** One figure of a screen: its value and the element that has it. */
export interface Figure {
  value: number;
  where: string;
}

/** What the aging-friendly spec measures on a screen, read in the page. */
export interface ScreenFigures {
  /** The smallest text (CSS px of font size). */
  smallestText: Figure | null;
  /** The smallest line height of any text, as a multiple of its font size. */
  lineHeight: Figure | null;
  /** The smallest target: its shorter side (CSS px); `where` gives both sides. */
  smallestTarget: Figure | null;
  /** Every target whose shorter side is below the size asked for, with both sides. */
  smallTargets: string[];
}

/**
 * The figures of the screen as it is now:
 * - text: every visible text of the page (the words of inputs too), icons' SVG text and text
 *   hidden for screen readers (one pixel, clipped) excepted;
 * - line height: the computed line height of each such text over its font size (`normal` counts
 *   as 1: a browser's default may be below 1.3), one-line fields (inputs, drop-downs) excepted;
 * - targets: everything a finger may tap (buttons, links, form controls and the ARIA widgets),
 *   measured where a tap lands - a form control hidden in its label (antd-mobile's checkboxes,
 *   radios) by its label's box. Links inside running text are words, not targets (WCAG 2.5.8's
 *   inline exception), and hidden or inert controls are not there to tap.
 */
export async function screenFigures(page: Page, targetSize: number): Promise<ScreenFigures> {
  return page.evaluate((minimum) => {
    const label = (element: Element) => {
      const classes = [...element.classList].slice(0, 2).join('.');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24);
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${text}"`;
    };
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      if (element.closest('[inert], [hidden], details:not([open]) > :not(summary)')) return false;
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    // Words for screen readers only (clipped away, or to a pixel), and what such a box holds.
    const clipped = (element: Element) => {
      for (let up: Element | null = element; up && up !== document.body; up = up.parentElement) {
        const box = up.getBoundingClientRect();
        const style = getComputedStyle(up);
        if (style.clip !== 'auto' && style.position === 'absolute') return true;
        if ((box.width <= 1 || box.height <= 1) && style.overflow !== 'visible') return true;
      }
      return false;
    };

    type Found = { value: number; where: string } | null;
    const found: {
      smallestText: Found;
      lineHeight: Found;
      smallestTarget: Found;
      smallTargets: string[];
    } = { smallestText: null, lineHeight: null, smallestTarget: null, smallTargets: [] };
    const measureText = (element: Element) => {
      const style = getComputedStyle(element);
      const size = Number.parseFloat(style.fontSize);
      const line = style.lineHeight === 'normal' ? size : Number.parseFloat(style.lineHeight);
      if (!found.smallestText || size < found.smallestText.value) {
        found.smallestText = { value: size, where: label(element) };
      }
      // A one-line field (an input, a drop-down) has no lines to space: its text size counts.
      if (element.matches('input, select')) return;
      const ratio = Math.round((line / size) * 100) / 100;
      if (!found.lineHeight || ratio < found.lineHeight.value) {
        found.lineHeight = { value: ratio, where: label(element) };
      }
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seen = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || seen.has(parent) || !(node.textContent ?? '').trim()) continue;
      seen.add(parent);
      if (parent.closest('svg, script, style, noscript, template')) continue;
      if (!visible(parent) || clipped(parent)) continue;
      measureText(parent);
    }
    for (const field of document.querySelectorAll('input, textarea, select')) {
      const type = field.getAttribute('type');
      if (type === 'checkbox' || type === 'radio' || type === 'hidden') continue;
      if (visible(field) && !clipped(field)) measureText(field);
    }

    const TARGETS =
      'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"], ' +
      '[role="link"], [role="tab"], [role="radio"], [role="checkbox"], [role="switch"], ' +
      '[role="option"], [role="menuitem"], [role="slider"]';
    for (const target of document.querySelectorAll(TARGETS)) {
      if (target.closest('[aria-hidden="true"]')) continue;
      let tapped: Element = target;
      // A form control inside its label: a tap on the label is a tap on it (and a control drawn
      // by its label, at opacity 0, is only there).
      const holder = target.matches('input, select, textarea') ? target.closest('label') : null;
      if (holder && visible(holder)) {
        const own = target.getBoundingClientRect();
        const around = holder.getBoundingClientRect();
        const hidden = !visible(target);
        if (hidden || around.width * around.height > own.width * own.height) tapped = holder;
      }
      if (!visible(tapped) || clipped(tapped)) continue;
      const style = getComputedStyle(tapped);
      if (style.display === 'inline' && tapped.parentElement) {
        const words = [...tapped.parentElement.childNodes].some(
          (node) =>
            node !== tapped && node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim(),
        );
        if (words) continue;
      }
      const box = tapped.getBoundingClientRect();
      const side = Math.round(Math.min(box.width, box.height));
      const where = `${Math.round(box.width)} x ${Math.round(box.height)} ${label(target)}`;
      if (side < minimum) found.smallTargets.push(where);
      if (!found.smallestTarget || side < found.smallestTarget.value) {
        found.smallestTarget = { value: side, where };
      }
    }
    return found;
  }, targetSize);
}
