import type { Resources } from '@/i18n/resources';

/**
 * The words each screen owners open cold shows at once (beyond `common`): the router loads them
 * beside the screen's module (router.tsx), and index.html asks for them in the reader's language
 * from the first byte (vite-plugins/first-paint.ts), instead of after the entry has run.
 */
export const COLD_SCREEN_WORDS = {
  home: ['home', 'plate', 'menu'],
  login: ['screens', 'auth'],
  // The coupon lines are on the first screen of the payment page and the card purchase:
  // asked for once they render, their words held the whole screen back one more round trip.
  // The space's sign check (or the warning) is the first thing a scanned code's page shows.
  orderPayment: ['screens', 'orders', 'plate', 'payment', 'coupons', 'kerb', 'operator'],
  cardPay: ['screens', 'cards', 'plate', 'orders', 'payment', 'coupons', 'operator'],
  shop: ['screens', 'shop', 'operator'],
} as const satisfies Record<string, readonly (keyof Resources)[]>;

export type ColdScreen = keyof typeof COLD_SCREEN_WORDS;
