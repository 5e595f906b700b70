// The one money format for every screen (issue 13 point 9): the site, the studio's game pages and the
// demo payment page all show TRY by the reader's language, ₺1.150,00 in Turkish and ₺1,150.00 in
// English (the lira sign in both: en-GB would otherwise write "TRY 1,150.00"). Plain TypeScript, no DOM
// and no Node: the app, the machines, the server and the studio's browser bundles import it.

export type MoneyLocale = 'tr' | 'en';

const formats = new Map<MoneyLocale, Intl.NumberFormat>();

// Made on first use per language: building one loads the locale's data (tens of ms on a phone), which a
// guest's home page, where nothing is formatted as currency, should not pay for.
function formatOf(locale: MoneyLocale): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
      style: 'currency',
      currency: 'TRY',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(locale, format);
  }
  return format;
}

/** An amount in lira (two decimals at most): 1150 → "₺1.150,00" (tr), "₺1,150.00" (en). */
export function formatTry(amount: number, locale: MoneyLocale = 'tr'): string {
  return formatOf(locale).format(amount);
}

/** An amount in kuruş, the unit money is kept in: 115000 → "₺1.150,00" (tr), "₺1,150.00" (en). */
export function formatKurusIn(kurus: number | bigint, locale: MoneyLocale = 'tr'): string {
  // A bigint's lira and kuruş are split exactly, so no amount loses a kuruş on the way to a float.
  if (typeof kurus === 'bigint') {
    const abs = kurus < 0n ? -kurus : kurus;
    const text = `${kurus < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
    return formatOf(locale).format(Number(text));
  }
  return formatOf(locale).format(kurus / 100);
}
