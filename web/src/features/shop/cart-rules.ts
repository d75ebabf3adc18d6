import type { CartLine } from '@dehong/api-spec';

export type LineProblem = { kind: 'soldOut' } | { kind: 'onlyLeft'; count: number };

/**
 * What keeps a cart line from being ordered as it is: nothing left to buy, or fewer than its count
 * (the stock, or what the per-member limit leaves: the server's `maxCount`).
 */
export function lineProblem(line: CartLine): LineProblem | null {
  if (line.maxCount === 0) return { kind: 'soldOut' };
  if (line.count > line.maxCount) return { kind: 'onlyLeft', count: line.maxCount };
  return null;
}

/** The cart's total in fen at today's prices (the server prices the order itself). */
export const cartTotal = (lines: readonly CartLine[]): number =>
  lines.reduce((sum, line) => sum + line.product.price * line.count, 0);
