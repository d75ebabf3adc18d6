import {
  addDays,
  CHINA_OFFSET_MS,
  chinaDate,
  DAY_MINUTES,
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
} from '@dehong/api-spec/domain';
import { EDGE_INSTANTS } from '@dehong/api-spec/test-instant';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURES, seedDatabase } from '../src/index';
import { openDatabase, openDatabaseImage } from '../src/db/database';
import { createStore } from '../src/repositories/store';
import { createServices } from '../src/services';
import { FEE_RULES, feeFor, parkedMinutes } from '../src/services/orders/billing';
import { isQuietHour, outOfQuietHours } from '../src/services/notices/rules';
import { HeldClock } from './support/held-clock';

/*
 * The simulator's date rules over random instants, the year's edges weighted in (the last minute
 * of a year in China, New Year in China while UTC is still on 31 December, leap days, month ends):
 * billing across midnight, the quiet hours of reminders, and the once-a-day rewards of the China
 * day.
 */

const FROM = Date.parse('2024-01-01T00:00:00Z');
const TO = Date.parse('2032-12-31T23:59:59Z');

const instant = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: FROM, max: TO }) },
  // Minutes around a China midnight, to the second.
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.integer({ min: Math.ceil(FROM / DAY_MS), max: Math.floor(TO / DAY_MS) }),
        fc.integer({ min: -5400, max: 5400 }),
      )
      .map(([day, seconds]) => day * DAY_MS - CHINA_OFFSET_MS + seconds * 1000),
  },
  { weight: 1, arbitrary: fc.constantFrom(...Object.values(EDGE_INSTANTS).map(Date.parse)) },
);

const chinaHourOf = (ms: number) => new Date(ms + CHINA_OFFSET_MS).getUTCHours();

describe('billing across midnight', () => {
  it('a stay costs by its length alone, whatever day or year it starts on, and never less for longer', () => {
    const rule = fc.constantFrom(...Object.values(FEE_RULES));
    fc.assert(
      fc.property(
        instant,
        instant,
        fc.integer({ min: 0, max: 5 * DAY_MINUTES }),
        fc.integer({ min: 0, max: 600 }),
        rule,
        (start, otherStart, minutes, more, fees) => {
          const fee = feeFor(parkedMinutes(start, start + minutes * MINUTE_MS), fees);
          expect(feeFor(parkedMinutes(otherStart, otherStart + minutes * MINUTE_MS), fees)).toBe(
            fee,
          );
          expect(feeFor(minutes + more, fees)).toBeGreaterThanOrEqual(fee);
          // A day costs at most its cap, and the midnight it crosses starts nothing new.
          expect(fee).toBeLessThanOrEqual(Math.ceil(minutes / DAY_MINUTES) * fees.dailyCap);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the quiet hours of reminders', () => {
  it('a reminder due at night waits for the next 08:00 China time, one due by day goes at once', () => {
    fc.assert(
      fc.property(instant, (due) => {
        const sent = outOfQuietHours(due);
        expect(isQuietHour(sent)).toBe(false);
        if (!isQuietHour(due)) {
          expect(sent).toBe(due);
          return;
        }
        expect(sent).toBeGreaterThan(due);
        expect(sent - due).toBeLessThanOrEqual(11 * HOUR_MS);
        expect(chinaHourOf(sent)).toBe(8);
        expect(sent % HOUR_MS).toBe(0);
        // The morning of the China day it falls in, or of the next one when due before midnight.
        const dueDay = chinaDate(new Date(due));
        expect([dueDay, addDays(dueDay, 1)]).toContain(chinaDate(new Date(sent)));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('once a day, by the China day', () => {
  const seededAt = new Date();
  const base = openDatabase(':memory:');
  seedDatabase(base, seededAt);
  const image = base.serialize();
  base.close();

  it('the day sign is taken once per China day: again the same day is refused, the next day is not', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 3 * DAY_MINUTES }), (at, later) => {
        const db = openDatabaseImage(image);
        try {
          const clock = new HeldClock(at);
          const services = createServices(createStore(db), clock);
          const member = services.members.findOrCreate(FIXTURES.users.a.phone);

          expect(services.members.signToday(member).date).toBe(chinaDate(clock.now()));
          const firstDay = clock.today();
          clock.advance(later);
          const again = () => services.members.signToday(member);
          if (clock.today() === firstDay) {
            expect(again).toThrow(expect.objectContaining({ key: 'signedToday' }));
          } else {
            expect(again().date).toBe(clock.today());
          }
        } finally {
          db.close();
        }
      }),
      { numRuns: 150 },
    );
  });
});
