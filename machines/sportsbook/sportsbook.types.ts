// What the sportsbook's screens show, as the machines keep it: the tree, events with their markets,
// and the player's bets. The actors map the contract's shapes into these.

export interface TreeLeague {
  id: string;
  name: string;
  count: number;
}

export interface TreeCategory {
  id: string;
  name: string;
  count: number;
  leagues: TreeLeague[];
}

export interface TreeSport {
  id: string;
  name: string;
  count: number;
  categories: TreeCategory[];
}

export interface OutcomeView {
  id: string;
  name: string;
  /** Decimal odds. */
  odds: number;
  active: boolean;
}

export interface MarketView {
  id: string;
  name: string;
  /** The group the event page shows the market under (main, goals, handicap, halves, score…). */
  group: string;
  suspended: boolean;
  outcomes: OutcomeView[];
}

export interface EventView {
  id: string;
  sportId: string;
  leagueId: string;
  leagueName: string;
  /** The event's name ("Home – Away", or an outright's title). */
  name: string;
  home: string;
  away: string;
  /** ISO time. */
  startsAt: string;
  live: boolean;
  score: { home: number; away: number } | null;
  /** The clock of a running event. */
  minute: number | null;
  marketCount: number;
  /** The main market (1X2 or money line) for lists; the event page has them all. */
  markets: MarketView[];
}

export interface BetLegView {
  eventName: string;
  marketName: string;
  outcomeName: string;
  odds: number;
  result: string | null;
  /** A settled leg's score, e.g. "2-1". */
  score: string | null;
}

export interface BetView {
  id: string;
  type: string;
  system: string | null;
  /** Kuruş, the bet's total (every line). */
  stake: number;
  /** The total odds (null for a system bet). */
  odds: number | null;
  status: string;
  lineCount: number;
  /** Kuruş, null while open. */
  payout: number | null;
  potentialPayout: number | null;
  placedAt: string;
  settledAt: string | null;
  legs: BetLegView[];
}

export type BetsFilter = 'open' | 'settled';

/** A pushed odds change for one outcome (the hub's sports odds message, flattened). */
export interface OddsMove {
  eventId: string;
  marketId: string;
  outcomeId: string;
  odds: number;
  /** The price before, when the push says. */
  previousOdds: number | null;
  suspended: boolean;
}

export type OddsFormat = 'decimal' | 'fractional' | 'american';
export const ODDS_FORMATS: readonly OddsFormat[] = ['decimal', 'fractional', 'american'];
export const ODDS_FORMAT_KEY = 'oddsFormat';

/** What a SportsEvent push changes on an event the screens show. */
export interface EventUpdate {
  eventId: string;
  live: boolean;
  score: { home: number; away: number } | null;
  minute: number | null;
}
