// Ending a player's sessions after a password change or reset: the sessions are revoked in the caller's
// transaction (with the password update), their live hub connections are closed after the commit.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { revokePlayerSessions } from '../auth/sessions';
import type { Queryable } from '../db/client';
import { sessions } from '../db/schema';

/** Revokes every open session of the player but `except`, and answers the ids it revoked. */
export async function revokeSessionsReturningIds(
  q: Queryable,
  playerId: string,
  options: { except?: string; now?: Date } = {},
): Promise<string[]> {
  // A revocation instant of our own (not the transaction's now()) tells exactly which rows this call revoked.
  const now = options.now ?? new Date();
  const revoked = await revokePlayerSessions(q, playerId, { except: options.except, now });
  if (revoked === 0) return [];
  const rows = await q
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.playerId, playerId), eq(sessions.revokedAt, now)));
  return rows.map((row) => row.id);
}

/** Closes the hub connections of revoked sessions on every instance (call after the commit). */
export async function closeHubConnections(
  hub: Pick<FastifyInstance['hub'], 'revokeSession'>,
  sessionIds: readonly string[],
): Promise<void> {
  await Promise.all(sessionIds.map((id) => hub.revokeSession(id)));
}
