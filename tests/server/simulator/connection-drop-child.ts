// Run by connection-drop.test.ts as a child process: a transaction whose PostgreSQL connection is ended
// (pg_terminate_backend, as a restart, a failover or an idle-in-transaction timeout would) between two of
// its statements. A process that survives prints "survived" after the request's error.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../server/db/client';

const url = process.argv[2];
const handle = await openDatabase({ databaseUrl: url, onPoolError: () => {} });
try {
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    await admin.end();
    // The request's own work between two statements, while the connection's end arrives.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await tx.execute(sql`select 2`);
  });
} catch {
  // The request fails: that is expected. Dying is not.
}
console.log('survived');
await Promise.race([handle.close(), new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
