interface Scheduler {
  yield(): Promise<void>;
}

/**
 * Ends the task that is running: what follows the returned promise runs in a task of its own, after
 * the input and rendering the browser has waiting. On a slow phone a long stretch of start-up work
 * held at once delays the first tap (Lighthouse counts each task's time over 50 ms as blocking).
 * `scheduler.yield` (Chromium 129+) keeps the work ahead of other queued tasks; older web views
 * fall back to a timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
