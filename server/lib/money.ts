// Money at the API edge: inside the server amounts are integer kuruş (bigint); JSON carries TRY as a
// number with at most two decimals. Conversions go through decimal strings, never float arithmetic on kuruş.

import { formatTry as formatTryIn } from '../../common/money-format';
import { ApiError } from './api-error';

const KURUS_PER_LIRA = 100n;

/** 123456n kuruş → 1234.56 (TRY). Throws when the amount cannot be represented exactly as a JS number. */
export function kurusToTry(kurus: bigint): number {
  const negative = kurus < 0n;
  const abs = negative ? -kurus : kurus;
  if (abs > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`amount ${kurus} kuruş is too large for JSON`);
  const lira = abs / KURUS_PER_LIRA;
  const rest = (abs % KURUS_PER_LIRA).toString().padStart(2, '0');
  // Parsing the exact decimal string yields the double nearest to the true value.
  return Number(`${negative ? '-' : ''}${lira}.${rest}`);
}

/**
 * 1234.56 (TRY) → 123456n kuruş. Refuses amounts with more than two decimals, NaN and infinities, so a
 * client can never smuggle fractions of a kuruş in.
 */
export function tryToKurus(amount: number | string): bigint {
  const text = typeof amount === 'number' ? numberToPlainString(amount) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`"${String(amount)}" is not a TRY amount with at most two decimals`);
  const [, sign, whole, fraction = ''] = match;
  const kurus = BigInt(whole) * KURUS_PER_LIRA + BigInt(fraction.padEnd(2, '0'));
  return sign ? -kurus : kurus;
}

/**
 * A request's TRY amount in kuruş, or a 400 naming the field. The contract's `multipleOf: 0.01` is checked
 * on exact decimals (common/rules/decimal.ts) where it is declared, but not every amount field declares it
 * and a float such as 438448.41000000003 is a client's mistake, not a crash (found by the contract fuzzer).
 */
export function requestKurus(amount: number | string, field: string): bigint {
  try {
    return tryToKurus(amount);
  } catch {
    throw new ApiError(400, 'payments.amount.decimals', { field });
  }
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`${value} is not a TRY amount`);
  // Shortest round-trip representation; it only has an exponent for values far outside any amount.
  const text = String(value);
  if (/e/i.test(text)) throw new RangeError(`${value} is not a TRY amount with at most two decimals`);
  return text;
}

/** For texts shown to players: 100000n → "₺1.000,00" in Turkish, "₺1,000.00" in English (common/money-format.ts). */
export function formatTry(kurus: bigint, locale: 'tr' | 'en' = 'tr'): string {
  return formatTryIn(kurusToTry(kurus), locale);
}
