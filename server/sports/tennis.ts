// Tennis pricing, the match draw and settlement (docs/sportsbook.md, "Tennis"): best of three sets with a
// tiebreak at 6-6. Each player wins a point on serve with a fixed probability (p1 for home, p2 for away,
// from the players' strengths); a service game is held with the classic closed form, a tiebreak is a DP over
// points with the serve pattern A, BB, AA, … and a closed form from 6-6. The set DP then runs game by game
// with serves alternating, the next set starts with the player who received the last game, and a coin toss
// picks the first server. The simulator draws exactly these events (a game at a time, a tiebreak at once),
// so match winner, set betting and total games prices come from the same model that plays the match. Pure.
import { lineResult, type LegResult } from '../../common/sports/settlement';
import type { FairMarket, FairOutcome, MatchResult, Score } from './football';

/** P(the server holds) when they win each point on serve with probability p. */
export function holdProbability(p: number): number {
  const q = 1 - p;
  return p ** 4 * (1 + 4 * q + 10 * q * q) + (20 * p ** 3 * q ** 3 * p * p) / (1 - 2 * p * q);
}

/** P(A wins a tiebreak A serves first), A winning points on serve with pA and B with pB. */
export function tiebreakProbability(pA: number, pB: number): number {
  // reach[a][b]: probability of the score a-b in points, for a, b ≤ 6.
  const reach = Array.from({ length: 7 }, () => new Array<number>(7).fill(0));
  reach[0]![0] = 1;
  let win = 0;
  for (let a = 0; a <= 6; a += 1) {
    for (let b = 0; b <= 6; b += 1) {
      const p = reach[a]![b]!;
      if (!p || (a === 6 && b === 6)) continue;
      const i = a + b;
      const aServes = Math.floor((i + 1) / 2) % 2 === 0;
      const aWins = aServes ? pA : 1 - pB;
      if (a === 6) win += p * aWins;
      else reach[a + 1]![b] += p * aWins;
      if (b < 6) reach[a]![b + 1] += p * (1 - aWins);
    }
  }
  const pair = pA * (1 - pB);
  const lose = (1 - pA) * pB;
  return win + reach[6]![6]! * (pair / (pair + lose));
}

export interface SetOutcome {
  a: number;
  b: number;
  p: number;
}

/** The final game scores of a set and their probabilities, given who serves first. */
export function setDistribution(p1: number, p2: number, homeServesFirst: boolean): SetOutcome[] {
  const hold1 = holdProbability(p1);
  const hold2 = holdProbability(p2);
  const tb = homeServesFirst ? tiebreakProbability(p1, p2) : 1 - tiebreakProbability(p2, p1);
  const out: SetOutcome[] = [];
  const reach = new Map<string, number>([['0:0', 1]]);
  for (let n = 0; n <= 12; n += 1) {
    for (let a = 0; a <= n; a += 1) {
      const b = n - a;
      const p = reach.get(`${a}:${b}`);
      if (!p) continue;
      if (a === 6 && b === 6) {
        out.push({ a: 7, b: 6, p: p * tb }, { a: 6, b: 7, p: p * (1 - tb) });
        continue;
      }
      const homeServes = (n % 2 === 0) === homeServesFirst;
      const homeWins = homeServes ? hold1 : 1 - hold2;
      for (const [na, nb, q] of [
        [a + 1, b, homeWins],
        [a, b + 1, 1 - homeWins],
      ] as const) {
        const done = (na >= 6 && na - nb >= 2) || (nb >= 6 && nb - na >= 2);
        if (done) out.push({ a: na, b: nb, p: p * q });
        else reach.set(`${na}:${nb}`, (reach.get(`${na}:${nb}`) ?? 0) + p * q);
      }
    }
  }
  return out;
}

export interface MatchPath {
  sets: Score[];
  p: number;
}

/** Every best-of-three match with its probability (the toss included). */
export function matchPaths(p1: number, p2: number): MatchPath[] {
  const cache = new Map<boolean, SetOutcome[]>();
  const dist = (first: boolean) => cache.get(first) ?? (cache.set(first, setDistribution(p1, p2, first)), cache.get(first)!);
  const out: MatchPath[] = [];
  const walk = (sets: Score[], p: number, homeFirst: boolean) => {
    const won = sets.filter((s) => s.home > s.away).length;
    if (won === 2 || sets.length - won === 2) return void out.push({ sets, p });
    for (const s of dist(homeFirst)) {
      const games = s.a + s.b;
      walk([...sets, { home: s.a, away: s.b }], p * s.p, games % 2 === 1 ? !homeFirst : homeFirst);
    }
  };
  walk([], 0.5, true);
  walk([], 0.5, false);
  return out;
}

const plain = (code: string, probability: number): FairOutcome => ({ code, probability, fairOdds: 1 / probability });
const gamesOf = (sets: Score[]) => sets.reduce((s, x) => s + x.home + x.away, 0);
const setsOf = (sets: Score[]) => ({ home: sets.filter((s) => s.home > s.away).length, away: sets.filter((s) => s.away > s.home).length });

export const SET_SCORES = ['2:0', '2:1', '1:2', '0:2'];

/** Match winner, set betting and total games (three lines around the expected count) at fair prices. */
export function tennisMarkets(p1: number, p2: number): FairMarket[] {
  const paths = matchPaths(p1, p2);
  const sum = (pred: (x: MatchPath) => boolean) => paths.reduce((s, x) => (pred(x) ? s + x.p : s), 0);
  const home = sum((x) => setsOf(x.sets).home === 2);
  const mean = paths.reduce((s, x) => s + x.p * gamesOf(x.sets), 0);
  const main = Math.floor(mean) + 0.5;
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
            const s = setsOf(x.sets);
            return `${s.home}:${s.away}` === code;
          }),
        ),
      ),
    },
  ];
  for (const line of [main - 2, main, main + 2]) {
    const over = sum((x) => gamesOf(x.sets) > line);
    markets.push({ type: 'total_games', specifiers: `total=${line}`, group: 'goals', marginWeight: 1, outcomes: [plain('over', over), plain('under', 1 - over)] });
  }
  return markets;
}

/**
 * One outcome's result. `result.ft` is the sets won; total games need the set scores (`result.periods`):
 * without them (a trader's settlement from the sets alone) the total-games market voids.
 */
export function settleTennisOutcome(type: string, specifiers: string, code: string, result: MatchResult): LegResult {
  const { home, away } = result.ft;
  switch (type) {
    case 'match_winner':
      return home === away ? 'void' : (home > away) === (code === '1') ? 'won' : 'lost';
    case 'set_betting':
      return code === `${home}:${away}` ? 'won' : 'lost';
    case 'total_games': {
      if (!result.periods?.length) return 'void';
      const match = /total=([-+]?[0-9.]+)/.exec(specifiers);
      if (!match) throw new RangeError(`no total in "${specifiers}"`);
      const m4 = 4 * gamesOf(result.periods) - Math.round(Number(match[1]) * 4);
      return lineResult(code === 'over' ? m4 : -m4);
    }
    default:
      throw new RangeError(`unknown tennis market ${type}`);
  }
}

export interface DrawnTennis extends MatchResult {
  periods: Score[];
  /** Every game in order: which side won it (a tiebreak counts as the set's 13th game). */
  games: ('home' | 'away')[];
}

/** The match from its uniforms: `toss`, then `s{set}:g{game}` per game and `s{set}:tb` for a tiebreak. */
export function drawTennis(u: (label: string) => number, p1: number, p2: number): DrawnTennis {
  const hold1 = holdProbability(p1);
  const hold2 = holdProbability(p2);
  let homeFirst = u('toss') < 0.5;
  const periods: Score[] = [];
  const games: ('home' | 'away')[] = [];
  for (let set = 1; set <= 3; set += 1) {
    let a = 0;
    let b = 0;
    for (let n = 0; ; n += 1) {
      if (a === 6 && b === 6) {
        const tb = homeFirst ? tiebreakProbability(p1, p2) : 1 - tiebreakProbability(p2, p1);
        const homeWins = u(`s${set}:tb`) < tb;
        games.push(homeWins ? 'home' : 'away');
        if (homeWins) a += 1;
        else b += 1;
        break;
      }
      const homeServes = (n % 2 === 0) === homeFirst;
      const homeWins = u(`s${set}:g${n}`) < (homeServes ? hold1 : 1 - hold2);
      games.push(homeWins ? 'home' : 'away');
      if (homeWins) a += 1;
      else b += 1;
      if ((a >= 6 && a - b >= 2) || (b >= 6 && b - a >= 2)) break;
    }
    periods.push({ home: a, away: b });
    if ((a + b) % 2 === 1) homeFirst = !homeFirst;
    const s = setsOf(periods);
    if (s.home === 2 || s.away === 2) break;
  }
  return { ft: setsOf(periods), ht: null, periods, games };
}

/** Serve-point probabilities from the players' strengths: attack = serve, defence = how much the returner lets through. */
export function servePointRates(home: { attack: number; defence: number }, away: { attack: number; defence: number }) {
  const clamp = (x: number) => Math.min(0.8, Math.max(0.45, x));
  return { homeRate: Math.round(clamp(home.attack * away.defence) * 1000) / 1000, awayRate: Math.round(clamp(away.attack * home.defence) * 1000) / 1000 };
}
