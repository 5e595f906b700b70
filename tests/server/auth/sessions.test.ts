// Sessions: random tokens stored only as hashes, last-seen written at most once a minute, idle and
// revoked sessions refused, and a player's other sessions ended on demand.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSession,
  LAST_SEEN_THROTTLE_MS,
  resolveSession,
  revokePlayerSessions,
  revokeSession,
  SESSION_IDLE_TIMEOUT_MS,
} from '../../../server/auth/sessions';
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

  it('refuses a session idle for longer than the timeout', async () => {
    const player = await createTestPlayer(database.db);
    const { token } = await createSession(database.db, player.id);
    expect(await resolveSession(database.db, token, new Date(Date.now() + SESSION_IDLE_TIMEOUT_MS + 60_000))).toBeNull();
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
