// Odds as the sportsbook keeps them: a decimal price with two decimals, held inside as an integer count of
// hundredths (2.15 → 215) so that products and settlement are exact, like money in kuruş. Pure: the app,
// the machines and the server import it.

/** 2.15 → 215. Refuses what is not a price of at most two decimals from 1.01 up. */
export function oddsToHundredths(odds: number): number {
  const hundredths = Math.round(odds * 100);
  if (!Number.isFinite(odds) || Math.abs(hundredths - odds * 100) > 1e-6 || hundredths < 101) {
    throw new RangeError(`not a decimal price: ${odds}`);
  }
  return hundredths;
}

/** 215 → 2.15. */
export function hundredthsToOdds(hundredths: number): number {
  return hundredths / 100;
}

/** A fraction of two non-negative integers, exact. */
export interface Ratio {
  n: bigint;
  d: bigint;
}

export const ONE: Ratio = { n: 1n, d: 1n };
export const ZERO: Ratio = { n: 0n, d: 1n };

export function times(a: Ratio, b: Ratio): Ratio {
  return { n: a.n * b.n, d: a.d * b.d };
}

/** floor(amount × ratio) for an integer amount (kuruş): what a line pays, rounded down to the kuruş. */
export function applyRatio(amount: bigint, ratio: Ratio): bigint {
  return (amount * ratio.n) / ratio.d;
}

/** The product of decimal prices given in hundredths, as an exact ratio. */
export function productOfOdds(hundredths: readonly number[]): Ratio {
  return hundredths.reduce<Ratio>((acc, h) => times(acc, { n: BigInt(h), d: 100n }), ONE);
}
