// Handlers of live betting and cash out (issue 18): the live lists, quotes and cash outs for players;
// suspensions, settings, liability and the dev-only incident trigger for traders (`sports:trade`).
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { audit } from '../audit';
import type { Handler, HandlerMap } from '../contract/types';
import { sportsBetLegs, sportsBets, sportsEvents, sportsMarkets, sportsOutcomes } from '../db/schema/sports';
import { sportsLiveIncidents, sportsLiveState } from '../db/schema/sports-live';
import { ApiError } from '../lib/api-error';
import { ok } from '../lib/envelope';
import { kurusToTry, requestKurus } from '../lib/money';
import { decidePendingBet } from '../sports/bet-delay';
import { CashOutError, cashOutBet as cashOut, getCashOutQuote as quote, setAutoCashOut as setAuto } from '../sports/cashout';
import { incidentJson, injectIncident, setEventSuspended, stateJson, suspendAllLive } from '../sports/live-feed';
import { liveSettings, setLiveSuspended, settingsJson, updateLiveSettings } from '../sports/live-settings';
import { marketName, outcomeName } from '../sports/names';
import { eventDetail, eventSummaries } from '../sports/views';
import { operatorActing, requireOperator } from './operators';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const listLiveEvents: Handler<'listLiveEvents'> = async (ctx) => {
  const rows = await ctx.db
    .select({ event: sportsEvents, state: sportsLiveState })
    .from(sportsEvents)
    .innerJoin(sportsLiveState, eq(sportsLiveState.eventId, sportsEvents.id))
    .where(and(eq(sportsEvents.status, 'live'), ...(ctx.query.sport ? [eq(sportsEvents.sport, ctx.query.sport)] : [])))
    .orderBy(asc(sportsEvents.startsAt), asc(sportsEvents.id));
  const settings = await liveSettings(ctx.db);
  const summaries = await eventSummaries(ctx.db, rows.map((r) => r.event), ctx.locale);
  return ok({ items: rows.map((r, i) => ({ event: summaries[i]!, live: stateJson(r.state, r.event.sport, settings) })) });
};

const getSportsLiveEvent: Handler<'getSportsLiveEvent'> = async (ctx) => {
  const detail = await eventDetail(ctx.db, ctx.params.eventId, ctx.locale);
  if (!detail) throw new ApiError(404, 'sports.event.notFound');
  const [state] = await ctx.db.select().from(sportsLiveState).where(eq(sportsLiveState.eventId, ctx.params.eventId));
  const timeline = await ctx.db
    .select()
    .from(sportsLiveIncidents)
    .where(and(eq(sportsLiveIncidents.eventId, ctx.params.eventId), ne(sportsLiveIncidents.type, 'bet_stop')))
    .orderBy(asc(sportsLiveIncidents.at), asc(sportsLiveIncidents.id));
  return ok({
    detail,
    live: state ? stateJson(state, detail.event.sport, await liveSettings(ctx.db)) : null,
    timeline: timeline.map(incidentJson),
  });
};

function cashOutFailure(error: unknown): never {
  if (error instanceof CashOutError) throw new ApiError(error.status, error.key);
  throw error;
}

const getCashOutQuote: Handler<'getCashOutQuote'> = async (ctx) => {
  const player = ctx.requirePlayer();
  if (!UUID.test(ctx.params.betId)) throw new ApiError(404, 'sports.bet.notFound');
  // A pending bet whose delay is over is decided here too, so the answer never lags the feed.
  await decidePendingBet({ db: ctx.db, hub: ctx.request.server.hub }, ctx.params.betId);
  try {
    return ok(await quote({ db: ctx.db }, player.id, ctx.params.betId));
  } catch (error) {
    cashOutFailure(error);
  }
};

const cashOutBet: Handler<'cashOutBet'> = async (ctx) => {
  const player = ctx.requirePlayer();
  if (!UUID.test(ctx.params.betId)) throw new ApiError(404, 'sports.bet.notFound');
  const key = (ctx.request.headers['idempotency-key'] as string | undefined) ?? '';
  const amount = requestKurus(ctx.body.amount, 'amount');
  try {
    const result = await cashOut({ db: ctx.db, hub: ctx.request.server.hub }, player.id, ctx.params.betId, key, ctx.body.token, amount, ctx.locale, {
      ip: ctx.client.ip,
      requestId: ctx.request.id,
    });
    return ok(result, ctx.t(result.cashedOut ? 'sports.cashOut.done' : 'sports.cashOut.refused'));
  } catch (error) {
    cashOutFailure(error);
  }
};

const setAutoCashOut: Handler<'setAutoCashOut'> = async (ctx) => {
  const player = ctx.requirePlayer();
  if (!UUID.test(ctx.params.betId)) throw new ApiError(404, 'sports.bet.notFound');
  const threshold = ctx.body.threshold === null ? null : requestKurus(ctx.body.threshold, 'threshold');
  try {
    return ok(await setAuto({ db: ctx.db }, player.id, ctx.params.betId, threshold), ctx.t('sports.cashOut.autoSaved'));
  } catch (error) {
    cashOutFailure(error);
  }
};

const opsSuspendSportsEvent: Handler<'opsSuspendSportsEvent'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const deps = { db: ctx.db, hub: ctx.request.server.hub };
  const [e] = await ctx.db.select().from(sportsEvents).where(eq(sportsEvents.id, ctx.params.eventId));
  if (!e) throw new ApiError(404, 'sports.event.notFound');
  if (!(await setEventSuspended(deps, e.id, ctx.body.suspended))) throw new ApiError(409, 'sports.live.notLive');
  await audit(ctx.db, {
    ...operatorActing(ctx, operator),
    action: ctx.body.suspended ? 'sports.event.live_suspend' : 'sports.event.live_resume',
    target: { kind: 'sports_event', id: e.id },
    details: { reason: ctx.body.reason },
  });
  const [state] = await ctx.db.select().from(sportsLiveState).where(eq(sportsLiveState.eventId, e.id));
  return ok(stateJson(state!, e.sport, await liveSettings(ctx.db)), ctx.t(ctx.body.suspended ? 'sports.live.suspended' : 'sports.live.resumed'));
};

const opsSuspendLiveBetting: Handler<'opsSuspendLiveBetting'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const settings = await setLiveSuspended(ctx.db, ctx.body.suspended, ctx.body.reason);
  const events = ctx.body.suspended ? await suspendAllLive({ db: ctx.db, hub: ctx.request.server.hub }) : 0;
  await audit(ctx.db, {
    ...operatorActing(ctx, operator),
    action: ctx.body.suspended ? 'sports.live.suspend_all' : 'sports.live.resume_all',
    target: { kind: 'sports_live', id: 'live' },
    details: { reason: ctx.body.reason, events },
  });
  return ok(settingsJson(settings), ctx.t(ctx.body.suspended ? 'sports.live.suspended' : 'sports.live.resumed'));
};

const opsGetLiveSettings: Handler<'opsGetLiveSettings'> = async (ctx) => {
  requireOperator(ctx);
  return ok(settingsJson(await liveSettings(ctx.db)));
};

const opsUpdateLiveSettings: Handler<'opsUpdateLiveSettings'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const before = settingsJson(await liveSettings(ctx.db));
  const after = settingsJson(await updateLiveSettings(ctx.db, ctx.body));
  await audit(ctx.db, { ...operatorActing(ctx, operator), action: 'sports.live.settings', target: { kind: 'sports_live', id: 'live' }, details: { before, after } });
  return ok(after, ctx.t('sports.live.settingsSaved'));
};

const opsListLiveLiability: Handler<'opsListLiveLiability'> = async (ctx) => {
  requireOperator(ctx);
  const running = await ctx.db
    .select({ event: sportsEvents, state: sportsLiveState })
    .from(sportsEvents)
    .innerJoin(sportsLiveState, eq(sportsLiveState.eventId, sportsEvents.id))
    .where(eq(sportsEvents.status, 'live'))
    .orderBy(asc(sportsEvents.startsAt));
  if (!running.length) return ok({ items: [] });
  const summaries = await eventSummaries(ctx.db, running.map((r) => r.event), ctx.locale);
  const legs = await ctx.db
    .select({
      eventId: sportsBetLegs.eventId,
      outcomeId: sportsBetLegs.outcomeId,
      type: sportsMarkets.type,
      specifiers: sportsMarkets.specifiers,
      code: sportsOutcomes.code,
      bets: sql<number>`count(*)::int`,
      stakes: sql<string>`sum(${sportsBets.totalStake})::text`,
      maxPayout: sql<string>`sum(${sportsBets.potentialPayout})::text`,
    })
    .from(sportsBetLegs)
    .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsBetLegs.marketId))
    .innerJoin(sportsOutcomes, eq(sportsOutcomes.id, sportsBetLegs.outcomeId))
    .where(and(inArray(sportsBetLegs.eventId, running.map((r) => r.event.id)), inArray(sportsBets.status, ['open', 'pending', 'accepted'])))
    .groupBy(sportsBetLegs.eventId, sportsBetLegs.outcomeId, sportsMarkets.type, sportsMarkets.specifiers, sportsOutcomes.code);
  return ok({
    items: running.map(({ event, state }, i) => {
      const mine = legs.filter((l) => l.eventId === event.id);
      const teams = { home: summaries[i]!.home ?? '', away: summaries[i]!.away ?? '' };
      return {
        eventId: event.id,
        name: summaries[i]!.name,
        minute: state.minute,
        score: { home: state.homeScore, away: state.awayScore },
        suspendReason: (state.suspendReason as 'goal' | null) ?? null,
        openStakes: kurusToTry(mine.reduce((t, l) => t + BigInt(l.stakes), 0n)),
        outcomes: mine.map((l) => ({
          outcomeId: l.outcomeId,
          marketName: marketName(l.type, l.specifiers, ctx.locale),
          outcomeName: outcomeName(l.type, l.specifiers, l.code, ctx.locale, teams),
          bets: l.bets,
          stakes: kurusToTry(BigInt(l.stakes)),
          maxPayout: kurusToTry(BigInt(l.maxPayout)),
        })),
      };
    }),
  });
};

const opsInjectLiveIncident: Handler<'opsInjectLiveIncident'> = async (ctx) => {
  // Dev-only, like the outbox page: never served in production.
  if (!ctx.config.outboxPage || ctx.config.production) throw new ApiError(404, 'sports.event.notFound');
  const operator = requireOperator(ctx);
  const [e] = await ctx.db.select().from(sportsEvents).where(eq(sportsEvents.id, ctx.params.eventId));
  if (!e) throw new ApiError(404, 'sports.event.notFound');
  if (e.feed !== 'sim') throw new ApiError(409, 'sports.live.notSimulated');
  if (!(await injectIncident({ db: ctx.db, hub: ctx.request.server.hub }, e.id, ctx.body.type, ctx.body.side))) throw new ApiError(409, 'sports.live.notLive');
  await audit(ctx.db, { ...operatorActing(ctx, operator), action: 'sports.live.inject', target: { kind: 'sports_event', id: e.id }, details: { ...ctx.body } });
  const [state] = await ctx.db.select().from(sportsLiveState).where(eq(sportsLiveState.eventId, e.id));
  return ok(stateJson(state!, e.sport, await liveSettings(ctx.db)), ctx.t('sports.live.incident'));
};

export const sportsLiveHandlers = {
  listLiveEvents,
  getSportsLiveEvent,
  getCashOutQuote,
  cashOutBet,
  setAutoCashOut,
  opsSuspendSportsEvent,
  opsSuspendLiveBetting,
  opsGetLiveSettings,
  opsUpdateLiveSettings,
  opsListLiveLiability,
  opsInjectLiveIncident,
} satisfies HandlerMap;
