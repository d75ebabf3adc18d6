import type { Lot } from '../types';

/** Free spaces of a lot (spec section 3): total minus occupied, never below 0 (sensors overcount). */
export function remainingSpaces(lot: Pick<Lot, 'space' | 'full'>): number {
  return Math.max(0, lot.space - lot.full);
}
