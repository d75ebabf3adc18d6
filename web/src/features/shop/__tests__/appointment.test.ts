import { describe, expect, it } from 'vitest';
import { APPOINTMENT_DAYS, appointmentDates, slotOpen } from '../appointment';

// 2026-03-10 10:30 in China (UTC+8).
const NOW = new Date('2026-03-10T02:30:00Z');

describe('appointment dates and slots', () => {
  it('offers today and the following days in China time', () => {
    const dates = appointmentDates(NOW);
    expect(dates).toHaveLength(APPOINTMENT_DAYS);
    expect(dates[0]).toBe('2026-03-10');
    expect(dates[1]).toBe('2026-03-11');
  });

  it('closes the slots of today that have begun, never those of another day', () => {
    expect(slotOpen('2026-03-10', '09:00-11:00', NOW)).toBe(false);
    expect(slotOpen('2026-03-10', '10:30-12:00', NOW)).toBe(false);
    expect(slotOpen('2026-03-10', '11:00-13:00', NOW)).toBe(true);
    expect(slotOpen('2026-03-11', '09:00-11:00', NOW)).toBe(true);
  });
});
