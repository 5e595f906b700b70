// Operator sessions: opened by the operator login with a bearer token of their own (only its SHA-256 is
// stored), separate from player sessions, idle for at most 15 minutes and never longer than a working day.
import { isIP } from 'node:net';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { hashToken, newSessionToken } from '../auth/tokens';
import type { Queryable } from '../db/client';
import { operatorSessions, operators, type OperatorRole } from '../db/schema/operators';

/** A staff session ends this long after login, however busy. */
export const OPERATOR_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** ...and sooner when left unused this long (staff screens hold every player's data). */
export const OPERATOR_IDLE_TIMEOUT_MS = 15 * 60 * 1000;
/** last_seen_at is written at most this often per session. */
const LAST_SEEN_THROTTLE_MS = 60_000;

/** The operator behind a valid operator token, as request.operator carries it. */
export interface AuthenticatedOperator {
  id: string;
  username: string;
  role: OperatorRole;
  sessionId: string;
}

export interface CreatedOperatorSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export async function createOperatorSession(
  q: Queryable,
  operatorId: string,
  client: { ip?: string | null; userAgent?: string | null } = {},
  now: Date = new Date(),
): Promise<CreatedOperatorSession> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_TTL_MS);
  const [row] = await q
    .insert(operatorSessions)
    .values({
      operatorId,
      tokenHash: hashToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: client.ip && isIP(client.ip) ? client.ip : null,
      userAgent: client.userAgent ? client.userAgent.slice(0, 512) : null,
    })
    .returning({ id: operatorSessions.id });
  return { token, sessionId: row.id, expiresAt };
}

/** The operator of a token, or null when it is unknown, revoked, expired, idle too long or the account is disabled. */
export async function resolveOperatorSession(
  q: Queryable,
  token: string,
  now: Date = new Date(),
): Promise<AuthenticatedOperator | null> {
  const [row] = await q
    .select({
      sessionId: operatorSessions.id,
      lastSeenAt: operatorSessions.lastSeenAt,
      id: operators.id,
      username: operators.username,
      role: operators.role,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, hashToken(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        gt(operatorSessions.lastSeenAt, new Date(now.getTime() - OPERATOR_IDLE_TIMEOUT_MS)),
        eq(operators.enabled, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_THROTTLE_MS) {
    await q
      .update(operatorSessions)
      .set({ lastSeenAt: now })
      .where(
        and(eq(operatorSessions.id, row.sessionId), lt(operatorSessions.lastSeenAt, new Date(now.getTime() - LAST_SEEN_THROTTLE_MS + 1))),
      );
  }
  return { id: row.id, username: row.username, role: row.role, sessionId: row.sessionId };
}

export async function revokeOperatorSession(q: Queryable, sessionId: string, now: Date = new Date()): Promise<void> {
  await q
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)));
}

/** Ends every open session of an operator (the account was locked, removed or changed). */
export async function revokeOperatorSessions(q: Queryable, operatorId: string, now: Date = new Date()): Promise<number> {
  return (await revokeOperatorSessionIds(q, operatorId, now)).length;
}

/** The same, answering the ended sessions' ids, so their hub connections can be closed too. */
export async function revokeOperatorSessionIds(q: Queryable, operatorId: string, now: Date = new Date()): Promise<string[]> {
  const rows = await q
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)))
    .returning({ id: operatorSessions.id });
  return rows.map((row) => row.id);
}
