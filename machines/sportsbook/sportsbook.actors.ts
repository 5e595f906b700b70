// The sportsbook's I/O: the tree (getSportsTree), the front page's lists (getSportsHighlights), search
// (searchSports), event lists (listSportsEvents), one event with its grouped markets (getSportsEvent),
// the player's settings and the book's limits (getSportsSettings / updateSportsSettings), the player's
// bets (listMyBets); and the hub's SportsOdds message read into moves. Each maps the contract's shapes
// into what the screens show (sportsbook.types.ts).
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { components } from '../../common/contract/schema.gen';
import type { OddsChangeSetting, StakeLimits } from '../bet-slip/bet-slip.rules';
import { kurusFromTry } from '../shared/money';
import type {
  BetsFilter,
  BetView,
  EventUpdate,
  EventView,
  IncidentView,
  LiveStateView,
  MarketView,
  OddsFormat,
  OddsMove,
  TreeLeague,
  TreeSport,
} from './sportsbook.types';

type Schemas = components['schemas'];

/** The hub commands of the sportsbook (openapi webhooks hubSportsOdds, hubSportsBetSettled). */
export const SPORTS_ODDS_COMMAND = 'SportsOdds';
export const SPORTS_BET_SETTLED_COMMAND = 'SportsBetSettled';
/** The hub command of an event's status, score and clock (openapi webhook hubSportsEvent). */
export const SPORTS_EVENT_COMMAND = 'SportsEvent';
/** The hub command of a running event's live state and its latest incident (openapi webhook hubSportsLive). */
export const SPORTS_LIVE_COMMAND = 'SportsLive';
/** The hub command of one of the player's bets decided or cashed out (openapi webhook hubSportsBetUpdated). */
export const SPORTS_BET_UPDATED_COMMAND = 'SportsBetUpdated';

export function marketView(market: Schemas['SportsMarket'], group: string = market.group): MarketView {
  return {
    id: market.id,
    name: market.name,
    group,
    suspended: market.status !== 'active',
    outcomes: market.outcomes.map((outcome) => ({ id: outcome.id, name: outcome.name, odds: outcome.odds, active: outcome.active })),
  };
}

export function eventView(event: Schemas['SportsEventSummary'], markets?: MarketView[]): EventView {
  return {
    id: event.id,
    sportId: event.sport,
    leagueId: event.leagueId,
    leagueName: event.leagueName,
    home: event.home ?? event.name,
    away: event.away ?? '',
    name: event.name,
    startsAt: event.startsAt,
    live: event.status === 'live',
    score: event.score,
    minute: event.minute,
    marketCount: event.marketCount,
    markets: markets ?? (event.mainMarket ? [marketView(event.mainMarket)] : []),
  };
}

const loadTree = (api: ApiClient) => fromPromise<TreeSport[]>(async ({ signal }) => {
  const body = unwrap(await api.GET('/sports/tree', { signal }));
  return body.data.sports.map((sport) => ({
    id: sport.id,
    name: sport.name,
    count: sport.eventCount,
    categories: sport.categories.map((category) => ({
      id: category.id,
      name: category.name,
      count: category.eventCount,
      leagues: category.leagues.map((league): TreeLeague => ({ id: league.id, name: league.name, count: league.eventCount })),
    })),
  }));
});

export interface HomeLists {
  popular: EventView[];
  startingSoon: EventView[];
}

const loadHome = (api: ApiClient) => fromPromise<HomeLists>(async ({ signal }) => {
  const body = unwrap(await api.GET('/sports/highlights', { params: { query: { take: 10 } }, signal }));
  return { popular: body.data.popular.map((event) => eventView(event)), startingSoon: body.data.startingSoon.map((event) => eventView(event)) };
});

export interface SearchFound {
  leagues: Array<{ id: string; name: string; categoryName: string; count: number }>;
  events: EventView[];
}

const searchSports = (api: ApiClient) => fromPromise<SearchFound, { query: string }>(async ({ input, signal }) => {
  const body = unwrap(await api.GET('/sports/search', { params: { query: { q: input.query.trim(), take: 20 } }, signal }));
  return {
    leagues: body.data.leagues.map((league) => ({ id: league.id, name: league.name, categoryName: league.categoryName, count: league.eventCount })),
    events: body.data.events.map((event) => eventView(event)),
  };
});

export type EventsQuery = { leagueId: string } | { today: true };

/** Today in Istanbul (UTC+3 all year): from its midnight to the next. */
export function istanbulDay(now: Date): { from: string; to: string } {
  const offset = 3 * 3_600_000;
  const local = new Date(now.getTime() + offset);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offset;
  return { from: new Date(midnight).toISOString(), to: new Date(midnight + 86_400_000).toISOString() };
}

const loadEvents = (api: ApiClient) => fromPromise<EventView[], { query: EventsQuery; now?: () => Date }>(async ({ input, signal }) => {
  const query = 'leagueId' in input.query ? { leagueId: input.query.leagueId, take: 100 } : { ...istanbulDay((input.now ?? (() => new Date()))()), take: 100 };
  const body = unwrap(await api.GET('/sports/events', { params: { query }, signal }));
  return body.data.items.map((event) => eventView(event));
});

const loadEvent = (api: ApiClient) => fromPromise<EventView, { eventId: string }>(async ({ input, signal }) => {
  const body = unwrap(await api.GET('/sports/events/{eventId}', { params: { path: { eventId: input.eventId } }, signal }));
  const markets = body.data.groups.flatMap((group) => group.markets.map((market) => marketView(market, group.name)));
  return eventView(body.data.event, markets);
});

export interface SportsSettingsView {
  oddsFormat: OddsFormat;
  oddsChange: OddsChangeSetting;
  limits: StakeLimits;
}

function settingsView(settings: Schemas['SportsSettings']): SportsSettingsView {
  return {
    oddsFormat: settings.oddsFormat,
    oddsChange: settings.oddsChange,
    limits: {
      minStake: kurusFromTry(settings.limits.minStake),
      maxStake: kurusFromTry(settings.limits.maxStake),
      maxPayout: kurusFromTry(settings.limits.maxPayout),
    },
  };
}

const loadSettings = (api: ApiClient) => fromPromise<SportsSettingsView>(async ({ signal }) =>
  settingsView(unwrap(await api.GET('/sports/settings', { signal })).data),
);

const saveSettings = (api: ApiClient) => fromPromise<SportsSettingsView, { change: { oddsFormat?: OddsFormat; oddsChange?: OddsChangeSetting } }>(
  async ({ input, signal }) => settingsView(unwrap(await api.POST('/sports/settings', { body: input.change, signal })).data),
);

export interface BetsPage {
  items: BetView[];
  total: number;
  pageSize: number;
}

export const BETS_PAGE_SIZE = 10;

const scoreText = (score: Schemas['SportsScore'] | null) => (score ? `${score.home}-${score.away}` : null);

export function betView(bet: Schemas['SportsBet']): BetView {
  return {
    id: bet.id,
    type: bet.type,
    system: bet.system,
    stake: kurusFromTry(bet.totalStake),
    odds: bet.totalOdds,
    status: bet.status,
    payout: bet.payout === null ? null : kurusFromTry(bet.payout),
    potentialPayout: kurusFromTry(bet.potentialPayout),
    placedAt: bet.placedAt,
    settledAt: bet.settledAt,
    lineCount: bet.lineCount,
    legs: bet.legs.map((leg) => ({
      eventName: leg.eventName,
      marketName: leg.marketName,
      outcomeName: leg.outcomeName,
      odds: leg.odds,
      result: leg.result,
      score: scoreText(leg.score),
    })),
    acceptAt: bet.acceptAt ?? null,
    refusalReason: bet.refusal?.reason ?? null,
    refusalChanges: (bet.refusal?.changes ?? []).map((change) => ({
      eventId: change.eventId,
      marketId: change.marketId,
      outcomeId: change.outcomeId,
      odds: change.odds ?? change.requestedOdds,
      suspended: change.status !== 'active',
    })),
    cashOuts: (bet.cashOuts ?? []).map((cashOut) => ({
      amount: kurusFromTry(cashOut.amount),
      stakeUsed: kurusFromTry(cashOut.stakeUsed),
      full: cashOut.full,
      at: cashOut.at,
    })),
  };
}

const loadBets = (api: ApiClient) => fromPromise<BetsPage, { filter: BetsFilter; page: number }>(async ({ input, signal }) => {
  const body = unwrap(
    await api.GET('/sports/bets', {
      params: { query: { status: input.filter, skip: (input.page - 1) * BETS_PAGE_SIZE, take: BETS_PAGE_SIZE } },
      signal,
    }),
  );
  return { items: body.data.items.map(betView), total: body.data.total, pageSize: BETS_PAGE_SIZE };
});

/** The moves in a pushed SportsOdds message (one event's changed markets); anything unreadable is no move. */
export function oddsMovesOf(message: unknown): OddsMove[] {
  if (!message || typeof message !== 'object') return [];
  const { eventId, markets } = message as Partial<Schemas['SportsOddsMessage']>;
  if (typeof eventId !== 'string' || !Array.isArray(markets)) return [];
  return markets.flatMap((market) =>
    Array.isArray(market?.outcomes)
      ? market.outcomes
          .filter((outcome) => typeof outcome?.odds === 'number')
          .map((outcome) => ({
            eventId,
            marketId: String(market.id),
            outcomeId: String(outcome.id),
            odds: outcome.odds,
            previousOdds: typeof outcome.previousOdds === 'number' ? outcome.previousOdds : null,
            suspended: market.status !== 'active' || outcome.active === false,
          }))
      : [],
  );
}

/** An event's new status, score and clock from a pushed SportsEvent message; null when unreadable. */
export function eventUpdateOf(message: unknown): EventUpdate | null {
  if (!message || typeof message !== 'object') return null;
  const { eventId, status, score, minute } = message as Partial<Schemas['SportsEventMessage']>;
  if (typeof eventId !== 'string' || typeof status !== 'string') return null;
  const readable = score && typeof score.home === 'number' && typeof score.away === 'number';
  return { eventId, live: status === 'live', score: readable ? { home: score.home, away: score.away } : null, minute: typeof minute === 'number' ? minute : null };
}

export function liveStateView(live: Schemas['SportsLiveState']): LiveStateView {
  return {
    sport: live.sport ?? 'football',
    period: live.period,
    minute: live.minute,
    clockSeconds: live.clockSeconds ?? live.minute * 60,
    periods: (live.periods ?? []).map((p) => ({ home: p.home, away: p.away })),
    games: live.games ? { home: live.games.home, away: live.games.away } : null,
    points: live.points ? { home: live.points.home, away: live.points.away } : null,
    serving: live.serving ?? null,
    score: { home: live.score.home, away: live.score.away },
    redCards: { home: live.redCards.home, away: live.redCards.away },
    corners: { home: live.corners.home, away: live.corners.away },
    suspendReason: live.suspendReason,
    betDelaySeconds: live.betDelaySeconds,
  };
}

export function incidentView(incident: Schemas['SportsLiveIncident']): IncidentView {
  return { seq: incident.seq, type: incident.type, side: incident.side, minute: incident.minute, score: incident.score };
}

/** listLiveEvents: every running event with its main market's live prices and its live state. */
const loadLive = (api: ApiClient) => fromPromise<EventView[]>(async ({ signal }) => {
  const body = unwrap(await api.GET('/sports/live', { signal }));
  return body.data.items.map((item) => ({ ...eventView(item.event), live: true, liveState: liveStateView(item.live) }));
});

export interface LiveEventLoaded {
  event: EventView;
  timeline: IncidentView[];
}

/** getSportsLiveEvent: the event's markets (suspended ones listed, locked), its live state and its timeline. */
const loadLiveEvent = (api: ApiClient) => fromPromise<LiveEventLoaded, { eventId: string }>(async ({ input, signal }) => {
  const body = unwrap(await api.GET('/sports/live/{eventId}', { params: { path: { eventId: input.eventId } }, signal }));
  const markets = body.data.detail.groups.flatMap((group) => group.markets.map((market) => marketView(market, group.name)));
  return {
    event: { ...eventView(body.data.detail.event, markets), liveState: body.data.live ? liveStateView(body.data.live) : null },
    timeline: body.data.timeline.map(incidentView),
  };
});

/** A pushed SportsLive message: the event's live state and the incident that came with it; null when unreadable. */
export function livePushOf(message: unknown): { eventId: string; live: LiveStateView; incident: IncidentView | null } | null {
  if (!message || typeof message !== 'object') return null;
  const { live, incident } = message as Partial<Schemas['SportsLiveMessage']>;
  if (!live || typeof live.eventId !== 'string' || !live.score || typeof live.minute !== 'number') return null;
  return {
    eventId: live.eventId,
    live: liveStateView({ ...live, redCards: live.redCards ?? { home: 0, away: 0 }, corners: live.corners ?? { home: 0, away: 0 } }),
    incident: incident && typeof incident.seq === 'number' ? incidentView(incident) : null,
  };
}

/** A pushed SportsBetUpdated message read as a bet; null when unreadable. */
export function betPushOf(message: unknown): BetView | null {
  if (!message || typeof message !== 'object') return null;
  const bet = message as Partial<Schemas['SportsBet']>;
  if (typeof bet.id !== 'string' || typeof bet.status !== 'string' || !Array.isArray(bet.legs)) return null;
  try {
    return betView(bet as Schemas['SportsBet']);
  } catch {
    return null;
  }
}

/** The sportsbook's I/O, closing over the API client the app edge provides. */
export const sportsbookActors = (api: ApiClient) => ({
  loadTree: loadTree(api),
  loadHome: loadHome(api),
  searchSports: searchSports(api),
  loadEvents: loadEvents(api),
  loadEvent: loadEvent(api),
  loadSettings: loadSettings(api),
  saveSettings: saveSettings(api),
  loadBets: loadBets(api),
  loadLive: loadLive(api),
  loadLiveEvent: loadLiveEvent(api),
});
