import { addDays, chinaDateTime } from '@dehong/api-spec/domain';

/** How many days ahead the app offers (the server takes up to 14). */
export const APPOINTMENT_DAYS = 7;

/** The dates an appointment can be made for, today first (China time). */
export function appointmentDates(now: Date = new Date()): string[] {
  const today = chinaDateTime(now).slice(0, 10);
  return Array.from({ length: APPOINTMENT_DAYS }, (_, index) => addDays(today, index));
}

/** A slot (`HH:mm-HH:mm`) can be chosen unless it is today's and has begun. */
export function slotOpen(date: string, slot: string, now: Date = new Date()): boolean {
  const [today, time] = chinaDateTime(now).split(' ');
  return date !== today || slot.slice(0, 5) > (time ?? '').slice(0, 5);
}
