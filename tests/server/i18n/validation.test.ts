// Validation messages for every rule the contract uses (spec §5), in both languages, from real Ajv errors.
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../server/contract/ajv';
import { capitalize, resolveLocale, translate } from '../../../server/i18n';
import { catalogue } from '../../../server/i18n/messages';
import { validationMessage } from '../../../server/i18n/validation';

const ajv = createAjv({ coerce: false });
const registration = ajv.compile({
  type: 'object',
  additionalProperties: false,
  properties: {
    username: { type: 'string', minLength: 5, maxLength: 30, pattern: '^[A-Za-z0-9]+$' },
    email: { type: 'string', format: 'email' },
    phone: { type: 'string', pattern: '^[0-9]+$' },
    PersonalNo: { type: 'string', minLength: 11, maxLength: 11 },
    birthDateYear: { type: 'string', pattern: '^[0-9]{4}$' },
    birthDate: { type: 'string', format: 'date' },
    trialBonus: { type: 'integer', enum: [0, 1] },
    step: { type: 'integer', minimum: 1, maximum: 2 },
    id: { type: 'array', minItems: 1, items: { type: 'integer' } },
    isFast: { const: true },
    other: { type: 'string', pattern: '^x' },
  },
});

function messageFor(data: Record<string, unknown>, locale: 'tr' | 'en') {
  expect(registration(data)).toBe(false);
  return validationMessage(registration.errors![0], 'body', locale);
}

describe('validation messages', () => {
  it.each([
    [{ username: 'ab1' }, 'Kullanıcı adı en az 5 karakter olmalıdır', 'Username must be at least 5 characters'],
    [{ username: 'ab_cd!' }, 'Kullanıcı adı yalnızca harf ve rakamlardan oluşmalıdır', 'Username must contain letters and digits only'],
    [{ email: 'nope' }, 'E-posta geçerli bir e-posta adresi olmalıdır', 'E-mail must be a valid e-mail address'],
    [{ phone: '53x' }, 'Telefon yalnızca rakamlardan oluşmalıdır', 'Phone must contain digits only'],
    [{ PersonalNo: '123' }, 'TC Kimlik No tam olarak 11 karakter olmalıdır', 'TC No must be exactly 11 characters'],
    [{ birthDateYear: '85' }, 'Doğum yılı 4 haneli bir sayı olmalıdır', 'Birth year must be exactly 4 digits'],
    [{ birthDate: '1990-13-45' }, 'Doğum tarihi geçerli bir tarih (YYYY-AA-GG) olmalıdır', 'Birthdate must be a valid date (YYYY-MM-DD)'],
    [{ trialBonus: 2 }, 'Deneme bonusu şu değerlerden biri olmalıdır: 0, 1', 'Trial bonus must be one of: 0, 1'],
    [{ trialBonus: 0.5 }, 'Deneme bonusu tam sayı olmalıdır', 'Trial bonus must be a whole number'],
    [{ step: 3 }, 'Adım en fazla 2 olmalıdır', 'Step must be at most 2'],
    [{ step: 0 }, 'Adım en az 1 olmalıdır', 'Step must be at least 1'],
    [{ id: [] }, 'Kimlik en az 1 öğe içermelidir', 'Id must contain at least 1 item(s)'],
    [{ id: ['x'] }, 'Kimlik tam sayı olmalıdır', 'Id must be a whole number'],
    // A `const: true` box (terms, age) reads as a missing answer, as in the app's validator.
    [{ isFast: false }, 'Hızlı kayıt zorunludur', 'Fast registration is required'],
    [{ other: 'y' }, '"other" geçerli biçimde değil', '"other" is not in a valid format'],
    [{ unknownKey: 1 }, 'Bilinmeyen alan gönderildi: unknownKey', 'Unknown field sent: unknownKey'],
  ])('explain %j', (data, tr, en) => {
    expect(messageFor(data, 'tr')).toBe(tr);
    expect(messageFor(data, 'en')).toBe(en);
  });
});

describe('the catalogue', () => {
  it('has every key in both languages with the same placeholders', () => {
    for (const key of Object.keys(catalogue.tr) as (keyof typeof catalogue.tr)[]) {
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(placeholders(catalogue.en[key]), key).toEqual(placeholders(catalogue.tr[key]));
      expect(catalogue.en[key].length, key).toBeGreaterThan(0);
    }
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en', 'auth.loginSuccess', { username: 'demo' })).toBe('Welcome, demo!');
    expect(translate('tr', 'auth.loginSuccess')).toBe('Hoş geldiniz, {username}!');
  });

  it('capitalizes by the rules of the language', () => {
    expect(capitalize('istanbul', 'tr')).toBe('İstanbul');
    expect(capitalize('istanbul', 'en')).toBe('Istanbul');
  });

  it.each([
    [undefined, 'tr'],
    ['', 'tr'],
    ['en', 'en'],
    ['EN-us', 'en'],
    ['tr-TR', 'tr'],
    ['de', 'tr'],
    [['en', 'tr'], 'en'],
  ])('resolves x-locale %j to %s', (header, locale) => {
    expect(resolveLocale(header as string | string[] | undefined)).toBe(locale);
  });
});
