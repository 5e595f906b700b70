// The back office's reports (issue 16), from the ledger like the overview: GGR/NGR by Turkish day, by game
// and by provider, and payments by day. Each report is a table of plain cells; the CSV the back office
// downloads is made here from the same table, so the screen and the file cannot disagree.
//
// CSV rules (a decision, docs/backoffice.md): amounts are plain decimals with a dot and two places, dates
// ISO (YYYY-MM-DD), no Turkish number formatting; comma separated, CRLF line ends (RFC 4180), a cell with
// a comma, quote or line break is quoted. A text cell starting with = + - @ (or a tab or CR) is prefixed
// with an apostrophe so a spreadsheet never runs it as a formula (OWASP "CSV injection"); amounts are
// written by us and left as numbers, so a negative GGR stays a number.
//
// Sports: settlement posts each bet's stake less its payout to house:sports (server/sports/settle.ts; a
// rollback posts the exact negation), so its movement, like house:game's, is positive when players lost:
// the daily report's sports columns. Sports has no bonus cost yet, so NGR equals GGR.
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { gameProviders, games } from '../db/schema/casino';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, paymentTransactions } from '../db/schema/payments';
import { journalEntries, journalLines, ledgerAccounts } from '../db/schema/wallet';

export const REPORT_KINDS = ['daily', 'games', 'providers', 'payments'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The sportsbook's ledger account once it has one (see the module comment); null: sports figures are 0. */
export const SPORTS_ACCOUNT: string | null = 'house:sports';

/** The longest range one report covers: a year of days. */
export const REPORT_MAX_DAYS = 366;

const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type Cell = string | bigint | number;
export interface Report {
  kind: ReportKind;
  from: string;
  to: string;
  columns: string[];
  /** Amounts as kuruş (bigint), counts as numbers, the rest text. */
  rows: Cell[][];
}

/** The instant the Turkish day `date` (YYYY-MM-DD) starts. */
export function istanbulDayStartOf(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - ISTANBUL_OFFSET_MS);
}

/** The days from `from` to `to`, both included; null when the range is backwards or too long. */
export function reportDays(from: string, to: string): string[] | null {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return null;
  const count = (end - start) / DAY_MS + 1;
  if (count > REPORT_MAX_DAYS) return null;
  return Array.from({ length: count }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10));
}

const dayOf = (column: typeof journalEntries.createdAt | typeof paymentTransactions.createdAt) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;

export async function computeReport(q: Queryable, kind: ReportKind, days: string[]): Promise<Report> {
  const from = days[0];
  const to = days[days.length - 1];
  const start = istanbulDayStartOf(from);
  const end = new Date(istanbulDayStartOf(to).getTime() + DAY_MS);
  const inRange = and(gte(journalEntries.createdAt, start), lt(journalEntries.createdAt, end));
  const base = { kind, from, to };

  if (kind === 'daily') {
    const codes = ['house:deposit-clearing', 'house:payout-clearing', 'house:game', 'house:bonus-cost', ...(SPORTS_ACCOUNT ? [SPORTS_ACCOUNT] : [])];
    const movements = await q
      .select({ day: dayOf(journalEntries.createdAt), code: ledgerAccounts.code, sum: sql<string>`sum(${journalLines.amount})::text` })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
      .where(and(inArray(ledgerAccounts.code, codes), inRange))
      .groupBy(sql`1`, ledgerAccounts.code);
    const of = (day: string, code: string | null) => (code ? BigInt(movements.find((m) => m.day === day && m.code === code)?.sum ?? '0') : 0n);
    return {
      ...base,
      columns: ['date', 'deposits', 'withdrawals', 'casino_ggr', 'casino_ngr', 'sports_ggr', 'sports_ngr'],
      rows: days.map((day) => {
        const ggr = of(day, 'house:game');
        const sports = of(day, SPORTS_ACCOUNT);
        return [day, -of(day, 'house:deposit-clearing'), of(day, 'house:payout-clearing'), ggr, ggr + of(day, 'house:bonus-cost'), sports, sports];
      }),
    };
  }

  if (kind === 'games' || kind === 'providers') {
    // The house:game line of every game entry in the range, by the game the wallet call named. A game code
    // is looked up once among the catalogue's games (the first provider holding it), so nothing counts twice.
    const gameCode = sql<string>`coalesce(${journalEntries.meta}->>'gameCode', '')`;
    const byGame = await q
      .select({ gameCode, sum: sql<string>`sum(${journalLines.amount})::text`, rounds: sql<number>`count(distinct ${journalEntries.meta}->>'roundId')::int` })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
      .where(and(eq(ledgerAccounts.code, 'house:game'), inRange))
      .groupBy(sql`1`);
    const codes = byGame.map((g) => g.gameCode).filter(Boolean);
    const catalogue = codes.length
      ? await q
          .select({ gameCode: games.gameCode, name: games.name, provider: gameProviders.name })
          .from(games)
          .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
          .where(inArray(games.gameCode, codes))
          .orderBy(games.id)
      : [];
    const info = (code: string) => catalogue.find((g) => g.gameCode === code);
    if (kind === 'games') {
      const rows = byGame
        .map((g): Cell[] => [g.gameCode, info(g.gameCode)?.name ?? '', info(g.gameCode)?.provider ?? '', g.rounds, BigInt(g.sum)])
        .sort((a, b) => (b[4] as bigint) > (a[4] as bigint) ? 1 : (b[4] as bigint) < (a[4] as bigint) ? -1 : String(a[0]).localeCompare(String(b[0])));
      return { ...base, columns: ['game_code', 'game', 'provider', 'rounds', 'ggr'], rows };
    }
    const totals = new Map<string, { rounds: number; ggr: bigint }>();
    for (const g of byGame) {
      const provider = info(g.gameCode)?.provider ?? '';
      const sum = totals.get(provider) ?? { rounds: 0, ggr: 0n };
      totals.set(provider, { rounds: sum.rounds + g.rounds, ggr: sum.ggr + BigInt(g.sum) });
    }
    const rows = [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([provider, t]): Cell[] => [provider, t.rounds, t.ggr]);
    return { ...base, columns: ['provider', 'rounds', 'ggr'], rows };
  }

  // payments: confirmed deposits and withdrawals by the day they were made, with counts.
  const paid = await q
    .select({
      day: dayOf(paymentTransactions.createdAt),
      type: paymentTransactions.type,
      n: sql<number>`count(*)::int`,
      sum: sql<string>`sum(${paymentTransactions.amount})::text`,
    })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.status, TRANSACTION_STATUSES.confirmed),
        gte(paymentTransactions.createdAt, start),
        lt(paymentTransactions.createdAt, end),
      ),
    )
    .groupBy(sql`1`, paymentTransactions.type);
  const of = (day: string, type: number) => paid.find((p) => p.day === day && p.type === type);
  return {
    ...base,
    columns: ['date', 'deposits_count', 'deposits', 'withdrawals_count', 'withdrawals'],
    rows: days.map((day) => {
      const d = of(day, TRANSACTION_TYPES.deposit);
      const w = of(day, TRANSACTION_TYPES.withdraw);
      return [day, d?.n ?? 0, BigInt(d?.sum ?? '0'), w?.n ?? 0, BigInt(w?.sum ?? '0')];
    }),
  };
}

/** 123456n → "1234.56", -5n → "-0.05": a plain decimal, whatever the locale. */
export function plainAmount(kurus: bigint): string {
  const negative = kurus < 0n;
  const abs = negative ? -kurus : kurus;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** One text cell made safe for a spreadsheet and for CSV. */
export function csvText(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function cellText(cell: Cell): string {
  if (typeof cell === 'bigint') return plainAmount(cell);
  if (typeof cell === 'number') return String(cell);
  return cell;
}

export function toCsv(report: Pick<Report, 'columns' | 'rows'>): string {
  const line = (cells: Cell[]) => cells.map((cell) => (typeof cell === 'string' ? csvText(cell) : cellText(cell))).join(',');
  return [line(report.columns), ...report.rows.map(line)].map((l) => `${l}\r\n`).join('');
}
