import { vi } from 'vitest';

/**
 * From here on the app's timeouts run on a clock the test can move on, and meanwhile keep pace
 * with real time (everything a screen waits for still happens). `personPauses` then stands for a
 * person reading or thinking before the next tap, without the test waiting for it.
 * src/testing/setup.ts puts the real timers back after each test, dropping what is still pending
 * on this clock: animation frames stay on the real one (animation-frames.ts), and a library that
 * keeps the `setTimeout` it found when it loaded would keep this clock's.
 */
export function letPersonPause(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
}

/** A person's pause of `ms` before the next tap: the timeouts due within it run at once. */
export async function personPauses(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}
