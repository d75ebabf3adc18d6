import timekeeper from 'timekeeper';

/**
 * The instant the test suites run at. No test reads the real date: each suite's setup pins its
 * processes' `Date` (and the simulators' clocks) here, so a test passes or fails the same way on
 * every day of the year. `TEST_INSTANT` (an ISO instant) moves the whole run, which is how
 * `npm run test:dates` runs the date-sensitive suites at the year's edges.
 */

/** Tuesday 16 June 2026, 10:30 in China: an ordinary working morning, mid-month, mid-year. */
export const DEFAULT_TEST_INSTANT = '2026-06-16T02:30:00.000Z';

/** The instants `npm run test:dates` runs at, each named for the edge it stands on. */
export const EDGE_INSTANTS: Readonly<Record<string, string>> = {
  "the year's last minute in China (31 Dec 23:59)": '2026-12-31T15:59:00.000Z',
  'New Year in China, still 31 December in UTC (1 Jan 00:00)': '2026-12-31T16:00:00.000Z',
  'a leap day (29 Feb 2028, 10:00)': '2028-02-29T02:00:00.000Z',
  'the 31st of a month, a month before a shorter one (31 Jan 2027, 20:00)':
    '2027-01-31T12:00:00.000Z',
  'the China date turning while UTC keeps its day (1 Dec 2026, 23:58)': '2026-12-01T15:58:00.000Z',
};

/** The instant this run's tests are pinned to: `TEST_INSTANT`, or the default. */
export function testInstant(): Date {
  const text = process.env.TEST_INSTANT || DEFAULT_TEST_INSTANT;
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) {
    throw new Error(`TEST_INSTANT must be an ISO instant such as ${DEFAULT_TEST_INSTANT}: ${text}`);
  }
  return at;
}

/**
 * This process's `Date` moved to `at` (the test instant by default), from where it runs on with
 * real time. Vitest's fake timers leave it in place unless a test fakes `Date` itself.
 */
export function pinDate(at: Date = testInstant()): void {
  timekeeper.travel(at);
}
