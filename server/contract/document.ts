// Reads the OpenAPI contract (openapi/openapi.yaml) and turns every operation into what the router needs:
// method, Fastify URL, security, and self-contained JSON Schemas (all $refs resolved) for each request part
// and each response. The same description serves validation, the 501 fallback and the response checks.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export type JsonSchema = Record<string, unknown>;
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
const httpMethods: HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * `required`: a valid player session is needed; `optional`: resolved when a token is sent; `none`: never
 * looked at; `operator`: a valid operator session (the operatorAuth scheme), which no player token satisfies.
 */
export type SecurityMode = 'required' | 'optional' | 'none' | 'operator';

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** The contract's path, e.g. `/pages/{id}`. */
  path: string;
  /** The Fastify route path relative to the API prefix, e.g. `/pages/:id`. */
  routePath: string;
  security: SecurityMode;
  /** The operator permission the operation needs (`x-permission`); every operator operation has one. */
  permission?: string;
  request: {
    body?: JsonSchema;
    /**
     * Bodies of other media types, when the operation takes some besides JSON (browsers' CSP reports:
     * application/csp-report, application/reports+json); each is validated by its own schema.
     */
    otherBodies?: Record<string, JsonSchema>;
    bodyRequired: boolean;
    querystring?: JsonSchema;
    params?: JsonSchema;
    headers?: JsonSchema;
  };
  /** JSON response schemas by status code ("200", "400", "default", ...). */
  responses: Record<string, JsonSchema | undefined>;
}

export interface Contract {
  /** The document as written (with $refs), for /api/docs. */
  document: Record<string, unknown>;
  operations: ContractOperation[];
}

export class ContractError extends Error {
  constructor(message: string) {
    super(`openapi contract: ${message}`);
    this.name = 'ContractError';
  }
}

/** Annotation keywords that may sit beside a $ref without changing what it validates. */
const annotations = new Set([
  'description',
  'title',
  'summary',
  'examples',
  'example',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$comment',
]);

function lookup(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new ContractError(`only local $refs are supported, found "${ref}"`);
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    const step = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(step in node)) {
      throw new ContractError(`$ref "${ref}" points at nothing`);
    }
    node = (node as Record<string, unknown>)[step];
  }
  return node;
}

/**
 * Replaces every $ref by a copy of its target and drops `x-` extensions, which validators reject in
 * strict mode. A cycle would make the schema infinite, so it is reported instead of followed.
 */
export function dereference<T>(document: unknown, node: T, trail: string[] = []): T {
  if (Array.isArray(node)) return node.map((item) => dereference(document, item, trail)) as T;
  if (node === null || typeof node !== 'object') return node;
  const record = node as Record<string, unknown>;
  if (typeof record.$ref === 'string') {
    const ref = record.$ref;
    if (trail.includes(ref)) throw new ContractError(`recursive $ref ${[...trail, ref].join(' → ')}`);
    const target = dereference(document, lookup(document, ref), [...trail, ref]) as Record<string, unknown>;
    const siblings = Object.fromEntries(Object.entries(record).filter(([key]) => key !== '$ref'));
    if (Object.keys(siblings).length === 0) return target as T;
    const resolvedSiblings = dereference(document, siblings, trail);
    if (Object.keys(siblings).every((key) => annotations.has(key))) {
      return { ...target, ...resolvedSiblings } as T;
    }
    return { allOf: [target], ...resolvedSiblings } as T;
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (key.startsWith('x-')) continue;
    out[key] = dereference(document, value, trail);
  }
  return out as T;
}

interface Parameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
  description?: string;
}

function parametersSchema(parameters: Parameter[], where: Parameter['in']): JsonSchema | undefined {
  const selected = parameters.filter((parameter) => parameter.in === where);
  if (selected.length === 0) return undefined;
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const parameter of selected) {
    // Header names are case-insensitive and Node lowercases them.
    const name = where === 'header' ? parameter.name.toLowerCase() : parameter.name;
    properties[name] = parameter.schema ?? {};
    if (parameter.required || where === 'path') required.push(name);
  }
  return {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    // Requests carry headers the contract does not describe, and a stray query key (a cache buster)
    // harms nothing, so neither is refused; bodies are as strict as their schemas say.
  };
}

function securityMode(requirements: unknown): SecurityMode {
  if (!Array.isArray(requirements) || requirements.length === 0) return 'none';
  if (requirements.every((requirement) => requirement && typeof requirement === 'object' && 'operatorAuth' in requirement)) {
    return 'operator';
  }
  const anonymousAllowed = requirements.some(
    (requirement) => requirement && typeof requirement === 'object' && Object.keys(requirement).length === 0,
  );
  return anonymousAllowed ? 'optional' : 'required';
}

export function parseContract(source: string): Contract {
  const document = parse(source) as Record<string, unknown>;
  if (!document || typeof document !== 'object' || typeof document.openapi !== 'string') {
    throw new ContractError('not an OpenAPI document');
  }
  const paths = (document.paths ?? {}) as Record<string, Record<string, unknown>>;
  const operations: ContractOperation[] = [];
  const seen = new Set<string>();

  for (const [path, rawItem] of Object.entries(paths)) {
    const item = dereference(document, rawItem);
    const shared = (item.parameters ?? []) as Parameter[];
    for (const method of httpMethods) {
      const operation = item[method] as Record<string, unknown> | undefined;
      if (!operation) continue;
      const operationId = operation.operationId;
      if (typeof operationId !== 'string') throw new ContractError(`${method.toUpperCase()} ${path} has no operationId`);
      if (seen.has(operationId)) throw new ContractError(`operationId ${operationId} is used twice`);
      seen.add(operationId);

      // Operation parameters override path-level ones with the same name and location.
      const own = (operation.parameters ?? []) as Parameter[];
      const parameters = [
        ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)),
        ...own,
      ];

      const requestBody = operation.requestBody as
        | { required?: boolean; content?: Record<string, { schema?: JsonSchema }> }
        | undefined;
      const bodySchema = requestBody?.content?.['application/json']?.schema;
      const otherBodies = Object.fromEntries(
        Object.entries(requestBody?.content ?? {})
          .filter(([type, media]) => type !== 'application/json' && media.schema !== undefined)
          .map(([type, media]) => [type, media.schema!]),
      );

      const responses: Record<string, JsonSchema | undefined> = {};
      for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, unknown>)) {
        const content = (response as { content?: Record<string, { schema?: JsonSchema }> }).content;
        responses[status] = content?.['application/json']?.schema;
      }

      operations.push({
        operationId,
        method,
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ':$1'),
        security: securityMode(operation.security ?? document.security),
        // Read from the document as written: dereference() drops x- extensions.
        ...(typeof (rawItem[method] as Record<string, unknown> | undefined)?.['x-permission'] === 'string'
          ? { permission: (rawItem[method] as Record<string, string>)['x-permission'] }
          : {}),
        request: {
          body: bodySchema,
          ...(Object.keys(otherBodies).length > 0 ? { otherBodies } : {}),
          bodyRequired: requestBody?.required === true,
          querystring: parametersSchema(parameters, 'query'),
          params: parametersSchema(parameters, 'path'),
          headers: parametersSchema(parameters, 'header'),
        },
        responses,
      });
    }
  }
  return { document, operations };
}

export function loadContract(path: string): Contract {
  return parseContract(readFileSync(path, 'utf8'));
}
