// Keno 80's math (server/studio/engine/keno.ts). The oracles here are the test's own: binomial
// coefficients by Pascal's triangle, the hypergeometric law written out, the distribution of the total by
// a count over sums done differently from the engine (a forward table over numbers, by sum then size),
// and worked figures by hand.
import { describe, expect, it } from 'vitest';
import {
  drawKenoBalls,
  KENO_PAYTABLE,
  kenoBetProblem,
  kenoColourOf,
  kenoDraw,
  kenoRtp,
  kenoSettle,
  Rational,
  SimulationRng,
} from '../../../server/studio/engine';

const SEED = 'c3'.repeat(32);

// Pascal's triangle up to 80.
const pascal: bigint[][] = [[1n]];
for (let n = 1; n <= 80; n++) {
  const row = [1n];
  for (let k = 1; k < n; k++) row.push(pascal[n - 1]![k - 1]! + pascal[n - 1]![k]!);
  row.push(1n);
  pascal.push(row);
}
const C = (n: number, k: number): bigint => (k < 0 || k > n ? 0n : pascal[n]![k]!);

describe('keno draw', () => {
  it('draws 20 distinct balls of 1..80, the same for the same seed and salt', () => {
    const balls = kenoDraw(SEED, 'salt-1');
    expect(balls).toHaveLength(20);
    expect(new Set(balls).size).toBe(20);
    for (const b of balls) expect(b >= 1 && b <= 80).toBe(true);
    expect(kenoDraw(SEED, 'salt-1')).toEqual(balls);
    expect(kenoDraw(SEED, 'salt-2')).not.toEqual(balls);
  });

  it('is a forward Fisher-Yates: with nextInt always 0 the balls are 1..20 in order', () => {
    const zero = { nextInt: () => 0, nextUint32: () => 0, nextFloat: () => 0, nextByte: () => 0, nextUint52: () => 0 };
    expect(drawKenoBalls(zero as never)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // nextInt always its largest value: step 0 swaps 80 to the front and 1 to the back, step i then takes
    // the back entry (i) forward: 80, 1, 2, ..., 19.
    const last = { ...zero, nextInt: (n: number) => n - 1 };
    expect(drawKenoBalls(last as never)).toEqual([80, ...Array.from({ length: 19 }, (_, i) => i + 1)]);
  });

  it('every number is drawn with probability 1/4 (100 000 simulated draws, within 4 sigma)', () => {
    const rng = new SimulationRng(12345);
    const seen = new Array<number>(81).fill(0);
    const draws = 100_000;
    for (let d = 0; d < draws; d++) for (const b of drawKenoBalls(rng)) seen[b]! += 1;
    const sigma = Math.sqrt(draws * 0.25 * 0.75);
    for (let n = 1; n <= 80; n++) expect(Math.abs(seen[n]! - draws / 4)).toBeLessThan(4 * sigma);
  });
});

describe('keno bets', () => {
  const balls = [5, 12, 23, 31, 44, 47, 50, 58, 61, 62, 63, 66, 70, 71, 72, 74, 75, 77, 79, 80];
  // Sum by hand: 5+12+23+31 = 71; 44+47+50+58 = 199; 61+62+63+66 = 252; 70+71+72+74 = 287; 75+77+79+80 = 311 → 1120.

  it('pays spots by the paytable: 4 picks with 3 hits pay 5x, a ₺10 stake wins ₺50', () => {
    const result = kenoSettle({ kind: 'spots', numbers: [5, 23, 44, 1] }, 1_000n, balls);
    expect(result.hits).toEqual([5, 23, 44]);
    expect(result.multiplier).toBe(500);
    expect(result.win).toBe(5_000n);
  });

  it('pays 1 pick hit 3.80x and nothing on a miss', () => {
    expect(kenoSettle({ kind: 'spots', numbers: [80] }, 200n, balls).win).toBe(760n);
    expect(kenoSettle({ kind: 'spots', numbers: [1] }, 200n, balls).win).toBe(0n);
  });

  it('colour of the first ball: 5 is red, pays 3.80x', () => {
    expect(kenoColourOf(5)).toBe('red');
    expect(kenoColourOf(20)).toBe('red');
    expect(kenoColourOf(21)).toBe('yellow');
    expect(kenoColourOf(60)).toBe('green');
    expect(kenoColourOf(61)).toBe('blue');
    expect(kenoSettle({ kind: 'colour', colour: 'red' }, 1_000n, balls).win).toBe(3_800n);
    expect(kenoSettle({ kind: 'colour', colour: 'blue' }, 1_000n, balls).win).toBe(0n);
  });

  it('total 1120 is over 810: over pays 1.90x, under loses', () => {
    expect(kenoSettle({ kind: 'total', side: 'over' }, 1_000n, balls).win).toBe(1_900n);
    expect(kenoSettle({ kind: 'total', side: 'under' }, 1_000n, balls).win).toBe(0n);
  });

  it('a total of exactly 810 loses both sides', () => {
    // 21..40 sums to 610; swapping 36..40 for 76..80 adds 5 x 40 = 200: 810.
    const exact = [21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 76, 77, 78, 79, 80];
    expect(exact.reduce((a, b) => a + b, 0)).toBe(810);
    expect(kenoSettle({ kind: 'total', side: 'over' }, 1_000n, exact).win).toBe(0n);
    expect(kenoSettle({ kind: 'total', side: 'under' }, 1_000n, exact).win).toBe(0n);
  });

  it('refuses malformed bets', () => {
    expect(kenoBetProblem({ kind: 'spots', numbers: [] })).toBe('picks');
    expect(kenoBetProblem({ kind: 'spots', numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9] })).toBe('picks');
    expect(kenoBetProblem({ kind: 'spots', numbers: [0] })).toBe('number');
    expect(kenoBetProblem({ kind: 'spots', numbers: [81] })).toBe('number');
    expect(kenoBetProblem({ kind: 'spots', numbers: [3, 3] })).toBe('duplicate');
    expect(kenoBetProblem({ kind: 'colour', colour: 'pink' as never })).toBe('colour');
    expect(kenoBetProblem({ kind: 'total', side: 'middle' as never })).toBe('side');
    expect(kenoBetProblem({ kind: 'spots', numbers: [1, 80, 40] })).toBeNull();
  });
});

describe('keno RTP, recomputed from combinatorics', () => {
  const rtp = kenoRtp();

  it('spots: the hypergeometric expectation of each paytable row', () => {
    for (let k = 1; k <= 8; k++) {
      let num = 0n;
      for (let h = 0; h <= k; h++) num += BigInt(KENO_PAYTABLE[k]![h] ?? 0) * C(20, h) * C(60, k - h);
      const expected = new Rational(num, 100n * C(80, k));
      expect(rtp.spots[k]!.equals(expected)).toBe(true);
      // Every row returns between 94.9 % and 95 % (stated in docs/studio-tvbets.md).
      expect(expected.compare(Rational.of(949, 1000))).toBeGreaterThanOrEqual(0);
      expect(expected.compare(Rational.of(95, 100))).toBeLessThanOrEqual(0);
    }
    // Worked figures: 1 pick: 3.80 x 20/80 = 0.95; 2 picks: 15.80 x 190/3160 = 0.95.
    expect(rtp.spots[1]!.equals(Rational.of(95, 100))).toBe(true);
    expect(rtp.spots[2]!.equals(Rational.of(95, 100))).toBe(true);
    expect(rtp.spots[8]!.toDecimal(6)).toBe('0.949987');
    expect(rtp.spots[5]!.toDecimal(6)).toBe('0.949129');
  });

  it('colour: 3.80 x 1/4 = 95 %', () => {
    expect(rtp.colour.equals(Rational.of(95, 100))).toBe(true);
  });

  it('total: 1.90 x P(sum > 810), with P(sum = 810) counted by a sum-first table', () => {
    // count[s][k]: k-subsets of 1..n with sum s, numbers taken one at a time (a different loop order
    // from the engine's, and Number-free).
    const maxSum = 1620;
    let count: bigint[][] = Array.from({ length: maxSum + 1 }, () => new Array<bigint>(21).fill(0n));
    count[0]![0] = 1n;
    for (let n = 1; n <= 80; n++) {
      const next = count.map((row) => [...row]);
      for (let s = 0; s + n <= maxSum; s++) for (let k = 0; k < 20; k++) if (count[s]![k]) next[s + n]![k + 1]! += count[s]![k]!;
      count = next;
    }
    const all = C(80, 20);
    let total = 0n;
    let over = 0n;
    for (let s = 0; s <= maxSum; s++) {
      total += count[s]![20]!;
      if (s > 810) over += count[s]![20]!;
    }
    expect(total).toBe(all);
    const at = count[810]![20]!;
    // Symmetry n -> 81 - n: over and under are equally likely.
    expect(2n * over + at).toBe(all);
    const expected = new Rational(190n * over, 100n * all);
    expect(rtp.total.equals(expected)).toBe(true);
    // P(810) is about 1/(90 sqrt(2 pi)) = 0.0044 (sd of the total is 90); the RTP is 0.95 x (1 - P(810)).
    expect(Number(at) / Number(all)).toBeGreaterThan(0.004);
    expect(Number(at) / Number(all)).toBeLessThan(0.005);
    expect(rtp.total.toDecimal(6)).toBe('0.945823');
  });
});
