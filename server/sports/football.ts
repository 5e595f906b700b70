// Football pricing and settlement, one place per market type: independent Poisson goals with rates λ (home)
// and μ (away) over a 0..10 × 0..10 score grid (domain notes, "Pricing a simulated match"); every market's
// fair probability is a sum over the grid, half-time markets use λ/2 and μ/2 (goals spread evenly over the
// two halves, which is also how the simulator plays a match, so prices and results agree), and each market
// knows how to settle itself from the final (and half-time) score. Pure.
import { asianHandicapResult, lineResult, type LegResult } from '../../common/sports/settlement';

export interface Score {
  home: number;
  away: number;
}

export interface MatchResult {
  ft: Score;
  /** null when the half-time score is unknown (a trader's settlement without it): half-time markets void. */
  ht: Score | null;
  /** Period scores where a sport's markets need them (tennis: each set's games). */
  periods?: Score[] | null;
  /** An outright's winner (a team id). */
  winner?: string | null;
}

export type MarketGroup = 'main' | 'goals' | 'handicap' | 'halves' | 'score' | 'outright' | 'other';

export interface FairOutcome {
  code: string;
  /** What the outcome's fair decimal price is (1 / probability for a plain win/lose outcome). */
  fairOdds: number;
  /** Its probability of winning outright (for the calibration check and liability). */
  probability: number;
}

export interface FairMarket {
  type: string;
  specifiers: string;
  group: MarketGroup;
  /** Multiplies the operator's margin (correct score and HT/FT carry more, as books do). */
  marginWeight: number;
  outcomes: FairOutcome[];
}

const MAX_GOALS = 10;

function poisson(k: number, rate: number): number {
  let p = Math.exp(-rate);
  for (let i = 1; i <= k; i += 1) p *= rate / i;
  return p;
}

/** P[h][a] for h, a in 0..10, normalised to sum 1 (the tail beyond 10 goals is negligible). */
export function scoreGrid(homeRate: number, awayRate: number): number[][] {
  const grid: number[][] = [];
  let total = 0;
  for (let h = 0; h <= MAX_GOALS; h += 1) {
    const row: number[] = [];
    for (let a = 0; a <= MAX_GOALS; a += 1) {
      const p = poisson(h, homeRate) * poisson(a, awayRate);
      row.push(p);
      total += p;
    }
    grid.push(row);
  }
  return grid.map((row) => row.map((p) => p / total));
}

function sumGrid(grid: number[][], predicate: (h: number, a: number) => boolean): number {
  let sum = 0;
  grid.forEach((row, h) => row.forEach((p, a) => (predicate(h, a) ? (sum += p) : undefined)));
  return sum;
}

const plain = (code: string, probability: number): FairOutcome => ({ code, probability, fairOdds: 1 / probability });

/**
 * The fair price of a line bet whose result can also be void, half-won or half-lost: the price o at which
 * its expected return is the stake, P(won)·o + P(half_won)·(o + 1)/2 + P(void) + P(half_lost)/2 = 1.
 */
function lineOutcome(code: string, grid: number[][], resultOf: (h: number, a: number) => LegResult): FairOutcome {
  const p: Record<string, number> = { won: 0, lost: 0, void: 0, half_won: 0, half_lost: 0 };
  grid.forEach((row, h) => row.forEach((q, a) => (p[resultOf(h, a)] = (p[resultOf(h, a)] ?? 0) + q)));
  const fairOdds = (1 - p.void! - p.half_won! / 2 - p.half_lost! / 2) / (p.won! + p.half_won! / 2);
  return { code, fairOdds, probability: p.won! + p.half_won! / 2 };
}

const fmt = (n: number) => (n > 0 ? `+${n}` : `${n}`);

export const TOTAL_LINES = [0.5, 1.5, 2.5, 3.5, 4.5];
export const ASIAN_LINES = [-1.5, -1.25, -1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1];
export const EURO_HANDICAPS = [-1, 1];
const CORRECT_SCORES: Score[] = [];
for (let h = 0; h <= 4; h += 1) for (let a = 0; a <= 4; a += 1) CORRECT_SCORES.push({ home: h, away: a });

/** Joint probabilities of (half-time result, full-time result) from the two halves' independent grids. */
function htFtProbabilities(homeRate: number, awayRate: number): Map<string, number> {
  const half = scoreGrid(homeRate / 2, awayRate / 2);
  const out = new Map<string, number>();
  const sign = (d: number) => (d > 0 ? '1' : d < 0 ? '2' : 'X');
  half.forEach((r1, h1) =>
    r1.forEach((p1, a1) =>
      half.forEach((r2, h2) =>
        r2.forEach((p2, a2) => {
          const code = `${sign(h1 - a1)}/${sign(h1 + h2 - a1 - a2)}`;
          out.set(code, (out.get(code) ?? 0) + p1 * p2);
        }),
      ),
    ),
  );
  return out;
}

/** Every football market of a match at fair prices. */
export function footballMarkets(homeRate: number, awayRate: number): FairMarket[] {
  const grid = scoreGrid(homeRate, awayRate);
  const half = scoreGrid(homeRate / 2, awayRate / 2);
  const home = sumGrid(grid, (h, a) => h > a);
  const draw = sumGrid(grid, (h, a) => h === a);
  const away = 1 - home - draw;
  const markets: FairMarket[] = [
    { type: '1x2', specifiers: '', group: 'main', marginWeight: 1, outcomes: [plain('1', home), plain('X', draw), plain('2', away)] },
    {
      type: 'double_chance',
      specifiers: '',
      group: 'main',
      marginWeight: 1,
      outcomes: [plain('1X', home + draw), plain('12', home + away), plain('X2', draw + away)],
    },
    {
      type: 'draw_no_bet',
      specifiers: '',
      group: 'main',
      marginWeight: 1,
      outcomes: [
        { code: '1', probability: home, fairOdds: (1 - draw) / home },
        { code: '2', probability: away, fairOdds: (1 - draw) / away },
      ],
    },
  ];
  for (const line of TOTAL_LINES) {
    const over = sumGrid(grid, (h, a) => h + a > line);
    markets.push({ type: 'total', specifiers: `total=${line}`, group: 'goals', marginWeight: 1, outcomes: [plain('over', over), plain('under', 1 - over)] });
  }
  const btts = sumGrid(grid, (h, a) => h > 0 && a > 0);
  markets.push({ type: 'btts', specifiers: '', group: 'goals', marginWeight: 1, outcomes: [plain('yes', btts), plain('no', 1 - btts)] });
  for (const hcp of EURO_HANDICAPS) {
    const p1 = sumGrid(grid, (h, a) => h + hcp > a);
    const px = sumGrid(grid, (h, a) => h + hcp === a);
    markets.push({
      type: 'handicap',
      specifiers: `hcp=${fmt(hcp)}`,
      group: 'handicap',
      marginWeight: 1,
      outcomes: [plain('1', p1), plain('X', px), plain('2', 1 - p1 - px)],
    });
  }
  for (const hcp of ASIAN_LINES) {
    markets.push({
      type: 'asian_handicap',
      specifiers: `hcp=${fmt(hcp)}`,
      group: 'handicap',
      marginWeight: 1,
      outcomes: [
        lineOutcome('1', grid, (h, a) => asianHandicapResult(h, a, hcp)),
        lineOutcome('2', grid, (h, a) => asianHandicapResult(a, h, -hcp)),
      ],
    });
  }
  const csOutcomes = CORRECT_SCORES.map((s) => plain(`${s.home}:${s.away}`, grid[s.home]![s.away]!));
  const other = 1 - csOutcomes.reduce((sum, o) => sum + o.probability, 0);
  markets.push({ type: 'correct_score', specifiers: '', group: 'score', marginWeight: 3, outcomes: [...csOutcomes, plain('other', other)] });
  const hth = sumGrid(half, (h, a) => h > a);
  const htd = sumGrid(half, (h, a) => h === a);
  markets.push({ type: 'ht_1x2', specifiers: '', group: 'halves', marginWeight: 1, outcomes: [plain('1', hth), plain('X', htd), plain('2', 1 - hth - htd)] });
  const htft = htFtProbabilities(homeRate, awayRate);
  const codes = ['1/1', '1/X', '1/2', 'X/1', 'X/X', 'X/2', '2/1', '2/X', '2/2'];
  markets.push({ type: 'ht_ft', specifiers: '', group: 'halves', marginWeight: 2, outcomes: codes.map((c) => plain(c, htft.get(c) ?? 0)) });
  return markets;
}

function specifierValue(specifiers: string, name: string): number {
  const match = new RegExp(`(?:^|\\|)${name}=([-+]?[0-9.]+)`).exec(specifiers);
  if (!match) throw new RangeError(`no ${name} in "${specifiers}"`);
  return Number(match[1]);
}

const sign = (d: number) => (d > 0 ? '1' : d < 0 ? '2' : 'X');
const winner = (code: string, won: boolean): LegResult => (won ? 'won' : 'lost');

/**
 * The result of one outcome of a football market, or 'void' for the whole market when it cannot be
 * settled from what is known (a half-time market without the half-time score).
 */
export function settleFootballOutcome(type: string, specifiers: string, code: string, result: MatchResult): LegResult {
  const { ft, ht } = result;
  const d = ft.home - ft.away;
  switch (type) {
    case '1x2':
      return winner(code, sign(d) === code);
    case 'double_chance':
      return winner(code, code.includes(sign(d)));
    case 'draw_no_bet':
      return d === 0 ? 'void' : winner(code, sign(d) === code);
    case 'total': {
      const line = specifierValue(specifiers, 'total');
      const m4 = 4 * (ft.home + ft.away) - Math.round(line * 4);
      return lineResult(code === 'over' ? m4 : -m4);
    }
    case 'btts':
      return winner(code, (ft.home > 0 && ft.away > 0) === (code === 'yes'));
    case 'handicap': {
      const hcp = specifierValue(specifiers, 'hcp');
      return winner(code, sign(d + hcp) === code);
    }
    case 'asian_handicap': {
      const hcp = specifierValue(specifiers, 'hcp');
      return code === '1' ? asianHandicapResult(ft.home, ft.away, hcp) : asianHandicapResult(ft.away, ft.home, -hcp);
    }
    case 'correct_score': {
      const listed = ft.home <= 4 && ft.away <= 4;
      return winner(code, code === 'other' ? !listed : code === `${ft.home}:${ft.away}`);
    }
    case 'ht_1x2':
      return ht ? winner(code, sign(ht.home - ht.away) === code) : 'void';
    case 'ht_ft':
      return ht ? winner(code, code === `${sign(ht.home - ht.away)}/${sign(d)}`) : 'void';
    default:
      throw new RangeError(`unknown football market ${type}`);
  }
}
