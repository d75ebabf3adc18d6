import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_WINDOW_DAYS,
  activationWindow,
  addDays,
  CHINA_OFFSET_MS,
  chinaDate,
  chinaDateTime,
  daysBetween,
  DAY_MS,
  isActivationDateAllowed,
  isMembershipValid,
  membershipRange,
  parseChinaDateTime,
  renewalDaysLeft,
  validityRange,
} from '../src/domain';
import { EDGE_INSTANTS } from '../src/test-instant';

/*
 * The date rules over random instants, the year's edges weighted in: the last minute of a year in
 * China, New Year in China while UTC is still on 31 December, leap days, month ends. A rule that
 * holds on an ordinary Tuesday and breaks on one of these is what these look for.
 */

const FROM = Date.parse('2024-01-01T00:00:00Z');
const TO = Date.parse('2032-12-31T23:59:59Z');
const edges = Object.values(EDGE_INSTANTS).map((iso) => Date.parse(iso));

/** Instants near a China midnight: the minutes on both sides of the date turning. */
const nearChinaMidnight = fc
  .tuple(
    fc.integer({ min: Math.ceil(FROM / DAY_MS), max: Math.floor(TO / DAY_MS) }),
    fc.integer({ min: -90, max: 90 }),
  )
  .map(([day, minutes]) => day * DAY_MS - CHINA_OFFSET_MS + minutes * 60_000);

const instant = fc
  .oneof(
    { weight: 3, arbitrary: fc.integer({ min: FROM, max: TO }) },
    { weight: 2, arbitrary: nearChinaMidnight },
    { weight: 1, arbitrary: fc.constantFrom(...edges) },
    // 28 Feb and 1 Mar around a leap day, and the year's ends, in China time.
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.integer({ min: 2024, max: 2032 }),
          fc.constantFrom('02-28', '02-29', '03-01', '12-31', '01-01', '01-31', '04-30'),
          fc.integer({ min: 0, max: 24 * 60 - 1 }),
        )
        .filter(([year, day]) => day !== '02-29' || year % 4 === 0)
        .map(
          ([year, day, minute]) => Date.parse(`${year}-${day}T00:00:00+08:00`) + minute * 60_000,
        ),
    },
  )
  .map((ms) => new Date(ms));

const date = instant.map((at) => chinaDate(at));
const days = fc.integer({ min: -800, max: 800 });

describe('dates in China time, over random instants', () => {
  it('the China date is the UTC date of the instant 8 hours later, and turns only at China midnight', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const today = chinaDate(at);
        expect(today).toBe(new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10));
        const midnight = Date.parse(`${today}T00:00:00+08:00`);
        expect(at.getTime() - midnight).toBeGreaterThanOrEqual(0);
        expect(at.getTime() - midnight).toBeLessThan(DAY_MS);
        expect(chinaDate(new Date(midnight - 1))).toBe(addDays(today, -1));
        expect(chinaDate(new Date(midnight + DAY_MS))).toBe(addDays(today, 1));
      }),
      { numRuns: 500 },
    );
  });

  it('an API time reads back as the same instant (to the second)', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const seconds = Math.floor(at.getTime() / 1000) * 1000;
        expect(parseChinaDateTime(chinaDateTime(at)).getTime()).toBe(seconds);
        expect(chinaDateTime(at).slice(0, 10)).toBe(chinaDate(at));
      }),
      { numRuns: 500 },
    );
  });

  it('adding days and counting them agree, across month ends, year ends and leap days', () => {
    fc.assert(
      fc.property(date, days, days, (from, n, m) => {
        expect(daysBetween(from, addDays(from, n))).toBe(n);
        expect(addDays(addDays(from, n), m)).toBe(addDays(from, n + m));
        expect(addDays(from, n)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
      { numRuns: 500 },
    );
  });
});

describe('membership date rules, over random days', () => {
  const duration = fc.constantFrom(30, 90, 365, 366, 1);
  const minday = fc.option(fc.tuple(date, fc.integer({ min: -40, max: 40 })), { nil: undefined });

  it('activation is allowed exactly from the first allowed day (today or minday) to 31 days after', () => {
    fc.assert(
      fc.property(date, minday, fc.integer({ min: -5, max: 80 }), (today, mindayOf, offset) => {
        const min = mindayOf ? addDays(mindayOf[0], mindayOf[1]) : undefined;
        const { first, last } = activationWindow(today, min);
        expect(first >= today).toBe(true);
        expect(daysBetween(first, last)).toBe(ACTIVATION_WINDOW_DAYS);
        const candidate = addDays(first, offset);
        expect(isActivationDateAllowed(candidate, today, min)).toBe(
          offset >= 0 && offset <= ACTIVATION_WINDOW_DAYS,
        );
      }),
      { numRuns: 500 },
    );
  });

  it('a card of N days covers N days, both ends included, and never overlaps the running one', () => {
    fc.assert(
      fc.property(
        date,
        duration,
        fc.option(fc.integer({ min: -60, max: 400 }), { nil: null }),
        (appointment, length, runningOffset) => {
          expect(
            daysBetween(
              validityRange(appointment, length).start,
              validityRange(appointment, length).end,
            ),
          ).toBe(length - 1);
          const runningEnd = runningOffset === null ? null : addDays(appointment, runningOffset);
          const range = membershipRange(appointment, length, runningEnd);
          expect(daysBetween(range.start, range.end)).toBe(length - 1);
          expect(range.start >= appointment).toBe(true);
          if (runningEnd && runningEnd >= appointment) {
            expect(range.start).toBe(addDays(runningEnd, 1));
          } else {
            expect(range.start).toBe(appointment);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a membership is valid through its expiry day, renewal due from 7 days left to that day', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: -10, max: 30 }), (today, left) => {
        const expiry = addDays(today, left);
        expect(isMembershipValid(expiry, today)).toBe(left >= 0);
        expect(renewalDaysLeft(expiry, today)).toBe(left >= 0 && left <= 7 ? left : null);
      }),
      { numRuns: 500 },
    );
  });
});
