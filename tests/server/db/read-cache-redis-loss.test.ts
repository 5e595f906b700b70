// The read cache's generations in Redis when that Redis is lost and comes back empty (issue 23: Redis
// loss with several instances). A value an instance keeps is served while its key's generation is the
// one it was read under. A Redis that restarts empty counts every key from 0 again, so an entry kept
// under generation 0 before a bump (a session read once, then revoked on another instance) would match
// again after the restart and be served: the revoked session, a balance from before a bet. The
// generations must never repeat across a lost Redis. Uses a redis-server of its own (Debian's), which it
// kills; skipped without one.
import { afterAll, describe, expect, it } from 'vitest';
import { ReadCache, redisGenerations } from '../../../server/db/read-cache';
import { freePort } from '../crash/server-process';
import { redisServerInstalled, startRedisServer, type RedisServer } from '../helpers/redis-server';

describe.skipIf(!redisServerInstalled())('read cache generations across a lost Redis', () => {
  const children: RedisServer[] = [];
  afterAll(async () => {
    for (const child of children) if (child.alive) await child.kill();
  });

  it('never serves a value kept before a bump once Redis comes back empty', async () => {
    const port = await freePort();
    children.push(await startRedisServer(port));
    const url = `redis://127.0.0.1:${port}`;
    // Two instances: A keeps the session, B revokes it.
    const a = new ReadCache(redisGenerations(url));
    const b = new ReadCache(redisGenerations(url));
    try {
      expect(await a.get('session', 's:token', async () => 'valid')).toBe('valid');
      await b.invalidate(['s:token']);
      // Redis is lost before A reads again, and a new one starts empty on the same address.
      await children[0].kill();
      children.push(await startRedisServer(port));
      // While the client reconnects a read may fall back to the database; either way, never the kept value.
      let answer: string | null = null;
      for (let attempt = 0; attempt < 50; attempt++) {
        answer = await a.get('session', 's:token', async () => 'revoked');
        if (answer === 'revoked' && a.stats.misses >= 2) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(answer).toBe('revoked');
      // And once Redis answers again, the cache works: a second read is a hit under the new generation.
      const hits = a.stats.hits;
      expect(await a.get('session', 's:token', async () => 'revoked')).toBe('revoked');
      expect(a.stats.hits).toBe(hits + 1);
    } finally {
      await a.generations.close();
      await b.generations.close();
    }
  });
});
