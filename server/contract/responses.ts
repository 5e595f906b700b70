// Checks a response against the contract: the JSON schema of the operation's status (or its "default").
// Tests use it on every answer they look at, so a handler cannot drift from what the app was generated from.
import type { ValidateFunction } from 'ajv';
import { createAjv } from './ajv';
import type { Contract } from './document';

export interface ResponseCheck {
  ok: boolean;
  problems: string[];
}

export function createResponseChecker(contract: Contract) {
  const ajv = createAjv({ coerce: false, defaults: false });
  const compiled = new Map<string, ValidateFunction>();
  const byId = new Map(contract.operations.map((operation) => [operation.operationId, operation]));

  return function checkResponse(operationId: string, status: number, body: unknown): ResponseCheck {
    const operation = byId.get(operationId);
    if (!operation) return { ok: false, problems: [`the contract has no operation ${operationId}`] };
    const key = String(status) in operation.responses ? String(status) : 'default';
    const schema = operation.responses[key];
    if (!(key in operation.responses)) {
      return {
        ok: false,
        problems: [`${operationId} does not declare status ${status} (declared: ${Object.keys(operation.responses).join(', ')})`],
      };
    }
    if (!schema) return { ok: true, problems: [] };
    const cacheKey = `${operationId} ${key}`;
    let validate = compiled.get(cacheKey);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(cacheKey, validate);
    }
    const valid = validate(body);
    return {
      ok: valid,
      problems: valid
        ? []
        : (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message ?? error.keyword}`),
    };
  };
}
