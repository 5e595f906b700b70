// Admins manage operators: change a role, lock, unlock, remove, reset the second factor. Locking or removing signs the operator out
// everywhere at once: their sessions are revoked in the same transaction (every instance reads the
// table on each call) and the caller closes their hub connections with the answered session ids. A role
// change ends the sessions too, so the new permissions hold from the next sign-in with no stale screens.
// No admin acts on themselves, and the last active admin stays one, so the back office is never orphaned.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { audit, type Acting } from '../audit';
import type { Queryable } from '../db/client';
import { OPERATOR_ROLES, operatorRecoveryCodes, operators, type Operator, type OperatorRole } from '../db/schema/operators';
import { ApiError } from '../lib/api-error';
import { revokeOperatorSessionIds } from './sessions';

export type OperatorState = 'active' | 'locked' | 'removed';

export function operatorState(operator: Pick<Operator, 'enabled' | 'removedAt'>): OperatorState {
  return operator.removedAt ? 'removed' : operator.enabled ? 'active' : 'locked';
}

export interface ManagedOperator {
  operator: Operator;
  /** Sessions ended by the change: close their hub connections. */
  endedSessions: string[];
}

type Change =
  | { kind: 'role'; role: OperatorRole }
  | { kind: 'lock'; reason: string }
  | { kind: 'unlock'; note?: string }
  | { kind: 'remove'; reason: string }
  // A lost authenticator: the secret and recovery codes go, the sessions end, the next sign-in enrols again.
  | { kind: 'resetTotp'; reason: string };

async function otherActiveAdmins(q: Queryable, operatorId: string): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), eq(operators.enabled, true), isNull(operators.removedAt), ne(operators.id, operatorId)));
  return row?.n ?? 0;
}

export async function changeOperator(q: Queryable, operatorId: string, change: Change, actorOperatorId: string, acting: Acting): Promise<ManagedOperator> {
  if (operatorId === actorOperatorId) throw new ApiError(403, 'ops.operator.self');
  if (change.kind === 'role' && !OPERATOR_ROLES.includes(change.role)) throw new ApiError(400, 'ops.operator.roleInvalid');
  return q.transaction(async (tx) => {
    const [found] = await tx.select().from(operators).where(eq(operators.id, operatorId)).for('update');
    if (!found) throw new ApiError(404, 'ops.operator.notFound', { username: operatorId });
    if (found.removedAt) throw new ApiError(409, 'ops.operator.isRemoved', { username: found.username });
    const before = { role: found.role, state: operatorState(found) };
    const losesAdmin =
      found.role === 'admin' && found.enabled && (change.kind === 'lock' || change.kind === 'remove' || (change.kind === 'role' && change.role !== 'admin'));
    // Serialise admin changes so two admins cannot lock each other at the same moment.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('operator-admins'))`);
    if (losesAdmin && (await otherActiveAdmins(tx, found.id)) === 0) throw new ApiError(409, 'ops.operator.lastAdmin');

    const set =
      change.kind === 'role'
        ? { role: change.role }
        : change.kind === 'lock'
          ? { enabled: false }
          : change.kind === 'unlock'
            ? { enabled: true }
            : change.kind === 'resetTotp'
              ? { totpSecret: null, totpEnabledAt: null, totpLastStep: null }
              : { enabled: false, removedAt: new Date() };
    const [row] = await tx.update(operators).set(set).where(eq(operators.id, found.id)).returning();
    if (change.kind === 'resetTotp') await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, found.id));
    const endedSessions = change.kind === 'unlock' ? [] : await revokeOperatorSessionIds(tx, found.id);
    await audit(tx, {
      ...acting,
      action: `operator.${change.kind}`,
      target: { kind: 'operator', id: found.id },
      details: {
        username: found.username,
        before,
        after: { role: row.role, state: operatorState(row) },
        ...('reason' in change ? { reason: change.reason } : {}),
        ...('note' in change && change.note ? { note: change.note } : {}),
        sessionsEnded: endedSessions.length,
      },
    });
    return { operator: row, endedSessions };
  });
}
