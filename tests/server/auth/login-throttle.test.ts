// The login throttle (issue 12.3, server/auth/login-throttle.ts) on every database target, with an
// injected clock: growing waits per (username, address) pair after 3 free failures (1, 2, 4 … s, capped
// at 300 s), a softer per-username limit of 10 failures in 15 minutes from unknown devices that the
// owner's known device passes with the right password (the denial-of-service case), alike answers for
// unknown and existing usernames, the per-address limit, and the owner told once an hour.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptLogin, delayAfter, loginRules, type LoginDeps, type LoginOutcome } from '../../../server/auth/login-throttle';
import { createSession } from '../../../server/auth/sessions';
import { notifications } from '../../../server/db/schema/customer';
import type { Messaging, OutgoingMessage } from '../../../server/messaging';
import { buildTestApp, type TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer, login } from '../helpers/players';

describe('the pair delay', () => {
  it('is 0 for the first 3 failures, then 1, 2, 4, 8 … s, capped at 300 s', () => {
    // Written out by hand from the rule, not computed.
    const expected = [0, 0, 0, 0, 1000, 2000, 4000, 8000, 16_000, 32_000, 64_000, 128_000, 256_000, 300_000, 300_000];
    expect(expected.map((_, failures) => delayAfter(failures))).toEqual(expected);
    expect(delayAfter(1000)).toBe(300_000);
  });
});

/** A messaging double that records what would be sent. */
function recordingMessaging(): Messaging & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  const driver = { name: 'recorder', send: async (message: OutgoingMessage) => void sent.push(message) };
  return { sent, drivers: { sms: driver, email: driver }, send: driver.send, close: async () => {} };
}

let addressCounter = 0;
/** A fresh documentation address per test, so address counters of other tests do not interfere. */
const freshAddress = () => {
  addressCounter += 1;
  return `198.51.${100 + Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
};

describeEachTarget('login throttle on %s', (target) => {
  let t: TestApp;
  let deps: LoginDeps;
  beforeAll(async () => {
    t = await buildTestApp(target);
    deps = { db: t.db, limiter: t.app.rateLimiter };
  });
  afterAll(async () => {
    await t?.close();
  });

  const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

  it('makes one (username, address) pair wait longer after each failure past the third', async () => {
    const player = await createTestPlayer(t.db);
    const ip = freshAddress();
    const t0 = new Date();
    // From a device the player used before, so the per-username limit (unknown devices only) stays out of it.
    await createSession(t.db, player.id, { fingerprint: 'pair-device' }, at(t0, -60_000));
    const attempt = (ms: number, password = 'wrong-pass') =>
      attemptLogin(deps, { username: player.username, password, ip, fingerprint: 'pair-device', now: at(t0, ms) });
    // Failures 1-4 at t0: the first three are free, and the fourth is still answered (its wait starts after it).
    for (let i = 0; i < 4; i += 1) expect(await attempt(0)).toEqual({ kind: 'invalid' });
    // After 4 failures: 1 s. Refused attempts are not counted and the password is not looked at.
    expect(await attempt(0, 'secret123')).toEqual({ kind: 'throttled', retryAfterSeconds: 1, limit: 'pair' });
    expect(await attempt(999)).toEqual({ kind: 'throttled', retryAfterSeconds: 1, limit: 'pair' });
    expect(await attempt(1000)).toEqual({ kind: 'invalid' }); // failure 5 at 1 s: wait 2 s
    expect(await attempt(2999)).toEqual({ kind: 'throttled', retryAfterSeconds: 1, limit: 'pair' });
    expect(await attempt(1001)).toEqual({ kind: 'throttled', retryAfterSeconds: 2, limit: 'pair' });
    expect(await attempt(3000)).toEqual({ kind: 'invalid' }); // failure 6 at 3 s: wait 4 s
    expect(await attempt(6999)).toMatchObject({ kind: 'throttled', limit: 'pair' });
    expect(await attempt(7000)).toEqual({ kind: 'invalid' }); // failure 7 at 7 s: wait 8 s
    expect(await attempt(14_999)).toMatchObject({ kind: 'throttled', retryAfterSeconds: 1 });
    // The right password after the wait gets in, and the pair starts afresh.
    expect((await attempt(15_000, 'secret123')).kind).toBe('ok');
    for (let i = 0; i < 4; i += 1) expect(await attempt(15_001)).toEqual({ kind: 'invalid' });
    expect(await attempt(15_001)).toMatchObject({ kind: 'throttled', retryAfterSeconds: 1, limit: 'pair' });
    // Another address of the same username is a pair of its own.
    expect((await attemptLogin(deps, { username: player.username, password: 'secret123', ip: freshAddress(), now: at(t0, 15_001) })).kind).toBe('ok');
  });

  it("does not let an attacker's failures from other addresses stop the owner's known device", async () => {
    const player = await createTestPlayer(t.db);
    const t0 = new Date();
    // The owner logged in from their phone before: a known device.
    await createSession(t.db, player.id, { fingerprint: 'owner-phone', ip: '192.0.2.10' }, at(t0, -86_400_000));
    // The attacker spreads 10 wrong passwords over 10 addresses (no pair ever waits).
    for (let i = 0; i < 10; i += 1) {
      expect(await attemptLogin(deps, { username: player.username, password: `guess-${i}`, ip: freshAddress(), fingerprint: `bot-${i}`, now: at(t0, i) })).toEqual({ kind: 'invalid' });
    }
    // Now unknown devices are refused before the password is looked at, even with the right one …
    const attacker = await attemptLogin(deps, { username: player.username, password: 'secret123', ip: freshAddress(), fingerprint: 'bot-x', now: at(t0, 10) });
    expect(attacker).toMatchObject({ kind: 'throttled', limit: 'account' });
    const ownerNewLaptop = await attemptLogin(deps, { username: player.username, password: 'secret123', ip: '192.0.2.10', fingerprint: 'new-laptop', now: at(t0, 10) });
    expect(ownerNewLaptop).toMatchObject({ kind: 'throttled', limit: 'account' });
    // … while the owner's phone with the right password gets in, and with a wrong one is told it is wrong.
    expect((await attemptLogin(deps, { username: player.username, password: 'secret123', ip: '192.0.2.10', fingerprint: 'owner-phone', now: at(t0, 11) })).kind).toBe('ok');
    expect(await attemptLogin(deps, { username: player.username, password: 'typo-typo', ip: '192.0.2.10', fingerprint: 'owner-phone', now: at(t0, 12) })).toEqual({ kind: 'invalid' });
    // GCRA, 10 per 15 minutes: one more unknown-device attempt every 90 s after the burst (counted from t0).
    expect(attacker).toEqual({ kind: 'throttled', limit: 'account', retryAfterSeconds: 90 });
    expect((await attemptLogin(deps, { username: player.username, password: 'secret123', ip: '192.0.2.10', fingerprint: 'new-laptop', now: at(t0, 90_000) })).kind).toBe('ok');
  });

  it('answers an unknown username exactly like an existing one, throttled answers included', async () => {
    const player = await createTestPlayer(t.db);
    const ghost = `ghost${Date.now().toString(36)}`;
    const t0 = new Date();
    const run = async (username: string) => {
      const outcomes: LoginOutcome[] = [];
      // 6 attempts from one address a second apart (the sixth meets the pair's 2 s wait), then 10 from other
      // addresses: 5 more failures fill the per-username limit of 10, the last 5 are refused.
      const home = freshAddress();
      for (let i = 0; i < 6; i += 1) outcomes.push(await attemptLogin(deps, { username, password: 'wrong-pass', ip: home, now: at(t0, i * 1000) }));
      for (let i = 0; i < 10; i += 1) outcomes.push(await attemptLogin(deps, { username, password: 'wrong-pass', ip: freshAddress(), now: at(t0, 10_000 + i) }));
      return outcomes;
    };
    const known = await run(player.username);
    const unknown = await run(ghost);
    expect(unknown).toEqual(known);
    // Both met the pair wait and the per-username limit: the sequence is not trivially all 400s.
    expect(known.filter((o) => o.kind === 'throttled').map((o) => (o as { limit: string }).limit)).toEqual(['pair', 'account', 'account', 'account', 'account', 'account']);

    // Over HTTP: the same status, body and Retry-After for both names from a fresh address whose pair
    // has not failed, and the throttled answer is the contract's 429.
    const responses = [];
    for (const username of [player.username, ghost]) {
      const response = await t.request({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'wrong-pass' }, headers: { 'x-locale': 'en' }, remoteAddress: freshAddress() });
      responses.push(response);
    }
    const [a, b] = responses;
    expect(a.statusCode).toBe(429);
    expect(b.statusCode).toBe(a.statusCode);
    expectContract('login', 429, a.json());
    expect(a.json().message).toMatch(/^Too many attempts, please try again in \d+ (seconds|minutes)$/);
    expect(b.json().message.replace(/\d+/, 'N')).toBe(a.json().message.replace(/\d+/, 'N'));
    expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(b.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses an address after 20 failures across usernames, even for a right password, and no other address', async () => {
    const player = await createTestPlayer(t.db);
    const ip = freshAddress();
    const t0 = new Date();
    for (let i = 0; i < loginRules.playerAddress.limit; i += 1) {
      expect(await attemptLogin(deps, { username: `stuffed${i}x${Date.now().toString(36)}`, password: 'wrong-pass', ip, now: t0 })).toEqual({ kind: 'invalid' });
    }
    // 20 per 15 minutes: the next slot opens 45 s after the burst.
    expect(await attemptLogin(deps, { username: player.username, password: 'secret123', ip, now: t0 })).toEqual({ kind: 'throttled', limit: 'address', retryAfterSeconds: 45 });
    expect((await attemptLogin(deps, { username: player.username, password: 'secret123', ip: freshAddress(), now: t0 })).kind).toBe('ok');
  });

  it('lets a known device in past its shared address limit (carrier NAT): a stranger there cannot lock its players out', async () => {
    const neighbour = await createTestPlayer(t.db);
    const ip = freshAddress();
    const t0 = new Date();
    // The neighbour's phone logged in from this shared address yesterday: a known device.
    await createSession(t.db, neighbour.id, { fingerprint: 'neighbour-phone', ip }, at(t0, -86_400_000));
    // Someone else behind the same address fills its 20 failures.
    for (let i = 0; i < loginRules.playerAddress.limit; i += 1) {
      expect(await attemptLogin(deps, { username: `stuffer${i}y${Date.now().toString(36)}`, password: 'wrong-pass', ip, fingerprint: 'stuffer', now: t0 })).toEqual({ kind: 'invalid' });
    }
    // An unknown device on that address is refused even with the right password; the known phone gets in.
    expect(await attemptLogin(deps, { username: neighbour.username, password: 'secret123', ip, fingerprint: 'new-tablet', now: t0 })).toEqual({ kind: 'throttled', limit: 'address', retryAfterSeconds: 45 });
    expect((await attemptLogin(deps, { username: neighbour.username, password: 'secret123', ip, fingerprint: 'neighbour-phone', now: t0 })).kind).toBe('ok');
    // A wrong password from the known phone is only "wrong" (not a throttle), and still counts as a failure.
    expect(await attemptLogin(deps, { username: neighbour.username, password: 'typo-typo', ip, fingerprint: 'neighbour-phone', now: t0 })).toEqual({ kind: 'invalid' });
  });

  it('tells the player once an hour, by notification and e-mail, that their account is under attack', async () => {
    const player = await createTestPlayer(t.db);
    const messaging = recordingMessaging();
    const pushed: unknown[] = [];
    const withWarning: LoginDeps = { ...deps, messaging, published: async (n) => void pushed.push(n) };
    const t0 = new Date();
    const burst = async (start: Date) => {
      for (let i = 0; i < 12; i += 1) await attemptLogin(withWarning, { username: player.username, password: 'wrong-pass', ip: freshAddress(), now: at(start, i) });
    };
    const warnings = async () => t.db.select().from(notifications).where(eq(notifications.playerId, player.id));

    await burst(t0);
    expect(await warnings()).toHaveLength(1);
    expect((await warnings())[0]).toMatchObject({ type: 5, titleKey: 'auth.attack.title', noteKey: 'auth.attack.note' });
    expect(messaging.sent).toHaveLength(1);
    expect(messaging.sent[0]).toMatchObject({ channel: 'email', to: player.email, purpose: 'login-attack-warning', subject: 'Hesabınıza hatalı giriş denemeleri' });
    expect(messaging.sent[0].body).toContain(player.name);
    expect(pushed).toHaveLength(1);

    // Half an hour later the attack goes on: no second warning within the hour.
    await burst(at(t0, 30 * 60_000));
    expect(await warnings()).toHaveLength(1);
    expect(messaging.sent).toHaveLength(1);

    // An hour and a minute after the first, a new wave warns again.
    await burst(at(t0, 61 * 60_000));
    expect(await warnings()).toHaveLength(2);
    expect(messaging.sent).toHaveLength(2);
  });

  it('answers the throttled login over HTTP with Retry-After, and a right password from another address still works', async () => {
    const player = await createTestPlayer(t.db);
    const attackerAddress = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { response } = await login(
        (options) => t.request({ ...options, remoteAddress: attackerAddress }),
        player.username,
        'wrong-pass',
      );
      statuses.push(response.statusCode);
    }
    // Four failures answered, then the pair waits (unless a whole second passed; then it is one more 400).
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect([400, 429]).toContain(statuses[4]);
    const owner = await login((options) => t.request({ ...options, remoteAddress: freshAddress() }), player.username);
    expect(owner.response.statusCode).toBe(200);
  });
});
