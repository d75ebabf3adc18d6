import type { Banner } from '@dehong/api-spec';

/**
 * The shop shows the operator's product banners only (type `goods`, such as the car-wash offer of
 * the home screen). Its own module: the first module (app/first-calls.ts) asks for the first one's
 * picture too, without loading the shop's queries.
 */
export const isShopBanner = (banner: Banner): boolean => banner.type === 'goods';
