// Test databases: every suite gets a fresh, migrated database, on PGlite always and on the
// PostgreSQL server named by TEST_DATABASE_URL when it is set (a new database per call, dropped after).
//
// A new PGlite costs about 2 s to initialise and 0.4 s to migrate, and a run opens over a hundred.
// The first suite to need one migrates it once and leaves its data directory as an image under
// .tmp/pglite-images/, named by a hash of the migrations and the guard statements; every other
// suite starts its in-memory database from that image (about 0.6 s). A changed migration or guard
// gives a new name, so a stale image is never used.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';
import { createScratchDatabase } from '../../../server/db/scratch';

export type DbTarget = 'pglite' | 'postgres';

/** The targets the server suite runs on in this environment. */
export function dbTargets(): DbTarget[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** Every target a suite is written for, available here or not. */
export const ALL_DB_TARGETS: readonly DbTarget[] = ['pglite', 'postgres'];

/**
 * A suite on one database target, named "<name> on <target>"; skipped where the target is not available
 * (postgres without TEST_DATABASE_URL). Long suites use it with a test file per target, so that vitest
 * runs the targets on different workers at once.
 */
export function describeOn(target: DbTarget, name: string, suite: () => void): void {
  (dbTargets().includes(target) ? describe : describe.skip)(`${name} on ${target}`, suite);
}

/**
 * The suite once per target, `%s` in its name standing for the target. A target that is not available
 * (postgres without TEST_DATABASE_URL) is declared and skipped, so the run counts its tests as skipped
 * instead of leaving them out without a word.
 */
export function describeEachTarget(name: string, suite: (target: DbTarget) => void): void {
  for (const target of ALL_DB_TARGETS) {
    (dbTargets().includes(target) ? describe : describe.skip)(name.replaceAll('%s', target), () => suite(target));
  }
}

export interface TestDatabase extends DatabaseHandle {
  /** Connection string of the fresh PostgreSQL database (postgres target only), for child processes. */
  url?: string;
  /** Closes the handle and drops the database it created. */
  destroy(): Promise<void>;
}

const root = new URL('../../../', import.meta.url);
/** Everything that decides what a freshly migrated database holds. */
const schemaSources = [
  ...readdirSync(new URL('server/db/migrations/', root))
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => `server/db/migrations/${name}`),
  'server/db/migrations/meta/_journal.json',
  'server/wallet/ledger-guards.ts',
  'server/wallet/game-call-sql.ts',
  'server/wallet/house-last.ts',
  'server/wallet/post-entry-sql.ts',
  'server/audit/guards.ts',
];

let imagePath: string | undefined;
let image: Promise<Blob> | undefined;

function migratedImagePath(): string {
  if (imagePath) return imagePath;
  const hash = createHash('sha256');
  for (const source of schemaSources) hash.update(source).update(readFileSync(new URL(source, root)));
  const folder = fileURLToPath(new URL('.tmp/pglite-images/', root));
  mkdirSync(folder, { recursive: true });
  imagePath = `${folder}${hash.digest('hex').slice(0, 16)}.tar`;
  return imagePath;
}

/** The migrated PGlite image: read from disk, or made once (by whichever worker gets there first). */
function migratedImage(): Promise<Blob> {
  image ??= (async () => {
    const path = migratedImagePath();
    try {
      return new Blob([readFileSync(path)]);
    } catch {
      const handle = await openDatabase({});
      await handle.migrate();
      const dumped = await handle.dumpImage!();
      await handle.close();
      // Written beside and renamed into place, so a reader never sees half an image.
      const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await dumped.arrayBuffer()));
      renameSync(partial, path);
      return dumped;
    }
  })();
  return image;
}

export async function createTestDatabase(target: DbTarget): Promise<TestDatabase> {
  if (target === 'pglite') {
    // The image is the migrated database with its guards (its name hashes both): nothing to apply again.
    const handle = await openDatabase({ pgliteImage: await migratedImage() });
    return { ...handle, destroy: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await createScratchDatabase(adminUrl, `casino_test_${Date.now().toString(36)}`);
  // Dropping the database WITH (FORCE) ends connections the pool may still be closing; that is expected.
  const handle = await openDatabase({ databaseUrl: scratch.url, poolSize: 8, onPoolError: () => {} });
  await handle.migrate();
  return {
    ...handle,
    url: scratch.url,
    destroy: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}
