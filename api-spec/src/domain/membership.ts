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

/**
 * The activation dates a card allows: from its earliest activation date `minday` (never before
 * today) to 31 days after that (spec sections 3 and 5).
 */
export function activationWindow(today: string, minday: string = today) {
  const first = minday > today ? minday : today;
  return { first, last: addDays(first, ACTIVATION_WINDOW_DAYS) };
}

/** Activation must be within the card's window: today (or its `minday`) .. 31 days after. */
export function isActivationDateAllowed(date: string, today: string, minday?: string): boolean {
  const window = activationWindow(today, minday);
  return daysBetween(window.first, date) >= 0 && daysBetween(date, window.last) >= 0;
}

export function lastActivationDate(today: string, minday?: string): string {
  return activationWindow(today, minday).last;
}

/**
 * The first day of a membership bought for `appointment`: that day, or the day after a running
 * membership (last day `runningEnd`) ends, when it covers the appointment.
 */
export function membershipStart(appointment: string, runningEnd: string | null | undefined) {
  return runningEnd && runningEnd >= appointment ? addDays(runningEnd, 1) : appointment;
}

/** The membership a card bought for `appointment` records, after any running one. */
export function membershipRange(
  appointment: string,
  durationDays: number,
  runningEnd: string | null | undefined,
): { start: string; end: string } {
  return validityRange(membershipStart(appointment, runningEnd), durationDays);
}

/** A membership's renewal messages: one when 7 days or fewer are left, one at 1 day or fewer. */
export const RENEWAL_NOTICE_DAYS = [7, 1] as const;

/**
 * Days left of a membership ending on `expiry` (0 on its last day) when its renewal is due (7 days
 * or fewer left), otherwise null (none, ended, or further off).
 */
export function renewalDaysLeft(expiry: string | null | undefined, today: string): number | null {
  if (!expiry) return null;
  const left = daysBetween(today, expiry);
  return left >= 0 && left <= RENEWAL_NOTICE_DAYS[0] ? left : null;
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
