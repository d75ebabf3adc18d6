import { chinaDateTime, HOUR_MS, MINUTE_MS } from '@dehong/api-spec/domain';
import { describe, expect, it } from 'vitest';
import { apiTime } from '../../src/util/format';

describe('apiTime', () => {
  it('writes the same text as chinaDateTime from 1970 to 2100, seconds and day edges included', () => {
    const instants: number[] = [];
    // A stride of 7 h 13 min 17.321 s walks every hour, minute and second over the years.
    for (let ms = 0; ms < Date.UTC(2100, 0, 1); ms += 7 * HOUR_MS + 13 * MINUTE_MS + 17_321) {
      instants.push(ms);
    }
    for (const day of [Date.UTC(2026, 10, 21), Date.UTC(2024, 1, 29), Date.UTC(2025, 11, 31)]) {
      for (const edge of [-1, 0, 1, 999, 1000]) instants.push(day - 8 * HOUR_MS + edge);
    }

    const differing = instants.filter((ms) => apiTime(ms) !== chinaDateTime(new Date(ms)));

    expect(instants.length).toBeGreaterThan(20_000);
    expect(differing).toEqual([]);
  });

  it('falls back to chinaDateTime outside the database’s years', () => {
    for (const ms of [-1, -HOUR_MS * 30, Date.UTC(10_000, 0, 1)]) {
      expect(apiTime(ms)).toBe(chinaDateTime(new Date(ms)));
    }
    expect(() => apiTime(Number.NaN)).toThrow(RangeError);
  });
});
