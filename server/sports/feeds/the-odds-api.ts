// A feed adapter for a documented public format, replayed from recorded files: the-odds-api v4 (its /odds
// response, `h2h` and `totals` markets in decimal odds, and its /scores response). A recording is a timeline of
// those responses (frames) as they were fetched; replaying it drives the book through the same canonical feed
// messages as the simulator (./../feed.ts): fixture_change, odds_change, bet_stop at the start, bet_settlement
// when a score is `completed`. Times are rebased to the replay's start, so an old recording plays as upcoming
// matches. Selected with SPORTS_FEED=recorded:<file in ./recordings> (server/sports/plugin.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../db/client';
import { sportsCategories, sportsLeagues, sportsTeams } from '../../db/schema/sports';
import type { FeedAdapter, FeedMarket, FeedMessage } from '../feed';

/** One event of the-odds-api v4's /odds answer (the fields we read). */
export interface OddsApiEvent {
  id: string;
  sport_key: string;
  sport_title: string;
  commence_time: string;
  home_team: string;
  away_team: string;
  bookmakers: { key: string; title: string; last_update: string; markets: { key: string; last_update?: string; outcomes: { name: string; price: number; point?: number }[] }[] }[];
}

/** One event of its /scores answer. */
export interface OddsApiScore {
  id: string;
  sport_key: string;
  commence_time: string;
  completed: boolean;
  home_team: string;
  away_team: string;
  scores: { name: string; score: string }[] | null;
  last_update: string | null;
}

export interface OddsApiRecording {
  format: 'the-odds-api-v4';
  /** When the recording was made: every time in it is moved by (replay start − recordedAt). */
  recordedAt: string;
  /** The bookmaker whose prices the book offers. */
  bookmaker: string;
  frames: { at: string; odds?: OddsApiEvent[]; scores?: OddsApiScore[] }[];
}

export const RECORDINGS_DIR = join(import.meta.dirname, 'recordings');

export function readRecording(file: string): OddsApiRecording {
  const recording = JSON.parse(readFileSync(join(RECORDINGS_DIR, file.replace(/[^A-Za-z0-9._-]/g, '')), 'utf8')) as OddsApiRecording;
  if (recording.format !== 'the-odds-api-v4') throw new Error(`unknown recording format ${String(recording.format)}`);
  return recording;
}

const slug = (text: string) =>
  text
    .toLocaleLowerCase('en')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const leagueIdOf = (sportKey: string) => `toa-${slug(sportKey)}`;
export const teamIdOf = (sportKey: string, name: string) => `toa-${slug(sportKey)}-${slug(name)}`;
export const eventIdOf = (id: string) => `toa-${slug(id)}`.slice(0, 64);

/** Decimal odds → hundredths, never under 1,01 (the book's floor). */
const hundredths = (price: number) => Math.max(101, Math.round(price * 100));

/** Our market for one of theirs: h2h → 1x2; totals → total (one market per line). Other keys are skipped. */
export function translateMarkets(event: OddsApiEvent, bookmaker: string, status: FeedMarket['status']): FeedMarket[] {
  const book = event.bookmakers.find((b) => b.key === bookmaker);
  if (!book) return [];
  const out: FeedMarket[] = [];
  const withProbabilities = (outcomes: { code: string; price: number }[]) => {
    const inverse = outcomes.reduce((t, o) => t + 1 / o.price, 0);
    return outcomes.map((o) => ({ code: o.code, odds: hundredths(o.price), probability: 1 / o.price / inverse, active: true }));
  };
  for (const market of book.markets) {
    if (market.key === 'h2h') {
      const code = (name: string) => (name === event.home_team ? '1' : name === event.away_team ? '2' : name === 'Draw' ? 'X' : null);
      const outcomes = market.outcomes.flatMap((o) => (code(o.name) ? [{ code: code(o.name)!, price: o.price }] : []));
      if (outcomes.length === 3) out.push({ type: '1x2', specifiers: '', group: 'main', status, outcomes: withProbabilities(outcomes) });
    } else if (market.key === 'totals') {
      for (const point of [...new Set(market.outcomes.map((o) => o.point))]) {
        if (point === undefined) continue;
        const over = market.outcomes.find((o) => o.point === point && o.name === 'Over');
        const under = market.outcomes.find((o) => o.point === point && o.name === 'Under');
        if (over && under)
          out.push({ type: 'total', specifiers: `total=${point}`, group: 'goals', status, outcomes: withProbabilities([{ code: 'over', price: over.price }, { code: 'under', price: under.price }]) });
      }
    }
  }
  return out;
}

/** The leagues and teams a recording names, created before its fixtures (the feed model carries only ids). */
export async function prepareCatalogue(db: Db, recording: OddsApiRecording): Promise<void> {
  const events = recording.frames.flatMap((f) => f.odds ?? []);
  const leagues = new Map(events.map((e) => [e.sport_key, e.sport_title]));
  if (!leagues.size) return;
  await db.insert(sportsCategories).values({ id: 'toa', sport: 'football', nameTr: 'Dış besleme', nameEn: 'External feed', countryCode: null, sort: 900 }).onConflictDoNothing();
  await db
    .insert(sportsLeagues)
    .values([...leagues].map(([key, title]) => ({ id: leagueIdOf(key), sport: 'football', categoryId: 'toa', nameTr: title, nameEn: title, rank: 200 })))
    .onConflictDoNothing();
  const teams = new Map<string, { id: string; leagueId: string; name: string; attack: number; defence: number }>();
  for (const e of events)
    for (const name of [e.home_team, e.away_team]) teams.set(teamIdOf(e.sport_key, name), { id: teamIdOf(e.sport_key, name), leagueId: leagueIdOf(e.sport_key), name, attack: 1, defence: 1 });
  await db.insert(sportsTeams).values([...teams.values()]).onConflictDoNothing();
}

/** Replays a recording from `startedAt`: each poll answers the messages of the frames now due, once. */
export class RecordedOddsApiFeed implements FeedAdapter {
  readonly name = 'the-odds-api recording';
  private next = 0;
  private readonly shift: number;
  private readonly known = new Set<string>();
  private readonly stopped = new Set<string>();
  private readonly settled = new Set<string>();
  private readonly starts = new Map<string, Date>();

  constructor(
    private readonly recording: OddsApiRecording,
    startedAt: Date,
  ) {
    this.shift = startedAt.getTime() - new Date(recording.recordedAt).getTime();
  }

  private rebased(iso: string) {
    return new Date(new Date(iso).getTime() + this.shift);
  }

  async poll(now: Date): Promise<FeedMessage[]> {
    const messages: FeedMessage[] = [];
    while (this.next < this.recording.frames.length && this.rebased(this.recording.frames[this.next]!.at) <= now) {
      const frame = this.recording.frames[this.next]!;
      const at = this.rebased(frame.at);
      for (const e of frame.odds ?? []) {
        const eventId = eventIdOf(e.id);
        const startsAt = this.rebased(e.commence_time);
        this.starts.set(eventId, startsAt);
        if (!this.known.has(eventId)) {
          this.known.add(eventId);
          messages.push({ type: 'fixture_change', eventId, leagueId: leagueIdOf(e.sport_key), sport: 'football', kind: 'match', homeTeamId: teamIdOf(e.sport_key, e.home_team), awayTeamId: teamIdOf(e.sport_key, e.away_team), startsAt, fairness: null });
        }
        // Pre-match only: a price recorded after the start is not offered.
        messages.push({ type: 'odds_change', eventId, markets: translateMarkets(e, this.recording.bookmaker, startsAt <= at ? 'suspended' : 'active') });
      }
      for (const s of frame.scores ?? []) {
        const eventId = eventIdOf(s.id);
        const score = (name: string) => Number(s.scores?.find((x) => x.name === name)?.score ?? NaN);
        const ft = { home: score(s.home_team), away: score(s.away_team) };
        if (s.completed && Number.isInteger(ft.home) && Number.isInteger(ft.away) && !this.settled.has(eventId)) {
          this.settled.add(eventId);
          messages.push({ type: 'bet_settlement', eventId, result: { ft, ht: null }, certainty: 2 });
        }
      }
      this.next += 1;
    }
    // bet_stop once a match has started (no live betting on a recorded feed).
    for (const [eventId, startsAt] of this.starts)
      if (startsAt <= now && !this.stopped.has(eventId) && !this.settled.has(eventId)) {
        this.stopped.add(eventId);
        messages.push({ type: 'bet_stop', eventId, reason: 'match_started' });
      }
    messages.push({ type: 'alive', producer: this.name, at: now });
    return messages;
  }

  /** Whether every frame has been replayed. */
  get done() {
    return this.next >= this.recording.frames.length;
  }
}
