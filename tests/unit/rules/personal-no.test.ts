// The TC Kimlik No check-digit rule and its masked form.
import { describe, expect, it } from 'vitest';
import { isValidTcKimlikNo, maskPersonalNo } from '../../../common/rules/personal-no';
import { newTc, withCheckDigits } from '../../server/accounts/helpers';

describe('isValidTcKimlikNo', () => {
  it.each(['10000000146', '11111111110', '12345678950'])('accepts the valid number %s', (value) => {
    expect(isValidTcKimlikNo(value)).toBe(true);
  });

  it('accepts numbers whose 10th digit needs the mathematical (non-negative) modulo', () => {
    // odd sum 1, even sum 36: (1·7 − 36) mod 10 = 1, where JavaScript's % alone would give −9.
    const value = withCheckDigits('190909090');
    expect(value.slice(9, 10)).toBe('1');
    expect(isValidTcKimlikNo(value)).toBe(true);
  });

  it('accepts every generated number and refuses each with a changed check digit', () => {
    for (let i = 0; i < 200; i += 1) {
      const tc = newTc();
      expect(isValidTcKimlikNo(tc)).toBe(true);
      const tenth = String((Number(tc[9]) + 1) % 10);
      const eleventh = String((Number(tc[10]) + 1) % 10);
      expect(isValidTcKimlikNo(tc.slice(0, 9) + tenth + tc[10])).toBe(false);
      expect(isValidTcKimlikNo(tc.slice(0, 10) + eleventh)).toBe(false);
    }
  });

  it.each([
    ['a leading zero', '01234567890'],
    ['10 digits', '1000000014'],
    ['12 digits', '100000001460'],
    ['letters', '1000000014a'],
    ['spaces', '10000 00146'],
    ['a wrong 10th digit', '10000000156'],
    // 1+1+5 = 7: the 11th digit fits the first ten, so only the 10th digit's rule ((1+1)·7 − 0) mod 10 = 4 refuses it.
    ['a wrong 10th digit whose 11th digit fits it', '10000000157'],
    ['a wrong 11th digit', '10000000147'],
    ['nothing', ''],
  ])('refuses %s', (_label, value) => {
    expect(isValidTcKimlikNo(value)).toBe(false);
  });
});

describe('maskPersonalNo', () => {
  it('hides all but the last 4 digits', () => {
    expect(maskPersonalNo('10000000146')).toBe('*******0146');
    expect(maskPersonalNo('10000000146')).not.toContain('1000000');
  });
});
