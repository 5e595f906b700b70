// Rate limits (server/lib/rate-limit.ts): the GCRA rule with a moving clock, the database and Redis
// stores (shared by every instance), and the per-address limit on failed logins (the login throttle itself: tests/server/auth/login-throttle.test.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createDbRateLimiter,
  createRedisRateLimiter,
  enforceRateLimits,
  gcra,
  rateRules,
  type RateLimiter,
  type RateRule,
} from '../../../server/lib/rate-limit';
import { ApiError } from '../../../server/lib/api-error';
import { buildTestApp, type TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { ALL_DB_TARGETS, createTestDatabase, dbTargets, describeEachTarget, type TestDatabase } from '../helpers/db';
import { createTestPlayer, login } from '../helpers/players';

const rule: RateRule = { name: 'test', limit: 3, periodMs: 60_000 };

describe('gcra', () => {
  it('allows a burst of the limit, then one more per period/limit', () => {
    let tat: number | null = null;
    const at = (now: number) => {
      const step = gcra(rule, tat, now);
      if (step.allowed) tat = step.tat;
      return step;
    };
    expect([at(0), at(1), at(2)].every((s) => s.allowed)).toBe(true);
    const refused = at(3);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBe(20_000 - 3);
    expect(at(19_999).allowed).toBe(false);
    expect(at(20_000).allowed).toBe(true);
    expect(at(20_001).allowed).toBe(false);
    // A quiet minute restores the whole burst.
    expect([at(200_000), at(200_001), at(200_002)].every((s) => s.allowed)).toBe(true);
  });
});

function limiterSuite(name: string, make: () => Promise<{ limiter: RateLimiter; close(): Promise<void> }>, available = true) {
  // An unavailable backend is declared and skipped, so the run counts its tests instead of hiding them.
  (available ? describe : describe.skip)(name, () => {
    let limiter: RateLimiter;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ limiter, close } = await make());
    });
    afterAll(async () => {
      await close?.();
    });

    it('counts allowed attempts only, per key, and says when to come back', async () => {
      const key = randomUUID();
      const t0 = 1_800_000_000_000;
      for (let i = 0; i < 3; i += 1) expect((await limiter.hit(rule, key, t0 + i)).allowed).toBe(true);
      const refused = await limiter.hit(rule, key, t0 + 10);
      expect(refused).toEqual({ allowed: false, retryAfterSeconds: 20 });
      expect((await limiter.hit(rule, randomUUID(), t0 + 10)).allowed).toBe(true);
      // Refusals did not push the next allowance further away.
      for (let i = 0; i < 5; i += 1) await limiter.hit(rule, key, t0 + 100 + i);
      expect((await limiter.hit(rule, key, t0 + 20_000)).allowed).toBe(true);
    });

    it('peeks without counting', async () => {
      const key = randomUUID();
      const t0 = 1_800_000_100_000;
      for (let i = 0; i < 5; i += 1) expect((await limiter.peek(rule, key, t0)).allowed).toBe(true);
      for (let i = 0; i < 3; i += 1) await limiter.hit(rule, key, t0);
      expect(await limiter.peek(rule, key, t0 + 1000)).toEqual({ allowed: false, retryAfterSeconds: 19 });
    });

    it('counts exactly under concurrency', async () => {
      const key = randomUUID();
      const t0 = 1_800_000_200_000;
      const results = await Promise.all(Array.from({ length: 12 }, () => limiter.hit({ ...rule, limit: 5 }, key, t0)));
      expect(results.filter((r) => r.allowed)).toHaveLength(5);
    });

    it('treats keys case-insensitively (usernames, e-mail)', async () => {
      const key = `User${randomUUID()}`;
      const t0 = 1_800_000_300_000;
      for (let i = 0; i < 3; i += 1) await limiter.hit(rule, i % 2 ? key.toUpperCase() : key.toLowerCase(), t0);
      expect((await limiter.hit(rule, key, t0)).allowed).toBe(false);
    });

    it('enforceRateLimits counts in no bucket when one refuses, and throws the 429', async () => {
      const a = randomUUID();
      const b = randomUUID();
      const t0 = 1_800_000_400_000;
      const tight: RateRule = { name: 'tight', limit: 1, periodMs: 60_000 };
      await enforceRateLimits(limiter, [[tight, b]], { now: t0 });
      const headers: Record<string, string> = {};
      const error = await enforceRateLimits(
        limiter,
        [
          [rule, a],
          [tight, b],
        ],
        { now: t0 + 1000, reply: { header: (name, value) => (headers[name] = value) } },
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ statusCode: 429, messageKey: 'accounts.rateLimitedSeconds', vars: { seconds: 59 } });
      expect(headers['retry-after']).toBe('59');
      // `a` was not used up by the refused request: its full burst is still there.
      for (let i = 0; i < 3; i += 1) expect((await limiter.hit(rule, a, t0 + 2000)).allowed).toBe(true);
    });
  });
}

for (const target of ALL_DB_TARGETS) {
  let database: TestDatabase;
  limiterSuite(
    `database rate limiter on ${target}`,
    async () => {
      database = await createTestDatabase(target);
      return { limiter: createDbRateLimiter(database.db), close: () => database.destroy() };
    },
    dbTargets().includes(target),
  );
}

{
  const url = process.env.TEST_REDIS_URL ?? '';
  limiterSuite(
    'redis rate limiter',
    async () => {
      const limiter = createRedisRateLimiter({ url, prefix: `casino-test:${randomUUID()}:` });
      return { limiter, close: () => limiter.close() };
    },
    url !== '',
  );

  it.skipIf(url === '')('redis limits are shared by two instances', async () => {
    const prefix = `casino-test:${randomUUID()}:`;
    const one = createRedisRateLimiter({ url, prefix });
    const two = createRedisRateLimiter({ url, prefix });
    try {
      const t0 = 1_800_000_500_000;
      await one.hit(rule, 'shared', t0);
      await two.hit(rule, 'shared', t0);
      await one.hit(rule, 'shared', t0);
      expect((await two.hit(rule, 'shared', t0)).allowed).toBe(false);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
}

describeEachTarget('login limits on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target, { config: { trustProxy: true } });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    expect(t.violations).toEqual([]);
  });

  it('refuses logins from an address after 20 failures in 15 minutes, even with the right password', async () => {
    const address = { 'x-forwarded-for': '203.0.113.9', 'x-locale': 'en' };
    const player = await createTestPlayer(t.db);
    const started = Date.now();
    for (let i = 0; i < rateRules.loginFailuresPerIp.limit; i += 1) {
      // Unknown usernames: no per-account lockout gets in the way, only the address counts.
      const { response } = await login(t.request, `nobody${i}`, 'wrong-password', address);
      expect(response.statusCode).toBe(400);
    }
    const limited = await login(t.request, player.username, 'secret123', address);
    const elapsedSeconds = Math.ceil((Date.now() - started) / 1000);
    expect(limited.response.statusCode).toBe(429);
    expectContract('login', 429, limited.body);
    // GCRA, 20 per 15 minutes: one attempt every 45 s after a burst of 20, so the 21st may come 45 s after
    // the first failure. The wait is 45 s less the time the burst took (measured here, not by the server).
    const retryAfter = Number(limited.response.headers['retry-after']);
    expect(retryAfter).toBeLessThanOrEqual(45);
    expect(retryAfter).toBeGreaterThanOrEqual(45 - elapsedSeconds);
    expect(limited.body.message).toBe(`Too many attempts, please try again in ${retryAfter} seconds`);

    // Another address, and successful logins, are unaffected.
    expect((await login(t.request, player.username, 'secret123', { 'x-forwarded-for': '203.0.113.10' })).response.statusCode).toBe(200);
  });

  it('does not count successful logins', async () => {
    const address = { 'x-forwarded-for': '203.0.113.11' };
    const player = await createTestPlayer(t.db);
    for (let i = 0; i < rateRules.loginFailuresPerIp.limit + 5; i += 1) {
      expect((await login(t.request, player.username, 'secret123', address)).response.statusCode).toBe(200);
    }
  });
});
