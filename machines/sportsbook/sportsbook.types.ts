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
  /** A running event's live state, where the live list or page loaded it (issue 18). */
  liveState?: LiveStateView | null;
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
  /** A live bet's end of its delay (while pending). */
  acceptAt?: string | null;
  /** Why a live bet was refused, and the prices offered now. */
  refusalReason?: string | null;
  refusalChanges?: Array<{ eventId: string; marketId: string; outcomeId: string; odds: number; suspended: boolean }>;
  cashOuts?: CashOutView[];
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

/** Why a running event's markets are locked (the contract's SportsSuspendReason). */
export type SuspendReason =
  | 'dangerous_attack'
  | 'goal'
  | 'penalty'
  | 'red_card'
  | 'trader'
  | 'live_off'
  | 'free_throws'
  | 'period_end'
  | 'overtime'
  | 'break_point'
  | 'set_point';

/** A running event's period: football halves, basketball quarters and overtime, tennis sets. */
export type LivePeriod = 'first_half' | 'second_half' | 'ended' | 'q1' | 'q2' | 'q3' | 'q4' | 'overtime' | 'set1' | 'set2' | 'set3';

/** A running event's live state (issue 18): clock, period, score, cards, why its markets are locked. */
export interface LiveStateView {
  sport: 'football' | 'basketball' | 'tennis';
  period: LivePeriod;
  minute: number;
  /** The match clock in match seconds (basketball shows the quarter's time left from it). */
  clockSeconds: number;
  /** Basketball points per quarter (then overtime); tennis games per set, the set being played last. */
  periods: { home: number; away: number }[];
  /** Tennis: the set's games, the game's points (0, 15, 30, 40, AD) and who serves; null otherwise. */
  games: { home: number; away: number } | null;
  points: { home: string; away: string } | null;
  serving: 'home' | 'away' | null;
  score: { home: number; away: number };
  redCards: { home: number; away: number };
  corners: { home: number; away: number };
  suspendReason: SuspendReason | null;
  betDelaySeconds: number;
}

/** One thing that happened in a running match (the timeline). */
export interface IncidentView {
  seq: number;
  type:
    | 'goal'
    | 'penalty'
    | 'penalty_missed'
    | 'yellow_card'
    | 'red_card'
    | 'corner'
    | 'basket'
    | 'three_pointer'
    | 'free_throws'
    | 'period_end'
    | 'game'
    | 'break'
    | 'set';
  side: 'home' | 'away';
  minute: number;
  score: { home: number; away: number } | null;
}

/** A cash out of a bet (partial ones first, then the full one). Kuruş. */
export interface CashOutView {
  amount: number;
  stakeUsed: number;
  full: boolean;
  at: string;
}
