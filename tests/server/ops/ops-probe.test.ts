// The operator's probes and leases (issue 20) on one app: /healthz, /readyz turning 503 while draining,
// /metrics closed to the public and open to loopback or the token, request counts by operationId, and
// leases held by one keeper at a time, taken over only once expired, handed over on release.
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
