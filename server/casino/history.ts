// The player's game history: the game wallet's transactions (game_transactions) grouped by round, newest
// first, with the round's stakes, payouts (jackpot prizes included), the balance (cash + bonus) before its
// first and after its last transaction, and its transactions. Round ids carry the provider's code as
// prefix ("hub88:…", "studio:…"), which names the game's provider when two providers share a game code.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../common/contract/schema.gen';
import type { Queryable } from '../db/client';
import { gameProviders, games, jackpotWins, PROVIDER_CODES, type ProviderCode } from '../db/schema/casino';
import { gameTransactions } from '../db/schema/customer';
import { kurusToTry } from '../lib/money';
import { queryRows } from '../wallet/query-rows';
import { recallsOf } from '../studio/rounds';

export type GameRound = components['schemas']['GameRound'];

export const SITE_TIME_ZONE = 'Europe/Istanbul';

export interface GameHistoryFilter {
  skip: number;
  take: number;
  /** 1: rounds that paid something; 2: rounds with a stake. */
  type?: 1 | 2;
  gameCode?: string;
  /** YYYY-MM-DD, inclusive, in the site's time zone; compared with the round's start. */
  from?: string;
  to?: string;
}

function dayStart(day: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${SITE_TIME_ZONE})`;
}

interface RoundRow {
  round_id: string;
  bet: string;
  win: string;
  live_bets: number;
  bets: number;
  wins: number;
  total: number;
}

function providerOfRound(roundId: string): ProviderCode | undefined {
  const prefix = roundId.split(':', 1)[0] ?? '';
  return (PROVIDER_CODES as readonly string[]).includes(prefix) ? (prefix as ProviderCode) : undefined;
}

/** A transaction's effect on cash + bonus; a rollback undoes its original. */
function delta(kind: string, amount: bigint, originalKind: string | undefined): bigint {
  if (kind === 'bet') return -amount;
  if (kind === 'win') return amount;
  return originalKind === 'win' ? -amount : amount;
}

export async function listGameRounds(q: Queryable, playerId: string, filter: GameHistoryFilter): Promise<{ items: GameRound[]; total: number }> {
  const gt = gameTransactions;
  const where = [
    sql`${gt.playerId} = ${playerId}`,
    sql`${gt.roundId} is not null`,
    filter.gameCode !== undefined ? sql`${gt.gameCode} = ${filter.gameCode}` : undefined,
  ].filter((part): part is SQL => part !== undefined);
  const having = [
    filter.type === 2 ? sql`count(*) filter (where ${gt.kind} = 'bet') > 0` : undefined,
    filter.type === 1
      ? sql`(coalesce(sum(${gt.amount}) filter (where ${gt.kind} = 'win' and ${gt.rolledBackBy} is null), 0) > 0
          or exists (select 1 from ${jackpotWins} jw where jw.player_id = ${playerId} and jw.round_id = ${gt.roundId}))`
      : undefined,
    filter.from !== undefined ? sql`min(${gt.createdAt}) >= ${dayStart(filter.from)}` : undefined,
    filter.to !== undefined ? sql`min(${gt.createdAt}) < ${dayStart(filter.to, 1)}` : undefined,
  ].filter((part): part is SQL => part !== undefined);

  const rounds = await queryRows<RoundRow>(
    q,
    sql`
    select ${gt.roundId} as round_id,
      coalesce(sum(${gt.amount}) filter (where ${gt.kind} = 'bet' and ${gt.rolledBackBy} is null), 0)::text as bet,
      coalesce(sum(${gt.amount}) filter (where ${gt.kind} = 'win' and ${gt.rolledBackBy} is null), 0)::text as win,
      (count(*) filter (where ${gt.kind} = 'bet' and ${gt.rolledBackBy} is null))::int as live_bets,
      (count(*) filter (where ${gt.kind} = 'bet'))::int as bets,
      (count(*) filter (where ${gt.kind} = 'win' and ${gt.rolledBackBy} is null))::int as wins,
      (count(*) over ())::int as total
    from ${gt}
    where ${sql.join(where, sql` and `)}
    group by ${gt.roundId}
    ${having.length > 0 ? sql`having ${sql.join(having, sql` and `)}` : sql``}
    order by max(${gt.id}) desc
    offset ${filter.skip} limit ${filter.take}`,
  );
  if (rounds.length === 0) {
    // An offset past the end still tells the total.
    const total =
      filter.skip > 0
        ? (await listGameRounds(q, playerId, { ...filter, skip: 0, take: 1 })).total
        : 0;
    return { items: [], total };
  }
  const roundIds = rounds.map((round) => round.round_id);

  const [transactions, jackpots, providers, recalls] = await Promise.all([
    q
      .select()
      .from(gt)
      .where(and(eq(gt.playerId, playerId), inArray(gt.roundId, roundIds)))
      .orderBy(asc(gt.id)),
    q
      .select({ roundId: jackpotWins.roundId, amount: jackpotWins.amountKurus, createdAt: jackpotWins.createdAt })
      .from(jackpotWins)
      .where(and(eq(jackpotWins.playerId, playerId), inArray(jackpotWins.roundId, roundIds))),
    q.select({ code: gameProviders.code, name: gameProviders.name }).from(gameProviders),
    // Our studio's rounds carry what they decided, so the history recalls them without another call.
    recallsOf(q, roundIds.filter((id) => id.startsWith('studio:'))),
  ]);
  const providerName = new Map(providers.map((p) => [p.code as string, p.name]));
  const kindOf = new Map(transactions.map((row) => [row.txId, row.kind]));

  // Game names by provider and code (a code alone can belong to two providers).
  const codes = [...new Set(transactions.map((row) => row.gameCode).filter((code): code is string => code !== null))];
  const named =
    codes.length === 0
      ? []
      : await q
          .select({ code: games.gameCode, name: games.name, provider: gameProviders.code, providerName: gameProviders.name })
          .from(games)
          .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
          .where(inArray(games.gameCode, codes));

  const items = rounds.map((round): GameRound => {
    const rows = transactions.filter((row) => row.roundId === round.round_id);
    const first = rows[0]!;
    const last = rows[rows.length - 1]!;
    const gameCode = rows.find((row) => row.gameCode !== null)?.gameCode ?? '';
    const provider = providerOfRound(round.round_id);
    const candidates = named.filter((game) => game.code === gameCode);
    const game = candidates.find((candidate) => candidate.provider === provider) ?? candidates[0];
    const roundJackpots = jackpots.filter((jackpot) => jackpot.roundId === round.round_id);
    const jackpot = roundJackpots.reduce((sum, won) => sum + won.amount, 0n);
    const balanceOf = (row: typeof first) => row.cashAfter + row.bonusAfter;
    const before = balanceOf(first) - delta(first.kind, first.amount, kindOf.get(first.originalTxId ?? ''));
    // Jackpot prizes are paid after the stake that won them: they count once the round's last transaction is done.
    const lateJackpot = roundJackpots.filter((won) => won.createdAt >= last.createdAt).reduce((sum, won) => sum + won.amount, 0n);
    const endedAt = [last.createdAt, ...roundJackpots.map((won) => won.createdAt)].reduce((a, b) => (b > a ? b : a));
    const status: GameRound['status'] = round.bets > 0 && round.live_bets === 0 ? 'cancelled' : round.wins > 0 || jackpot > 0n ? 'settled' : 'open';
    const recall = recalls.get(round.round_id);
    return {
      ...(recall ? { studio: recall } : {}),
      roundId: round.round_id,
      gameCode,
      gameName: game?.name ?? gameCode,
      // A game missing from the catalogue (a lobby's other table) still names its provider by the round's prefix.
      providerName: (game?.providerName ?? providerName.get(provider ?? 'studio') ?? 'Kuzey Studio') as GameRound['providerName'],
      bet: kurusToTry(BigInt(round.bet)),
      win: kurusToTry(BigInt(round.win) + jackpot),
      jackpot: kurusToTry(jackpot),
      balanceBefore: kurusToTry(before),
      balanceAfter: kurusToTry(balanceOf(last) + lateJackpot),
      status,
      startedAt: first.createdAt.toISOString(),
      endedAt: endedAt.toISOString(),
      transactions: rows
        .filter((row) => row.kind === 'bet' || row.kind === 'win')
        .map((row) => ({
          id: row.id,
          type: row.kind === 'win' ? 1 : 2,
          amount: kurusToTry(row.amount),
          createdAt: row.createdAt.toISOString(),
          rolledBack: row.rolledBackBy !== null,
        })),
    };
  });
  return { items, total: rounds[0]!.total };
}
