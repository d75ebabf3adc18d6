import { chinaDateTime } from '@dehong/api-spec/domain';

/** An API time (`YYYY-MM-DD HH:mm:ss`, China) from epoch milliseconds. */
export function apiTime(ms: number): string {
  return chinaDateTime(new Date(ms));
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
