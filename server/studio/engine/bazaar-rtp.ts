// "Kapalıçarşı Hazinesi"'s exact RTP: the paid spin's full cycle and the hold-and-win round's state space.
//
// Lines: with independent uniform stops the symbol a payline crosses on reel r runs once over every
// position of strip r as the stop runs over the strip, whatever the row, so one line's cycle total is the
// sum over symbol tuples of pay x count_1(s_1) x ... x count_5(s_5), the same for all 20 lines. Coins: each
// reel's distribution of coins in its window, convolved over the reels, gives P(n coins) exactly.
//
// Hold and win: coin values are drawn independently of where and when coins land, from one table with mean
// mu (the paid spin's coins and the respins' coins alike), so the feature started by n coins is worth
// mu x (n + E[new coins]) + grand x P(full screen). The respins are a Markov chain on (coins held c,
// respins left r): each of the 15 - c empty cells lands a coin independently with probability q (the coin
// weights over the respin weights), so k new coins ~ Binomial(15 - c, q); k > 0 moves to (c + k, 3), k = 0
// to (c, r - 1); r = 0 or c = 15 ends. E[new coins] and P(full) are solved backwards from c = 15 in exact
// fractions.
import { Rational } from './rational';
import { BAZAAR_SLOT, compileBazaar, evaluateBazaarGrid, evaluateBazaarLine, type HoldAndWinConfig } from './bazaar';

export interface BazaarCycleSums {
  combinations: bigint;
  /** Line units over all 20 lines, summed over the cycle. */
  lineUnits: bigint;
  /** coinCounts[n] = stop combinations showing n coins. */
  coinCounts: bigint[];
  hits?: bigint;
}

export interface BazaarRtpReport {
  configId: string;
  cycle: BazaarCycleSums;
  /** Mean coin value in units. */
  coinMean: Rational;
  /** Probability a respin cell lands a coin. */
  landProbability: Rational;
  triggerProbability: Rational;
  /** Per n = 0..15: expected units of the feature started with n coins (0 below the trigger). */
  featureUnits: Rational[];
  /** P(full screen | started with n coins). */
  fullProbability: Rational[];
  lineRtp: Rational;
  featureRtp: Rational;
  rtp: Rational;
}

export function bazaarCycleSums(config: HoldAndWinConfig): BazaarCycleSums {
  const slot = compileBazaar(config);
  const { strips, rows, reelCount, coin } = slot;
  const counts = strips.map((strip) => {
    const perSymbol = new Array<number>(config.symbols.length).fill(0);
    for (const symbol of strip) perSymbol[symbol]++;
    return perSymbol;
  });
  const tuple = new Uint8Array(reelCount);
  let lineTotal = 0n;
  const visit = (reel: number, weight: bigint) => {
    if (reel === reelCount) {
      const encoded = evaluateBazaarLine(slot, tuple);
      if (encoded !== 0) lineTotal += BigInt(Math.floor(encoded / 1024)) * weight;
      return;
    }
    counts[reel].forEach((count, symbol) => {
      if (count === 0) return;
      tuple[reel] = symbol;
      visit(reel + 1, weight * BigInt(count));
    });
  };
  visit(0, 1n);
  let distribution: bigint[] = [1n];
  for (const strip of strips) {
    const perReel: bigint[] = new Array(rows + 1).fill(0n);
    for (let stop = 0; stop < strip.length; stop++) {
      let seen = 0;
      for (let row = 0; row < rows; row++) if (strip[(stop + row) % strip.length] === coin) seen++;
      perReel[seen] += 1n;
    }
    const next: bigint[] = new Array(distribution.length + perReel.length - 1).fill(0n);
    distribution.forEach((a, i) => perReel.forEach((b, j) => (next[i + j] += a * b)));
    distribution = next;
  }
  const combinations = strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  return { combinations, lineUnits: lineTotal * BigInt(config.paylines.length), coinCounts: distribution };
}

/** Every stop combination evaluated by the round-playing code's screen evaluation (tests: small strips). */
export function bazaarFullCycleSums(config: HoldAndWinConfig): BazaarCycleSums {
  const slot = compileBazaar(config);
  const { strips, rows, reelCount } = slot;
  const grid = new Uint8Array(slot.cells);
  const stops = new Int32Array(reelCount);
  let lineUnits = 0;
  let hits = 0;
  let combinations = 0;
  const coinCounts: bigint[] = new Array(slot.cells + 1).fill(0n);
  const recurse = (reel: number) => {
    if (reel === reelCount) {
      for (let r = 0; r < reelCount; r++) for (let row = 0; row < rows; row++) grid[r * rows + row] = strips[r][(stops[r] + row) % strips[r].length];
      const evaluation = evaluateBazaarGrid(slot, grid);
      lineUnits += evaluation.lineUnits;
      coinCounts[evaluation.coins] += 1n;
      if (evaluation.lineUnits > 0 || evaluation.coins >= config.triggerCoins) hits++;
      combinations++;
      return;
    }
    for (let stop = 0; stop < strips[reel].length; stop++) {
      stops[reel] = stop;
      recurse(reel + 1);
    }
  };
  recurse(0);
  return { combinations: BigInt(combinations), lineUnits: BigInt(lineUnits), coinCounts, hits: BigInt(hits) };
}

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/**
 * The respins' Markov chain on (coins held, respins left): E[new coins] and P(full screen) from each state.
 * Answers tables indexed [coins][respinsLeft].
 */
export function holdAndWinChain(cells: number, respins: number, q: Rational): { newCoins: Rational[][]; full: Rational[][] } {
  const zero = Rational.of(0);
  const one = Rational.of(1);
  const miss = one.sub(q);
  const newCoins: Rational[][] = Array.from({ length: cells + 1 }, () => new Array<Rational>(respins + 1).fill(zero));
  const full: Rational[][] = Array.from({ length: cells + 1 }, () => new Array<Rational>(respins + 1).fill(zero));
  for (let r = 0; r <= respins; r++) full[cells][r] = one;
  const power = (base: Rational, e: number) => {
    let result = one;
    for (let i = 0; i < e; i++) result = result.mul(base);
    return result;
  };
  for (let c = cells - 1; c >= 0; c--) {
    const empty = cells - c;
    const chance = Array.from({ length: empty + 1 }, (_, k) => Rational.of(binomial(empty, k)).mul(power(q, k)).mul(power(miss, empty - k)));
    // Landing at least one coin moves to (c + k, respins), already solved since c + k > c.
    let landedCoins = zero;
    let landedFull = zero;
    for (let k = 1; k <= empty; k++) {
      landedCoins = landedCoins.add(chance[k].mul(Rational.of(k).add(newCoins[c + k][respins])));
      landedFull = landedFull.add(chance[k].mul(full[c + k][respins]));
    }
    for (let r = 1; r <= respins; r++) {
      newCoins[c][r] = landedCoins.add(chance[0].mul(newCoins[c][r - 1]));
      full[c][r] = landedFull.add(chance[0].mul(full[c][r - 1]));
    }
  }
  return { newCoins, full };
}

export function bazaarRtpFromSums(config: HoldAndWinConfig, cycle: BazaarCycleSums): BazaarRtpReport {
  const slot = compileBazaar(config);
  const coinWeights = BigInt(slot.coinWeightTotal);
  const coinMean = new Rational(
    config.coinValues.reduce((sum, value) => sum + BigInt(value.units) * BigInt(value.weight), 0n),
    coinWeights,
  );
  const q = new Rational(coinWeights, BigInt(slot.respinWeightTotal));
  const chain = holdAndWinChain(slot.cells, config.respins, q);
  const featureUnits: Rational[] = [];
  const fullProbability: Rational[] = [];
  let featureTotal = Rational.of(0);
  let triggers = 0n;
  for (let n = 0; n <= slot.cells; n++) {
    if (n < config.triggerCoins) {
      featureUnits.push(Rational.of(0));
      fullProbability.push(Rational.of(0));
      continue;
    }
    const full = chain.full[n][config.respins];
    const value = coinMean.mul(Rational.of(n).add(chain.newCoins[n][config.respins])).add(full.mul(Rational.of(config.grandUnits)));
    featureUnits.push(value);
    fullProbability.push(full);
    const ways = cycle.coinCounts[n] ?? 0n;
    triggers += ways;
    featureTotal = featureTotal.add(value.mul(new Rational(ways, cycle.combinations)));
  }
  const units = Rational.of(config.betUnits);
  const lineRtp = new Rational(cycle.lineUnits, cycle.combinations).div(units);
  const featureRtp = featureTotal.div(units);
  return {
    configId: config.id,
    cycle,
    coinMean,
    landProbability: q,
    triggerProbability: new Rational(triggers, cycle.combinations),
    featureUnits,
    fullProbability,
    lineRtp,
    featureRtp,
    rtp: lineRtp.add(featureRtp),
  };
}

export function bazaarRtp(config: HoldAndWinConfig = BAZAAR_SLOT): BazaarRtpReport {
  return bazaarRtpFromSums(config, bazaarCycleSums(config));
}
