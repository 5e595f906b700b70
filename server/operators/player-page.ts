// A player's page in the back office: profile and balances, ledger lines, sessions, notes, and the
// actions support takes (lock, unlock, reset the phone verification, end a session, add a note). Every
// action is audited with the state before and after, in the transaction that makes it.
import { and, count, desc, eq, isNull, max, sql } from 'drizzle-orm';
import type { Acting } from '../audit';
import { audit } from '../audit';
import { readSessionPolicy, type SessionDefaults } from '../auth/session-policy';
import { invalidateSessionsAfterCommit } from '../auth/sessions';
import { revokeSessionsReturningIds } from '../accounts/end-sessions';
import type { Queryable } from '../db/client';
import { auditLog } from '../db/schema/audit';
import { operators, playerNotes } from '../db/schema/operators';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, paymentTransactions } from '../db/schema/payments';
import { players, sessions, type Player } from '../db/schema/players';
import { journalEntries, journalLines, ledgerAccounts } from '../db/schema/wallet';
import { ApiError } from '../lib/api-error';

export interface PlayerDetail {
  player: Player;
  cash: bigint;
  bonus: bigint;
  hold: bigint;
  pendingWithdrawals: number;
  openSessions: number;
  lastLoginAt: Date | null;
  statusReason: string | null;
}

async function requirePlayer(q: Queryable, playerId: string, lock = false): Promise<Player> {
  const query = q.select().from(players).where(eq(players.id, playerId));
  const [player] = lock ? await query.for('update') : await query;
  if (!player) throw new ApiError(404, 'ops.playerId.notFound');
  return player;
}

export async function playerDetail(q: Queryable, playerId: string, defaults?: SessionDefaults, now: Date = new Date()): Promise<PlayerDetail> {
  const player = await requirePlayer(q, playerId);
  const balances = await q.select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.playerId, playerId));
  const of = (kind: string) => balances.find((b) => b.kind === kind)?.balance ?? 0n;
  const [pending] = await q
    .select({ n: count() })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.playerId, playerId), eq(paymentTransactions.type, TRANSACTION_TYPES.withdraw), eq(paymentTransactions.status, TRANSACTION_STATUSES.pending)));
  const policy = await readSessionPolicy(q, defaults);
  const [open] = await q
    .select({ n: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.playerId, playerId),
        isNull(sessions.revokedAt),
        sql`${sessions.lastSeenAt} > ${new Date(now.getTime() - policy.idleMs)}`,
        sql`${sessions.createdAt} > ${new Date(now.getTime() - policy.maxMs)}`,
      ),
    );
  const [last] = await q.select({ at: max(sessions.createdAt) }).from(sessions).where(eq(sessions.playerId, playerId));
  // Why the account is suspended: the reason of the latest lock, while it is.
  const [lock] =
    player.status === 'suspended'
      ? await q
          .select({ details: auditLog.details })
          .from(auditLog)
          .where(and(eq(auditLog.targetKind, 'player'), eq(auditLog.targetId, playerId), eq(auditLog.action, 'player.lock')))
          .orderBy(desc(auditLog.id))
          .limit(1)
      : [];
  return {
    player,
    cash: of('cash'),
    bonus: of('bonus'),
    hold: of('hold'),
    pendingWithdrawals: Number(pending.n),
    openSessions: Number(open.n),
    lastLoginAt: last?.at ? new Date(last.at) : null,
    statusReason: typeof lock?.details?.reason === 'string' ? lock.details.reason : null,
  };
}

export async function playerLedger(q: Queryable, playerId: string, skip = 0, take = 20) {
  await requirePlayer(q, playerId);
  const where = eq(ledgerAccounts.playerId, playerId);
  const [total] = await q.select({ n: count() }).from(journalLines).innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId)).where(where);
  const items = await q
    .select({ id: journalLines.id, at: journalEntries.createdAt, kind: journalEntries.kind, account: ledgerAccounts.kind, amount: journalLines.amount, balanceAfter: journalLines.balanceAfter, entryId: journalEntries.id })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(where)
    .orderBy(desc(journalLines.id))
    .offset(skip)
    .limit(take);
  return { items, total: Number(total.n) };
}

export async function playerSessions(q: Queryable, playerId: string, skip = 0, take = 20, defaults?: SessionDefaults, now: Date = new Date()) {
  await requirePlayer(q, playerId);
  const policy = await readSessionPolicy(q, defaults);
  const [total] = await q.select({ n: count() }).from(sessions).where(eq(sessions.playerId, playerId));
  const rows = await q.select().from(sessions).where(eq(sessions.playerId, playerId)).orderBy(desc(sessions.createdAt)).offset(skip).limit(take);
  return {
    items: rows.map((row) => ({
      row,
      open: !row.revokedAt && now.getTime() - row.lastSeenAt.getTime() < policy.idleMs && now.getTime() - row.createdAt.getTime() < policy.maxMs,
    })),
    total: Number(total.n),
  };
}

export async function playerNotesPage(q: Queryable, playerId: string, skip = 0, take = 20) {
  await requirePlayer(q, playerId);
  const [total] = await q.select({ n: count() }).from(playerNotes).where(eq(playerNotes.playerId, playerId));
  const items = await q
    .select({ id: playerNotes.id, text: playerNotes.text, author: operators.username, createdAt: playerNotes.createdAt })
    .from(playerNotes)
    .innerJoin(operators, eq(operators.id, playerNotes.operatorId))
    .where(eq(playerNotes.playerId, playerId))
    .orderBy(desc(playerNotes.id))
    .offset(skip)
    .limit(take);
  return { items, total: Number(total.n) };
}

export async function addPlayerNote(q: Queryable, playerId: string, text: string, operatorId: string, acting: Acting) {
  return q.transaction(async (tx) => {
    await requirePlayer(tx, playerId);
    const [note] = await tx.insert(playerNotes).values({ playerId, operatorId, text }).returning();
    await audit(tx, { ...acting, action: 'player.note', target: { kind: 'player', id: playerId }, details: { noteId: note.id, text } });
    const [author] = await tx.select({ username: operators.username }).from(operators).where(eq(operators.id, operatorId));
    return { id: note.id, text: note.text, author: author.username, createdAt: note.createdAt };
  });
}

export type PlayerAction = { kind: 'lock'; reason: string } | { kind: 'unlock'; note?: string } | { kind: 'reset-phone'; reason: string };

/** Applies a support action; answers the session ids it ended (close their hub connections after the commit). */
export async function actOnPlayer(q: Queryable, playerId: string, action: PlayerAction, acting: Acting): Promise<string[]> {
  return q.transaction(async (tx) => {
    const player = await requirePlayer(tx, playerId, true);
    let ended: string[] = [];
    if (action.kind === 'lock') {
      if (player.status !== 'active') throw new ApiError(409, 'ops.player.notActive');
      await tx.update(players).set({ status: 'suspended' }).where(eq(players.id, playerId));
      ended = await revokeSessionsReturningIds(tx, playerId);
    } else if (action.kind === 'unlock') {
      if (player.status !== 'suspended') throw new ApiError(409, 'ops.player.notSuspended');
      await tx.update(players).set({ status: 'active' }).where(eq(players.id, playerId));
    } else {
      await tx.update(players).set({ smsVerified: false }).where(eq(players.id, playerId));
    }
    const before = action.kind === 'reset-phone' ? { smsVerified: player.smsVerified } : { status: player.status };
    const after = action.kind === 'reset-phone' ? { smsVerified: false } : { status: action.kind === 'lock' ? 'suspended' : 'active' };
    await audit(tx, {
      ...acting,
      action: `player.${action.kind}`,
      target: { kind: 'player', id: playerId },
      details: { before, after, ...('reason' in action ? { reason: action.reason } : {}), ...('note' in action && action.note ? { note: action.note } : {}), sessionsEnded: ended.length },
    });
    return ended;
  });
}

export async function endPlayerSession(q: Queryable, playerId: string, sessionId: string, reason: string, acting: Acting): Promise<void> {
  await q.transaction(async (tx) => {
    await requirePlayer(tx, playerId);
    const [ended] = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), eq(sessions.playerId, playerId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id, tokenHash: sessions.tokenHash });
    if (!ended) throw new ApiError(404, 'ops.player.sessionNotFound');
    await invalidateSessionsAfterCommit(tx, [ended.tokenHash]);
    await audit(tx, { ...acting, action: 'player.session.end', target: { kind: 'player', id: playerId }, details: { sessionId, reason, before: { open: true }, after: { open: false } } });
  });
}
