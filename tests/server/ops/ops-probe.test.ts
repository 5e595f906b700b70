// The operator's probes and leases (issue 20) on one app: /healthz, /readyz turning 503 while draining,
// /metrics closed to the public and open to loopback or the token, request counts by operationId, and
// leases held by one keeper at a time, taken over only once expired, handed over on release.
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { leases } from '../../../server/db/schema/leases';
import { createLeaseKeeper } from '../../../server/lib/leases';
import { buildTestApp, contract, type TestApp } from '../helpers/app';
import { createTestDatabase, describeEachTarget } from '../helpers/db';
import { createTestPlayer, login } from '../helpers/players';
import { buildSeededApp, loggedInPlayer, post } from '../casino/seeded-app';

const TOKEN = 'metrics-token-0123456789';

describeEachTarget('probes and leases on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target, { config: { ops: { metricsToken: TOKEN, leaseTtlMs: 15_000, shutdownDelayMs: 0, shutdownTimeoutMs: 25_000 } } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /healthz, and /readyz until the app drains', async () => {
    expect((await t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await t.request({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('serves /metrics only with the token, counting requests by operationId', async () => {
    // inject comes from 127.0.0.1, a loopback client: with a token set, that is not enough.
    expect((await t.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(404);
    await t.request({ method: 'GET', url: '/api/user/balance' });
    const metrics = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    // The unauthenticated balance read above: one 401 for getBalance.
    expect(metrics.body).toMatch(/^casino_http_requests_total\{operation="getBalance",status="4xx"\} 1$/m);
    expect(metrics.body).toMatch(/^casino_http_request_errors_total\{operation="getBalance",code="401"\} 1$/m);
    expect(metrics.body).toMatch(/^casino_hub_connections 0$/m);
    expect(metrics.body).toMatch(/^casino_process_resident_memory_bytes \d+/m);
    expect(metrics.body).toMatch(/^casino_nodejs_eventloop_lag_p99_seconds /m);
  });

  it('answers 503 on /readyz once draining', async () => {
    t.app.opsProbe.drain();
    const draining = await t.request({ method: 'GET', url: '/readyz' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json().checks).toMatchObject({ database: 'ok', draining: 'shutting down' });
  });

  it('gives a lease to one keeper, to another only after it expired, and at once when released', async () => {
    const name = `test-lease-${target}-${Date.now()}`;
    const first = createLeaseKeeper({ db: t.db, ttlMs: 1_500, holder: 'first' });
    const second = createLeaseKeeper({ db: t.db, ttlMs: 1_500, holder: 'second' });
    first.want(name);
    second.want(name);
    await first.renew();
    await second.renew();
    expect([first.holds(name), second.holds(name)]).toEqual([true, false]);
    // The first stops renewing (as a killed instance would): once the row's time is up, the second takes it.
    await t.db.execute(sql`update ${leases} set expires_at = now() - interval '1 second' where name = ${name}`);
    await second.renew();
    await first.renew();
    expect([first.holds(name), second.holds(name)]).toEqual([false, true]);
    // Released: the row is gone and the first takes it at its next renewal, without waiting for expiry.
    await second.release();
    expect(second.holds(name)).toBe(false);
    await first.renew();
    expect(first.holds(name)).toBe(true);
    await first.release();
  });
});

describeEachTarget('request log lines on %s', (target) => {
  it('name the operationId and the player, and leave the probes out at info', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const database = await createTestDatabase(target);
    const app = await buildApp({
      config: { ...loadConfig({ SEED_DEMO: '0' }), staticDir: '/nonexistent' },
      database,
      contract,
      logger: { level: 'info', stream },
    });
    try {
      const player = await createTestPlayer(database.db);
      const { token } = await login((options) => app.inject(options), player.username);
      await app.inject({ method: 'GET', url: '/api/user/balance', headers: { authorization: `Bearer ${token}` } });
      await app.inject({ method: 'GET', url: '/healthz' });
      await app.inject({ method: 'GET', url: '/readyz' });
      const completed = lines.filter((line) => line.msg === 'request completed');
      expect(completed.map((line) => [line.operationId, line.playerId])).toEqual([
        ['login', undefined],
        ['getBalance', player.id],
      ]);
    } finally {
      await app.close();
      await database.destroy();
    }
  });
});

/** The value of one series in Prometheus text, whatever the order its labels are printed in (0 when absent). */
function metricValue(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value) && Object.keys(found).length === Object.keys(labels).length) return Number(match[3]);
  }
  return 0;
}

describeEachTarget('the figures /metrics adds up on %s', (target) => {
  it('counts wallet operations by kind and outcome, bets placed and settled, the hub and the database pool', async () => {
    const t = await buildSeededApp(target);
    try {
      const scrape = async () => (await t.request({ method: 'GET', url: '/metrics' })).body;
      const player = await loggedInPlayer(t, 500n);
      const launch = await post(t, '/api/casino/studiolaunchurl', { platform: 1, gameCode: 'studio-slot', language: 'tr', lobbyUrl: '/' }, player.headers());
      expect(launch.statusCode, launch.body).toBe(200);
      const token = new URL(launch.json().data as string).searchParams.get('token')!;
      // The bet counter is the process's (other apps in this worker count into it too): compare before and after.
      const before = await scrape();
      // ₺5,00 of cash: two spins of ₺1 are taken; then one of a stake above what is left (the spins may have
      // won: the next bet step, ₺0,20, over the balance the second spin answered) is refused (insufficient funds), a 4xx.
      let balanceKurus = 0;
      for (const bet of [1, 1]) {
        const spin = await post(t, '/api/studio/slot/spin', { token, requestId: randomUUID(), bet }, player.headers());
        expect(spin.statusCode, spin.body).toBe(200);
        balanceKurus = Math.round(spin.json().data.balance * 100);
      }
      const overBalance = (Math.floor(balanceKurus / 20) + 1) * 20;
      const refused = await post(t, '/api/studio/slot/spin', { token, requestId: randomUUID(), bet: overBalance / 100 }, player.headers());
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
      const after = await scrape();

      expect(metricValue(after, 'casino_wallet_operations_total', { kind: 'spinStudioSlot', outcome: 'ok' })).toBe(2);
      expect(metricValue(after, 'casino_wallet_operations_total', { kind: 'spinStudioSlot', outcome: 'refused' })).toBe(1);
      const bets = (text: string, stage: string) => metricValue(text, 'casino_bets_total', { game: 'studio-slot', stage });
      expect(bets(after, 'placed') - bets(before, 'placed')).toBe(2);
      expect(bets(after, 'settled') - bets(before, 'settled')).toBe(2);
      expect(metricValue(after, 'casino_http_request_duration_seconds_count', { operation: 'spinStudioSlot' })).toBe(3);
      expect(after).toMatch(/^casino_hub_messages_pushed_total \d+$/m);
      expect(after).toMatch(/^casino_process_heap_bytes \d+/m);
      if (target === 'postgres') expect(metricValue(after, 'casino_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
