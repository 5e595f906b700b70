// The HTTP server's defences against clients that hold sockets open: the timeouts (headers, the whole
// request with its body, keep-alive, idle) as Fastify and Node options, and a cap on concurrent connections
// per remote address counted at the socket level, before any request is parsed.
//
// The cap counts what the socket says (`socket.remoteAddress`), not X-Forwarded-For: a header cannot be
// trusted before the request is even read. Behind a proxy every connection comes from the proxy, so the
// cap is off there by default (config.ts) and the proxy must enforce its own. It is per instance: a
// socket lives on one process, so there is nothing to share across instances.
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { HttpLimits } from '../config';

/**
 * The Fastify server options carrying the timeouts. Node enforces the headers and request timeouts by
 * sweeping its connections every `connectionsCheckingInterval` (30 s by default, which would let a slow
 * body live up to 30 s past its deadline), so the sweep runs at a quarter of the shorter timeout, within
 * 50 ms to 5 s.
 */
export function timeoutOptions(limits: HttpLimits): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  const shortest = Math.min(...[limits.headersTimeoutMs, limits.requestTimeoutMs].filter((ms) => ms > 0));
  const sweep = Number.isFinite(shortest) ? Math.min(5_000, Math.max(50, Math.floor(shortest / 4))) : 5_000;
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      // Node refuses a headersTimeout above requestTimeout; config.ts checks the pair, 0 means Node's default.
      ...(limits.headersTimeoutMs > 0 ? { headersTimeout: limits.headersTimeoutMs } : {}),
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: sweep,
    },
  };
}

const REFUSAL_BODY = JSON.stringify({
  success: false,
  // No request has been read yet, so its language is unknown: both of ours.
  message: 'Bu adresten çok fazla bağlantı açık. / Too many open connections from this address.',
});
const REFUSAL =
  'HTTP/1.1 429 Too Many Requests\r\n' +
  'connection: close\r\n' +
  'content-type: application/json; charset=utf-8\r\n' +
  `content-length: ${Buffer.byteLength(REFUSAL_BODY)}\r\n` +
  '\r\n' +
  REFUSAL_BODY;

/** One warning per address per minute at most, however hard it knocks. */
const LOG_EVERY_MS = 60_000;

/**
 * Caps concurrent connections per remote address at `max` (0: no cap). The connection over the cap is
 * answered 429 and closed; a request it manages to send meanwhile is dropped unanswered (onRequest),
 * so nothing it asks for runs.
 */
export function capConnectionsPerAddress(app: FastifyInstance, server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  const refused = new WeakSet<Socket>();
  const lastLogged = new Map<string, number>();

  // Before Node's own listener, so a refused socket is marked before its parser reads anything.
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      refused.add(socket);
      socket.on('error', () => {});
      socket.end(REFUSAL);
      const now = Date.now();
      if (lastLogged.size > 10_000) lastLogged.clear();
      if ((lastLogged.get(address) ?? 0) + LOG_EVERY_MS <= now) {
        lastLogged.set(address, now);
        app.log.warn({ address, open: count, max }, 'connection refused: too many open connections from this address');
      }
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!refused.has(request.raw.socket)) return;
    reply.hijack();
    request.raw.socket.destroy();
  });
}
