// Types of the operation handlers, derived from the generated contract types (common/contract/schema.gen.ts), so a
// handler's body, query and params are typed as the contract says and its answer must match the
// contract's success response.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../common/contract/schema.gen';
import type { AuthenticatedPlayer } from '../auth/sessions';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Locale, MessageKey, MessageVars } from '../i18n';

export type OperationId = keyof operations;
type Operation<Id extends OperationId> = operations[Id];

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON request body; `undefined` for operations without one. */
export type RequestBody<Id extends OperationId> =
  Operation<Id> extends { requestBody: infer Required }
    ? JsonContent<Required>
    : Operation<Id> extends { requestBody?: infer Optional }
      ? JsonContent<NonNullable<Optional>> | undefined
      : undefined;

type Part<Parameters, Where extends string> = Parameters extends { [K in Where]?: infer Value }
  ? [NonNullable<Value>] extends [never]
    ? Record<string, never>
    : NonNullable<Value>
  : Record<string, never>;

export type RequestQuery<Id extends OperationId> = Part<Operation<Id>['parameters'], 'query'>;
export type RequestParams<Id extends OperationId> = Part<Operation<Id>['parameters'], 'path'>;

type SuccessStatus = 200 | 201 | 202 | 203 | 204;
type Responses<Id extends OperationId> = Operation<Id>['responses'];

/** The JSON body of the operation's 2xx answer(s): what a handler returns. */
export type SuccessBody<Id extends OperationId> = {
  [Status in keyof Responses<Id>]: Status extends SuccessStatus ? JsonContent<Responses<Id>[Status]> : never;
}[keyof Responses<Id>];

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The x-fingerprint header: the device id the app computed once. */
  fingerprint: string | null;
}

export interface HandlerContext<Id extends OperationId> {
  operationId: Id;
  body: RequestBody<Id>;
  query: RequestQuery<Id>;
  params: RequestParams<Id>;
  locale: Locale;
  /** A message of the server catalogue (server/i18n) in the request's language. */
  t(key: MessageKey, vars?: MessageVars): string;
  db: Db;
  config: AppConfig;
  /** The session's player: always set for operations the contract secures with bearerAuth. */
  player: AuthenticatedPlayer | null;
  /** The player, or a 401 envelope when the request has no valid session. */
  requirePlayer(): AuthenticatedPlayer;
  client: ClientInfo;
  log: FastifyBaseLogger;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Answers one operation: returns the success envelope (sent with status 200 unless the handler sets
 * another 2xx on ctx.reply) or throws ApiError (server/lib/api-error.ts) for a failure envelope.
 */
export type Handler<Id extends OperationId> = (ctx: HandlerContext<Id>) => Promise<SuccessBody<Id>> | SuccessBody<Id>;

export type Handlers = { [Id in OperationId]: Handler<Id> };
/** What each area file exports: the handlers of its operations, e.g. `{ login, logout } satisfies HandlerMap`. */
export type HandlerMap = Partial<Handlers>;
