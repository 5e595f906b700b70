// `npm run bench -- cluster`: the same mixed load of virtual players (autocannon; each connection is one
// player: balance read, slot spin, notifications list, balance read) through nginx against 1 instance,
// then against 2, on a fresh PostgreSQL database and Redis; prints throughput, p50/p99 latency and errors
// side by side and the scale-out factor, all measured in this one run. The machine's cores bound what a
// second instance can add: the factor says what this machine gave, not what a cluster of machines gives.
// Needs TEST_DATABASE_URL (or DATABASE_URL), TEST_REDIS_URL (or REDIS_URL) and nginx; otherwise it says so.
import autocannon from 'autocannon';
import { nginxAvailable, startCluster, type Cluster } from '../scripts/cluster.mjs';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import { createScratchDatabase } from '../server/db/scratch';
import { createTestPlayer, credit } from '../tests/server/helpers/players';

const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const DURATION_S = Number(process.env.BENCH_CLUSTER_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CLUSTER_CONNECTIONS ?? 32);

interface Player {
  token: string;
  launchToken: string;
  address: string;
}

async function players(db: DatabaseHandle, base: string, count: number): Promise<Player[]> {
  const made: Player[] = [];
  for (let i = 0; i < count; i++) {
    const player = await createTestPlayer(db.db);
    await credit(db.db, player.id, 'cash', 100_000_000n);
    const address = `10.99.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const json = { 'content-type': 'application/json', 'x-forwarded-for': address };
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ username: player.username, password: 'secret123' }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const launch = await fetch(`${base}/api/casino/studiolaunchurl`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({ platform: 1, gameCode: 'studio-slot', language: 'tr', lobbyUrl: '/' }),
    });
    const launchToken = new URL(((await launch.json()) as { data: string }).data).searchParams.get('token')!;
    made.push({ token, launchToken, address });
  }
  return made;
}

interface Figures {
  instances: number;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

async function measure(cluster: Cluster, pool: Player[]): Promise<Figures> {
  let next = 0;
  const playerOf = (context: object) => ((context as { player?: Player }).player ??= pool[next++ % pool.length]);
  const headers = (player: Player) => ({ authorization: `Bearer ${player.token}`, 'content-type': 'application/json', 'x-forwarded-for': player.address });
  const result = await autocannon({
    url: cluster.url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      { method: 'GET', path: '/api/user/balance', setupRequest: (request, context) => ({ ...request, headers: headers(playerOf(context)) }) },
      {
        method: 'POST',
        path: '/api/studio/slot/spin',
        setupRequest: (request, context) => {
          const player = playerOf(context);
          return { ...request, headers: headers(player), body: JSON.stringify({ token: player.launchToken, requestId: crypto.randomUUID(), bet: 1 }) };
        },
      },
      {
        method: 'POST',
        path: '/api/customer/notification',
        setupRequest: (request, context) => ({ ...request, headers: headers(playerOf(context)), body: JSON.stringify({ skip: 0, take: 20 }) }),
      },
      { method: 'GET', path: '/api/user/balance', setupRequest: (request, context) => ({ ...request, headers: headers(playerOf(context)) }) },
    ],
  });
  return {
    instances: cluster.instances.length,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

async function main() {
  if (!adminUrl || !redisUrl || !nginxAvailable()) {
    console.log('cluster bench skipped: it needs TEST_DATABASE_URL (or DATABASE_URL), TEST_REDIS_URL (or REDIS_URL) and nginx at /usr/sbin/nginx');
    return;
  }
  const scratch = await createScratchDatabase(adminUrl, 'casino_bench_cluster');
  const redis = new URL(redisUrl);
  redis.pathname = '/10';
  const env = { DATABASE_URL: scratch.url, REDIS_URL: redis.toString(), SEED_DEMO: '1', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'error' };
  let db: DatabaseHandle | undefined;
  const rows: Figures[] = [];
  try {
    for (const instances of [1, 2]) {
      const cluster = await startCluster({ instances, env });
      try {
        db ??= await openDatabase({ databaseUrl: scratch.url, poolSize: 2, onPoolError: () => {} });
        const pool = await players(db, cluster.url, CONNECTIONS);
        console.log(`${instances} instance(s): ${CONNECTIONS} virtual players for ${DURATION_S} s ...`);
        rows.push(await measure(cluster, pool));
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    await db?.close();
    await scratch.drop();
  }
  console.log('\ninstances |   req/s |  p50 ms |  p99 ms | requests | errors');
  for (const row of rows) {
    console.log(
      `${String(row.instances).padStart(9)} | ${row.rps.toFixed(0).padStart(7)} | ${String(row.p50).padStart(7)} | ${String(row.p99).padStart(7)} | ${String(row.requests).padStart(8)} | ${row.errors}`,
    );
  }
  const [one, two] = rows;
  console.log(`\nscale-out factor (2 instances / 1): ${(two.rps / one.rps).toFixed(2)}x throughput on this machine (${(await import('node:os')).cpus().length} cores, shared)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
