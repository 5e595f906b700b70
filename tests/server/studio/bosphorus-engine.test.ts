// "Boğaz Gecesi": 243-ways evaluation worked by hand, the free spins' climbing multiplier and retriggers,
// the round's draw order, and its exact RTP (pinned; the grouped cycle equals the literal one on small
// strips, and the multiplier ladder matches hand-worked chains).
import { describe, expect, it } from 'vitest';
import {
  assertBosphorusBet,
  BOSPHORUS_SLOT,
  compileWays,
  evaluateWays,
  playBosphorusRound,
  playBosphorusRoundUnits,
  type WaysSlotConfig,
} from '../../../server/studio/engine/bosphorus';
import { bosphorusRtp, multiplierLadder, waysCycleSums, waysFullCycleSums } from '../../../server/studio/engine/bosphorus-rtp';
import { FairStream } from '../../../server/studio/engine/fairness';
import { SimulationRng } from '../../../server/studio/engine/prng';
import { Rational } from '../../../server/studio/engine/rational';
import type { RandomSource } from '../../../server/studio/engine/random-source';
import { sha256Hex } from '../../../server/studio/engine/sha256';

const slot = compileWays(BOSPHORUS_SLOT);
const gridOf = (columns: string[]) => Uint8Array.from(columns.join(''), (code) => BOSPHORUS_SLOT.symbols.findIndex((symbol) => symbol.code === code));

function scripted(values: number[]): RandomSource & { used: number } {
  const source = {
    used: 0,
    nextInt(n: number) {
      if (source.used >= values.length) throw new Error('script ran out');
      const value = values[source.used++]!;
      if (value < 0 || value >= n) throw new Error(`${value} is outside [0, ${n})`);
      return value;
    },
    nextUint52: () => {
      throw new Error('integers only');
    },
    nextFloat: () => {
      throw new Error('integers only');
    },
  };
  return source;
}

describe('configuration', () => {
  it('is 5 x 3 with one moon per strip and lanterns on reels 2-4 only', () => {
    expect(BOSPHORUS_SLOT.reels).toHaveLength(5);
    BOSPHORUS_SLOT.reels.forEach((strip, reel) => {
      expect(strip.split('S')).toHaveLength(2);
      expect(strip.includes('W')).toBe(reel >= 1 && reel <= 3);
    });
  });
});

describe('ways evaluation', () => {
  it('multiplies the matching cells of adjacent reels from the leftmost', () => {
    // Ferry: reel 1 one F, reel 2 F + lantern = 2, reel 3 one F, reel 4 none: 3 reels x 2 ways x 15 = 30.
    // Queen: Q, lantern, Q, Q, nothing on reel 5: 4 reels x 1 way x 6 = 6. Ace: A, lantern, nothing: no pay.
    const result = evaluateWays(slot, gridOf(['FAQ', 'FWK', 'QFJ', 'AKQ', 'JJJ']));
    expect(result).toEqual({ waysUnits: 36, scatters: 0, scatterUnits: 0, awarded: 0 });
  });

  it('pays 5 reels of every cell combination and moons anywhere', () => {
    // Tea on all 5 reels: 1 x 3 (two teas + a lantern) x 1 x 1 x 2 = 6 ways x 45 = 270; three moons pay 20.
    const result = evaluateWays(slot, gridOf(['CSA', 'CWC', 'SCK', 'QCS', 'CAC']));
    expect(result).toEqual({ waysUnits: 270, scatters: 3, scatterUnits: 20, awarded: 1 });
  });
});

describe('rounds', () => {
  const withMoon = (reel: number) => BOSPHORUS_SLOT.reels[reel]!.indexOf('S');

  it('awards 8 free spins on a climbing multiplier, retriggered by 5 more', () => {
    const moons = [withMoon(0), withMoon(1), withMoon(2), 0, 0];
    const quiet = [0, 0, 0, 0, 0];
    const spins = [moons, quiet, moons, ...Array.from({ length: 11 }, () => quiet)];
    const rng = scripted(spins.flat());
    const round = playBosphorusRound(rng, 200n);
    expect(rng.used).toBe(14 * 5);
    expect(round.base.scatters).toBe(3);
    expect(round.base.freeSpinsAwarded).toBe(8);
    expect(round.freeSpins).toHaveLength(13);
    expect(round.freeSpins[1]!.freeSpinsAwarded).toBe(5);
    expect(round.freeSpins.map((spin) => spin.multiplier)).toEqual([1, 2, 3, 4, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
    for (const spin of [round.base, ...round.freeSpins]) {
      const raw = spin.wins.reduce((sum, win) => sum + win.units, 0) + spin.scatterUnits;
      expect(spin.winUnits).toBe(raw * spin.multiplier);
    }
    expect(round.winUnits).toBe(round.base.winUnits + round.freeSpins.reduce((sum, spin) => sum + spin.winUnits, 0));
    expect(round.unit).toBe(10n);
    expect(round.win).toBe(10n * BigInt(round.winUnits));
  });

  it('the simulator path draws and wins exactly like the recorded round', () => {
    for (let seed = 1; seed <= 3000; seed++) {
      const a = new SimulationRng(seed);
      const b = new SimulationRng(seed);
      expect(playBosphorusRoundUnits(a)).toBe(playBosphorusRound(b, 20n).winUnits);
      expect(a.nextUint32()).toBe(b.nextUint32());
    }
  });

  it('replays a fair-stream round the same way every time', () => {
    const serverSeed = sha256Hex('bosphorus test server seed');
    const one = playBosphorusRound(new FairStream({ serverSeed, clientSeed: 'player', nonce: 3 }), 100n);
    const two = playBosphorusRound(new FairStream({ serverSeed, clientSeed: 'player', nonce: 3 }), 100n);
    expect(two).toEqual(one);
    expect(one.base.grid.map((column) => column.join(''))).toEqual(
      one.base.stops.map((stop, reel) => {
        const strip = BOSPHORUS_SLOT.reels[reel]!;
        return [0, 1, 2].map((row) => strip[(stop + row) % strip.length]).join('');
      }),
    );
  });

  it('takes bets in multiples of 20 kuruş only', () => {
    expect(() => assertBosphorusBet(20n)).not.toThrow();
    expect(() => assertBosphorusBet(0n)).toThrow(RangeError);
    expect(() => assertBosphorusBet(30n)).toThrow(RangeError);
  });
});

describe('exact RTP', () => {
  it('the multiplier ladder matches chains worked by hand', () => {
    // No retrigger: 8 spins at x1..x5,5,5,5 = 30.
    expect(multiplierLadder(8, 5, Rational.of(0), 5).multipliedSpins.equals(Rational.of(30))).toBe(true);
    // One spin, each adds one more with p = 1/2: P(N >= j) = 2^(1-j); 1 + 2 x (1/2 + 1/4 + ...) = 3; E[N] = 2.
    const geometric = multiplierLadder(1, 1, Rational.of(1, 2), 2);
    expect(geometric.multipliedSpins.equals(Rational.of(3))).toBe(true);
    expect(geometric.expectedSpins.equals(Rational.of(2))).toBe(true);
    // Two spins, p = 1/4 of +1, no ladder (x1): E[N] = 2 / (1 - 1/4) = 8/3.
    expect(multiplierLadder(2, 1, Rational.of(1, 4), 1).multipliedSpins.equals(Rational.of(8, 3))).toBe(true);
    expect(() => multiplierLadder(8, 5, Rational.of(1, 5), 5)).toThrow();
  });

  it('grouped cycle sums equal the literal full cycle played by the evaluation code (small strips)', () => {
    const small: WaysSlotConfig = {
      ...BOSPHORUS_SLOT,
      id: 'small',
      reels: ['FASQJK', 'WFAKSQ', 'CWFQSA', 'FWQSJA', 'AFSKQB'],
    };
    const grouped = waysCycleSums(small);
    const literal = waysFullCycleSums(small);
    expect(grouped).toEqual({ ...literal, hits: undefined });
    expect(literal.combinations).toBe(6n ** 5n);
  });

  it('is pinned: 21963863279847349693521 / 22770721852067026042880 = 96.45659642473%', () => {
    const report = bosphorusRtp();
    expect(report.cycle).toEqual({ combinations: 33554432n, waysUnits: 522921528n, scatterUnits: 5813100n, triggers: 239058n });
    expect(report.triggerProbability.toString()).toBe('119529/16777216');
    expect(report.rtp.toString()).toBe('21963863279847349693521/22770721852067026042880');
    expect(report.rtp.toDecimal(13)).toBe('0.9645659642473');
    // Components add up: base ways + base moons + free spins.
    expect(report.baseWaysRtp.add(report.baseScatterRtp).add(report.featureRtp).equals(report.rtp)).toBe(true);
  });
});
