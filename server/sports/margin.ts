// The bookmaker's margin, applied by a named method (domain notes: multiplicative, additive, power, Shin).
// We use the multiplicative (proportional) method: each fair price is divided by 1 + margin × weight, so
// a market whose outcomes partition the results (1X2, totals) carries an overround of exactly 1 + margin
// × weight before rounding; prices are then rounded DOWN to the hundredth (never above the set margin)
// and kept within 1.01..1000. The margin is an operator setting (SPORTS_MARGIN, default 0.05).
import type { FairMarket } from './football';

export const MARGIN_METHOD = 'multiplicative';

/** The offered price in hundredths for a fair price under the margin. */
export function offeredOdds(fairOdds: number, margin: number, weight = 1): number {
  const raw = fairOdds / (1 + margin * weight);
  // The epsilon keeps 2.00 from becoming 1.99 through floating error.
  const hundredths = Math.floor(raw * 100 + 1e-9);
  return Math.max(101, Math.min(100_000, hundredths));
}

export interface PricedOutcome {
  code: string;
  odds: number;
  probability: number;
}

export function priceMarket(market: FairMarket, margin: number): PricedOutcome[] {
  return market.outcomes.map((o) => ({ code: o.code, odds: offeredOdds(o.fairOdds, margin, market.marginWeight), probability: o.probability }));
}
