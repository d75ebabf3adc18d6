/** How long a dialog may take to show (its code, its words, its opening animation). */
const SHOW_WITHIN_MS = 2000;
const RETRY_MS = 50;

/**
 * The focus of the ARIA dialog pattern for the app's pop-ups (antd-mobile's leave it where it was,
 * and a screen reader then stays on the page behind): once the dialog named `label` (the element
 * with role="dialog", the newest if several) is there, the focus moves onto it; the returned
 * function gives it back to the control that had it. antd-mobile's afterShow is no help: a pop-up
 * mounted open never calls it (its spring has nothing to animate).
 */
export function takeFocus(label: string): () => void {
  const before = document.activeElement;
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const dialog = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')]
      .reverse()
      .find((candidate) => candidate.getAttribute('aria-label') === label);
    if (dialog && dialog.getClientRects().length > 0) {
      if (!dialog.hasAttribute('tabindex')) dialog.tabIndex = -1;
      if (!dialog.contains(document.activeElement)) dialog.focus({ preventScroll: true });
    } else if (Date.now() - started < SHOW_WITHIN_MS) {
      timer = setTimeout(attempt, RETRY_MS);
    }
  };
  timer = setTimeout(attempt, 0);
  return () => {
    clearTimeout(timer);
    if (before instanceof HTMLElement && before.isConnected) before.focus({ preventScroll: true });
  };
}
