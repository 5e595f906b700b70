// The canonical feed model (docs/sportsbook.md), shaped after Sportradar's Unified Odds Feed: every change
// the book makes to its catalogue arrives as one of these messages, from our simulator today and from real
// providers' adapters later (each translates its own format into these). applyFeedMessage (./book.ts)
// writes them; a FeedAdapter only produces them.
import type { MatchResult } from './football';

export interface FeedOutcome {
  code: string;
  /** Hundredths (2.15 → 215). */
  odds: number;
  probability: number;
  active: boolean;
}

export interface FeedMarket {
  type: string;
  specifiers: string;
  group: string;
  /** active 1, deactivated 0, suspended −1, settled −3, cancelled −4 in UOF's numbers. */
  status: 'active' | 'suspended' | 'deactivated';
  outcomes: FeedOutcome[];
}

export type FeedMessage =
  | {
      type: 'fixture_change';
      eventId: string;
      leagueId: string;
      sport: string;
      /** 'outright' for a league outright (no competitors); a match otherwise. */
      kind?: 'match' | 'outright';
      homeTeamId: string | null;
      awayTeamId: string | null;
      startsAt: Date;
      /** The simulator's fairness data (null for other feeds). */
      fairness: { serverSeed: string; serverSeedHash: string; clientSeed: string; homeRate: number; awayRate: number } | null;
    }
  | { type: 'odds_change'; eventId: string; markets: FeedMarket[]; status?: { status: 'live' | 'scheduled'; score: { home: number; away: number } | null; minute: number | null } }
  | { type: 'bet_stop'; eventId: string; reason: string }
  | { type: 'bet_settlement'; eventId: string; result: MatchResult; certainty: 1 | 2 }
  | { type: 'bet_cancel'; eventId: string; reason: string }
  | { type: 'alive'; producer: string; at: Date };

/** A source of feed messages: the simulator, or a provider's adapter. */
export interface FeedAdapter {
  readonly name: string;
  /** The messages due at `now` (the adapter keeps its own cursor). */
  poll(now: Date): Promise<FeedMessage[]>;
}
