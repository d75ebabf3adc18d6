import { randomInt } from 'node:crypto';

/**
 * Where the games' randomness comes from (DESIGN.md: randomness that decides value is server-side
 * and seedable). Unseeded it is the operating system's (crypto); seeded, through the admin API
 * (`POST /__admin/games/seed`) or in tests, it is mulberry32 from that seed, so a run of draws
 * repeats exactly.
 */
export interface GameRandom {
  /** An integer in [0, max). */
  int(max: number): number;
  /** A fixed sequence from `seed` from now on; null goes back to the operating system's. */
  seed(seed: number | null): void;
  readonly seeded: number | null;
}

export function gameRandom(initialSeed: number | null = null): GameRandom {
  let seed: number | null = null;
  let state = 0;
  const random: GameRandom = {
    int(max) {
      if (seed === null) return randomInt(0, max);
      state = (state + 0x6d2b79f5) | 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
    },
    seed(next) {
      seed = next;
      state = next ?? 0;
    },
    get seeded() {
      return seed;
    },
  };
  random.seed(initialSeed);
  return random;
}
