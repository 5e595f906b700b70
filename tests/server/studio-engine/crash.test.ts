// Crash: the crash point formula and its exact distribution, the RTP, settlement, the curve, and the hash
// chain of round seeds.
import { describe, expect, it } from 'vitest';
import {
  assertCashOutTarget,
  buildHashChain,
  CRASH_DECLARED_RTP,
  CRASH_INSTANT_PROBABILITY,
  crashPoint,
  crashPointFromUint52,
  crashRtp,
  crashSurvival,
  drawCrashPoint,
  msToReach,
  multiplierAt,
  settleCrashBet,
  verifyAgainstCommitment,
  verifyChainLink,
} from '../../../server/studio/engine/crash';
import { generateServerSeed } from '../../../server/studio/engine/fairness';
import { SimulationRng } from '../../../server/studio/engine/prng';
import { Rational } from '../../../server/studio/engine/rational';
import { sha256Hex } from '../../../server/studio/engine/sha256';

const TWO_52 = 2n ** 52n;
/** The smallest 52-bit draw whose crash point reaches t, from the survival formula. */
const firstReaching = (t: number) => Number(TWO_52 - (99n * TWO_52) / BigInt(t));

describe('crash point', () => {
  it('is max(1.00, floor(99 / (1 - U)) / 100) computed exactly', () => {
    expect(crashPointFromUint52(0)).toBe(100);
    expect(crashPointFromUint52(2 ** 51)).toBe(198); // U = 1/2: 0.99 / 0.5
    expect(crashPointFromUint52(2 ** 52 - 2 ** 42)).toBe(99 * 1024); // 1 - U = 2^-10
    expect(crashPointFromUint52(2 ** 52 - 1)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => crashPointFromUint52(2 ** 52)).toThrow(RangeError);
    expect(() => crashPointFromUint52(-1)).toThrow(RangeError);
  });

  it('reaches t exactly for the top floor(99 x 2^52 / t) draws (the survival formula)', () => {
    for (const t of [101, 150, 199, 200, 1000, 12345, 1_000_000]) {
      const k = firstReaching(t);
      expect(crashPointFromUint52(k)).toBeGreaterThanOrEqual(t);
      expect(crashPointFromUint52(k - 1)).toBeLessThan(t);
      expect(crashSurvival(t).equals(new Rational(TWO_52 - BigInt(k), TWO_52))).toBe(true);
    }
  });

  it('crashes instantly (1.00x) about 1 round in 50.5', () => {
    expect(CRASH_INSTANT_PROBABILITY.toDecimal(12)).toBe('0.019801980198');
    expect(CRASH_INSTANT_PROBABILITY.equals(Rational.of(1).sub(crashSurvival(101)))).toBe(true);
  });

  it('follows its distribution in a seeded sample', () => {
    const rng = new SimulationRng(2024);
    const draws = 20000;
    let instant = 0;
    let doubled = 0;
    for (let i = 0; i < draws; i++) {
      const point = drawCrashPoint(rng);
      if (point === 100) instant++;
      if (point >= 200) doubled++;
    }
    expect(Math.abs(instant / draws - 2 / 101)).toBeLessThan(0.005);
    expect(Math.abs(doubled / draws - 0.495)).toBeLessThan(0.015);
  });
});

describe('exact RTP', () => {
  it('is t x floor(99 x 2^52 / t) / (100 x 2^52): 99% less under t x 2^-52 / 100', () => {
    expect(crashRtp(200).toString()).toBe('2229281815548395/2251799813685248');
    expect(crashRtp(200).toDecimal(20)).toBe('0.98999999999999976907');
    expect(CRASH_DECLARED_RTP.toString()).toBe('99/100');
    for (const t of [101, 133, 200, 777, 10_000, 1_000_000, 100_000_000]) {
      const rtp = crashRtp(t);
      expect(rtp.compare(CRASH_DECLARED_RTP)).toBeLessThanOrEqual(0);
      expect(rtp.compare(CRASH_DECLARED_RTP.sub(new Rational(BigInt(t), 100n * TWO_52)))).toBeGreaterThan(0);
      expect(rtp.equals(crashSurvival(t).mul(new Rational(BigInt(t), 100n)))).toBe(true);
    }
  });
});

describe('settlement', () => {
  it('pays bet x cash-out when the cash-out is at or below the crash point', () => {
    expect(settleCrashBet(1000n, 250, 300)).toEqual({ cashedOutAt: 250, payout: 2500n });
    expect(settleCrashBet(1000n, 250, 250)).toEqual({ cashedOutAt: 250, payout: 2500n });
    expect(settleCrashBet(1000n, 250, 249)).toEqual({ cashedOutAt: null, payout: 0n });
    expect(settleCrashBet(1000n, null, 5000)).toEqual({ cashedOutAt: null, payout: 0n });
    expect(settleCrashBet(300n, 101, 101)).toEqual({ cashedOutAt: 101, payout: 303n });
  });

  it('takes whole-lira bets and cash-outs from 1.01x', () => {
    expect(() => settleCrashBet(150n, 200, 300)).toThrow(RangeError);
    expect(() => settleCrashBet(0n, 200, 300)).toThrow(RangeError);
    expect(() => settleCrashBet(100n, 100, 300)).toThrow(RangeError);
    expect(() => settleCrashBet(100n, 150.5, 100)).toThrow(RangeError);
    expect(() => assertCashOutTarget(100_000_001)).toThrow(RangeError);
  });
});

describe('curve', () => {
  it('starts at 1.00x and grows; msToReach is the first millisecond showing a multiplier', () => {
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(-50)).toBe(100);
    expect(msToReach(100)).toBe(0);
    for (const target of [101, 150, 200, 1000, 123456]) {
      const ms = msToReach(target);
      expect(multiplierAt(ms)).toBeGreaterThanOrEqual(target);
      expect(multiplierAt(ms - 1)).toBeLessThan(target);
    }
    expect(Math.abs(msToReach(200) - Math.log(2) / 0.00006)).toBeLessThan(2);
  });
});

describe('hash chain', () => {
  const terminal = sha256Hex('studio test server seed');

  it('hashes each seed into the one before; the chain is played from s_1 up', () => {
    const chain = buildHashChain(terminal, 3);
    expect(chain).toEqual([
      '9a7c68d6aa9af4d1d975b6ab62b293b448697e176ceffc7f073ebd732ee98d7b',
      '7d684eab921c9382488adb25e0390059bc686ba7a4b40db699ab83f95f0fd796',
      '364bc62063b7bf70dfae866561ffc8013d22205007faabd0344c971a9735b709',
      terminal,
    ]);
    for (let round = 1; round <= 3; round++) expect(verifyChainLink(chain[round], chain[round - 1])).toBe(true);
    expect(verifyChainLink(chain[1], chain[2])).toBe(false);
    expect(() => buildHashChain(terminal, 0)).toThrow(RangeError);
  });

  it('proves any revealed round seed back to the published commitment', () => {
    const chain = buildHashChain(generateServerSeed(), 50);
    for (const round of [1, 17, 50]) expect(verifyAgainstCommitment(chain[round], round, chain[0])).toBe(true);
    expect(verifyAgainstCommitment(chain[17], 16, chain[0])).toBe(false);
    expect(verifyAgainstCommitment(generateServerSeed(), 17, chain[0])).toBe(false);
    expect(verifyAgainstCommitment(chain[17], 0, chain[0])).toBe(false);
  });

  it('gives every round its crash point from its seed, the salt and the round number (pinned)', () => {
    const chain = buildHashChain(terminal, 3);
    expect([1, 2, 3].map((round) => crashPoint(chain[round], 'salt', round))).toEqual([1040, 1871, 140]);
    expect(crashPoint(chain[1], 'other salt', 1)).not.toBe(1040);
  });
});
