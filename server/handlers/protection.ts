// Handlers of player protection (server/protection): the player's limits, reality check, time-out,
// self-exclusion, closure and statement, and the operators' view of a player's protection and the
// four-eyes proposal to lift an exclusion early.
import type { Acting } from '../audit';
import { closeHubConnections } from '../accounts/end-sessions';
import type { Handler, HandlerContext, HandlerMap, OperationId } from '../contract/types';
import { desc, eq } from 'drizzle-orm';
import { players } from '../db/schema/players';
import { protectionEvents, type ProtectionExclusionRow } from '../db/schema/protection';
import { ApiError } from '../lib/api-error';
import { ok } from '../lib/envelope';
import { kurusToTry, requestKurus } from '../lib/money';
import { proposeExclusionLift } from '../operators/approvals';
import { activityStatement, closeAccount as close } from '../protection/account';
import { exclusionsOf, startExclusion } from '../protection/exclusions';
import { marketingConsent, setMarketingConsent as setConsent, type MarketingConsent } from '../protection/marketing';
import { confirmLimit, protectionView, setLimit, setRealityCheckMinutes, type ProtectionView } from '../protection/limits';
import { playSince } from '../protection/usage';
import { istanbulText } from '../protection/windows';
import { approvalAnswer } from './backoffice';
import { deciding, queueChanged } from './operators';

type Ctx = HandlerContext<OperationId>;

function playerActing(ctx: Ctx, playerId: string): Acting {
  return { actor: { kind: 'player', id: playerId }, ip: ctx.client.ip, requestId: ctx.request.id };
}

function exclusionJson(row: ProtectionExclusionRow) {
  return {
    id: row.id,
    kind: row.kind,
    period: row.period as '24h',
    startedAt: row.startedAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    liftedAt: row.liftedAt?.toISOString() ?? null,
    liftReason: row.liftReason,
  };
}

function protectionJson(view: ProtectionView) {
  return {
    limits: view.limits.map((l) => {
      const money = (v: bigint) => (l.kind === 'session' ? Number(v) : kurusToTry(v));
      return {
        kind: l.kind,
        period: l.period,
        amount: money(l.amount),
        used: money(l.used),
        left: money(l.left),
        resetsAt: l.resetsAt?.toISOString() ?? null,
        pending: l.pending
          ? {
              amount: l.pending.amount === null ? null : money(l.pending.amount),
              requestedAt: l.pending.requestedAt.toISOString(),
              confirmableAt: l.pending.confirmableAt.toISOString(),
              lapsesAt: l.pending.lapsesAt.toISOString(),
            }
          : null,
      };
    }),
    coolingOffHours: view.coolingOffHours,
    realityCheckMinutes: view.realityCheckMinutes as 0,
    session: { startedAt: view.session.startedAt.toISOString(), endsAt: view.session.endsAt?.toISOString() ?? null },
    exclusion: view.exclusion ? exclusionJson(view.exclusion) : null,
  };
}

const getPlayerLimits: Handler<'getPlayerLimits'> = async (ctx) => {
  const player = ctx.requirePlayer();
  return ok(protectionJson(await protectionView(ctx.db, player.id, player.sessionId)));
};

const setPlayerLimit: Handler<'setPlayerLimit'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const { kind, period, amount } = ctx.body;
  let value: bigint | null = null;
  if (amount !== null) {
    if (kind === 'session') {
      if (!Number.isInteger(amount)) throw new ApiError(400, 'validation.type', { field: 'amount', type: 'integer' });
      value = BigInt(amount);
    } else value = requestKurus(amount, 'amount');
  }
  // A session limit is one per login session: it is stored under the day period whatever was sent.
  const outcome = await setLimit(ctx.db, player.id, { kind, period: kind === 'session' ? 'day' : period, amount: value }, playerActing(ctx, player.id));
  const view = await protectionView(ctx.db, player.id, player.sessionId);
  return ok(protectionJson(view), ctx.t(`protection.limit.${outcome}`, { hours: view.coolingOffHours }));
};

const confirmPlayerLimit: Handler<'confirmPlayerLimit'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const { kind, period } = ctx.body;
  await confirmLimit(ctx.db, player.id, { kind, period: kind === 'session' ? 'day' : period }, playerActing(ctx, player.id));
  return ok(protectionJson(await protectionView(ctx.db, player.id, player.sessionId)), ctx.t('protection.limit.confirmed'));
};

const getRealityCheck: Handler<'getRealityCheck'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const view = await protectionView(ctx.db, player.id, player.sessionId);
  const play = await playSince(ctx.db, player.id, view.session.startedAt);
  return ok({
    minutes: view.realityCheckMinutes as 0,
    sessionStartedAt: view.session.startedAt.toISOString(),
    stakes: kurusToTry(play.stakes),
    net: kurusToTry(play.winnings - play.stakes),
  });
};

const setRealityCheck: Handler<'setRealityCheck'> = async (ctx) => {
  const player = ctx.requirePlayer();
  await setRealityCheckMinutes(ctx.db, player.id, ctx.body.minutes, playerActing(ctx, player.id));
  return ok(protectionJson(await protectionView(ctx.db, player.id, player.sessionId)), ctx.t('protection.realityCheck.saved'));
};

function consentJson(consent: MarketingConsent) {
  return {
    allowed: consent.allowed,
    stoppedAt: consent.stoppedAt?.toISOString() ?? null,
    excludedUntil: consent.excludedUntil?.toISOString() ?? null,
    permanentlyExcluded: consent.excludedUntil === null,
  };
}

const getMarketingConsent: Handler<'getMarketingConsent'> = async (ctx) => {
  const player = ctx.requirePlayer();
  return ok(consentJson(await marketingConsent(ctx.db, player.id)));
};

const setMarketingConsent: Handler<'setMarketingConsent'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const { allowed } = ctx.body;
  await setConsent(ctx.db, player.id, allowed, playerActing(ctx, player.id));
  return ok(consentJson(await marketingConsent(ctx.db, player.id)), ctx.t(allowed ? 'protection.marketing.allowed' : 'protection.marketing.stopped'));
};

async function exclude(ctx: Ctx, kind: 'timeOut' | 'selfExclusion', period: Parameters<typeof startExclusion>[3]) {
  const player = ctx.requirePlayer();
  const { exclusion, sessionIds } = await startExclusion(ctx.db, player.id, kind, period, playerActing(ctx, player.id));
  await closeHubConnections(ctx.request.server.hub, sessionIds);
  const until = exclusion.endsAt ? istanbulText(exclusion.endsAt, ctx.locale) : '';
  const key = kind === 'timeOut' ? 'protection.timeOut.started' : exclusion.endsAt ? 'protection.selfExclusion.started' : 'protection.selfExclusion.permanent';
  return ok(exclusionJson(exclusion), ctx.t(key, { until }));
}

const startTimeOut: Handler<'startTimeOut'> = (ctx) => exclude(ctx, 'timeOut', ctx.body.period);
const selfExclude: Handler<'selfExclude'> = (ctx) => exclude(ctx, 'selfExclusion', ctx.body.period);

const closeAccount: Handler<'closeAccount'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const sessionIds = await close(ctx.db, player.id, ctx.body.password, ctx.body.reason?.trim() || null, playerActing(ctx, player.id));
  await closeHubConnections(ctx.request.server.hub, sessionIds);
  return ok(null, ctx.t('protection.close.done'));
};

const getActivityStatement: Handler<'getActivityStatement'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const { from, to } = ctx.body;
  if (from > to) throw new ApiError(400, 'customer.dateRangeInvalid');
  const s = await activityStatement(ctx.db, player.id, from, to);
  return ok({
    from,
    to,
    deposits: kurusToTry(s.deposits),
    withdrawals: kurusToTry(s.withdrawals),
    stakes: kurusToTry(s.stakes),
    winnings: kurusToTry(s.winnings),
    net: kurusToTry(s.net),
  });
};

const opsGetPlayerProtection: Handler<'opsGetPlayerProtection'> = async (ctx) => {
  deciding(ctx);
  const playerId = ctx.params.playerId;
  const [found] = await ctx.db.select({ id: players.id }).from(players).where(eq(players.id, playerId));
  if (!found) throw new ApiError(404, 'ops.playerId.notFound');
  const history = await ctx.db.select().from(protectionEvents).where(eq(protectionEvents.playerId, playerId)).orderBy(desc(protectionEvents.id)).limit(200);
  return ok({
    protection: protectionJson(await protectionView(ctx.db, playerId, null)),
    exclusions: (await exclusionsOf(ctx.db, playerId)).map(exclusionJson),
    history: history.map((row) => ({ id: row.id, at: row.at.toISOString(), action: row.action, actorKind: row.actorKind, actorId: row.actorId, details: JSON.stringify(row.details) })),
  });
};

const opsProposeExclusionLift: Handler<'opsProposeExclusionLift'> = async (ctx) => {
  const proposal = await proposeExclusionLift(ctx.db, ctx.params.playerId, ctx.body.reason.trim(), deciding(ctx));
  queueChanged(ctx, 'approvals', proposal.id, 'proposed');
  return ok(await approvalAnswer(ctx, proposal), ctx.t('protection.lift.proposed'));
};

export const protectionHandlers = {
  getPlayerLimits,
  setPlayerLimit,
  confirmPlayerLimit,
  getRealityCheck,
  setRealityCheck,
  getMarketingConsent,
  setMarketingConsent,
  startTimeOut,
  selfExclude,
  closeAccount,
  getActivityStatement,
  opsGetPlayerProtection,
  opsProposeExclusionLift,
} satisfies HandlerMap;
