// Money inside the app is an integer count of kuruş; the API carries TRY with two decimals, and the
// screen shows TRY in the Turkish format (₺1.000,00).

export function kurusFromTry(amount: number): number {
  return Math.round(amount * 100);
}

export function tryFromKurus(kurus: number): number {
  return kurus / 100;
}

// Made on first use: building it loads the locale's data (tens of ms on a phone), which the start-up of a
// guest's home page, where nothing is formatted as currency, should not pay for.
let tryFormat: Intl.NumberFormat | undefined;

export function formatKurus(kurus: number): string {
  tryFormat ??= new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });
  return tryFormat.format(tryFromKurus(kurus));
}
