// Turns the first schema violation Ajv reports into one sentence in the player's language that names
// the field and the broken rule, e.g. "Kullanıcı adı en az 3 karakter olmalıdır".
import type { ErrorObject } from 'ajv';
import { capitalize, fieldLabel, translate, type Locale, type MessageKey } from './index';

export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

function decodePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The property an error is about: the missing one for `required`, else the last named step of its path. */
function fieldOf(error: ErrorObject): string | undefined {
  const params = error.params as Record<string, unknown>;
  if (typeof params.missingProperty === 'string') return params.missingProperty;
  const steps = error.instancePath.split('/').filter(Boolean).map(decodePointer);
  for (let i = steps.length - 1; i >= 0; i -= 1) {
    if (!/^\d+$/.test(steps[i])) return steps[i];
  }
  return undefined;
}

const digitsOnly = [/^\^\[0-9\][+*]\$$/, /^\^\\d[+*]\$$/];
const digitsExact = [/^\^\[0-9\]\{(\d+)\}\$$/, /^\^\\d\{(\d+)\}\$$/];
const lettersAndDigits = [
  /^\^\[(a-zA-Z0-9|A-Za-z0-9|0-9a-zA-Z|0-9A-Za-z)\][+*]\$$/,
  /^\^\[\\p\{L\}\\p\{N\}\][+*]\$$/,
];

function patternMessage(pattern: string): { key: MessageKey; limit?: string } {
  for (const re of digitsExact) {
    const match = re.exec(pattern);
    if (match) return { key: 'validation.digitsExact', limit: match[1] };
  }
  if (digitsOnly.some((re) => re.test(pattern))) return { key: 'validation.digitsOnly' };
  if (lettersAndDigits.some((re) => re.test(pattern))) return { key: 'validation.lettersAndDigits' };
  return { key: 'validation.pattern' };
}

function typeName(type: unknown, locale: Locale): string {
  const names = (Array.isArray(type) ? type : [type]).map(String);
  const known = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'];
  return names
    .map((name) => (known.includes(name) ? translate(locale, `type.${name}` as MessageKey) : name))
    .join(locale === 'tr' ? ' veya ' : ' or ');
}

export function validationMessage(error: ErrorObject, part: RequestPart | undefined, locale: Locale): string {
  const params = error.params as Record<string, unknown>;
  const name = fieldOf(error);
  if (name === undefined && part === 'body' && (error.keyword === 'type' || error.keyword === 'required')) {
    return translate(locale, 'validation.bodyMissing');
  }
  const field = fieldLabel(name ?? part ?? 'body', locale);
  const parent = (error.parentSchema ?? {}) as Record<string, unknown>;
  const say = (key: MessageKey, vars: Record<string, string | number> = {}) =>
    capitalize(translate(locale, key, { field, ...vars }), locale);

  switch (error.keyword) {
    case 'required':
    case 'dependentRequired':
      return say('validation.required');
    case 'minLength':
    case 'maxLength':
      if (parent.minLength !== undefined && parent.minLength === parent.maxLength) {
        return say('validation.exactLength', { limit: Number(params.limit) });
      }
      return say(error.keyword === 'minLength' ? 'validation.minLength' : 'validation.maxLength', {
        limit: Number(params.limit),
      });
    case 'pattern': {
      const { key, limit } = patternMessage(String(params.pattern));
      return say(key, limit ? { limit } : {});
    }
    case 'format': {
      const format = String(params.format);
      if (format === 'email') return say('validation.format.email');
      if (format === 'date') return say('validation.format.date');
      if (format === 'uri' || format === 'url') return say('validation.format.uri');
      return say('validation.format');
    }
    case 'type':
      return say('validation.type', { type: typeName(params.type, locale) });
    case 'enum':
      return say('validation.enum', {
        values: (params.allowedValues as unknown[]).map((value) => String(value)).join(', '),
      });
    case 'const':
      return say('validation.const');
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'multipleOf':
    case 'minItems':
    case 'maxItems':
      return say(`validation.${error.keyword}` as MessageKey, { limit: Number(params.limit ?? params.multipleOf) });
    case 'uniqueItems':
      return say('validation.uniqueItems');
    case 'additionalProperties':
      return say('validation.additionalProperties', { property: String(params.additionalProperty) });
    case 'unevaluatedProperties':
      return say('validation.additionalProperties', { property: String(params.unevaluatedProperty) });
    default:
      return say('validation.invalid');
  }
}
