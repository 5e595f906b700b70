// The live tennis match, pure: every point of a simulated match (the games and sets are the committed draw
// of ./tennis.ts, so the result is the one the verifier recomputes) and in-play prices from the state of the
// match (sets, games in the set, points in the game, who serves).
//
// The plan: for each drawn game, its points are drawn point by point with the server's probability and kept
// only when the game ends with the drawn winner (rejection sampling, attempt after attempt from the same
// seeds): that is exactly the point sequence conditioned on the game's winner, so the whole match is a
// sample of the i.i.d. point model the prices come from. The match's real time is spread evenly over its
// points.
//
// The prices: P(the server wins the game) from the point score (deuce closed form p²/(p² + q²)), the tiebreak
// from its point score (serve pattern A, BB, AA, …; from a tie two points decide, one on each serve), the set
// from the game score by a DP with serves alternating, then the sets still to play from ./tennis.ts's set
// distribution. Dangerous moments: a break point or a set point (bet_stop before it is played) and the end
// of a set. Labels are namespaced `tn:`.
import type { FairMarket, FairOutcome, Score } from './football';
import { drawTennis, holdProbability, SET_SCORES, setDistribution, tiebreakProbability } from './tennis';

export type Side = 'home' | 'away';

export interface TennisPoint {
  /** Who won the point. */
  winner: Side;
  set: number;
  /** The game's index within its set (12 = the tiebreak). */
  game: number;
}

export interface TennisPlan {
  points: TennisPoint[];
  periods: Score[];
  ft: Score;
  homeServesFirst: boolean;
}

const MAX_POINTS = 60;

/** One game's (or tiebreak's) points with the given winner. */
function gamePoints(u: (label: string) => number, prefix: string, winner: Side, tiebreak: boolean, pHome: (n: number) => number): Side[] {
  for (let attempt = 0; ; attempt += 1) {
    const seq: Side[] = [];
    let h = 0;
    let a = 0;
    const target = tiebreak ? 7 : 4;
    while (seq.length < MAX_POINTS) {
      const home = u(`${prefix}:a${attempt}:${seq.length}`) < pHome(seq.length);
      seq.push(home ? 'home' : 'away');
      if (home) h += 1;
      else a += 1;
      if ((h >= target || a >= target) && Math.abs(h - a) >= 2) break;
    }
    const won = h > a ? 'home' : 'away';
    if (won === winner && Math.abs(h - a) >= 2) return seq;
    if (attempt > 200) {
      // Practically unreachable (a break against a 0.8 server is drawn 1 time in 5); a clean game keeps the plan whole.
      return Array.from({ length: target }, () => winner);
    }
  }
}

/** Tiebreak point n: does the side that served first in the tiebreak serve it? (A, BB, AA, BB, …) */
export const tiebreakFirstServes = (n: number) => Math.floor((n + 1) / 2) % 2 === 0;

/** Every point of the match, in order. */
export function planTennis(u: (label: string) => number, p1: number, p2: number): TennisPlan {
  const drawn = drawTennis(u, p1, p2);
  let homeFirst = u('toss') < 0.5;
  const homeServesFirst = homeFirst;
  const points: TennisPoint[] = [];
  let g = 0;
  drawn.periods.forEach((set, si) => {
    const games = set.home + set.away;
    for (let n = 0; n < games; n += 1, g += 1) {
      const winner = drawn.games[g]!;
      const tiebreak = n === 12;
      const homeServes = (n % 2 === 0) === homeFirst;
      const pHome = tiebreak
        ? (i: number) => ((tiebreakFirstServes(i) === homeFirst) ? p1 : 1 - p2)
        : () => (homeServes ? p1 : 1 - p2);
      for (const w of gamePoints(u, `tn:s${si + 1}:g${n}`, winner, tiebreak, pHome)) points.push({ winner: w, set: si + 1, game: n });
    }
    if (games % 2 === 1) homeFirst = !homeFirst;
  });
  return { points, periods: drawn.periods, ft: drawn.ft, homeServesFirst };
}

export interface TennisState {
  /** Finished sets' games. */
  sets: Score[];
  /** Games in the set being played. */
  games: Score;
  /** Points in the game being played (tiebreak points in a tiebreak). */
  points: Score;
  homeServing: boolean;
  tiebreak: boolean;
  ended: boolean;
  /** Games won so far (finished games only), each with the index of the point that closed it. */
  gameWinners: { side: Side; server: Side; set: number; games: Score; point: number }[];
}

const setsWon = (sets: Score[]) => ({ home: sets.filter((s) => s.home > s.away).length, away: sets.filter((s) => s.away > s.home).length });

/** The match after its first `played` points. */
export function tennisStateAt(plan: TennisPlan, played: number): TennisState {
  const sets: Score[] = [];
  let games = { home: 0, away: 0 };
  let points = { home: 0, away: 0 };
  let homeFirst = plan.homeServesFirst;
  const gameWinners: TennisState['gameWinners'] = [];
  const server = () => {
    const n = games.home + games.away;
    if (n === 12) return tiebreakFirstServes(points.home + points.away) === homeFirst;
    return (n % 2 === 0) === homeFirst;
  };
  const k = Math.min(plan.points.length, Math.max(0, played));
  for (let i = 0; i < k; i += 1) {
    const w = plan.points[i]!.winner;
    const serving = server();
    points = { ...points, [w]: points[w] + 1 };
    const tb = games.home + games.away === 12;
    const target = tb ? 7 : 4;
    if ((points.home >= target || points.away >= target) && Math.abs(points.home - points.away) >= 2) {
      games = { ...games, [w]: games[w] + 1 };
      points = { home: 0, away: 0 };
      gameWinners.push({ side: w, server: serving ? 'home' : 'away', set: sets.length + 1, games: { ...games }, point: i });
      const n = games.home + games.away;
      const setDone = (games.home >= 6 || games.away >= 6) && (Math.abs(games.home - games.away) >= 2 || n === 13);
      if (setDone) {
        sets.push(games);
        if (n % 2 === 1) homeFirst = !homeFirst;
        games = { home: 0, away: 0 };
      }
    }
  }
  const won = setsWon(sets);
  const ended = won.home === 2 || won.away === 2;
  return { sets, games, points, homeServing: server(), tiebreak: games.home + games.away === 12, ended, gameWinners };
}

/** P(the server wins the game) from x points (server) to y (returner), winning each point with p. */
export function gameFrom(p: number, x: number, y: number): number {
  const q = 1 - p;
  const deuce = (p * p) / (p * p + q * q);
  const go = (a: number, b: number): number => {
    if (a >= 4 && a - b >= 2) return 1;
    if (b >= 4 && b - a >= 2) return 0;
    if (a >= 3 && b >= 3) {
      if (a === b) return deuce;
      return a > b ? p + q * deuce : p * deuce;
    }
    return p * go(a + 1, b) + q * go(a, b + 1);
  };
  return go(x, y);
}

/** P(A wins the tiebreak) from a–b points, A having served its first point; A wins points on serve with pA, B with pB. */
export function tiebreakFrom(pA: number, pB: number, a: number, b: number): number {
  const pair = pA * (1 - pB);
  const lose = (1 - pA) * pB;
  const tie = pair / (pair + lose);
  const go = (x: number, y: number): number => {
    if (x >= 7 && x - y >= 2) return 1;
    if (y >= 7 && y - x >= 2) return 0;
    if (x >= 6 && x === y) return tie;
    const win = tiebreakFirstServes(x + y) ? pA : 1 - pB;
    return win * go(x + 1, y) + (1 - win) * go(x, y + 1);
  };
  return go(a, b);
}

/** The set's final game scores from a game score, the current game's P(home wins it) given, who serves next after it alternating. */
export function setFrom(p1: number, p2: number, a0: number, b0: number, homeServesNow: boolean, current: number, homeFirstOfSet: boolean): { a: number; b: number; p: number }[] {
  const hold1 = holdProbability(p1);
  const hold2 = holdProbability(p2);
  const tb = homeFirstOfSet ? tiebreakProbability(p1, p2) : 1 - tiebreakProbability(p2, p1);
  const done = (a: number, b: number) => (a >= 6 && a - b >= 2) || (b >= 6 && b - a >= 2) || a + b === 13;
  // A DP over game scores in the order they are reached (each game adds one), summing the ways to each score.
  const out = new Map<string, { a: number; b: number; p: number }>();
  let reach = new Map<string, { a: number; b: number; p: number }>([[`${a0}:${b0}`, { a: a0, b: b0, p: 1 }]]);
  for (let step = 0; reach.size; step += 1) {
    const next = new Map<string, { a: number; b: number; p: number }>();
    const homeServes = homeServesNow === (step % 2 === 0);
    for (const { a, b, p } of reach.values()) {
      const win = step === 0 ? current : a === 6 && b === 6 ? tb : homeServes ? hold1 : 1 - hold2;
      for (const [na, nb, q] of [
        [a + 1, b, win],
        [a, b + 1, 1 - win],
      ] as const) {
        const key = `${na}:${nb}`;
        const into = done(na, nb) ? out : next;
        const cell = into.get(key) ?? { a: na, b: nb, p: 0 };
        cell.p += p * q;
        into.set(key, cell);
      }
    }
    reach = next;
  }
  return [...out.values()];
}

export interface TennisSituation {
  p1: number;
  p2: number;
  sets: Score[];
  games: Score;
  points: Score;
  homeServing: boolean;
}

/** Every way the match can still finish (its set scores) with its probability. */
export function liveMatchPaths(s: TennisSituation): { sets: Score[]; p: number }[] {
  const n = s.games.home + s.games.away;
  const tb = n === 12;
  // Who served the set's first game (the tiebreak's first server too).
  const homeFirst = tb ? tiebreakFirstServes(s.points.home + s.points.away) === s.homeServing : s.homeServing === (n % 2 === 0);
  const current = tb
    ? homeFirst
      ? tiebreakFrom(s.p1, s.p2, s.points.home, s.points.away)
      : 1 - tiebreakFrom(s.p2, s.p1, s.points.away, s.points.home)
    : s.homeServing
      ? gameFrom(s.p1, s.points.home, s.points.away)
      : 1 - gameFrom(s.p2, s.points.away, s.points.home);
  const cache = new Map<boolean, { a: number; b: number; p: number }[]>();
  const dist = (first: boolean) => cache.get(first) ?? (cache.set(first, setDistribution(s.p1, s.p2, first)), cache.get(first)!);
  const out: { sets: Score[]; p: number }[] = [];
  const walk = (sets: Score[], p: number, nextHomeFirst: boolean) => {
    const won = setsWon(sets);
    if (won.home === 2 || won.away === 2) return void out.push({ sets, p });
    for (const x of dist(nextHomeFirst)) walk([...sets, { home: x.a, away: x.b }], p * x.p, (x.a + x.b) % 2 === 1 ? !nextHomeFirst : nextHomeFirst);
  };
  const won = setsWon(s.sets);
  if (won.home === 2 || won.away === 2) return [{ sets: s.sets, p: 1 }];
  for (const x of setFrom(s.p1, s.p2, s.games.home, s.games.away, s.homeServing, current, homeFirst)) {
    walk([...s.sets, { home: x.a, away: x.b }], x.p, (x.a + x.b) % 2 === 1 ? !homeFirst : homeFirst);
  }
  return out;
}

const plain = (code: string, probability: number): FairOutcome => ({ code, probability, fairOdds: 1 / Math.max(probability, 1e-9) });
const gamesOf = (sets: Score[]) => sets.reduce((t, x) => t + x.home + x.away, 0);

/** Match winner, set betting and three total-games lines (odd half-points two apart, lines already passed left out). */
export function liveTennisMarkets(s: TennisSituation): FairMarket[] {
  const paths = liveMatchPaths(s);
  const sum = (pred: (x: { sets: Score[] }) => boolean) => paths.reduce((t, x) => (pred(x) ? t + x.p : t), 0);
  const home = sum((x) => setsWon(x.sets).home === 2);
  const markets: FairMarket[] = [
    { type: 'match_winner', specifiers: '', group: 'main', marginWeight: 1, outcomes: [plain('1', home), plain('2', 1 - home)] },
    {
      type: 'set_betting',
      specifiers: '',
      group: 'score',
      marginWeight: 2,
      outcomes: SET_SCORES.map((code) =>
        plain(
          code,
          sum((x) => {
            const w = setsWon(x.sets);
            return `${w.home}:${w.away}` === code;
          }),
        ),
      ),
    },
  ];
  const mean = paths.reduce((t, x) => t + x.p * gamesOf(x.sets), 0);
  const main = 2 * Math.floor(mean / 2) + 1.5;
  const played = gamesOf(s.sets) + s.games.home + s.games.away;
  for (const line of [main - 2, main, main + 2]) {
    if (line < played) continue;
    const over = sum((x) => gamesOf(x.sets) > line);
    markets.push({ type: 'total_games', specifiers: `total=${line}`, group: 'goals', marginWeight: 1, outcomes: [plain('over', over), plain('under', 1 - over)] });
  }
  return markets;
}

/** P(home wins the match) from the situation, the figure the calibration check buckets. */
export function liveTennisHomeWin(s: TennisSituation): number {
  return liveMatchPaths(s).reduce((t, x) => (setsWon(x.sets).home === 2 ? t + x.p : t), 0);
}

/** Is the next point a break point (the returner can win the game) or a set point? */
export function dangerousPoint(s: TennisSituation): 'set_point' | 'break_point' | null {
  const { games, points } = s;
  const tb = games.home + games.away === 12;
  const gamePointFor = (side: Side) => {
    const mine = points[side];
    const theirs = points[side === 'home' ? 'away' : 'home'];
    return tb ? mine >= 6 && mine - theirs >= 1 : mine >= 3 && mine - theirs >= 1;
  };
  for (const side of ['home', 'away'] as const) {
    if (!gamePointFor(side)) continue;
    const g = { ...games, [side]: games[side] + 1 };
    const setEnds = tb || ((g.home >= 6 || g.away >= 6) && Math.abs(g.home - g.away) >= 2);
    if (setEnds) return 'set_point';
    if (!tb && (side === 'home') !== s.homeServing) return 'break_point';
  }
  return null;
}

/** The point labels shown: 0, 15, 30, 40, AD (tiebreak points as numbers). */
export function pointLabels(points: Score, tiebreak: boolean): { home: string; away: string } {
  if (tiebreak) return { home: String(points.home), away: String(points.away) };
  const names = ['0', '15', '30', '40'];
  if (points.home >= 3 && points.away >= 3) {
    if (points.home === points.away) return { home: '40', away: '40' };
    return points.home > points.away ? { home: 'AD', away: '40' } : { home: '40', away: 'AD' };
  }
  return { home: names[points.home]!, away: names[points.away]! };
}
