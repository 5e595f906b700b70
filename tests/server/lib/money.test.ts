// Kuruş (bigint) ↔ TRY (JSON number) at the API edge, exact, without float arithmetic on kuruş.
import { describe, expect, it } from 'vitest';
import { formatTry, kurusToTry, tryToKurus } from '../../../server/lib/money';

describe('kurusToTry', () => {
  it.each([
    [0n, 0],
    [1n, 0.01],
    [10n, 0.1],
    [100_000n, 1000],
    [123_456n, 1234.56],
    [-5n, -0.05],
    [-123_456n, -1234.56],
    [900_719_925_474_099n, 9_007_199_254_740.99],
  ])('%s kuruş → %s TRY', (kurus, lira) => {
    expect(kurusToTry(kurus)).toBe(lira);
  });

  it('refuses amounts JSON cannot carry exactly', () => {
    expect(() => kurusToTry(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toThrow(RangeError);
  });
});

describe('tryToKurus', () => {
  it.each([
    [0, 0n],
    [0.1, 10n],
    [0.29, 29n],
    [1000, 100_000n],
    [1234.56, 123_456n],
    [-0.05, -5n],
    ['1000.00', 100_000n],
    [' 12.5 ', 1_250n],
  ])('%s TRY → %s kuruş', (lira, kurus) => {
    expect(tryToKurus(lira)).toBe(kurus);
  });

  it.each([0.1 + 0.2, 1.005, 12.345, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 1e-7, '1,5', '1.', '', 'abc'])(
    'refuses %s',
    (value) => {
      expect(() => tryToKurus(value)).toThrow(RangeError);
    },
  );

  it('round-trips every kuruş amount of a wide sample', () => {
    for (let kurus = -2_000n; kurus <= 2_000n; kurus += 7n) expect(tryToKurus(kurusToTry(kurus))).toBe(kurus);
  });
});

describe('formatTry', () => {
  it('writes lira the way each language does', () => {
    expect(formatTry(100_000n, 'tr')).toBe('₺1.000,00');
    expect(formatTry(123_456n, 'en')).toBe('₺1,234.56');
  });
});
