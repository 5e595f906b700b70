// The player's session history (newest first, the requesting one marked) and ending another of their
// sessions. Sessions are keyed by uuid; the contract numbers them, so each gets a number from
// session_numbers the first time it is listed.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../common/contract/schema.gen';
import { DEFAULT_SESSION, policyOf, sessionEndsAt, type SessionPolicy } from '../auth/session-policy';
import { revokeSession } from '../auth/sessions';
import type { Queryable } from '../db/client';
import { sessionNumbers } from '../db/schema/customer';
import { sessions } from '../db/schema/players';
import { describeDevice } from './device';

export type SessionRecord = components['schemas']['SessionRecord'];

async function numberSessions(q: Queryable, playerId: string): Promise<void> {
  // Oldest first, so numbers grow with time; concurrent listings both end up with one number each.
  await q.execute(sql`
    insert into ${sessionNumbers} (session_id)
    select s.id from ${sessions} s
    where s.player_id = ${playerId} and not exists (select 1 from ${sessionNumbers} n where n.session_id = s.id)
    order by s.created_at, s.id
    on conflict (session_id) do nothing`);
}

export async function listSessions(
  q: Queryable,
  playerId: string,
  currentSessionId: string,
  { skip, take, now = new Date(), policy = policyOf(DEFAULT_SESSION, null) }: { skip: number; take: number; now?: Date; policy?: SessionPolicy },
): Promise<{ items: SessionRecord[]; total: number }> {
  await numberSessions(q, playerId);
  const rows = await q
    .select({
      number: sessionNumbers.id,
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      revokedAt: sessions.revokedAt,
      ip: sql<string | null>`host(${sessions.ip})`,
      userAgent: sessions.userAgent,
      fingerprint: sessions.fingerprint,
    })
    .from(sessions)
    .innerJoin(sessionNumbers, eq(sessionNumbers.sessionId, sessions.id))
    .where(eq(sessions.playerId, playerId))
    .orderBy(desc(sessions.createdAt), desc(sessionNumbers.id))
    .offset(skip)
    .limit(take);
  const [{ total }] = await q.select({ total: count() }).from(sessions).where(eq(sessions.playerId, playerId));
  return {
    total,
    items: rows.map((row) => {
      // A session left idle past the timeout, or past its lifetime, is over even though nobody logged it out.
      const end = sessionEndsAt(row, policy);
      const endedAt = row.revokedAt ?? (end.getTime() <= now.getTime() ? end : null);
      return {
        id: row.number,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        endedAt: endedAt ? endedAt.toISOString() : null,
        ip: row.ip ?? '',
        userAgent: row.userAgent ?? '',
        device: describeDevice(row.userAgent),
        fingerprint: row.fingerprint,
        current: row.id === currentSessionId,
      };
    }),
  };
}

export type EndSessionOutcome = { ended: true; sessionId: string; wasOpen: boolean } | { ended: false; reason: 'not-found' | 'current' };

/** Revokes the player's session numbered `number`; ending one already ended succeeds and changes nothing. */
export async function endPlayerSession(q: Queryable, playerId: string, currentSessionId: string, number: number): Promise<EndSessionOutcome> {
  const [row] = await q
    .select({ id: sessions.id, revokedAt: sessions.revokedAt })
    .from(sessionNumbers)
    .innerJoin(sessions, eq(sessions.id, sessionNumbers.sessionId))
    .where(and(eq(sessionNumbers.id, number), eq(sessions.playerId, playerId)));
  if (!row) return { ended: false, reason: 'not-found' };
  if (row.id === currentSessionId) return { ended: false, reason: 'current' };
  if (row.revokedAt === null) await revokeSession(q, row.id);
  return { ended: true, sessionId: row.id, wasOpen: row.revokedAt === null };
}
