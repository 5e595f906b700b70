// European roulette (single zero, 37 pockets) for our studio: every standard bet, validated, settled in
// integer kuruş. A bet covering k numbers pays (36 / k - 1) to 1, so every bet returns 36/37 of its stake
// in expectation, exactly: RTP = 36/37 = 97.297...%, house edge 1/37 = 2.7027...%. No la partage or en prison.
import { Rational } from './rational';
import { FairStream } from './fairness';
import type { RandomSource } from './random-source';

export const ROULETTE_POCKETS = 37;
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteColor = 'green' | 'red' | 'black';

export function pocketColor(pocket: number): RouletteColor {
  return pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black';
}

/**
 * Inside bets name their numbers (any order); outside bets name their kind and, for columns and dozens, an
 * index 1..3. Zero bets follow the European layout: splits 0-1, 0-2, 0-3; trios (streets) 0-1-2 and 0-2-3;
 * the corner 0-1-2-3 ("first four").
 */
export type RouletteBetSpec =
  | { kind: 'straight' | 'split' | 'street' | 'corner' | 'six-line'; numbers: number[] }
  | { kind: 'column' | 'dozen'; index: 1 | 2 | 3 }
  | { kind: 'red' | 'black' | 'even' | 'odd' | 'low' | 'high' };

export type RouletteBetKind = RouletteBetSpec['kind'];

export type RouletteBet = RouletteBetSpec & { amount: bigint };

/** Payout "to 1" of each kind: 36 / (numbers covered) - 1. */
export const ROULETTE_PAYOUTS: Readonly<Record<RouletteBetKind, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  'six-line': 5,
  column: 2,
  dozen: 2,
  red: 1,
  black: 1,
  even: 1,
  odd: 1,
  low: 1,
  high: 1,
};

const rowOf = (n: number) => Math.ceil(n / 3);
const columnOf = (n: number) => ((n - 1) % 3) + 1;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((value, i) => value === b[i]);

const OUTSIDE: Readonly<Record<string, readonly number[]>> = Object.freeze({
  red: range(1, 36).filter((n) => RED.has(n)),
  black: range(1, 36).filter((n) => !RED.has(n)),
  even: range(1, 36).filter((n) => n % 2 === 0),
  odd: range(1, 36).filter((n) => n % 2 === 1),
  low: range(1, 18),
  high: range(19, 36),
  'column-1': range(1, 36).filter((n) => columnOf(n) === 1),
  'column-2': range(1, 36).filter((n) => columnOf(n) === 2),
  'column-3': range(1, 36).filter((n) => columnOf(n) === 3),
  'dozen-1': range(1, 12),
  'dozen-2': range(13, 24),
  'dozen-3': range(25, 36),
});

/** The pockets a bet covers (sorted), or a RangeError when the bet is not on the layout. */
export function coveredPockets(spec: RouletteBetSpec): readonly number[] {
  switch (spec.kind) {
    case 'red':
    case 'black':
    case 'even':
    case 'odd':
    case 'low':
    case 'high':
      return OUTSIDE[spec.kind];
    case 'column':
    case 'dozen':
      if (spec.index !== 1 && spec.index !== 2 && spec.index !== 3)
        throw new RangeError(`a ${spec.kind} index is 1, 2 or 3`);
      return OUTSIDE[`${spec.kind}-${spec.index}`];
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'six-line':
      if (!Array.isArray(spec.numbers)) throw new RangeError(`a ${spec.kind} bet names its numbers`);
      return cachedInsidePockets(spec.kind, spec.numbers);
    default:
      throw new RangeError(`unknown bet kind ${String((spec as { kind: unknown }).kind)}`);
  }
}

const INSIDE_KINDS = ['straight', 'split', 'street', 'corner', 'six-line'] as const;
// Valid inside bets by (kind, set of numbers as a 37-bit mask): the layout has 145 of them, so after the
// first sight of each a bet is checked with one pass over its numbers and no sorting.
const insideCache = new Map<number, readonly number[]>();

function cachedInsidePockets(kind: (typeof INSIDE_KINDS)[number], raw: number[]): readonly number[] {
  let mask = 0;
  for (const n of raw) {
    if (!Number.isInteger(n) || n < 0 || n > 36) return insidePockets(kind, raw);
    mask += 2 ** n;
  }
  const key = INSIDE_KINDS.indexOf(kind) * 2 ** 37 + mask;
  let covered = insideCache.get(key);
  // With a repeated number the mask carries into fewer set bits than there are numbers, so it never equals
  // a cached bet of the same length; such bets fall through to insidePockets, which refuses them.
  if (covered && covered.length === raw.length) return covered;
  covered = Object.freeze(insidePockets(kind, raw));
  insideCache.set(key, covered);
  return covered;
}

function insidePockets(kind: 'straight' | 'split' | 'street' | 'corner' | 'six-line', raw: number[]): number[] {
  const numbers = [...raw].sort((a, b) => a - b);
  const invalid = () => new RangeError(`${JSON.stringify(raw)} is not a ${kind} bet`);
  if (!numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= 36)) throw invalid();
  if (new Set(numbers).size !== numbers.length) throw invalid();
  const [a, b] = numbers;
  switch (kind) {
    case 'straight':
      if (numbers.length !== 1) throw invalid();
      return numbers;
    case 'split':
      if (numbers.length !== 2) throw invalid();
      if (a === 0 ? b <= 3 : b - a === 3 || (b - a === 1 && rowOf(a) === rowOf(b))) return numbers;
      throw invalid();
    case 'street':
      if (numbers.length !== 3) throw invalid();
      if (sameSet(numbers, [0, 1, 2]) || sameSet(numbers, [0, 2, 3])) return numbers;
      if (a >= 1 && columnOf(a) === 1 && sameSet(numbers, [a, a + 1, a + 2])) return numbers;
      throw invalid();
    case 'corner':
      if (numbers.length !== 4) throw invalid();
      if (sameSet(numbers, [0, 1, 2, 3])) return numbers;
      if (a >= 1 && columnOf(a) <= 2 && a <= 32 && sameSet(numbers, [a, a + 1, a + 3, a + 4])) return numbers;
      throw invalid();
    case 'six-line':
      if (numbers.length !== 6) throw invalid();
      if (a >= 1 && columnOf(a) === 1 && a <= 31 && sameSet(numbers, range(a, a + 5))) return numbers;
      throw invalid();
  }
}

/**
 * Every distinct bet on the layout, 157 in all: 37 straights, 60 splits (57 between numbers, 0-1, 0-2,
 * 0-3), 14 streets (12 rows, 0-1-2, 0-2-3), 23 corners (22 squares, 0-1-2-3), 11 six lines, 3 columns,
 * 3 dozens and the 6 even-money bets.
 */
export function allRouletteBets(): RouletteBetSpec[] {
  const bets: RouletteBetSpec[] = [];
  for (let n = 0; n <= 36; n++) bets.push({ kind: 'straight', numbers: [n] });
  for (let n = 1; n <= 3; n++) bets.push({ kind: 'split', numbers: [0, n] });
  for (let n = 1; n <= 36; n++) {
    if (columnOf(n) < 3) bets.push({ kind: 'split', numbers: [n, n + 1] });
    if (n <= 33) bets.push({ kind: 'split', numbers: [n, n + 3] });
  }
  bets.push({ kind: 'street', numbers: [0, 1, 2] }, { kind: 'street', numbers: [0, 2, 3] });
  for (let row = 0; row < 12; row++) bets.push({ kind: 'street', numbers: [row * 3 + 1, row * 3 + 2, row * 3 + 3] });
  bets.push({ kind: 'corner', numbers: [0, 1, 2, 3] });
  for (let n = 1; n <= 32; n++) if (columnOf(n) < 3) bets.push({ kind: 'corner', numbers: [n, n + 1, n + 3, n + 4] });
  for (let row = 0; row < 11; row++) bets.push({ kind: 'six-line', numbers: range(row * 3 + 1, row * 3 + 6) });
  for (const index of [1, 2, 3] as const) bets.push({ kind: 'column', index }, { kind: 'dozen', index });
  for (const kind of ['red', 'black', 'even', 'odd', 'low', 'high'] as const) bets.push({ kind });
  return bets;
}

export interface RouletteBetResult {
  bet: RouletteBet;
  covered: readonly number[];
  won: boolean;
  /** Kuruş returned: the stake plus its winnings, or 0. */
  payout: bigint;
}

export interface RouletteRound {
  game: 'roulette';
  pocket: number;
  color: RouletteColor;
  results: RouletteBetResult[];
  totalBet: bigint;
  totalPayout: bigint;
}

export const ROULETTE_MAX_BETS = 200;

export function validateRouletteBets(bets: readonly RouletteBet[]): (readonly number[])[] {
  if (bets.length < 1 || bets.length > ROULETTE_MAX_BETS)
    throw new RangeError(`1 to ${ROULETTE_MAX_BETS} bets per spin`);
  return bets.map((bet) => {
    if (typeof bet.amount !== 'bigint' || bet.amount <= 0n)
      throw new RangeError('a bet amount is a positive number of kuruş');
    return coveredPockets(bet);
  });
}

/** Settles bets on a known pocket (the spin is separate so the settlement table is testable by itself). */
export function settleRoulette(pocket: number, bets: readonly RouletteBet[]): RouletteRound {
  if (!Number.isInteger(pocket) || pocket < 0 || pocket >= ROULETTE_POCKETS) throw new RangeError('no such pocket');
  return settleCovered(pocket, bets, validateRouletteBets(bets));
}

function settleCovered(pocket: number, bets: readonly RouletteBet[], covered: (readonly number[])[]): RouletteRound {
  const results = bets.map((bet, i): RouletteBetResult => {
    const won = covered[i].includes(pocket);
    return { bet, covered: covered[i], won, payout: won ? bet.amount * BigInt(ROULETTE_PAYOUTS[bet.kind] + 1) : 0n };
  });
  return {
    game: 'roulette',
    pocket,
    color: pocketColor(pocket),
    results,
    totalBet: bets.reduce((sum, bet) => sum + bet.amount, 0n),
    totalPayout: results.reduce((sum, result) => sum + result.payout, 0n),
  };
}

/** One spin: the pocket is one uniform draw in [0, 37) from the round stream. */
export function spinRoulette(rng: RandomSource): number {
  return rng.nextInt(ROULETTE_POCKETS);
}

/**
 * The shared table's pocket (the automated roulette of /casino/live): one spin of the stream of the spin's
 * seed with its public salt as the client seed, nonce 0, as keno draws its balls.
 */
export function sharedSpinPocket(seed: string, salt: string): number {
  return spinRoulette(new FairStream({ serverSeed: seed, clientSeed: salt, nonce: 0 }));
}

export function playRouletteRound(rng: RandomSource, bets: readonly RouletteBet[]): RouletteRound {
  // Bets are checked before the pocket is drawn, so a refused bet consumes no randomness.
  const covered = validateRouletteBets(bets);
  return settleCovered(spinRoulette(rng), bets, covered);
}

/** Exact return of one bet kind: (payout + 1) x covered / 37. */
export function rouletteBetRtp(spec: RouletteBetSpec): Rational {
  return Rational.of((ROULETTE_PAYOUTS[spec.kind] + 1) * coveredPockets(spec).length, ROULETTE_POCKETS);
}

/** The declared RTP: 36/37 for every bet, hence for any combination of bets. */
export const ROULETTE_RTP = Rational.of(36, 37);
