// The operator's view of transactions: the queues of withdrawals and deposits by status (oldest first,
// so the longest-waiting player is served first), each with its player, method and deciding operator.
import { aliasedTable, and, asc, count, desc, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { approvalProposals, operators } from '../db/schema/operators';
import {
  TRANSACTION_STATUSES,
  paymentMethods,
  paymentTransactions,
  type TransactionStatus,
  type TransactionType,
} from '../db/schema/payments';
import { players } from '../db/schema/players';
import type { OpsTransactionFacts } from './present';

export interface QueueQuery {
  type: TransactionType;
  status?: TransactionStatus;
  /** Turkish days (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
  /** A username (any case) or usercode. */
  player?: string;
  /** Kuruş, both included. */
  minAmount?: bigint;
  maxAmount?: bigint;
  skip?: number;
  take?: number;
}

const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The first instant of a Turkish day (UTC+3 all year). */
const dayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - ISTANBUL_OFFSET_MS);

/** The queue's optional filters as conditions; `player` needs the players table joined. */
function filters(query: QueueQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.from) conditions.push(gte(paymentTransactions.createdAt, dayStart(query.from)));
  if (query.to) conditions.push(lt(paymentTransactions.createdAt, new Date(dayStart(query.to).getTime() + DAY_MS)));
  if (query.minAmount !== undefined) conditions.push(gte(paymentTransactions.amount, query.minAmount));
  if (query.maxAmount !== undefined) conditions.push(lte(paymentTransactions.amount, query.maxAmount));
  if (query.player) {
    const wanted = query.player.trim();
    conditions.push(or(sql`lower(${players.username}) = lower(${wanted})`, eq(players.usercode, wanted))!);
  }
  return conditions;
}

// The operator who settled a row, joined under its own name beside the row's other tables.
const decider = aliasedTable(operators, 'decider');
const proposer = aliasedTable(operators, 'proposer');

async function select(q: Queryable, where: ReturnType<typeof and>, skip: number, take: number, newestFirst = false): Promise<OpsTransactionFacts[]> {
  const rows = await q
    .select({
      row: paymentTransactions,
      methodTitle: paymentMethods.title,
      playerId: players.id,
      username: players.username,
      usercode: players.usercode,
      decidedBy: decider.username,
      proposalId: approvalProposals.id,
      proposedAt: approvalProposals.proposedAt,
      proposedBy: proposer.username,
    })
    .from(paymentTransactions)
    .innerJoin(paymentMethods, eq(paymentMethods.id, paymentTransactions.methodId))
    .innerJoin(players, eq(players.id, paymentTransactions.playerId))
    .leftJoin(decider, eq(decider.id, paymentTransactions.decidedBy))
    // A withdrawal above the four-eyes threshold that one operator approved waits for a second.
    .leftJoin(
      approvalProposals,
      and(
        eq(approvalProposals.kind, 'withdrawal'),
        eq(approvalProposals.targetKind, 'transaction'),
        eq(approvalProposals.targetId, sql`${paymentTransactions.id}::text`),
        eq(approvalProposals.status, 'pending'),
      ),
    )
    .leftJoin(proposer, eq(proposer.id, approvalProposals.proposedBy))
    .where(where)
    .orderBy(...(newestFirst ? [desc(paymentTransactions.createdAt), desc(paymentTransactions.id)] : [asc(paymentTransactions.createdAt), asc(paymentTransactions.id)]))
    .offset(skip)
    .limit(take);
  return rows.map((r) => ({
    row: r.row,
    methodTitle: r.methodTitle,
    player: { id: r.playerId, username: r.username, usercode: r.usercode },
    decidedBy: r.decidedBy ?? null,
    pendingApproval:
      r.proposalId !== null && r.proposedAt && r.proposedBy
        ? { proposalId: r.proposalId, proposedBy: r.proposedBy, proposedAt: r.proposedAt.toISOString() }
        : null,
  }));
}

export async function listQueue(q: Queryable, query: QueueQuery): Promise<{ items: OpsTransactionFacts[]; total: number }> {
  const where = and(
    eq(paymentTransactions.type, query.type),
    eq(paymentTransactions.status, query.status ?? TRANSACTION_STATUSES.pending),
    ...filters(query),
  );
  const [total] = await q
    .select({ n: count() })
    .from(paymentTransactions)
    .innerJoin(players, eq(players.id, paymentTransactions.playerId))
    .where(where);
  const items = await select(q, where, query.skip ?? 0, query.take ?? 20);
  return { items, total: Number(total.n) };
}

/** One transaction with what the operator sees of it. */
export async function transactionFacts(q: Queryable, id: number): Promise<OpsTransactionFacts | null> {
  const [found] = await select(q, and(eq(paymentTransactions.id, id)), 0, 1);
  return found ?? null;
}

/** A player's deposits and withdrawals, newest first (the player's page). */
export async function listPlayerTransactions(q: Queryable, playerId: string, skip = 0, take = 20): Promise<{ items: OpsTransactionFacts[]; total: number }> {
  const where = and(eq(paymentTransactions.playerId, playerId));
  const [total] = await q.select({ n: count() }).from(paymentTransactions).where(where);
  return { items: await select(q, where, skip, take, true), total: Number(total.n) };
}
