// Form validation from the contract's own schemas (common/contract/schemas.gen.ts), so the app rejects
// exactly what the server rejects without shipping Ajv to the browser. Pure: no DOM, no I/O.
import { decimalsOfStep, isMultipleOf } from '../rules/decimal';
import { schemas, type SchemaName } from './schemas.gen';

/** The subset of JSON Schema the contract's request schemas use. */
export interface JsonSchema {
  $ref?: string;
  type?: string | readonly string[];
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  oneOf?: readonly JsonSchema[];
  enum?: readonly unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  /** Name of the sibling field this one must equal (a confirmation field). */
  'x-match'?: string;
  [keyword: string]: unknown;
}

export type ErrorKey =
  | 'required'
  | 'type'
  | 'enum'
  | 'minLength'
  | 'maxLength'
  | 'pattern'
  | 'email'
  | 'date'
  | 'min'
  | 'max'
  | 'decimals'
  | 'multipleOf'
  | 'minItems'
  | 'maxItems'
  | 'mismatch';

export interface FieldError {
  key: ErrorKey;
  /** `limit` for length, item-count and range errors; `field` for mismatch (the field to equal). */
  params?: { limit?: number; field?: string };
}

export type ValidationErrors = Record<string, FieldError>;

/** Vendor keywords of the contract; an Ajv instance must declare them (`ajv.addKeyword(k)`). */
export const vendorKeywords = ['x-match', 'x-enum-varnames'] as const;

type Registry = Readonly<Record<string, unknown>>;

const refPrefix = '#/components/schemas/';

// ajv-formats' e-mail expression in its default ("full") mode, so the app and the server agree.
const emailPattern =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const numericText = /^-?\d+(?:\.\d+)?$/;

function resolve(schema: JsonSchema, registry: Registry): JsonSchema {
  let current = schema;
  // Siblings of a $ref (description, x-match) add to the target, as in OpenAPI 3.1.
  while (current.$ref) {
    const { $ref, ...siblings } = current;
    if (!$ref.startsWith(refPrefix)) throw new Error(`Unsupported $ref ${$ref}`);
    const target = registry[$ref.slice(refPrefix.length)] as JsonSchema | undefined;
    if (!target) throw new Error(`Unknown schema ${$ref}`);
    current = { ...target, ...siblings };
  }
  return current;
}

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return typeof schema.type === 'string' ? [schema.type] : [...schema.type];
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Form inputs often hold numbers as text; the submit converts them, so accept numeric text. */
function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && numericText.test(value.trim())) return Number(value.trim());
  return undefined;
}

function isRealDate(text: string): boolean {
  const match = datePattern.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function sameValue(expected: unknown, value: unknown): boolean {
  if (expected === value) return true;
  return typeof expected === 'number' && asNumber(value) === expected;
}

function matchesType(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return asNumber(value) !== undefined;
    case 'integer': {
      const number = asNumber(value);
      return number !== undefined && Number.isInteger(number);
    }
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'null':
      return value === null;
    default:
      return true;
  }
}

/** The error of one present (non-empty) value against its property schema, if any. */
function checkValue(schema: JsonSchema, value: unknown, registry: Registry): FieldError | undefined {
  if (schema.oneOf) {
    const branches = schema.oneOf.map((branch) => resolve(branch, registry));
    let first: FieldError | undefined;
    for (const branch of branches) {
      const error = checkValue(branch, value, registry);
      if (!error) return undefined;
      first ??= error;
    }
    return first;
  }

  const types = typesOf(schema);
  if (types.length > 0 && !types.some((type) => matchesType(type, value))) return { key: 'type' };

  if (schema.const !== undefined && !sameValue(schema.const, value)) {
    // A box that must be ticked (terms, age) reads as a missing answer, not a wrong one.
    return schema.const === true ? { key: 'required' } : { key: 'enum' };
  }
  if (schema.enum && !schema.enum.some((option) => sameValue(option, value))) return { key: 'enum' };

  if (typeof value === 'string') {
    const length = [...value].length;
    if (schema.minLength !== undefined && length < schema.minLength)
      return { key: 'minLength', params: { limit: schema.minLength } };
    if (schema.maxLength !== undefined && length > schema.maxLength)
      return { key: 'maxLength', params: { limit: schema.maxLength } };
    if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return { key: 'pattern' };
    if (schema.format === 'email' && !emailPattern.test(value)) return { key: 'email' };
    if (schema.format === 'date' && !isRealDate(value)) return { key: 'date' };
  }

  const number = types.includes('number') || types.includes('integer') ? asNumber(value) : undefined;
  if (number !== undefined) {
    if (schema.minimum !== undefined && number < schema.minimum)
      return { key: 'min', params: { limit: schema.minimum } };
    if (schema.maximum !== undefined && number > schema.maximum)
      return { key: 'max', params: { limit: schema.maximum } };
    if (schema.multipleOf !== undefined && !isMultipleOf(number, schema.multipleOf)) {
      const decimals = decimalsOfStep(schema.multipleOf);
      return decimals === undefined
        ? { key: 'multipleOf', params: { limit: schema.multipleOf } }
        : { key: 'decimals', params: { limit: decimals } };
    }
  }

  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems)
      return { key: 'minItems', params: { limit: schema.minItems } };
    if (schema.maxItems !== undefined && value.length > schema.maxItems)
      return { key: 'maxItems', params: { limit: schema.maxItems } };
    if (schema.items) {
      const items = resolve(schema.items, registry);
      for (const item of value) {
        const error = checkValue(items, item, registry);
        if (error) return error;
      }
    }
  }
  return undefined;
}

/**
 * Picks the `oneOf` branch the values mean: the first whose discriminating `const` properties
 * (those whose constant differs between branches, like `isFast` or `step`) agree with them;
 * with no agreement, the first branch. Constants every branch shares (a ticked terms box) do not
 * choose a branch, they are checked as fields.
 */
function chooseBranch(branches: JsonSchema[], values: Readonly<Record<string, unknown>>, registry: Registry) {
  const constants = branches.map((branch) => {
    const found = new Map<string, unknown>();
    for (const [name, property] of Object.entries(branch.properties ?? {})) {
      const resolved = resolve(property, registry);
      if (resolved.const !== undefined) found.set(name, resolved.const);
    }
    return found;
  });
  const names = new Set(constants.flatMap((found) => [...found.keys()]));
  const discriminating = [...names].filter(
    (name) => !constants.every((found) => found.has(name) && found.get(name) === constants[0]?.get(name)),
  );
  const agrees = (branch: JsonSchema, index: number) =>
    discriminating.every((name) => {
      const value = values[name];
      if (isEmpty(value)) return !(branch.required ?? []).includes(name);
      if (!constants[index]?.has(name)) return !(name in (branch.properties ?? {})) ? branch.additionalProperties !== false : true;
      return sameValue(constants[index]?.get(name), value);
    });
  return branches.find(agrees) ?? branches[0];
}

function objectSchema(schema: JsonSchema, values: Readonly<Record<string, unknown>>, registry: Registry): JsonSchema {
  let current = resolve(schema, registry);
  while (current.oneOf) {
    const branches = current.oneOf.map((branch) => resolve(branch, registry));
    const chosen = chooseBranch(branches, values, registry);
    if (!chosen) throw new Error('oneOf without branches');
    current = chosen;
  }
  return current;
}

/**
 * Checks form values against a request schema of the contract (by name) or any schema object;
 * returns one error per invalid field, in property order. Extra fields are ignored here (the
 * server rejects them); a nested object is checked for presence and type only.
 */
export function validate(
  schema: SchemaName | JsonSchema,
  values: Readonly<Record<string, unknown>>,
  registry: Registry = schemas,
): ValidationErrors {
  const root = typeof schema === 'string' ? { $ref: `${refPrefix}${schema}` } : schema;
  const object = objectSchema(root, values, registry);
  const required = new Set(object.required ?? []);
  const errors: ValidationErrors = {};

  for (const [name, propertySchema] of Object.entries(object.properties ?? {})) {
    const property = resolve(propertySchema, registry);
    const value = values[name];
    if (isEmpty(value) || (Array.isArray(value) && value.length === 0 && required.has(name))) {
      if (required.has(name)) errors[name] = { key: 'required' };
      continue;
    }
    const error = checkValue(property, value, registry);
    if (error) {
      errors[name] = error;
      continue;
    }
    const other = property['x-match'];
    if (other !== undefined && value !== values[other]) errors[name] = { key: 'mismatch', params: { field: other } };
  }
  return errors;
}

export function isValid(
  schema: SchemaName | JsonSchema,
  values: Readonly<Record<string, unknown>>,
  registry: Registry = schemas,
): boolean {
  return Object.keys(validate(schema, values, registry)).length === 0;
}

/** A payment field descriptor of `payment/detail` (see PaymentField in the contract). */
export interface PaymentFieldDescriptor {
  key: string;
  objectType: number;
  option?: ReadonlyArray<{ id: number | string }> | null;
  min?: number | null;
  max?: number | null;
}

/**
 * The schema of a dynamic deposit or withdraw form: every field required, Int and Long whole
 * numbers, Decimal numbers, Bool a boolean, Dropdown one of its options, within min and max.
 */
export function paymentFormSchema(fields: readonly PaymentFieldDescriptor[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const field of fields) {
    const range = {
      ...(field.min != null ? { minimum: field.min } : {}),
      ...(field.max != null ? { maximum: field.max } : {}),
    };
    if (field.option && field.option.length > 0) {
      properties[field.key] = { enum: field.option.map((option) => option.id) };
      continue;
    }
    switch (field.objectType) {
      case 2: // Int
      case 3: // Long
        properties[field.key] = { type: 'integer', ...range };
        break;
      case 4: // Decimal
        properties[field.key] = { type: 'number', ...range };
        break;
      case 5: // Bool
        properties[field.key] = { type: 'boolean' };
        break;
      default: // String, DateTime, and a Dropdown that lost its options
        properties[field.key] = { type: 'string', minLength: 1 };
    }
  }
  return { type: 'object', required: fields.map((field) => field.key), properties };
}
