/** The query keys of the shop; everything under `shop` goes stale when an order or the cart changes. */
export const shopKeys = {
  all: ['shop'] as const,
  types: ['shop', 'types'] as const,
  banners: ['shop', 'banners'] as const,
  products: (query: object) => ['shop', 'products', query] as const,
  product: (serial: string) => ['shop', 'product', serial] as const,
  cart: ['shop', 'cart'] as const,
  store: (serial: string) => ['shop', 'store', serial] as const,
  orders: (query: object) => ['shop', 'orders', query] as const,
  order: (serial: string) => ['shop', 'order', serial] as const,
};
