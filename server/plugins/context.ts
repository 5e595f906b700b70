// App plugin: makes the settings, the database and the contract available as app.config, app.db and
// app.contract to every route and plugin registered after it.
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Contract } from '../contract/document';
import type { DatabaseHandle, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    /** The opened database with its kind and location (for logs and health). */
    database: DatabaseHandle;
    contract: Contract;
  }
}

export interface ContextOptions {
  config: AppConfig;
  database: DatabaseHandle;
  contract: Contract;
}

export default fp<ContextOptions>(
  async (app, { config, database, contract }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('contract', contract);
  },
  { name: 'context', fastify: '5.x' },
);
