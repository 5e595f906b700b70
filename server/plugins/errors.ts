// The one place failures become responses: every error answers the envelope { success: false, message }
// with a message in the request's language. Client mistakes (validation, bad JSON, unknown routes, wrong
// media types, oversized bodies) get 4xx; only server faults get 500, with the request id, logged with stack.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { resolveLocale, translate, type Locale, type MessageKey } from '../i18n';
import { pickValidationError, validationMessage, type RequestPart } from '../i18n/validation';
import { ApiError } from '../lib/api-error';
import { failure } from '../lib/envelope';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serves the app's index.html for a browser navigation to a client route; false when it does not apply. */
    serveSpa?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
}

interface Answer {
  status: number;
  message: string;
}

const frameworkErrors: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'errors.invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'errors.emptyJson' },
  // 415, declared by every operation that takes a body (components/responses/UnsupportedMediaType).
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'errors.unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: 'errors.badRequest' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'errors.payloadTooLarge' },
  FST_ERR_BAD_URL: { status: 400, key: 'errors.badUrl' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 400, key: 'errors.badUrl' },
  FST_ERR_NOT_FOUND: { status: 404, key: 'errors.notFound' },
};

const statusMessages: Record<number, MessageKey> = {
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  413: 'errors.payloadTooLarge',
  415: 'errors.unsupportedMediaType',
  429: 'errors.tooManyRequests',
  501: 'errors.notImplemented',
  503: 'errors.unavailable',
};

/**
 * PostgreSQL's class 22 "data exception" (a number out of range, text that is not a number, a string too
 * long for its column) comes from a value the client sent that the contract should have refused. It is
 * the client's mistake, so it answers 400; the log line says which, so the contract can be tightened.
 */
function databaseDataException(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth += 1) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

function localeOf(request: FastifyRequest): Locale {
  // Framework errors can fire before the locale hook ran.
  return resolveLocale(request.headers['x-locale']);
}

export function describeError(error: FastifyError | ApiError | Error, request: FastifyRequest): Answer {
  const locale = localeOf(request);
  if (error instanceof ApiError) {
    return { status: error.statusCode, message: translate(locale, error.messageKey, error.localizedVars?.(locale) ?? error.vars) };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation && fastifyError.validation.length > 0) {
    const part = fastifyError.validationContext as RequestPart | undefined;
    return { status: 400, message: validationMessage(pickValidationError(fastifyError.validation as never), part, locale) };
  }
  const known = fastifyError.code ? frameworkErrors[fastifyError.code] : undefined;
  if (known) return { status: known.status, message: translate(locale, known.key) };

  if (databaseDataException(error)) return { status: 400, message: translate(locale, 'errors.badRequest') };

  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, message: translate(locale, statusMessages[status] ?? 'errors.badRequest') };
  }
  if (status === 501 || status === 503) {
    return { status, message: translate(locale, statusMessages[status]) };
  }
  return { status: 500, message: translate(locale, 'errors.internal', { requestId: request.id }) };
}

export function sendError(error: Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, message } = describeError(error, request);
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else if (databaseDataException(error)) {
    request.log.warn({ err: error }, 'the database refused a value the contract let through');
  } else {
    request.log.info({ status, code: (error as FastifyError).code, reason: message }, 'request refused');
  }
  return reply.status(status).type('application/json; charset=utf-8').send(failure(message));
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => sendError(error, request, reply));

    app.setNotFoundHandler((request, reply) => {
      if (app.serveSpa?.(request, reply)) return reply;
      return reply
        .status(404)
        .type('application/json; charset=utf-8')
        .send(failure(translate(localeOf(request), 'errors.notFound')));
    });
  },
  { name: 'errors', fastify: '5.x' },
);
