// Starts the server: settings from the environment, the database (PGlite in DATA_DIR, or DATABASE_URL),
// migrations and the seed (once across instances, under a PostgreSQL advisory lock), the app; then one
// log line saying where it listens and on which database.
// SIGTERM/SIGINT stop it gracefully (docs/deploy.md): /readyz turns 503, the listening socket closes so
// the balancer sends new connections elsewhere, hub clients get a Close that invites them to reconnect
// (to another instance), requests in flight finish with their transactions, periodic jobs hand their
// leases over, and the database closes (PGlite must be closed to flush its files).
import type { FastifyInstance } from 'fastify';
import net from 'node:net';
import pg from 'pg';
import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { LISTENING_PLACEHOLDER } from './lib/logger';
import { checkProductionOperators } from './operators/production';
import { seed } from './seed';
import { watchStalls } from './lib/stall-watch';

let database: DatabaseHandle | undefined;
let app: FastifyInstance | undefined;
let stopping = false;

/** The advisory lock key instances agree on for migrating: any fixed 64-bit number, ours spells "casino". */
const MIGRATION_LOCK_KEY = 0x636173696e6fn;

/** Bytes of a request on a connection accepted just before the listener closed arrive within this. */
const ACCEPTED_GRACE_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function shutDown(code: number, config?: AppConfig) {
  const deadline = setTimeout(() => {
    console.error('Casino server did not stop in time; exiting anyway.');
    process.exit(1);
  }, config?.ops.shutdownTimeoutMs ?? 25_000);
  deadline.unref();
  try {
    if (app && config) {
      app.opsProbe.drain();
      // Balancers that poll /readyz need a moment to notice before the socket closes.
      if (config.ops.shutdownDelayMs > 0) await sleep(config.ops.shutdownDelayMs);
      // Stop accepting: a balancer's new connections are refused and go to another instance. Only the
      // listener closes here (net.Server's close, not http.Server's, which would also drop idle
      // connections at once, among them one a balancer has just sent a request on that is not read yet).
      if (app.server.listening) net.Server.prototype.close.call(app.server);
      await sleep(ACCEPTED_GRACE_MS);
      app.server.closeIdleConnections();
      // In-flight requests finish with their transactions; then app.close() closes the hub's sockets with
      // a reconnect hint, hands the leases over and stops the periodic jobs.
      await app.opsProbe.idle();
    }
    await app?.close();
    await database?.close();
  } catch (error) {
    console.error('Casino server did not close cleanly:', error);
    code = 1;
  }
  process.exit(code);
}

function onSignal(signal: NodeJS.Signals, config: AppConfig) {
  if (stopping) {
    // A second signal while closing means "now".
    process.exit(1);
  }
  stopping = true;
  app?.log.info({ signal }, 'shutting down: draining');
  void shutDown(0, config);
}

/**
 * Runs `work` while holding a PostgreSQL session-level advisory lock on a connection of its own, so of
 * several instances starting at once one migrates and seeds while the others wait, then find nothing to do.
 */
async function underMigrationLock(databaseUrl: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    await client.end();
  }
}

async function main() {
  const config = loadConfig();
  process.on('SIGINT', (signal) => onSignal(signal, config));
  process.on('SIGTERM', (signal) => onSignal(signal, config));

  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (error) => {
      if (app) app.log.warn({ err: error }, 'an idle database connection failed; the pool replaces it');
      else console.error('an idle database connection failed:', error);
    },
  });
  const handle = database;
  const prepare = async () => {
    await handle.migrate();
    await seed({ db: handle.db, demo: config.seedDemo });
  };
  // PGlite admits one process per data directory (its own lock), so only PostgreSQL needs the advisory one.
  if (config.databaseUrl) await underMigrationLock(config.databaseUrl, prepare);
  else await prepare();

  app = await buildApp({ config, database });
  if (config.production) {
    const operators = await checkProductionOperators(database.db);
    if (operators.disabledDemo) {
      app.log.warn('the demo operator (public password and TOTP secret) was enabled in a production database: it is now disabled');
    }
    if (operators.enabledAdmins === 0) {
      app.log.warn('no operator admin yet: create the first one with `npm run ops -- create-admin <username>` (TOTP enrolment at its first sign-in)');
    }
  }
  await app.listen({ port: config.port, host: config.host, listenTextResolver: () => LISTENING_PLACEHOLDER });
  // A frozen event loop (synchronous work: every request waits) is logged with its length.
  const server = app;
  watchStalls((blockedMs) => server.log.warn({ blockedMs }, `the event loop was blocked for ${blockedMs} ms`));

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host) ? 'localhost' : config.host;
  app.log.info(
    { port, host: config.host, database: database.kind, seedDemo: config.seedDemo, instance: app.leases.holder },
    `Casino server listening on http://${shownHost}:${port} (database ${database.where})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  console.error('Casino server failed to start.');
  void shutDown(1);
});
