// /readyz with Redis configured (issue 20: "the database and, when configured, Redis answer"): ready while
// both answer; 503 naming Redis when it does not, at once rather than after the balancer's probe timed out.
import { describe, expect, it } from 'vitest';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { buildTestApp } from '../helpers/app';

const redisBase = process.env.TEST_REDIS_URL;

describe.skipIf(!redisBase)('/readyz with Redis', () => {
  it('answers ready when the database and Redis answer', async () => {
    const redis = new URL(redisBase!);
    redis.pathname = '/11';
    const t = await buildTestApp('pglite', { config: { redisUrl: redis.toString() } });
    try {
      const ready = await t.request({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode, ready.body).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
    } finally {
      await t.close();
    }
  });

  it('answers 503 naming Redis once Redis stops answering, while /healthz stays 200', async () => {
    // Redis behind a relay this test can cut: the app starts with Redis up, then loses it.
    const target = new URL(redisBase!);
    const open = new Set<Socket>();
    const relay = createServer((client) => {
      const upstream = connect(Number(target.port || 6379), target.hostname);
      for (const socket of [client, upstream]) {
        open.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => open.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const port = (relay.address() as AddressInfo).port;
    const t = await buildTestApp('pglite', { config: { redisUrl: `redis://127.0.0.1:${port}/11` } });
    try {
      expect((await t.request({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      relay.close();
      for (const socket of open) socket.destroy();
      const notReady = await t.request({ method: 'GET', url: '/readyz' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json().status).toBe('not ready');
      expect(notReady.json().checks.database).toBe('ok');
      expect(notReady.json().checks.redis).not.toBe('ok');
      expect((await t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});
