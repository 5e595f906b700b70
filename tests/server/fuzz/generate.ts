// Values from the contract's JSON Schemas (all $refs already resolved by server/contract/document.ts):
// `valid` aims inside the schema (boundaries included), so requests reach the handlers; `mutate` then
// breaks a part of it (a wrong type, one past a limit, a missing or extra field, a prototype key, a
// hostile string), so the refusals are exercised too. Pattern strings come from the dictionary of values
// the server answered earlier, from the schema's own examples, or from candidates tested against the
// pattern; failing all, from anything (a 400 is a fine answer too).
import type { JsonSchema } from '../../../server/contract/document';
import type { Prng } from './prng';
import { hostileNumbers, hostileStrings, prototypeKeys, wrongValue } from './values';

/** Values seen in the server's answers, by property name: real ids, codes and tokens to send back. */
export class Dictionary {
  private readonly byName = new Map<string, unknown[]>();

  /** Whole values known to be right for a property (a payment form's filled detail), sent as they are. */
  private readonly whole = new Map<string, unknown[]>();

  addWhole(name: string, value: unknown): void {
    this.whole.set(name, [...(this.whole.get(name) ?? []), value]);
  }

  getWhole(name: string): unknown[] {
    return this.whole.get(name) ?? [];
  }

  add(name: string, value: unknown, rng: Prng): void {
    if (typeof value === 'string' && (value.length === 0 || value.length > 300)) return;
    if (typeof value !== 'string' && typeof value !== 'number') return;
    let values = this.byName.get(name);
    if (!values) {
      if (this.byName.size > 2_000) return;
      this.byName.set(name, (values = []));
    }
    if (values.includes(value)) return;
    if (values.length < 24) values.push(value);
    else values[rng.int(0, values.length - 1)] = value;
  }

  /** Every string and number of an answer, under its property name; a URL's query values too. */
  harvest(value: unknown, rng: Prng, name = '', depth = 0): void {
    if (depth > 8) return;
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 50)) this.harvest(item, rng, name, depth + 1);
      return;
    }
    if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) this.harvest(item, rng, key, depth + 1);
      return;
    }
    if (!name) return;
    this.add(name, value, rng);
    if (typeof value === 'string' && /^https?:\/\//.test(value)) {
      try {
        for (const [key, item] of new URL(value).searchParams) this.add(key, item, rng);
      } catch {
        // not a URL after all
      }
    }
  }

  get(name: string): unknown[] {
    return this.byName.get(name) ?? [];
  }
}

export interface GenerateContext {
  rng: Prng;
  dictionary: Dictionary;
  /** Per-node chance of breaking the value (0: valid-ish only). */
  hostility: number;
}

type Schema = JsonSchema & {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  prefixItems?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
};

/** allOf folded into one schema (properties and required merged): enough for generation. */
function flatten(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const { allOf, ...rest } = schema;
  let merged: Schema = { ...rest };
  for (const part of allOf.map(flatten)) {
    merged = {
      ...part,
      ...merged,
      properties: { ...(part.properties ?? {}), ...(merged.properties ?? {}) },
      required: [...new Set([...(part.required ?? []), ...(merged.required ?? [])])],
    };
  }
  if (Object.keys(merged.properties ?? {}).length === 0) delete merged.properties;
  return merged;
}

const patternCache = new Map<string, RegExp | null>();
function regexOf(pattern: string): RegExp | null {
  if (!patternCache.has(pattern)) {
    try {
      patternCache.set(pattern, new RegExp(pattern, 'u'));
    } catch {
      patternCache.set(pattern, null);
    }
  }
  return patternCache.get(pattern)!;
}

const alphabets = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', '0123456789abcdef', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 'abcdefghijklmnopqrstuvwxyz0123456789', 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'];

/** A string matching `pattern`, found by trying likely shapes; undefined when none matched. */
function matchPattern(pattern: string, ctx: GenerateContext, minLength: number, maxLength: number): string | undefined {
  const regex = regexOf(pattern);
  if (!regex) return undefined;
  const lengths = new Set<number>([minLength, Math.min(maxLength, minLength + 1), Math.min(maxLength, 8), 10, 11, 12, 24, 26, 32, 43, 64]);
  for (const match of pattern.matchAll(/\{(\d+)(?:,(\d+))?\}/g)) {
    lengths.add(Number(match[1]));
    if (match[2]) lengths.add(Number(match[2]));
  }
  const prefixes = ['', 'TR', '5', '53', 'D', 'sha256=', 'studio-'];
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const prefix = ctx.rng.pick(prefixes);
    const length = Math.max(0, ctx.rng.pick([...lengths]) - prefix.length);
    const candidate = prefix + ctx.rng.string(ctx.rng.pick(alphabets), length);
    if (regex.test(candidate)) return candidate;
  }
  return undefined;
}

function validString(schema: Schema, ctx: GenerateContext, name: string): string {
  const { rng } = ctx;
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 40);
  const known = ctx.dictionary.get(name).filter((value) => typeof value === 'string') as string[];
  const fits = (value: string) => [...value].length >= min && [...value].length <= max && (!schema.pattern || (regexOf(schema.pattern)?.test(value) ?? true));
  const usable = known.filter(fits);
  if (usable.length > 0 && rng.chance(0.45)) return rng.pick(usable);
  const examples = [schema.example, ...(schema.examples ?? []), schema.default].filter((value): value is string => typeof value === 'string' && fits(value));
  if (examples.length > 0 && rng.chance(0.5)) return rng.pick(examples);
  switch (schema.format) {
    case 'email':
      return `fz${rng.hex(8)}@example.com`;
    case 'date':
      return `${rng.int(1930, 2005)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    case 'date-time':
      return new Date(Date.UTC(2026, rng.int(0, 11), rng.int(1, 28), rng.int(0, 23))).toISOString();
    case 'uri':
      return rng.pick(['https://example.com/', '/', 'https://casino.example/dashboard?x=1']);
    case 'uuid':
      return rng.uuid();
  }
  // Characters beyond ASCII up to the limit (emoji are two UTF-16 units each, Turkish letters two UTF-8
  // bytes): where code that counts differently from the contract breaks.
  if (rng.chance(0.3)) {
    const wide = rng.string(rng.pick(['\u{1F340}', '\u{1F340}a', 'şğİı', 'e\u0301', '\u{1F468}\u200D\u{1F469}']), rng.pick([max, min, rng.int(min, max)]));
    const cutToMax = [...wide].slice(0, max).join('');
    if ([...cutToMax].length >= min && (!schema.pattern || regexOf(schema.pattern)?.test(cutToMax))) return cutToMax;
  }
  if (schema.pattern) {
    const matched = matchPattern(schema.pattern, ctx, min, max);
    if (matched !== undefined) return matched;
  }
  const length = rng.pick([min, max, rng.int(min, Math.min(max, min + 20))]);
  const alphabet = rng.pick(['abcdefghijklmnopqrstuvwxyz', 'Ayşe Yılmaz ğüşöçİ', '0123456789', 'a\u{1F340}b', 'xyz']);
  return rng.string(alphabet, length);
}

function validNumber(schema: Schema, ctx: GenerateContext, name: string, integer: boolean): number {
  const { rng } = ctx;
  let min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0.01) : integer ? 0 : 0);
  let max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 0.01) : min + 1000);
  if (max < min) [min, max] = [max, min];
  const known = ctx.dictionary.get(name).filter((value): value is number => typeof value === 'number' && value >= min && value <= max && (!integer || Number.isInteger(value)));
  if (known.length > 0 && rng.chance(0.6)) return rng.pick(known);
  const span = Math.min(max - min, 1e6);
  let value = rng.pick([min, max, min + rng.next() * span, min + rng.next() * Math.min(span, 100)]);
  if (integer) value = Math.round(Math.min(Math.max(value, Math.ceil(min)), Math.floor(max)));
  else value = Math.round(value * 100) / 100;
  if (schema.multipleOf && !integer) value = Math.round(value / schema.multipleOf) * schema.multipleOf;
  return value;
}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties || schema.required) return ['object'];
  if (schema.items) return ['array'];
  return ['string', 'integer', 'boolean', 'object'];
}

/** A value the schema accepts, as far as a generator without a solver can tell. */
export function valid(raw: Schema, ctx: GenerateContext, name = '', depth = 0): unknown {
  const { rng } = ctx;
  const schema = flatten(raw);
  if ('const' in schema) return schema.const;
  if (schema.enum) return rng.pick(schema.enum);
  const whole = ctx.dictionary.getWhole(name);
  if (whole.length > 0 && rng.chance(0.5)) return structuredClone(rng.pick(whole));
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches && branches.length > 0) {
    const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
    const branch = flatten(rng.pick(branches));
    return valid({ ...rest, ...branch, properties: { ...(rest.properties ?? {}), ...(branch.properties ?? {}) }, required: [...(rest.required ?? []), ...(branch.required ?? [])] }, ctx, name, depth);
  }
  if (depth > 6) return null;
  const types = typesOf(schema);
  const nonNull = types.filter((type) => type !== 'null');
  const type = nonNull.length === 0 || (types.includes('null') && rng.chance(0.15)) ? 'null' : rng.pick(nonNull);
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return rng.chance(0.5);
    case 'integer':
      return validNumber(schema, ctx, name, true);
    case 'number':
      return validNumber(schema, ctx, name, false);
    case 'string':
      return validString(schema, ctx, name);
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? min + 3, min + 3);
      const count = rng.int(min, max);
      if (schema.prefixItems) return schema.prefixItems.map((item) => valid(item, ctx, name, depth + 1));
      return Array.from({ length: count }, () => valid(schema.items ?? {}, ctx, name, depth + 1));
    }
    default: {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      // A map (no named properties, typed values): keys the server named in earlier answers (form field
      // names) or likely ones.
      if (!schema.properties && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        const names = [...(ctx.dictionary.get('name').filter((value) => typeof value === 'string') as string[]), 'amount', 'iban', 'accountHolder', 'bankId'];
        for (let i = rng.int(1, 3); i > 0; i -= 1) {
          const key = rng.pick(names);
          out[key] = valid(schema.additionalProperties, ctx, key, depth + 1);
        }
        return out;
      }
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || rng.chance(0.5)) out[key] = valid(property, ctx, key, depth + 1);
      }
      return out;
    }
  }
}

/** The schema's value broken in one or more places, each node with probability `ctx.hostility`. */
export function mutate(value: unknown, raw: Schema, ctx: GenerateContext, depth = 0): unknown {
  const { rng } = ctx;
  const schema = flatten(raw);
  if (rng.chance(ctx.hostility)) return breakValue(value, schema, ctx);
  if (depth > 6) return value;
  if (Array.isArray(value)) return value.map((item) => mutate(item, schema.items ?? {}, ctx, depth + 1));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = mutate(item, schema.properties?.[key] ?? {}, ctx, depth + 1);
    return out;
  }
  return value;
}

function breakValue(value: unknown, schema: Schema, ctx: GenerateContext): unknown {
  const { rng } = ctx;
  switch (rng.int(0, 9)) {
    case 0:
      return wrongValue(rng);
    case 1:
      return rng.pick(hostileStrings);
    case 2:
      return rng.pick(hostileNumbers) * (rng.chance(0.5) ? 1 : -1);
    case 3:
      if (typeof value === 'string') {
        const limit = schema.maxLength ?? 200;
        return rng.chance(0.5) ? value + 'x'.repeat(Math.max(1, limit - [...value].length + 1)) : '';
      }
      if (typeof value === 'number') return rng.pick([(schema.maximum ?? value) + 1, (schema.minimum ?? value) - 1, value + 0.001, -value]);
      return null;
    case 4:
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        const keys = Object.keys(value);
        if (keys.length > 0) {
          const copy = { ...(value as Record<string, unknown>) };
          delete copy[rng.pick(keys)];
          return copy;
        }
      }
      return undefined;
    case 5:
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        // An own property named like a prototype member, as JSON.parse would make it.
        const key = rng.pick([...prototypeKeys, 'isAdmin', 'role', 'balance', 'extra']);
        return Object.defineProperty({ ...(value as Record<string, unknown>) }, key, { value: wrongValue(rng), enumerable: true, configurable: true, writable: true });
      }
      return [value, value];
    case 6:
      return typeof value === 'number' ? String(value) : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    case 7:
      return Array.isArray(value) ? Array.from({ length: rng.pick([0, 101, 1000]) }, () => value[0] ?? null) : [value];
    case 8:
      return rng.chance(0.5) ? '\u{1F340}'.repeat(rng.int(1, 70)) : 'ş'.repeat(rng.int(1, 300));
    default:
      return null;
  }
}
