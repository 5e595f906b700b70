// The dynamic payment forms: a method's field descriptors as the app receives them (payment/detail), and
// the server-side check of a submitted `detail` against them. Every field is required; values are checked
// by objectType (Int/Long/Decimal numbers, Bool, DateTime, Dropdown among its options, String against its
// mask), the `iban` field by the Turkish IBAN checksum and the `amount` field against the method's limits.
import type { components } from '../../common/contract/schema.gen';
import { FIELD_TYPES, type PaymentFieldSpec, type PaymentMethodRow } from '../db/schema/payments';
import type { Locale, MessageKey, MessageVars } from '../i18n';
import { ApiError } from '../lib/api-error';
import { formatTry, kurusToTry, tryToKurus } from '../lib/money';
import { isValidTurkishIban, normalizeIban } from '../../common/rules/iban';

export type PaymentField = components['schemas']['PaymentField'];
export type DetailValue = string | number | boolean;

/** The key of the money field every deposit and withdraw form carries. */
export const AMOUNT_KEY = 'amount';
const IBAN_KEY = 'iban';
const DEFAULT_MAX_LENGTH = 200;
const INT32 = 2 ** 31;

/** Whole lira as each language writes it: ₺100.000 in Turkish, ₺100,000 in English. */
function wholeLira(kurus: bigint, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    style: 'currency',
    currency: 'TRY',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 2,
    minimumFractionDigits: kurus % 100n === 0n ? 0 : 2,
  }).format(kurusToTry(kurus));
}

/**
 * The form as payment/detail answers it, labels and option names in the request's language. The amount's
 * label names the method's current limits, so the player sees them before typing and an operator who
 * changes them need not edit the label.
 */
export function presentFields(method: Pick<PaymentMethodRow, 'fields' | 'minAmount' | 'maxAmount'>, locale: Locale): PaymentField[] {
  return method.fields.map((field) => {
    const isAmount = field.key === AMOUNT_KEY;
    return {
      key: field.key,
      label: isAmount
        ? `${field.label[locale]} (${wholeLira(method.minAmount, locale)} - ${wholeLira(method.maxAmount, locale)})`
        : field.label[locale],
      mask: field.mask,
      objectType: field.objectType,
      option: field.objectType === FIELD_TYPES.dropdown && field.options ? field.options.map((o) => ({ id: o.id, name: o.name[locale] })) : null,
      min: isAmount ? kurusToTry(method.minAmount) : null,
      max: isAmount ? kurusToTry(method.maxAmount) : null,
    };
  });
}

export interface ValidatedDetail {
  /** The values as they will be stored: trimmed, masks' spaces and dashes removed, the IBAN normalized. */
  values: Record<string, DetailValue>;
  /** The amount field in kuruş. */
  amount: bigint;
}

class FieldError extends ApiError {
  constructor(key: MessageKey, vars: MessageVars) {
    super(400, key, vars);
  }
}

/** Does a value (spaces and dashes removed) fit a mask: `0` digit, `A` letter or digit, `S` letter, others literal? */
export function fitsMask(value: string, mask: string): boolean {
  const pattern = mask.replace(/[\s-]/g, '');
  if (value.length !== pattern.length) return false;
  for (let i = 0; i < pattern.length; i += 1) {
    const slot = pattern[i];
    const char = value[i];
    const ok =
      slot === '0' ? /[0-9]/.test(char) : slot === 'A' ? /[\p{L}0-9]/u.test(char) : slot === 'S' ? /\p{L}/u.test(char) : char === slot;
    if (!ok) return false;
  }
  return true;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function checkField(field: PaymentFieldSpec, raw: unknown, label: string): DetailValue {
  const vars = { field: label };
  switch (field.objectType) {
    case FIELD_TYPES.int:
    case FIELD_TYPES.long: {
      if (typeof raw !== 'number' || !Number.isFinite(raw)) throw new FieldError('payments.field.number', vars);
      const limit = field.objectType === FIELD_TYPES.int ? INT32 : Number.MAX_SAFE_INTEGER;
      if (!Number.isInteger(raw) || Math.abs(raw) >= limit) throw new FieldError('payments.field.integer', vars);
      return raw;
    }
    case FIELD_TYPES.decimal:
      if (typeof raw !== 'number' || !Number.isFinite(raw)) throw new FieldError('payments.field.number', vars);
      return raw;
    case FIELD_TYPES.bool:
      if (typeof raw !== 'boolean') throw new FieldError('payments.field.boolean', vars);
      return raw;
    case FIELD_TYPES.dateTime: {
      if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw.trim())) {
        throw new FieldError('payments.field.date', vars);
      }
      if (Number.isNaN(Date.parse(raw.trim()))) throw new FieldError('payments.field.date', vars);
      return raw.trim();
    }
    case FIELD_TYPES.dropdown: {
      // The app sends a numeric option id as a number and any other as text; compare as text.
      const match = (field.options ?? []).find((option) => String(option.id) === String(raw));
      if (!match || (typeof raw !== 'string' && typeof raw !== 'number')) throw new FieldError('payments.field.option', vars);
      return match.id;
    }
    case FIELD_TYPES.string:
    default: {
      if (typeof raw !== 'string') throw new FieldError('payments.field.text', vars);
      if (field.key.toLowerCase() === IBAN_KEY) {
        const iban = normalizeIban(raw);
        if (!/^TR[0-9]{24}$/.test(iban)) throw new FieldError('payments.iban.format', vars);
        if (!isValidTurkishIban(iban)) throw new FieldError('payments.iban.checksum', vars);
        return iban;
      }
      let value = raw.trim();
      if (field.mask) {
        value = value.replace(/[\s-]/g, '');
        if (!fitsMask(value, field.mask)) throw new FieldError('payments.field.mask', { ...vars, mask: field.mask });
      }
      const maxLength = field.maxLength ?? DEFAULT_MAX_LENGTH;
      if ([...value].length > maxLength) throw new FieldError('validation.maxLength', { ...vars, limit: maxLength });
      return value;
    }
  }
}

/**
 * Checks a submitted detail against the method's form and answers the stored values and the amount in
 * kuruş; throws a 400 ApiError naming the first field (in form order) that is missing or wrong.
 */
export function validateDetail(
  method: Pick<PaymentMethodRow, 'fields' | 'minAmount' | 'maxAmount'>,
  detail: Record<string, unknown>,
  locale: Locale,
): ValidatedDetail {
  const known = new Set(method.fields.map((field) => field.key));
  const unknown = Object.keys(detail).find((key) => !known.has(key));
  if (unknown !== undefined) throw new FieldError('validation.additionalProperties', { property: unknown });

  const values: Record<string, DetailValue> = {};
  let amount: bigint | undefined;
  for (const field of method.fields) {
    const label = field.label[locale];
    const raw = detail[field.key];
    if (isBlank(raw)) throw new FieldError('validation.required', { field: label });
    const value = checkField(field, raw, label);
    if (field.key === AMOUNT_KEY) {
      if (typeof value !== 'number') throw new FieldError('payments.field.number', { field: label });
      try {
        amount = tryToKurus(value);
      } catch {
        throw new FieldError('payments.amount.decimals', { field: label });
      }
      if (amount < method.minAmount) throw new FieldError('payments.amount.min', { field: label, limit: formatTry(method.minAmount, locale) });
      if (amount > method.maxAmount) throw new FieldError('payments.amount.max', { field: label, limit: formatTry(method.maxAmount, locale) });
    }
    values[field.key] = value;
  }
  // A method without an amount field cannot move money: a configuration fault, not the player's.
  if (amount === undefined) throw new ApiError(400, 'payments.methodUnavailable');
  return { values, amount };
}
