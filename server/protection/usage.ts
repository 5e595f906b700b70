// What a player has used of each kind of limit since an instant: deposits asked for, stakes, net loss.
// Sports stakes count as lost until their bet is settled (its payout then counts back).
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { gameTransactions } from '../db/schema/customer';
import { paymentTransactions, TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../db/schema/payments';
import { sportsBets } from '../db/schema/sports';

/** Deposits still counting: asked for (created, pending) or paid; cancelled, rejected and expired ones free the room. */
const COUNTED_DEPOSITS = [TRANSACTION_STATUSES.created, TRANSACTION_STATUSES.pending, TRANSACTION_STATUSES.confirmed];

export async function depositsSince(q: Queryable, playerId: string, since: Date): Promise<bigint> {
  const [row] = await q
    .select({ total: sql<string>`coalesce(sum(${paymentTransactions.amount}), 0)` })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.playerId, playerId),
        eq(paymentTransactions.type, TRANSACTION_TYPES.deposit),
        inArray(paymentTransactions.status, COUNTED_DEPOSITS),
        gte(paymentTransactions.createdAt, since),
      ),
    );
  return BigInt(row.total);
}

export async function withdrawalsSince(q: Queryable, playerId: string, since: Date, until: Date): Promise<bigint> {
  const [row] = await q
    .select({ total: sql<string>`coalesce(sum(${paymentTransactions.amount}), 0)` })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.playerId, playerId),
        eq(paymentTransactions.type, TRANSACTION_TYPES.withdraw),
        eq(paymentTransactions.status, TRANSACTION_STATUSES.confirmed),
        gte(paymentTransactions.createdAt, since),
        sql`${paymentTransactions.createdAt} < ${until}`,
      ),
    );
  return BigInt(row.total);
}

export interface Play {
  /** Kuruş staked (casino bets not rolled back, sports bets not voided or cancelled). */
  stakes: bigint;
  /** Kuruş won (casino wins not rolled back, sports payouts of settled bets). */
  winnings: bigint;
}

/** Stakes and winnings from `since` (up to `until`), casino and sports together. */
export async function playSince(q: Queryable, playerId: string, since: Date, until?: Date): Promise<Play> {
  const [casino] = await q
    .select({
      stakes: sql<string>`coalesce(sum(${gameTransactions.amount}) filter (where ${gameTransactions.kind} = 'bet'), 0)`,
      winnings: sql<string>`coalesce(sum(${gameTransactions.amount}) filter (where ${gameTransactions.kind} = 'win'), 0)`,
    })
    .from(gameTransactions)
    .where(
      and(
        eq(gameTransactions.playerId, playerId),
        isNull(gameTransactions.rolledBackBy),
        gte(gameTransactions.createdAt, since),
        until ? sql`${gameTransactions.createdAt} < ${until}` : undefined,
      ),
    );
  const [sports] = await q
    .select({
      stakes: sql<string>`coalesce(sum(${sportsBets.totalStake}) filter (where ${sportsBets.status} not in ('void', 'cancelled')), 0)`,
      winnings: sql<string>`coalesce(sum(${sportsBets.payout}) filter (where ${sportsBets.status} not in ('void', 'cancelled')), 0)`,
    })
    .from(sportsBets)
    .where(and(eq(sportsBets.playerId, playerId), gte(sportsBets.placedAt, since), until ? sql`${sportsBets.placedAt} < ${until}` : undefined));
  return { stakes: BigInt(casino.stakes) + BigInt(sports.stakes), winnings: BigInt(casino.winnings) + BigInt(sports.winnings) };
}

/** Net loss (stakes less winnings), never below zero: winnings do not buy room above a loss limit. */
export function lossOf(play: Play): bigint {
  const loss = play.stakes - play.winnings;
  return loss > 0n ? loss : 0n;
}
