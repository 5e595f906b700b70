// The production shape, proved end to end (issue 20): two real server instances (node server/main.ts) on
// one fresh PostgreSQL database and Redis, behind Debian's nginx, started by scripts/cluster.mjs exactly as
// `npm run cluster` starts them, both migrating at once on an empty database (the advisory lock).
// - a session made on one instance serves on the other; a withdrawal approved on one pushes to a hub
//   connection held by the other; login lockouts count failures made on both;
// - kill -9 of the instance holding the leases under a load of players whose client retries what is safe to
//   repeat (src/api/retry.ts): hub clients reconnect through nginx (the time is printed, not asserted), under
//   1% of the calls fail and none once the reconnect window is over, no acknowledged spin or deposit is lost
//   or doubled (the ledger and the rows say so, retried ones included), and the leases move;
// - a rolling restart (SIGTERM one, start it, then the other) under the same load: no request fails and
//   every notification sent reaches its player (live, or by the resync after the reconnect).
// Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set and nginx is installed; otherwise skipped.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxAvailable, startCluster, type Cluster } from '../../scripts/cluster.mjs';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { createScratchDatabase } from '../../server/db/scratch';
import { gameTransactions } from '../../server/db/schema/customer';
import { leases } from '../../server/db/schema/leases';
import { paymentMethods, paymentTransactions } from '../../server/db/schema/payments';
import { studioRounds } from '../../server/db/schema/studio';
import { createOperator } from '../../server/operators';
import { checkInvariants, getPlayerBalance } from '../../server/wallet';
import { turkishIbanFromBban } from '../../common/rules/iban';
import { signInOperator } from '../server/helpers/operators';
import { verifyFully } from '../server/helpers/kyc';
import { createTestPlayer, credit } from '../server/helpers/players';
import { httpRequest, hubClient, nextAddress, runLoad, type HubClient, type LoadResult, type VirtualPlayer } from './helpers';

const adminUrl = process.env.TEST_DATABASE_URL;
const redisBase = process.env.TEST_REDIS_URL;
const available = Boolean(adminUrl && redisBase && nginxAvailable());
const PASSWORD = 'secret123';
/** Kept short so a dead holder's leases move within the test (production's default is 15 s). */
const LEASE_TTL_MS = 3_000;
/** The issue's window for hub clients to be back; errors are counted only after it. */
const RECONNECT_WINDOW_MS = 2_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!available)('two instances behind nginx', () => {
  let cluster: Cluster;
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let methods: { bank: number; withdraw: number };
  let operatorAuth: Record<string, string>;

  beforeAll(async () => {
    const scratch = await createScratchDatabase(adminUrl!, 'casino_cluster');
    drop = scratch.drop;
    // A Redis database of its own: the rate limits' keys never meet another suite's.
    const redis = new URL(redisBase!);
    redis.pathname = '/9';
    cluster = await startCluster({
      instances: 2,
      env: {
        DATABASE_URL: scratch.url,
        REDIS_URL: redis.toString(),
        LEASE_TTL_MS: String(LEASE_TTL_MS),
        SEED_DEMO: '1',
        STATIC_DIR: '/nonexistent',
        LOG_LEVEL: 'warn',
      },
    });
    database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4, onPoolError: () => {} });
    const rows = await database.db.select({ id: paymentMethods.id, code: paymentMethods.code }).from(paymentMethods);
    const id = (code: string) => rows.find((row) => row.code === code)!.id;
    methods = { bank: id('bank-transfer-deposit'), withdraw: id('bank-transfer-withdraw') };
    const username = `clusterop${Date.now().toString(36)}`;
    await createOperator(database.db, { username, password: 'operator-secret-1', role: 'admin' }, { actor: { kind: 'system', id: 'test' } });
    ({ auth: operatorAuth } = await signInOperator(httpRequest(cluster.url, { 'x-forwarded-for': nextAddress() }), username, 'operator-secret-1'));
  }, 240_000);

  afterAll(async () => {
    await cluster?.stop();
    await database?.close();
    await drop?.();
  }, 60_000);

  const [a, b] = [0, 1];
  const post = (base: string, url: string, payload: unknown, headers: Record<string, string>) =>
    httpRequest(base)({ method: 'POST', url, payload: payload as string, headers });

  async function newPlayer(cashKurus = 100_000n) {
    const player = await createTestPlayer(database.db);
    await verifyFully(database.db, player.id);
    await credit(database.db, player.id, 'cash', cashKurus);
    const address = nextAddress();
    const login = await post(cluster.url, '/api/auth/login', { username: player.username, password: PASSWORD }, { 'x-forwarded-for': address });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json().data.token as string;
    return { id: player.id, username: player.username, token, address, auth: { authorization: `Bearer ${token}`, 'x-forwarded-for': address } };
  }

  it('migrated once though both started at once, and serves a session made on one instance from the other', async () => {
    // Each migration of the folder applied exactly once (a second migrator racing the first would have
    // failed its start on tables that already exist, or recorded one twice).
    const applied = (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
    const journal = JSON.parse(readFileSync(new URL('../../server/db/migrations/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };
    expect(applied.rows[0].n).toBe(journal.entries.length);
    const player = await createTestPlayer(database.db);
    await verifyFully(database.db, player.id);
    await credit(database.db, player.id, 'cash', 12_345n);
    const address = nextAddress();
    const login = await post(cluster.instances[a].url, '/api/auth/login', { username: player.username, password: PASSWORD }, { 'x-forwarded-for': address });
    expect(login.statusCode, login.body).toBe(200);
    const balance = await httpRequest(cluster.instances[b].url)({
      method: 'GET',
      url: '/api/user/balance',
      headers: { authorization: `Bearer ${login.json().data.token}`, 'x-forwarded-for': address },
    });
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json().data).toMatchObject({ balance: 123.45 });
  });

  it('passes a keyed deposit through nginx to either instance, the repeat answering the first and adding nothing', async () => {
    // nginx sends requests with an Idempotency-Key through its internal keyed location (scripts/cluster.mjs),
    // the one place it may resend a POST: the path, query, headers and body must arrive as sent.
    const player = await newPlayer();
    const key = `cluster-${randomUUID()}`;
    const body = { id: methods.bank, target: 'pay', detail: { amount: 150, senderName: 'Ayşe Yılmaz', senderBank: 3 } };
    const answers = [];
    for (const base of [cluster.url, cluster.url, cluster.instances[a].url, cluster.instances[b].url]) {
      answers.push(await post(base, '/api/payment/deposit', body, { ...player.auth, 'idempotency-key': key }));
    }
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const rows = await database.db.select({ key: paymentTransactions.clientKey, amount: paymentTransactions.amount }).from(paymentTransactions).where(eq(paymentTransactions.playerId, player.id));
    expect(rows).toEqual([{ key, amount: 15_000n }]);
  });

  it('pushes a withdrawal approved on one instance to the hub connection held by the other', async () => {
    const player = await newPlayer();
    const hub = await hubClient(cluster.instances[b].url, player.token, player.address);
    try {
      const iban = turkishIbanFromBban(`00062${String(Date.now() % 1e12).padStart(17, '0')}`);
      const requested = await post(cluster.instances[b].url, '/api/payment/withdraw', { id: methods.withdraw, detail: { iban, accountHolder: 'Ayşe Yılmaz', amount: 300 } }, player.auth);
      expect(requested.statusCode, requested.body).toBe(200);
      const [row] = await database.db.select({ id: paymentTransactions.id }).from(paymentTransactions).where(eq(paymentTransactions.playerId, player.id));
      const heard = new Promise<[string, unknown]>((resolve) => hub.connection.on('NotifyMessage', (command: string, message: unknown) => resolve([command, message])));
      const approved = await post(cluster.instances[a].url, `/api/ops/withdrawals/${row.id}/approve`, { note: 'EFT 1' }, operatorAuth);
      expect(approved.statusCode, approved.body).toBe(200);
      const [command] = await heard;
      expect(['Notification', 'Balance']).toContain(command);
    } finally {
      await hub.connection.stop();
    }
  });

  it('counts login failures made on both instances against one limit', async () => {
    const player = await newPlayer();
    // Ten failures (the per-username limit), five on each instance, from five addresses (two per
    // address stay within the pair's free failures, so no pair delay is what refuses).
    for (let i = 0; i < 5; i++) {
      const address = nextAddress();
      for (const which of [a, b]) {
        const failed = await post(cluster.instances[which].url, '/api/auth/login', { username: player.username, password: 'wrong-password' }, { 'x-forwarded-for': address });
        expect(failed.statusCode).not.toBe(200);
      }
    }
    // Either instance alone saw five, under the limit; together they saw ten: the right password from a
    // new device is refused now on both.
    for (const which of [a, b]) {
      const refused = await post(cluster.instances[which].url, '/api/auth/login', { username: player.username, password: PASSWORD }, { 'x-forwarded-for': nextAddress() });
      expect(refused.statusCode, refused.body).toBe(429);
    }
  });

  async function loadPlayers(count: number): Promise<VirtualPlayer[]> {
    const players: VirtualPlayer[] = [];
    for (let i = 0; i < count; i++) {
      const p = await newPlayer();
      const launch = await post(cluster.url, '/api/casino/studiolaunchurl', { platform: 1, gameCode: 'studio-slot', language: 'tr', lobbyUrl: '/' }, p.auth);
      expect(launch.statusCode, launch.body).toBe(200);
      const launchToken = new URL(launch.json().data as string).searchParams.get('token')!;
      players.push({ id: p.id, username: p.username, token: p.token, address: p.address, launchToken });
    }
    for (const player of players) player.hub = await hubClient(cluster.url, player.token, player.address);
    return players;
  }

  /** Every acknowledged spin is one round with one stake in the ledger; nothing is there twice; the ledger balances. */
  async function expectMoneyIntact(players: VirtualPlayer[], load: LoadResult) {
    expect(await checkInvariants(database.db)).toEqual([]);
    const ids = players.map((p) => p.id);
    const rounds = await database.db
      .select({ playerId: studioRounds.playerId, requestId: studioRounds.requestId, status: studioRounds.status, win: studioRounds.winKurus })
      .from(studioRounds)
      .where(inArray(studioRounds.playerId, ids));
    const roundKeys = new Set(rounds.map((r) => `${r.playerId}:${r.requestId}`));
    const spins = load.money.filter((op) => op.kind === 'spin');
    for (const op of spins.filter((s) => s.acknowledged)) expect(roundKeys.has(`${op.player}:${op.key}`), `acknowledged spin ${op.key} lost`).toBe(true);
    // A round exists only for a spin that was sent (acknowledged or not known), never more than once per key.
    const sent = new Set(spins.map((op) => `${op.player}:${op.key}`));
    for (const key of roundKeys) expect(sent.has(key)).toBe(true);
    expect(roundKeys.size).toBe(rounds.length);
    const bets = await database.db
      .select({ roundId: gameTransactions.roundId, n: sql<number>`count(*)::int` })
      .from(gameTransactions)
      .where(and(inArray(gameTransactions.playerId, ids), eq(gameTransactions.kind, 'bet')))
      .groupBy(gameTransactions.roundId);
    for (const bet of bets) expect(bet.n, `stake of ${bet.roundId} taken twice`).toBe(1);
    for (const op of spins.filter((s) => s.acknowledged)) expect(bets.some((bet) => bet.roundId === op.roundId), `no stake for ${op.roundId}`).toBe(true);
    // Each player's cash: what was credited, less every stake taken, plus every win paid, less nothing else.
    // A round cut off by the kill keeps its stake until the player's next launch recovers it, so the
    // stakes come from the game wallet's rows and the wins from the rounds that settled.
    const staked = await database.db
      .select({ playerId: gameTransactions.playerId, kind: gameTransactions.kind, total: sql<string>`sum(${gameTransactions.amount})::text` })
      .from(gameTransactions)
      .where(inArray(gameTransactions.playerId, ids))
      .groupBy(gameTransactions.playerId, gameTransactions.kind);
    for (const player of players) {
      const sum = (kind: string) => BigInt(staked.find((row) => row.playerId === player.id && row.kind === kind)?.total ?? '0');
      const wins = rounds.filter((r) => r.playerId === player.id && r.status === 'settled').reduce((total, r) => total + r.win, 0n);
      expect(sum('win')).toBe(wins);
      const balance = await getPlayerBalance(database.db, player.id);
      expect(balance.cash + balance.bonus).toBe(100_000n - sum('bet') + sum('win') + sum('rollback'));
    }
    // Deposits: each acknowledged one is exactly one row under its Idempotency-Key (a retry found the first);
    // a key whose fate the client never learnt is at most one row; no row has a key that was never sent.
    const deposits = load.money.filter((op) => op.kind === 'deposit');
    const rows = await database.db
      .select({ playerId: paymentTransactions.playerId, key: paymentTransactions.clientKey, n: sql<number>`count(*)::int` })
      .from(paymentTransactions)
      .where(and(inArray(paymentTransactions.playerId, ids), eq(paymentTransactions.methodId, methods.bank)))
      .groupBy(paymentTransactions.playerId, paymentTransactions.clientKey);
    const depositRows = new Map(rows.map((row) => [`${row.playerId}:${row.key}`, row.n]));
    for (const op of deposits.filter((d) => d.acknowledged)) expect(depositRows.get(`${op.player}:${op.key}`), `acknowledged deposit ${op.key}`).toBe(1);
    const sentDeposits = new Set(deposits.map((op) => `${op.player}:${op.key}`));
    for (const [key, n] of depositRows) {
      expect(sentDeposits.has(key), `deposit row ${key} was never sent`).toBe(true);
      expect(n).toBe(1);
    }
  }

  async function leaseHolders(): Promise<string[]> {
    const rows = await database.db.select({ holder: leases.holder }).from(leases).where(sql`${leases.expiresAt} > now()`);
    return [...new Set(rows.map((r) => r.holder))];
  }

  it('survives kill -9 of the lease holder under load: hubs reconnect, money intact, leases move, no errors after the window', async () => {
    const players = await loadPlayers(8);
    const hubs = players.map((p) => p.hub!) as HubClient[];
    const holders = await leaseHolders();
    expect(holders).toHaveLength(1);
    const victimIndex = cluster.instances.findIndex((instance) => holders[0].includes(`:${instance.child.pid}:`));
    expect(victimIndex).toBeGreaterThanOrEqual(0);
    const victim = cluster.instances[victimIndex];
    // Some hub clients must be on the victim for the reconnect to be tested. nginx alternates between the
    // instances and a connection takes two requests (negotiate, then the socket), so they can all land
    // on one; a request in between shifts the next socket to the other. Each instance's own /metrics
    // (loopback) tells how many it holds.
    const hubsOn = async (url: string) => Number(/^casino_hub_connections (\d+)$/m.exec(await (await fetch(`${url}/metrics`)).text())?.[1] ?? 0);
    for (let extra = 0; (await hubsOn(victim.url)) < 2 && extra < 12; extra++) {
      const player = players[extra % players.length];
      await fetch(`${cluster.url}/healthz`);
      hubs.push(await hubClient(cluster.url, player.token, player.address));
    }
    expect(await hubsOn(victim.url)).toBeGreaterThanOrEqual(2);

    const load = runLoad(cluster.url, players, PASSWORD, methods);
    await sleep(4_000);
    const killedAt = Date.now();
    await victim.kill('SIGKILL');
    await sleep(RECONNECT_WINDOW_MS + 6_000);
    // A rate needs a denominator: on a busy machine the players make fewer calls, so the load goes on
    // (up to half a minute more) until it has made 400.
    for (let waited = 0; load.result.requests < 400 && waited < 30_000; waited += 500) await sleep(500);
    const result = await load.stop();

    const moved = hubs.filter((hub) => hub.reconnecting.some((at) => at >= killedAt));
    const times = moved.map((hub) => (hub.reconnected.find((at) => at >= killedAt) ?? Number.NaN) - killedAt);
    const during = result.failures.filter((f) => f.at < killedAt + RECONNECT_WINDOW_MS);
    const after = result.failures.filter((f) => f.at >= killedAt + RECONNECT_WINDOW_MS);
    const spins = result.money.filter((op) => op.kind === 'spin');
    const deposits = result.money.filter((op) => op.kind === 'deposit');
    console.log(
      `kill -9: ${moved.length}/${hubs.length} hub clients were on the killed instance; reconnected in ${times.map((t) => `${t} ms`).join(', ') || '-'}; ` +
        `${result.requests} requests (${result.retries} attempts sent again), ${result.failures.length} failed ` +
        `(${((100 * result.failures.length) / result.requests).toFixed(2)}%: ${result.failures.map((f) => `${f.what} ${f.status}`).join(', ') || 'none'}), ` +
        `${after.length} after the ${RECONNECT_WINDOW_MS} ms window; ${spins.filter((op) => op.acknowledged).length}/${spins.length} spins and ` +
        `${deposits.filter((op) => op.acknowledged).length}/${deposits.length} deposits acknowledged`,
    );
    expect(moved.length).toBeGreaterThanOrEqual(2);
    expect(moved.every((hub) => hub.reconnected.some((at) => at >= killedAt))).toBe(true);
    // The issue's bar: under 1% of the load's calls fail, none once the reconnect window is over. Only a
    // call that is not safe to repeat (a login) and was in flight on the killed instance may fail.
    expect(result.requests).toBeGreaterThanOrEqual(400);
    expect(result.failures.length / result.requests).toBeLessThan(0.01);
    expect(during.every((f) => f.what === 'login'), 'only a login, which is not sent twice, may fail').toBe(true);
    expect(after).toEqual([]);
    await expectMoneyIntact(players, result);

    // The dead holder's leases expire and the survivor takes them.
    const survivor = cluster.instances[1 - victimIndex];
    await expect
      .poll(async () => (await leaseHolders()).map((holder) => holder.includes(`:${survivor.child.pid}:`)), { timeout: LEASE_TTL_MS * 4, interval: 200 })
      .toEqual([true]);
    for (const hub of hubs) await hub.connection.stop();
    await victim.start();
  }, 240_000);

  it('restarts one instance at a time under load with no failed request and no lost notification', async () => {
    const players = await loadPlayers(6);
    const load = runLoad(cluster.url, players, PASSWORD, methods);
    const sent: { player: VirtualPlayer; title: string }[] = [];
    let sending = true;
    const notifier = (async () => {
      for (let i = 0; sending; i++) {
        const player = players[i % players.length];
        const title = `rolling-${i}-${randomUUID().slice(0, 6)}`;
        // As the back office sends it: with a key, so nginx may resend it to the other instance when the one
        // it chose was stopping (a request sent on a connection the closing listener never took).
        const response = await post(cluster.url, '/api/ops/notifications', { audience: 'player', player: player.username, title, note: 'n' }, { ...operatorAuth, 'idempotency-key': randomUUID() });
        if (response.statusCode === 200) sent.push({ player, title });
        else load.result.failures.push({ at: Date.now(), what: 'notify', status: response.statusCode });
        await sleep(150);
      }
    })();
    await sleep(1_500);
    const restarts: string[] = [];
    for (const instance of cluster.instances) {
      const stopping = Date.now();
      await instance.kill('SIGTERM');
      const stopped = Date.now();
      await instance.start();
      restarts.push(`stopped in ${stopped - stopping} ms, ready again in ${Date.now() - stopped} ms`);
      // nginx counts the stopped instance failed for fail_timeout (2 s, scripts/cluster.mjs): stopping the
      // other before it takes the restarted one back would leave nginx no instance it trusts.
      await sleep(3_000);
    }
    sending = false;
    await notifier;
    const result = await load.stop();
    console.log(
      `rolling restart (${restarts.join('; ')}): ${result.requests} requests, ${result.retries} sent again, ${result.failures.length} failed` +
        `${result.failures.length ? ` (${result.failures.map((f) => `${f.what} ${f.status}`).join(', ')})` : ''}; ${sent.length} notifications sent`,
    );
    expect(result.failures).toEqual([]);
    // A graceful stop needs no help from the clients: nginx never got a 502 or a reset to hand them.
    expect(result.retries).toBe(0);
    // A client still resyncing finishes within a moment; then every notification is with its player.
    await expect
      .poll(() => sent.filter(({ player, title }) => !player.hub!.titles.has(title)).map(({ title }) => title), { timeout: 5_000, interval: 100 })
      .toEqual([]);
    await expectMoneyIntact(players, result);
    for (const player of players) await player.hub!.connection.stop();
  }, 300_000);
});
