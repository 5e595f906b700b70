// The slot's exact RTP: the sum over the full cycle of the reel strips (every combination of reel stops),
// for the base game and for the free-spin strips, combined with the free-spins branching process. Two ways
// to the same cycle sums: `cycleSums` (grouped, instant: used by the game and the tests) and
// `fullCycleSums` (one evaluation per stop combination with the very code that plays rounds: the bench runs
// it on the real strips, the tests on small ones, and both must agree exactly).
//
// Why the grouped sum is the full cycle: with independent uniform stops, the symbol a payline crosses on
// reel r runs once over every position of strip r as the stop runs over the strip, whatever the row. So the
// cycle total of one line is the sum over symbol tuples (s1..s5) of pay(s1..s5) x count1(s1) x ... x
// count5(s5), the same for all 20 lines; scatters are counted per reel window and convolved.
//
// Free spins: let A_b and A_f be the expected free spins awarded by a base spin and by a free spin (3+
// scatters: 10). A free spin is an independent draw, so the spins form a branching process; with A_f < 1 the
// expected number of free spins per paid spin is A_b (1 + A_f + A_f^2 + ...) = A_b / (1 - A_f), and by
// Wald's identity the feature's expected win is that count times the multiplier times the expected win of
// one free spin. RTP = (base spin EV + A_b / (1 - A_f) x M x free spin EV) / 20 line bets.
import { Rational } from './rational';
import {
  compileSlot,
  evaluateGrid,
  evaluateLine,
  fillGrid,
  STUDIO_SLOT,
  type CompiledSlot,
  type SlotConfig,
} from './slot';

export interface CycleSums {
  /** Number of stop combinations: the product of the strip lengths. */
  combinations: bigint;
  /** Line bets won on all lines, summed over the cycle (before any multiplier). */
  lineUnits: bigint;
  scatterUnits: bigint;
  /** Free spins awarded, summed over the cycle. */
  freeSpinsAwarded: bigint;
  /** Stop combinations that award free spins. */
  triggers: bigint;
  /** Stop combinations with any win (a line or a scatter pay). Only fullCycleSums counts these. */
  hits?: bigint;
}

export interface SlotRtpReport {
  configId: string;
  base: CycleSums;
  free: CycleSums;
  /** Expected free spins per paid spin: A_b / (1 - A_f). */
  expectedFreeSpins: Rational;
  /** Shares of the total bet returned by base-game lines, base-game scatters and the free-spins feature. */
  baseLinesRtp: Rational;
  baseScatterRtp: Rational;
  featureRtp: Rational;
  rtp: Rational;
  /** Chance that a paid spin triggers the feature. */
  triggerProbability: Rational;
}

function stripSymbolCounts(slot: CompiledSlot, strips: Uint8Array[]): number[][] {
  return strips.map((strip) => {
    const counts = new Array<number>(slot.config.symbols.length).fill(0);
    for (const symbol of strip) counts[symbol] += 1;
    return counts;
  });
}

/** Grouped cycle sums for one strip set (see the header for why this equals the full cycle). */
export function cycleSums(config: SlotConfig, which: 'base' | 'free'): CycleSums {
  const slot = compileSlot(config);
  const strips = which === 'base' ? slot.baseStrips : slot.freeStrips;
  const counts = stripSymbolCounts(slot, strips);
  const reels = slot.reelCount;
  const tuple = new Uint8Array(reels);
  // Per-line cycle total, accumulated in bigint so no strip size can overflow it.
  let lineTotal = 0n;
  const visit = (reel: number, weight: number) => {
    if (reel === reels) {
      const encoded = evaluateLine(slot, tuple);
      if (encoded !== 0) lineTotal += BigInt(Math.floor(encoded / 1024)) * BigInt(weight);
      return;
    }
    const reelCounts = counts[reel];
    for (let symbol = 0; symbol < reelCounts.length; symbol++) {
      if (reelCounts[symbol] === 0) continue;
      tuple[reel] = symbol;
      visit(reel + 1, weight * reelCounts[symbol]);
    }
  };
  visit(0, 1);
  const combinations = strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  // Scatters: each reel's distribution of scatters in its window, convolved over the reels.
  let distribution: bigint[] = [1n];
  for (const strip of strips) {
    const perReel: bigint[] = [];
    for (let stop = 0; stop < strip.length; stop++) {
      let seen = 0;
      for (let row = 0; row < slot.rows; row++) if (strip[(stop + row) % strip.length] === slot.scatter) seen++;
      perReel[seen] = (perReel[seen] ?? 0n) + 1n;
    }
    const next: bigint[] = new Array(distribution.length + perReel.length - 1).fill(0n);
    distribution.forEach((a, i) => perReel.forEach((b = 0n, j) => (next[i + j] += a * b)));
    distribution = next;
  }
  let scatterUnits = 0n;
  let freeSpinsAwarded = 0n;
  let triggers = 0n;
  distribution.forEach((ways, scatters) => {
    scatterUnits += ways * BigInt(config.scatterPays[scatters] ?? 0);
    const awarded = config.freeSpinsAwarded[scatters] ?? 0;
    freeSpinsAwarded += ways * BigInt(awarded);
    if (awarded > 0) triggers += ways;
  });
  return { combinations, lineUnits: lineTotal * BigInt(slot.lines), scatterUnits, freeSpinsAwarded, triggers };
}

/**
 * The literal full cycle: every stop combination evaluated by the code that plays rounds. `firstReelStops`
 * restricts the first reel's stops to [from, to) so workers can split the cycle; sums add up across parts.
 */
export function fullCycleSums(
  config: SlotConfig,
  which: 'base' | 'free',
  firstReelStops?: { from: number; to: number },
): CycleSums {
  const slot = compileSlot(config);
  const strips = which === 'base' ? slot.baseStrips : slot.freeStrips;
  const reels = slot.reelCount;
  const stops = new Int32Array(reels);
  const grid = new Uint8Array(reels * slot.rows);
  const from = firstReelStops?.from ?? 0;
  const to = firstReelStops?.to ?? strips[0].length;
  // Plain numbers per first-reel stop keep the inner loop fast; each partial stays far below 2^53.
  let lineUnits = 0n;
  let scatterUnits = 0n;
  let freeSpinsAwarded = 0n;
  let triggers = 0n;
  let hits = 0n;
  let combinations = 0n;
  for (let first = from; first < to; first++) {
    stops[0] = first;
    let lines = 0;
    let scatter = 0;
    let awarded = 0;
    let triggered = 0;
    let hit = 0;
    let count = 0;
    const recurse = (reel: number) => {
      if (reel === reels) {
        fillGrid(slot, strips, stops, grid);
        const evaluation = evaluateGrid(slot, grid);
        lines += evaluation.lineUnits;
        scatter += evaluation.scatterUnits;
        awarded += evaluation.freeSpinsAwarded;
        if (evaluation.freeSpinsAwarded > 0) triggered++;
        if (evaluation.lineUnits + evaluation.scatterUnits > 0) hit++;
        count++;
        return;
      }
      for (let stop = 0; stop < strips[reel].length; stop++) {
        stops[reel] = stop;
        recurse(reel + 1);
      }
    };
    recurse(1);
    lineUnits += BigInt(lines);
    scatterUnits += BigInt(scatter);
    freeSpinsAwarded += BigInt(awarded);
    triggers += BigInt(triggered);
    hits += BigInt(hit);
    combinations += BigInt(count);
  }
  return { combinations, lineUnits, scatterUnits, freeSpinsAwarded, triggers, hits };
}

export function addCycleSums(parts: CycleSums[]): CycleSums {
  const total: CycleSums = {
    combinations: 0n,
    lineUnits: 0n,
    scatterUnits: 0n,
    freeSpinsAwarded: 0n,
    triggers: 0n,
    hits: 0n,
  };
  for (const part of parts) {
    total.combinations += part.combinations;
    total.lineUnits += part.lineUnits;
    total.scatterUnits += part.scatterUnits;
    total.freeSpinsAwarded += part.freeSpinsAwarded;
    total.triggers += part.triggers;
    total.hits = (total.hits ?? 0n) + (part.hits ?? 0n);
  }
  return total;
}

/** Combines the base and free-spin cycle sums into the exact RTP (header: the branching process). */
export function slotRtpFromSums(config: SlotConfig, base: CycleSums, free: CycleSums): SlotRtpReport {
  const lines = BigInt(config.paylines.length);
  const freeAward = new Rational(free.freeSpinsAwarded, free.combinations);
  if (freeAward.compare(Rational.of(1)) >= 0) {
    throw new Error('free spins retrigger at least one spin on average: the feature never ends in expectation');
  }
  const expectedFreeSpins = new Rational(base.freeSpinsAwarded, base.combinations).div(Rational.of(1).sub(freeAward));
  const freeSpinUnits = new Rational(free.lineUnits + free.scatterUnits, free.combinations);
  const featureUnits = expectedFreeSpins.mul(Rational.of(config.freeSpinMultiplier)).mul(freeSpinUnits);
  const baseLinesRtp = new Rational(base.lineUnits, base.combinations * lines);
  const baseScatterRtp = new Rational(base.scatterUnits, base.combinations * lines);
  const featureRtp = featureUnits.div(new Rational(lines));
  return {
    configId: config.id,
    base,
    free,
    expectedFreeSpins,
    baseLinesRtp,
    baseScatterRtp,
    featureRtp,
    rtp: baseLinesRtp.add(baseScatterRtp).add(featureRtp),
    triggerProbability: new Rational(base.triggers, base.combinations),
  };
}

/** The declared RTP of a slot config, exact. */
export function slotRtp(config: SlotConfig = STUDIO_SLOT): SlotRtpReport {
  return slotRtpFromSums(config, cycleSums(config, 'base'), cycleSums(config, 'free'));
}
