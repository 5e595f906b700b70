// Named selectors over the sportsbook: the tree, the lists, the page on screen, the search's results,
// the odds marks and the player's bets.
import type { SnapshotFrom } from 'xstate';
import type { SearchFound } from './sportsbook.actors';
import { isSearchable, type sportsbookMachine } from './sportsbook.machine';
import type { MarketView } from './sportsbook.types';

export type SportsbookSnapshot = SnapshotFrom<typeof sportsbookMachine>;

export const selectTree = (snapshot: SportsbookSnapshot) => snapshot.context.tree;
export const selectIsTreeLoading = (snapshot: SportsbookSnapshot) => snapshot.matches({ tree: 'loading' });
export const selectIsTreeFailed = (snapshot: SportsbookSnapshot) => snapshot.matches({ tree: 'failed' });
export const selectPopular = (snapshot: SportsbookSnapshot) => snapshot.context.home.popular;
export const selectStartingSoon = (snapshot: SportsbookSnapshot) => snapshot.context.home.startingSoon;
export const selectIsHomeLoading = (snapshot: SportsbookSnapshot) => snapshot.matches({ home: 'loading' }) || snapshot.matches({ home: 'idle' });
export const selectIsHomeFailed = (snapshot: SportsbookSnapshot) => snapshot.matches({ home: 'failed' });
export const selectQuery = (snapshot: SportsbookSnapshot) => snapshot.context.query;

/** What the search found, once the query is long enough to search (null: show the lists). */
export function selectSearchResults(snapshot: SportsbookSnapshot): SearchFound | null {
  if (!isSearchable(snapshot.context.query)) return null;
  return snapshot.context.found ?? { leagues: [], events: [] };
}
export const selectIsSearching = (snapshot: SportsbookSnapshot) => snapshot.matches({ search: 'waiting' }) || snapshot.matches({ search: 'searching' });
export const selectIsSearchFailed = (snapshot: SportsbookSnapshot) => snapshot.matches({ search: 'failed' });

/** The league's name from the tree (the page title before its events arrive). */
export const selectLeague = (snapshot: SportsbookSnapshot, leagueId: string) => {
  for (const sport of snapshot.context.tree)
    for (const category of sport.categories) {
      const league = category.leagues.find((candidate) => candidate.id === leagueId);
      if (league) return { ...league, sportName: sport.name, categoryName: category.name };
    }
  return null;
};
export const selectPageEvents = (snapshot: SportsbookSnapshot) => snapshot.context.events;
export const selectIsPageLoading = (snapshot: SportsbookSnapshot) => snapshot.hasTag('loading') && !snapshot.matches({ tree: 'loading' }) && !snapshot.matches({ myBets: 'loading' });
export const selectIsPageFailed = (snapshot: SportsbookSnapshot) =>
  snapshot.matches({ page: { league: 'failed' } }) ||
  snapshot.matches({ page: { event: 'failed' } }) ||
  snapshot.matches({ page: { live: 'failed' } }) ||
  snapshot.matches({ page: { liveEvent: 'failed' } });
export const selectEvent = (snapshot: SportsbookSnapshot) => snapshot.context.event;

/** The event's markets by group, groups in the order their first market comes. */
export function groupMarkets(markets: MarketView[]): Array<{ group: string; markets: MarketView[] }> {
  const groups = new Map<string, MarketView[]>();
  for (const market of markets) groups.set(market.group, [...(groups.get(market.group) ?? []), market]);
  return [...groups].map(([group, list]) => ({ group, markets: list }));
}

export const selectMark = (snapshot: SportsbookSnapshot, key: string) => snapshot.context.marks[key] ?? null;
export const selectOddsFormat = (snapshot: SportsbookSnapshot) => snapshot.context.oddsFormat;
export const selectBets = (snapshot: SportsbookSnapshot) => snapshot.context.bets;
export const selectBetsFilter = (snapshot: SportsbookSnapshot) => snapshot.context.betsFilter;
export const selectBetsPage = (snapshot: SportsbookSnapshot) => snapshot.context.betsPage;
export const selectIsBetsLoading = (snapshot: SportsbookSnapshot) => snapshot.matches({ myBets: 'loading' });
export const selectIsBetsFailed = (snapshot: SportsbookSnapshot) => snapshot.matches({ myBets: 'failed' });
export const selectSlipRef = (snapshot: SportsbookSnapshot) => snapshot.context.slip;

/** The live event page's timeline (issue 18), oldest first. */
export const selectTimeline = (snapshot: SportsbookSnapshot) => snapshot.context.timeline;
/** The running events on the live page, grouped by sport in the order they come. */
export function groupBySport<T extends { sportId: string }>(events: T[]): Array<{ sportId: string; events: T[] }> {
  const groups = new Map<string, T[]>();
  for (const event of events) groups.set(event.sportId, [...(groups.get(event.sportId) ?? []), event]);
  return [...groups].map(([sportId, list]) => ({ sportId, events: list }));
}
/** The cash-out actor of a bet on screen in My bets (null when the bet has none). */
export const selectCashOutRef = (snapshot: SportsbookSnapshot, betId: string) => snapshot.context.cashOuts[betId] ?? null;
