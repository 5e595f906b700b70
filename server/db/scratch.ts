// Scratch PostgreSQL databases for the test suite and the benchmarks: a new, empty database on the
// server at `adminUrl`, and the way to drop it again (WITH (FORCE): connections a pool may still be
// closing are ended, which is expected).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** Connection string of the new database. */
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates `<prefix>_<8 random hex>` on the server of `adminUrl`. */
export async function createScratchDatabase(adminUrl: string, prefix: string, options: { settings?: Record<string, string> } = {}): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await asAdmin(adminUrl, `CREATE DATABASE "${name}"`);
  // Settings of this database only (ALTER DATABASE ... SET): every connection opened to it starts with them.
  for (const [setting, value] of Object.entries(options.settings ?? {})) {
    if (!/^[a-z_]+$/.test(setting) || !/^[\w.]+$/.test(value)) throw new Error(`not a setting: ${setting} = ${value}`);
    await asAdmin(adminUrl, `ALTER DATABASE "${name}" SET ${setting} = '${value}'`);
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
