// The live match, pure: the plan of everything that happens in a simulated football match (goals from the
// committed draw in ./simulator.ts, plus penalties, cards and corners drawn from the same seeds under their
// own labels, so the plan is provably fair too and the same on every instance), and in-play prices from
// the state of the match: the goal rates scaled by the time left, a red card cutting its team's rate by a
// third (domain notes), the remaining goals added to the current score over the 0..10 grid.
//
// The drawn goals do not react to red cards (the match is committed before kick-off); the prices do, as
// a real book's model would.
import { scoreGrid, type FairMarket, type Score } from './football';
import { drawMatch, poissonInverse, uniform } from './simulator';

export type IncidentType = 'goal' | 'penalty' | 'penalty_missed' | 'yellow_card' | 'red_card' | 'corner';
export type Side = 'home' | 'away';

export interface PlannedIncident {
  key: string;
  type: IncidentType;
  side: Side;
  /** When it happens, as a fraction of the match (0 = kick-off, 1 = full time). */
  at: number;
}

/** Incidents that stop the live markets (bet_stop before, odds_change after) and refuse pending bets. */
export const MATERIAL: ReadonlySet<IncidentType> = new Set(['goal', 'penalty', 'red_card']);

export const RED_CARD_FACTOR = 2 / 3;

const MATCH_MINUTES = 90;

/** Every incident of the match, in time order. */
export function planMatch(serverSeed: string, clientSeed: string, homeRate: number, awayRate: number): PlannedIncident[] {
  const u = (label: string) => uniform(serverSeed, clientSeed, `live:${label}`);
  const drawn = drawMatch(serverSeed, clientSeed, homeRate, awayRate);
  const out: PlannedIncident[] = [];
  const counters = { home: 0, away: 0 };
  for (const goal of drawn.timeline) {
    const n = counters[goal.side]++;
    const key = `goal:${goal.side}:${n}`;
    const at = (goal.minute - 1 + 0.1 + 0.8 * u(`${key}:frac`)) / MATCH_MINUTES;
    if (u(`${key}:pen`) < 0.1) out.push({ key: `${key}:pen`, type: 'penalty', side: goal.side, at: at - 0.4 / MATCH_MINUTES });
    out.push({ key, type: 'goal', side: goal.side, at });
  }
  for (const side of ['home', 'away'] as const) {
    const each = (kind: IncidentType, rate: number, then?: (at: number, key: string) => void) => {
      const n = poissonInverse(u(`${side}:${kind}:n`), rate);
      for (let i = 0; i < n; i += 1) {
        const key = `${kind}:${side}:${i}`;
        const at = 0.01 + 0.98 * u(`${key}:at`);
        out.push({ key, type: kind, side, at });
        then?.(at, key);
      }
    };
    each('corner', 5);
    each('yellow_card', 1.8);
    each('red_card', 0.1);
    // A missed penalty: the award, then the miss a moment later.
    const missed = poissonInverse(u(`${side}:penmiss:n`), 0.05);
    for (let i = 0; i < missed; i += 1) {
      const at = 0.02 + 0.95 * u(`${side}:penmiss:${i}:at`);
      out.push({ key: `penmiss:${side}:${i}:pen`, type: 'penalty', side, at });
      out.push({ key: `penmiss:${side}:${i}`, type: 'penalty_missed', side, at: at + 0.4 / MATCH_MINUTES });
    }
  }
  return out.sort((a, b) => a.at - b.at || a.key.localeCompare(b.key));
}

export const minuteAt = (fraction: number) => Math.min(MATCH_MINUTES, Math.floor(fraction * MATCH_MINUTES) + 1);

export interface LiveSituation {
  homeRate: number;
  awayRate: number;
  /** Match minutes played (0..90). */
  played: number;
  score: Score;
  red: Score;
}

/** The rates of the goals still to come: the match rates × time left, a red card cutting its team's by a third. */
export function remainingRates(s: LiveSituation): { home: number; away: number } {
  const left = Math.max(0, MATCH_MINUTES - s.played) / MATCH_MINUTES;
  return {
    home: s.homeRate * left * RED_CARD_FACTOR ** s.red.home,
    away: s.awayRate * left * RED_CARD_FACTOR ** s.red.away,
  };
}

const plain = (code: string, probability: number) => ({ code, probability, fairOdds: 1 / Math.max(probability, 1e-9) });

/**
 * The live markets at fair prices: full-time result, double chance, draw no bet, the totals still open
 * (lines above the goals scored), both teams to score (until both have), correct score. All settle on
 * the final score like their pre-match twins (server/sports/football.ts), so a live bet lands on the
 * same market row.
 */
export function liveFootballMarkets(s: LiveSituation): FairMarket[] {
  const rates = remainingRates(s);
  const rest = scoreGrid(rates.home, rates.away);
  const sum = (predicate: (h: number, a: number) => boolean) => {
    let p = 0;
    rest.forEach((row, i) => row.forEach((q, j) => (predicate(s.score.home + i, s.score.away + j) ? (p += q) : undefined)));
    return p;
  };
  const home = sum((h, a) => h > a);
  const draw = sum((h, a) => h === a);
  const away = Math.max(0, 1 - home - draw);
  const markets: FairMarket[] = [
    { type: '1x2', specifiers: '', group: 'main', marginWeight: 1, outcomes: [plain('1', home), plain('X', draw), plain('2', away)] },
    { type: 'double_chance', specifiers: '', group: 'main', marginWeight: 1, outcomes: [plain('1X', home + draw), plain('12', home + away), plain('X2', draw + away)] },
    {
      type: 'draw_no_bet',
      specifiers: '',
      group: 'main',
      marginWeight: 1,
      outcomes: [
        { code: '1', probability: home, fairOdds: (1 - draw) / Math.max(home, 1e-9) },
        { code: '2', probability: away, fairOdds: (1 - draw) / Math.max(away, 1e-9) },
      ],
    },
  ];
  for (const line of [0.5, 1.5, 2.5, 3.5, 4.5]) {
    if (line < s.score.home + s.score.away) continue;
    const over = sum((h, a) => h + a > line);
    markets.push({ type: 'total', specifiers: `total=${line}`, group: 'goals', marginWeight: 1, outcomes: [plain('over', over), plain('under', 1 - over)] });
  }
  if (!(s.score.home > 0 && s.score.away > 0)) {
    const yes = sum((h, a) => h > 0 && a > 0);
    markets.push({ type: 'btts', specifiers: '', group: 'goals', marginWeight: 1, outcomes: [plain('yes', yes), plain('no', 1 - yes)] });
  }
  const cs: { code: string; probability: number; fairOdds: number }[] = [];
  for (let h = 0; h <= 4; h += 1) for (let a = 0; a <= 4; a += 1) cs.push(plain(`${h}:${a}`, sum((x, y) => x === h && y === a)));
  cs.push(plain('other', Math.max(0, 1 - cs.reduce((t, o) => t + o.probability, 0))));
  markets.push({ type: 'correct_score', specifiers: '', group: 'score', marginWeight: 3, outcomes: cs });
  return markets;
}
