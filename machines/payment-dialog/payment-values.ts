// The dynamic payment form's values (spec §3): what the player typed, per field, turned into the
// `detail` map the contract expects (Int, Long, Decimal as numbers; a Dropdown's option id as a
// number when numeric, else text; masked text without spaces and dashes), plus the input masks.
import { isValidTurkishIban } from '../../common/rules/iban';
import type { components } from '../../common/contract/schema.gen';
import { paymentFormSchema, validate, type ValidationErrors } from '../../common/contract/validate';

export type PaymentField = components['schemas']['PaymentField'];
export type PaymentDetail = Record<string, string | number | boolean>;

export const FIELD_TYPE = { string: 1, int: 2, long: 3, decimal: 4, bool: 5, dateTime: 6, dropdown: 7 } as const;

export function isNumericField(field: PaymentField): boolean {
  return (
    !hasOptions(field) &&
    (field.objectType === FIELD_TYPE.int || field.objectType === FIELD_TYPE.long || field.objectType === FIELD_TYPE.decimal)
  );
}

export function hasOptions(field: PaymentField): boolean {
  return Array.isArray(field.option) && field.option.length > 0;
}

/** One field's typed text as the contract's value; undefined when nothing was entered. */
export function fieldValue(field: PaymentField, raw: string): string | number | boolean | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  if (hasOptions(field)) {
    // The option keeps its own id type: a numeric id as a number, a text id as text.
    const option = field.option?.find((candidate) => String(candidate.id) === text);
    return option ? option.id : text;
  }
  if (isNumericField(field)) {
    // Turkish keyboards type a decimal comma.
    const normalised = text.replace(',', '.');
    const number = Number(normalised);
    return Number.isFinite(number) && /^-?\d+(\.\d+)?$/.test(normalised) ? number : text;
  }
  if (field.objectType === FIELD_TYPE.bool) return text === 'true';
  if (field.mask) return text.replace(/[\s-]/g, '');
  return text;
}

/** The `detail` map of the typed values: fields left empty are absent, so validation names them. */
export function paymentDetail(fields: readonly PaymentField[], values: Readonly<Record<string, string>>): PaymentDetail {
  const detail: PaymentDetail = {};
  for (const field of fields) {
    const value = fieldValue(field, values[field.key] ?? '');
    if (value !== undefined) detail[field.key] = value;
  }
  return detail;
}

const maskSlot: Record<string, RegExp> = { '0': /\d/, A: /[\p{L}\d]/u, S: /\p{L}/u };

/**
 * Fits typed or pasted text to a mask (`0` a digit, `A` a letter or digit, `S` a letter, any other
 * character fixed text): fixed characters are inserted, characters that fit no slot are dropped.
 */
export function applyMask(mask: string, input: string): string {
  let result = '';
  let position = 0;
  const chars = [...input];
  for (const slot of mask) {
    const pattern = maskSlot[slot];
    if (!pattern) {
      if (position >= chars.length) break;
      result += slot;
      // A typed fixed character (the TR of an IBAN, a space) is consumed, not doubled.
      if (chars[position]?.toUpperCase() === slot.toUpperCase()) position += 1;
      continue;
    }
    while (position < chars.length && !pattern.test(chars[position] ?? '')) position += 1;
    if (position >= chars.length) break;
    result += (chars[position] ?? '').toUpperCase();
    position += 1;
  }
  return result;
}

/**
 * The form's errors, field by field: the contract's rules (every field required, numbers, options,
 * limits) plus the IBAN check the server runs on the `iban` key (TR + 24 digits, mod-97), so a
 * mistyped IBAN is refused before anything is sent.
 */
export function paymentFormErrors(fields: readonly PaymentField[], values: Readonly<Record<string, string>>): ValidationErrors {
  const errors = validate(paymentFormSchema(fields), paymentDetail(fields, values));
  for (const field of fields) {
    if (field.key !== IBAN_KEY || errors[field.key]) continue;
    if (!isValidTurkishIban(values[field.key] ?? '')) errors[field.key] = { key: 'pattern' };
  }
  return errors;
}

/** The field key the server checks as a Turkish IBAN (docs/payments.md). */
export const IBAN_KEY = 'iban';

/**
 * A number field's text one step (1) up or down (spec §9), kept within the field's limits; typed
 * text that is not a number starts from nothing. Decimals keep their two places, written with the
 * Turkish decimal comma when the player typed one.
 */
export function stepValue(field: PaymentField, raw: string, direction: 1 | -1): string {
  const text = raw.trim();
  const normalised = text.replace(',', '.');
  const current = /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : null;
  let next = current === null ? (direction > 0 ? (field.min ?? 1) : (field.min ?? 0)) : current + direction;
  if (field.min != null && next < field.min) next = field.min;
  if (field.max != null && next > field.max) next = field.max;
  if (field.objectType !== FIELD_TYPE.decimal || Number.isInteger(next)) return String(Math.round(next));
  const fixed = (Math.round(next * 100) / 100).toFixed(2);
  return text.includes(',') ? fixed.replace('.', ',') : fixed;
}
