// Setting limits: a new or lower limit applies at once; a higher one or a removal waits the cooling-off
// (an operator setting, 24 hours by default), then needs the player's confirmation within 7 days or
// lapses. What the player sees: each limit with what its window used, what is left and when it resets.
import { and, eq } from 'drizzle-orm';
import { audit, type Acting } from '../audit';
import type { Db, Queryable } from '../db/client';
import { siteOptions } from '../db/schema/content';
import { sessions } from '../db/schema/players';
import { protectionLimits, protectionSettings, type LimitKind, type LimitPeriod, type ProtectionLimitRow } from '../db/schema/protection';
import { ApiError } from '../lib/api-error';
import { lockPlayerWallet } from '../wallet/bonuses';
import { activeExclusion } from './enforce';
import { record, ensureSettings } from './record';
import { depositsSince, lossOf, playSince } from './usage';
import { windowOf } from './windows';

export const COOLING_OFF_SETTING = 'protection-cooling-off-hours';
export const DEFAULT_COOLING_OFF_HOURS = 24;
/** How long a cleared increase waits for the player's confirmation before it lapses. */
export const CONFIRM_WITHIN_MS = 7 * 24 * 3_600_000;
const HOUR = 3_600_000;

export async function coolingOffHours(q: Queryable): Promise<number> {
  const [row] = await q.select({ value: siteOptions.value }).from(siteOptions).where(eq(siteOptions.key, COOLING_OFF_SETTING));
  return row && /^\d+$/.test(row.value) ? Number(row.value) : DEFAULT_COOLING_OFF_HOURS;
}

/** The operators' setting (back office, compliance settings); audited with the value before and after. */
export async function setCoolingOffHours(db: Db, hours: number, acting: Acting): Promise<void> {
  if (!Number.isInteger(hours) || hours < 24) throw new RangeError('the cooling-off is a whole number of hours, at least 24');
  await db.transaction(async (tx) => {
    const before = await coolingOffHours(tx);
    if (before === hours) return;
    await tx
      .insert(siteOptions)
      .values({ key: COOLING_OFF_SETTING, value: String(hours), enabled: false, description: 'Hours a limit increase waits (server only)' })
      .onConflictDoUpdate({ target: siteOptions.key, set: { value: String(hours), enabled: false } });
    await audit(tx, { ...acting, action: 'settings.coolingOff.set', target: { kind: 'setting', id: COOLING_OFF_SETTING }, details: { before, after: hours } });
  });
}

export interface LimitView {
  kind: LimitKind;
  period: LimitPeriod;
  amount: bigint;
  used: bigint;
  left: bigint;
  resetsAt: Date | null;
  pending: { amount: bigint | null; requestedAt: Date; confirmableAt: Date; lapsesAt: Date } | null;
}

export interface ProtectionView {
  limits: LimitView[];
  coolingOffHours: number;
  realityCheckMinutes: number;
  session: { startedAt: Date; endsAt: Date | null };
  exclusion: Awaited<ReturnType<typeof activeExclusion>>;
}

async function usedIn(q: Queryable, playerId: string, row: ProtectionLimitRow, now: Date): Promise<{ used: bigint; resetsAt: Date | null }> {
  if (row.kind === 'session') return { used: 0n, resetsAt: null };
  const window = windowOf(row.period, now);
  if (row.kind === 'deposit') return { used: await depositsSince(q, playerId, window.start), resetsAt: window.end };
  const play = await playSince(q, playerId, window.start);
  return { used: row.kind === 'wager' ? play.stakes : lossOf(play), resetsAt: window.end };
}

const ORDER: LimitKind[] = ['deposit', 'loss', 'wager', 'session'];
const PERIODS: LimitPeriod[] = ['day', 'week', 'month'];

/** A lapsed pending change is dropped (and recorded) when read. */
async function dropLapsed(q: Queryable, row: ProtectionLimitRow, now: Date): Promise<ProtectionLimitRow> {
  if (!row.lapsesAt || row.lapsesAt > now) return row;
  const [updated] = await q
    .update(protectionLimits)
    .set({ pendingAmount: null, pendingAt: null, confirmableAt: null, lapsesAt: null })
    .where(and(eq(protectionLimits.playerId, row.playerId), eq(protectionLimits.kind, row.kind), eq(protectionLimits.period, row.period)))
    .returning();
  await record(q, row.playerId, { actor: { kind: 'system', id: 'protection' } }, 'limit.increase.lapsed', { kind: row.kind, period: row.period, pending: row.pendingAmount });
  return updated ?? row;
}

export async function protectionView(q: Queryable, playerId: string, sessionId: string | null, now: Date = new Date()): Promise<ProtectionView> {
  const rows = await q.select().from(protectionLimits).where(eq(protectionLimits.playerId, playerId));
  rows.sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) || PERIODS.indexOf(a.period) - PERIODS.indexOf(b.period));
  const limits: LimitView[] = [];
  for (const original of rows) {
    const row = await dropLapsed(q, original, now);
    const { used, resetsAt } = await usedIn(q, playerId, row, now);
    limits.push({
      kind: row.kind,
      period: row.period,
      amount: row.amount,
      used,
      left: row.amount > used ? row.amount - used : 0n,
      resetsAt,
      pending: row.pendingAt ? { amount: row.pendingAmount, requestedAt: row.pendingAt, confirmableAt: row.confirmableAt!, lapsesAt: row.lapsesAt! } : null,
    });
  }
  const [settings] = await q.select().from(protectionSettings).where(eq(protectionSettings.playerId, playerId));
  const [session] = sessionId ? await q.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId)) : [];
  const startedAt = session?.createdAt ?? now;
  const sessionLimit = limits.find((l) => l.kind === 'session');
  return {
    limits,
    coolingOffHours: await coolingOffHours(q),
    realityCheckMinutes: settings?.realityCheckMinutes ?? 0,
    session: { startedAt, endsAt: sessionLimit ? new Date(startedAt.getTime() + Number(sessionLimit.amount) * 60_000) : null },
    exclusion: await activeExclusion(q, playerId, now),
  };
}

/** Sets a limit; `amount` null removes it. Answers what happened, for the message. */
export async function setLimit(
  db: Db,
  playerId: string,
  input: { kind: LimitKind; period: LimitPeriod; amount: bigint | null },
  acting: Acting,
  now: Date = new Date(),
): Promise<'set' | 'decreased' | 'pending' | 'unchanged'> {
  return db.transaction(async (tx) => {
    // The player's wallet lock first: a row lock cannot hold a limit that does not exist yet, so two first
    // limits at once (a double submit) both inserted and one failed on the key. It also orders the change
    // against the deposits and stakes it limits, which check under the same lock.
    await lockPlayerWallet(tx, playerId);
    const where = and(eq(protectionLimits.playerId, playerId), eq(protectionLimits.kind, input.kind), eq(protectionLimits.period, input.period));
    const [current] = await tx.select().from(protectionLimits).where(where).for('update');
    const facts = { kind: input.kind, period: input.period, amount: input.amount, before: current?.amount ?? null };
    if (!current) {
      if (input.amount === null) return 'unchanged';
      await ensureSettings(tx, playerId);
      await tx.insert(protectionLimits).values({ playerId, kind: input.kind, period: input.period, amount: input.amount, updatedAt: now });
      await record(tx, playerId, acting, 'limit.set', facts);
      return 'set';
    }
    if (input.amount !== null && input.amount <= current.amount) {
      // A decrease (or the same amount) applies at once and drops any waiting increase.
      await tx.update(protectionLimits).set({ amount: input.amount, pendingAmount: null, pendingAt: null, confirmableAt: null, lapsesAt: null, updatedAt: now }).where(where);
      await record(tx, playerId, acting, input.amount < current.amount ? 'limit.decrease' : 'limit.set', facts);
      return input.amount < current.amount ? 'decreased' : 'unchanged';
    }
    const confirmableAt = new Date(now.getTime() + (await coolingOffHours(tx)) * HOUR);
    await tx
      .update(protectionLimits)
      .set({ pendingAmount: input.amount, pendingAt: now, confirmableAt, lapsesAt: new Date(confirmableAt.getTime() + CONFIRM_WITHIN_MS), updatedAt: now })
      .where(where);
    await record(tx, playerId, acting, 'limit.increase.requested', { ...facts, confirmableAt });
    return 'pending';
  });
}

/** The player confirms a pending increase or removal after its cooling-off. */
export async function confirmLimit(db: Db, playerId: string, ref: { kind: LimitKind; period: LimitPeriod }, acting: Acting, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const where = and(eq(protectionLimits.playerId, playerId), eq(protectionLimits.kind, ref.kind), eq(protectionLimits.period, ref.period));
    const [row] = await tx.select().from(protectionLimits).where(where).for('update');
    if (!row?.pendingAt || !row.confirmableAt || !row.lapsesAt) throw new ApiError(400, 'protection.limit.nothingPending');
    if (row.lapsesAt <= now) throw new ApiError(400, 'protection.limit.lapsed');
    if (row.confirmableAt > now) throw new ApiError(400, 'protection.limit.coolingOff', { hours: Math.ceil((row.confirmableAt.getTime() - now.getTime()) / HOUR) });
    if (row.pendingAmount === null) await tx.delete(protectionLimits).where(where);
    else await tx.update(protectionLimits).set({ amount: row.pendingAmount, pendingAmount: null, pendingAt: null, confirmableAt: null, lapsesAt: null, updatedAt: now }).where(where);
    await record(tx, playerId, acting, 'limit.increase.confirmed', { kind: ref.kind, period: ref.period, before: row.amount, amount: row.pendingAmount });
  });
}

export async function setRealityCheckMinutes(db: Db, playerId: string, minutes: number, acting: Acting): Promise<void> {
  await db.transaction(async (tx) => {
    await ensureSettings(tx, playerId);
    await tx.update(protectionSettings).set({ realityCheckMinutes: minutes, updatedAt: new Date() }).where(eq(protectionSettings.playerId, playerId));
    await record(tx, playerId, acting, 'realityCheck.set', { minutes });
  });
}
