// The back office's overview, computed from the ledger (nothing is counted twice or kept aside):
//   deposits     = money credited from outside: minus the movement of house:deposit-clearing;
//   withdrawals  = money paid out: the movement of house:payout-clearing;
//   casino GGR   = stakes less wins: the movement of house:game (positive when players lost);
//   casino NGR   = GGR less bonus cost: plus the movement of house:bonus-cost (negative by bonus granted);
//   sports       = 0 until the sportsbook posts to a ledger account of its own;
//   active       = players with a journal entry in the period; new = players created in it.
// Days are Turkish days: Europe/Istanbul is UTC+3 all year (no daylight saving since 2016), so a fixed
// offset serves and needs no time-zone data in the database.
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, paymentTransactions, type TransactionType } from '../db/schema/payments';
import { players } from '../db/schema/players';
import { journalEntries, journalLines, ledgerAccounts } from '../db/schema/wallet';
import { countPendingApprovals } from './approvals';

const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
export const OVERVIEW_DAYS = 30;

export interface Figures {
  deposits: bigint;
  withdrawals: bigint;
  casinoGgr: bigint;
  casinoNgr: bigint;
  sportsGgr: bigint;
  sportsNgr: bigint;
  activePlayers: number;
  newPlayers: number;
}

export interface Overview {
  generatedAt: Date;
  today: Figures;
  week: Figures;
  month: Figures;
  pending: { withdrawals: number; deposits: number; approvals: number };
  daily: Array<Figures & { date: string }>;
}

/** The instant a Turkish day starts, `daysBack` days before the day of `now`. */
export function istanbulDayStart(now: Date, daysBack = 0): Date {
  const local = now.getTime() + ISTANBUL_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - daysBack * DAY_MS - ISTANBUL_OFFSET_MS);
}

function istanbulDate(instant: Date): string {
  return new Date(instant.getTime() + ISTANBUL_OFFSET_MS).toISOString().slice(0, 10);
}

const dayOf = (column: typeof journalEntries.createdAt | typeof players.createdAt) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;

const HOUSE = ['house:deposit-clearing', 'house:payout-clearing', 'house:game', 'house:bonus-cost'] as const;

export async function computeOverview(q: Queryable, now: Date = new Date()): Promise<Overview> {
  const monthStart = istanbulDayStart(now, OVERVIEW_DAYS - 1);
  const weekStart = istanbulDayStart(now, 6);
  const todayStart = istanbulDayStart(now);

  const movements = await q
    .select({ day: dayOf(journalEntries.createdAt), code: ledgerAccounts.code, sum: sql<string>`sum(${journalLines.amount})::text` })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(and(inArray(ledgerAccounts.code, [...HOUSE]), gte(journalEntries.createdAt, monthStart)))
    .groupBy(sql`1`, ledgerAccounts.code);
  const activeByDay = await q
    .select({ day: dayOf(journalEntries.createdAt), n: sql<number>`count(distinct ${journalEntries.playerId})::int` })
    .from(journalEntries)
    .where(gte(journalEntries.createdAt, monthStart))
    .groupBy(sql`1`);
  const [activeByPeriod] = await q
    .select({
      today: sql<number>`count(distinct ${journalEntries.playerId}) filter (where ${journalEntries.createdAt} >= ${todayStart})::int`,
      week: sql<number>`count(distinct ${journalEntries.playerId}) filter (where ${journalEntries.createdAt} >= ${weekStart})::int`,
      month: sql<number>`count(distinct ${journalEntries.playerId})::int`,
    })
    .from(journalEntries)
    .where(gte(journalEntries.createdAt, monthStart));
  const newByDay = await q
    .select({ day: dayOf(players.createdAt), n: sql<number>`count(*)::int` })
    .from(players)
    .where(gte(players.createdAt, monthStart))
    .groupBy(sql`1`);

  const days: Array<Figures & { date: string }> = [];
  for (let back = OVERVIEW_DAYS - 1; back >= 0; back -= 1) {
    const date = istanbulDate(istanbulDayStart(now, back));
    const of = (code: (typeof HOUSE)[number]) => BigInt(movements.find((m) => m.day === date && m.code === code)?.sum ?? '0');
    const casinoGgr = of('house:game');
    days.push({
      date,
      deposits: -of('house:deposit-clearing'),
      withdrawals: of('house:payout-clearing'),
      casinoGgr,
      casinoNgr: casinoGgr + of('house:bonus-cost'),
      sportsGgr: 0n,
      sportsNgr: 0n,
      activePlayers: activeByDay.find((a) => a.day === date)?.n ?? 0,
      newPlayers: newByDay.find((n) => n.day === date)?.n ?? 0,
    });
  }
  const total = (list: typeof days, active: number): Figures => ({
    deposits: list.reduce((sum, d) => sum + d.deposits, 0n),
    withdrawals: list.reduce((sum, d) => sum + d.withdrawals, 0n),
    casinoGgr: list.reduce((sum, d) => sum + d.casinoGgr, 0n),
    casinoNgr: list.reduce((sum, d) => sum + d.casinoNgr, 0n),
    sportsGgr: 0n,
    sportsNgr: 0n,
    // Distinct over the period: a player active on three days is one active player of the week.
    activePlayers: active,
    newPlayers: list.reduce((sum, d) => sum + d.newPlayers, 0),
  });

  const pendingOf = async (type: TransactionType) => {
    const [row] = await q
      .select({ n: count() })
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.type, type), eq(paymentTransactions.status, TRANSACTION_STATUSES.pending)));
    return Number(row.n);
  };
  return {
    generatedAt: now,
    today: total(days.slice(-1), activeByPeriod?.today ?? 0),
    week: total(days.slice(-7), activeByPeriod?.week ?? 0),
    month: total(days, activeByPeriod?.month ?? 0),
    pending: {
      withdrawals: await pendingOf(TRANSACTION_TYPES.withdraw),
      deposits: await pendingOf(TRANSACTION_TYPES.deposit),
      approvals: await countPendingApprovals(q),
    },
    daily: days,
  };
}
