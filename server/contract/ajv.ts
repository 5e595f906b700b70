// The JSON Schema validators for the contract. OpenAPI 3.1 schemas are JSON Schema 2020-12 (type lists
// with "null", const, prefixItems ...), so Ajv's 2020 dialect validates them as written instead of
// Fastify's default draft-07 compiler.
import { Ajv2020, type Options } from 'ajv/dist/2020';
import addFormatsModule from 'ajv-formats';
import type { SchemaValidateFunction } from 'ajv/dist/types';
import { isMultipleOf } from '../../common/rules/decimal';

// ajv-formats is CommonJS; under ESM its callable export sits on .default.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

export interface ValidatorOptions {
  /** Coerce strings to the schema's types: right for query strings, path params and headers only. */
  coerce: boolean;
  /** Fill in schema defaults (requests: yes; response checks: no, a missing required field must fail). */
  defaults?: boolean;
}

export function createAjv({ coerce, defaults = true }: ValidatorOptions): Ajv2020 {
  const options: Options = {
    allErrors: false,
    coerceTypes: coerce ? 'array' : false,
    removeAdditional: false,
    useDefaults: defaults,
    // parentSchema lets messages say "exactly 11 characters" when minLength equals maxLength.
    verbose: true,
    discriminator: true,
    allowUnionTypes: true,
    // The contract is linted by its own tool (npm run lint:api); Ajv's strict mode would also refuse
    // legitimate OpenAPI, such as a default inside a oneOf branch.
    strict: false,
  };
  const ajv = new Ajv2020(options);
  addFormats(ajv);
  // OpenAPI's own keywords and formats: annotations for us, unknown to a plain JSON Schema validator.
  ajv.addVocabulary(['example', 'xml', 'externalDocs']);
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= -(2 ** 31) && n < 2 ** 31 });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('float', { type: 'number', validate: () => true });
  ajv.addFormat('double', { type: 'number', validate: () => true });
  ajv.addFormat('password', true);
  ajv.addFormat('byte', /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/);
  ajv.addFormat('binary', true);
  // multipleOf by exact decimals (common/rules/decimal.ts): Ajv divides floats and refuses 7.77 for 0.01.
  ajv.removeKeyword('multipleOf');
  ajv.addKeyword({ keyword: 'multipleOf', type: 'number', schemaType: 'number', errors: true, validate: multipleOf });
  return ajv;
}

function multipleOf(step: number, value: number): boolean {
  if (isMultipleOf(value, step)) return true;
  (multipleOf as SchemaValidateFunction).errors = [{ keyword: 'multipleOf', params: { multipleOf: step }, message: `must be multiple of ${step}` }];
  return false;
}
