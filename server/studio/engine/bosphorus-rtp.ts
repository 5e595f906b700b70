// "Boğaz Gecesi"'s exact RTP, from the full cycle of its reel strips and the free spins' state space.
//
// Ways (243): with independent uniform stops, a symbol s pays for exactly k reels when reels 1..k each show
// at least one s-or-wild and reel k+1 shows none; the ways are the product of the matching cells. Summed
// over the cycle, the product of independent reels factorises: the cycle total for k reels is
// pay(s,k) x M_1 x ... x M_k x Z_(k+1) x L_(k+2) x ... x L_5, where M_r is the matching cells of reel r
// summed over its stops (3 x the strip's s-or-wild count), Z_r the stops whose window holds no s-or-wild,
// L_r the strip length. Scatters are counted per reel window and convolved.
//
// Free spins: the paid spin and every free spin use the same strips, so each spin wins W units (ways plus
// scatters) with the same mean E[W] and triggers (3+ moons) with the same probability p. Free spin j carries
// the multiplier m_j = min(j, 5). The event "free spin j is played" depends only on spins 1..j-1, so it is
// independent of spin j's own win: E[feature] = E[W] x sum_j m_j P(N >= j). The remaining-spins count is a
// Markov chain (R -> R - 1, or R - 1 + 5 with probability p), walked exactly for the first four spins; from
// the fifth on every spin is x5 and the expected number of spins still to come from R remaining is
// R / (1 - 5p) (Wald: each spin changes R by 5X - 1 with E = 5p - 1). Everything is an exact fraction.
import { Rational } from './rational';
import { BOSPHORUS_SLOT, compileWays, evaluateWays, type WaysSlotConfig } from './bosphorus';

export interface WaysCycleSums {
  combinations: bigint;
  waysUnits: bigint;
  scatterUnits: bigint;
  /** Stop combinations with 3+ scatters. */
  triggers: bigint;
  /** Combinations with any win; only the full cycle counts these. */
  hits?: bigint;
}

export interface BosphorusRtpReport {
  configId: string;
  cycle: WaysCycleSums;
  /** Expected units of one spin (ways + scatters), before multipliers. */
  spinUnits: Rational;
  triggerProbability: Rational;
  /** sum_j m_j P(N >= j) for a feature of 8 spins. */
  multipliedSpins: Rational;
  expectedFreeSpins: Rational;
  baseWaysRtp: Rational;
  baseScatterRtp: Rational;
  featureRtp: Rational;
  rtp: Rational;
}

export function waysCycleSums(config: WaysSlotConfig): WaysCycleSums {
  const slot = compileWays(config);
  const { strips, rows, wild, scatter } = slot;
  const lengths = strips.map((strip) => BigInt(strip.length));
  const combinations = lengths.reduce((a, b) => a * b, 1n);
  let waysUnits = 0n;
  for (const symbol of slot.regular) {
    const matched: bigint[] = [];
    const empty: bigint[] = [];
    for (const strip of strips) {
      let cells = 0n;
      let none = 0n;
      for (let stop = 0; stop < strip.length; stop++) {
        let seen = 0;
        for (let row = 0; row < rows; row++) {
          const cell = strip[(stop + row) % strip.length];
          if (cell === symbol || cell === wild) seen++;
        }
        cells += BigInt(seen);
        if (seen === 0) none++;
      }
      matched.push(cells);
      empty.push(none);
    }
    for (let k = 1; k <= strips.length; k++) {
      const pay = BigInt(slot.pays[symbol * 6 + k]);
      if (pay === 0n) continue;
      let total = pay;
      for (let r = 0; r < k; r++) total *= matched[r];
      if (k < strips.length) {
        total *= empty[k];
        for (let r = k + 1; r < strips.length; r++) total *= lengths[r];
      }
      waysUnits += total;
    }
  }
  let distribution: bigint[] = [1n];
  for (const strip of strips) {
    const perReel: bigint[] = [];
    for (let stop = 0; stop < strip.length; stop++) {
      let seen = 0;
      for (let row = 0; row < rows; row++) if (strip[(stop + row) % strip.length] === scatter) seen++;
      perReel[seen] = (perReel[seen] ?? 0n) + 1n;
    }
    const next: bigint[] = new Array(distribution.length + perReel.length - 1).fill(0n);
    distribution.forEach((a, i) => perReel.forEach((b = 0n, j) => (next[i + j] += a * b)));
    distribution = next;
  }
  let scatterUnits = 0n;
  let triggers = 0n;
  distribution.forEach((count, scatters) => {
    scatterUnits += count * BigInt(config.scatterPays[scatters] ?? 0);
    if (scatters >= config.triggerScatters) triggers += count;
  });
  return { combinations, waysUnits, scatterUnits, triggers };
}

/** Every stop combination evaluated by the round-playing code (tests on small strips, the bench on the real ones). */
export function waysFullCycleSums(config: WaysSlotConfig): WaysCycleSums {
  const slot = compileWays(config);
  const { strips, rows, reelCount } = slot;
  const grid = new Uint8Array(reelCount * rows);
  const stops = new Int32Array(reelCount);
  let waysUnits = 0;
  let scatterUnits = 0;
  let triggers = 0;
  let hits = 0;
  let combinations = 0;
  const recurse = (reel: number) => {
    if (reel === reelCount) {
      for (let r = 0; r < reelCount; r++) {
        for (let row = 0; row < rows; row++) grid[r * rows + row] = strips[r][(stops[r] + row) % strips[r].length];
      }
      const evaluation = evaluateWays(slot, grid);
      waysUnits += evaluation.waysUnits;
      scatterUnits += evaluation.scatterUnits;
      triggers += evaluation.awarded;
      if (evaluation.waysUnits + evaluation.scatterUnits > 0) hits++;
      combinations++;
      return;
    }
    for (let stop = 0; stop < strips[reel].length; stop++) {
      stops[reel] = stop;
      recurse(reel + 1);
    }
  };
  recurse(0);
  return { combinations: BigInt(combinations), waysUnits: BigInt(waysUnits), scatterUnits: BigInt(scatterUnits), triggers: BigInt(triggers), hits: BigInt(hits) };
}

/**
 * sum_j min(j, maxMultiplier) P(N >= j) for a feature starting with `start` spins, each spin retriggering
 * `retrigger` more with probability p (header). Also answers E[N].
 */
export function multiplierLadder(start: number, retrigger: number, p: Rational, maxMultiplier: number): { multipliedSpins: Rational; expectedSpins: Rational } {
  const one = Rational.of(1);
  const drift = one.sub(p.mul(Rational.of(retrigger)));
  if (drift.compare(Rational.of(0)) <= 0) throw new Error('retriggers add at least one spin on average: the feature never ends in expectation');
  // dist.get(R) = P(R spins remain after t spins played), R > 0 only (R = 0 is over).
  let dist = new Map<number, Rational>([[start, one]]);
  let multipliedSpins = Rational.of(0);
  for (let j = 1; j < maxMultiplier; j++) {
    let alive = Rational.of(0);
    for (const probability of dist.values()) alive = alive.add(probability);
    multipliedSpins = multipliedSpins.add(alive.mul(Rational.of(j)));
    const next = new Map<number, Rational>();
    const put = (r: number, q: Rational) => {
      if (r > 0) next.set(r, (next.get(r) ?? Rational.of(0)).add(q));
    };
    for (const [r, probability] of dist) {
      put(r - 1, probability.mul(one.sub(p)));
      put(r - 1 + retrigger, probability.mul(p));
    }
    dist = next;
  }
  let tail = Rational.of(0);
  for (const [r, probability] of dist) tail = tail.add(probability.mul(Rational.of(r)));
  tail = tail.div(drift);
  multipliedSpins = multipliedSpins.add(tail.mul(Rational.of(maxMultiplier)));
  return { multipliedSpins, expectedSpins: Rational.of(start).div(drift) };
}

export function bosphorusRtpFromSums(config: WaysSlotConfig, cycle: WaysCycleSums): BosphorusRtpReport {
  const units = Rational.of(config.betUnits);
  const spinUnits = new Rational(cycle.waysUnits + cycle.scatterUnits, cycle.combinations);
  const p = new Rational(cycle.triggers, cycle.combinations);
  const ladder = multiplierLadder(config.freeSpins, config.retrigger, p, config.maxMultiplier);
  const featureRtp = p.mul(spinUnits).mul(ladder.multipliedSpins).div(units);
  const baseWaysRtp = new Rational(cycle.waysUnits, cycle.combinations).div(units);
  const baseScatterRtp = new Rational(cycle.scatterUnits, cycle.combinations).div(units);
  return {
    configId: config.id,
    cycle,
    spinUnits,
    triggerProbability: p,
    multipliedSpins: ladder.multipliedSpins,
    expectedFreeSpins: p.mul(ladder.expectedSpins),
    baseWaysRtp,
    baseScatterRtp,
    featureRtp,
    rtp: baseWaysRtp.add(baseScatterRtp).add(featureRtp),
  };
}

export function bosphorusRtp(config: WaysSlotConfig = BOSPHORUS_SLOT): BosphorusRtpReport {
  return bosphorusRtpFromSums(config, waysCycleSums(config));
}
