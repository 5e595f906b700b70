// Money inside the app is an integer count of kuruş; the API carries TRY with two decimals, and the
// screen shows TRY in the Turkish format (₺1.000,00).

export function kurusFromTry(amount: number): number {
  return Math.round(amount * 100);
}

export function tryFromKurus(kurus: number): number {
  return kurus / 100;
}

const tryFormat = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

export function formatKurus(kurus: number): string {
  return tryFormat.format(tryFromKurus(kurus));
}
