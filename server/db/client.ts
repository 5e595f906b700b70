// Opens the database: embedded PostgreSQL (PGlite) in a data directory by default, or a PostgreSQL
// server when a URL is given. Both are driven through the same Drizzle schema and migrations.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';
import { installAuditGuards } from '../audit/guards';
import { installLedgerGuards } from '../wallet/ledger-guards';

export type Schema = typeof schema;
/** The Drizzle database type both drivers share; transactions have the same query surface. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything queries can run on: the database itself or an open transaction. */
export type Queryable = Db | Tx;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Human-readable location for the start-up log line (never includes a password). */
  where: string;
  /** Applies the generated migrations, then the journal and audit-log guards Drizzle's schema cannot express. */
  migrate(): Promise<void>;
  /** PGlite only: the whole data directory as one uncompressed archive, to start other in-memory databases from. */
  dumpImage?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; absent (with no databaseUrl) means an in-memory database. */
  dataDir?: string;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number;
  /** Told about idle PostgreSQL connections that failed (the pool reconnects by itself). */
  onPoolError?: (error: Error) => void;
  /** In-memory PGlite only: start from this dumped data directory (PGlite dumpDataDir) instead of an empty one. */
  pgliteImage?: Blob;
}

/** How long a request may still hold a client whose connection failed before the pool takes it back. */
const DEAD_CLIENT_GRACE_MS = 1_000;

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client dropped by the server (restart, failover, a test dropping its database) emits
    // 'error' on the pool; unhandled, that would crash the process. The pool replaces the client.
    pool.on('error', (error) => options.onPoolError?.(error));
    // The pool hears errors of idle clients only: a connection that ends while a request holds it (a
    // restart, a failover, pg_terminate_backend) emits 'error' on the checked-out client, which with no
    // listener would end the process and every request in flight. The request's own query fails instead.
    // Drizzle's transaction() takes a client and sends BEGIN before its try/finally: a connection that
    // died just before BEGIN is never given back, and each such death shrinks the pool by one until every
    // request waits forever (found by the money simulator's dropped connections). A held client whose
    // connection failed is handed back, and so discarded, once its holder had time to do it itself.
    const held = new Set<pg.PoolClient>();
    pool.on('acquire', (client) => held.add(client));
    pool.on('release', (_error, client) => held.delete(client));
    pool.on('connect', (client) =>
      client.on('error', (error) => {
        options.onPoolError?.(error);
        setTimeout(() => {
          if (held.delete(client)) client.release(error);
        }, DEAD_CLIENT_GRACE_MS).unref();
      }),
    );
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const url = new URL(options.databaseUrl);
    return {
      db,
      kind: 'postgres',
      where: `postgres://${url.host}${url.pathname}`,
      migrate: async () => {
        await migratePg(db as never, { migrationsFolder });
        await installLedgerGuards(db);
        await installAuditGuards(db);
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // Refuses a directory another live process has open (PGlite has no lock of its own; see data-dir-lock.ts).
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  let client: PGlite;
  try {
    client = options.dataDir ? new PGlite(options.dataDir) : new PGlite(options.pgliteImage ? { loadDataDir: options.pgliteImage } : {});
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    where: options.dataDir ? `pglite:${options.dataDir}` : 'pglite:memory',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
      await installLedgerGuards(db);
      await installAuditGuards(db);
    },
    dumpImage: async () => (await client.dumpDataDir('none')) as Blob,
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
