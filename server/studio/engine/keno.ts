// Keno 80 (the TV draw of /casino/tvbets): 20 balls drawn out of 1..80 on a schedule, one draw shared by
// every viewer; bets on numbers (spots), the colour of the first ball and the total of the 20 balls.
//
// Seeds: every draw has its own server seed (64 hex characters, its SHA-256 published when the draw's
// betting opens) and a public salt. The balls are the stream (serverSeed, clientSeed = salt, nonce 0)
// (fairness.ts: HMAC-SHA256 blocks, rejection-sampled integers): a forward Fisher-Yates over 1..80 for
// i = 0..19 (j = i + nextInt(80 - i), swap), the first 20 entries in order. Once the seed is revealed
// anyone recomputes the balls.
//
// Bets (a multiplier in hundredths; the win is floor(stake x multiplier / 100) kuruş, exact when the
// stake is a whole lira, which the bet limits' step makes it):
// - spots: 1..8 distinct numbers of 1..80; the paytable KENO_PAYTABLE[picks][hits]. Hits follow the
//   hypergeometric law P(h) = C(20, h) C(60, k - h) / C(80, k).
// - colour: the colour of the first ball drawn: red 1-20, yellow 21-40, green 41-60, blue 61-80;
//   probability 1/4, pays 3.80x: RTP exactly 95 %.
// - total: the sum of the 20 balls over or under 810 (the mean: n -> 81 - n maps a draw of sum s to one of
//   sum 1620 - s, so over and under are equally likely); a total of exactly 810 loses both; pays 1.90x.
//   RTP = 0.95 x (1 - N(810) / C(80, 20)), N(810) the number of 20-subsets of 1..80 summing to 810.
// Every bet's exact RTP is kenoRtp(); tests recompute them from combinatorics on their own.
import { FairStream } from './fairness';
import { Rational } from './rational';
import type { RandomSource } from './random-source';

export const KENO_BALLS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_PICKS = 8;
export const KENO_TOTAL_LINE = 810;
export const KENO_COLOURS = ['red', 'yellow', 'green', 'blue'] as const;
export type KenoColour = (typeof KENO_COLOURS)[number];
export const KENO_COLOUR_MULTIPLIER = 380;
export const KENO_TOTAL_MULTIPLIER = 190;

/** KENO_PAYTABLE[picks][hits]: the multiplier in hundredths (absent: 0). */
export const KENO_PAYTABLE: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  1: { 1: 380 },
  2: { 2: 1_580 },
  3: { 2: 250, 3: 4_346 },
  4: { 2: 100, 3: 500, 4: 17_000 },
  5: { 3: 300, 4: 1_500, 5: 80_000 },
  6: { 3: 150, 4: 800, 5: 9_000, 6: 192_500 },
  7: { 3: 100, 4: 400, 5: 2_200, 6: 20_000, 7: 941_600 },
  8: { 4: 200, 5: 1_200, 6: 11_000, 7: 120_000, 8: 2_634_000 },
};

export type KenoBet =
  | { kind: 'spots'; numbers: number[] }
  | { kind: 'colour'; colour: KenoColour }
  | { kind: 'total'; side: 'over' | 'under' };

export function kenoColourOf(ball: number): KenoColour {
  if (!Number.isInteger(ball) || ball < 1 || ball > KENO_BALLS) throw new RangeError('a keno ball is 1..80');
  return KENO_COLOURS[Math.floor((ball - 1) / 20)]!;
}

export function drawKenoBalls(rng: RandomSource): number[] {
  const balls = Array.from({ length: KENO_BALLS }, (_, i) => i + 1);
  for (let i = 0; i < KENO_DRAWN; i++) {
    const j = i + rng.nextInt(KENO_BALLS - i);
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  return balls.slice(0, KENO_DRAWN);
}

export function kenoDraw(seed: string, salt: string): number[] {
  return drawKenoBalls(new FairStream({ serverSeed: seed, clientSeed: salt, nonce: 0 }));
}

/** Checks a bet's shape; returns the reason it is refused, or null. */
export function kenoBetProblem(bet: KenoBet): string | null {
  switch (bet.kind) {
    case 'spots': {
      const { numbers } = bet;
      if (!Array.isArray(numbers) || numbers.length < 1 || numbers.length > KENO_MAX_PICKS) return 'picks';
      if (numbers.some((n) => !Number.isInteger(n) || n < 1 || n > KENO_BALLS)) return 'number';
      if (new Set(numbers).size !== numbers.length) return 'duplicate';
      return null;
    }
    case 'colour':
      return KENO_COLOURS.includes(bet.colour) ? null : 'colour';
    case 'total':
      return bet.side === 'over' || bet.side === 'under' ? null : 'side';
    default:
      return 'kind';
  }
}

export interface KenoBetResult {
  /** The multiplier in hundredths (0: lost). */
  multiplier: number;
  /** Spots: the numbers picked that were drawn. */
  hits?: number[];
  win: bigint;
}

export function kenoSettle(bet: KenoBet, stake: bigint, balls: readonly number[]): KenoBetResult {
  const problem = kenoBetProblem(bet);
  if (problem) throw new RangeError(`keno bet refused: ${problem}`);
  if (balls.length !== KENO_DRAWN) throw new RangeError('a keno draw has 20 balls');
  let multiplier = 0;
  let hits: number[] | undefined;
  if (bet.kind === 'spots') {
    const drawn = new Set(balls);
    hits = bet.numbers.filter((n) => drawn.has(n));
    multiplier = KENO_PAYTABLE[bet.numbers.length]![hits.length] ?? 0;
  } else if (bet.kind === 'colour') {
    multiplier = kenoColourOf(balls[0]!) === bet.colour ? KENO_COLOUR_MULTIPLIER : 0;
  } else {
    const total = kenoTotal(balls);
    const won = bet.side === 'over' ? total > KENO_TOTAL_LINE : total < KENO_TOTAL_LINE;
    multiplier = won ? KENO_TOTAL_MULTIPLIER : 0;
  }
  return { multiplier, ...(hits ? { hits } : {}), win: (stake * BigInt(multiplier)) / 100n };
}

export function kenoTotal(balls: readonly number[]): number {
  return balls.reduce((sum, b) => sum + b, 0);
}

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** How many 20-subsets of 1..80 have each sum (index = sum). */
export function kenoTotalCounts(): bigint[] {
  const maxSum = KENO_BALLS * KENO_DRAWN;
  // ways[k][s]: k-subsets of the numbers seen so far summing to s.
  const ways: bigint[][] = Array.from({ length: KENO_DRAWN + 1 }, () => new Array<bigint>(maxSum + 1).fill(0n));
  ways[0]![0] = 1n;
  for (let n = 1; n <= KENO_BALLS; n++) {
    for (let k = Math.min(n, KENO_DRAWN); k >= 1; k--) {
      const row = ways[k]!;
      const below = ways[k - 1]!;
      for (let s = maxSum; s >= n; s--) if (below[s - n]! !== 0n) row[s] = row[s]! + below[s - n]!;
    }
  }
  return ways[KENO_DRAWN]!;
}

/** The exact return of each bet kind: spots by the number of picks, colour, total. */
export function kenoRtp(): { spots: Record<number, Rational>; colour: Rational; total: Rational } {
  const spots: Record<number, Rational> = {};
  for (let k = 1; k <= KENO_MAX_PICKS; k++) {
    let sum = 0n;
    for (const [h, m] of Object.entries(KENO_PAYTABLE[k]!)) {
      sum += BigInt(m) * choose(KENO_DRAWN, Number(h)) * choose(KENO_BALLS - KENO_DRAWN, k - Number(h));
    }
    spots[k] = new Rational(sum, 100n * choose(KENO_BALLS, k));
  }
  const colour = new Rational(BigInt(KENO_COLOUR_MULTIPLIER), 400n);
  const counts = kenoTotalCounts();
  const all = choose(KENO_BALLS, KENO_DRAWN);
  const over = counts.slice(KENO_TOTAL_LINE + 1).reduce((a, b) => a + b, 0n);
  const total = new Rational(BigInt(KENO_TOTAL_MULTIPLIER) * over, 100n * all);
  return { spots, colour, total };
}
