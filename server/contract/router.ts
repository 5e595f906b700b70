// Contract-first routing: one Fastify route per operation of openapi/openapi.yaml at /api<path>, whose
// request schemas come from the contract, so every request is validated before its handler runs.
// Handlers are looked up by operationId; an operation without one answers 501 with the envelope.
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { fieldLabel, translate } from '../i18n';
import { ApiError } from '../lib/api-error';
import { hasPermission, type Permission } from '../operators/permissions';
import { claimReplay, pruneReplays, settleReplay } from '../operators/replays';
import { createAjv } from './ajv';
import type { Contract, ContractOperation, JsonSchema } from './document';
import type { HandlerContext, HandlerMap, OperationId } from './types';

export interface ContractRoutesOptions {
  contract: Contract;
  handlers: HandlerMap;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
  }
}

/** The name of the first property (or array's property) whose string value or key contains U+0000. */
function findNul(value: unknown, name = 'body', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? name : undefined;
  // A file's raw bytes (uploadKycDocument) are not text: walking them would visit every byte.
  if (value === null || typeof value !== 'object' || value instanceof Uint8Array || depth > 64) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return name;
    const found = findNul(item, Array.isArray(value) ? name : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** An optional body may be absent (Fastify validates an absent body as null). */
function optionalBody(schema: JsonSchema): JsonSchema {
  return { if: { type: 'null' }, then: true, else: schema };
}

function routeSchema(operation: ContractOperation) {
  const { body, otherBodies, bodyRequired, querystring, params, headers } = operation.request;
  const wrap = (schema: JsonSchema) => (bodyRequired ? schema : optionalBody(schema));
  // Several media types: Fastify validates each request's body by the schema of its own type.
  const bodies = otherBodies && {
    content: Object.fromEntries(
      Object.entries({ ...(body ? { 'application/json': body } : {}), ...otherBodies }).map(([type, schema]) => [type, { schema: wrap(schema) }]),
    ),
  };
  return {
    ...(bodies ? { body: bodies } : body ? { body: wrap(body) } : {}),
    ...(querystring ? { querystring } : {}),
    ...(params ? { params } : {}),
    ...(headers ? { headers } : {}),
  };
}

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first : null;
}

function context(
  operationId: OperationId,
  request: FastifyRequest,
  reply: FastifyReply,
): HandlerContext<OperationId> {
  const app = request.server;
  return {
    operationId,
    body: request.body as never,
    query: (request.query ?? {}) as never,
    params: (request.params ?? {}) as never,
    locale: request.locale,
    t: (key, vars) => translate(request.locale, key, vars),
    db: app.db,
    config: app.config,
    player: request.player,
    requirePlayer() {
      if (!request.player) throw new ApiError(401, 'errors.unauthorized');
      return request.player;
    },
    client: {
      ip: request.ip,
      userAgent: header(request, 'user-agent'),
      fingerprint: header(request, 'x-fingerprint'),
    },
    log: request.log,
    request,
    reply,
  };
}

/** The central permission check of operator operations, after the operator's session was found. */
function requirePermission(permission: Permission) {
  return async (request: FastifyRequest) => {
    const operator = request.operator;
    if (!operator) throw new ApiError(401, 'errors.unauthorized');
    if (!hasPermission(operator.role, permission)) throw new ApiError(403, 'ops.forbidden');
  };
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * An operator write sent with an Idempotency-Key answers a repeat with its first answer
 * (server/operators/replays.ts). Runs after validation and the permission check, so a refused or malformed
 * request claims nothing.
 */
function operatorReplayHooks(app: FastifyInstance) {
  const claims = new WeakMap<FastifyRequest, { operatorId: string; key: string }>();
  let claimsSincePrune = 0;
  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = header(request, 'idempotency-key');
    const operator = request.operator;
    if (!key || !operator) return;
    const outcome = await claimReplay(app.db, { operatorId: operator.id, key, method: request.method, url: request.url, body: request.body });
    if (outcome.kind === 'answered') {
      void reply.code(outcome.status).header('content-type', 'application/json; charset=utf-8').header('idempotent-replayed', 'true');
      return reply.send(outcome.body);
    }
    claims.set(request, { operatorId: operator.id, key });
    // Old answers go now and then, by whichever instance takes the thousandth claim.
    if (++claimsSincePrune >= 1000) {
      claimsSincePrune = 0;
      void pruneReplays(app.db).catch((err: unknown) => request.log.warn({ err }, 'pruning operator replays failed'));
    }
  };
  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = claims.get(request);
    if (claim) {
      claims.delete(request);
      await settleReplay(app.db, claim.operatorId, claim.key, reply.statusCode, typeof payload === 'string' ? payload : JSON.stringify(payload ?? null));
    }
    return payload;
  };
  return { preHandler, onSend };
}

export const contractRoutes: FastifyPluginAsync<ContractRoutesOptions> = async (app, { contract, handlers }) => {
  const replay = operatorReplayHooks(app);
  // Bodies are JSON and must already have the right types; query strings, path params and headers are
  // text on the wire, so only they are coerced to the schema's types.
  const bodyAjv = createAjv({ coerce: false });
  const textAjv = createAjv({ coerce: true });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : textAjv).compile(schema as JsonSchema),
  );

  // The API speaks JSON only; without this, text/plain bodies would arrive as strings.
  app.removeContentTypeParser('text/plain');

  // Balances and sessions must never be served from a cache.
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  // PostgreSQL text cannot hold U+0000; refusing it here keeps a client's NUL from becoming a 500 later.
  app.addHook('preHandler', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNul(part);
      if (field !== undefined) throw new ApiError(400, 'validation.invalidCharacters', { field: fieldLabel(field, request.locale) });
    }
  });

  for (const operation of contract.operations) {
    // An operator operation without a permission would be open to every role: refuse to start instead.
    if (operation.security === 'operator' && !operation.permission) {
      throw new Error(`operator operation ${operation.operationId} names no x-permission`);
    }
  }

  for (const operation of contract.operations) {
    const operationId = operation.operationId as OperationId;
    const handler = handlers[operationId] as ((ctx: HandlerContext<OperationId>) => unknown) | undefined;
    app.route({
      method: operation.method.toUpperCase() as HTTPMethods,
      url: operation.routePath,
      schema: routeSchema(operation),
      config: { operationId },
      onRequest:
        operation.security === 'none'
          ? undefined
          : operation.security === 'operator'
            ? [app.authenticate('operator'), requirePermission(operation.permission as Permission)]
            : app.authenticate(operation.security),
      ...(operation.security === 'operator' && WRITE_METHODS.has(operation.method.toUpperCase()) ? replay : {}),
      handler: async (request, reply) => {
        if (!handler) throw new ApiError(501, 'errors.notImplemented');
        const result = await handler(context(operationId, request, reply));
        // A handler that answered a file itself (opsDownloadKycDocument) has sent its reply already.
        if (result === undefined && reply.sent) return reply;
        if (result === undefined) throw new Error(`handler of ${operationId} returned nothing`);
        return result;
      },
    });
  }
};
