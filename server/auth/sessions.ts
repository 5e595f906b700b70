// Login sessions: created at login with the device's IP, user agent and fingerprint (shown on the
// session history screen), looked up by the hash of the bearer token, revoked by logout, ended by the
// idle timeout and the absolute lifetime (./session-policy.ts). A new login from a device ends that
// device's earlier sessions of the same player.
import { isIP } from 'node:net';
import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { audit } from '../audit';
import type { Queryable } from '../db/client';
import { cacheKeys, invalidateAfterCommit, type KnownGenerations, readCacheOf } from '../db/read-cache';
import { players, sessions } from '../db/schema';
import { protectionLimits } from '../db/schema/protection';
import { DEFAULT_SESSION, idleSettingSql, policyOf, sessionEndsAt, type SessionDefaults, type SessionPolicy } from './session-policy';
import { hashToken, newSessionToken } from './tokens';

/**
 * last_seen_at is written at most this often per session, so a burst of calls does not write every time;
 * the idle timeout is therefore exact to within this much.
 */
export const LAST_SEEN_THROTTLE_MS = 60_000;

export interface SessionClient {
  ip?: string | null;
  userAgent?: string | null;
  fingerprint?: string | null;
}

export interface CreatedSession {
  /** The bearer token: handed to the client once, never stored. */
  token: string;
  sessionId: string;
  /** The session's earlier ones on the same device that this login ended. */
  replaced: string[];
}

/** The player behind a valid session, as request.player carries it. */
export interface AuthenticatedPlayer {
  id: string;
  username: string;
  usercode: string;
  sessionId: string;
  /** When the session ends unless it is used again (never later than its absolute end). */
  expiresAt: Date;
  /**
   * Generations this request read ahead with the session's (the player's balance key), for this request's
   * own cached reads (server/db/read-cache.ts); absent where reading them costs nothing.
   */
  generations?: KnownGenerations;
}

export interface ResolveOptions {
  /** The idle and absolute limits from the settings (AppConfig.session). */
  defaults?: SessionDefaults;
  /**
   * Whether this use counts as activity that restarts the idle timer (default true). Calls the app makes
   * on its own (the balance poll, the hub's connection) pass false, or an open tab would never go idle.
   */
  touch?: boolean;
  /** Restart the idle timer now, ignoring the write throttle (the keepAlive operation). */
  force?: boolean;
}

function clip(value: string | null | undefined, max: number): string | null {
  if (!value) return null;
  return value.length > max ? value.slice(0, max) : value;
}

/**
 * Opens a session. With a device fingerprint, the player's sessions still open on that device end in the
 * same transaction (issue 13.11: a new login replaces the device's old one instead of piling up), each
 * audited as `session.replaced`.
 */
export async function createSession(
  q: Queryable,
  playerId: string,
  client: SessionClient = {},
  now: Date = new Date(),
): Promise<CreatedSession> {
  const token = newSessionToken();
  const fingerprint = clip(client.fingerprint, 128);
  const ip = client.ip && isIP(client.ip) ? client.ip : null;
  return q.transaction(async (tx) => {
    const [row] = await tx
      .insert(sessions)
      .values({
        playerId,
        tokenHash: hashToken(token),
        ip,
        userAgent: clip(client.userAgent, 512),
        fingerprint,
        createdAt: now,
        lastSeenAt: now,
      })
      .returning({ id: sessions.id });
    let replaced: string[] = [];
    if (fingerprint) {
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.playerId, playerId), eq(sessions.fingerprint, fingerprint), isNull(sessions.revokedAt), ne(sessions.id, row.id)))
        .returning({ id: sessions.id, tokenHash: sessions.tokenHash });
      replaced = ended.map((session) => session.id);
      await invalidateSessionsAfterCommit(tx, ended.map((session) => session.tokenHash));
      for (const id of replaced) {
        await audit(tx, {
          actor: { kind: 'player', id: playerId },
          action: 'session.replaced',
          target: { kind: 'session', id },
          details: { by: row.id, reason: 'new-login-same-device' },
          ip,
        });
      }
    }
    return { token, sessionId: row.id, replaced };
  });
}

/**
 * The player of a token, or null when the token is unknown, revoked, idle too long, past its absolute
 * lifetime or its player is no longer active. A use that counts as activity touches last_seen_at when
 * it is older than the throttle (always with `force`).
 */
export async function resolveSession(
  q: Queryable,
  token: string,
  now: Date = new Date(),
  options: ResolveOptions = {},
): Promise<AuthenticatedPlayer | null> {
  const tokenHash = hashToken(token);
  const cache = readCacheOf(q);
  const sessionKey = cacheKeys.session(tokenHash);
  // With the generations in Redis, the player's balance key is read in the same round trip as the
  // session's (the player kept with the session names it): a balance GET then waits for Redis once.
  const kept = cache?.peek<SessionRow>(sessionKey);
  const generations = kept ? await cache!.readAhead([sessionKey, cacheKeys.balance(kept.id)]) : undefined;
  let row = cache ? await cache.get(sessionKey, sessionKey, () => readSession(q, tokenHash), generations) : await readSession(q, tokenHash);
  if (!row) return null;
  let policy = withSessionLimit(policyOf(options.defaults ?? DEFAULT_SESSION, row.idleSetting), row.sessionLimit);
  if (cache && sessionEndsAt(row, policy).getTime() <= now.getTime()) {
    // The kept last-seen time may be older than the database's (another instance touched the session).
    cache.drop(sessionKey);
    row = await readSession(q, tokenHash);
    if (!row) return null;
    policy = withSessionLimit(policyOf(options.defaults ?? DEFAULT_SESSION, row.idleSetting), row.sessionLimit);
  }
  if (sessionEndsAt(row, policy).getTime() <= now.getTime()) return null;

  let lastSeenAt = row.lastSeenAt;
  const touch = options.touch ?? true;
  if (options.force || (touch && now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_THROTTLE_MS)) {
    // The condition repeats the throttle so concurrent requests of one session write once.
    const written = await q
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(
        and(
          eq(sessions.id, row.sessionId),
          lt(sessions.lastSeenAt, options.force ? now : new Date(now.getTime() - LAST_SEEN_THROTTLE_MS + 1)),
        ),
      )
      .returning({ lastSeenAt: sessions.lastSeenAt });
    if (written[0]) {
      lastSeenAt = written[0].lastSeenAt;
      // Kept with the new time, so this instance does not write again within the throttle.
      cache?.update(sessionKey, { ...row, lastSeenAt });
    } else {
      // Another request or instance wrote it: the next use reads the database's time.
      cache?.drop(sessionKey);
    }
  }
  return {
    id: row.id,
    username: row.username,
    usercode: row.usercode,
    sessionId: row.sessionId,
    expiresAt: sessionEndsAt({ createdAt: row.createdAt, lastSeenAt }, policy),
    ...(generations ? { generations } : {}),
  };
}

interface SessionRow {
  sessionId: string;
  createdAt: Date;
  lastSeenAt: Date;
  idleSetting: string | null;
  /** The player's session time limit in minutes (server/protection), as text; null without one. */
  sessionLimit: string | null;
  id: string;
  username: string;
  usercode: string;
}

/** A player's session time limit (issue 19): the session's absolute lifetime is cut to it. */
const sessionLimitSql = sql<string | null>`(select ${protectionLimits.amount}::text from ${protectionLimits} where ${protectionLimits.playerId} = ${players.id} and ${protectionLimits.kind} = 'session' limit 1)`;

function withSessionLimit(policy: SessionPolicy, minutes: string | null): SessionPolicy {
  return minutes ? { ...policy, maxMs: Math.min(policy.maxMs, Number(minutes) * 60_000) } : policy;
}

/** The open session of a token hash with its active player, straight from the database. */
async function readSession(q: Queryable, tokenHash: string): Promise<SessionRow | null> {
  const [row] = await q
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      idleSetting: idleSettingSql,
      sessionLimit: sessionLimitSql,
      id: players.id,
      username: players.username,
      usercode: players.usercode,
    })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), eq(players.status, 'active')))
    .limit(1);
  return row ?? null;
}

/**
 * Every revocation calls this with the token hashes it revoked (in the same transaction): once it
 * commits, no instance answers from its cached copy of those sessions (server/db/read-cache.ts).
 */
export async function invalidateSessionsAfterCommit(q: Queryable, tokenHashes: readonly string[]): Promise<void> {
  await invalidateAfterCommit(q, tokenHashes.map(cacheKeys.session));
}

/** When an open session ends unless used again (null when it is unknown or revoked). */
export async function sessionExpiry(q: Queryable, sessionId: string, defaults: SessionDefaults = DEFAULT_SESSION): Promise<Date | null> {
  const [row] = await q
    .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, idleSetting: idleSettingSql })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  return row ? sessionEndsAt(row, policyOf(defaults, row.idleSetting)) : null;
}

/** Ends one session; revoking an already revoked one changes nothing. */
export async function revokeSession(q: Queryable, sessionId: string, now: Date = new Date()): Promise<void> {
  const revoked = await q
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  await invalidateSessionsAfterCommit(q, revoked.map((row) => row.tokenHash));
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
    .returning({ id: sessions.id, tokenHash: sessions.tokenHash });
  await invalidateSessionsAfterCommit(q, revoked.map((row) => row.tokenHash));
  return revoked.length;
}
