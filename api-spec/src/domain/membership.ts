import { ACTIVATION_WINDOW_DAYS, CARD_COUPON_PERCENT, POINTS_PER_INTEGRAL } from './constants';
import { addDays, daysBetween } from './dates';
import type { RechargePackage } from '../types';

/** A membership counts while its expiry date is on or after today (spec section 9). */
export function isMembershipValid(expiry: string | null | undefined, today: string): boolean {
  return !!expiry && expiry >= today;
}

/** Points shown to the user: integral / 1000. */
export function pointsFromIntegral(integral: number): number {
  return integral / POINTS_PER_INTEGRAL;
}

export type PurchaseMode = 'personal' | 'unit';

/** The plates a card order counts: only non-empty ones (spec section 5). */
export function nonEmptyPlates(plates: readonly string[]): string[] {
  return plates.map((plate) => plate.trim()).filter((plate) => plate.length > 0);
}

/** Card order amount in fen: price x 1 (personal) or x the non-empty plates (unit). */
export function cardAmount(
  priceFen: number,
  mode: PurchaseMode,
  plates: readonly string[],
): number {
  return mode === 'personal' ? priceFen : priceFen * nonEmptyPlates(plates).length;
}

/** The 10% card coupon's deduction in fen (the customer pays ninety percent). */
export function cardCouponDeduction(amountFen: number): number {
  return Math.round((amountFen * CARD_COUPON_PERCENT) / 100);
}

/** Activation must be today .. today + 31 days. */
export function isActivationDateAllowed(date: string, today: string): boolean {
  const days = daysBetween(today, date);
  return days >= 0 && days <= ACTIVATION_WINDOW_DAYS;
}

export function lastActivationDate(today: string): string {
  return addDays(today, ACTIVATION_WINDOW_DAYS);
}

/** The validity range of a card of `durationDays` activated on `start`; both days included. */
export function validityRange(start: string, durationDays: number): { start: string; end: string } {
  return { start, end: addDays(start, durationDays - 1) };
}

/** The gift of a recharge in fen: type 0 gives `give` yuan, type 1 gives `give` percent of the amount. */
export function rechargeGift(
  pkg: Pick<RechargePackage, 'give' | 'type'>,
  amountFen: number,
): number {
  return pkg.type === 0 ? pkg.give * 100 : Math.floor((amountFen * pkg.give) / 100);
}

export const OTHER_PACKAGE_NAME = 'other';
