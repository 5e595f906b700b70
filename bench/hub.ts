// Hub benchmark: how many concurrent hub connections one instance holds, the memory each costs,
// the time from a publish on the server to the NotifyMessage at the client (median, p99), and the
// time from a WALLET COMMIT to the pushed `Balance` at the client (a game-wallet bet committed on
// PGlite or PostgreSQL, then the real publisher, publishWalletChange, which reads the committed
// balance and publishes it), and the time from a FEED MESSAGE to the price at every client (an
// odds_change applied by the sportsbook's book, server/sports/book.ts, which writes the prices and
// pushes `SportsOdds` to all), at 1,000 and 10,000 connections, on the in-process bus and (with
// TEST_REDIS_URL or REDIS_URL) through Redis, and the time from the LIVE FEED's run over a running match
// (in-play pricing, its odds_change through the book) to the SportsOdds at every client. The server runs in this process; the clients are raw
// `ws` sockets in child processes, so the server's memory figures hold only the server's side of
// each connection. Server and clients read the same monotonic clock (CLOCK_MONOTONIC).
//
//   node --import tsx bench/hub.ts [--sizes 1000,10000] [--samples 2000] [--bus memory,redis]
//                                  [--wallet pglite,postgres|none] [--wallet-samples 300]
// The wallet figures are taken on the memory bus (the bus's own cost is the publish row above);
// PostgreSQL needs TEST_DATABASE_URL or DATABASE_URL (a scratch database is created and dropped).
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import Fastify from 'fastify';
import WebSocket from 'ws';
import { hubPlugin } from '../server/hub/plugin';
import { createMemoryHubBus, type HubBus } from '../server/hub/bus';
import { createRedisHubBus } from '../server/hub/redis-bus';
import { randomUUID } from 'node:crypto';
import { balanceMessage, publishWalletChange } from '../server/realtime';
import { bet } from '../server/wallet/game-wallet';
import { and, eq } from 'drizzle-orm';
import { sportsMarkets, sportsOutcomes, sportsTeams } from '../server/db/schema/sports';
import { seedSportsCatalogue } from '../server/seed/sports';
import { applyFeedMessage } from '../server/sports/book';
import { liveTick } from '../server/sports/live-feed';
import { createSimFixture, DEFAULT_SIMULATOR } from '../server/sports/simulator-feed';
import { insertBenchPlayers, openBenchDatabase, type BenchDatabase, type DbTargetName } from './db-bench';

const RS = '\u001e';
const thisFile = fileURLToPath(import.meta.url);

// ---------------------------------------------------------------------------------------------
// Client worker (a child process): opens its share of connections, records receipt latencies.

type ToWorker =
  | { cmd: 'connect'; url: string; from: number; count: number }
  | { cmd: 'collect' }
  | { cmd: 'close' };
type FromWorker =
  | { ev: 'connected'; ok: number; failed: number }
  | {
      ev: 'latencies';
      direct: number[];
      broadcast: number[];
      balances: Array<[player: number, receivedUs: number, balance: number]>;
      odds: Array<[receivedUs: number, version: number]>;
    };

async function worker(): Promise<void> {
  const sockets: WebSocket[] = [];
  const direct: number[] = [];
  const broadcast: number[] = [];
  const balances: Array<[number, number, number]> = [];
  const odds: Array<[number, number]> = [];
  let pinger: NodeJS.Timeout | undefined;
  const send = (message: FromWorker) => process.send?.(message);

  function onRecord(record: string, playerIndex: number) {
    // Cheap pre-filter: most records are pings.
    if (!record.includes('NotifyMessage')) return;
    const received = process.hrtime.bigint();
    const message = JSON.parse(record) as { arguments: [string, { t: string; balance: number; markets?: { version: number }[] }] };
    const [command, body] = message.arguments;
    if (command === 'SportsOdds') {
      // The market's version names the feed message that moved it.
      odds.push([Number(received / 1000n), body.markets?.[0]?.version ?? -1]);
      return;
    }
    if (command === 'Balance') {
      // The real message carries no timestamp: the server matches it by player and balance.
      balances.push([playerIndex, Number(received / 1000n), body.balance]);
      return;
    }
    // Other pushes (the live job's SportsLive and SportsEvent during the live row) carry no bench timestamp.
    if (command !== 'Bench' && command !== 'BenchAll') return;
    const latencyUs = Number((received - BigInt(body.t)) / 1000n);
    if (command === 'Bench') direct.push(latencyUs);
    else if (command === 'BenchAll') broadcast.push(latencyUs);
  }

  function open(url: string, playerIndex: number): Promise<WebSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${url}?access_token=bench:${playerIndex}&fingerprint=bench`);
      ws.once('error', reject);
      ws.once('open', () => ws.send(`{"protocol":"json","version":1}${RS}`));
      ws.once('message', (data) => {
        if (data.toString() !== `{}${RS}`) return reject(new Error(`handshake refused: ${data}`));
        ws.on('message', (chunk) => {
          for (const record of chunk.toString().split(RS)) if (record) onRecord(record, playerIndex);
        });
        resolve(ws);
      });
    });
  }

  process.on('message', async (message: ToWorker) => {
    if (message.cmd === 'connect') {
      let ok = 0;
      let failed = 0;
      // The server drops clients silent for 30 s, and opening 10,000 sockets on a busy machine takes
      // longer than that: ping the open ones from the start, as the real client does every 15 s.
      pinger = setInterval(() => {
        for (const ws of sockets) if (ws.readyState === WebSocket.OPEN) ws.send(`{"type":6}${RS}`);
      }, 10_000);
      // Bounded concurrency keeps the listen backlog from overflowing.
      const inFlight = 100;
      let next = message.from;
      const end = message.from + message.count;
      await Promise.all(
        Array.from({ length: inFlight }, async () => {
          while (next < end) {
            const index = next++;
            try {
              sockets.push(await open(message.url, index));
              ok += 1;
            } catch {
              failed += 1;
            }
          }
        }),
      );
      send({ ev: 'connected', ok, failed });
    } else if (message.cmd === 'collect') {
      send({ ev: 'latencies', direct: direct.splice(0), broadcast: broadcast.splice(0), balances: balances.splice(0), odds: odds.splice(0) });
    } else if (message.cmd === 'close') {
      if (pinger) clearInterval(pinger);
      for (const ws of sockets) ws.terminate();
      process.exit(0);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Server side and measurement.

function request(child: ChildProcess, message: ToWorker, expect: FromWorker['ev']): Promise<FromWorker> {
  return new Promise((resolve) => {
    const onMessage = (reply: FromWorker) => {
      if (reply.ev !== expect) return;
      child.off('message', onMessage);
      resolve(reply);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

async function settledMemory(): Promise<{ rss: number; heap: number }> {
  // Collect garbage first so the figures hold live memory only (only in the scenario process).
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  for (let i = 0; i < 3; i += 1) {
    gc();
    await new Promise((r) => setTimeout(r, 200));
  }
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heap: heapUsed };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (us: number) => (us / 1000).toFixed(2);
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

export interface LatencyFigures {
  samples: number;
  medianMs: number;
  p99Ms: number;
}

export interface HubBenchResult {
  bus: string;
  connections: number;
  failed: number;
  rssPerConnectionKiB: number;
  heapPerConnectionKiB: number;
  direct: { samples: number; medianMs: number; p99Ms: number };
  broadcast: { samples: number; medianMs: number; p99Ms: number };
  /** Wallet commit → Balance at the client, per database. */
  wallet: Array<{ database: DbTargetName } & LatencyFigures & { lost: number }>;
  /** Feed odds_change → SportsOdds at every client, per database (lost: deliveries that never came). */
  feed: Array<{ database: DbTargetName } & LatencyFigures & { lost: number }>;
  /** The live feed's run (in-play pricing of a running match, its odds_change through the book) → SportsOdds at every client, per database. */
  live?: Array<{ database: DbTargetName; ticks: number } & LatencyFigures>;
}

/** Feed messages per database: each reaches every connection. */
const FEED_SAMPLES = 20;

/** One pre-match fixture with its 1X2 market, made by the simulated feed through the book. */
async function prepareFeed(db: BenchDatabase['handle']['db']) {
  await seedSportsCatalogue(db);
  const teams = await db.select().from(sportsTeams).where(eq(sportsTeams.leagueId, 'tr-super-lig'));
  const eventId = await createSimFixture({ db }, DEFAULT_SIMULATOR, 'tr-super-lig', teams[0]!.id, teams[1]!.id, new Date(Date.now() + 6 * 3_600_000));
  const [market] = await db.select().from(sportsMarkets).where(and(eq(sportsMarkets.eventId, eventId), eq(sportsMarkets.type, '1x2')));
  const outcomes = await db.select().from(sportsOutcomes).where(eq(sportsOutcomes.marketId, market!.id));
  // A running match for the live row (issue 18): kicked off ten match minutes ago by the live job itself.
  const kickOff = new Date(Date.now() - 10 * 60_000);
  const liveEventId = await createSimFixture({ db }, DEFAULT_SIMULATOR, 'tr-super-lig', teams[2]!.id, teams[3]!.id, kickOff);
  await liveTick({ db }, { matchMs: LIVE_MATCH_MS });
  return { eventId, market: market!, outcomes, liveEventId, kickOff };
}

/** The live row's match runs at real speed (90 minutes); each sample is the live job's run one match minute on. */
const LIVE_MATCH_MS = 5_400_000;
const LIVE_SAMPLES = 20;

/** Wallet players: the first connections belong to them, so their Balance pushes reach a client. */
const WALLET_PLAYERS = 200;
const WALLET_FUNDING = 1_000_000_000n;
const WALLET_BET = 100n;

function figures(sortedUs: number[]): LatencyFigures {
  return { samples: sortedUs.length, medianMs: percentile(sortedUs, 50) / 1000, p99Ms: percentile(sortedUs, 99) / 1000 };
}

async function benchOnce(
  busName: string,
  size: number,
  samples: number,
  walletTargets: DbTargetName[],
  walletSamples: number,
): Promise<HubBenchResult> {
  // A wallet scenario measures commit → Balance only, in its own process: an in-process PGlite moves the
  // RSS by more than the connections do, and its synchronous work stalls the event loop long enough
  // for the server to drop sockets it did not read. So its databases are ready before anyone connects.
  const walletMode = walletTargets.length > 0;
  const walletIds = Array.from({ length: walletMode ? Math.min(WALLET_PLAYERS, size) : 0 }, () => randomUUID());
  const databases: BenchDatabase[] = [];
  const feeds = new Map<BenchDatabase, Awaited<ReturnType<typeof prepareFeed>>>();
  for (const target of walletTargets) {
    const opened = await openBenchDatabase(target, process.env.TEST_DATABASE_URL || process.env.DATABASE_URL, 2);
    if (!opened) {
      console.log(`hub  wallet→Balance on ${target} skipped: set TEST_DATABASE_URL or DATABASE_URL`);
      continue;
    }
    await insertBenchPlayers(opened.handle.db, { ids: walletIds, prefix: 'hbench', fundingKurus: WALLET_FUNDING });
    databases.push(opened);
    feeds.set(opened, await prepareFeed(opened.handle.db));
  }
  const playerIdOf = (index: number) => walletIds[index] ?? `p${index}`;
  const indexOfPlayer = new Map(walletIds.map((id, index) => [id, index]));

  const bus = makeBus(busName);
  const app = Fastify({ logger: false });
  await app.register(hubPlugin, {
    bus,
    // Every bench client comes from 127.0.0.1: the per-address cap (50, against one client opening sockets
    // by the thousand) would refuse all but the first 50.
    maxConnectionsPerAddress: size,
    // The session store is not what is measured here: a bench token names its player.
    authenticate: async (token) => {
      const match = /^bench:(\d+)$/.exec(token);
      return match ? { playerId: playerIdOf(Number(match[1])), sessionId: `s${match[1]}` } : null;
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `ws://127.0.0.1:${address.port}/hub/frnotify`;

  const workerCount = size > 2000 ? 2 : 1;
  const workers = Array.from({ length: workerCount }, () =>
    fork(thisFile, ['--worker'], { execArgv: ['--import', 'tsx'], stdio: 'inherit' }),
  );
  await Promise.all(workers.map((w) => once(w, 'spawn')));

  const before = walletMode ? { rss: NaN, heap: NaN } : await settledMemory();
  const per = Math.ceil(size / workerCount);
  const connectStart = performance.now();
  const connected = (await Promise.all(
    workers.map((w, i) =>
      request(w, { cmd: 'connect', url, from: i * per, count: Math.min(per, size - i * per) }, 'connected'),
    ),
  )) as Array<Extract<FromWorker, { ev: 'connected' }>>;
  const connectSeconds = (performance.now() - connectStart) / 1000;
  const opened = connected.reduce((n, c) => n + c.ok, 0);
  // Registration follows the handshake answer by a tick; wait until the hub counts them all (or, if
  // some were dropped meanwhile, report what it holds).
  const waitUntil = performance.now() + 10_000;
  while (app.hub.connectionCount < opened && performance.now() < waitUntil) await sleep(20);
  const ok = app.hub.connectionCount;
  const failed = connected.reduce((n, c) => n + c.failed, 0) + (opened - ok);
  const after = walletMode ? { rss: NaN, heap: NaN } : await settledMemory();

  // Direct messages to random players, about 1,000 a second, as a stream of wallet changes.
  for (let i = 0; i < (walletMode ? 0 : samples); i += 1) {
    const player = Math.floor(Math.random() * ok);
    void app.hub.publishToPlayer(playerIdOf(player), 'Bench', { t: process.hrtime.bigint().toString() });
    if (i % 10 === 9) await sleep(10);
  }
  await sleep(1000);
  // A few broadcasts, each reaching every connection.
  for (let i = 0; i < (walletMode ? 0 : 3); i += 1) {
    await app.hub.publishToAll('BenchAll', { t: process.hrtime.bigint().toString() });
    await sleep(size >= 10_000 ? 1500 : 500);
  }
  await sleep(500);

  const collect = async () =>
    (await Promise.all(workers.map((w) => request(w, { cmd: 'collect' }, 'latencies')))) as Array<Extract<FromWorker, { ev: 'latencies' }>>;
  const collected = await collect();
  const direct = collected.flatMap((c) => c.direct).sort((a, b) => a - b);
  const broadcast = collected.flatMap((c) => c.broadcast).sort((a, b) => a - b);

  // Wallet commit → Balance: one bet at a time (so each player's balance only falls and names its push),
  // the commit time taken when bet() resolved, i.e. after COMMIT was acknowledged.
  const wallet: HubBenchResult['wallet'] = [];
  for (const database of databases) {
    const committed = new Map<string, number>();
    for (let i = 0; i < walletSamples; i += 1) {
      const playerId = walletIds[Math.floor(Math.random() * walletIds.length)];
      const result = await bet(database.handle.db, { playerId, txId: `hbench-${randomUUID()}`, roundId: `hbench-${i}`, gameCode: 'bench', amount: WALLET_BET });
      const commitUs = Number(process.hrtime.bigint() / 1000n);
      committed.set(`${indexOfPlayer.get(playerId)}:${balanceMessage(result.balance).balance}`, commitUs);
      await publishWalletChange(app.hub, database.handle.db, result);
    }
    await sleep(500);
    const received = (await collect()).flatMap((c) => c.balances);
    const latencies: number[] = [];
    for (const [player, receivedUs, balance] of received) {
      const commitUs = committed.get(`${player}:${balance}`);
      if (commitUs !== undefined) latencies.push(receivedUs - commitUs);
    }
    latencies.sort((a, b) => a - b);
    wallet.push({ database: database.target, ...figures(latencies), lost: walletSamples - latencies.length });
  }

  // Feed message → price at every client: one odds_change at a time (the home price moving between two
  // values), its start taken before the book is called; the market's version after it names the push.
  const feed: HubBenchResult['feed'] = [];
  for (const database of databases) {
    const { eventId, market, outcomes } = feeds.get(database)!;
    const started = new Map<number, number>();
    for (let i = 0; i < FEED_SAMPLES; i += 1) {
      const moved = outcomes.map((o, index) => ({ code: o.code, odds: index === 0 ? o.odds + (i % 2 === 0 ? 5 : 0) : o.odds, probability: o.probability, active: true }));
      const startUs = Number(process.hrtime.bigint() / 1000n);
      await applyFeedMessage({ db: database.handle.db, hub: app.hub }, { type: 'odds_change', eventId, markets: [{ type: '1x2', specifiers: market.specifiers, group: market.group, status: 'active', outcomes: moved }] });
      const [now] = await database.handle.db.select({ version: sportsMarkets.version }).from(sportsMarkets).where(eq(sportsMarkets.id, market.id));
      started.set(now!.version, startUs);
      await sleep(size >= 10_000 ? 1500 : 300);
    }
    await sleep(500);
    const latencies: number[] = [];
    for (const [receivedUs, version] of (await collect()).flatMap((c) => c.odds)) {
      const startUs = started.get(version);
      if (startUs !== undefined) latencies.push(receivedUs - startUs);
    }
    latencies.sort((a, b) => a - b);
    feed.push({ database: database.target, ...figures(latencies), lost: FEED_SAMPLES * ok - latencies.length });
  }

  // Live feed message → price at every client (issue 18): the live job's run over the running match one match
  // minute later (in-play prices from the state, the odds_change through the book, its SportsOdds push, or a
  // bet_stop's suspension when a dangerous moment is near), its start taken before the run; every SportsOdds
  // a client receives before the next run's start counts for this run.
  const live: NonNullable<HubBenchResult['live']> = [];
  for (const database of databases) {
    const { kickOff } = feeds.get(database)!;
    await collect();
    const starts: number[] = [];
    for (let i = 0; i < LIVE_SAMPLES; i += 1) {
      const now = new Date(kickOff.getTime() + (11 + i) * 60_000 + 500);
      starts.push(Number(process.hrtime.bigint() / 1000n));
      await liveTick({ db: database.handle.db, hub: app.hub, now: () => now }, { matchMs: LIVE_MATCH_MS });
      await sleep(size >= 10_000 ? 1500 : 300);
    }
    await sleep(500);
    const latencies: number[] = [];
    for (const [receivedUs] of (await collect()).flatMap((c) => c.odds)) {
      let start: number | undefined;
      for (const s of starts) if (s <= receivedUs) start = s;
      if (start !== undefined) latencies.push(receivedUs - start);
    }
    latencies.sort((a, b) => a - b);
    live.push({ database: database.target, ticks: LIVE_SAMPLES, ...figures(latencies) });
  }

  for (const w of workers) w.send({ cmd: 'close' } satisfies ToWorker);
  await Promise.all(workers.map((w) => once(w, 'exit')));
  await app.close();
  await bus.close();
  for (const database of databases) await database.close();

  const result: HubBenchResult = {
    bus: busName,
    connections: ok,
    failed,
    rssPerConnectionKiB: (after.rss - before.rss) / ok / 1024,
    heapPerConnectionKiB: (after.heap - before.heap) / ok / 1024,
    direct: { samples: direct.length, medianMs: percentile(direct, 50) / 1000, p99Ms: percentile(direct, 99) / 1000 },
    broadcast: {
      samples: broadcast.length,
      medianMs: percentile(broadcast, 50) / 1000,
      p99Ms: percentile(broadcast, 99) / 1000,
    },
    wallet,
    feed,
    live,
  };
  if (!walletMode) console.log(
    `hub  bus=${busName.padEnd(6)} connections=${String(ok).padStart(6)} (failed ${failed}, opened in ${connectSeconds.toFixed(1)} s)` +
      `  memory/conn: rss ${result.rssPerConnectionKiB.toFixed(1)} KiB, heap ${result.heapPerConnectionKiB.toFixed(1)} KiB` +
      `  publish→client: median ${ms(percentile(direct, 50))} ms, p99 ${ms(percentile(direct, 99))} ms (n=${direct.length})` +
      `  broadcast→each client: median ${ms(percentile(broadcast, 50))} ms, p99 ${ms(percentile(broadcast, 99))} ms (n=${broadcast.length})`,
  );
  for (const w of wallet) {
    console.log(
      `hub  bus=${busName.padEnd(6)} connections=${String(ok).padStart(6)} (failed ${failed})  wallet commit (${w.database})→Balance at client: median ${w.medianMs.toFixed(2)} ms, p99 ${w.p99Ms.toFixed(2)} ms (n=${w.samples}, lost ${w.lost})`,
    );
  }
  for (const f of feed) {
    console.log(
      `hub  bus=${busName.padEnd(6)} connections=${String(ok).padStart(6)} (failed ${failed})  feed odds_change (${f.database})→SportsOdds at every client: median ${f.medianMs.toFixed(2)} ms, p99 ${f.p99Ms.toFixed(2)} ms (n=${f.samples}, lost ${f.lost})`,
    );
  }
  for (const l of live) {
    console.log(
      `hub  bus=${busName.padEnd(6)} connections=${String(ok).padStart(6)} (failed ${failed})  live feed odds_change (${l.database}, in-play pricing + book)→SportsOdds at every client: median ${l.medianMs.toFixed(2)} ms, p99 ${l.p99Ms.toFixed(2)} ms (n=${l.samples} over ${l.ticks} runs)`,
    );
  }
  return result;
}

function makeBus(busName: string): HubBus {
  if (busName !== 'redis') return createMemoryHubBus();
  return createRedisHubBus({ url: redisUrl() as string, prefix: `bench:hub:${process.pid}` });
}

function redisUrl(): string | undefined {
  return process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
}

/**
 * Each (bus, size) runs in a fresh server process: a process that already held 10,000 sockets
 * keeps that memory, which would make the next run's RSS delta meaningless.
 */
function scenario(busName: string, size: number, samples: number, wallet: DbTargetName[], walletSamples: number): Promise<HubBenchResult> {
  const child = fork(thisFile, ['--scenario', busName, String(size), String(samples), wallet.join(',') || 'none', String(walletSamples)], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('message', (result: HubBenchResult) => resolve(result));
    child.once('exit', (code) => reject(new Error(`hub bench scenario ${busName}/${size} exited with ${code}`)));
  });
}

export async function runHubBench(
  options: { sizes?: number[]; samples?: number; buses?: string[]; wallet?: DbTargetName[]; walletSamples?: number } = {},
): Promise<HubBenchResult[]> {
  const sizes = options.sizes ?? [1000, 10_000];
  const samples = options.samples ?? 2000;
  const wanted = options.buses ?? ['memory', 'redis'];
  const buses = wanted.filter((b) => b !== 'redis' || redisUrl());
  const wallet = options.wallet ?? ['pglite', 'postgres'];
  const walletSamples = options.walletSamples ?? 300;
  const results: HubBenchResult[] = [];
  for (const busName of buses) {
    for (const size of sizes) results.push(await scenario(busName, size, samples, [], walletSamples));
  }
  // Wallet commit → Balance on the in-process bus (the Redis hop is the publish row's difference above).
  if (wallet.length > 0) {
    for (const size of sizes) results.push(await scenario('memory', size, 0, wallet, walletSamples));
  }
  if (!redisUrl() && wanted.includes('redis')) {
    console.log('hub  (Redis bus skipped: set TEST_REDIS_URL or REDIS_URL to measure it)');
  }
  return results;
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? undefined : process.argv[index + 1];
}

if (process.argv.includes('--worker')) {
  void worker();
} else if (process.argv.includes('--scenario')) {
  const at = process.argv.indexOf('--scenario');
  const [busName, size, samples, wallet, walletSamples] = process.argv.slice(at + 1, at + 6);
  const targets = wallet === 'none' ? [] : (wallet.split(',') as DbTargetName[]);
  benchOnce(busName, Number(size), Number(samples), targets, Number(walletSamples)).then(
    (result) => process.send?.(result, undefined, undefined, () => process.exit(0)),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sizes = argument('sizes')?.split(',').map(Number);
  const samples = argument('samples') ? Number(argument('samples')) : undefined;
  const buses = argument('bus')?.split(',');
  const walletArg = argument('wallet');
  const wallet = walletArg === undefined ? undefined : walletArg === 'none' ? [] : (walletArg.split(',') as DbTargetName[]);
  const walletSamples = argument('wallet-samples') ? Number(argument('wallet-samples')) : undefined;
  runHubBench({ sizes, samples, buses, wallet, walletSamples }).then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
