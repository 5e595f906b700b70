// The client-side validator enforces every rule of spec §5 from the contract's schemas, with the
// error keys the forms translate, and agrees with Ajv (what the server runs) on valid/invalid.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { schemas, type SchemaName } from '../../../common/contract/schemas.gen';
import { isValid, paymentFormSchema, validate, vendorKeywords, type JsonSchema } from '../../../common/contract/validate';
import { createAjv } from '../../../server/contract/ajv';

const full = {
  name: 'Ayşe',
  surname: 'Yılmaz',
  username: 'ayse1990',
  email: 'ayse@example.com.tr',
  phone: '5321234567',
  PersonalNo: '12345678901',
  country: 1,
  currencyId: 1,
  birthDate: '1990-05-17',
  birthDateDay: '17',
  birthDateMonth: '05',
  birthDateYear: '1990',
  password: 'secret1',
  password2: 'secret1',
  trialBonus: 1,
  termsAccepted: true,
  ageConfirmed: true,
};
const { PersonalNo: _n, birthDate: _d, birthDateDay: _dd, birthDateMonth: _mm, birthDateYear: _yy, ...fastBase } = full;
const fast = { ...fastBase, isFast: true };

const repeat = (length: number, char = 'a') => char.repeat(length);

describe('login (spec §5: username 3-30, password 5-100)', () => {
  it('accepts a valid login', () => {
    expect(validate('LoginRequest', { username: 'demo', password: 'demo1234' })).toEqual({});
  });
  it('requires both fields', () => {
    expect(validate('LoginRequest', {})).toEqual({ username: { key: 'required' }, password: { key: 'required' } });
    expect(validate('LoginRequest', { username: '', password: null })).toEqual({
      username: { key: 'required' },
      password: { key: 'required' },
    });
  });
  it('checks the lengths with their limits', () => {
    expect(validate('LoginRequest', { username: 'ab', password: 'abcd' })).toEqual({
      username: { key: 'minLength', params: { limit: 3 } },
      password: { key: 'minLength', params: { limit: 5 } },
    });
    expect(validate('LoginRequest', { username: repeat(31), password: repeat(101) })).toEqual({
      username: { key: 'maxLength', params: { limit: 30 } },
      password: { key: 'maxLength', params: { limit: 100 } },
    });
    expect(validate('LoginRequest', { username: repeat(30), password: repeat(100) })).toEqual({});
  });
});

describe('registration, full form', () => {
  it('accepts a valid full registration', () => {
    expect(validate('RegisterRequest', full)).toEqual({});
    expect(validate('RegisterFullRequest', full)).toEqual({});
  });
  it('requires every field of the full form', () => {
    const errors = validate('RegisterRequest', {});
    for (const field of ['name', 'surname', 'username', 'email', 'phone', 'PersonalNo', 'country', 'currencyId', 'birthDate', 'birthDateDay', 'birthDateMonth', 'birthDateYear', 'password', 'password2', 'termsAccepted', 'ageConfirmed'])
      expect(errors[field], field).toEqual({ key: 'required' });
    expect(errors.trialBonus).toBeUndefined();
    expect(errors.refId).toBeUndefined();
  });
  it('name and surname: 2 to 100', () => {
    expect(validate('RegisterRequest', { ...full, name: 'A', surname: repeat(101) })).toEqual({
      name: { key: 'minLength', params: { limit: 2 } },
      surname: { key: 'maxLength', params: { limit: 100 } },
    });
  });
  it('username: 5 to 30, letters and digits only', () => {
    expect(validate('RegisterRequest', { ...full, username: 'abcd' }).username).toEqual({ key: 'minLength', params: { limit: 5 } });
    expect(validate('RegisterRequest', { ...full, username: repeat(31) }).username).toEqual({ key: 'maxLength', params: { limit: 30 } });
    expect(validate('RegisterRequest', { ...full, username: 'ayse_90' }).username).toEqual({ key: 'pattern' });
    expect(validate('RegisterRequest', { ...full, username: 'ayşe90' }).username).toEqual({ key: 'pattern' });
  });
  it('email: 5 to 100 and a valid address', () => {
    expect(validate('RegisterRequest', { ...full, email: 'a@b' }).email).toEqual({ key: 'minLength', params: { limit: 5 } });
    expect(validate('RegisterRequest', { ...full, email: 'not-an-address' }).email).toEqual({ key: 'email' });
    expect(validate('RegisterRequest', { ...full, email: 'ayse@localhost' }).email).toEqual({ key: 'email' });
    expect(validate('RegisterRequest', { ...full, email: `${repeat(95)}@x.com` }).email).toEqual({ key: 'maxLength', params: { limit: 100 } });
  });
  it('phone: 5 to 20 digits only', () => {
    expect(validate('RegisterRequest', { ...full, phone: '1234' }).phone).toEqual({ key: 'minLength', params: { limit: 5 } });
    expect(validate('RegisterRequest', { ...full, phone: repeat(21, '1') }).phone).toEqual({ key: 'maxLength', params: { limit: 20 } });
    expect(validate('RegisterRequest', { ...full, phone: '532 123 45' }).phone).toEqual({ key: 'pattern' });
    expect(validate('RegisterRequest', { ...full, phone: '12345' }).phone).toBeUndefined();
  });
  it('password: minimum 5; password2 must match', () => {
    expect(validate('RegisterRequest', { ...full, password: 'abcd', password2: 'abcd' })).toEqual({
      password: { key: 'minLength', params: { limit: 5 } },
      password2: { key: 'minLength', params: { limit: 5 } },
    });
    expect(validate('RegisterRequest', { ...full, password2: 'secret2' })).toEqual({
      password2: { key: 'mismatch', params: { field: 'password' } },
    });
  });
  it('TC No: exactly 11 digits', () => {
    for (const PersonalNo of ['1234567890', '123456789012', '1234567890a'])
      expect(validate('RegisterRequest', { ...full, PersonalNo }).PersonalNo, PersonalNo).toEqual({ key: 'pattern' });
  });
  it('birth date boxes: day and month 2 digits, year 4 digits; birthDate a real date', () => {
    expect(validate('RegisterRequest', { ...full, birthDateDay: '7', birthDateMonth: '123', birthDateYear: '90' })).toEqual({
      birthDateDay: { key: 'pattern' },
      birthDateMonth: { key: 'pattern' },
      birthDateYear: { key: 'pattern' },
    });
    expect(validate('RegisterRequest', { ...full, birthDate: '17-05-1990' }).birthDate).toEqual({ key: 'pattern' });
    expect(validate('RegisterRequest', { ...full, birthDate: '1990-02-30' }).birthDate).toEqual({ key: 'date' });
  });
  it('country and currencyId: required ids; numeric text from a select counts', () => {
    expect(validate('RegisterRequest', { ...full, country: '', currencyId: undefined })).toEqual({
      country: { key: 'required' },
      currencyId: { key: 'required' },
    });
    expect(validate('RegisterRequest', { ...full, country: '215' })).toEqual({});
    expect(validate('RegisterRequest', { ...full, country: 'Türkiye' }).country).toEqual({ key: 'type' });
    expect(validate('RegisterRequest', { ...full, country: 0 }).country).toEqual({ key: 'min', params: { limit: 1 } });
  });
  it('trialBonus: 0 or 1, optional (sent only while offered)', () => {
    expect(validate('RegisterRequest', { ...full, trialBonus: 2 }).trialBonus).toEqual({ key: 'enum' });
    const { trialBonus: _t, ...withoutBonus } = full;
    expect(validate('RegisterRequest', withoutBonus)).toEqual({});
  });
  it('terms and age confirmation must be ticked', () => {
    expect(validate('RegisterRequest', { ...full, termsAccepted: false, ageConfirmed: false })).toEqual({
      termsAccepted: { key: 'required' },
      ageConfirmed: { key: 'required' },
    });
  });
});

describe('registration, fast form (isFast: true)', () => {
  it('accepts a valid fast registration without TC No and birth date', () => {
    expect(validate('RegisterRequest', fast)).toEqual({});
  });
  it('applies the shared rules', () => {
    expect(validate('RegisterRequest', { ...fast, username: 'ab!', password2: 'other' })).toEqual({
      username: { key: 'minLength', params: { limit: 5 } },
      password2: { key: 'mismatch', params: { field: 'password' } },
    });
  });
  it('does not ask for the full-form fields', () => {
    const errors = validate('RegisterRequest', { isFast: true });
    expect(errors.PersonalNo).toBeUndefined();
    expect(errors.birthDate).toBeUndefined();
    expect(errors.name).toEqual({ key: 'required' });
  });
});

describe('SMS code (exactly 6 characters) in phone verification', () => {
  it('step 1 needs only the phone', () => {
    expect(validate('UpdatePhoneRequest', { step: 1, phone: '5321234567' })).toEqual({});
    expect(validate('UpdatePhoneRequest', { step: 1, phone: '' })).toEqual({ phone: { key: 'required' } });
  });
  it('step 2 needs a 6-digit code', () => {
    expect(validate('UpdatePhoneRequest', { step: 2, phone: '5321234567', code: '123456' })).toEqual({});
    expect(validate('UpdatePhoneRequest', { step: 2, phone: '5321234567' })).toEqual({ code: { key: 'required' } });
    expect(validate('UpdatePhoneRequest', { step: 2, phone: '5321234567', code: '12345' })).toEqual({
      code: { key: 'minLength', params: { limit: 6 } },
    });
    expect(validate('UpdatePhoneRequest', { step: 2, phone: '5321234567', code: '1234567' })).toEqual({
      code: { key: 'maxLength', params: { limit: 6 } },
    });
    expect(validate('UpdatePhoneRequest', { step: 2, phone: '5321234567', code: '12-34-' })).toEqual({ code: { key: 'pattern' } });
  });
});

describe('password recovery (username and code 3-20, passwords minimum 5 and matching)', () => {
  it('step 1: username', () => {
    expect(validate('ResetPasswordRequest', { username: 'demo' })).toEqual({});
    expect(validate('ResetPasswordRequest', { username: 'de' })).toEqual({ username: { key: 'minLength', params: { limit: 3 } } });
    expect(validate('ResetPasswordRequest', { username: repeat(21) })).toEqual({ username: { key: 'maxLength', params: { limit: 20 } } });
  });
  it('step 2: username and code', () => {
    expect(validate('CheckResetCodeRequest', { username: 'demo', code: 'AB12CD' })).toEqual({});
    expect(validate('CheckResetCodeRequest', { username: 'demo', code: '12' })).toEqual({ code: { key: 'minLength', params: { limit: 3 } } });
    expect(validate('CheckResetCodeRequest', { username: 'demo', code: repeat(21) })).toEqual({ code: { key: 'maxLength', params: { limit: 20 } } });
  });
  it('step 3: new password twice', () => {
    const values = { username: 'demo', code: 'AB12CD', password: 'newpass', password2: 'newpass' };
    expect(validate('ChangePasswordWithCodeRequest', values)).toEqual({});
    expect(validate('ChangePasswordWithCodeRequest', { ...values, password: 'abc', password2: '' })).toEqual({
      password: { key: 'minLength', params: { limit: 5 } },
      password2: { key: 'required' },
    });
    expect(validate('ChangePasswordWithCodeRequest', { ...values, password2: 'newpasS' })).toEqual({
      password2: { key: 'mismatch', params: { field: 'password' } },
    });
  });
});

describe('change password (three fields minimum 5, confirmation matches)', () => {
  it('accepts and rejects', () => {
    const values = { oldPassword: 'demo1234', password: 'newpass', confirmPassword: 'newpass' };
    expect(validate('ChangePasswordRequest', values)).toEqual({});
    expect(validate('ChangePasswordRequest', { oldPassword: 'abc', password: 'abc', confirmPassword: 'abc' })).toEqual({
      oldPassword: { key: 'minLength', params: { limit: 5 } },
      password: { key: 'minLength', params: { limit: 5 } },
      confirmPassword: { key: 'minLength', params: { limit: 5 } },
    });
    expect(validate('ChangePasswordRequest', { ...values, confirmPassword: 'newpass2' })).toEqual({
      confirmPassword: { key: 'mismatch', params: { field: 'password' } },
    });
  });
});

describe('game search (non-empty term)', () => {
  it('requires a search term', () => {
    expect(validate('GameSearchRequest', { search: 'Aviator', live: false })).toEqual({});
    expect(validate('GameSearchRequest', { search: '', live: false })).toEqual({ search: { key: 'required' } });
    expect(validate('GameSearchRequest', { search: 'x', live: 'no' })).toEqual({ live: { key: 'type' } });
  });
});

describe('dynamic deposit and withdraw fields (every field required)', () => {
  const fields = [
    { key: 'amount', objectType: 4, option: null, min: 50, max: 50000 },
    { key: 'iban', objectType: 1, option: null },
    { key: 'bank', objectType: 7, option: [{ id: 1 }, { id: 2 }] },
    { key: 'installments', objectType: 2, option: null },
    { key: 'saveCard', objectType: 5, option: null },
  ];
  const schema = paymentFormSchema(fields);
  it('requires every field', () => {
    expect(validate(schema, {})).toEqual({
      amount: { key: 'required' },
      iban: { key: 'required' },
      bank: { key: 'required' },
      installments: { key: 'required' },
      saveCard: { key: 'required' },
    });
  });
  it('checks numbers, options and amount limits', () => {
    const values = { amount: '100.50', iban: 'TR000000000000000000000000', bank: '2', installments: 3, saveCard: false };
    expect(validate(schema, values)).toEqual({});
    expect(validate(schema, { ...values, amount: 10, bank: 3, installments: 1.5 })).toEqual({
      amount: { key: 'min', params: { limit: 50 } },
      bank: { key: 'enum' },
      installments: { key: 'type' },
    });
    expect(validate(schema, { ...values, amount: 'abc' }).amount).toEqual({ key: 'type' });
    expect(validate(schema, { ...values, amount: 60000 }).amount).toEqual({ key: 'max', params: { limit: 50000 } });
  });
});

describe('resolution', () => {
  it('follows $refs between component schemas and accepts schema objects', () => {
    expect(validate({ type: 'object', required: ['email'], properties: { email: { $ref: '#/components/schemas/Email' } } }, { email: 'x' })).toEqual({
      email: { key: 'minLength', params: { limit: 5 } },
    });
  });
  it('fails loudly on an unknown schema', () => {
    expect(() => validate('NoSuchSchema' as SchemaName, {})).toThrow(/Unknown schema/);
  });
});

describe('agreement with Ajv on the server side', () => {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  for (const keyword of vendorKeywords) ajv.addKeyword(keyword);
  ajv.addKeyword('components');
  ajv.addSchema({ $id: 'contract', components: { schemas } });
  const ajvValid = (name: SchemaName, values: object) => ajv.validate({ $ref: `contract#/components/schemas/${name}` }, values);

  const cases: Array<[SchemaName, Record<string, unknown>]> = [
    ['LoginRequest', { username: 'demo', password: 'demo1234' }],
    ['LoginRequest', { username: 'de', password: 'demo1234' }],
    ['RegisterRequest', full],
    ['RegisterRequest', fast],
    ['RegisterRequest', { ...full, username: 'ayse_90' }],
    ['RegisterRequest', { ...full, email: 'ayse@localhost' }],
    ['RegisterRequest', { ...full, PersonalNo: '1234567890' }],
    ['RegisterRequest', { ...full, termsAccepted: false }],
    ['RegisterRequest', { ...fast, phone: '53a' }],
    ['UpdatePhoneRequest', { step: 1, phone: '5321234567' }],
    ['UpdatePhoneRequest', { step: 2, phone: '5321234567', code: '123456' }],
    ['UpdatePhoneRequest', { step: 2, phone: '5321234567', code: '12345' }],
    ['CheckResetCodeRequest', { username: 'demo', code: 'AB' }],
    ['ChangePasswordRequest', { oldPassword: 'demo1234', password: 'newpass', confirmPassword: 'newpass' }],
    ['GameSearchRequest', { search: '', live: true }],
  ];

  it.each(cases)('%s %j', (name, values) => {
    // Ajv cannot see x-match; the two password fields agree in every case here.
    expect(isValid(name, values)).toBe(ajvValid(name, values));
  });
});

describe('two decimals (multipleOf 0.01), the same on both sides', () => {
  // The server's own validator (server/contract/ajv.ts), not a plain Ajv: a plain one divides floats and
  // refuses 19.99 (19.99 / 0.01 = 1998.9999999999998), which is the defect this guards against.
  const server = createAjv({ coerce: false });
  for (const keyword of vendorKeywords) server.addKeyword(keyword);
  server.addKeyword('components');
  server.addSchema({ $id: 'contract', components: { schemas } });
  const serverValid = (values: object) => server.validate({ $ref: 'contract#/components/schemas/SetPlayerLimitRequest' }, values);

  it.each([7.77, 19.99, 4.35, 0.01, 500])('a ₺%s limit is valid for the form and the server', (amount) => {
    const body = { kind: 'deposit', period: 'day', amount };
    expect(isValid('SetPlayerLimitRequest', body)).toBe(true);
    expect(serverValid(body)).toBe(true);
  });

  it('₺7,771 is refused by both, the form saying "at most 2 decimals"', () => {
    const body = { kind: 'deposit', period: 'day', amount: 7.771 };
    expect(validate('SetPlayerLimitRequest', body)).toEqual({ amount: { key: 'decimals', params: { limit: 2 } } });
    expect(serverValid(body)).toBe(false);
  });

  it('a step that is not a power of ten is named as a multiple', () => {
    expect(validate({ type: 'object', properties: { n: { type: 'number', multipleOf: 2.5 } } } as JsonSchema, { n: 6 })).toEqual({
      n: { key: 'multipleOf', params: { limit: 2.5 } },
    });
  });
});

describe('oneOf branch choice', () => {
  const either: JsonSchema = {
    oneOf: [
      { type: 'object', additionalProperties: false, required: ['a'], properties: { a: { type: 'string', minLength: 3 } } },
      { type: 'object', additionalProperties: false, required: ['kind', 'b'], properties: { kind: { const: 'b' }, b: { type: 'string' } } },
    ],
  };
  it('picks the branch whose constant the values carry, even when another branch lacks the property', () => {
    expect(validate(either, { kind: 'b' })).toEqual({ b: { key: 'required' } });
    expect(validate(either, {})).toEqual({ a: { key: 'required' } });
    expect(validate(either, { a: 'x' })).toEqual({ a: { key: 'minLength', params: { limit: 3 } } });
  });
});
