/** Dates are `YYYY-MM-DD` in China Standard Time (UTC+8, no daylight saving). */

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** The simulator's clock moves in minutes. */
export const DAY_MINUTES = DAY_MS / MINUTE_MS;
/** China Standard Time is UTC+8 all year. */
export const CHINA_OFFSET_MS = 8 * HOUR_MS;

/** The calendar date in China at an instant. */
export function chinaDate(at: Date = new Date()): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD HH:mm:ss` in China at an instant (the API's time format). */
export function chinaDateTime(at: Date = new Date()): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The epoch milliseconds of an API time (`YYYY-MM-DD HH:mm:ss`, China time). */
export function chinaTimeMs(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}+08:00`);
}

/** The instant of an API time (`YYYY-MM-DD HH:mm:ss`, China time). */
export function parseChinaDateTime(text: string): Date {
  return new Date(chinaTimeMs(text));
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
