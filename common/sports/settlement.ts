// Settlement arithmetic (domain notes, "Settlement arithmetic"): a leg's return factor by its result —
// won = odds, lost = 0, void = 1, half-won = (odds + 1) / 2, half-lost = 0.5, dead heat = odds × the dead
// heat factor — a line pays stake × the product of its legs' factors (a void leg counts 1, so an
// accumulator goes on with one leg fewer), a bet pays the sum of its lines. Amounts are integer kuruş,
// each line rounded down to the kuruş. Asian quarter lines split the stake over the two neighbouring
// lines. Pure.
import { applyRatio, ONE, productOfOdds, times, ZERO, type Ratio } from './odds';

export type LegResult = 'won' | 'lost' | 'void' | 'half_won' | 'half_lost' | 'dead_heat';

export interface SettledLeg {
  /** The accepted price in hundredths (2.15 → 215). */
  oddsHundredths: number;
  /** null while the leg is open. */
  result: LegResult | null;
  /** For dead_heat: the share paid at full odds (1/2 when two tie for a place), as a ratio. */
  deadHeat?: Ratio;
}

/** The leg's return factor as an exact ratio; null while open. */
export function legFactor(leg: SettledLeg): Ratio | null {
  const h = BigInt(leg.oddsHundredths);
  switch (leg.result) {
    case null:
      return null;
    case 'won':
      return { n: h, d: 100n };
    case 'lost':
      return ZERO;
    case 'void':
      return ONE;
    case 'half_won':
      return { n: h + 100n, d: 200n };
    case 'half_lost':
      return { n: 1n, d: 2n };
    case 'dead_heat': {
      const dh = leg.deadHeat ?? ONE;
      return times({ n: h, d: 100n }, dh);
    }
  }
}

export type LineState = { state: 'open' } | { state: 'lost' } | { state: 'settled'; payout: bigint };

/**
 * A line (legs given by index): lost as soon as one leg lost (whatever is still open), settled when every
 * leg has a result, open otherwise.
 */
export function settleLine(stake: bigint, legs: readonly SettledLeg[], indexes: readonly number[]): LineState {
  let ratio: Ratio = ONE;
  let open = false;
  for (const i of indexes) {
    const leg = legs[i];
    if (!leg) throw new RangeError(`no leg ${i}`);
    const factor = legFactor(leg);
    if (factor === null) {
      open = true;
      continue;
    }
    if (factor.n === 0n) return { state: 'lost' };
    ratio = times(ratio, factor);
  }
  if (open) return { state: 'open' };
  return { state: 'settled', payout: applyRatio(stake, ratio) };
}

export interface BetSettlement {
  /** open while any line is open. */
  open: boolean;
  /** Sum of the settled lines' payouts (lost lines 0); the final payout once not open. */
  payout: bigint;
  lines: LineState[];
}

/** A bet of lines at one stake per line. */
export function settleBet(stakePerLine: bigint, legs: readonly SettledLeg[], lines: readonly (readonly number[])[]): BetSettlement {
  const states = lines.map((indexes) => settleLine(stakePerLine, legs, indexes));
  const open = states.some((s) => s.state === 'open');
  const payout = states.reduce((sum, s) => sum + (s.state === 'settled' ? s.payout : 0n), 0n);
  return { open, payout, lines: states };
}

/** What the bet pays if every leg wins: Σ lines floor(stake × Π odds). */
export function potentialPayout(stakePerLine: bigint, oddsHundredths: readonly number[], lines: readonly (readonly number[])[]): bigint {
  return lines.reduce((sum, indexes) => sum + applyRatio(stakePerLine, productOfOdds(indexes.map((i) => oddsHundredths[i]!))), 0n);
}

/**
 * The result of one side of a line bet (Asian handicap or total) from its margin in quarter goals: `margin4`
 * = 4 × (the side's goal difference + its handicap), or 4 × (goals − line) for over (the negation for
 * under). A whole or half line: > 0 won, 0 void (push), < 0 lost. A quarter line (margin4 odd) is half the
 * stake on each neighbouring line, a quarter goal away: won + push = half_won, lost + push = half_lost.
 */
export function lineResult(margin4: number): Exclude<LegResult, 'dead_heat'> {
  if (!Number.isInteger(margin4)) throw new RangeError(`margin in quarters must be whole: ${margin4}`);
  if (margin4 % 2 === 0) return margin4 > 0 ? 'won' : margin4 < 0 ? 'lost' : 'void';
  const a = Math.sign(margin4 - 1);
  const b = Math.sign(margin4 + 1);
  const one = (s: number): 'won' | 'lost' | 'void' => (s > 0 ? 'won' : s < 0 ? 'lost' : 'void');
  const [x, y] = [one(a), one(b)];
  if (x === y) return x;
  if ((x === 'won' && y === 'void') || (x === 'void' && y === 'won')) return 'half_won';
  return 'half_lost';
}

/** Asian handicap: the side's result given its goals, the other side's goals and its handicap (−0.75). */
export function asianHandicapResult(goalsFor: number, goalsAgainst: number, handicap: number): Exclude<LegResult, 'dead_heat'> {
  return lineResult(4 * (goalsFor - goalsAgainst) + Math.round(handicap * 4));
}

/** Over/under on an Asian (whole, half or quarter) line: 2.25, 2.5, 3. */
export function totalResult(side: 'over' | 'under', total: number, line: number): Exclude<LegResult, 'dead_heat'> {
  const margin4 = 4 * total - Math.round(line * 4);
  return lineResult(side === 'over' ? margin4 : -margin4);
}
