// Four-eyes approval: where money or protection is at stake, one operator proposes and another decides.
// A proposal names its kind and target; an executor per kind carries it out inside the approving
// transaction. The proposer can never approve (checked here, and by a CHECK constraint on
// approval_proposals, so no other code path can either); a proposer may withdraw their own by rejecting.
// A sports event's resettlement or rollback is carried out by server/sports/resettle.ts; lifting a
// time-out or self-exclusion early by server/protection/exclusions.ts.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { audit, type Acting } from '../audit';
import type { Db, Queryable, Tx } from '../db/client';
import { approvalProposals, operators, type ApprovalKind, type ApprovalProposal, type ApprovalStatus, type OperatorRole } from '../db/schema/operators';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../db/schema/payments';
import { players } from '../db/schema/players';
import { ApiError } from '../lib/api-error';
import { approveWithdrawalTx, lockTransaction, rejectWithdrawalTx, type PaymentResult } from '../payments';
import type { WalletChange } from '../realtime';
import { InsufficientFundsError, postEntryTx } from '../wallet';
import { sportsEvents } from '../db/schema/sports';
import { ResettleError, resettleEventTx, type ResettleAction } from '../sports/resettle';
import type { BetPush } from '../sports/settle';
import type { MatchResult } from '../sports/football';
import { exclusionToLift, liftExclusionTx } from '../protection/exclusions';
import { hasPermission, type Permission } from './permissions';
import { withdrawalApprovalThreshold } from './settings';

/** The permission a kind needs, to propose it and to decide it (besides approvals:decide on the call). */
export const KIND_PERMISSION: Readonly<Record<ApprovalKind, Permission>> = {
  withdrawal: 'withdrawals:decide',
  adjustment: 'players:adjust',
  resettlement: 'bets:resettle',
  selfExclusionLift: 'protection:lift',
};

export interface Deciding {
  id: string;
  role: OperatorRole;
  acting: Acting;
}

interface Executed {
  change?: WalletChange;
  /** A resettlement's news per bet, pushed after the commit (server/sports/resettle.ts publishResettlement). */
  sportsPushes?: BetPush[];
}

type Executor = (tx: Tx, proposal: ApprovalProposal, by: Deciding, now: Date) => Promise<Executed>;

/** A manual adjustment: the player's cash against the house adjustment account, one journal entry. */
const executeAdjustment: Executor = async (tx, proposal) => {
  const playerId = proposal.playerId!;
  const amount = proposal.amount!;
  try {
    await postEntryTx(tx, {
      idempotencyKey: `adjustment:${proposal.id}`,
      kind: 'adjustment',
      playerId,
      lines: [
        { account: { player: playerId, kind: 'cash' }, amount },
        { account: { house: 'house:adjustment' }, amount: -amount },
      ],
      meta: { proposalId: proposal.id, reason: proposal.payload.reason ?? null },
    });
  } catch (err) {
    if (err instanceof InsufficientFundsError) throw new ApiError(409, 'ops.adjustment.insufficient');
    throw err;
  }
  return { change: { playerId } };
};

const executeWithdrawal: Executor = async (tx, proposal, by) => {
  const result = await approveWithdrawalTx(tx, Number(proposal.targetId), { operatorId: by.id, acting: by.acting });
  return { change: result.change };
};

/** A sports event's rollback or resettlement (server/sports/resettle.ts), in the approving transaction. */
const executeResettlement: Executor = async (tx, proposal, by) => {
  const action = proposal.payload.action as ResettleAction;
  const result = (proposal.payload.result as MatchResult | null | undefined) ?? null;
  try {
    const done = await resettleEventTx(tx, proposal.targetId, action, result, { proposalId: proposal.id });
    await audit(tx, {
      ...by.acting,
      action: action === 'rollback' ? 'sports.event.rollback' : 'sports.event.resettle',
      target: { kind: 'sports_event', id: proposal.targetId },
      details: { proposalId: proposal.id, result, reopenedBets: done.reopened, settledBets: done.settled },
    });
    return { sportsPushes: done.pushes };
  } catch (err) {
    if (err instanceof ResettleError) throw new ApiError(409, err.reason === 'insufficient' ? 'sports.resettle.insufficient' : 'sports.resettle.notSettled', { bet: err.betId ?? '' });
    throw err;
  }
};

/** Lifting a time-out or self-exclusion early (server/protection/exclusions.ts): it ends after a cooling-off. */
const executeExclusionLift: Executor = async (tx, proposal, by, now) => {
  await liftExclusionTx(tx, proposal.playerId!, Number(proposal.targetId), String(proposal.payload.reason ?? ''), by.acting, now);
  return {};
};

const executors: Partial<Record<ApprovalKind, Executor>> = {
  adjustment: executeAdjustment,
  withdrawal: executeWithdrawal,
  resettlement: executeResettlement,
  selfExclusionLift: executeExclusionLift,
};

export interface ApprovalView {
  proposal: ApprovalProposal;
  proposedBy: string;
  decidedBy: string | null;
  player: { id: string; username: string; usercode: string } | null;
}

async function view(q: Queryable, where: ReturnType<typeof and>, skip = 0, take = 1): Promise<ApprovalView[]> {
  const rows = await q
    .select({
      proposal: approvalProposals,
      // Subqueries: two aliases of one table in a join make drizzle's row type collapse.
      proposedBy: sql<string>`(select ${operators.username} from ${operators} where ${operators.id} = ${approvalProposals.proposedBy})`,
      decidedBy: sql<string | null>`(select ${operators.username} from ${operators} where ${operators.id} = ${approvalProposals.decidedBy})`,
      playerId: sql<string | null>`${players.id}`,
      username: sql<string | null>`${players.username}`,
      usercode: sql<string | null>`${players.usercode}`,
    })
    .from(approvalProposals)
    .leftJoin(players, eq(players.id, approvalProposals.playerId))
    .where(where)
    .orderBy(desc(approvalProposals.id))
    .offset(skip)
    .limit(take);
  return rows.map((r) => ({
    proposal: r.proposal,
    proposedBy: r.proposedBy,
    decidedBy: r.decidedBy ?? null,
    player: r.playerId && r.username && r.usercode ? { id: r.playerId, username: r.username, usercode: r.usercode } : null,
  }));
}

export async function findApproval(q: Queryable, id: number): Promise<ApprovalView | null> {
  const [found] = await view(q, and(eq(approvalProposals.id, id)));
  return found ?? null;
}

export async function listApprovals(
  q: Queryable,
  query: { status?: ApprovalStatus; kind?: ApprovalKind; skip?: number; take?: number },
): Promise<{ items: ApprovalView[]; total: number }> {
  const where = and(eq(approvalProposals.status, query.status ?? 'pending'), query.kind ? eq(approvalProposals.kind, query.kind) : undefined);
  const [total] = await q.select({ n: count() }).from(approvalProposals).where(where);
  return { items: await view(q, where, query.skip ?? 0, query.take ?? 20), total: Number(total.n) };
}

export async function countPendingApprovals(q: Queryable): Promise<number> {
  const [row] = await q.select({ n: count() }).from(approvalProposals).where(eq(approvalProposals.status, 'pending'));
  return Number(row.n);
}

interface ProposalInput {
  kind: ApprovalKind;
  targetKind: string;
  targetId: string;
  playerId?: string | null;
  amount?: bigint | null;
  payload?: Record<string, unknown>;
  note?: string | null;
}

async function insertProposal(tx: Tx, input: ProposalInput, by: Deciding): Promise<ApprovalProposal> {
  const [row] = await tx
    .insert(approvalProposals)
    .values({
      kind: input.kind,
      targetKind: input.targetKind,
      targetId: input.targetId,
      playerId: input.playerId ?? null,
      amount: input.amount ?? null,
      payload: input.payload ?? {},
      proposedBy: by.id,
      proposalNote: input.note ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ApiError(409, 'ops.withdrawal.pendingOther');
  await audit(tx, {
    ...by.acting,
    action: 'approval.propose',
    target: { kind: 'approval', id: row.id },
    details: { kind: row.kind, targetKind: row.targetKind, targetId: row.targetId, playerId: row.playerId, amount: row.amount, payload: row.payload, note: row.proposalNote },
  });
  return row;
}

/** Proposes a manual adjustment of the player's cash (signed kuruş); nothing moves until another operator approves. */
export async function proposeAdjustment(db: Db, playerId: string, amount: bigint, reason: string, by: Deciding): Promise<ApprovalProposal> {
  return db.transaction(async (tx) => {
    const [player] = await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId));
    if (!player) throw new ApiError(404, 'ops.playerId.notFound');
    // Each adjustment is its own proposal: the target is the proposal itself, not the player, so two
    // different corrections of one player can wait side by side.
    const key = `${playerId}:${Date.now()}:${Math.random().toString(36).slice(2, 10)}`;
    return insertProposal(tx, { kind: 'adjustment', targetKind: 'adjustment', targetId: key, playerId, amount, payload: { reason }, note: reason }, by);
  });
}

/** Proposes a rollback (result null) or a resettlement of a settled sports event; a second operator approves it. */
export async function proposeSportsResettlement(
  db: Db,
  eventId: string,
  action: ResettleAction,
  result: MatchResult | null,
  reason: string,
  by: Deciding,
): Promise<ApprovalProposal> {
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(sportsEvents).where(eq(sportsEvents.id, eventId));
    if (!event) throw new ApiError(404, 'sports.event.notFound');
    if (event.status !== 'settled' && event.status !== 'cancelled') throw new ApiError(409, 'sports.resettle.notSettled', { bet: '' });
    const score = result ? `${result.ft.home}-${result.ft.away}` : null;
    return insertProposal(
      tx,
      { kind: 'resettlement', targetKind: 'sports_event', targetId: eventId, payload: { action, eventId, score, winner: result?.winner ?? null, result, reason }, note: reason },
      by,
    );
  });
}

/** Proposes lifting the player's exclusion in force, with a reason; a second operator decides. */
export async function proposeExclusionLift(db: Db, playerId: string, reason: string, by: Deciding, now: Date = new Date()): Promise<ApprovalProposal> {
  return db.transaction(async (tx) => {
    const exclusion = await exclusionToLift(tx, playerId, now);
    const payload = { reason, exclusionKind: exclusion.kind, period: exclusion.period, endsAt: exclusion.endsAt?.toISOString() ?? null };
    return insertProposal(tx, { kind: 'selfExclusionLift', targetKind: 'exclusion', targetId: String(exclusion.id), playerId, payload, note: reason }, by);
  });
}

async function close(tx: Tx, proposal: ApprovalProposal, status: 'approved' | 'rejected', by: Deciding, note: string | null): Promise<ApprovalProposal> {
  const [row] = await tx
    .update(approvalProposals)
    .set({ status, decidedBy: by.id, decidedAt: new Date(), decisionNote: note })
    .where(and(eq(approvalProposals.id, proposal.id), eq(approvalProposals.status, 'pending')))
    .returning();
  if (!row) throw new ApiError(409, 'ops.approval.decided');
  await audit(tx, {
    ...by.acting,
    action: status === 'approved' ? 'approval.approve' : 'approval.reject',
    target: { kind: 'approval', id: proposal.id },
    details: { kind: proposal.kind, targetKind: proposal.targetKind, targetId: proposal.targetId, amount: proposal.amount, before: { status: 'pending' }, after: { status }, note },
  });
  return row;
}

export interface Decided {
  proposal: ApprovalProposal;
  change?: WalletChange;
  sportsPushes?: BetPush[];
}

/**
 * Approves or rejects a pending proposal. Approving needs the kind's permission and another operator than
 * the proposer, and carries the proposal out in the same transaction; rejecting carries nothing out. `now`
 * is the instant a lift's cooling-off counts from (the money simulator runs on its own clock).
 */
export async function decideProposal(db: Db, id: number, decision: 'approve' | 'reject', by: Deciding, note: string | null, now: Date = new Date()): Promise<Decided> {
  const found = await findApproval(db, id);
  if (!found) throw new ApiError(404, 'ops.approval.notFound', { id });
  if (!hasPermission(by.role, KIND_PERMISSION[found.proposal.kind])) throw new ApiError(403, 'ops.approval.kindForbidden');
  if (found.proposal.kind === 'withdrawal' && decision === 'approve') {
    const result = await approveWithdrawalFourEyes(db, Number(found.proposal.targetId), by, note ?? undefined);
    if (result.kind !== 'settled') throw new ApiError(409, 'ops.approval.decided');
    const after = await findApproval(db, id);
    return { proposal: after!.proposal, change: result.payment.change };
  }
  return db.transaction(async (tx) => {
    // Payment rows are locked before proposals everywhere (see approveWithdrawalFourEyes): same order here.
    if (found.proposal.kind === 'withdrawal') await lockTransaction(tx, { id: Number(found.proposal.targetId), type: TRANSACTION_TYPES.withdraw });
    const [proposal] = await tx.select().from(approvalProposals).where(eq(approvalProposals.id, id)).for('update');
    if (proposal.status !== 'pending') throw new ApiError(409, 'ops.approval.decided');
    if (decision === 'reject') return { proposal: await close(tx, proposal, 'rejected', by, note) };
    if (proposal.proposedBy === by.id) throw new ApiError(403, 'ops.approval.sameOperator');
    const execute = executors[proposal.kind];
    if (!execute) throw new ApiError(409, 'ops.approval.unavailable');
    const executed = await execute(tx, proposal, by, now);
    return { proposal: await close(tx, proposal, 'approved', by, note), change: executed.change, sportsPushes: executed.sportsPushes };
  });
}

export type WithdrawalApproval =
  | { kind: 'settled'; payment: PaymentResult }
  | { kind: 'proposed'; proposal: ApprovalProposal };

/**
 * approveWithdrawal with four eyes: at or below the threshold one operator settles it; above it the first
 * approval is recorded as a proposal and the withdrawal stays pending until another operator approves.
 */
export async function approveWithdrawalFourEyes(db: Db, id: number, by: Deciding, note?: string): Promise<WithdrawalApproval> {
  return db.transaction(async (tx) => {
    const row = await lockTransaction(tx, { id, type: TRANSACTION_TYPES.withdraw });
    if (!row) throw new ApiError(404, 'ops.transaction.notFound', { id });
    const settle = () => approveWithdrawalTx(tx, id, { operatorId: by.id, acting: by.acting, note });
    // A settled row answers as before (the same approval again, or 409 for another outcome).
    if (row.status !== TRANSACTION_STATUSES.pending || row.amount <= (await withdrawalApprovalThreshold(tx))) {
      return { kind: 'settled', payment: await settle() } as const;
    }
    const [pending] = await tx
      .select()
      .from(approvalProposals)
      .where(and(eq(approvalProposals.kind, 'withdrawal'), eq(approvalProposals.targetKind, 'transaction'), eq(approvalProposals.targetId, String(id)), eq(approvalProposals.status, 'pending')))
      .for('update');
    if (!pending) {
      const proposal = await insertProposal(
        tx,
        { kind: 'withdrawal', targetKind: 'transaction', targetId: String(id), playerId: row.playerId, amount: row.amount, payload: { reference: row.reference }, note: note ?? null },
        by,
      );
      return { kind: 'proposed', proposal } as const;
    }
    if (pending.proposedBy === by.id) throw new ApiError(403, 'ops.approval.sameOperator');
    const payment = await settle();
    await close(tx, pending, 'approved', by, note ?? null);
    return { kind: 'settled', payment } as const;
  });
}

/** Rejecting a withdrawal also closes its waiting four-eyes proposal: there is nothing left to approve. */
export async function rejectWithdrawalClosingProposal(db: Db, id: number, by: Deciding, reason: string): Promise<PaymentResult> {
  return db.transaction(async (tx) => {
    const payment = await rejectWithdrawalTx(tx, id, { operatorId: by.id, acting: by.acting, reason });
    const [pending] = await tx
      .select()
      .from(approvalProposals)
      .where(and(eq(approvalProposals.kind, 'withdrawal'), eq(approvalProposals.targetId, String(id)), eq(approvalProposals.status, 'pending')))
      .for('update');
    if (pending) await close(tx, pending, 'rejected', by, reason);
    return payment;
  });
}

