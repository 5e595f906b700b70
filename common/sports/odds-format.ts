// How a decimal price is shown: decimal (Turkey's habit, with a comma: 2,15), fractional (23/20) or
// American (+115 / -200), by the player's setting (domain notes: fractional is d − 1 as the nearest common
// fraction; American is +(d − 1) × 100 when d ≥ 2, −100 / (d − 1) below). Pure.
import { oddsToHundredths } from './odds';

export type OddsFormat = 'decimal' | 'fractional' | 'american';
export type OddsLocale = 'tr' | 'en';

/** 2.15 → "2,15" (tr) or "2.15" (en); always two decimals. */
export function formatDecimal(odds: number, locale: OddsLocale = 'tr'): string {
  const h = oddsToHundredths(odds);
  const text = `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;
  return locale === 'tr' ? text.replace('.', ',') : text;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/**
 * The fractional price: d − 1 exactly when its reduced fraction has a denominator of at most 20 (2.15 →
 * 23/20, 3.00 → 2/1, 1.50 → 1/2), otherwise the closest fraction with a denominator of at most 20 (1.91 →
 * 10/11), the smaller denominator on a tie. Books print these "common" fractions, not 91/100.
 */
export function toFractional(odds: number): { numerator: number; denominator: number } {
  const h = oddsToHundredths(odds) - 100;
  const g = gcd(h, 100);
  if (100 / g <= 20) return { numerator: h / g, denominator: 100 / g };
  const x = h / 100;
  let best = { numerator: Math.round(x), denominator: 1 };
  let bestError = Math.abs(best.numerator - x);
  for (let q = 2; q <= 20; q += 1) {
    const p = Math.round(x * q);
    const error = Math.abs(p / q - x);
    if (p > 0 && error < bestError - 1e-12) {
      const r = gcd(p, q);
      best = { numerator: p / r, denominator: q / r };
      bestError = error;
    }
  }
  return best;
}

/** +115 for 2.15, −200 for 1.50, +100 for 2.00 (evens); rounded to a whole number. */
export function toAmerican(odds: number): number {
  const h = oddsToHundredths(odds);
  if (h >= 200) return h - 100;
  return -Math.round(10_000 / (h - 100));
}

/** The price as the player's setting shows it. */
export function formatOdds(odds: number, format: OddsFormat, locale: OddsLocale = 'tr'): string {
  switch (format) {
    case 'fractional': {
      const { numerator, denominator } = toFractional(odds);
      return `${numerator}/${denominator}`;
    }
    case 'american': {
      const a = toAmerican(odds);
      return a > 0 ? `+${a}` : `-${Math.abs(a)}`;
    }
    default:
      return formatDecimal(odds, locale);
  }
}

/** Reads a decimal price typed either way ("2,15" or "2.15"); null when it is not one. */
export function parseDecimalOdds(text: string): number | null {
  const match = /^\s*(\d{1,5})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const value = Number(`${match[1]}.${(match[2] ?? '0').padEnd(2, '0')}`);
  return value >= 1.01 ? value : null;
}
