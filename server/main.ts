// Starts the server: settings from the environment, the database (PGlite in DATA_DIR, or DATABASE_URL),
// migrations, the seed, the app; then one log line saying where it listens and on which database.
// SIGINT/SIGTERM close the app and the database cleanly (PGlite must be closed to flush its files).
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { LISTENING_PLACEHOLDER } from './lib/logger';
import { checkProductionOperators } from './operators/production';
import { seed } from './seed';

let database: DatabaseHandle | undefined;
let app: FastifyInstance | undefined;
let stopping = false;

async function shutDown(code: number) {
  try {
    await app?.close();
    await database?.close();
  } catch (error) {
    console.error('Casino server did not close cleanly:', error);
    code = 1;
  }
  process.exit(code);
}

function onSignal(signal: NodeJS.Signals) {
  if (stopping) {
    // A second signal while closing means "now".
    process.exit(1);
  }
  stopping = true;
  app?.log.info({ signal }, 'shutting down');
  void shutDown(0);
}

async function main() {
  const config = loadConfig();
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onPoolError: (error) => {
      if (app) app.log.warn({ err: error }, 'an idle database connection failed; the pool replaces it');
      else console.error('an idle database connection failed:', error);
    },
  });
  await database.migrate();
  await seed({ db: database.db, demo: config.seedDemo });

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

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host) ? 'localhost' : config.host;
  app.log.info(
    { port, host: config.host, database: database.kind, seedDemo: config.seedDemo },
    `Casino server listening on http://${shownHost}:${port} (database ${database.where})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  console.error('Casino server failed to start.');
  void shutDown(1);
});
