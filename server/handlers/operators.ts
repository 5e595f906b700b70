// Handlers of the operator API (/api/ops/...): operator login and logout, the withdrawal and bank-transfer
// deposit queues and their settlement, the player lookup, System messages to players, and creating operator
// accounts (admins only).
// The contract secures these with operatorAuth, so request.operator is always set once a handler runs.
import { audit, type Acting } from '../audit';
import type { Handler, HandlerContext, HandlerMap, OperationId } from '../contract/types';
import { TRANSACTION_TYPES, type TransactionType } from '../db/schema/payments';
import { ApiError } from '../lib/api-error';
import { ok } from '../lib/envelope';
import { kurusToTry, requestKurus } from '../lib/money';
import { createOperator as createOperatorAccount, loginOperator, revokeOperatorSession, searchPlayers as lookUpPlayers, sendSystemMessage, verifySecondFactor } from '../operators';
import type { AuthenticatedOperator } from '../operators/sessions';
import {
  confirmBankDeposit,
  listQueue,
  rejectBankDeposit,
  toOpsTransaction,
  transactionFacts,
  type PaymentResult,
} from '../payments';
import { publishWalletChange } from '../realtime';
import { closeHubConnections } from '../accounts/end-sessions';
import { piiCipher } from '../accounts/pii';
import { approveWithdrawalFourEyes, rejectWithdrawalClosingProposal, type Deciding } from '../operators/approvals';
import { publishOpsQueue, type OpsQueue } from '../operators/live';
import { permissionsOf } from '../operators/permissions';

export function requireOperator(ctx: HandlerContext<OperationId>): AuthenticatedOperator {
  const operator = ctx.request.operator;
  if (!operator) throw new ApiError(401, 'errors.unauthorized');
  return operator;
}

export function operatorActing(ctx: HandlerContext<OperationId>, operator: AuthenticatedOperator): Acting {
  return { actor: { kind: 'operator', id: operator.id }, ip: ctx.client.ip, requestId: ctx.request.id };
}

/** The signed-in operator as the four-eyes services need them. */
export function deciding(ctx: HandlerContext<OperationId>): Deciding {
  const operator = requireOperator(ctx);
  return { id: operator.id, role: operator.role, acting: operatorActing(ctx, operator) };
}

/** Tells every back office that a queue changed (after the commit; a failed push is logged by the hub). */
export function queueChanged(ctx: HandlerContext<OperationId>, queue: OpsQueue, id: number, change: string): void {
  void publishOpsQueue(ctx.request.server.hub, { queue, id, change, by: requireOperator(ctx).username });
}

/** The settled row as the operator sees it, after pushing the player's new balance and notification. */
export async function settled(ctx: HandlerContext<OperationId>, result: PaymentResult) {
  if (result.change) await publishWalletChange(ctx.request.server.hub, ctx.db, result.change);
  const facts = await transactionFacts(ctx.db, result.transaction.id);
  if (!facts) throw new Error(`transaction ${result.transaction.id} vanished after its settlement`);
  return toOpsTransaction(facts, ctx.locale);
}

async function queue(ctx: HandlerContext<'listWithdrawals' | 'listDeposits'>, type: TransactionType) {
  const operator = requireOperator(ctx);
  const { from, to, player, minAmount, maxAmount } = ctx.query;
  const { items, total } = await listQueue(ctx.db, {
    type,
    status: ctx.query.status,
    from,
    to,
    player,
    minAmount: minAmount === undefined ? undefined : requestKurus(minAmount, 'minAmount'),
    maxAmount: maxAmount === undefined ? undefined : requestKurus(maxAmount, 'maxAmount'),
    skip: ctx.query.skip,
    take: ctx.query.take,
  });
  // The queues show players' IBANs and names: who looked, and at what, is kept too.
  await audit(ctx.db, {
    ...operatorActing(ctx, operator),
    action: type === TRANSACTION_TYPES.withdraw ? 'withdrawal.list' : 'deposit.list',
    details: {
      status: ctx.query.status ?? 2,
      ...Object.fromEntries(Object.entries({ from, to, player, minAmount, maxAmount }).filter(([, value]) => value !== undefined)),
      skip: ctx.query.skip ?? 0,
      take: ctx.query.take ?? 20,
      shown: items.map((facts) => facts.row.id),
    },
  });
  return ok({ items: items.map((facts) => toOpsTransaction(facts, ctx.locale)), total });
}

// A right password answers a challenge, never a session: operatorVerifyTotp turns it into one.
const operatorLogin: Handler<'operatorLogin'> = async (ctx) => {
  const { challenge } = await loginOperator(ctx.db, {
    username: ctx.body.username,
    password: ctx.body.password,
    ip: ctx.client.ip,
    userAgent: ctx.client.userAgent,
    requestId: ctx.request.id,
  }, new Date(), { limiter: ctx.request.server.rateLimiter, reply: ctx.reply });
  return ok(
    {
      challenge: challenge.token,
      kind: challenge.kind,
      expiresAt: challenge.expiresAt.toISOString(),
      ...(challenge.enrolment ? { enrolment: challenge.enrolment } : {}),
    },
    ctx.t(challenge.kind === 'enrol' ? 'ops.totp.enrol' : 'ops.totp.challenge'),
  );
};

const operatorVerifyTotp: Handler<'operatorVerifyTotp'> = async (ctx) => {
  const result = await verifySecondFactor(ctx.db, {
    challenge: ctx.body.challenge,
    code: ctx.body.code,
    ip: ctx.client.ip,
    userAgent: ctx.client.userAgent,
    requestId: ctx.request.id,
  });
  const { username, role } = result.operator;
  return ok(
    {
      token: result.token,
      username,
      role,
      permissions: [...permissionsOf(role)],
      expiresAt: result.expiresAt.toISOString(),
      ...(result.recoveryCodes ? { recoveryCodes: result.recoveryCodes } : {}),
    },
    ctx.t(result.recoveryCodes ? 'ops.totp.enrolled' : 'ops.login.success', { username }),
  );
};

const operatorLogout: Handler<'operatorLogout'> = async (ctx) => {
  const operator = requireOperator(ctx);
  await ctx.db.transaction(async (tx) => {
    await revokeOperatorSession(tx, operator.sessionId);
    await audit(tx, { ...operatorActing(ctx, operator), action: 'operator.logout', target: { kind: 'operator', id: operator.id } });
  });
  await closeHubConnections(ctx.request.server.hub, [operator.sessionId]);
  return ok(null, ctx.t('ops.logout.success'));
};

const listWithdrawals: Handler<'listWithdrawals'> = (ctx) => queue(ctx, TRANSACTION_TYPES.withdraw);
const listDeposits: Handler<'listDeposits'> = (ctx) => queue(ctx, TRANSACTION_TYPES.deposit);

// Above the four-eyes threshold the first approval is a proposal: the withdrawal stays pending (with
// pendingApproval) until another operator approves it; the proposer approving again gets 403.
const approveWithdrawal: Handler<'approveWithdrawal'> = async (ctx) => {
  const result = await approveWithdrawalFourEyes(ctx.db, ctx.params.id, deciding(ctx), ctx.body.note);
  if (result.kind === 'proposed') {
    queueChanged(ctx, 'approvals', result.proposal.id, 'proposed');
    queueChanged(ctx, 'withdrawals', ctx.params.id, 'proposed');
    const facts = await transactionFacts(ctx.db, ctx.params.id);
    return ok(toOpsTransaction(facts!, ctx.locale), ctx.t('ops.withdrawal.proposed', { id: ctx.params.id }));
  }
  if (!result.payment.replayed) queueChanged(ctx, 'withdrawals', ctx.params.id, 'approved');
  return ok(await settled(ctx, result.payment), ctx.t('ops.withdrawal.approved', { id: ctx.params.id }));
};

const rejectWithdrawal: Handler<'rejectWithdrawal'> = async (ctx) => {
  const result = await rejectWithdrawalClosingProposal(ctx.db, ctx.params.id, deciding(ctx), ctx.body.reason.trim());
  if (!result.replayed) queueChanged(ctx, 'withdrawals', ctx.params.id, 'rejected');
  return ok(await settled(ctx, result), ctx.t('ops.withdrawal.rejected', { id: ctx.params.id }));
};

const confirmDeposit: Handler<'confirmDeposit'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const result = await confirmBankDeposit(ctx.db, ctx.params.id, { operatorId: operator.id, acting: operatorActing(ctx, operator), note: ctx.body.note });
  if (!result.replayed) queueChanged(ctx, 'deposits', ctx.params.id, 'confirmed');
  return ok(await settled(ctx, result), ctx.t('ops.deposit.confirmed', { id: ctx.params.id }));
};

const rejectDeposit: Handler<'rejectDeposit'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const result = await rejectBankDeposit(ctx.db, ctx.params.id, { operatorId: operator.id, acting: operatorActing(ctx, operator), reason: ctx.body.reason.trim() });
  if (!result.replayed) queueChanged(ctx, 'deposits', ctx.params.id, 'rejected');
  return ok(await settled(ctx, result), ctx.t('ops.deposit.rejected', { id: ctx.params.id }));
};

const searchPlayers: Handler<'searchPlayers'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const found = await lookUpPlayers(ctx.db, ctx.query.search, await piiCipher(ctx.db, ctx.config));
  // Looking at players' personal data is an action too.
  await audit(ctx.db, {
    ...operatorActing(ctx, operator),
    action: 'player.lookup',
    details: { search: ctx.query.search, found: found.map((entry) => entry.player.id) },
  });
  return ok(
    found.map(({ player, cash, bonus, hold, pendingWithdrawals }) => ({
      ...player,
      createdAt: player.createdAt.toISOString(),
      cash: kurusToTry(cash),
      bonus: kurusToTry(bonus),
      hold: kurusToTry(hold),
      pendingWithdrawals,
    })),
  );
};

const createOperator: Handler<'createOperator'> = async (ctx) => {
  // Only admins reach this: the contract's x-permission (operators:manage) is checked centrally.
  const operator = requireOperator(ctx);
  const created = await createOperatorAccount(ctx.db, ctx.body, operatorActing(ctx, operator));
  return ok(
    { id: created.id, username: created.username, role: created.role, enabled: created.enabled, createdAt: created.createdAt.toISOString() },
    ctx.t('ops.operator.created', { username: created.username }),
  );
};

const sendSystemNotification: Handler<'sendSystemNotification'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const { audience, player, title, note } = ctx.body;
  if (audience === 'player' && !player?.trim()) throw new ApiError(400, 'ops.notify.playerRequired');
  if (audience === 'all' && player !== undefined) throw new ApiError(400, 'ops.notify.playerWithAll');
  const result = await sendSystemMessage(
    ctx.db,
    { audience: audience === 'all' ? 'all' : { player: player! }, title, note },
    operatorActing(ctx, operator),
    ctx.request.server.hub,
  );
  return ok({ recipients: result.recipients, pushed: result.pushed }, ctx.t('ops.notify.sent', { count: result.recipients }));
};

/** This instance's in-process counters (server/lib/metrics.ts). */
const getMetrics: Handler<'getMetrics'> = (ctx) => {
  requireOperator(ctx);
  const { metrics } = ctx.request.server;
  return ok({ startedAt: metrics.startedAt.toISOString(), counters: metrics.snapshot() });
};

export const operatorsHandlers = {
  operatorLogin,
  operatorVerifyTotp,
  operatorLogout,
  listWithdrawals,
  listDeposits,
  approveWithdrawal,
  rejectWithdrawal,
  confirmDeposit,
  rejectDeposit,
  searchPlayers,
  createOperator,
  sendSystemNotification,
  getMetrics,
} satisfies HandlerMap;
