// Sessions: random tokens stored only as hashes, last-seen written at most once a minute, sessions idle
// past the timeout (30 minutes, or the operator's setting) or past the absolute lifetime (12 hours) and
// revoked sessions refused, a player's other sessions ended on demand, and a new login from a device
// ending that device's earlier session (issue 13.11).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSession,
  LAST_SEEN_THROTTLE_MS,
  resolveSession,
  revokePlayerSessions,
  revokeSession,
} from '../../../server/auth/sessions';
import { setSessionIdleMinutes } from '../../../server/auth/session-policy';
import { listAudit } from '../../../server/audit';
import { listSessions } from '../../../server/customer/sessions';
import { bearerToken, hashToken, newSessionToken } from '../../../server/auth/tokens';
import { players, sessions } from '../../../server/db/schema';
import { describeEachTarget, createTestDatabase, type TestDatabase } from '../helpers/db';
import { createTestPlayer } from '../helpers/players';

describe('session tokens', () => {
  it('are 256 random bits in base64url, never repeated', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newSessionToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('hash to SHA-256 hex', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('are read only from a Bearer authorization header', () => {
    expect(bearerToken('Bearer abc-DEF_123')).toBe('abc-DEF_123');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken('Bearer')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

describeEachTarget('sessions on %s', (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(target);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('stores the device data and finds the player by token', async () => {
    const player = await createTestPlayer(database.db);
    const { token, sessionId } = await createSession(database.db, player.id, {
      ip: '203.0.113.7',
      userAgent: 'x'.repeat(1000),
      fingerprint: 'fp',
    });
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row).toMatchObject({ ip: '203.0.113.7', fingerprint: 'fp', tokenHash: hashToken(token) });
    expect(row.userAgent).toHaveLength(512);
    expect(await resolveSession(database.db, token)).toEqual({
      id: player.id,
      username: player.username,
      usercode: player.usercode,
      sessionId,
      expiresAt: expect.any(Date),
    });
    expect(await resolveSession(database.db, `${token}x`)).toBeNull();
  });

  it('keeps an address that is not an IP out of the inet column', async () => {
    const player = await createTestPlayer(database.db);
    const { sessionId } = await createSession(database.db, player.id, { ip: 'not-an-ip' });
    const [row] = await database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row.ip).toBeNull();
  });

  it('writes last_seen_at at most once per throttle interval', async () => {
    const player = await createTestPlayer(database.db);
    const { token, sessionId } = await createSession(database.db, player.id);
    const lastSeen = async () =>
      (await database.db.select().from(sessions).where(eq(sessions.id, sessionId)))[0].lastSeenAt.getTime();
    const created = await lastSeen();

    await resolveSession(database.db, token, new Date(created + LAST_SEEN_THROTTLE_MS - 1000));
    expect(await lastSeen()).toBe(created);

    const later = new Date(created + LAST_SEEN_THROTTLE_MS + 1000);
    await resolveSession(database.db, token, later);
    expect(await lastSeen()).toBe(later.getTime());
  });

  const minute = 60_000;
  const hour = 60 * minute;
  /** A session created at a chosen instant, so every expectation below is a worked figure from it. */
  async function sessionAt(at: Date, fingerprint?: string) {
    const player = await createTestPlayer(database.db);
    const created = await createSession(database.db, player.id, { fingerprint }, at);
    return { player, ...created };
  }

  it('ends a session idle for 30 minutes (SESSION_IDLE_MINUTES default) and says when it ends', async () => {
    const t0 = new Date('2026-11-24T10:00:00.000Z');
    const { token } = await sessionAt(t0);
    const at29 = await resolveSession(database.db, token, new Date(t0.getTime() + 29 * minute), { touch: false });
    expect(at29?.expiresAt.toISOString()).toBe('2026-11-24T10:30:00.000Z');
    expect(await resolveSession(database.db, token, new Date(t0.getTime() + 30 * minute))).toBeNull();
  });

  it('restarts the idle timer on use, but not for background calls', async () => {
    const t0 = new Date('2026-11-24T11:00:00.000Z');
    const { token } = await sessionAt(t0);
    // A background poll at 20 minutes leaves the end at 11:30 …
    const polled = await resolveSession(database.db, token, new Date(t0.getTime() + 20 * minute), { touch: false });
    expect(polled?.expiresAt.toISOString()).toBe('2026-11-24T11:30:00.000Z');
    // … a real call at 25 minutes moves it to 11:55.
    const used = await resolveSession(database.db, token, new Date(t0.getTime() + 25 * minute));
    expect(used?.expiresAt.toISOString()).toBe('2026-11-24T11:55:00.000Z');
    expect(await resolveSession(database.db, token, new Date(t0.getTime() + 54 * minute), { touch: false })).not.toBeNull();
    expect(await resolveSession(database.db, token, new Date(t0.getTime() + 55 * minute))).toBeNull();
  });

  it('ends a session 12 hours after login however active (SESSION_MAX_HOURS), and keepAlive does not pass it', async () => {
    const t0 = new Date('2026-11-24T00:00:00.000Z');
    const { token } = await sessionAt(t0);
    // Used every 20 minutes for 11 h 40 min: each use pushes the idle end, never past 12:00.
    for (let m = 20; m <= 11 * 60 + 40; m += 20) {
      expect(await resolveSession(database.db, token, new Date(t0.getTime() + m * minute))).not.toBeNull();
    }
    const late = await resolveSession(database.db, token, new Date(t0.getTime() + 11 * hour + 50 * minute), { force: true });
    expect(late?.expiresAt.toISOString()).toBe('2026-11-24T12:00:00.000Z');
    expect(await resolveSession(database.db, token, new Date(t0.getTime() + 12 * hour))).toBeNull();
  });

  it('follows the operator setting of the idle timeout, and the absolute lifetime of the settings', async () => {
    const t0 = new Date('2026-11-24T13:00:00.000Z');
    const { token } = await sessionAt(t0);
    const other = await createTestDatabase(target);
    try {
      // The setting is per database (every instance reads it with the token): a separate one here.
      const session = await createSession(other.db, (await createTestPlayer(other.db)).id, {}, t0);
      expect(await setSessionIdleMinutes(other.db, 5)).toBeNull();
      expect(await setSessionIdleMinutes(other.db, 7)).toBe(5);
      const seen = await resolveSession(other.db, session.token, new Date(t0.getTime() + 6 * minute), { touch: false });
      expect(seen?.expiresAt.toISOString()).toBe('2026-11-24T13:07:00.000Z');
      expect(await resolveSession(other.db, session.token, new Date(t0.getTime() + 7 * minute))).toBeNull();
      await expect(setSessionIdleMinutes(other.db, 0)).rejects.toThrow(RangeError);
    } finally {
      await other.destroy();
    }
    // SESSION_MAX_HOURS=2 through the settings: the end is 15:00 even though the idle end would be later.
    const short = await resolveSession(database.db, token, new Date(t0.getTime() + 100 * minute), { defaults: { idleMinutes: 180, maxHours: 2 } });
    expect(short?.expiresAt.toISOString()).toBe('2026-11-24T15:00:00.000Z');
  });

  it('shows an idle session as ended 30 minutes after its last use in the session history', async () => {
    const t0 = new Date('2026-11-24T07:00:00.000Z');
    const { player, sessionId } = await sessionAt(t0);
    const other = await createSession(database.db, player.id, {}, new Date(t0.getTime() + 40 * minute));
    const { items } = await listSessions(database.db, player.id, other.sessionId, { skip: 0, take: 10, now: new Date(t0.getTime() + 45 * minute) });
    const idle = items.find((item) => !item.current);
    expect(idle?.endedAt).toBe('2026-11-24T07:30:00.000Z');
    expect(items.find((item) => item.current)?.endedAt).toBeNull();
    expect(sessionId).toBeTruthy();
  });

  it('ends the earlier sessions of the same device at a new login, audited, and keeps other devices', async () => {
    const t0 = new Date('2026-11-24T09:00:00.000Z');
    const { player, token: first, sessionId: firstId } = await sessionAt(t0, 'laptop-1');
    const phone = await createSession(database.db, player.id, { fingerprint: 'phone-1' }, t0);
    const again = await createSession(database.db, player.id, { fingerprint: 'laptop-1' }, new Date(t0.getTime() + minute));
    expect(again.replaced).toEqual([firstId]);
    const now = new Date(t0.getTime() + 2 * minute);
    expect(await resolveSession(database.db, first, now)).toBeNull();
    expect(await resolveSession(database.db, again.token, now)).not.toBeNull();
    expect(await resolveSession(database.db, phone.token, now)).not.toBeNull();
    const audits = await listAudit(database.db, { action: 'session.replaced', target: { kind: 'session', id: firstId } });
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorKind: 'player', actorId: player.id, details: { by: again.sessionId, reason: 'new-login-same-device' } });
    // Without a fingerprint nothing can be matched, so nothing is ended.
    const bare = await createSession(database.db, player.id, {}, now);
    expect(bare.replaced).toEqual([]);
  });

  it('refuses revoked sessions and sessions of players who are no longer active', async () => {
    const player = await createTestPlayer(database.db);
    const first = await createSession(database.db, player.id);
    await revokeSession(database.db, first.sessionId);
    expect(await resolveSession(database.db, first.token)).toBeNull();

    const second = await createSession(database.db, player.id);
    await database.db.update(players).set({ status: 'suspended' }).where(eq(players.id, player.id));
    expect(await resolveSession(database.db, second.token)).toBeNull();
  });

  it('ends all other sessions of a player', async () => {
    const player = await createTestPlayer(database.db);
    const keep = await createSession(database.db, player.id);
    const a = await createSession(database.db, player.id);
    const b = await createSession(database.db, player.id);
    expect(await revokePlayerSessions(database.db, player.id, { except: keep.sessionId })).toBe(2);
    expect(await resolveSession(database.db, keep.token)).not.toBeNull();
    expect(await resolveSession(database.db, a.token)).toBeNull();
    expect(await resolveSession(database.db, b.token)).toBeNull();
  });
});
