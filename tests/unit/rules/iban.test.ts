// Turkish IBANs: the mod-97 checksum, the shape (TR + 24 digits), normalizing, masking and building one.
import { describe, expect, it } from 'vitest';
import {
  formatIban,
  ibanChecksumValid,
  isValidTurkishIban,
  maskIban,
  normalizeIban,
  turkishIbanFromBban,
} from '../../../common/rules/iban';

describe('Turkish IBAN', () => {
  it.each(['TR330006100519786457841326', 'TR320010009999901234567890', 'tr33 0006 1005 1978 6457 8413 26'])('accepts %s', (iban) => {
    expect(isValidTurkishIban(iban)).toBe(true);
  });

  it('refuses every single-digit change of a valid IBAN (mod 97 catches each)', () => {
    const iban = 'TR330006100519786457841326';
    for (let i = 2; i < iban.length; i += 1) {
      for (let d = 0; d <= 9; d += 1) {
        if (String(d) === iban[i]) continue;
        const changed = iban.slice(0, i) + d + iban.slice(i + 1);
        expect(isValidTurkishIban(changed), changed).toBe(false);
      }
    }
  });

  it.each([
    ['another country', 'DE89370400440532013000'],
    ['25 characters after TR', 'TR3300061005197864578413261'],
    ['23 characters after TR', 'TR33000610051978645784132'],
    ['a letter', 'TR33000610051978645784132X'],
    ['empty', ''],
  ])('refuses %s', (_label, iban) => {
    expect(isValidTurkishIban(iban)).toBe(false);
  });

  it('checks other countries by mod 97 too (the general rule)', () => {
    expect(ibanChecksumValid('DE89370400440532013000')).toBe(true);
    expect(ibanChecksumValid('GB82WEST12345698765432')).toBe(true);
    expect(ibanChecksumValid('GB82WEST12345698765433')).toBe(false);
  });

  it('normalizes, formats and masks', () => {
    expect(normalizeIban(' tr33-0006 1005 ')).toBe('TR3300061005');
    expect(formatIban('TR330006100519786457841326')).toBe('TR33 0006 1005 1978 6457 8413 26');
    expect(maskIban('TR330006100519786457841326')).toBe('TR33 **** **** **** **** 1326');
  });

  it('builds the check digits from a BBAN', () => {
    expect(turkishIbanFromBban('0006100519786457841326')).toBe('TR330006100519786457841326');
    for (const bban of ['0000000000000000000000', '9999999999999999999999', '0099900000000000012345']) {
      expect(isValidTurkishIban(turkishIbanFromBban(bban))).toBe(true);
    }
    expect(() => turkishIbanFromBban('123')).toThrow(RangeError);
  });
});
