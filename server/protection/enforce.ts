// The checks every money path makes inside its own transaction, before it moves anything: a deposit
// (before the gateway is reached), a casino stake (studio rounds and provider wallet calls, through the
// game wallet's full path) and a sports slip. Each takes the player's wallet lock first (the lock every
// writer of the player's money takes before any row lock, server/wallet/bonuses.ts), so two requests that
// together would pass a limit are counted one after the other and exactly one is accepted.
import { and, eq, isNull, or, gt, desc } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client';
import { protectionExclusions, protectionLimits, type LimitKind, type ProtectionLimitRow } from '../db/schema/protection';
import { ApiError } from '../lib/api-error';
import { formatTry } from '../lib/money';
import { lockPlayerWallet } from '../wallet/bonuses';
import { depositsSince, lossOf, playSince } from './usage';
import { istanbulText, windowOf } from './windows';

/** A refusal that says what is left and when the window resets, in the request's language. */
export class LimitRefused extends ApiError {
  constructor(
    kind: Exclude<LimitKind, 'session'>,
    readonly left: bigint,
    readonly resetsAt: Date,
  ) {
    super(400, `protection.refused.${kind}`, { left: left.toString(), resetsAt: resetsAt.toISOString() });
    this.localizedVars = (locale) => ({ left: formatTry(left, locale), resetsAt: istanbulText(resetsAt, locale) });
  }
}

export class ExcludedRefused extends ApiError {
  constructor(readonly until: Date | null) {
    super(400, until ? 'protection.refused.excluded' : 'protection.refused.excludedPermanently', { until: until?.toISOString() ?? '' });
    this.localizedVars = (locale) => ({ until: until ? istanbulText(until, locale) : '' });
  }
}

/** The time-out or self-exclusion in force at `now`, if any (the one ending last). */
export async function activeExclusion(q: Queryable, playerId: string, now: Date = new Date()) {
  const [row] = await q
    .select()
    .from(protectionExclusions)
    .where(
      // A lifted exclusion keeps running to the end of its cooling-off (ends_at moved forward by the lift).
      and(eq(protectionExclusions.playerId, playerId), or(isNull(protectionExclusions.endsAt), gt(protectionExclusions.endsAt, now))),
    )
    .orderBy(desc(protectionExclusions.endsAt))
    .limit(1);
  // desc puts nulls first in PostgreSQL: a permanent exclusion wins.
  return row ?? null;
}

export async function refuseIfExcluded(q: Queryable, playerId: string, now: Date = new Date()): Promise<void> {
  const exclusion = await activeExclusion(q, playerId, now);
  if (exclusion) throw new ExcludedRefused(exclusion.endsAt);
}

async function limitsOf(q: Queryable, playerId: string, kinds: LimitKind[]): Promise<ProtectionLimitRow[]> {
  const rows = await q.select().from(protectionLimits).where(eq(protectionLimits.playerId, playerId));
  return rows.filter((row) => kinds.includes(row.kind));
}

/** The binding limit: the one with the least left (ties: the earliest reset). */
function tightest(checks: { kind: Exclude<LimitKind, 'session'>; left: bigint; end: Date }[]) {
  return checks.sort((a, b) => (a.left === b.left ? a.end.getTime() - b.end.getTime() : a.left < b.left ? -1 : 1))[0];
}

/**
 * A new deposit of `amount` kuruş, whose own row (`ownRowId`) may already be written in this transaction:
 * refused when the player is excluded or the deposits of any window would pass its limit.
 */
export async function checkDeposit(tx: Tx, playerId: string, amount: bigint, ownRowId?: number, now: Date = new Date()): Promise<void> {
  await lockPlayerWallet(tx, playerId);
  await refuseIfExcluded(tx, playerId, now);
  const limits = await limitsOf(tx, playerId, ['deposit']);
  const checks = [];
  for (const limit of limits) {
    const window = windowOf(limit.period, now);
    // The own row is uncommitted but visible to this transaction: count everything, then the row once.
    const used = (await depositsSince(tx, playerId, window.start)) - (ownRowId === undefined ? 0n : amount);
    const left = limit.amount - used > 0n ? limit.amount - used : 0n;
    checks.push({ kind: 'deposit' as const, left, end: window.end, passes: used + amount > limit.amount });
  }
  const refused = tightest(checks.filter((c) => c.passes));
  if (refused) throw new LimitRefused('deposit', refused.left, refused.end);
}

/** A stake of `amount` kuruş (a casino bet or a sports slip): refused when excluded or over a loss or wager limit. */
export async function checkStake(tx: Tx, playerId: string, amount: bigint, now: Date = new Date()): Promise<void> {
  await lockPlayerWallet(tx, playerId);
  await refuseIfExcluded(tx, playerId, now);
  const limits = await limitsOf(tx, playerId, ['loss', 'wager']);
  if (limits.length === 0) return;
  const checks = [];
  for (const limit of limits) {
    const window = windowOf(limit.period, now);
    const play = await playSince(tx, playerId, window.start);
    const used = limit.kind === 'wager' ? play.stakes : lossOf(play);
    const left = limit.amount - used > 0n ? limit.amount - used : 0n;
    checks.push({ kind: limit.kind as 'loss' | 'wager', left, end: window.end, passes: used + amount > limit.amount });
  }
  const refused = tightest(checks.filter((c) => c.passes));
  if (refused) throw new LimitRefused(refused.kind, refused.left, refused.end);
}
