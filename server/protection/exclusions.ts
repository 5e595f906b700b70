// Time-outs (24 hours to 6 weeks) and self-exclusions (6 months to permanent): immediate, no cooling-off.
// Taking one ends every session (their hub connections close after the commit), forfeits active
// bonuses and stops marketing; login is refused until it ends. Lifting one early is an operator's
// proposal with a reason that a second operator approves (server/operators/approvals.ts); the
// exclusion then still runs a 24-hour cooling-off.
import { and, asc, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Acting } from '../audit';
import { revokeSessionsReturningIds } from '../accounts/end-sessions';
import type { Db, Queryable, Tx } from '../db/client';
import { bonuses } from '../db/schema/customer';
import { protectionExclusions, protectionSettings, type ExclusionKind, type ProtectionExclusionRow } from '../db/schema/protection';
import { ApiError } from '../lib/api-error';
import { forfeitBonus } from '../wallet/bonuses';
import { activeExclusion } from './enforce';
import { ensureSettings, record } from './record';
import { addMonths } from './windows';

export const TIME_OUT_PERIODS = ['24h', '7d', '30d', '6w'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '2y', '5y', 'permanent'] as const;
export type ExclusionPeriod = (typeof TIME_OUT_PERIODS)[number] | (typeof SELF_EXCLUSION_PERIODS)[number];

const DAY = 24 * 3_600_000;
/** After an approved early lift the exclusion still runs this long (MGA: a cooling-off after the decision). */
export const LIFT_COOLING_OFF_MS = DAY;

export function exclusionEnd(period: ExclusionPeriod, from: Date): Date | null {
  switch (period) {
    case '24h':
      return new Date(from.getTime() + DAY);
    case '7d':
      return new Date(from.getTime() + 7 * DAY);
    case '30d':
      return new Date(from.getTime() + 30 * DAY);
    case '6w':
      return new Date(from.getTime() + 42 * DAY);
    case '6m':
      return addMonths(from, 6);
    case '1y':
      return addMonths(from, 12);
    case '2y':
      return addMonths(from, 24);
    case '5y':
      return addMonths(from, 60);
    case 'permanent':
      return null;
  }
}

export interface Excluded {
  exclusion: ProtectionExclusionRow;
  /** Sessions ended: close their hub connections after the commit (closeHubConnections). */
  sessionIds: string[];
}

export async function startExclusion(db: Db, playerId: string, kind: ExclusionKind, period: ExclusionPeriod, acting: Acting, now: Date = new Date()): Promise<Excluded> {
  return db.transaction(async (tx) => {
    const [exclusion] = await tx
      .insert(protectionExclusions)
      .values({ playerId, kind, period, startedAt: now, endsAt: exclusionEnd(period, now) })
      .returning();
    await ensureSettings(tx, playerId);
    await tx.update(protectionSettings).set({ marketingStoppedAt: now, updatedAt: now }).where(eq(protectionSettings.playerId, playerId));
    const active = await tx.select({ id: bonuses.id }).from(bonuses).where(and(eq(bonuses.playerId, playerId), eq(bonuses.status, 'active')));
    for (const bonus of active) await forfeitBonus(tx, bonus.id, { ...acting, actor: { kind: 'system', id: `protection:${kind}` } }, now);
    const sessionIds = await revokeSessionsReturningIds(tx, playerId, { now });
    await record(tx, playerId, acting, 'exclusion.start', { kind, period, endsAt: exclusion.endsAt, bonusesForfeited: active.length, sessionsEnded: sessionIds.length });
    return { exclusion, sessionIds };
  });
}

export async function exclusionsOf(q: Queryable, playerId: string): Promise<ProtectionExclusionRow[]> {
  return q.select().from(protectionExclusions).where(eq(protectionExclusions.playerId, playerId)).orderBy(desc(protectionExclusions.id));
}

/** Whether marketing may be sent to the player (stopped at any time-out or self-exclusion). */
export async function marketingAllowed(q: Queryable, playerId: string): Promise<boolean> {
  const [row] = await q.select({ stopped: protectionSettings.marketingStoppedAt }).from(protectionSettings).where(eq(protectionSettings.playerId, playerId));
  return !row?.stopped;
}

/** The exclusion a lift proposal targets: the one in force now. */
export async function exclusionToLift(q: Queryable, playerId: string, now: Date = new Date()): Promise<ProtectionExclusionRow> {
  const exclusion = await activeExclusion(q, playerId, now);
  if (!exclusion) throw new ApiError(404, 'protection.lift.nothingActive');
  return exclusion;
}

/**
 * Carries out an approved lift in the approving transaction: the exclusion ends after the cooling-off. Every
 * other row in force that would run past it ends then too: the proposal names the one ending last, and a
 * double submit of one exclusion (or a time-out taken beside it) leaves rows ending with or before it, one
 * of which would otherwise keep the player out after the lift a second operator approved.
 */
export async function liftExclusionTx(tx: Tx, playerId: string, exclusionId: number, reason: string, acting: Acting, now: Date = new Date()): Promise<void> {
  const [row] = await tx.select().from(protectionExclusions).where(and(eq(protectionExclusions.id, exclusionId), eq(protectionExclusions.playerId, playerId))).for('update');
  if (!row || (row.endsAt && row.endsAt <= now)) throw new ApiError(409, 'protection.lift.nothingActive');
  const coolingEnd = new Date(now.getTime() + LIFT_COOLING_OFF_MS);
  const endsAt = row.endsAt && row.endsAt < coolingEnd ? row.endsAt : coolingEnd;
  const running = await tx
    .select()
    .from(protectionExclusions)
    .where(and(eq(protectionExclusions.playerId, playerId), or(isNull(protectionExclusions.endsAt), gt(protectionExclusions.endsAt, coolingEnd))))
    .orderBy(asc(protectionExclusions.id))
    .for('update');
  const others = running.filter((other) => other.id !== row.id);
  await tx.update(protectionExclusions).set({ liftedAt: now, liftReason: reason, endsAt }).where(eq(protectionExclusions.id, row.id));
  for (const other of others) await tx.update(protectionExclusions).set({ liftedAt: now, liftReason: reason, endsAt: coolingEnd }).where(eq(protectionExclusions.id, other.id));
  await record(tx, playerId, acting, 'exclusion.lift', { exclusionId: row.id, kind: row.kind, before: row.endsAt, endsAt, reason, alsoEnded: others.map((other) => other.id) });
}
