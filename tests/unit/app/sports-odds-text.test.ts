// Odds as the player reads them (issue 17), worked by hand from the domain notes' rules: decimal with
// the page language's separator; fractional = d − 1 as the nearest simple fraction; American =
// +(d − 1) × 100 from 2.00 up, −100 / (d − 1) below.
import { describe, expect, it } from 'vitest';
import { oddsText } from '../../../src/features/sports/odds-text';

describe('odds text', () => {
  it('decimal: 2,15 in Turkish, 2.15 in English, always two decimals', () => {
    expect(oddsText(2.15, 'decimal', 'tr')).toBe('2,15');
    expect(oddsText(2.15, 'decimal', 'en')).toBe('2.15');
    expect(oddsText(3, 'decimal', 'tr')).toBe('3,00');
    expect(oddsText(12.5, 'decimal', 'tr')).toBe('12,50');
  });

  it('fractional: 2.15 → 23/20, 1.50 → 1/2, 3.00 → 2/1, 1.91 → 91/100, 5.50 → 9/2', () => {
    expect(oddsText(2.15, 'fractional', 'tr')).toBe('23/20');
    expect(oddsText(1.5, 'fractional', 'tr')).toBe('1/2');
    expect(oddsText(3, 'fractional', 'tr')).toBe('2/1');
    expect(oddsText(1.91, 'fractional', 'tr')).toBe('91/100');
    expect(oddsText(5.5, 'fractional', 'tr')).toBe('9/2');
  });

  it('American: 2.15 → +115, 2.00 → +100, 1.50 → −200, 1.25 → −400', () => {
    expect(oddsText(2.15, 'american', 'tr')).toBe('+115');
    expect(oddsText(2, 'american', 'tr')).toBe('+100');
    expect(oddsText(1.5, 'american', 'tr')).toBe('−200');
    expect(oddsText(1.25, 'american', 'tr')).toBe('−400');
  });
});
