// The back office's audit log search: by actor (an id, or an operator's or player's username), action
// (a prefix), target and time range, newest first, paged by id; each row with its chain link (seal first,
// so the rows shown carry their hashes) and the actor's name.
import { aliasedTable, and, desc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditChain, auditLog, type AuditActorKind, type AuditRow } from '../db/schema/audit';
import { operators } from '../db/schema/operators';
import { players } from '../db/schema/players';
import { sealAuditChain } from './chain';

export interface AuditSearch {
  actorKind?: AuditActorKind;
  /** An actor's id, or an operator's or player's username (any case). */
  actor?: string;
  /** A prefix of the action ('withdrawal.' finds every withdrawal action). */
  action?: string;
  targetKind?: string;
  targetId?: string;
  from?: Date;
  to?: Date;
  before?: number;
  take?: number;
}

export interface AuditSearchRow extends AuditRow {
  actorName: string | null;
  prevHash: string | null;
  hash: string | null;
}

const actingOperator = aliasedTable(operators, 'acting_operator');
const actingPlayer = aliasedTable(players, 'acting_player');

function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function searchAudit(db: Db, query: AuditSearch): Promise<{ items: AuditSearchRow[]; nextBefore: number | null }> {
  await sealAuditChain(db);
  const take = Math.min(Math.max(query.take ?? 20, 1), 100);
  const actor = query.actor?.trim();
  const conditions: (SQL | undefined)[] = [
    query.actorKind ? eq(auditLog.actorKind, query.actorKind) : undefined,
    actor
      ? or(
          eq(auditLog.actorId, actor),
          sql`lower(${actingOperator.username}) = ${actor.toLowerCase()}`,
          sql`lower(${actingPlayer.username}) = ${actor.toLowerCase()}`,
        )
      : undefined,
    query.action ? like(auditLog.action, likePrefix(query.action)) : undefined,
    query.targetKind ? eq(auditLog.targetKind, query.targetKind) : undefined,
    query.targetId ? eq(auditLog.targetId, query.targetId) : undefined,
    query.from ? gte(auditLog.at, query.from) : undefined,
    query.to ? lt(auditLog.at, query.to) : undefined,
    query.before !== undefined ? lt(auditLog.id, query.before) : undefined,
  ];
  const rows = await db
    .select({
      row: auditLog,
      operatorName: actingOperator.username,
      playerName: actingPlayer.username,
      prevHash: auditChain.prevHash,
      hash: auditChain.hash,
    })
    .from(auditLog)
    // Actor ids are text (system actors have names); only uuid-shaped ones can be an operator or a player.
    .leftJoin(actingOperator, and(eq(auditLog.actorKind, 'operator'), sql`${auditLog.actorId} ~ '^[0-9a-f-]{36}$'`, sql`${actingOperator.id}::text = ${auditLog.actorId}`))
    .leftJoin(actingPlayer, and(eq(auditLog.actorKind, 'player'), sql`${auditLog.actorId} ~ '^[0-9a-f-]{36}$'`, sql`${actingPlayer.id}::text = ${auditLog.actorId}`))
    .leftJoin(auditChain, eq(auditChain.auditId, auditLog.id))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(take + 1);
  const page = rows.slice(0, take);
  return {
    items: page.map((r) => ({ ...r.row, actorName: r.operatorName ?? r.playerName ?? null, prevHash: r.prevHash ?? null, hash: r.hash ?? null })),
    nextBefore: rows.length > take ? page[page.length - 1].row.id : null,
  };
}
