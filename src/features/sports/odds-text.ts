// Odds as the player reads them: the shared rules of common/sports (decimal with the page language's
// separator, Turkey's habit `2,15`; fractional 23/20; American +115), by the player's setting.
import { formatOdds } from '../../../common/sports/odds-format';
import type { OddsFormat } from '../../../machines/sportsbook/sportsbook.types';

export function oddsText(odds: number, format: OddsFormat, locale: 'tr' | 'en'): string {
  try {
    return formatOdds(odds, format, locale);
  } catch {
    // Not a two-decimal price (never from our book): shown as it came.
    return String(odds);
  }
}
