/**
 * The big wheel's and the blind box's prizes, their odds and stock, their price in integral and
 * their daily limits. The odds are shown to the member as they are here (disclosed odds); a
 * prize whose stock is gone gives its chance to the game's "nothing" prize.
 */
export type GameName = 'wheel' | 'box';
export type PrizeKind = 'coupon' | 'integral' | 'none';

export interface Prize {
  serial: string;
  kind: PrizeKind;
  zh: string;
  en: string;
  /** Coupon: fen off. Integral: integral given back. None: 0. */
  amount: number;
  /** Coupon: the minimum spend in fen. */
  minCost: number;
  /** Coupon: days it stays valid from the day it is won. */
  validDays: number;
  /** Chance in basis points (1/10000); a game's prizes add up to 10000. */
  weight: number;
  /** How many can ever be won (null: no limit). */
  stock: number | null;
}

export interface Game {
  name: GameName;
  /** Integral a draw costs (the wheel's first spin of a day is free). */
  cost: number;
  freePerDay: number;
  /** Draws a member may make a day, free ones included. */
  dailyLimit: number;
  prizes: Prize[];
}

/** 10000 basis points = 100 %. */
export const ODDS_SCALE = 10_000;

const coupon = (
  serial: string,
  yuan: number,
  minYuan: number,
  weight: number,
  stock: number | null,
): Prize => ({
  serial,
  kind: 'coupon',
  zh: `${yuan}元停车券`,
  en: `${yuan} yuan parking coupon`,
  amount: yuan * 100,
  minCost: minYuan * 100,
  validDays: 30,
  weight,
  stock,
});

const points = (serial: string, integral: number, weight: number): Prize => ({
  serial,
  kind: 'integral',
  zh: `${integral / 1000}积分`,
  en: `${integral / 1000} ${integral === 1000 ? 'point' : 'points'}`,
  amount: integral,
  minCost: 0,
  validDays: 0,
  weight,
  stock: null,
});

const nothing = (serial: string, weight: number): Prize => ({
  serial,
  kind: 'none',
  zh: '谢谢参与',
  en: 'Better luck next time',
  amount: 0,
  minCost: 0,
  validDays: 0,
  weight,
  stock: null,
});

export const GAMES: Record<GameName, Game> = {
  wheel: {
    name: 'wheel',
    cost: 200,
    freePerDay: 1,
    dailyLimit: 6,
    prizes: [
      coupon('W20', 20, 30, 200, 20),
      coupon('W10', 10, 15, 500, 50),
      coupon('W5', 5, 0, 1000, 200),
      coupon('W2', 2, 0, 1500, null),
      points('WP500', 500, 500),
      points('WP200', 200, 1300),
      points('WP100', 100, 2000),
      nothing('W0', 3000),
    ],
  },
  box: {
    name: 'box',
    cost: 500,
    freePerDay: 0,
    dailyLimit: 3,
    prizes: [
      coupon('B20', 20, 30, 500, 20),
      coupon('B10', 10, 15, 1500, 100),
      coupon('B5', 5, 0, 2500, 300),
      points('BP1000', 1000, 1000),
      points('BP300', 300, 2000),
      nothing('B0', 2500),
    ],
  },
};

export function prizeOf(game: GameName, serial: string): Prize | undefined {
  return GAMES[game].prizes.find((prize) => prize.serial === serial);
}

/**
 * The odds as they stand: each prize's weight, except that a prize out of stock weighs 0 and its
 * weight goes to the game's "nothing" prize, so the odds always add up to ODDS_SCALE.
 */
export function currentOdds(game: Game, remaining: (prize: Prize) => number | null): number[] {
  const gone = game.prizes.map((prize) => remaining(prize) === 0);
  const freed = game.prizes.reduce((sum, prize, i) => sum + (gone[i] ? prize.weight : 0), 0);
  return game.prizes.map((prize, i) =>
    gone[i] ? 0 : prize.kind === 'none' ? prize.weight + freed : prize.weight,
  );
}

/** The prize index a roll in [0, ODDS_SCALE) lands on. */
export function prizeIndexFor(odds: number[], roll: number): number {
  let upTo = 0;
  for (const [index, weight] of odds.entries()) {
    upTo += weight;
    if (roll < upTo) return index;
  }
  return odds.length - 1;
}
