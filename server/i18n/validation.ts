// Turns the first schema violation Ajv reports into one sentence in the player's language that names
// the field and the broken rule, e.g. "Kullanıcı adı en az 3 karakter olmalıdır".
import type { ErrorObject } from 'ajv';
import { capitalize, fieldLabel, translate, type Locale, type MessageKey } from './index';
import { decimalsOfStep } from '../../common/rules/decimal';

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

type SchemaObject = { properties?: Record<string, { const?: unknown }>; required?: string[] };

/**
 * The branch of a `oneOf` a value means: the first whose discriminating constants (properties whose
 * `const` differs between branches, like `isFast` or `step`) agree with it, as the app's validator
 * (common/contract/validate.ts) chooses; the first branch when none agrees.
 */
function chooseBranch(branches: SchemaObject[], data: unknown): number {
  const values = (data ?? {}) as Record<string, unknown>;
  const constants = branches.map(
    (branch) => new Map(Object.entries(branch.properties ?? {}).filter(([, p]) => p && 'const' in p).map(([name, p]) => [name, p.const])),
  );
  const discriminating = [...new Set(constants.flatMap((found) => [...found.keys()]))].filter(
    (name) => new Set(constants.map((found) => JSON.stringify(found.get(name)))).size > 1,
  );
  if (discriminating.length === 0 || typeof data !== 'object') return 0;
  const index = branches.findIndex((branch, i) =>
    discriminating.every((name) =>
      name in values ? values[name] === constants[i].get(name) : !(branch.required ?? []).includes(name),
    ),
  );
  return Math.max(index, 0);
}

/**
 * The error to report. When a value matches no branch of a `oneOf` (the full or the fast sign-up
 * form, a phone-verification step), Ajv lists the first error of every branch, then its own: the
 * first would be about a branch the client did not mean ("TC No is required" for a fast sign-up), so
 * the error of the branch the value means is reported instead.
 */
export function pickValidationError(errors: readonly ErrorObject[]): ErrorObject {
  const oneOf = errors.find((error) => error.keyword === 'oneOf' && Array.isArray(error.schema));
  if (!oneOf) return errors[0];
  const prefix = `${oneOf.schemaPath}/${chooseBranch(oneOf.schema as SchemaObject[], oneOf.data)}/`;
  return errors.find((error) => error.schemaPath.startsWith(prefix)) ?? errors[0];
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
      // A box that must be ticked (terms, age) reads as a missing answer, not a wrong one.
      return say(parent.const === true ? 'validation.required' : 'validation.const');
    case 'multipleOf': {
      // A step of 0.01 reads as "at most 2 decimals", as the app's forms say it (common/rules/decimal.ts).
      const decimals = decimalsOfStep(Number(params.multipleOf));
      if (decimals !== undefined) return say('validation.decimals', { limit: decimals });
      return say('validation.multipleOf', { limit: Number(params.multipleOf) });
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
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
