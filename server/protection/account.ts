// Closing the account by the player (the balance is paid out first) and the activity statement.
import { and, eq, inArray } from 'drizzle-orm';
import type { Acting } from '../audit';
import { revokeSessionsReturningIds } from '../accounts/end-sessions';
import { verifyPassword } from '../auth/passwords';
import type { Db, Queryable } from '../db/client';
import { paymentTransactions, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../db/schema/payments';
import { players } from '../db/schema/players';
import { ApiError } from '../lib/api-error';
import { getPlayerBalance } from '../wallet/accounts';
import { bonuses } from '../db/schema/customer';
import { forfeitBonus, lockPlayerWallet } from '../wallet/bonuses';
import { record } from './record';
import { playSince, withdrawalsSince } from './usage';
import { windowOf } from './windows';

export async function closeAccount(db: Db, playerId: string, password: string, reason: string | null, acting: Acting): Promise<string[]> {
  const [player] = await db.select({ hash: players.passwordHash }).from(players).where(eq(players.id, playerId));
  if (!player || !(await verifyPassword(player.hash, password))) throw new ApiError(400, 'protection.close.wrongPassword');
  return db.transaction(async (tx) => {
    await lockPlayerWallet(tx, playerId);
    const balance = await getPlayerBalance(tx, playerId);
    if (balance.cash > 0n) throw new ApiError(400, 'protection.close.balance');
    const open = await tx
      .select({ id: paymentTransactions.id })
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.playerId, playerId),
          inArray(paymentTransactions.status, [TRANSACTION_STATUSES.pending, TRANSACTION_STATUSES.created]),
          inArray(paymentTransactions.type, [TRANSACTION_TYPES.withdraw, TRANSACTION_TYPES.deposit]),
        ),
      );
    if (open.length > 0) throw new ApiError(400, 'protection.close.pending');
    // Bonus money is not the player's to take away: the active bonuses are forfeited to the house, as an
    // exclusion forfeits them, so a closed account holds nothing.
    const active = await tx.select({ id: bonuses.id }).from(bonuses).where(and(eq(bonuses.playerId, playerId), eq(bonuses.status, 'active')));
    for (const bonus of active) await forfeitBonus(tx, bonus.id, { ...acting, actor: { kind: 'system', id: 'protection:close' } });
    await tx.update(players).set({ status: 'closed' }).where(eq(players.id, playerId));
    const sessionIds = await revokeSessionsReturningIds(tx, playerId);
    await record(tx, playerId, acting, 'account.close', { reason, bonusForfeited: balance.bonus, bonusesForfeited: active.length });
    return sessionIds;
  });
}

export interface Statement {
  deposits: bigint;
  withdrawals: bigint;
  stakes: bigint;
  winnings: bigint;
  net: bigint;
}

/** Totals between two Istanbul calendar dates (YYYY-MM-DD), both included. */
export async function activityStatement(q: Queryable, playerId: string, from: string, to: string): Promise<Statement> {
  const start = windowOf('day', new Date(`${from}T12:00:00Z`)).start;
  const end = windowOf('day', new Date(`${to}T12:00:00Z`)).end;
  if (end <= start) throw new ApiError(400, 'customer.dateRangeInvalid');
  const play = await playSince(q, playerId, start, end);
  // depositsSince counts asked-for deposits (for limits); the statement counts paid ones only.
  const paid = await q
    .select({ amount: paymentTransactions.amount, createdAt: paymentTransactions.createdAt })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.playerId, playerId), eq(paymentTransactions.type, TRANSACTION_TYPES.deposit), eq(paymentTransactions.status, TRANSACTION_STATUSES.confirmed)));
  const deposits = paid.filter((row) => row.createdAt >= start && row.createdAt < end).reduce((sum, row) => sum + row.amount, 0n);
  return {
    deposits,
    withdrawals: await withdrawalsSince(q, playerId, start, end),
    stakes: play.stakes,
    winnings: play.winnings,
    net: play.winnings - play.stakes,
  };
}
