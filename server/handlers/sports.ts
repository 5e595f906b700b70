// Handlers of the sportsbook (tag sports, and the traders' ops calls): requests become calls of
// server/sports, refusals become envelopes in the request's language.
import { and, eq } from 'drizzle-orm';
import type { components } from '../../common/contract/schema.gen';
import { audit } from '../audit';
import type { Handler, HandlerContext, HandlerMap, OperationId } from '../contract/types';
import { sportsEvents, sportsMarkets, sportsPlayerSettings } from '../db/schema/sports';
import { ApiError } from '../lib/api-error';
import { ok } from '../lib/envelope';
import { formatTry, kurusToTry, requestKurus } from '../lib/money';
import type { MatchResult } from '../sports/football';
import { eventMessage, setEventMarketsStatus } from '../sports/book';
import { defaultLiabilityKurus } from '../sports/liability';
import { outrightWinner } from '../sports/sim-more';
import { sha256 } from '../sports/simulator';
import { drawResult } from '../sports/sports-models';
import { playerSportsLimits, sportsLimits } from '../sports/limits';
import { PlacementError, placeBets as place } from '../sports/placement';
import { SettleConflictError, settleEvent } from '../sports/settle';
import { eventBook, setEventTraderSuspended, setOutcomeOdds, TraderError } from '../sports/trader';
import { betJson, eventDetail, highlights, listEvents, marketView, myBets, playerSportsBets, searchSports as search, sportsTree } from '../sports/views';
import { players } from '../db/schema/players';
import { operatorActing, requireOperator } from './operators';

type Ctx = HandlerContext<OperationId>;

const date = (text: string | undefined) => (text ? new Date(text) : undefined);

async function settingsOf(ctx: Ctx) {
  const player = ctx.player;
  const limits = await playerSportsLimits(ctx.db, player?.id ?? null);
  const [row] = player ? await ctx.db.select().from(sportsPlayerSettings).where(eq(sportsPlayerSettings.playerId, player.id)) : [];
  return {
    oddsFormat: (row?.oddsFormat ?? 'decimal') as 'decimal' | 'fractional' | 'american',
    oddsChange: (row?.oddsChange ?? 'none') as 'none' | 'higher' | 'any',
    limits: {
      minStake: kurusToTry(limits.minStakeKurus),
      maxStake: kurusToTry(limits.maxStakeKurus),
      maxPayout: kurusToTry(limits.maxPayoutKurus),
      maxSelections: limits.maxSelections,
      minSystemSize: 2,
    },
  };
}

const getSportsTree: Handler<'getSportsTree'> = async (ctx) => ok(await sportsTree(ctx.db, ctx.locale, ctx.query.live === true));

const getSportsHighlights: Handler<'getSportsHighlights'> = async (ctx) =>
  ok(await highlights(ctx.db, ctx.locale, ctx.query.take ?? 10, ctx.query.sport));

const searchSports: Handler<'searchSports'> = async (ctx) => ok(await search(ctx.db, ctx.query.q, ctx.locale, ctx.query.take ?? 20));

const listSportsEvents: Handler<'listSportsEvents'> = async (ctx) =>
  ok(
    await listEvents(
      ctx.db,
      {
        sport: ctx.query.sport,
        leagueId: ctx.query.leagueId,
        live: ctx.query.live,
        from: date(ctx.query.from),
        to: date(ctx.query.to),
        skip: ctx.query.skip ?? 0,
        take: ctx.query.take ?? 20,
      },
      ctx.locale,
    ),
  );

const getSportsEvent: Handler<'getSportsEvent'> = async (ctx) => {
  const detail = await eventDetail(ctx.db, ctx.params.eventId, ctx.locale);
  if (!detail) throw new ApiError(404, 'sports.event.notFound');
  return ok(detail);
};

const verifySportsEvent: Handler<'verifySportsEvent'> = async (ctx) => {
  const [e] = await ctx.db.select().from(sportsEvents).where(eq(sportsEvents.id, ctx.params.eventId));
  if (!e) throw new ApiError(404, 'sports.event.notFound');
  const fair = e.feed === 'sim' && !!e.serverSeed && !!e.clientSeed && e.homeRate !== null && e.awayRate !== null;
  const revealed = fair && e.status === 'settled';
  const result = e.status === 'settled' && e.homeScore !== null && e.awayScore !== null ? { home: e.homeScore, away: e.awayScore } : null;
  const ht = e.status === 'settled' && e.htHomeScore !== null && e.htAwayScore !== null ? { home: e.htHomeScore, away: e.htAwayScore } : null;
  let matches: boolean | null = null;
  if (revealed && e.kind === 'outright') {
    matches = sha256(e.serverSeed!) === e.serverSeedHash && (await outrightWinner(ctx, e)) === (e.resultDetail?.winner ?? null);
  } else if (revealed && result) {
    const drawn = drawResult(e.sport, e.serverSeed!, e.clientSeed!, e.homeRate!, e.awayRate!);
    matches =
      sha256(e.serverSeed!) === e.serverSeedHash &&
      drawn.ft.home === result.home &&
      drawn.ft.away === result.away &&
      (ht === null || (drawn.ht?.home === ht.home && drawn.ht?.away === ht.away));
  }
  return ok({
    eventId: e.id,
    provablyFair: fair,
    serverSeedHash: e.serverSeedHash,
    serverSeed: revealed ? e.serverSeed : null,
    clientSeed: e.clientSeed,
    homeRate: e.homeRate,
    awayRate: e.awayRate,
    result,
    halfTimeResult: ht,
    matches,
  });
};

const getSportsSettings: Handler<'getSportsSettings'> = async (ctx) => ok(await settingsOf(ctx));

const updateSportsSettings: Handler<'updateSportsSettings'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const set = { ...(ctx.body.oddsFormat ? { oddsFormat: ctx.body.oddsFormat } : {}), ...(ctx.body.oddsChange ? { oddsChange: ctx.body.oddsChange } : {}) };
  await ctx.db
    .insert(sportsPlayerSettings)
    .values({ playerId: player.id, ...set })
    .onConflictDoUpdate({ target: sportsPlayerSettings.playerId, set: { ...set, updatedAt: new Date() } });
  return ok(await settingsOf(ctx), ctx.t('sports.settings.saved'));
};

const placeBets: Handler<'placeBets'> = async (ctx) => {
  const player = ctx.requirePlayer();
  const key = (ctx.request.headers['idempotency-key'] as string | undefined) ?? '';
  try {
    const result = await place({ db: ctx.db, hub: ctx.request.server.hub, limits: await playerSportsLimits(ctx.db, player.id) }, player.id, key, ctx.body, ctx.locale);
    const message = result.accepted ? ctx.t('sports.placed') : ctx.t(result.reason === 'odds_changed' ? 'sports.oddsChanged' : 'sports.unavailable');
    return ok(result, message);
  } catch (error) {
    if (error instanceof PlacementError) {
      const vars = Object.fromEntries(Object.entries(error.vars).map(([k, v]) => [k, typeof v === 'bigint' ? formatTry(v, ctx.locale) : v]));
      throw new ApiError(error.status, error.key, vars);
    }
    throw error;
  }
};

const listMyBets: Handler<'listMyBets'> = async (ctx) => {
  const player = ctx.requirePlayer();
  return ok(
    await myBets(
      ctx.db,
      player.id,
      { status: ctx.query.status ?? 'open', from: date(ctx.query.from), to: date(ctx.query.to), skip: ctx.query.skip ?? 0, take: ctx.query.take ?? 20 },
      ctx.locale,
    ),
  );
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const getMyBet: Handler<'getMyBet'> = async (ctx) => {
  const player = ctx.requirePlayer();
  if (!UUID.test(ctx.params.betId)) throw new ApiError(404, 'sports.bet.notFound');
  const bet = await betJson(ctx.db, ctx.params.betId, ctx.locale, true, player.id);
  if (!bet) throw new ApiError(404, 'sports.bet.notFound');
  return ok(bet);
};

type ResultRequest = Pick<components['schemas']['OpsSportsResettlementRequest'], 'homeScore' | 'awayScore' | 'halfTimeHomeScore' | 'halfTimeAwayScore' | 'sets' | 'winnerId'>;

/** A trader's result: the score, the half-time score, tennis sets, an outright's winner. */
export function resultFromRequest(b: ResultRequest): MatchResult {
  if (b.homeScore === undefined || b.awayScore === undefined) {
    if (!b.winnerId) throw new ApiError(400, 'sports.resettle.result');
  }
  const ht = b.halfTimeHomeScore !== undefined && b.halfTimeAwayScore !== undefined ? { home: b.halfTimeHomeScore, away: b.halfTimeAwayScore } : null;
  const result: MatchResult = { ft: { home: b.homeScore ?? 0, away: b.awayScore ?? 0 }, ht };
  if (b.sets?.length) result.periods = b.sets;
  if (b.winnerId) result.winner = b.winnerId;
  return result;
}

const opsSettleSportsEvent: Handler<'opsSettleSportsEvent'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const [e] = await ctx.db.select().from(sportsEvents).where(eq(sportsEvents.id, ctx.params.eventId));
  if (!e) throw new ApiError(404, 'sports.event.notFound');
  const b = ctx.body;
  if (e.kind === 'outright' && !b.winnerId) throw new ApiError(400, 'sports.settle.outrightWinner');
  if (e.kind === 'match' && b.winnerId) throw new ApiError(400, 'sports.settle.notMatch');
  const result = resultFromRequest(b);
  const ht = result.ht;
  try {
    const outcome = await settleEvent({ db: ctx.db, hub: ctx.request.server.hub }, e.id, result);
    await audit(ctx.db, {
      ...operatorActing(ctx, operator),
      action: 'sports.event.settle',
      target: { kind: 'sports_event', id: e.id },
      details: { homeScore: b.homeScore, awayScore: b.awayScore, ht, reason: b.reason, settledBets: outcome.settledBets, alreadySettled: outcome.alreadySettled },
    });
  } catch (error) {
    if (error instanceof SettleConflictError) throw new ApiError(409, 'sports.settle.conflict');
    throw error;
  }
  return ok((await eventDetail(ctx.db, e.id, ctx.locale))!);
};

const opsSetSportsLiabilityLimit: Handler<'opsSetSportsLiabilityLimit'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const [e] = await ctx.db.select().from(sportsEvents).where(eq(sportsEvents.id, ctx.params.eventId));
  if (!e) throw new ApiError(404, 'sports.event.notFound');
  const b = ctx.body;
  const limit = b.maxLiability === null ? null : requestKurus(b.maxLiability, 'maxLiability');
  // The change and its audit row commit together; the row is locked so two traders' changes each
  // record the limit they replaced.
  await ctx.db.transaction(async (tx) => {
    let before: bigint | null;
    if (b.marketId) {
      const [m] = await tx.select().from(sportsMarkets).where(and(eq(sportsMarkets.id, b.marketId), eq(sportsMarkets.eventId, e.id))).for('update');
      if (!m) throw new ApiError(404, 'sports.market.notFound');
      before = m.maxLiability;
      await tx.update(sportsMarkets).set({ maxLiability: limit }).where(eq(sportsMarkets.id, m.id));
    } else {
      const [locked] = await tx.select().from(sportsEvents).where(eq(sportsEvents.id, e.id)).for('update');
      before = locked!.maxLiability;
      await tx.update(sportsEvents).set({ maxLiability: limit }).where(eq(sportsEvents.id, e.id));
    }
    await audit(tx, {
      ...operatorActing(ctx, operator),
      action: 'sports.liability.set',
      target: b.marketId ? { kind: 'sports_market', id: b.marketId } : { kind: 'sports_event', id: e.id },
      details: { eventId: e.id, marketId: b.marketId ?? null, before, after: limit, reason: b.reason },
    });
  });
  return ok(
    { eventId: e.id, marketId: b.marketId ?? null, maxLiability: limit === null ? null : kurusToTry(limit), defaultLiability: kurusToTry(defaultLiabilityKurus()) },
    ctx.t('sports.liability.saved'),
  );
};

const opsSetSportsEventStatus: Handler<'opsSetSportsEventStatus'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const [e] = await ctx.db.select().from(sportsEvents).where(eq(sportsEvents.id, ctx.params.eventId));
  if (!e) throw new ApiError(404, 'sports.event.notFound');
  const b = ctx.body;
  if (!['scheduled', 'live', 'postponed', 'abandoned'].includes(e.status)) throw new ApiError(409, 'sports.event.closed');
  const startsAt = b.startsAt ? new Date(b.startsAt) : e.startsAt;
  if (b.status === 'scheduled' && startsAt.getTime() <= Date.now()) throw new ApiError(400, 'sports.event.startsAt');
  const now = new Date();
  await ctx.db.update(sportsEvents).set({ status: b.status, startsAt, minute: null }).where(eq(sportsEvents.id, e.id));
  const markets = await setEventMarketsStatus(ctx.db, e.id, b.status === 'scheduled' ? 'active' : 'suspended', now);
  const hub = ctx.request.server.hub;
  if (markets) await hub.publishToAll('SportsOdds', markets);
  const message = await eventMessage(ctx.db, e.id, now);
  if (message) await hub.publishToAll('SportsEvent', message);
  await audit(ctx.db, {
    ...operatorActing(ctx, operator),
    action: 'sports.event.status',
    target: { kind: 'sports_event', id: e.id },
    details: { from: e.status, to: b.status, startsAt: startsAt.toISOString(), reason: b.reason },
  });
  return ok((await eventDetail(ctx.db, e.id, ctx.locale))!);
};

const opsListPlayerSportsBets: Handler<'opsListPlayerSportsBets'> = async (ctx) => {
  requireOperator(ctx);
  const [player] = await ctx.db.select({ id: players.id }).from(players).where(eq(players.id, ctx.params.playerId));
  if (!player) throw new ApiError(404, 'ops.playerId.notFound');
  return ok(await playerSportsBets(ctx.db, player.id, ctx.query.skip ?? 0, ctx.query.take ?? 20, ctx.locale));
};

/** The stake factor as the contract shows it: a number (0.5), the player's maximum stake and the book's. */
async function stakeFactorView(ctx: Ctx, playerId: string) {
  const limits = await playerSportsLimits(ctx.db, playerId);
  return {
    playerId,
    stakeFactor: (limits.stakeFactor ?? 100) / 100,
    maxStake: kurusToTry(limits.maxStakeKurus),
    bookMaxStake: kurusToTry(sportsLimits().maxStakeKurus),
  };
}

async function existingPlayer(ctx: Ctx, playerId: string) {
  const [player] = await ctx.db.select({ id: players.id }).from(players).where(eq(players.id, playerId));
  if (!player) throw new ApiError(404, 'ops.playerId.notFound');
  return player.id;
}

const opsGetPlayerSportsStakeFactor: Handler<'opsGetPlayerSportsStakeFactor'> = async (ctx) => {
  requireOperator(ctx);
  return ok(await stakeFactorView(ctx, await existingPlayer(ctx, ctx.params.playerId)));
};

const opsSetPlayerSportsStakeFactor: Handler<'opsSetPlayerSportsStakeFactor'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const playerId = await existingPlayer(ctx, ctx.params.playerId);
  // The contract allows two decimals (multipleOf 0.01); stored in hundredths.
  const factor = Math.round(ctx.body.stakeFactor * 100);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select({ stakeFactor: sportsPlayerSettings.stakeFactor }).from(sportsPlayerSettings).where(eq(sportsPlayerSettings.playerId, playerId)).for('update');
    await tx
      .insert(sportsPlayerSettings)
      .values({ playerId, stakeFactor: factor })
      .onConflictDoUpdate({ target: sportsPlayerSettings.playerId, set: { stakeFactor: factor, updatedAt: new Date() } });
    await audit(tx, {
      ...operatorActing(ctx, operator),
      action: 'sports.stakeFactor.set',
      target: { kind: 'player', id: playerId },
      details: { before: (before?.stakeFactor ?? 100) / 100, after: factor / 100, reason: ctx.body.reason.trim() },
    });
  });
  return ok(await stakeFactorView(ctx, playerId), ctx.t('sports.stakeFactor.saved'));
};

const opsSuspendSportsMarket: Handler<'opsSuspendSportsMarket'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const [m] = await ctx.db.select().from(sportsMarkets).where(eq(sportsMarkets.id, ctx.params.marketId));
  if (!m) throw new ApiError(404, 'sports.market.notFound');
  if (!['active', 'suspended'].includes(m.status)) throw new ApiError(409, 'sports.market.closed');
  const status = ctx.body.suspended ? 'suspended' : 'active';
  if (m.status !== status) {
    await ctx.db
      .update(sportsMarkets)
      .set({ status, version: m.version + 1, traderSuspended: ctx.body.suspended })
      .where(eq(sportsMarkets.id, m.id));
  } else if (m.traderSuspended !== ctx.body.suspended) {
    await ctx.db.update(sportsMarkets).set({ traderSuspended: ctx.body.suspended }).where(eq(sportsMarkets.id, m.id));
    await ctx.request.server.hub.publishToAll('SportsOdds', {
      eventId: m.eventId,
      at: new Date().toISOString(),
      markets: [{ id: m.id, status, version: m.version + 1, outcomes: [] }],
    });
  }
  await audit(ctx.db, {
    ...operatorActing(ctx, operator),
    action: ctx.body.suspended ? 'sports.market.suspend' : 'sports.market.resume',
    target: { kind: 'sports_market', id: m.id },
    details: { reason: ctx.body.reason, from: m.status, to: status },
  });
  return ok((await marketView(ctx.db, m.id, ctx.locale))!);
};

const opsGetSportsEventBook: Handler<'opsGetSportsEventBook'> = async (ctx) => {
  requireOperator(ctx);
  const book = await eventBook(ctx.db, ctx.params.eventId, ctx.locale);
  if (!book) throw new ApiError(404, 'sports.event.notFound');
  return ok(book);
};

const opsSetSportsEventSuspended: Handler<'opsSetSportsEventSuspended'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const [e] = await ctx.db.select().from(sportsEvents).where(eq(sportsEvents.id, ctx.params.eventId));
  if (!e) throw new ApiError(404, 'sports.event.notFound');
  if (!['scheduled', 'live', 'postponed'].includes(e.status)) throw new ApiError(409, 'sports.event.closed');
  const markets = await setEventTraderSuspended({ db: ctx.db, hub: ctx.request.server.hub }, e.id, ctx.body.suspended);
  await audit(ctx.db, {
    ...operatorActing(ctx, operator),
    action: ctx.body.suspended ? 'sports.event.suspend' : 'sports.event.resume',
    target: { kind: 'sports_event', id: e.id },
    details: { reason: ctx.body.reason, markets },
  });
  return ok((await eventBook(ctx.db, e.id, ctx.locale))!, ctx.t(ctx.body.suspended ? 'sports.event.suspended' : 'sports.event.resumed'));
};

const opsSetSportsOutcomeOdds: Handler<'opsSetSportsOutcomeOdds'> = async (ctx) => {
  const operator = requireOperator(ctx);
  const b = ctx.body;
  // Two decimals at most; 7.77 arrives as 7.77 (×100 = 776.99…), so the check has a tolerance.
  const odds = b.odds === null ? null : Math.round(b.odds * 100);
  if (odds !== null && (odds < 101 || Math.abs(b.odds! * 100 - odds) > 1e-6)) throw new ApiError(400, 'sports.odds.invalid');
  try {
    const change = await setOutcomeOdds({ db: ctx.db, hub: ctx.request.server.hub }, ctx.params.outcomeId, odds);
    await audit(ctx.db, {
      ...operatorActing(ctx, operator),
      action: odds === null ? 'sports.odds.release' : 'sports.odds.set',
      target: { kind: 'sports_outcome', id: ctx.params.outcomeId },
      details: { eventId: change.eventId, marketId: change.marketId, before: change.before / 100, after: change.after / 100, feedOdds: change.feedOdds / 100, reason: b.reason },
    });
    return ok((await eventBook(ctx.db, change.eventId, ctx.locale))!, ctx.t(odds === null ? 'sports.odds.released' : 'sports.odds.saved'));
  } catch (error) {
    if (error instanceof TraderError) throw new ApiError(error.status, error.key);
    throw error;
  }
};

export const sportsHandlers = {
  getSportsTree,
  getSportsHighlights,
  searchSports,
  listSportsEvents,
  getSportsEvent,
  verifySportsEvent,
  getSportsSettings,
  updateSportsSettings,
  placeBets,
  listMyBets,
  getMyBet,
  opsSettleSportsEvent,
  opsSuspendSportsMarket,
  opsSetSportsLiabilityLimit,
  opsSetSportsEventStatus,
  opsListPlayerSportsBets,
  opsGetPlayerSportsStakeFactor,
  opsSetPlayerSportsStakeFactor,
  opsGetSportsEventBook,
  opsSetSportsEventSuspended,
  opsSetSportsOutcomeOdds,
} satisfies HandlerMap;
