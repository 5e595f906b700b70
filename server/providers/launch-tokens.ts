// Launch tokens: the random secret a game session is opened with. Our studio's pages send it with every
// call and resolve it with resolveLaunchToken; Hub88 echoes it in its wallet callbacks. Only its SHA-256
// is stored. A token belongs to one player, one game and the login session that launched it: logging out
// (or any revocation of that session) ends it, and so does its expiry.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashToken } from '../auth/tokens';
import type { Queryable } from '../db/client';
import { gameLaunchTokens, games, type ProviderCode } from '../db/schema/casino';
import { players, sessions } from '../db/schema/players';

/** How long a launched game may keep using its token; a reload launches again and gets a new one. */
export const LAUNCH_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;

export interface IssueLaunchTokenInput {
  provider: ProviderCode;
  playerId: string;
  sessionId: string;
  gameId: number;
  ttlMs?: number;
  now?: Date;
}

export async function issueLaunchToken(q: Queryable, input: IssueLaunchTokenInput): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = input.now ?? new Date();
  await q.insert(gameLaunchTokens).values({
    tokenHash: hashToken(token),
    provider: input.provider,
    playerId: input.playerId,
    sessionId: input.sessionId,
    gameId: input.gameId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + (input.ttlMs ?? LAUNCH_TOKEN_TTL_MS)),
  });
  return token;
}

export interface LaunchTokenInfo {
  provider: ProviderCode;
  playerId: string;
  sessionId: string;
  gameId: number;
  gameCode: string;
  expiresAt: Date;
}

export interface LaunchTokenLookup extends LaunchTokenInfo {
  /** Past expires_at, or its login session ended (revoked, idle too long) or its player is no longer active. */
  expired: boolean;
  /** The player may play (not suspended or closed). */
  playerActive: boolean;
}

/**
 * A game in play calls its provider, not our API, so it does not restart the login session's idle timer;
 * its launch token therefore outlives that timer (it has its own expiry, and a revoked session ends it).
 * Only a session unused for this long ends its games too.
 */
const LAUNCH_SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** The token's record whatever its state (Hub88 tells an unknown token from an expired one); null when unknown. */
export async function lookupLaunchToken(q: Queryable, token: string, now: Date = new Date()): Promise<LaunchTokenLookup | null> {
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) return null;
  const [row] = await q
    .select({
      provider: gameLaunchTokens.provider,
      playerId: gameLaunchTokens.playerId,
      sessionId: gameLaunchTokens.sessionId,
      gameId: gameLaunchTokens.gameId,
      gameCode: games.gameCode,
      expiresAt: gameLaunchTokens.expiresAt,
      revokedAt: sessions.revokedAt,
      lastSeenAt: sessions.lastSeenAt,
      playerStatus: players.status,
    })
    .from(gameLaunchTokens)
    .innerJoin(sessions, eq(sessions.id, gameLaunchTokens.sessionId))
    .innerJoin(players, eq(players.id, gameLaunchTokens.playerId))
    .innerJoin(games, eq(games.id, gameLaunchTokens.gameId))
    .where(eq(gameLaunchTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return null;
  const expired =
    row.expiresAt.getTime() <= now.getTime() ||
    row.revokedAt !== null ||
    row.lastSeenAt.getTime() <= now.getTime() - LAUNCH_SESSION_IDLE_MS ||
    row.playerStatus !== 'active';
  return {
    provider: row.provider,
    playerId: row.playerId,
    sessionId: row.sessionId,
    gameId: row.gameId,
    gameCode: row.gameCode,
    expiresAt: row.expiresAt,
    expired,
    playerActive: row.playerStatus === 'active',
  };
}

/**
 * The live game session of a token, or null when the token is unknown, expired, or its login session
 * or player is no longer valid. For our studio's game pages and their API (server/studio).
 */
export async function resolveLaunchToken(q: Queryable, token: string, now: Date = new Date()): Promise<LaunchTokenInfo | null> {
  const found = await lookupLaunchToken(q, token, now);
  if (!found || found.expired) return null;
  const { expired: _expired, playerActive: _active, ...info } = found;
  return info;
}

