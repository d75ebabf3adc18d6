/**
 * Starts downloading a picture the first screen will show as soon as its address is known (a route
 * loader's answer), at high priority, instead of once the screen's code has arrived and rendered
 * its <img>: the home and shop banners are those screens' largest paint. The <img> with the same
 * address then takes it from the browser's image cache.
 */
export function warmImage(src: string | undefined): void {
  if (!src || typeof Image === 'undefined') return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.decoding = 'async';
  image.src = src;
}
