// pino settings for the server's structured JSON logs: request ids on every line, secrets redacted, and
// Fastify's own per-interface "Server listening" lines dropped because main.ts logs one line of its own.
import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config';

export const LISTENING_PLACEHOLDER = '\u0000listening';

export function loggerOptions(level: LogLevel): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      censor: '[redacted]',
    },
    hooks: {
      logMethod(args, method) {
        if (args[0] === LISTENING_PLACEHOLDER) return;
        method.apply(this, args);
      },
    },
  };
}
