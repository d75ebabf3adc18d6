import { sharedKeys } from '@/lib/query-keys';

/** The query keys of parking orders; everything under `orders` goes stale when an order changes. */
export const orderKeys = {
  all: sharedKeys.orders,
  list: (query: object) => [...sharedKeys.orders, 'list', query] as const,
  detail: (serial: string) => [...sharedKeys.orders, 'detail', serial] as const,
  current: (query: object) => [...sharedKeys.orders, 'current', query] as const,
  unpaid: (query: object) => [...sharedKeys.orders, 'unpaid', query] as const,
  repaySummary: (query: object) => [...sharedKeys.orders, 'repay-summary', query] as const,
  device: (device: string) => [...sharedKeys.orders, 'device', device] as const,
};
