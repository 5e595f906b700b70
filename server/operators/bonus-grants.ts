// Bonuses granted by hand in the back office (issue 16): one player or every eligible player of a
// segment gets the same `manual` bonus through the wallet's grantBonus (a bonuses row and the ledger
// entry house:bonus-cost → the player's bonus account, a notification), all in one transaction with a
// bonus_grant_batches row that says who granted what to whom and why. Cancelling the grant forfeits
// those of its bonuses still active through the wallet's endBonus (what is left goes back to
// house:bonus-cost); a single bonus of a player (any kind) can be cancelled on the player's page.
//
// Our choices where the issue is silent:
// - eligible: an active account with no running self-exclusion or time-out (a locked or excluded
//   player is not marketed to);
// - a segment is the intersection of the rules given: registered between two Turkish days, a confirmed
//   deposit within N days; no rule is every eligible player; at most SEGMENT_MAX players at once;
// - no four-eyes: the issue names withdrawals above the threshold, adjustments, resettlements and
//   lifting exclusions, not bonuses (bonus money cannot be withdrawn before its wagering is met);
//   `bonuses:manage` (admin, finance) is the gate.
// Every player's wallet lock is taken in player-id order, so two grants never wait on each other.
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { audit, type Acting } from '../audit';
import type { Queryable, Tx } from '../db/client';
import { bonusGrantBatches, bonuses, type BonusRow } from '../db/schema/customer';
import { operators } from '../db/schema/operators';
import { paymentTransactions, TRANSACTION_STATUSES } from '../db/schema/payments';
import { players } from '../db/schema/players';
import { protectionExclusions } from '../db/schema/protection';
import { ApiError } from '../lib/api-error';
import { kurusToTry, requestKurus } from '../lib/money';
import type { CreatedNotification } from '../notifications/notify';
import { endBonus, grantBonus } from '../wallet/bonuses';
import { findPlayerByReference } from './notify';

/** The most players one segment grant reaches (one transaction). */
export const SEGMENT_MAX = 5_000;
const DAY_MS = 86_400_000;
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;

export interface BonusSegment {
  registeredFrom?: string;
  registeredTo?: string;
  depositedWithinDays?: number;
}

export interface GrantRequest {
  target: 'player' | 'segment';
  /** Id, username or usercode. */
  player?: string;
  segment?: BonusSegment;
  /** TRY per player. */
  amount: number;
  wageringMultiplier: number;
  validityDays: number;
  reason: string;
}

export interface OpsBonusGrant {
  id: number;
  target: 'player' | 'segment';
  playerId: string | null;
  username: string | null;
  segment: BonusSegment | null;
  amount: number;
  wageringMultiplier: number;
  expiresAt: string;
  reason: string;
  players: number;
  active: number;
  grantedBy: string;
  createdAt: string;
  cancelledAt: string | null;
  cancelledBy: string | null;
}

/** The instant the Turkish day `day` (YYYY-MM-DD) starts. */
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - ISTANBUL_OFFSET_MS);

/** Active accounts with no self-exclusion or time-out running at `now`. */
function eligible(now: Date) {
  return and(
    eq(players.status, 'active'),
    sql`not exists (select 1 from ${protectionExclusions} e where e.player_id = ${players.id} and e.lifted_at is null
      and e.started_at <= ${now} and (e.ends_at is null or e.ends_at > ${now}))`,
  );
}

function segmentWhere(segment: BonusSegment, now: Date) {
  const rules = [eligible(now)];
  if (segment.registeredFrom) rules.push(gte(players.createdAt, dayStart(segment.registeredFrom)));
  if (segment.registeredTo) rules.push(lt(players.createdAt, new Date(dayStart(segment.registeredTo).getTime() + DAY_MS)));
  if (segment.depositedWithinDays) {
    const since = new Date(now.getTime() - segment.depositedWithinDays * DAY_MS);
    rules.push(sql`exists (select 1 from ${paymentTransactions} t where t.player_id = ${players.id} and t.type = 1
      and t.status = ${TRANSACTION_STATUSES.confirmed} and t.created_at >= ${since})`);
  }
  return and(...rules);
}

function checkSegment(segment: BonusSegment): void {
  if (segment.registeredFrom && segment.registeredTo && segment.registeredTo < segment.registeredFrom) throw new ApiError(400, 'ops.bonusGrant.badRange');
}

export async function countSegment(q: Queryable, segment: BonusSegment, now = new Date()): Promise<number> {
  checkSegment(segment);
  const [row] = await q.select({ n: count() }).from(players).where(segmentWhere(segment, now));
  return Number(row?.n ?? 0);
}

async function present(q: Queryable, ids: number[]): Promise<OpsBonusGrant[]> {
  if (ids.length === 0) return [];
  // Qualified by hand: drizzle writes a selected column unqualified, which inside a subquery would name the inner table's.
  const granter = sql<string>`(select o.username from ${operators} o where o.id = "bonus_grant_batches"."operator_id")`;
  const canceller = sql<string | null>`(select o.username from ${operators} o where o.id = "bonus_grant_batches"."cancelled_by")`;
  const active = sql<number>`(select count(*)::int from ${bonuses} b where b.batch_id = "bonus_grant_batches"."id" and b.status = 'active')`;
  const rows = await q
    .select({ batch: bonusGrantBatches, grantedBy: granter, cancelledBy: canceller, active })
    .from(bonusGrantBatches)
    .where(inArray(bonusGrantBatches.id, ids))
    .orderBy(desc(bonusGrantBatches.id));
  const playerIds = rows.filter((r) => r.batch.targetKind === 'player').map((r) => (r.batch.target as { playerId: string }).playerId);
  const names = playerIds.length
    ? new Map((await q.select({ id: players.id, username: players.username }).from(players).where(inArray(players.id, playerIds))).map((p) => [p.id, p.username]))
    : new Map<string, string>();
  return rows.map(({ batch, grantedBy, cancelledBy, active }) => {
    const single = batch.targetKind === 'player';
    const playerId = single ? (batch.target as { playerId: string }).playerId : null;
    return {
      id: batch.id,
      target: batch.targetKind as 'player' | 'segment',
      playerId,
      username: playerId ? (names.get(playerId) ?? null) : null,
      segment: single ? null : (batch.target as BonusSegment),
      amount: kurusToTry(batch.amount),
      wageringMultiplier: batch.wageringMultiplier,
      expiresAt: batch.expiresAt.toISOString(),
      reason: batch.reason,
      players: batch.players,
      active: Number(active),
      grantedBy,
      createdAt: batch.createdAt.toISOString(),
      cancelledAt: batch.cancelledAt ? batch.cancelledAt.toISOString() : null,
      cancelledBy: cancelledBy ?? null,
    };
  });
}

export async function listGrants(q: Queryable, skip = 0, take = 20): Promise<{ items: OpsBonusGrant[]; total: number }> {
  const [total] = await q.select({ n: count() }).from(bonusGrantBatches);
  const ids = await q.select({ id: bonusGrantBatches.id }).from(bonusGrantBatches).orderBy(desc(bonusGrantBatches.id)).offset(skip).limit(take);
  return { items: await present(q, ids.map((r) => r.id)), total: Number(total?.n ?? 0) };
}

export interface GrantOutcome {
  grant: OpsBonusGrant;
  /** Per player, what to push after the commit (balance and "bonus received"). */
  changes: { playerId: string; notifications: CreatedNotification[] }[];
}

/**
 * Grants the bonus to the player or the segment in one transaction. `key` is the request's
 * Idempotency-Key when it had one (each bonus's key derives from the batch, so nothing is granted twice
 * inside it); the router answers a repeated key with the first answer before this runs.
 */
export async function grantBonuses(q: Queryable, input: GrantRequest, operatorId: string, acting: Acting, now = new Date()): Promise<GrantOutcome> {
  const amount = requestKurus(input.amount, 'amount');
  const reason = input.reason.trim();
  if (reason.length < 3) throw new ApiError(400, 'ops.bonusGrant.reason');
  const expiresAt = new Date(now.getTime() + input.validityDays * DAY_MS);
  return q.transaction(async (tx) => {
    let targets: string[];
    let target: unknown;
    if (input.target === 'player') {
      if (!input.player?.trim()) throw new ApiError(400, 'ops.bonusGrant.playerMissing');
      const player = await findPlayerByReference(tx, input.player);
      if (!player) throw new ApiError(404, 'ops.player.notFound', { player: input.player.trim() });
      const [ok] = await tx.select({ id: players.id }).from(players).where(and(eq(players.id, player.id), eligible(now)));
      if (!ok) throw new ApiError(409, 'ops.bonusGrant.notEligible');
      targets = [player.id];
      target = { playerId: player.id };
    } else {
      const segment = input.segment ?? {};
      checkSegment(segment);
      const rows = await tx.select({ id: players.id }).from(players).where(segmentWhere(segment, now)).orderBy(asc(players.id)).limit(SEGMENT_MAX + 1);
      if (rows.length === 0) throw new ApiError(409, 'ops.bonusGrant.emptySegment');
      if (rows.length > SEGMENT_MAX) throw new ApiError(409, 'ops.bonusGrant.segmentTooLarge', { max: SEGMENT_MAX });
      targets = rows.map((r) => r.id);
      // Kept as sent, in a fixed key order, so the list shows what was asked.
      target = {
        ...(segment.registeredFrom ? { registeredFrom: segment.registeredFrom } : {}),
        ...(segment.registeredTo ? { registeredTo: segment.registeredTo } : {}),
        ...(segment.depositedWithinDays ? { depositedWithinDays: segment.depositedWithinDays } : {}),
      };
    }
    const [batch] = await tx
      .insert(bonusGrantBatches)
      .values({ operatorId, targetKind: input.target, target, amount, wageringMultiplier: input.wageringMultiplier, expiresAt, reason, players: targets.length, createdAt: now })
      .returning();
    const changes: GrantOutcome['changes'] = [];
    for (const playerId of targets) {
      const result = await grantBonus(tx, {
        playerId,
        amount,
        kind: 'manual',
        idempotencyKey: `ops-grant:${batch!.id}:${playerId}`,
        wageringMultiplier: input.wageringMultiplier,
        expiresAt,
        note: reason,
        batchId: batch!.id,
        acting,
        now,
      });
      changes.push({ playerId, notifications: result.notifications });
    }
    const [grant] = await present(tx, [batch!.id]);
    await audit(tx, { ...acting, action: 'bonus-grant.create', target: { kind: 'bonus-grant', id: batch!.id }, details: { after: grant } });
    return { grant: grant!, changes };
  });
}

async function forfeitAll(tx: Tx, rows: Pick<BonusRow, 'id' | 'playerId'>[], acting: Acting, now: Date) {
  const changes: GrantOutcome['changes'] = [];
  for (const row of [...rows].sort((a, b) => (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : a.id - b.id))) {
    const ended = await endBonus(tx, row.id, 'forfeited', now, acting);
    if (ended) changes.push({ playerId: ended.playerId, notifications: ended.notifications });
  }
  return changes;
}

/** Forfeits the grant's bonuses still active and marks it cancelled; 409 when cancelled already. */
export async function cancelGrant(q: Queryable, id: number, reasonText: string, operatorId: string, acting: Acting, now = new Date()): Promise<GrantOutcome> {
  const reason = reasonText.trim();
  if (reason.length < 3) throw new ApiError(400, 'ops.bonusGrant.reason');
  return q.transaction(async (tx) => {
    const [locked] = await tx.select({ id: bonusGrantBatches.id, cancelledAt: bonusGrantBatches.cancelledAt }).from(bonusGrantBatches).where(eq(bonusGrantBatches.id, id)).for('update');
    if (!locked) throw new ApiError(404, 'ops.bonusGrant.notFound', { id });
    if (locked.cancelledAt) throw new ApiError(409, 'ops.bonusGrant.cancelled', { id });
    const [before] = await present(tx, [id]);
    const active = await tx.select({ id: bonuses.id, playerId: bonuses.playerId }).from(bonuses).where(and(eq(bonuses.batchId, id), eq(bonuses.status, 'active')));
    const changes = await forfeitAll(tx, active, acting, now);
    await tx.update(bonusGrantBatches).set({ cancelledAt: now, cancelledBy: operatorId }).where(and(eq(bonusGrantBatches.id, id), isNull(bonusGrantBatches.cancelledAt)));
    const [after] = await present(tx, [id]);
    await audit(tx, { ...acting, action: 'bonus-grant.cancel', target: { kind: 'bonus-grant', id }, details: { reason, forfeited: changes.length, before, after } });
    return { grant: after!, changes };
  });
}

/** Forfeits one active bonus of the player; 404 when it is not theirs, 409 when no longer active. */
export async function cancelPlayerBonus(q: Queryable, playerId: string, bonusId: number, reasonText: string, acting: Acting, now = new Date()) {
  const reason = reasonText.trim();
  if (reason.length < 3) throw new ApiError(400, 'ops.bonusGrant.reason');
  return q.transaction(async (tx) => {
    const [row] = await tx.select().from(bonuses).where(and(eq(bonuses.id, bonusId), eq(bonuses.playerId, playerId)));
    if (!row) throw new ApiError(404, 'ops.bonus.notFound', { id: bonusId });
    if (row.status !== 'active') throw new ApiError(409, 'ops.bonus.notActive', { id: bonusId });
    const changes = await forfeitAll(tx, [row], acting, now);
    // Ended by someone else between the read and the lock.
    if (changes.length === 0) throw new ApiError(409, 'ops.bonus.notActive', { id: bonusId });
    await audit(tx, { ...acting, action: 'bonus.cancel', target: { kind: 'bonus', id: bonusId }, details: { playerId, reason } });
    const [after] = await tx.select().from(bonuses).where(eq(bonuses.id, bonusId));
    return { bonus: after!, changes };
  });
}
