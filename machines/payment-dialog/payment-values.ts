// The dynamic payment form's values (spec §3): what the player typed, per field, turned into the
// `detail` map the contract expects (Int, Long, Decimal as numbers; a Dropdown's option id as a
// number when numeric, else text; masked text without spaces and dashes), plus the input masks.
import type { components } from '../../src/api/schema.gen';

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
