// Odds as the player reads them: decimal with the page language's separator (Turkey's habit, `2,15`),
// fractional (d − 1 as the nearest simple fraction: 2,15 → 23/20) or American (+115 at 2,15; −200 at
// 1,50) by the player's setting.
import type { OddsFormat } from '../../../machines/sportsbook/sportsbook.types';

const decimalFormats = {
  tr: new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** The fraction nearest to x with a denominator up to 100 (continued fractions). */
function fraction(x: number): [number, number] {
  let [h0, h1, k0, k1] = [0, 1, 1, 0];
  let value = x;
  for (let step = 0; step < 20; step += 1) {
    const whole = Math.floor(value);
    const [h2, k2] = [whole * h1 + h0, whole * k1 + k0];
    if (k2 > 100) break;
    [h0, h1, k0, k1] = [h1, h2, k1, k2];
    if (Math.abs(h1 / k1 - x) < 1e-9) break;
    value = 1 / (value - whole);
  }
  return [h1, k1];
}

export function oddsText(odds: number, format: OddsFormat, locale: 'tr' | 'en'): string {
  if (format === 'fractional') {
    const [top, bottom] = fraction(odds - 1);
    return `${top}/${bottom}`;
  }
  if (format === 'american') {
    return odds >= 2 ? `+${Math.round((odds - 1) * 100)}` : `−${Math.round(100 / (odds - 1))}`;
  }
  return decimalFormats[locale].format(odds);
}
