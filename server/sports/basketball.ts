// Basketball pricing, the match draw and settlement (docs/sportsbook.md, "Basketball"). Each side's
// regulation points are a discretised normal: P(k) = Φ((k + ½ − m) / σ) − Φ((k − ½ − m) / σ) with mean m
// (from the teams' strengths) and σ = 11, independent of each other. A tie after regulation goes to one
// overtime that the home side wins with probability m_home / (m_home + m_away); the winner adds 9 points and
// the loser 6 (an overtime's typical 15 points, a margin of 3), so the final score is never a tie.
// Money line, spread and total are sums over the same grid the simulator draws from, so prices and results
// agree exactly. Lines are half-points, so they never push. Pure.
import { lineResult, type LegResult } from '../../common/sports/settlement';
import type { FairMarket, FairOutcome, MatchResult } from './football';

export const BASKETBALL_SD = 11;
export const OT_WINNER_POINTS = 9;
export const OT_LOSER_POINTS = 6;
const SPAN = 6; // ± 6 σ holds all but ~10⁻⁹ of the mass

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 on erf, error below 1.5 × 10⁻⁷). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The regulation points' distribution: [first k, probabilities of k, k+1, …], normalised. */
export function pointsDistribution(mean: number): { from: number; p: number[] } {
  const from = Math.max(0, Math.floor(mean - SPAN * BASKETBALL_SD));
  const to = Math.ceil(mean + SPAN * BASKETBALL_SD);
  const p: number[] = [];
  for (let k = from; k <= to; k += 1) {
    const lo = k === 0 ? 0 : normalCdf((k - 0.5 - mean) / BASKETBALL_SD);
    p.push(normalCdf((k + 0.5 - mean) / BASKETBALL_SD) - lo);
  }
  const total = p.reduce((s, x) => s + x, 0);
  return { from, p: p.map((x) => x / total) };
}

export const overtimeHomeShare = (homeMean: number, awayMean: number) => homeMean / (homeMean + awayMean);

/** Every final score with its probability, overtime folded in. */
export function finalScores(homeMean: number, awayMean: number): { home: number; away: number; p: number }[] {
  const h = pointsDistribution(homeMean);
  const a = pointsDistribution(awayMean);
  const ot = overtimeHomeShare(homeMean, awayMean);
  const out: { home: number; away: number; p: number }[] = [];
  h.p.forEach((ph, i) =>
    a.p.forEach((pa, j) => {
      const home = h.from + i;
      const away = a.from + j;
      const p = ph * pa;
      if (p < 1e-13) return;
      if (home !== away) out.push({ home, away, p });
      else {
        out.push({ home: home + OT_WINNER_POINTS, away: away + OT_LOSER_POINTS, p: p * ot });
        out.push({ home: home + OT_LOSER_POINTS, away: away + OT_WINNER_POINTS, p: p * (1 - ot) });
      }
    }),
  );
  return out;
}

const plain = (code: string, probability: number): FairOutcome => ({ code, probability, fairOdds: 1 / probability });
const fmt = (n: number) => (n > 0 ? `+${n}` : `${n}`);
const half = (x: number) => Math.floor(x) + 0.5;

/** Money line, spreads around the expected margin and totals around the expected points, at fair prices. */
export function basketballMarkets(homeMean: number, awayMean: number): FairMarket[] {
  const scores = finalScores(homeMean, awayMean);
  const sum = (pred: (h: number, a: number) => boolean) => scores.reduce((s, x) => (pred(x.home, x.away) ? s + x.p : s), 0);
  const home = sum((h, a) => h > a);
  const markets: FairMarket[] = [{ type: 'money_line', specifiers: '', group: 'main', marginWeight: 1, outcomes: [plain('1', home), plain('2', 1 - home)] }];
  const mainSpread = -half(homeMean - awayMean);
  for (const hcp of [mainSpread - 4, mainSpread, mainSpread + 4]) {
    const p1 = sum((h, a) => h + hcp > a);
    markets.push({ type: 'spread', specifiers: `hcp=${fmt(hcp)}`, group: 'handicap', marginWeight: 1, outcomes: [plain('1', p1), plain('2', 1 - p1)] });
  }
  const mainTotal = half(homeMean + awayMean);
  for (const line of [mainTotal - 8, mainTotal - 4, mainTotal, mainTotal + 4, mainTotal + 8]) {
    const over = sum((h, a) => h + a > line);
    markets.push({ type: 'total_points', specifiers: `total=${line}`, group: 'goals', marginWeight: 1, outcomes: [plain('over', over), plain('under', 1 - over)] });
  }
  return markets;
}

function specifierValue(specifiers: string, name: string): number {
  const match = new RegExp(`(?:^|\\|)${name}=([-+]?[0-9.]+)`).exec(specifiers);
  if (!match) throw new RangeError(`no ${name} in "${specifiers}"`);
  return Number(match[1]);
}

/** One outcome's result from the final score (overtime included). A tie (only a trader can enter one) voids the money line. */
export function settleBasketballOutcome(type: string, specifiers: string, code: string, result: MatchResult): LegResult {
  const { home, away } = result.ft;
  switch (type) {
    case 'money_line':
      return home === away ? 'void' : (home > away) === (code === '1') ? 'won' : 'lost';
    case 'spread': {
      const hcp = specifierValue(specifiers, 'hcp');
      const m4 = 4 * (home - away) + Math.round(hcp * 4);
      return lineResult(code === '1' ? m4 : -m4);
    }
    case 'total_points': {
      const m4 = 4 * (home + away) - Math.round(specifierValue(specifiers, 'total') * 4);
      return lineResult(code === 'over' ? m4 : -m4);
    }
    default:
      throw new RangeError(`unknown basketball market ${type}`);
  }
}

/** The smallest k whose cumulative probability exceeds u. */
function inverse(dist: { from: number; p: number[] }, u: number): number {
  let cdf = 0;
  for (let i = 0; i < dist.p.length; i += 1) {
    cdf += dist.p[i]!;
    if (u < cdf) return dist.from + i;
  }
  return dist.from + dist.p.length - 1;
}

export interface DrawnBasketball extends MatchResult {
  regulation: { home: number; away: number };
  overtime: boolean;
}

/** The match from its uniforms (labels `home:points`, `away:points`, `overtime`), as the simulator plays it. */
export function drawBasketball(u: (label: string) => number, homeMean: number, awayMean: number): DrawnBasketball {
  const home = inverse(pointsDistribution(homeMean), u('home:points'));
  const away = inverse(pointsDistribution(awayMean), u('away:points'));
  const regulation = { home, away };
  if (home !== away) return { ft: regulation, ht: null, regulation, overtime: false };
  const homeWins = u('overtime') < overtimeHomeShare(homeMean, awayMean);
  const ft = homeWins
    ? { home: home + OT_WINNER_POINTS, away: away + OT_LOSER_POINTS }
    : { home: home + OT_LOSER_POINTS, away: away + OT_WINNER_POINTS };
  return { ft, ht: null, regulation, overtime: true };
}

/** Points expected from team strengths: base 80, home advantage 3 %. */
export function basketballMeans(home: { attack: number; defence: number }, away: { attack: number; defence: number }, base = 80) {
  return {
    homeRate: Math.round(base * 1.03 * home.attack * away.defence * 10) / 10,
    awayRate: Math.round(base * away.attack * home.defence * 10) / 10,
  };
}
