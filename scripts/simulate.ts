// npm run simulate -- --ops N --seed S --target pglite|postgres [--kills K | --kill-every R]
//                     [--concurrency C] [--players P] [--audit-every B] [--minutes M]
//                     [--no-drops] [--no-shrink] [--shrink-minutes M] [--durable-commits]
//                     [--instances I] [--redis-losses L | --redis-loss-every R]
// The long run of the money simulator (tests/server/simulator/, docs/simulator.md): N seeded requests
// through the real money services on a fresh database, judged by the simulator's own model of every
// player's money. Prints progress (requests/s, checks passed); on a failure prints the seed and the
// shortest request prefix that still shows it (bisection on the prefix), which replays with the same
// --seed and --ops. On PostgreSQL (TEST_DATABASE_URL as the admin URL) 1% of batches have their
// database connections ended mid-flight (pg_terminate_backend); --no-drops turns that off. --kills K
// sends the payment requests over HTTP to a real server process and kills it with SIGKILL K times
// (every R requests with --kill-every, which the replay line names); --minutes bounds a run in time.
// The scratch database commits without waiting for its WAL flush (synchronous_commit = off): the faults
// are the server process's death and its connections', never PostgreSQL's own crash, under which a
// committed transaction could still be lost; commits stay atomic and in order. --durable-commits keeps
// the flush (a third slower on this machine: 148 against 198 requests/s).
// --instances I puts I server processes behind the payment requests (each kill takes one down while the
// others serve); --redis-losses L gives them a Redis of their own and kills it L times mid-batch, each
// time bringing it back empty 40 batches later: payments must go on being answered without it.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { createScratchDatabase } from '../server/db/scratch';
import { checkedOutClients, runSimulation, type RunResult, type RunStats } from '../tests/server/simulator/run';

const { values } = parseArgs({
  options: {
    ops: { type: 'string', default: '100000' },
    seed: { type: 'string' },
    target: { type: 'string', default: 'pglite' },
    concurrency: { type: 'string', default: '8' },
    players: { type: 'string', default: '32' },
    'audit-every': { type: 'string', default: '5000' },
    kills: { type: 'string', default: '0' },
    instances: { type: 'string', default: '1' },
    'redis-losses': { type: 'string', default: '0' },
    'redis-loss-every': { type: 'string' },
    'kill-every': { type: 'string' },
    'no-drops': { type: 'boolean', default: false },
    'durable-commits': { type: 'boolean', default: false },
    'no-shrink': { type: 'boolean', default: false },
    'shrink-minutes': { type: 'string', default: '15' },
    minutes: { type: 'string' },
  },
});

const target = values.target === 'postgres' ? 'postgres' : 'pglite';
if (values.target !== target) throw new Error(`--target is pglite or postgres, not ${values.target}`);
const adminUrl = process.env.TEST_DATABASE_URL;
if (target === 'postgres' && !adminUrl) throw new Error('--target postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');
const seed = values.seed !== undefined ? Number(values.seed) >>> 0 : (Math.random() * 2 ** 32) >>> 0;
const ops = Number(values.ops);
const concurrency = Number(values.concurrency);
const players = Number(values.players);
const auditEvery = Number(values['audit-every']);
for (const [name, value] of Object.entries({ ops, concurrency, players, auditEvery })) {
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${name} is a positive integer`);
}
if (players < concurrency) throw new Error('--players must be at least --concurrency (a batch touches each player once)');
const kills = Number(values.kills);
if (kills > 0 && target !== 'postgres') throw new Error('--kills needs --target postgres (the server process and this one share the database)');
const killEvery = values['kill-every'] !== undefined ? Number(values['kill-every']) : kills > 0 ? Math.max(1, Math.ceil(ops / (kills + 1))) : 0;
const instances = Number(values.instances);
const redisLosses = Number(values['redis-losses']);
if (!Number.isSafeInteger(instances) || instances < 1) throw new Error('--instances is a positive integer');
const redisLossEvery =
  values['redis-loss-every'] !== undefined ? Number(values['redis-loss-every']) : redisLosses > 0 ? Math.max(1, Math.ceil(ops / (redisLosses + 1))) : 0;
if (redisLossEvery > 0 && target !== 'postgres') throw new Error('--redis-losses needs --target postgres (the server processes and this one share the database)');
const overHttp = killEvery > 0 || redisLossEvery > 0;

let poolErrors = 0;
/** Pool clients never handed back after the drops (must be 0: server/db/client.ts). */
let leakedClients = 0;

interface Database {
  handle: DatabaseHandle;
  url?: string;
  dropConnections?: () => Promise<void>;
  destroy(): Promise<void>;
}

async function freshDatabase(): Promise<Database> {
  if (target === 'pglite') {
    const handle = await openDatabase({});
    await handle.migrate();
    return { handle, destroy: () => handle.close() };
  }
  const scratch = await createScratchDatabase(adminUrl!, 'casino_simulate', values['durable-commits'] ? {} : { settings: { synchronous_commit: 'off' } });
  // The pool's connections are ended on purpose (drops): their errors are expected, and counted.
  const handle = await openDatabase({ databaseUrl: scratch.url, poolSize: Math.max(concurrency * 2, 10), onPoolError: () => void poolErrors++ });
  await handle.migrate();
  const dropConnections = async () => {
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    } finally {
      await admin.end();
    }
  };
  return {
    handle,
    url: scratch.url,
    dropConnections: values['no-drops'] ? undefined : dropConnections,
    destroy: async () => {
      // A client whose connection failed is handed back after the pool's 1 s grace.
      if (checkedOutClients(handle.db) > 0) await new Promise((resolve) => setTimeout(resolve, 2_000));
      leakedClients = checkedOutClients(handle.db);
      // A leaked client keeps pool.end() waiting forever; dropping the database WITH (FORCE) ends it.
      await Promise.race([handle.close(), new Promise((resolve) => setTimeout(resolve, 3_000).unref())]);
      await scratch.drop();
    },
  };
}

const number = (n: number) => n.toLocaleString('en-US');
const rate = (s: RunStats) => (s.ops / Math.max(s.elapsedMs, 1)) * 1000;

const deadline = values.minutes !== undefined ? Date.now() + Number(values.minutes) * 60_000 : undefined;

async function simulate(count: number, quiet: boolean, until?: number): Promise<RunResult> {
  const database = await freshDatabase();
  try {
    return await runSimulation({
      db: database.handle.db,
      seed,
      ops: count,
      players,
      concurrency,
      auditEvery,
      // With kills too: a drop reaching the server process fails its requests (500), which are sent again.
      dropConnections: database.dropConnections,
      server: overHttp ? { databaseUrl: database.url!, killEvery, instances, redisLossEvery } : undefined,
      onProgress: quiet
        ? undefined
        : (s) =>
            console.log(
              `${number(s.ops)}/${number(count)} requests  ${rate(s).toFixed(0)}/s  batches checked ${number(s.checks)}  full audits ${s.audits}` +
                (s.kills > 0 ? `  kills ${s.kills}` : '') +
                (s.redisLosses > 0 ? `  Redis losses ${s.redisLosses}` : '') +
                (s.drops > 0 ? `  connection drops ${s.drops} (retried ${s.retries})` : ''),
            ),
      progressMs: 5_000,
      deadline: until,
    });
  } finally {
    await database.destroy();
  }
}

console.log(
  `money simulator: ${number(ops)} requests on ${target}, seed ${seed}, ${players} players, up to ${concurrency} groups a batch` +
    (overHttp ? `, payments over HTTP to ${instances === 1 ? 'a server process' : `${instances} server processes`}` : '') +
    (killEvery > 0 ? ` killed with SIGKILL every ${number(killEvery)} requests` : '') +
    (redisLossEvery > 0 ? `, their Redis killed every ${number(redisLossEvery)} requests` : ''),
);
const result = await simulate(ops, false, deadline);
const { stats } = result;
const seconds = stats.elapsedMs / 1000;
if (stats.ops < ops && !result.failure) console.log(`\nstopped by --minutes ${values.minutes} after ${number(stats.ops)} of ${number(ops)} requests (a prefix: it replays with --ops ${stats.ops})`);
console.log(`\n${number(stats.ops)} requests in ${seconds.toFixed(1)} s: ${rate(stats).toFixed(0)} requests/s`);
console.log(`batches ${number(stats.batches)}, each checked: ${number(stats.checks)} passed; full audits passed: ${stats.audits}`);
console.log(`faults: kill -9 of the server ${stats.kills}, Redis losses ${stats.redisLosses}, connection drops ${stats.drops} (attempts retried ${stats.retries}), clock jumps ${stats.clockJumps}`);
if (poolErrors > 0) console.log(`connection errors the pool handled (requests failed and were sent again, no process died): ${number(poolErrors)}`);
if (stats.redisLosses > 0) console.log(`payment requests answered while Redis was gone: ${number(stats.answeredWithoutRedis)}`);
console.log(`jackpot wins paid to studio spins: ${number(stats.jackpotWins)}`);
console.log(`projected for 1,000,000 requests at this rate: ${(1_000_000 / rate(stats) / 60).toFixed(1)} min`);
console.log('outcomes:');
for (const [key, n] of Object.entries(stats.outcomes).sort()) console.log(`  ${key.padEnd(58)} ${number(n)}`);

if (leakedClients > 0) {
  console.log(`\nVIOLATION: ${leakedClients} pool clients were never handed back after dropped connections (a server's pool would shrink for good)`);
  if (!result.failure) process.exit(1);
}
if (!result.failure) {
  console.log('\nno violations');
  process.exit(0);
}

const failure = result.failure;
console.log(`\nFAILED in batch ${failure.batch} (seed ${seed}, first ${number(failure.prefix)} requests):`);
for (const problem of failure.problems.slice(0, 30)) console.log(`  ${problem}`);
let shortest = failure.prefix;
if (!values['no-shrink']) {
  // Bisection on the prefix: the shortest run of the same seed that still fails.
  const deadline = Date.now() + Number(values['shrink-minutes']) * 60_000;
  let passes = 0;
  let problems = failure.problems;
  while (shortest - passes > 1 && Date.now() < deadline) {
    const mid = Math.floor((passes + shortest) / 2);
    const probe = await simulate(mid, true);
    if (probe.failure) {
      shortest = probe.failure.prefix;
      problems = probe.failure.problems;
    } else passes = mid;
    console.log(`  shrinking: ${number(mid)} requests ${probe.failure ? 'fail' : 'pass'} (shortest failing so far ${number(shortest)})`);
  }
  console.log(`\nshortest failing prefix: ${number(shortest)} requests${shortest - passes > 1 ? ' (shrinking ran out of time)' : ''}:`);
  for (const problem of problems.slice(0, 30)) console.log(`  ${problem}`);
}
console.log(`\nreplay: npm run simulate -- --seed ${seed} --ops ${shortest} --target ${target} --players ${players} --concurrency ${concurrency}${killEvery > 0 ? ` --kill-every ${killEvery}` : ''}${instances > 1 ? ` --instances ${instances}` : ''}${redisLossEvery > 0 ? ` --redis-loss-every ${redisLossEvery}` : ''}`);
process.exit(1);
