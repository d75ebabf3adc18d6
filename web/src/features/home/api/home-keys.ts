/**
 * The home tab's query keys. The parking card's key sits under `orders` so that leaving or paying
 * an order refreshes it with the other order queries.
 */
export const homeKeys = {
  orderTotal: ['orders', 'total'] as const,
  parkingNow: ['orders', 'mine', 'parking'] as const,
  banners: ['banners', 'home'] as const,
};
