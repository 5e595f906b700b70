// Test databases: every suite gets a fresh, migrated database, on PGlite always and on the
// PostgreSQL server named by TEST_DATABASE_URL when it is set (a new database per call, dropped after).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';

export type DbTarget = 'pglite' | 'postgres';

/** The targets the server suite runs on in this environment. */
export function dbTargets(): DbTarget[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase extends DatabaseHandle {
  /** Connection string of the fresh PostgreSQL database (postgres target only), for child processes. */
  url?: string;
  /** Closes the handle and drops the database it created. */
  destroy(): Promise<void>;
}

export async function createTestDatabase(target: DbTarget): Promise<TestDatabase> {
  if (target === 'pglite') {
    const handle = await openDatabase({});
    await handle.migrate();
    return { ...handle, destroy: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `casino_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Dropping the database WITH (FORCE) ends connections the pool may still be closing; that is expected.
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 8, onPoolError: () => {} });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    destroy: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
