// Odds formats against worked figures (domain notes: fractional = d − 1 as the nearest common fraction;
// American = +(d − 1) × 100 when d ≥ 2, −100 / (d − 1) below).
import { describe, expect, it } from 'vitest';
import { formatDecimal, formatOdds, parseDecimalOdds, toAmerican, toFractional } from '../../../common/sports/odds-format';
import { oddsToHundredths } from '../../../common/sports/odds';

describe('decimal odds', () => {
  it('shows a Turkish comma in tr and a point in en, always two decimals', () => {
    expect(formatDecimal(2.15, 'tr')).toBe('2,15');
    expect(formatDecimal(2.15, 'en')).toBe('2.15');
    expect(formatDecimal(10, 'tr')).toBe('10,00');
    expect(formatDecimal(1.5, 'tr')).toBe('1,50');
  });
  it('reads a price typed with a comma or a point', () => {
    expect(parseDecimalOdds('2,15')).toBe(2.15);
    expect(parseDecimalOdds('2.5')).toBe(2.5);
    expect(parseDecimalOdds('1')).toBeNull();
    expect(parseDecimalOdds('abc')).toBeNull();
  });
  it('keeps prices as hundredths and refuses what is not a price', () => {
    expect(oddsToHundredths(2.15)).toBe(215);
    expect(oddsToHundredths(1.01)).toBe(101);
    expect(() => oddsToHundredths(1.0)).toThrow();
    expect(() => oddsToHundredths(2.155)).toThrow();
  });
});

describe('fractional odds', () => {
  it('is d − 1 exactly when that is a common fraction', () => {
    expect(toFractional(2.15)).toEqual({ numerator: 23, denominator: 20 }); // 1.15 = 23/20
    expect(toFractional(3.0)).toEqual({ numerator: 2, denominator: 1 });
    expect(toFractional(1.5)).toEqual({ numerator: 1, denominator: 2 });
    expect(toFractional(2.0)).toEqual({ numerator: 1, denominator: 1 }); // evens
    expect(toFractional(1.2)).toEqual({ numerator: 1, denominator: 5 });
  });
  it('takes the nearest fraction with a denominator of at most 20 otherwise', () => {
    expect(toFractional(1.91)).toEqual({ numerator: 10, denominator: 11 }); // 0.909… is 0.00091 from 0.91
    expect(toFractional(1.83)).toEqual({ numerator: 5, denominator: 6 }); // 0.8333… is 0.0033 from 0.83
    expect(formatOdds(2.15, 'fractional')).toBe('23/20');
  });
});

describe('American odds', () => {
  it('is +(d − 1) × 100 from evens up', () => {
    expect(toAmerican(2.15)).toBe(115);
    expect(toAmerican(2.0)).toBe(100);
    expect(toAmerican(6.0)).toBe(500);
    expect(formatOdds(2.15, 'american')).toBe('+115');
  });
  it('is −100 / (d − 1) below evens, rounded', () => {
    expect(toAmerican(1.5)).toBe(-200);
    expect(toAmerican(1.25)).toBe(-400);
    expect(toAmerican(1.91)).toBe(-110); // −109.89
    expect(formatOdds(1.5, 'american')).toBe('-200');
  });
});
