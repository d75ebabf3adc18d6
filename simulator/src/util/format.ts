import { CHINA_OFFSET_MS, chinaDateTime, DAY_MS } from '@dehong/api-spec/domain';

/** `YYYY-MM-DD ` per China day number; bounded, as a long-running simulator meets new days. */
const dayPrefixes = new Map<number, string>();
const MAX_DAYS = 4096;
const LAST_MS = Date.UTC(9999, 11, 31) - CHINA_OFFSET_MS;

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * An API time (`YYYY-MM-DD HH:mm:ss`, China) from epoch milliseconds: chinaDateTime's text, with
 * the date part formatted once per day (an order page formats some 30 times, and a Date, an ISO
 * string and two string edits each was a visible share of the order list's CPU).
 */
export function apiTime(ms: number): string {
  // Outside years 1970-9999 (never in the database) ISO text changes shape: the original handles it.
  if (!(ms >= 0 && ms < LAST_MS)) return chinaDateTime(new Date(ms));
  const local = ms + CHINA_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    if (dayPrefixes.size >= MAX_DAYS) dayPrefixes.clear();
    prefix = chinaDateTime(new Date(day * DAY_MS - CHINA_OFFSET_MS)).slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  const seconds = Math.floor((local - day * DAY_MS) / 1000);
  return `${prefix}${twoDigits(Math.floor(seconds / 3600))}:${twoDigits(Math.floor(seconds / 60) % 60)}:${twoDigits(seconds % 60)}`;
}

export function apiTimeOrNull(ms: number | null): string | null {
  return ms === null ? null : apiTime(ms);
}

/** `YYYYMMDDHHmmss` in China, for order numbers and pay codes. */
export function compactStamp(ms: number): string {
  return apiTime(ms).replace(/\D/g, '');
}

export interface PageQuery {
  page?: number;
  pageSize?: number;
}

export interface Paging {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

export function paging(query: PageQuery, defaultSize = 10): Paging {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? defaultSize;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

export function pageOf<T>(list: T[], total: number, { page, pageSize }: Paging) {
  return { list, total, page, pageSize };
}

export function parseJsonArray(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.map(String) : [];
}

/** The row id behind a serial; -1 (matches nothing) for anything that is not one. */
export function idOf(serial: string): number {
  return /^[1-9]\d{0,15}$/.test(serial) ? Number(serial) : -1;
}
