// The dynamic form rules, without a database: every field required, each objectType's check, masks,
// dropdown options, the IBAN checksum and the amount's limits and decimals, with messages in both languages.
import { describe, expect, it } from 'vitest';
import { FIELD_TYPES, type PaymentFieldSpec } from '../../../server/db/schema/payments';
import { translate } from '../../../server/i18n';
import { ApiError } from '../../../server/lib/api-error';
import { fitsMask, presentFields, validateDetail } from '../../../server/payments/fields';
import { turkishIbanFromBban } from '../../../common/rules/iban';

const label = (name: string) => ({ tr: `${name} (tr)`, en: `${name} (en)` });
const field = (key: string, objectType: PaymentFieldSpec['objectType'], extra: Partial<PaymentFieldSpec> = {}): PaymentFieldSpec => ({
  key,
  label: label(key),
  mask: null,
  objectType,
  ...extra,
});

const method = (fields: PaymentFieldSpec[]) => ({ fields, minAmount: 10_000n, maxAmount: 5_000_000n });
const withAmount = (...fields: PaymentFieldSpec[]) => method([...fields, field('amount', FIELD_TYPES.decimal)]);
const IBAN = turkishIbanFromBban('0006100519786457841326');

/** The message a validation failure answers in a language, or null when the detail passes. */
function failure(fields: ReturnType<typeof method>, detail: Record<string, unknown>, locale: 'tr' | 'en' = 'en'): string | null {
  try {
    validateDetail(fields, detail, locale);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    expect(error.statusCode).toBe(400);
    return translate(locale, error.messageKey, error.vars);
  }
}

describe('payment form validation', () => {
  it('accepts a complete form and answers normalized values and the amount in kuruş', () => {
    const form = withAmount(
      field('iban', FIELD_TYPES.string, { mask: 'TR00 0000 0000 0000 0000 0000 00' }),
      field('holder', FIELD_TYPES.string),
      field('count', FIELD_TYPES.int),
      field('big', FIELD_TYPES.long),
      field('agree', FIELD_TYPES.bool),
      field('date', FIELD_TYPES.dateTime),
      field('bank', FIELD_TYPES.dropdown, { options: [{ id: 1, name: label('one') }, { id: 'x', name: label('ex') }] }),
    );
    const result = validateDetail(
      form,
      {
        iban: `${IBAN.slice(0, 4)} ${IBAN.slice(4, 8)} ${IBAN.slice(8).toLowerCase()}`,
        holder: '  Ayşe Yılmaz ',
        count: 3,
        big: 9_007_199_254_740_000,
        agree: false,
        date: '2026-03-01',
        bank: '1',
        amount: 1234.5,
      },
      'tr',
    );
    expect(result).toEqual({
      amount: 123_450n,
      values: { iban: IBAN, holder: 'Ayşe Yılmaz', count: 3, big: 9_007_199_254_740_000, agree: false, date: '2026-03-01', bank: 1, amount: 1234.5 },
    });
  });

  it.each([
    ['missing', {}],
    ['null', { note: null }],
    ['empty', { note: '' }],
    ['blank', { note: '   ' }],
  ])('requires every field (%s)', (_label, detail) => {
    expect(failure(withAmount(field('note', FIELD_TYPES.string)), { amount: 100, ...detail })).toBe('note (en) is required');
  });

  it('names the first wrong field in form order, in the request language', () => {
    const form = withAmount(field('first', FIELD_TYPES.string), field('second', FIELD_TYPES.string));
    expect(failure(form, { amount: 100 }, 'tr')).toBe('first (tr) zorunludur');
    expect(failure(form, { first: 'a', amount: 100 }, 'en')).toBe('second (en) is required');
  });

  it('refuses a key the form does not have', () => {
    expect(failure(withAmount(), { amount: 100, extra: 'x' })).toBe('Unknown field sent: extra');
  });

  it.each([
    ['Int: text', FIELD_TYPES.int, '5', 'n (en) must be a number'],
    ['Int: fraction', FIELD_TYPES.int, 1.5, 'n (en) must be a whole number'],
    ['Int: beyond 32 bits', FIELD_TYPES.int, 2 ** 31, 'n (en) must be a whole number'],
    ['Long: text', FIELD_TYPES.long, '12', 'n (en) must be a number'],
    ['Long: fraction', FIELD_TYPES.long, 2.25, 'n (en) must be a whole number'],
    ['Long: unsafe', FIELD_TYPES.long, 2 ** 53, 'n (en) must be a whole number'],
    ['Decimal: text', FIELD_TYPES.decimal, '1.5', 'n (en) must be a number'],
    ['Decimal: boolean', FIELD_TYPES.decimal, true, 'n (en) must be a number'],
    ['Bool: text', FIELD_TYPES.bool, 'true', 'n (en) must be yes or no'],
    ['DateTime: not a date', FIELD_TYPES.dateTime, 'tomorrow', 'n (en) must be a valid date'],
    ['DateTime: impossible date', FIELD_TYPES.dateTime, '2026-13-45', 'n (en) must be a valid date'],
    ['String: number', FIELD_TYPES.string, 12, 'n (en) must be text'],
  ])('checks the objectType (%s)', (_label, objectType, value, message) => {
    expect(failure(withAmount(field('n', objectType)), { n: value, amount: 100 })).toBe(message);
  });

  it.each([
    ['Int', FIELD_TYPES.int, -7],
    ['Long', FIELD_TYPES.long, 2 ** 40],
    ['Decimal', FIELD_TYPES.decimal, 0.125],
    ['Bool', FIELD_TYPES.bool, true],
    ['DateTime', FIELD_TYPES.dateTime, '2026-03-01T10:20:30Z'],
  ])('accepts a good %s', (_label, objectType, value) => {
    expect(failure(withAmount(field('n', objectType)), { n: value, amount: 100 })).toBeNull();
  });

  it('takes a Dropdown value only among its options (numeric ids as number or text)', () => {
    const form = withAmount(field('bank', FIELD_TYPES.dropdown, { options: [{ id: 1, name: label('a') }, { id: 'iban', name: label('b') }] }));
    expect(failure(form, { bank: 1, amount: 100 })).toBeNull();
    expect(failure(form, { bank: 'iban', amount: 100 })).toBeNull();
    expect(failure(form, { bank: 2, amount: 100 })).toBe('Choose an option of the list for bank (en)');
    expect(failure(form, { bank: 'IBAN', amount: 100 })).toBe('Choose an option of the list for bank (en)');
    expect(failure(form, { bank: true, amount: 100 })).toBe('Choose an option of the list for bank (en)');
  });

  it('checks a String against its mask (0 digit, A letter or digit, S letter, others literal)', () => {
    const form = withAmount(field('code', FIELD_TYPES.string, { mask: '00-SS/AA' }));
    expect(failure(form, { code: '12AB/x9', amount: 100 })).toBeNull();
    expect(failure(form, { code: '12 ÇĞ/9z', amount: 100 })).toBeNull();
    expect(failure(form, { code: '1AAB/x9', amount: 100 })).toBe('code (en) must look like 00-SS/AA');
    expect(failure(form, { code: '12AB/x9z', amount: 100 })).toBe('code (en) must look like 00-SS/AA');
    expect(fitsMask('0000', '0000 0000')).toBe(false);
  });

  it('limits free text to its maxLength', () => {
    const form = withAmount(field('name', FIELD_TYPES.string, { maxLength: 5 }));
    expect(failure(form, { name: 'Ayşe', amount: 100 })).toBeNull();
    expect(failure(form, { name: 'Ayşe Y', amount: 100 })).toBe('name (en) must be at most 5 characters');
  });

  describe('the iban field', () => {
    const form = withAmount(field('iban', FIELD_TYPES.string, { mask: 'TR00 0000 0000 0000 0000 0000 00' }));
    it('accepts a valid Turkish IBAN with spaces, dashes and lower case', () => {
      expect(validateDetail(form, { iban: 'tr33-0006 1005 1978 6457 8413 26', amount: 100 }, 'en').values.iban).toBe('TR330006100519786457841326');
    });
    it.each([
      ['a wrong check digit', 'TR340006100519786457841326', 'iban (en) is not valid: its check digits do not match, please check your IBAN'],
      ['a changed account digit', 'TR330006100519786457841327', 'iban (en) is not valid: its check digits do not match, please check your IBAN'],
      ['swapped digits', 'TR330006100519786457841362', 'iban (en) is not valid: its check digits do not match, please check your IBAN'],
      ['too short', 'TR33000610051978645784132', 'iban (en) must start with TR followed by 24 digits'],
      ['too long', 'TR3300061005197864578413261', 'iban (en) must start with TR followed by 24 digits'],
      ['another country', 'DE89370400440532013000', 'iban (en) must start with TR followed by 24 digits'],
      ['letters in the account', 'TR33000610051978645784132A', 'iban (en) must start with TR followed by 24 digits'],
    ])('refuses %s', (_label, iban, message) => {
      expect(failure(form, { iban, amount: 100 })).toBe(message);
    });
    it('says so in Turkish too', () => {
      expect(failure(form, { iban: 'TR340006100519786457841326', amount: 100 }, 'tr')).toBe(
        'iban (tr) geçerli değil: kontrol haneleri tutmuyor, lütfen IBAN numaranızı kontrol edin',
      );
    });
  });

  describe('the amount field', () => {
    const form = withAmount();
    it.each([
      [100, 10_000n],
      [50_000, 5_000_000n],
      [123.45, 12_345n],
    ])('takes %s TRY within the limits', (amount, kurus) => {
      expect(validateDetail(form, { amount }, 'en').amount).toBe(kurus);
    });
    it.each([
      [99.99, 'amount (en) must be at least ₺100.00'],
      [50_000.01, 'amount (en) can be at most ₺50,000.00'],
      [0, 'amount (en) must be at least ₺100.00'],
      [-500, 'amount (en) must be at least ₺100.00'],
      [100.001, 'amount (en) can have at most two decimals'],
      ['100', 'amount (en) must be a number'],
    ])('refuses %s', (amount, message) => {
      expect(failure(form, { amount })).toBe(message);
    });
    it('formats the limit for Turkish', () => {
      expect(failure(form, { amount: 99 }, 'tr')).toBe('amount (tr) en az ₺100,00 olmalıdır');
    });
    it('is required like every field', () => {
      expect(failure(form, {})).toBe('amount (en) is required');
    });
    it('must exist: a form without one cannot move money', () => {
      expect(() => validateDetail(method([field('note', FIELD_TYPES.string)]), { note: 'x' }, 'en')).toThrow(ApiError);
    });
  });
});

describe('payment form descriptors', () => {
  it('carry the label and option names in the language, the amount limits in TRY, null elsewhere', () => {
    const form = withAmount(
      field('iban', FIELD_TYPES.string, { mask: 'TR00 0000' }),
      field('bank', FIELD_TYPES.dropdown, { options: [{ id: 1, name: { tr: 'Bir', en: 'One' } }] }),
    );
    expect(presentFields(form, 'tr')).toEqual([
      { key: 'iban', label: 'iban (tr)', mask: 'TR00 0000', objectType: 1, option: null, min: null, max: null },
      { key: 'bank', label: 'bank (tr)', mask: null, objectType: 7, option: [{ id: 1, name: 'Bir' }], min: null, max: null },
      { key: 'amount', label: 'amount (tr) (₺100 - ₺50.000)', mask: null, objectType: 4, option: null, min: 100, max: 50_000 },
    ]);
    expect(presentFields(form, 'en')[1].option).toEqual([{ id: 1, name: 'One' }]);
    expect(presentFields(form, 'en')[2].label).toBe('amount (en) (₺100 - ₺50,000)');
    expect(presentFields({ ...form, minAmount: 5_050n, maxAmount: 1_000_000_00n }, 'tr')[2].label).toBe('amount (tr) (₺50,50 - ₺1.000.000)');
  });
});
