// The live basketball match, pure: the plan of every scoring play of a simulated match (from the committed
// draw in ./basketball.ts, so the final score is the one the verifier recomputes) and in-play prices from the
// state of the match.
//
// The plan: each side's regulation points P (drawn pre-match, P ~ discretised N(m, 11²)) are spread over the
// four quarters by a Brownian bridge from 0 to P, X(f) = f·P + σ·(W(f) − f·W(1)) at f = ¼, ½, ¾; when P is
// drawn from N(m, σ²) this is exactly a Brownian motion with drift m (a standard identity), so the points
// still to come after a fraction f of the game are N(m·(1 − f), σ²·(1 − f)) whatever was scored so far, which
// is the model the live prices use. Within a quarter the quarter's points are split into plays (threes, twos,
// free throws) at uniform times. A tie after 48 minutes plays a 5-minute overtime whose 9 and 6 points were
// drawn pre-match (basketball.ts); the markets stay locked through overtime (its winner is committed, and a
// price from the share alone would ignore the points already seen).
//
// Dangerous moments (bet_stop before, odds_change after): free throws (the foul is called a moment before)
// and the end of each quarter. Labels are namespaced `bb:` so they never collide with the pre-match draw's.
import { drawBasketball, normalCdf, overtimeHomeShare, BASKETBALL_SD } from './basketball';
import type { FairMarket, FairOutcome, Score } from './football';

export type BasketballIncidentType = 'basket' | 'three_pointer' | 'free_throws' | 'period_end';
export type Side = 'home' | 'away';

export interface BasketballPlay {
  key: string;
  type: BasketballIncidentType;
  side: Side;
  points: number;
  /** Game minutes since the tip-off (0–48, 48–53 in overtime). */
  minute: number;
}

export interface BasketballPlan {
  plays: BasketballPlay[];
  /** Game minutes in all: 48, or 53 with overtime. */
  length: number;
  regulation: Score;
  ft: Score;
  overtime: boolean;
}

export const QUARTER_MINUTES = 12;
export const REGULATION_MINUTES = 48;
export const OVERTIME_MINUTES = 5;

/** Box–Muller: a standard normal from two uniforms. */
function normal(u1: number, u2: number): number {
  return Math.sqrt(-2 * Math.log(Math.max(u1, 1e-300))) * Math.cos(2 * Math.PI * u2);
}

/** Splits `points` into plays: a three when ≥ 3 are left (25 %), free throws (15 %, 1 or 2 points), else a two. */
function splitPoints(u: (label: string) => number, prefix: string, points: number): { type: BasketballIncidentType; points: number }[] {
  const out: { type: BasketballIncidentType; points: number }[] = [];
  let left = points;
  for (let i = 0; left > 0; i += 1) {
    const x = u(`${prefix}:p${i}`);
    if (left >= 3 && x < 0.25) out.push({ type: 'three_pointer', points: 3 });
    else if (left === 1 || x >= 0.85) out.push({ type: 'free_throws', points: Math.min(2, left) });
    else out.push({ type: 'basket', points: 2 });
    left -= out.at(-1)!.points;
  }
  return out;
}

/** Every scoring play and quarter end of the match, in time order. */
export function planBasketball(u: (label: string) => number, homeMean: number, awayMean: number): BasketballPlan {
  const drawn = drawBasketball(u, homeMean, awayMean);
  const plays: BasketballPlay[] = [];
  for (const side of ['home', 'away'] as const) {
    const total = drawn.regulation[side];
    // W at the quarter marks, then the bridge; cumulative points kept monotone and ending at the total.
    let w = 0;
    const ws: number[] = [];
    for (let q = 1; q <= 4; q += 1) {
      w += 0.5 * normal(u(`bb:${side}:w${q}:a`), u(`bb:${side}:w${q}:b`));
      ws.push(w);
    }
    let before = 0;
    for (let q = 1; q <= 4; q += 1) {
      const f = q / 4;
      const x = q === 4 ? total : Math.round(f * total + BASKETBALL_SD * (ws[q - 1]! - f * ws[3]!));
      const upTo = Math.min(total, Math.max(before, x));
      const parts = splitPoints(u, `bb:${side}:q${q}`, upTo - before);
      parts.forEach((part, i) => {
        const minute = (q - 1) * QUARTER_MINUTES + QUARTER_MINUTES * (0.002 + 0.996 * u(`bb:${side}:q${q}:t${i}`));
        plays.push({ key: `${side}:q${q}:${i}`, type: part.type, side, points: part.points, minute });
      });
      before = upTo;
    }
    if (drawn.overtime) {
      const parts = splitPoints(u, `bb:${side}:ot`, drawn.ft[side] - total);
      parts.forEach((part, i) => {
        const minute = REGULATION_MINUTES + OVERTIME_MINUTES * (0.002 + 0.996 * u(`bb:${side}:ot:t${i}`));
        plays.push({ key: `${side}:ot:${i}`, type: part.type, side, points: part.points, minute });
      });
    }
  }
  for (let q = 1; q <= 4; q += 1) plays.push({ key: `end:q${q}`, type: 'period_end', side: 'home', points: 0, minute: q * QUARTER_MINUTES });
  if (drawn.overtime) plays.push({ key: 'end:ot', type: 'period_end', side: 'home', points: 0, minute: REGULATION_MINUTES + OVERTIME_MINUTES });
  plays.sort((a, b) => a.minute - b.minute || a.key.localeCompare(b.key));
  return { plays, length: drawn.overtime ? REGULATION_MINUTES + OVERTIME_MINUTES : REGULATION_MINUTES, regulation: drawn.regulation, ft: drawn.ft, overtime: drawn.overtime };
}

export type BasketballPeriod = 'q1' | 'q2' | 'q3' | 'q4' | 'overtime' | 'ended';

export interface BasketballState {
  period: BasketballPeriod;
  /** Game minutes played. */
  played: number;
  score: Score;
  /** Points per period so far (quarters, then overtime). */
  periods: Score[];
}

/** The match after `minute` game minutes of the plan. */
export function basketballStateAt(plan: BasketballPlan, minute: number): BasketballState {
  const played = Math.min(plan.length, Math.max(0, minute));
  const periods: Score[] = [];
  const score = { home: 0, away: 0 };
  const periodOf = (m: number) => (m >= REGULATION_MINUTES ? 4 : Math.floor(m / QUARTER_MINUTES));
  const current = played >= plan.length ? -1 : periodOf(played);
  for (let i = 0; i <= (current < 0 ? periodOf(plan.length - 1e-9) : current); i += 1) periods.push({ home: 0, away: 0 });
  for (const play of plan.plays) {
    if (play.minute > played || play.points === 0) continue;
    score[play.side] += play.points;
    periods[periodOf(play.minute)]![play.side] += play.points;
  }
  const period: BasketballPeriod = current < 0 ? 'ended' : current === 4 ? 'overtime' : (`q${current + 1}` as BasketballPeriod);
  return { period, played, score, periods };
}

/** Points k, k+1, … of a discretised N(mean, sd²) on k ≥ 0; a point mass at the rounded mean when sd is ~0. */
function discreteNormal(mean: number, sd: number): { from: number; p: number[] } {
  if (sd < 1e-6) return { from: Math.max(0, Math.round(mean)), p: [1] };
  const from = Math.max(0, Math.floor(mean - 7 * sd));
  const to = Math.ceil(mean + 7 * sd);
  const p: number[] = [];
  for (let k = from; k <= to; k += 1) p.push(normalCdf((k + 0.5 - mean) / sd) - (k === 0 ? 0 : normalCdf((k - 0.5 - mean) / sd)));
  const total = p.reduce((s, x) => s + x, 0);
  return { from, p: p.map((x) => x / total) };
}

export interface BasketballSituation {
  homeMean: number;
  awayMean: number;
  /** Regulation minutes played (0–48). */
  played: number;
  score: Score;
}

/** Every final score from the situation with its probability: the rest N(m·left/48, 11²·left/48) each side; a tie goes to overtime. */
export function liveFinalScores(s: BasketballSituation): { home: number; away: number; p: number }[] {
  const left = Math.max(0, REGULATION_MINUTES - s.played) / REGULATION_MINUTES;
  const h = discreteNormal(s.homeMean * left, BASKETBALL_SD * Math.sqrt(left));
  const a = discreteNormal(s.awayMean * left, BASKETBALL_SD * Math.sqrt(left));
  const share = overtimeHomeShare(s.homeMean, s.awayMean);
  const out: { home: number; away: number; p: number }[] = [];
  h.p.forEach((ph, i) =>
    a.p.forEach((pa, j) => {
      const p = ph * pa;
      if (p < 1e-13) return;
      const home = s.score.home + h.from + i;
      const away = s.score.away + a.from + j;
      if (home !== away) out.push({ home, away, p });
      else out.push({ home: home + 9, away: away + 6, p: p * share }, { home: home + 6, away: away + 9, p: p * (1 - share) });
    }),
  );
  return out;
}

const plain = (code: string, probability: number): FairOutcome => ({ code, probability, fairOdds: 1 / Math.max(probability, 1e-9) });
const fmt = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/**
 * The live markets at fair prices: money line, three spreads and five totals. Lines sit on a grid (spreads on
 * half-points two apart, totals on 4-point steps) so a market keeps its row while the score moves and a
 * new line appears only when the expectation crosses a step. All settle on the final score with their
 * pre-match twins' rules (basketball.ts).
 */
export function liveBasketballMarkets(s: BasketballSituation): FairMarket[] {
  const scores = liveFinalScores(s);
  const sum = (pred: (h: number, a: number) => boolean) => scores.reduce((t, x) => (pred(x.home, x.away) ? t + x.p : t), 0);
  const mean = (f: (h: number, a: number) => number) => scores.reduce((t, x) => t + x.p * f(x.home, x.away), 0);
  const home = sum((h, a) => h > a);
  const markets: FairMarket[] = [{ type: 'money_line', specifiers: '', group: 'main', marginWeight: 1, outcomes: [plain('1', home), plain('2', 1 - home)] }];
  const margin = mean((h, a) => h - a);
  const mainSpread = -2 * Math.round(margin / 2) + 0.5;
  for (const line of [mainSpread - 2, mainSpread, mainSpread + 2]) {
    const p1 = sum((h, a) => h + line > a);
    markets.push({ type: 'spread', specifiers: `hcp=${fmt(line)}`, group: 'handicap', marginWeight: 1, outcomes: [plain('1', p1), plain('2', 1 - p1)] });
  }
  const total = mean((h, a) => h + a);
  const mainTotal = 4 * Math.round(total / 4) + 0.5;
  for (const line of [mainTotal - 8, mainTotal - 4, mainTotal, mainTotal + 4, mainTotal + 8]) {
    if (line < s.score.home + s.score.away) continue;
    const over = sum((h, a) => h + a > line);
    markets.push({ type: 'total_points', specifiers: `total=${line}`, group: 'goals', marginWeight: 1, outcomes: [plain('over', over), plain('under', 1 - over)] });
  }
  return markets;
}

/** P(home wins) from the situation, the figure the calibration check buckets. */
export function liveHomeWin(s: BasketballSituation): number {
  return liveFinalScores(s).reduce((t, x) => (x.home > x.away ? t + x.p : t), 0);
}
