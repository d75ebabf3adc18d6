import { pinDate } from '@dehong/api-spec/test-instant';
import { vi } from 'vitest';

/*
 * The owner's phone's clock in the tests. Every test starts at the test instant (`TEST_INSTANT`,
 * api-spec/src/test-instant.ts), where the simulator's clock starts too, so no test depends on the
 * day it runs; `simulatorAdmin.advanceClock` and `resetAt` move both clocks together. Vitest's
 * fake timers leave `Date` on that clock unless a test fakes `Date` too.
 */

/** The phone's clock at `at` (the test instant by default), running on with real time. */
export function setPhoneClock(at?: Date): void {
  pinDate(at);
  if (at && vi.isFakeTimers()) vi.setSystemTime(at);
}

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
