import { AREAS, countyOf, DAY_MINUTES, MINUTE_MS } from '@dehong/api-spec/domain';

export interface FeeRule {
  area: string;
  /** A stay of at most this many minutes is free. */
  freeMinutes: number;
  /** Fen per started hour, counted from the start once the free minutes are exceeded. */
  pricePerHour: number;
  /** Most a 24-hour period (from the start) can cost, in fen. */
  dailyCap: number;
}

/** The per-county fee rules (documented in simulator/README.md). */
export const FEE_RULES: Record<string, FeeRule> = {
  [AREAS.mangshi]: { area: 'Mangshi', freeMinutes: 15, pricePerHour: 200, dailyCap: 2000 },
  [AREAS.ruili]: { area: 'Ruili', freeMinutes: 15, pricePerHour: 300, dailyCap: 3000 },
  [AREAS.lianghe]: { area: 'Lianghe', freeMinutes: 30, pricePerHour: 100, dailyCap: 1000 },
  [AREAS.yingjiang]: { area: 'Yingjiang', freeMinutes: 30, pricePerHour: 100, dailyCap: 1200 },
};

/** Counties without a rule of their own (none yet) pay like Mangshi. */
export const DEFAULT_FEE_RULE: FeeRule = FEE_RULES[AREAS.mangshi]!;

export function feeRuleFor(areaCode: string): FeeRule {
  return FEE_RULES[countyOf(areaCode)] ?? DEFAULT_FEE_RULE;
}

export function parkedMinutes(startMs: number, endMs: number): number {
  return Math.max(0, Math.floor((endMs - startMs) / MINUTE_MS));
}

/** The fee in fen of parking `minutes` under `rule`. */
export function feeFor(minutes: number, rule: FeeRule): number {
  if (minutes <= rule.freeMinutes) return 0;
  const fullDays = Math.floor(minutes / DAY_MINUTES);
  const rest = minutes % DAY_MINUTES;
  const restFee = Math.min(rule.dailyCap, Math.ceil(rest / 60) * rule.pricePerHour);
  return fullDays * rule.dailyCap + restFee;
}
