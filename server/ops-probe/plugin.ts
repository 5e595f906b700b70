// App plugin for whoever runs the servers: GET /healthz (the process answers), GET /readyz (the database
// and, when configured, Redis answer, and the instance is not draining) and GET /metrics (Prometheus text:
// requests, latencies and errors per operationId, wallet operations, bets, the hub, the database pool, the
// process). All three live outside /api/ and outside the contract: they are for balancers and scrapers,
// not players, and are never logged at info (a balancer polls them every few seconds).
// It also puts the operationId and the player's id on each request's log lines.
import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { isLoopbackClient } from '../lib/loopback';
import { processRegistry, promName, startProcessMetrics } from '../lib/metrics';
import { WALLET_OPERATIONS } from './wallet-operations';

declare module 'fastify' {
  interface FastifyInstance {
    opsProbe: {
      /** True from drain() on: /readyz answers 503 so balancers send new work elsewhere. */
      readonly draining: boolean;
      drain(): void;
      /** Resolves once no HTTP request is in flight (hub sockets are not requests). */
      idle(): Promise<void>;
    };
  }
}

/** How long a readiness check may wait on the database or Redis before it counts as not ready. */
const CHECK_TIMEOUT_MS = 2_000;

const privateRanges = new BlockList();
for (const [net, bits] of [['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['127.0.0.0', 8]] as const) privateRanges.addSubnet(net, bits, 'ipv4');
privateRanges.addSubnet('fc00::', 7, 'ipv6');
privateRanges.addAddress('::1', 'ipv6');

/** A scraper on this machine or on the private network, connected directly (no proxy forwarding a visitor). */
function isInternalClient(request: FastifyRequest): boolean {
  if (isLoopbackClient(request)) return true;
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  const raw = (request.socket.remoteAddress ?? '').toLowerCase();
  const address = raw.startsWith('::ffff:') ? raw.slice(7) : raw;
  const family = isIP(address);
  return family !== 0 && privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The Authorization header carries the token, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  return header !== undefined && timingSafeEqual(digest(header), digest(`Bearer ${token}`));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The label of a request's operation: its operationId, else its route pattern (bounded), else "unmatched". */
function operationOf(request: FastifyRequest): string {
  const config = request.routeOptions.config as { operationId?: string } | undefined;
  return config?.operationId ?? request.routeOptions.url ?? 'unmatched';
}

export default fp(
  async (app: FastifyInstance) => {
    const { metricsToken } = app.config.ops;
    let draining = false;
    // Requests in flight, for the graceful stop (server/main.ts): Node's server.close() stops waiting for
    // them once Fastify has closed the listener itself, so the stop waits here first.
    let inFlight = 0;
    const whenIdle: (() => void)[] = [];
    const counted = new WeakSet<FastifyRequest>();
    const finished = (request: FastifyRequest) => {
      if (!counted.delete(request)) return;
      inFlight -= 1;
      if (inFlight === 0) for (const resolve of whenIdle.splice(0)) resolve();
    };
    app.decorate('opsProbe', {
      get draining() {
        return draining;
      },
      drain() {
        draining = true;
      },
      idle() {
        return inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => whenIdle.push(resolve));
      },
    });
    app.addHook('onRequest', async (request) => {
      // A WebSocket upgrade never completes as a request; the hub closes those sockets itself.
      if (request.raw.headers.upgrade) return;
      counted.add(request);
      inFlight += 1;
    });
    app.addHook('onRequestAbort', async (request) => finished(request));

    // Readiness asks Redis on a connection of its own that never queues commands: a Redis that is down
    // answers at once with an error instead of holding the probe.
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 })
      : null;
    redis?.on('error', () => undefined);
    if (redis) {
      app.addHook('onReady', async () => {
        await redis.connect().catch(() => undefined);
      });
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }

    // Per app: its gauges read this app's hub and pool. The process's own figures are processRegistry's.
    const registry = new Registry();
    startProcessMetrics();
    const requests = new Counter({
      name: 'casino_http_requests_total',
      help: 'Requests answered, by operation (operationId, or route) and status class.',
      labelNames: ['operation', 'status'] as const,
      registers: [registry],
    });
    const errors = new Counter({
      name: 'casino_http_request_errors_total',
      help: 'Requests answered with a status of 400 or more, by operation and status code.',
      labelNames: ['operation', 'code'] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'casino_http_request_duration_seconds',
      help: 'Time from the request to its answer, by operation.',
      labelNames: ['operation'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const wallet = new Counter({
      name: 'casino_wallet_operations_total',
      help: 'Operations that move money, by kind and outcome (ok, refused: a 4xx such as insufficient funds, failed: a 5xx).',
      labelNames: ['kind', 'outcome'] as const,
      registers: [registry],
    });
    new Gauge({
      name: 'casino_hub_connections',
      help: 'Hub connections this instance holds (handshake done).',
      registers: [registry],
      collect() {
        this.set(app.hub.connectionCount);
      },
    });
    new Counter({
      name: 'casino_hub_messages_pushed_total',
      help: 'NotifyMessage records this instance wrote to its hub connections.',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(app.hub.messagesPushed);
      },
    });
    const client = (app.db as unknown as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) {
      const pool = client;
      new Gauge({
        name: 'casino_db_pool_connections',
        help: 'PostgreSQL pool connections by state: total, idle, and callers waiting for one.',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }
    // The operator API's counters (server/lib/metrics.ts), one Prometheus counter per name, made as names appear.
    const legacy = new Map<string, { metric: Counter; labels: string[] }>();
    function syncLegacyCounters() {
      const byName = new Map<string, Set<string>>();
      for (const counter of app.metrics.snapshot()) {
        const keys = byName.get(counter.name) ?? new Set<string>();
        for (const key of Object.keys(counter.labels)) keys.add(key);
        byName.set(counter.name, keys);
      }
      for (const [name, keys] of byName) {
        const labels = [...keys].sort();
        const known = legacy.get(name);
        if (known && known.labels.join() === labels.join()) continue;
        if (known) registry.removeSingleMetric(promName(name));
        const metric = new Counter({
          name: promName(name),
          help: `In-process counter ${name} (also at GET /api/ops/metrics).`,
          labelNames: labels,
          registers: [registry],
          collect() {
            this.reset();
            for (const counter of app.metrics.snapshot()) {
              if (counter.name !== name) continue;
              this.inc(Object.fromEntries(labels.map((key) => [key, counter.labels[key] ?? ''])), counter.value);
            }
          },
        });
        legacy.set(name, { metric, labels });
      }
    }

    app.addHook('onRequest', async (request, reply) => {
      const operationId = (request.routeOptions.config as { operationId?: string } | undefined)?.operationId;
      if (operationId) request.log = reply.log = request.log.child({ operationId });
    });
    // After the route's auth hook: the player is known here (operations that do not look have none).
    app.addHook('preHandler', async (request, reply) => {
      if (request.player) request.log = reply.log = request.log.child({ playerId: request.player.id });
    });
    app.addHook('onResponse', async (request, reply) => {
      finished(request);
      if ((request.routeOptions.config as { probe?: boolean } | undefined)?.probe) return;
      const operation = operationOf(request);
      const status = reply.statusCode;
      requests.inc({ operation, status: `${Math.floor(status / 100)}xx` });
      if (status >= 400) errors.inc({ operation, code: String(status) });
      latency.observe({ operation }, reply.elapsedTime / 1000);
      const kind = WALLET_OPERATIONS.has(operation) ? operation : null;
      if (kind) wallet.inc({ kind, outcome: status < 400 ? 'ok' : status < 500 ? 'refused' : 'failed' });
    });

    const probe = { logLevel: 'warn' as const, config: { probe: true } };
    app.get('/healthz', probe, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

    app.get('/readyz', probe, async (_request, reply) => {
      const checks: Record<string, string> = {};
      const run = async (name: string, check: () => Promise<unknown>) => {
        try {
          await withTimeout(check(), CHECK_TIMEOUT_MS);
          checks[name] = 'ok';
        } catch (error) {
          checks[name] = error instanceof Error ? error.message : 'failed';
        }
      };
      await Promise.all([
        run('database', () => app.db.execute(sql`select 1`)),
        redis ? run('redis', () => redis.ping()) : Promise.resolve(),
      ]);
      if (draining) checks.draining = 'shutting down';
      const ready = !draining && Object.values(checks).every((value) => value === 'ok');
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ready ? 'ready' : 'not ready', checks });
    });

    app.get('/metrics', probe, async (request, reply) => {
      const allowed = metricsToken
        ? bearerMatches(request.headers.authorization, metricsToken)
        : isInternalClient(request);
      if (!allowed) return reply.code(404).send({ success: false, message: 'Not Found' });
      syncLegacyCounters();
      const text = (await processRegistry.metrics()) + (await registry.metrics());
      return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
    });
  },
  { name: 'ops-probe', fastify: '5.x', dependencies: ['context', 'metrics', 'auth', 'hub-wiring'] },
);
