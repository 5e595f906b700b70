// Builds the Fastify application: external plugins (static app, API docs), then app plugins (context,
// locale, auth, errors), then the contract's routes under /api. main.ts listens with it; tests inject into it.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import { loadContract, type Contract } from './contract/document';
import { contractRoutes } from './contract/router';
import type { HandlerMap } from './contract/types';
import type { DatabaseHandle } from './db/client';
import { installReadCache, memoryGenerations, readCacheOf, ReadCache, redisGenerations } from './db/read-cache';
import { handlers as defaultHandlers } from './handlers';
import { loggerOptions } from './lib/logger';
import auth from './plugins/auth';
import context from './plugins/context';
import docs from './plugins/docs';
import errors, { sendError } from './plugins/errors';
import hub from './plugins/hub';
import auditChain from './plugins/audit-chain';
import gateways from './gateways/plugin';
import rawBody from './plugins/raw-body';
import accounts from './accounts/plugin';
import locale from './plugins/locale';
import metrics from './plugins/metrics';
import opsProbe from './ops-probe/plugin';
import { leasesPlugin } from './lib/leases';
import securityHeaders from './plugins/security-headers';
import { capConnectionsPerAddress, timeoutOptions } from './plugins/connections';
import { clientErrorHandler } from './plugins/client-errors';
import staticApp from './plugins/static';
import media from './content/media';
import providerRoutes from './providers/routes';
import studio from './studio/plugin';
import { outboxPrunePlugin } from './messaging/prune';
import { kycCleanupPlugin } from './kyc/cleanup';
import { cardDepositExpiryPlugin } from './payments/expiry';
import { bonusExpiryPlugin } from './wallet/expiry';
import { sportsPlugin } from './sports/plugin';
import kycUploadParser from './kyc/upload-parser';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Defaults to the contract at config.contractPath. */
  contract?: Contract;
  /** Defaults to every handler of server/handlers. */
  handlers?: HandlerMap;
  /** Replaces the pino logger settings (tests pass false or a silent level). */
  logger?: FastifyServerOptions['logger'];
  /** false: every session and balance read goes to the database (the bench's baseline). */
  readCache?: boolean;
}

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const contract = options.contract ?? loadContract(config.contractPath);

  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    // A proxy's (or the client's) request id is kept when it is safe to log; otherwise a fresh one.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : randomUUID();
    },
    // Fastify's types omit the hop-count form its runtime accepts.
    trustProxy: config.trustProxy as boolean | string | string[],
    bodyLimit: 1024 * 1024,
    // Headers, whole-request (body included), keep-alive and idle timeouts (server/plugins/connections.ts).
    ...timeoutOptions(config.http),
    // An undecodable URL or an absurd path parameter is the client's mistake: 400 envelope, not a crash.
    frameworkErrors: (error, request, reply) => {
      sendError(error, request, reply);
    },
    // Headers too large (431), a timed-out request (408), unparseable bytes (400): the envelope too.
    clientErrorHandler,
  });

  // Before any hook: a connection over its address's cap must not reach the app at all.
  capConnectionsPerAddress(app, app.server, config.http.maxConnectionsPerAddress);

  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
    void reply.header('x-content-type-options', 'nosniff');
  });

  // Session and balance reads from the process, invalidated through Redis generations with REDIS_URL
  // (server/db/read-cache.ts). A handle shared by two apps in one process keeps its first cache.
  if (options.readCache !== false && !readCacheOf(database.db)) {
    const generations = config.redisUrl ? redisGenerations(config.redisUrl) : memoryGenerations();
    installReadCache(database.db, new ReadCache(generations));
    app.addHook('onClose', async () => {
      await generations.close();
    });
  }

  // App plugins come first here (unlike fastify/demo's order): routes take the error handler that is in
  // place when they are added, so it must exist before the static and docs plugins add theirs.
  await app.register(context, { config, database, contract });
  // In-process counters (refused webhooks ...), shown to operators at GET /api/ops/metrics.
  await app.register(metrics);
  // Security headers on every answer and the Content-Security-Policy of every HTML page (app.csp).
  await app.register(securityHeaders);
  await app.register(locale);
  await app.register(errors);
  await app.register(auth);
  // Links audit rows into the hash chain after operator calls (server/audit/chain.ts).
  await app.register(auditChain);
  // Before anything else could register @fastify/websocket, so shutdown sends clients a reconnect Close.
  await app.register(hub);
  // /healthz, /readyz and /metrics for balancers and scrapers; operationId and player id on request logs.
  await app.register(opsProbe);
  // Database leases: each periodic job below runs on one instance at a time (server/lib/leases.ts).
  await app.register(leasesPlugin, { ttlMs: config.ops.leaseTtlMs });
  // Ends bonuses whose time ran out (every instance sweeps; each grant still ends exactly once).
  await app.register(bonusExpiryPlugin);
  // Cancels card deposits whose payment page was not paid in time (each exactly once, across instances).
  await app.register(cardDepositExpiryPlugin);
  // SMS/e-mail drivers, rate limits and the dev-only outbox page.
  await app.register(accounts);
  // Deletes outbox messages older than OUTBOX_RETENTION_DAYS.
  await app.register(outboxPrunePlugin);
  // Deletes rejected and expired identity documents' files after their retention (server/kyc/cleanup.ts).
  await app.register(kycCleanupPlugin);
  // The sportsbook's built-in feed: schedules, plays and settles simulated matches (server/sports).
  await app.register(sportsPlugin);

  // external plugins
  await app.register(media);
  await app.register(staticApp, { root: config.staticDir });
  await app.register(docs, { document: contract.document });

  // Keeps JSON bodies' exact text for signature checks, then the payment gateways (the demo gateway's page).
  await app.register(rawBody);
  await app.register(gateways);

  // Identity documents' raw bytes (uploadKycDocument), up to 10 MB.
  await app.register(kycUploadParser);

  // routes
  await app.register(contractRoutes, { prefix: '/api', contract, handlers: options.handlers ?? defaultHandlers });
  // Game providers' server-to-server calls (Hub88's wallet), in their own protocols (server/providers/routes.ts).
  await app.register(providerRoutes, { prefix: '/providers' });
  // Our own studio: the game pages (/studio/<gameCode>) and the crash game's round runner (server/studio).
  await app.register(studio);

  return app;
}
