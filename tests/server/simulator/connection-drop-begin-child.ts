// Run by connection-drop.test.ts as a child process: a pool of two whose idle connections are ended
// (pg_terminate_backend) just before a transaction takes one, round after round. A transaction then
// starts on a dead connection and its BEGIN fails; the pool must still serve the next request. Prints
// "pool alive" after the rounds, or "pool exhausted after N rounds" when a request waits 5 s for a client.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../server/db/client';

const url = process.argv[2];
const rounds = 30;
const handle = await openDatabase({ databaseUrl: url, onPoolError: () => {}, poolSize: 2 });
const admin = new pg.Client({ connectionString: url });
await admin.connect();
const within = (ms: number, work: Promise<unknown>) =>
  Promise.race([work.then(() => true, () => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);
let verdict = 'pool alive';
for (let round = 1; round <= rounds; round += 1) {
  await handle.db.execute(sql`select 1`);
  await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
  await within(5_000, handle.db.transaction(async (tx) => tx.execute(sql`select 2`)));
  if (!(await within(5_000, handle.db.execute(sql`select 3`)))) {
    verdict = `pool exhausted after ${round} rounds`;
    break;
  }
}
console.log(verdict);
process.exit(0);
