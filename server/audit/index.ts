// The audit trail every money and account action writes: who (player, operator, system) did what to
// which thing, when, from which address and in which request. Write it in the same database transaction
// as the action itself, so an action and its audit row commit or vanish together.
import { isIP } from 'node:net';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { auditLog, type AuditActorKind, type AuditRow } from '../db/schema/audit';

export type { AuditActorKind, AuditRow } from '../db/schema/audit';
export { installAuditGuards, isAuditChangeRefused } from './guards';

export interface AuditActor {
  kind: AuditActorKind;
  /** The player's or operator's id; for the system, a name of what acted ('gateway:demo'). */
  id: string | null;
}

export interface AuditTarget {
  kind: string;
  id: string | number;
}

/** Who acts and from where: what a service needs to audit an action it performs for someone. */
export interface Acting {
  actor: AuditActor;
  ip?: string | null;
  requestId?: string | null;
}

export interface AuditEntry extends Acting {
  /** Dotted verb, e.g. 'withdrawal.approve'. */
  action: string;
  target?: AuditTarget;
  /** JSON facts; bigint values (kuruş) are stored as decimal strings. */
  details?: Record<string, unknown>;
}

/** JSON-safe copy: bigint becomes its decimal text, Dates ISO text, undefined members are dropped. */
function jsonSafe(details: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(details, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))) as Record<
    string,
    unknown
  >;
}

/** Appends one audit row and answers its id. */
export async function audit(q: Queryable, entry: AuditEntry): Promise<number> {
  if (!entry.action.trim()) throw new Error('an audit entry needs an action');
  const [row] = await q
    .insert(auditLog)
    .values({
      actorKind: entry.actor.kind,
      actorId: entry.actor.id,
      action: entry.action,
      targetKind: entry.target?.kind ?? null,
      targetId: entry.target === undefined ? null : String(entry.target.id),
      details: jsonSafe(entry.details ?? {}),
      // A proxy's header or a test's fake address must not make the insert fail and take the action with it.
      ip: entry.ip && isIP(entry.ip) ? entry.ip : null,
      requestId: entry.requestId ?? null,
    })
    .returning({ id: auditLog.id });
  return row.id;
}

export interface AuditQuery {
  target?: AuditTarget;
  actor?: AuditActor;
  action?: string;
  /** Rows with an id below this one (paging backwards through history). */
  before?: number;
  limit?: number;
}

/** Audit rows, newest first. */
export async function listAudit(q: Queryable, query: AuditQuery = {}): Promise<AuditRow[]> {
  const conditions: (SQL | undefined)[] = [
    query.target ? and(eq(auditLog.targetKind, query.target.kind), eq(auditLog.targetId, String(query.target.id))) : undefined,
    query.actor ? eq(auditLog.actorKind, query.actor.kind) : undefined,
    query.actor?.id ? eq(auditLog.actorId, query.actor.id) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.before !== undefined ? lt(auditLog.id, query.before) : undefined,
  ];
  return q
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(Math.min(Math.max(query.limit ?? 50, 1), 1000));
}
