// Which error a request that matches no branch of a `oneOf` reports: the one of the branch its
// discriminating constants (isFast, step) point at, so a fast sign-up is never told "TC No is required".
import { describe, expect, it } from 'vitest';
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../../server/contract/ajv';
import { pickValidationError, validationMessage } from '../../../server/i18n/validation';

const ajv = createAjv({ coerce: false });
const phoneStep = ajv.compile({
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['step', 'phone'],
      properties: { step: { type: 'integer', const: 1 }, phone: { type: 'string', minLength: 5 } },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['step', 'phone', 'code'],
      properties: { step: { type: 'integer', const: 2 }, phone: { type: 'string', minLength: 5 }, code: { type: 'string', minLength: 6, maxLength: 6 } },
    },
  ],
});
const signUp = ajv.compile({
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['username', 'PersonalNo', 'termsAccepted'],
      properties: {
        username: { type: 'string', minLength: 5 },
        PersonalNo: { type: 'string' },
        isFast: { type: 'boolean', const: false },
        termsAccepted: { type: 'boolean', const: true },
      },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['username', 'isFast', 'termsAccepted'],
      properties: {
        username: { type: 'string', minLength: 5 },
        isFast: { type: 'boolean', const: true },
        termsAccepted: { type: 'boolean', const: true },
      },
    },
  ],
});

function message(validate: ValidateFunction, data: unknown) {
  expect(validate(data)).toBe(false);
  return validationMessage(pickValidationError(validate.errors!), 'body', 'en');
}

describe('pickValidationError', () => {
  it('reports the error of the step the request names', () => {
    expect(message(phoneStep, { step: 2, phone: '5321234567', code: '123' })).toBe('Code must be exactly 6 characters');
    expect(message(phoneStep, { step: 1, phone: '53' })).toBe('Phone must be at least 5 characters');
  });

  it('reports the fast form error for a fast form, the full form error otherwise', () => {
    expect(message(signUp, { username: 'ab', isFast: true, termsAccepted: true })).toBe('Username must be at least 5 characters');
    expect(message(signUp, { username: 'abcdef', isFast: true, termsAccepted: false })).toBe('Acceptance of the terms and conditions is required');
    // Without isFast the body means the full form (isFast is optional there, required in the fast one).
    expect(message(signUp, { username: 'abcdef', termsAccepted: true })).toBe('TC No is required');
  });

  it('falls back to the first branch when no branch agrees', () => {
    expect(message(phoneStep, { step: 3, phone: '5321234567' })).toBe('Step is invalid');
    expect(message(phoneStep, { phone: '5321234567' })).toBe('Step is required');
  });

  it('leaves errors without a oneOf as they are', () => {
    const plain = ajv.compile({ type: 'object', required: ['username'], properties: { username: { type: 'string' } } });
    expect(plain({})).toBe(false);
    expect(pickValidationError(plain.errors!)).toBe(plain.errors![0]);
  });
});
