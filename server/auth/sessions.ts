// Login sessions: created at login with the device's IP, user agent and fingerprint (shown on the
// session history screen), looked up by the hash of the bearer token, revoked by logout.
import { isIP } from 'node:net';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { players, sessions } from '../db/schema';
import { hashToken, newSessionToken } from './tokens';

/** last_seen_at is written at most this often per session, so polling (every 3 s) does not write every time. */
export const LAST_SEEN_THROTTLE_MS = 60_000;
/** A session unused for this long is no longer accepted. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionClient {
  ip?: string | null;
  userAgent?: string | null;
  fingerprint?: string | null;
}

export interface CreatedSession {
  /** The bearer token: handed to the client once, never stored. */
  token: string;
  sessionId: string;
}

/** The player behind a valid session, as request.player carries it. */
export interface AuthenticatedPlayer {
  id: string;
  username: string;
  usercode: string;
  sessionId: string;
}

function clip(value: string | null | undefined, max: number): string | null {
  if (!value) return null;
  return value.length > max ? value.slice(0, max) : value;
}

export async function createSession(
  q: Queryable,
  playerId: string,
  client: SessionClient = {},
): Promise<CreatedSession> {
  const token = newSessionToken();
  const [row] = await q
    .insert(sessions)
    .values({
      playerId,
      tokenHash: hashToken(token),
      ip: client.ip && isIP(client.ip) ? client.ip : null,
      userAgent: clip(client.userAgent, 512),
      fingerprint: clip(client.fingerprint, 128),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row.id };
}

/**
 * The player of a token, or null when the token is unknown, revoked, idle too long or its player is
 * no longer active. Touches last_seen_at when it is older than the throttle.
 */
export async function resolveSession(
  q: Queryable,
  token: string,
  now: Date = new Date(),
): Promise<AuthenticatedPlayer | null> {
  const idleSince = new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS);
  const [row] = await q
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      id: players.id,
      username: players.username,
      usercode: players.usercode,
    })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.lastSeenAt, idleSince),
        eq(players.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) return null;

  if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_THROTTLE_MS) {
    // The condition repeats the throttle so concurrent requests of one session write once.
    await q
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(
        and(
          eq(sessions.id, row.sessionId),
          lt(sessions.lastSeenAt, new Date(now.getTime() - LAST_SEEN_THROTTLE_MS + 1)),
        ),
      );
  }
  return { id: row.id, username: row.username, usercode: row.usercode, sessionId: row.sessionId };
}

/** Ends one session; revoking an already revoked one changes nothing. */
export async function revokeSession(q: Queryable, sessionId: string, now: Date = new Date()): Promise<void> {
  await q
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every open session of a player, except one (the caller's, after a password change). */
export async function revokePlayerSessions(
  q: Queryable,
  playerId: string,
  options: { except?: string; now?: Date } = {},
): Promise<number> {
  const revoked = await q
    .update(sessions)
    .set({ revokedAt: options.now ?? sql`now()` })
    .where(
      and(
        eq(sessions.playerId, playerId),
        isNull(sessions.revokedAt),
        options.except ? ne(sessions.id, options.except) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}
