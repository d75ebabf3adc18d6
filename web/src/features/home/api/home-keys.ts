import { sharedKeys } from '@/lib/query-keys';

/**
 * The home tab's query keys. The parking card's key sits under `orders` so that leaving or paying
 * an order refreshes it with the other order queries.
 */
export const homeKeys = {
  orderTotal: [...sharedKeys.orders, 'total'] as const,
  parkingNow: [...sharedKeys.orders, 'mine', 'parking'] as const,
  banners: ['banners', 'home'] as const,
};
