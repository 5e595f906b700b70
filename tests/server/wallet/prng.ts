// A tiny seeded pseudo-random generator (mulberry32) so a failing randomized test replays exactly.

export interface Prng {
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function mulberry32(seed: number): Prng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    seed: seed >>> 0,
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (probability) => next() < probability,
  };
}

/** The seed to use: LEDGER_SEED from the environment to replay a failure, else a fresh one. */
export function seedFromEnv(name = 'LEDGER_SEED'): number {
  const fromEnv = process.env[name];
  if (fromEnv !== undefined && fromEnv !== '') return Number(fromEnv) >>> 0;
  return (Math.random() * 2 ** 32) >>> 0;
}
