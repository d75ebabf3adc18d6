/**
 * Where the toasts show: a live region, so that a screen reader says each one (antd-mobile's toast
 * has no role, and would pass in silence). Two, made at the first toast and kept (a region must be
 * there before the words come): polite for news, assertive for failures. The toast itself renders
 * inside, so its words are said once and nowhere duplicated.
 */
const regions: Partial<Record<'polite' | 'assertive', HTMLElement>> = {};

export function liveRegion(urgent: boolean): HTMLElement {
  const urgency = urgent ? 'assertive' : 'polite';
  let region = regions[urgency];
  if (!region?.isConnected) {
    region = document.createElement('div');
    // No role: a region that only speaks is not a status or an alert of the page.
    region.setAttribute('aria-live', urgency);
    document.body.append(region);
    regions[urgency] = region;
  }
  return region;
}
