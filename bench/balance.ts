// What a player's most frequent call costs, beside what the machine allows in the same run: autocannon
// (its own process, 50 connections) against `GET /api/user/balance` of the real app on PGlite and on
// PostgreSQL, and against a bare Fastify hello-world. Then PGlite's responsiveness: the p99 of a route that
// touches no database while a wallet load (bets and wins through the game wallet) runs in the same process,
// beside the same route's p99 with no load.
//
// Each database without and with the read cache; on PostgreSQL with Redis generations too (TEST_REDIS_URL or REDIS_URL).
// `--only content`: the reads every visitor makes, `GET cms/grouped` (the bootstrap) and `POST casino/categorygames`
// (a category's first page), on the demo seed, without and with the read cache, beside the same hello-world.
//
//   node --import tsx bench/balance.ts [--seconds 10] [--connections 50] [--target pglite,postgres] [--only balance|responsiveness|content]
// PostgreSQL comes from TEST_DATABASE_URL or DATABASE_URL (a scratch database is created and dropped).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { createPlayer } from '../server/auth/players';
import { loadConfig } from '../server/config';
import { seed } from '../server/seed';
import type { Db } from '../server/db/client';
import { casinoCategories } from '../server/db/schema/content';
import { bet, win } from '../server/wallet/game-wallet';
import { insertBenchPlayers, openBenchDatabase, type DbTargetName } from './db-bench';

interface Load {
  perSecond: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const argv = process.argv.slice(2);
const flag = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const seconds = Number(flag('--seconds') ?? 10);
const connections = Number(flag('--connections') ?? 50);
const targets = (flag('--target') ?? 'pglite,postgres').split(',') as DbTargetName[];
const only = flag('--only');
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;
const autocannonBin = fileURLToPath(new URL('../node_modules/autocannon/autocannon.js', import.meta.url));

/** autocannon in a child process, so the load generator does not share the server's event loop. */
function autocannon(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string>; method?: string; body?: string },
): Promise<Load> {
  const args = [autocannonBin, '-j', '-c', String(options.connections), '-d', String(options.seconds)];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push('-H', `${name}=${value}`);
  if (options.method) args.push('-m', options.method);
  if (options.body !== undefined) args.push('-b', options.body);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const result = JSON.parse(out) as { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number };
      resolve({ perSecond: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors });
    });
  });
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

const line = (name: string, load: Load, extra = '') =>
  console.log(
    `${name.padEnd(34)} ${load.perSecond.toFixed(0).padStart(7)} req/s  p99 ${String(load.p99).padStart(4)} ms` +
      `${load.non2xx || load.errors ? `  (${load.non2xx} non-2xx, ${load.errors} errors)` : ''}${extra}`,
  );

async function helloWorld(): Promise<Load> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const base = await listen(app);
  try {
    return await autocannon(`${base}/`, { connections, seconds });
  } finally {
    await app.close();
  }
}

/** The real app on a fresh database of the target, listening, with one logged-in player. */
async function realApp(target: DbTargetName, options: { readCache?: boolean; redisUrl?: string; demo?: boolean } = {}) {
  const opened = await openBenchDatabase(target, postgresUrl, 10);
  if (!opened) return null;
  if (options.demo) await seed({ db: opened.handle.db, demo: true });
  const config = { ...loadConfig({ SEED_DEMO: '0' }), staticDir: '/nonexistent', redisUrl: options.redisUrl };
  // Every autocannon connection comes from 127.0.0.1: the per-address cap is for the internet, not this.
  config.http = { ...config.http, maxConnectionsPerAddress: 0 };
  const app = await buildApp({ config, database: opened.handle, logger: false, readCache: options.readCache });
  // A route that touches no database: what every other request waits for when the event loop stalls.
  app.get('/bench/ping', async () => ({ ok: true }));
  const base = await listen(app);
  const username = `bench${randomUUID().slice(0, 8)}`;
  await createPlayer(opened.handle.db, { username, password: 'secret123', email: `${username}@bench.test`, phone: '5321234567', name: 'Bench', surname: 'Player' });
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'secret123' }),
  });
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`login failed: ${login.status}`);
  return {
    base,
    db: opened.handle.db,
    token,
    close: async () => {
      await app.close();
      await opened.close();
    },
  };
}

/** Bets and wins of funded cash players, `concurrency` at a time, until stop() is called; answers operations. */
function walletLoad(db: Db, playerIds: string[], concurrency: number) {
  let running = true;
  let operations = 0;
  let serial = 0;
  const worker = async () => {
    while (running) {
      // Each operation starts from the event loop, as one a request brought would: PGlite answers in
      // microtasks, so a loop without this would starve every socket (nothing else would ever run).
      await new Promise((resolve) => setImmediate(resolve));
      const playerId = playerIds[Math.floor(Math.random() * playerIds.length)];
      const id = `${++serial}-${randomUUID()}`;
      await bet(db, { playerId, txId: `rbench-bet-${id}`, roundId: `rbench-${id}`, gameCode: 'bench', amount: 100n });
      await win(db, { playerId, txId: `rbench-win-${id}`, roundId: `rbench-${id}`, gameCode: 'bench', amount: serial % 2 ? 190n : 0n });
      operations += 2;
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  return {
    stop: async () => {
      running = false;
      await Promise.all(workers);
      return operations;
    },
  };
}

/** The bootstrap and a category page, without and with the read cache, beside hello-world. */
async function contentReads() {
  const hello = await helloWorld();
  line('hello-world (bare Fastify)', hello);
  for (const target of targets) {
    for (const variant of [
      { label: 'no cache', readCache: false },
      { label: 'read cache', readCache: true },
      ...(target === 'postgres' && redisUrl ? [{ label: 'read cache, Redis generations', readCache: true, redisUrl }] : []),
    ]) {
      const app = await realApp(target, { ...variant, demo: true });
      if (!app) {
        console.log(`content reads ${target}: skipped (set TEST_DATABASE_URL or DATABASE_URL)`);
        break;
      }
      try {
        const ratio = (load: Load) => `  → ratio to hello-world ${(load.perSecond / hello.perSecond).toFixed(2)}`;
        const bootstrap = await autocannon(`${app.base}/api/cms/grouped`, { connections, seconds, headers: { 'x-locale': 'tr' } });
        line(`GET cms/grouped ${target}, ${variant.label}`, bootstrap, ratio(bootstrap));
        const [category] = await app.db.select({ id: casinoCategories.id }).from(casinoCategories).where(eq(casinoCategories.slug, 'slot-popular'));
        const page = await autocannon(`${app.base}/api/casino/categorygames`, {
          connections,
          seconds,
          method: 'POST',
          headers: { 'x-locale': 'tr', 'content-type': 'application/json' },
          body: JSON.stringify({ systemCategory: [category?.id ?? 1], skip: 0, take: 24 }),
        });
        line(`POST casino/categorygames ${target}, ${variant.label}`, page, ratio(page));
      } finally {
        await app.close();
      }
    }
  }
}

async function main() {
  if (only === 'content') return contentReads();
  if (only !== 'responsiveness') {
    const hello = await helloWorld();
    line('hello-world (bare Fastify)', hello);
    // Each target without the read cache (every call reads the session and the balance), then with it
    // (server/db/read-cache.ts): in-process generations, and on PostgreSQL also Redis generations as
    // several instances would use them.
    const variants: Array<{ target: DbTargetName; label: string; readCache: boolean; redisUrl?: string }> = [];
    for (const target of targets) {
      variants.push({ target, label: 'no cache', readCache: false });
      variants.push({ target, label: 'read cache', readCache: true });
      if (target === 'postgres' && redisUrl) variants.push({ target, label: 'read cache, Redis generations', readCache: true, redisUrl });
    }
    for (const variant of variants) {
      const app = await realApp(variant.target, variant);
      if (!app) {
        console.log(`GET user/balance ${variant.target}: skipped (set TEST_DATABASE_URL or DATABASE_URL)`);
        continue;
      }
      try {
        const load = await autocannon(`${app.base}/api/user/balance`, { connections, seconds, headers: { authorization: `Bearer ${app.token}` } });
        line(`GET user/balance ${variant.target}, ${variant.label}, c=${connections}`, load, `  → ratio to hello-world ${(load.perSecond / hello.perSecond).toFixed(2)}`);
      } finally {
        await app.close();
      }
    }
  }
  if (only !== 'balance' && targets.includes('pglite')) {
    const app = (await realApp('pglite'))!;
    try {
      const players = await insertBenchPlayers(app.db, { count: 50, prefix: 'rbench', fundingKurus: 10_000_000n });
      const pingConnections = 10;
      const idle = await autocannon(`${app.base}/bench/ping`, { connections: pingConnections, seconds });
      line(`pglite ping idle c=${pingConnections}`, idle);
      const load = walletLoad(app.db, players, 8);
      const busy = await autocannon(`${app.base}/bench/ping`, { connections: pingConnections, seconds });
      const operations = await load.stop();
      line(
        `pglite ping under wallet load`,
        busy,
        `  (${(operations / seconds).toFixed(0)} wallet ops/s beside it) → p99 ${busy.p99} ms vs ${idle.p99} ms idle`,
      );
    } finally {
      await app.close();
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
