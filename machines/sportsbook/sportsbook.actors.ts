// The sportsbook's I/O: the tree (getSportsTree), event lists (listSportsEvents), one event with its
// markets (getSportsEvent), the player's bets (listMyBets); and the hub's odds message read into moves.
import { fromPromise } from 'xstate';
import { type ApiClient, unwrap } from '../../common/contract/client';
import type { BetsFilter, BetView, EventView, OddsMove, TreeSport } from './sportsbook.types';

/** The hub command that carries odds changes (server/hub/README.md). */
export const SPORTS_ODDS_COMMAND = 'SportsOdds';

type Loose = Record<string, unknown>;
const call = (api: ApiClient) => api as unknown as {
  GET: (path: string, init: Loose) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
};

export const loadTree = fromPromise<TreeSport[], { api: ApiClient }>(async ({ input, signal }) => {
  const body = unwrap((await call(input.api).GET('/sports/tree', { signal })) as never) as { data: TreeSport[] };
  return body.data;
});

export interface EventsQuery {
  leagueId?: string;
  today?: boolean;
  startingWithinHours?: number;
}

export const loadEvents = fromPromise<EventView[], { api: ApiClient; query: EventsQuery }>(async ({ input, signal }) => {
  const body = unwrap((await call(input.api).GET('/sports/events', { params: { query: input.query }, signal })) as never) as {
    data: EventView[];
  };
  return body.data;
});

export interface HomeLists {
  popular: EventView[];
  startingSoon: EventView[];
  /** The days ahead, for searching by team. */
  upcoming: EventView[];
}

export const loadHome = fromPromise<HomeLists, { api: ApiClient }>(async ({ input, signal }) => {
  const get = async (query: Loose) =>
    (unwrap((await call(input.api).GET('/sports/events', { params: { query }, signal })) as never) as { data: EventView[] }).data;
  const [upcoming, startingSoon] = await Promise.all([get({}), get({ startingWithinHours: 3 })]);
  return { popular: upcoming.slice(0, 8), startingSoon, upcoming };
});

export const loadEvent = fromPromise<EventView, { api: ApiClient; eventId: string }>(async ({ input, signal }) => {
  const body = unwrap(
    (await call(input.api).GET('/sports/events/{eventId}', { params: { path: { eventId: input.eventId } }, signal })) as never,
  ) as { data: EventView };
  return body.data;
});

export interface BetsPage {
  items: BetView[];
  total: number;
  pageSize: number;
}

export const loadBets = fromPromise<BetsPage, { api: ApiClient; filter: BetsFilter; page: number }>(async ({ input, signal }) => {
  const body = unwrap(
    (await call(input.api).GET('/sports/bets', { params: { query: { status: input.filter, page: input.page } }, signal })) as never,
  ) as { data: BetsPage };
  return body.data;
});

/** The moves in a pushed odds message; anything unreadable is no move. */
export function oddsMovesOf(message: unknown): OddsMove[] {
  const list = Array.isArray(message) ? message : message && typeof message === 'object' ? (message as Loose).changes : null;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const move = item as Loose;
    if (typeof move.odds !== 'number') return [];
    return [
      {
        eventId: String(move.eventId),
        marketId: String(move.marketId),
        outcomeId: String(move.outcomeId),
        odds: move.odds,
        suspended: move.suspended === true || move.active === false,
      },
    ];
  });
}
