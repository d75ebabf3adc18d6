/** The query keys of parking orders; everything under `orders` goes stale when an order changes. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (query: object) => ['orders', 'list', query] as const,
  detail: (serial: string) => ['orders', 'detail', serial] as const,
  current: (query: object) => ['orders', 'current', query] as const,
  unpaid: (query: object) => ['orders', 'unpaid', query] as const,
  repaySummary: (query: object) => ['orders', 'repay-summary', query] as const,
  device: (device: string) => ['orders', 'device', device] as const,
};
