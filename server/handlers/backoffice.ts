// Handlers of the back office's operator API beyond payments: who am I and the roles, operator management
// (admins), settings, four-eyes proposals, the audit log and its chain, the overview and a player's page.
// Permissions are checked centrally from the contract's x-permission before any of these runs.
import { asc } from 'drizzle-orm';
import { audit } from '../audit';
import { verifyAuditChain } from '../audit/chain';
import { searchAudit } from '../audit/search';
import { closeHubConnections } from '../accounts/end-sessions';
import { listPromotionsForEdit, savePromotion, type EditablePromotion } from '../content/promotion-editor';
import type { Handler, HandlerContext, HandlerMap, OperationId } from '../contract/types';
import { OPERATOR_ROLES, operators, type ApprovalProposal, type Operator } from '../db/schema/operators';
import { ok } from '../lib/envelope';
import { kurusToTry, requestKurus } from '../lib/money';
import { publishResettlement } from '../sports/resettle';
import { decideProposal, findApproval, listApprovals, proposeAdjustment, proposeSportsResettlement, type ApprovalView } from '../operators/approvals';
import { resultFromRequest } from './sports';
import { changeOperator, operatorState } from '../operators/management';
import { computeOverview, type Figures } from '../operators/overview';
import { permissionsOf } from '../operators/permissions';
import { actOnPlayer, addPlayerNote, endPlayerSession, playerDetail, playerLedger, playerNotesPage, playerSessions } from '../operators/player-page';
import { OPERATOR_IDLE_TIMEOUT_MS } from '../operators/sessions';
import { setWithdrawalApprovalThreshold, withdrawalApprovalThreshold } from '../operators/settings';
import { listPlayerTransactions, toOpsTransaction } from '../payments';
import { publishBalance } from '../realtime';
import { deciding, operatorActing, queueChanged, requireOperator } from './operators';

type Ctx = HandlerContext<OperationId>;

const acting = (ctx: Ctx) => operatorActing(ctx, requireOperator(ctx));

function presentOperator(row: Operator) {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    state: operatorState(row),
    totpEnrolled: row.totpEnabledAt !== null,
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function presentAccount(row: Operator) {
  return { id: row.id, username: row.username, role: row.role, enabled: row.enabled, createdAt: row.createdAt.toISOString() };
}

export function presentApproval({ proposal, proposedBy, decidedBy, player }: ApprovalView) {
  const summary: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(proposal.payload)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) summary[key] = value as string | number | boolean | null;
  }
  return {
    id: proposal.id,
    kind: proposal.kind,
    status: proposal.status,
    targetKind: proposal.targetKind,
    targetId: proposal.targetId,
    summary,
    amount: proposal.amount === null ? null : kurusToTry(proposal.amount),
    player,
    proposedBy,
    proposedAt: proposal.proposedAt.toISOString(),
    proposalNote: proposal.proposalNote,
    decidedBy,
    decidedAt: proposal.decidedAt ? proposal.decidedAt.toISOString() : null,
    decisionNote: proposal.decisionNote,
  };
}

export async function approvalAnswer(ctx: Ctx, proposal: ApprovalProposal) {
  const found = await findApproval(ctx.db, proposal.id);
  if (!found) throw new Error(`proposal ${proposal.id} vanished`);
  return presentApproval(found);
}

function presentFigures(f: Figures) {
  return {
    deposits: kurusToTry(f.deposits),
    withdrawals: kurusToTry(f.withdrawals),
    casino: { ggr: kurusToTry(f.casinoGgr), ngr: kurusToTry(f.casinoNgr) },
    sports: { ggr: kurusToTry(f.sportsGgr), ngr: kurusToTry(f.sportsNgr) },
    activePlayers: f.activePlayers,
    newPlayers: f.newPlayers,
  };
}

const opsGetMe: Handler<'opsGetMe'> = (ctx) => {
  const operator = requireOperator(ctx);
  return ok(
    { id: operator.id, username: operator.username, role: operator.role, permissions: [...permissionsOf(operator.role)], idleTimeoutSeconds: OPERATOR_IDLE_TIMEOUT_MS / 1000 },
    ctx.t('ops.me'),
  );
};

const opsListRoles: Handler<'opsListRoles'> = () => ok(OPERATOR_ROLES.map((role) => ({ role, permissions: [...permissionsOf(role)] })));

const opsListOperators: Handler<'opsListOperators'> = async (ctx) => {
  const rows = await ctx.db.select().from(operators).orderBy(asc(operators.username));
  return ok(rows.map(presentOperator));
};

async function manage(ctx: Ctx, operatorId: string, change: Parameters<typeof changeOperator>[2]) {
  const operator = requireOperator(ctx);
  const { operator: row, endedSessions } = await changeOperator(ctx.db, operatorId, change, operator.id, acting(ctx));
  // Signed out everywhere at once: the sessions are revoked (every instance reads them on each call),
  // and their hub connections close now.
  await closeHubConnections(ctx.request.server.hub, endedSessions);
  return row;
}

const opsUpdateOperatorRole: Handler<'opsUpdateOperatorRole'> = async (ctx) => {
  const row = await manage(ctx, ctx.params.operatorId, { kind: 'role', role: ctx.body.role });
  return ok(presentAccount(row), ctx.t('ops.operator.roleChanged', { username: row.username, role: row.role }));
};

const opsLockOperator: Handler<'opsLockOperator'> = async (ctx) => {
  const row = await manage(ctx, ctx.params.operatorId, { kind: 'lock', reason: ctx.body.reason.trim() });
  return ok(presentAccount(row), ctx.t('ops.operator.locked', { username: row.username }));
};

const opsUnlockOperator: Handler<'opsUnlockOperator'> = async (ctx) => {
  const row = await manage(ctx, ctx.params.operatorId, { kind: 'unlock', note: ctx.body.note });
  return ok(presentAccount(row), ctx.t('ops.operator.unlocked', { username: row.username }));
};

const opsRemoveOperator: Handler<'opsRemoveOperator'> = async (ctx) => {
  const row = await manage(ctx, ctx.params.operatorId, { kind: 'remove', reason: ctx.body.reason.trim() });
  return ok(presentAccount(row), ctx.t('ops.operator.removed', { username: row.username }));
};

const opsGetSettings: Handler<'opsGetSettings'> = async (ctx) =>
  ok({ withdrawalApprovalThreshold: kurusToTry(await withdrawalApprovalThreshold(ctx.db)) });

const opsUpdateSettings: Handler<'opsUpdateSettings'> = async (ctx) => {
  const threshold = await setWithdrawalApprovalThreshold(ctx.db, requestKurus(ctx.body.withdrawalApprovalThreshold, 'withdrawalApprovalThreshold'), acting(ctx));
  return ok({ withdrawalApprovalThreshold: kurusToTry(threshold) }, ctx.t('ops.settings.saved'));
};

const opsListApprovals: Handler<'opsListApprovals'> = async (ctx) => {
  const { items, total } = await listApprovals(ctx.db, { status: ctx.query.status, kind: ctx.query.kind, skip: ctx.query.skip, take: ctx.query.take });
  return ok({ items: items.map(presentApproval), total });
};

async function decide(ctx: Ctx, id: number, decision: 'approve' | 'reject', note: string | null) {
  const result = await decideProposal(ctx.db, id, decision, deciding(ctx), note);
  if (result.change) await publishBalance(ctx.request.server.hub, ctx.db, result.change.playerId).catch(() => false);
  if (result.sportsPushes?.length) await publishResettlement(ctx.request.server.hub, ctx.db, result.sportsPushes);
  queueChanged(ctx, 'approvals', id, decision === 'approve' ? 'approved' : 'rejected');
  if (result.proposal.kind === 'withdrawal') queueChanged(ctx, 'withdrawals', Number(result.proposal.targetId), decision === 'approve' ? 'approved' : 'proposal-rejected');
  return approvalAnswer(ctx, result.proposal);
}

const opsApproveProposal: Handler<'opsApproveProposal'> = async (ctx) =>
  ok(await decide(ctx, ctx.params.proposalId, 'approve', ctx.body.note ?? null), ctx.t('ops.approval.approved'));

const opsRejectProposal: Handler<'opsRejectProposal'> = async (ctx) =>
  ok(await decide(ctx, ctx.params.proposalId, 'reject', ctx.body.reason.trim()), ctx.t('ops.approval.rejected'));

const opsProposeAdjustment: Handler<'opsProposeAdjustment'> = async (ctx) => {
  const proposal = await proposeAdjustment(ctx.db, ctx.params.playerId, requestKurus(ctx.body.amount, 'amount'), ctx.body.reason.trim(), deciding(ctx));
  queueChanged(ctx, 'approvals', proposal.id, 'proposed');
  return ok(await approvalAnswer(ctx, proposal), ctx.t('ops.approval.proposed'));
};

const opsProposeSportsResettlement: Handler<'opsProposeSportsResettlement'> = async (ctx) => {
  const b = ctx.body;
  const result = b.action === 'resettle' ? resultFromRequest(b) : null;
  const proposal = await proposeSportsResettlement(ctx.db, ctx.params.eventId, b.action, result, b.reason.trim(), deciding(ctx));
  queueChanged(ctx, 'approvals', proposal.id, 'proposed');
  return ok(await approvalAnswer(ctx, proposal), ctx.t('ops.approval.proposed'));
};

const opsListAuditLog: Handler<'opsListAuditLog'> = async (ctx) => {
  const q = ctx.query;
  const { items, nextBefore } = await searchAudit(ctx.db, {
    actorKind: q.actorKind,
    actor: q.actor,
    action: q.action,
    targetKind: q.targetKind,
    targetId: q.targetId,
    from: q.from ? new Date(q.from) : undefined,
    to: q.to ? new Date(q.to) : undefined,
    before: q.before,
    take: q.take,
  });
  return ok({
    items: items.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorKind: row.actorKind,
      actorId: row.actorId,
      actorName: row.actorName,
      action: row.action,
      targetKind: row.targetKind,
      targetId: row.targetId,
      details: JSON.stringify(row.details),
      ip: row.ip,
      requestId: row.requestId,
      prevHash: row.prevHash,
      hash: row.hash,
    })),
    nextBefore,
  });
};

const opsVerifyAuditChain: Handler<'opsVerifyAuditChain'> = async (ctx) => {
  const result = await verifyAuditChain(ctx.db);
  await audit(ctx.db, { ...acting(ctx), action: 'audit.verify', details: { ok: result.ok, checked: result.checked, firstBroken: result.firstBroken } });
  return ok(result, result.ok ? ctx.t('ops.audit.chainOk', { count: result.checked }) : ctx.t('ops.audit.chainBroken', { id: result.firstBroken!.id }));
};

const opsGetOverview: Handler<'opsGetOverview'> = async (ctx) => {
  const overview = await computeOverview(ctx.db);
  return ok({
    generatedAt: overview.generatedAt.toISOString(),
    today: presentFigures(overview.today),
    week: presentFigures(overview.week),
    month: presentFigures(overview.month),
    pending: overview.pending,
    daily: overview.daily.map((day) => ({ date: day.date, ...presentFigures(day) })),
  });
};

async function detailAnswer(ctx: Ctx, playerId: string) {
  const d = await playerDetail(ctx.db, playerId, ctx.config.session);
  const p = d.player;
  return {
    id: p.id,
    usercode: p.usercode,
    username: p.username,
    email: p.email,
    phone: p.phone,
    phoneVerified: p.smsVerified,
    name: p.name,
    surname: p.surname,
    birthDate: p.birthDate,
    country: p.countryId === null ? null : String(p.countryId),
    status: p.status,
    statusReason: d.statusReason,
    createdAt: p.createdAt.toISOString(),
    lastLoginAt: d.lastLoginAt ? d.lastLoginAt.toISOString() : null,
    cash: kurusToTry(d.cash),
    bonus: kurusToTry(d.bonus),
    hold: kurusToTry(d.hold),
    pendingWithdrawals: d.pendingWithdrawals,
    openSessions: d.openSessions,
  };
}

const opsGetPlayer: Handler<'opsGetPlayer'> = async (ctx) => {
  const answer = await detailAnswer(ctx, ctx.params.playerId);
  // Looking at a player's personal data is an action too.
  await audit(ctx.db, { ...acting(ctx), action: 'player.view', target: { kind: 'player', id: ctx.params.playerId } });
  return ok(answer);
};

const opsListPlayerLedger: Handler<'opsListPlayerLedger'> = async (ctx) => {
  const { items, total } = await playerLedger(ctx.db, ctx.params.playerId, ctx.query.skip, ctx.query.take);
  return ok({
    items: items.map((line) => ({
      id: line.id,
      at: line.at.toISOString(),
      kind: line.kind,
      account: line.account as 'cash' | 'bonus' | 'hold',
      amount: kurusToTry(line.amount),
      balanceAfter: kurusToTry(line.balanceAfter),
      entryId: line.entryId,
    })),
    total,
  });
};

const opsListPlayerSessions: Handler<'opsListPlayerSessions'> = async (ctx) => {
  const { items, total } = await playerSessions(ctx.db, ctx.params.playerId, ctx.query.skip, ctx.query.take, ctx.config.session);
  return ok({
    items: items.map(({ row, open }) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      endedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
      ip: row.ip,
      userAgent: row.userAgent,
      open,
    })),
    total,
  });
};

const opsEndPlayerSession: Handler<'opsEndPlayerSession'> = async (ctx) => {
  await endPlayerSession(ctx.db, ctx.params.playerId, ctx.params.sessionId, ctx.body.reason.trim(), acting(ctx));
  await closeHubConnections(ctx.request.server.hub, [ctx.params.sessionId]);
  return ok(null, ctx.t('ops.player.sessionEnded'));
};

const opsListPlayerPayments: Handler<'opsListPlayerPayments'> = async (ctx) => {
  await playerDetail(ctx.db, ctx.params.playerId, ctx.config.session);
  const { items, total } = await listPlayerTransactions(ctx.db, ctx.params.playerId, ctx.query.skip, ctx.query.take);
  return ok({ items: items.map((facts) => toOpsTransaction(facts, ctx.locale)), total });
};

const opsListPlayerNotes: Handler<'opsListPlayerNotes'> = async (ctx) => {
  const { items, total } = await playerNotesPage(ctx.db, ctx.params.playerId, ctx.query.skip, ctx.query.take);
  return ok({ items: items.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() })), total });
};

const opsAddPlayerNote: Handler<'opsAddPlayerNote'> = async (ctx) => {
  const note = await addPlayerNote(ctx.db, ctx.params.playerId, ctx.body.text.trim() || ctx.body.text, requireOperator(ctx).id, acting(ctx));
  return ok({ ...note, createdAt: note.createdAt.toISOString() }, ctx.t('ops.player.noteAdded'));
};

async function playerAction(ctx: Ctx, playerId: string, action: Parameters<typeof actOnPlayer>[2]) {
  const ended = await actOnPlayer(ctx.db, playerId, action, acting(ctx));
  await closeHubConnections(ctx.request.server.hub, ended);
  return detailAnswer(ctx, playerId);
}

const opsLockPlayer: Handler<'opsLockPlayer'> = async (ctx) =>
  ok(await playerAction(ctx, ctx.params.playerId, { kind: 'lock', reason: ctx.body.reason.trim() }), ctx.t('ops.player.locked'));

const opsUnlockPlayer: Handler<'opsUnlockPlayer'> = async (ctx) =>
  ok(await playerAction(ctx, ctx.params.playerId, { kind: 'unlock', note: ctx.body.note }), ctx.t('ops.player.unlocked'));

const opsResetPlayerPhone: Handler<'opsResetPlayerPhone'> = async (ctx) =>
  ok(await playerAction(ctx, ctx.params.playerId, { kind: 'reset-phone', reason: ctx.body.reason.trim() }), ctx.t('ops.player.phoneReset'));

function presentPromotion(p: EditablePromotion) {
  return { id: p.id, slug: p.slug, sort: p.sort, enabled: p.enabled, texts: p.texts, imageUrl: p.imageUrl, updatedAt: p.updatedAt.toISOString(), startsAt: p.startsAt?.toISOString() ?? null, endsAt: p.endsAt?.toISOString() ?? null };
}

const opsListPromotionsForEdit: Handler<'opsListPromotionsForEdit'> = async (ctx) => ok((await listPromotionsForEdit(ctx.db)).map(presentPromotion));

const opsSavePromotion: Handler<'opsSavePromotion'> = async (ctx) => {
  const saved = await savePromotion(ctx.db, ctx.body, acting(ctx));
  return ok(presentPromotion(saved), ctx.t('ops.promotion.saved'));
};

export const backofficeHandlers = {
  opsListPromotionsForEdit,
  opsSavePromotion,
  opsGetMe,
  opsListRoles,
  opsListOperators,
  opsUpdateOperatorRole,
  opsLockOperator,
  opsUnlockOperator,
  opsRemoveOperator,
  opsGetSettings,
  opsUpdateSettings,
  opsListApprovals,
  opsApproveProposal,
  opsRejectProposal,
  opsProposeAdjustment,
  opsProposeSportsResettlement,
  opsListAuditLog,
  opsVerifyAuditChain,
  opsGetOverview,
  opsGetPlayer,
  opsListPlayerLedger,
  opsListPlayerSessions,
  opsEndPlayerSession,
  opsListPlayerPayments,
  opsListPlayerNotes,
  opsAddPlayerNote,
  opsLockPlayer,
  opsUnlockPlayer,
  opsResetPlayerPhone,
} satisfies HandlerMap;
