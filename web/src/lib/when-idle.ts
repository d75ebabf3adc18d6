/**
 * Runs `task` once the page is idle (after the first screen is up), or after a second where the
 * browser cannot tell. Returns the cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 1000);
  return () => clearTimeout(timer);
}
