import type { Page } from 'playwright-core';

/**
 * What breaks a screen (or the part of it under `scope`) for an owner who reads large text on a
 * narrow phone, read in the page as it is now: wider than the phone; words cut off by a box that
 * hides its overflow; controls on top of one another (the fixed bars excepted: content scrolls
 * under them).
 */
export function layoutProblems(page: Page, scope = 'main'): Promise<string[]> {
  return page.evaluate((root) => {
    const found: string[] = [];
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 1 && box.height > 1 && style.visibility !== 'hidden';
    };
    const floating = (element: Element) => {
      for (let up: Element | null = element; up; up = up.parentElement) {
        const position = getComputedStyle(up).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    if (document.documentElement.scrollWidth > window.innerWidth) {
      found.push(
        `${document.documentElement.scrollWidth - window.innerWidth} px wider than the screen`,
      );
    }
    for (const element of document.querySelectorAll(`${root} *`)) {
      if (!shown(element)) continue;
      const style = getComputedStyle(element);
      const cut =
        (style.overflowX === 'hidden' &&
          style.textOverflow !== 'ellipsis' &&
          element.scrollWidth > element.clientWidth + 1) ||
        (style.overflowY === 'hidden' && element.scrollHeight > element.clientHeight + 1);
      if (cut && (element.textContent ?? '').trim() !== '')
        found.push(`cut off: ${label(element)}`);
    }
    const controls = [
      ...document.querySelectorAll(
        `${root} button, ${root} a[href], ${root} textarea, ${root} label`,
      ),
    ].filter((element) => shown(element) && !floating(element));
    for (let i = 0; i < controls.length; i += 1) {
      const a = controls[i]!;
      const boxA = a.getBoundingClientRect();
      for (const b of controls.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const boxB = b.getBoundingClientRect();
        const overlapX = Math.min(boxA.right, boxB.right) - Math.max(boxA.left, boxB.left);
        const overlapY = Math.min(boxA.bottom, boxB.bottom) - Math.max(boxA.top, boxB.top);
        if (overlapX > 2 && overlapY > 2) found.push(`overlap: ${label(a)} / ${label(b)}`);
      }
    }
    return [...new Set(found)];
  }, scope);
}

/**
 * The controls under `scope` smaller than 44 x 44 px (WCAG 2.5.8 asks 24, the app 44): buttons,
 * links, text fields, and the labels that stand for a hidden file input.
 */
export function smallTargets(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((root) => {
    const targets = [
      ...document.querySelectorAll(
        `${root} button, ${root} a[href], ${root} textarea, ${root} input:not([type="file"]), ${root} label:has(input[type="file"]), ${root} label[for]`,
      ),
    ];
    return targets.flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return [];
      if (element.matches('label[for]')) {
        const field = document.getElementById(element.getAttribute('for') ?? '');
        if (!(field instanceof HTMLInputElement) || field.type !== 'file') return [];
      }
      return box.width < 44 || box.height < 44
        ? [
            `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
          ]
        : [];
    });
  }, scope);
}

/**
 * Runs `check` with the page's text at `scale` times its size (as the phone's text setting or the
 * chat app's font level does it: text-size-adjust), then puts the text back.
 */
export async function withTextAt<T>(
  page: Page,
  scale: number,
  check: () => Promise<T>,
): Promise<T> {
  const percent = `${Math.round(scale * 100)}%`;
  const before = await page.evaluate((size) => {
    const body = document.body;
    const previous = body.style.getPropertyValue('-webkit-text-size-adjust');
    const probe = document.querySelector('main h2, main p') ?? body;
    const normal = Number.parseFloat(getComputedStyle(probe).fontSize);
    body.style.setProperty('-webkit-text-size-adjust', size);
    body.style.setProperty('text-size-adjust', size);
    return { previous, normal, grown: Number.parseFloat(getComputedStyle(probe).fontSize) };
  }, percent);
  if (!(before.grown >= before.normal * scale * 0.95)) {
    throw new Error(`the text did not grow to ${percent}: ${before.normal} -> ${before.grown} px`);
  }
  try {
    return await check();
  } finally {
    await page.evaluate((previous) => {
      document.body.style.setProperty('-webkit-text-size-adjust', previous || '100%');
      document.body.style.setProperty('text-size-adjust', previous || '100%');
    }, before.previous);
  }
}
