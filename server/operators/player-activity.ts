// A player's activity for the back office's player page beyond money and sessions: game rounds (from the
// game wallet's transactions, one row per round), bonuses (grants with their wagering) and the
// notifications the player received (as the player reads them, in the operator's language).
// A round's stake and win leave out rolled-back transactions, as the wallet did.
import { and, count, desc, eq, isNull, max, min, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { bonuses, gameTransactions } from '../db/schema/customer';
import { players } from '../db/schema/players';
import type { Locale } from '../i18n';
import { ApiError } from '../lib/api-error';
import { listNotifications } from '../notifications';

async function requirePlayer(q: Queryable, playerId: string): Promise<void> {
  const [found] = await q.select({ id: players.id }).from(players).where(eq(players.id, playerId));
  if (!found) throw new ApiError(404, 'ops.playerId.notFound');
}

export interface PlayerRound {
  roundId: string;
  gameCode: string;
  startedAt: Date;
  lastAt: Date;
  stake: bigint;
  win: bigint;
  transactions: number;
}

export async function playerRounds(q: Queryable, playerId: string, skip = 0, take = 20): Promise<{ items: PlayerRound[]; total: number }> {
  await requirePlayer(q, playerId);
  const ofPlayer = and(eq(gameTransactions.playerId, playerId), sql`${gameTransactions.roundId} is not null`);
  const [total] = await q.select({ n: sql<number>`count(distinct ${gameTransactions.roundId})::int` }).from(gameTransactions).where(ofPlayer);
  const live = and(isNull(gameTransactions.rolledBackBy), eq(gameTransactions.moved, true));
  const rows = await q
    .select({
      roundId: sql<string>`${gameTransactions.roundId}`,
      gameCode: sql<string>`coalesce(max(${gameTransactions.gameCode}), '')`,
      startedAt: min(gameTransactions.createdAt),
      lastAt: max(gameTransactions.createdAt),
      stake: sql<string>`coalesce(sum(${gameTransactions.amount}) filter (where ${gameTransactions.kind} = 'bet' and ${live}), 0)::text`,
      win: sql<string>`coalesce(sum(${gameTransactions.amount}) filter (where ${gameTransactions.kind} = 'win' and ${live}), 0)::text`,
      transactions: count(),
    })
    .from(gameTransactions)
    .where(ofPlayer)
    .groupBy(gameTransactions.roundId)
    .orderBy(desc(max(gameTransactions.createdAt)), desc(gameTransactions.roundId))
    .offset(skip)
    .limit(take);
  return {
    items: rows.map((r) => ({
      roundId: r.roundId,
      gameCode: r.gameCode,
      startedAt: r.startedAt!,
      lastAt: r.lastAt!,
      stake: BigInt(r.stake),
      win: BigInt(r.win),
      transactions: Number(r.transactions),
    })),
    total: total?.n ?? 0,
  };
}

export async function playerBonuses(q: Queryable, playerId: string, skip = 0, take = 20) {
  await requirePlayer(q, playerId);
  const [total] = await q.select({ n: count() }).from(bonuses).where(eq(bonuses.playerId, playerId));
  const items = await q.select().from(bonuses).where(eq(bonuses.playerId, playerId)).orderBy(desc(bonuses.id)).offset(skip).limit(take);
  return { items, total: Number(total.n) };
}

export async function playerNotifications(q: Queryable, playerId: string, locale: Locale, skip = 0, take = 20) {
  await requirePlayer(q, playerId);
  return listNotifications(q, playerId, { skip, take, locale });
}
