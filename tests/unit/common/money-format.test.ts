// The one money format (issue 13 point 9), against strings written out by hand: the lira sign first,
// Turkish groups with dots and decimals after a comma, English the other way round, always two decimals.
import { describe, expect, it } from 'vitest';
import { formatKurusIn, formatTry } from '../../../common/money-format';
import { formatKurus, setMoneyLocale } from '../../../machines/shared/money';
import { formatTry as serverFormatTry } from '../../../server/lib/money';

describe('money format', () => {
  it('writes lira by language', () => {
    expect(formatTry(1150, 'tr')).toBe('₺1.150,00');
    expect(formatTry(1150, 'en')).toBe('₺1,150.00');
    expect(formatTry(150, 'tr')).toBe('₺150,00');
    expect(formatTry(150, 'en')).toBe('₺150.00');
    expect(formatTry(1234567.8, 'tr')).toBe('₺1.234.567,80');
    expect(formatTry(1234567.8, 'en')).toBe('₺1,234,567.80');
    expect(formatTry(0.5, 'en')).toBe('₺0.50');
    expect(formatTry(-12.3, 'tr')).toBe('-₺12,30');
  });

  it('is Turkish when no language is given', () => {
    expect(formatTry(1150)).toBe('₺1.150,00');
  });

  it('writes kuruş, numbers and bigints alike, without losing a kuruş', () => {
    expect(formatKurusIn(115_000, 'tr')).toBe('₺1.150,00');
    expect(formatKurusIn(115_000n, 'en')).toBe('₺1,150.00');
    expect(formatKurusIn(7n, 'tr')).toBe('₺0,07');
    expect(formatKurusIn(-15_050n, 'en')).toBe('-₺150.50');
    expect(formatKurusIn(900_719_925_474_099n, 'en')).toBe('₺9,007,199,254,740.99');
  });

  it("is what the site's selectors, the server's texts and so the demo payment page show", () => {
    setMoneyLocale('en');
    expect(formatKurus(115_000)).toBe('₺1,150.00');
    setMoneyLocale('tr');
    expect(formatKurus(115_000)).toBe('₺1.150,00');
    expect(serverFormatTry(115_000n, 'tr')).toBe('₺1.150,00');
    expect(serverFormatTry(15_000n, 'en')).toBe('₺150.00');
  });
});
