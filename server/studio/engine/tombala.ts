// Tombala (Turkish 90-ball bingo): the cards, the shared draw, who wins what, and how prizes are split.
//
// Seeds: every room game has its own server seed (64 hex characters, its SHA-256 shown before the first
// ticket is sold) and a public salt. The draw is the stream (serverSeed, clientSeed = salt, nonce 0);
// ticket n (1, 2, ... in order of sale) is the stream (serverSeed, salt, nonce n). So once the seed is
// revealed anyone recomputes every card and the whole ball order (fairness.ts: HMAC-SHA256 blocks,
// rejection-sampled integers).
//
// Card (the standard tombala card): 3 rows x 9 columns, 5 numbers per row, 15 in all, every column holds
// at least one number; column 0 holds 1-9, column c (1..7) holds 10c..10c+9, column 8 holds 80-90; numbers
// rise from top to bottom in a column. Generation: each row picks 5 distinct columns (a partial forward
// Fisher-Yates over the 9 columns, nextInt(9), nextInt(8), ... nextInt(5)), rows top to bottom; if a column
// is left empty the three rows are drawn again. Then, columns left to right, a column with k cells takes k
// distinct numbers of its range (partial forward Fisher-Yates over the range), sorted ascending, top down.
//
// Draw: a forward Fisher-Yates shuffle of 1..90 (for i = 0..88: j = i + nextInt(90 - i), swap), read in
// order. The show stops at the ball that completes the first full card.
//
// Prizes: çinko (first row complete), ikinci çinko (second row complete on the same card) and tombala
// (all 15). Each prize goes to every ticket that completes it on the first ball at which any ticket does
// (one ball completes at most one row of a card, so the three prizes fall on strictly later balls).
// Sharing rule (integer kuruş): a prize P among n winning tickets pays floor(P / n) to each, and the
// remainder P - n*floor(P / n) (< n kuruş) one kuruş each to the winning tickets with the lowest ticket
// numbers. Every prize is paid out in full.
//
// Prize tables (the room's operator setting):
// - pool: the pool is floor(stakes x poolBasisPoints / 10000); çinko gets floor(pool x split[0] / 100),
//   ikinci çinko floor(pool x split[1] / 100), tombala the rest. Every game pays exactly its pool, so the
//   return to players is poolBasisPoints / 100 percent of the stakes (exactly, when the ticket price is a
//   multiple of 100 kuruş), the house edge its complement: the house edge is the rule, not a statistic.
// - fixed: three fixed amounts in kuruş, paid in every game that sold at least one ticket. The return is
//   (p1 + p2 + p3) / (tickets sold x price) of that game, known when sales close.
import { FairStream } from './fairness';
import type { RandomSource } from './random-source';

export const TOMBALA_BALLS = 90;
export const TOMBALA_ROWS = 3;
export const TOMBALA_COLUMNS = 9;
export const TOMBALA_PER_ROW = 5;
export const TOMBALA_PRIZES = ['cinko', 'ikinci', 'tombala'] as const;
export type TombalaPrize = (typeof TOMBALA_PRIZES)[number];

/** rows[r][c] is the number in row r, column c, or 0 for an empty cell. */
export type TombalaCard = number[][];

/** The numbers column c holds. */
export function columnRange(c: number): { from: number; to: number } {
  if (c === 0) return { from: 1, to: 9 };
  if (c === 8) return { from: 80, to: 90 };
  return { from: 10 * c, to: 10 * c + 9 };
}

function pick(rng: RandomSource, from: number[], k: number): number[] {
  const items = [...from];
  for (let i = 0; i < k; i++) {
    const j = i + rng.nextInt(items.length - i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items.slice(0, k);
}

export function generateTombalaCard(rng: RandomSource): TombalaCard {
  const columns = Array.from({ length: TOMBALA_COLUMNS }, (_, c) => c);
  let layout: number[][];
  for (;;) {
    layout = Array.from({ length: TOMBALA_ROWS }, () => pick(rng, columns, TOMBALA_PER_ROW));
    const used = new Set(layout.flat());
    if (used.size === TOMBALA_COLUMNS) break;
  }
  const card: TombalaCard = Array.from({ length: TOMBALA_ROWS }, () => new Array<number>(TOMBALA_COLUMNS).fill(0));
  for (let c = 0; c < TOMBALA_COLUMNS; c++) {
    const rows = [0, 1, 2].filter((r) => layout[r]!.includes(c));
    const { from, to } = columnRange(c);
    const range = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    const numbers = pick(rng, range, rows.length).sort((a, b) => a - b);
    rows.forEach((r, i) => {
      card[r]![c] = numbers[i]!;
    });
  }
  return card;
}

export function drawTombalaBalls(rng: RandomSource): number[] {
  const balls = Array.from({ length: TOMBALA_BALLS }, (_, i) => i + 1);
  for (let i = 0; i < TOMBALA_BALLS - 1; i++) {
    const j = i + rng.nextInt(TOMBALA_BALLS - i);
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  return balls;
}

export function tombalaDraw(seed: string, salt: string): number[] {
  return drawTombalaBalls(new FairStream({ serverSeed: seed, clientSeed: salt, nonce: 0 }));
}

export function tombalaTicketCard(seed: string, salt: string, ticketNo: number): TombalaCard {
  if (!Number.isSafeInteger(ticketNo) || ticketNo < 1) throw new RangeError('ticket numbers start at 1');
  return generateTombalaCard(new FairStream({ serverSeed: seed, clientSeed: salt, nonce: ticketNo }));
}

/** The balls (1-based counts) after which the card has one, two and three complete rows. */
export function cardCompletion(card: TombalaCard, balls: readonly number[]): [number, number, number] {
  const position = new Map<number, number>();
  balls.forEach((ball, i) => position.set(ball, i + 1));
  const rows = card.map((row) => Math.max(...row.filter((n) => n > 0).map((n) => position.get(n) ?? Infinity))).sort((a, b) => a - b);
  return [rows[0]!, rows[1]!, rows[2]!];
}

export interface TombalaTicket {
  ticketNo: number;
  card: TombalaCard;
}

export interface TombalaPrizeResult {
  prize: TombalaPrize;
  /** The ball count (1-based) at which the prize fell. */
  ball: number;
  /** Winning ticket numbers, ascending. */
  winners: number[];
}

/** Who wins each prize; the draw ends at results[2].ball. Needs at least one ticket. */
export function tombalaResults(tickets: readonly TombalaTicket[], balls: readonly number[]): TombalaPrizeResult[] {
  if (tickets.length === 0) throw new RangeError('a tombala game needs a ticket');
  const completions = tickets.map((ticket) => ({ ticketNo: ticket.ticketNo, at: cardCompletion(ticket.card, balls) }));
  return TOMBALA_PRIZES.map((prize, index) => {
    const ball = Math.min(...completions.map((c) => c.at[index]!));
    const winners = completions.filter((c) => c.at[index] === ball).map((c) => c.ticketNo).sort((a, b) => a - b);
    return { prize, ball, winners };
  });
}

export type TombalaPrizeTable =
  | { mode: 'pool'; poolBasisPoints: number; split: [number, number, number] }
  | { mode: 'fixed'; prizes: [bigint, bigint, bigint] };

/** The three prize amounts (kuruş) of a game whose tickets brought `stakes` kuruş. */
export function tombalaPrizeAmounts(table: TombalaPrizeTable, stakes: bigint): [bigint, bigint, bigint] {
  if (table.mode === 'fixed') return table.prizes;
  const pool = (stakes * BigInt(table.poolBasisPoints)) / 10_000n;
  const first = (pool * BigInt(table.split[0])) / 100n;
  const second = (pool * BigInt(table.split[1])) / 100n;
  return [first, second, pool - first - second];
}

/** A prize split between winning tickets (ascending numbers): floor share each, the remainder 1 kuruş each to the lowest numbers. */
export function sharePrize(amount: bigint, winners: readonly number[]): Map<number, bigint> {
  const sorted = [...winners].sort((a, b) => a - b);
  const n = BigInt(sorted.length);
  const share = amount / n;
  const remainder = Number(amount - share * n);
  return new Map(sorted.map((ticketNo, i) => [ticketNo, share + (i < remainder ? 1n : 0n)]));
}

/** Every ticket's total prize (kuruş), for tickets that won anything. */
export function tombalaPayouts(results: readonly TombalaPrizeResult[], amounts: readonly [bigint, bigint, bigint]): Map<number, bigint> {
  const paid = new Map<number, bigint>();
  results.forEach((result, i) => {
    for (const [ticketNo, amount] of sharePrize(amounts[i]!, result.winners)) paid.set(ticketNo, (paid.get(ticketNo) ?? 0n) + amount);
  });
  return paid;
}

/** The return to players of a prize table for a game with these stakes, as an exact fraction [paid, staked]. */
export function tombalaReturn(table: TombalaPrizeTable, stakes: bigint): [bigint, bigint] {
  const [a, b, c] = tombalaPrizeAmounts(table, stakes);
  return [a + b + c, stakes];
}
