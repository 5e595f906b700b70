// Money inside the app is an integer count of kuruş; the API carries TRY with two decimals, and the
// screen shows TRY in the page's language (₺1.000,00 in Turkish, ₺1,000.00 in English) through the one
// formatter every screen shares (common/money-format.ts).
import { formatKurusIn, type MoneyLocale } from '../../common/money-format';

export function kurusFromTry(amount: number): number {
  return Math.round(amount * 100);
}

const AMOUNT = /^-?\d{1,8}([.,]\d{1,2})?$/;

/**
 * A TRY amount as an operator types it, the Turkish way or the English way ("150,5" or "150.5", a minus
 * for a debit): -150.5; null unless a non-zero amount with at most two decimals (no thousands separators).
 */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return value === 0 ? null : value;
}

export function tryFromKurus(kurus: number): number {
  return kurus / 100;
}

/**
 * The page's language for money: fixed for a page's life (a language change reloads the page, spec §4),
 * so the app's edge sets it once at start-up (src/main.tsx) and every selector formats by it.
 */
let moneyLocale: MoneyLocale = 'tr';

export function setMoneyLocale(locale: MoneyLocale): void {
  moneyLocale = locale;
}

/** Kuruş as the page's language writes TRY: ₺1.150,00 (tr), ₺1,150.00 (en). */
export function formatKurus(kurus: number): string {
  return formatKurusIn(kurus, moneyLocale);
}
