import type { Locator } from 'playwright-core';

/**
 * Waits until a dialog or sheet has opened all the way: antd-mobile fades and scales its pop-ups
 * in, and axe-core measures colours as drawn, so a check during the fade finds the dialog's grey
 * text too faint (and its box not yet where its text is).
 */
export async function openedAllTheWay(dialog: Locator): Promise<void> {
  await dialog.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        // The dialog, what holds it, the boxes antd-mobile animates inside it, and its mask (the
        // page behind is checked too, dimmed as the owner sees it).
        const drawn = [
          element.firstElementChild,
          element.firstElementChild?.firstElementChild,
          element.previousElementSibling,
        ];
        const opaque = () => {
          for (let up: Element | null = element; up; up = up.parentElement) {
            if (Number(getComputedStyle(up).opacity) < 1) return false;
          }
          return drawn.every((box) => !box || Number(getComputedStyle(box).opacity) >= 1);
        };
        const wait = () => (opaque() ? resolve() : requestAnimationFrame(wait));
        wait();
      }),
  );
}
