/**
 * Says a message to screen readers: antd-mobile's toast has no role, so what it shows (a payment
 * failed, the code was sent) would pass in silence. Two live regions, made at the first message
 * and kept: polite for news, assertive for failures. The text goes in a moment after the region
 * is there, and a repeated message is said again (the region is emptied first).
 */
const regions: Partial<Record<'polite' | 'assertive', HTMLElement>> = {};

function region(urgency: 'polite' | 'assertive'): HTMLElement {
  let live = regions[urgency];
  if (!live) {
    live = document.createElement('div');
    // No role: a region that only speaks is not a status or an alert on the page.
    live.setAttribute('aria-live', urgency);
    live.setAttribute('aria-atomic', 'true');
    live.dataset.announcer = urgency;
    // Read, not seen: the toast shows the same words.
    live.style.cssText =
      'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap';
    document.body.append(live);
    regions[urgency] = live;
  }
  return live;
}

export function announce(message: string, { urgent = false } = {}): void {
  const live = region(urgent ? 'assertive' : 'polite');
  live.textContent = '';
  setTimeout(() => {
    live.textContent = message;
  }, 100);
}
