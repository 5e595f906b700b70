// Basketball, tennis and league outrights: known-answer figures for the models (a service game held at
// p = 0.6 is 0.7357 in every tennis-probability text; an even tiebreak is a coin), worked settlements, the
// margin carried as set, and calibration: over 10⁵ simulated matches each outcome's observed frequency lies
// within 4 standard errors of the model's probability.
import { describe, expect, it } from 'vitest';
import { basketballMarkets, drawBasketball, finalScores, normalCdf, settleBasketballOutcome } from '../../../server/sports/basketball';
import { offeredOdds } from '../../../server/sports/margin';
import { drawSeason, winProbabilities } from '../../../server/sports/outrights';
import { uniform } from '../../../server/sports/simulator';
import { settleOutcome } from '../../../server/sports/sports-models';
import { drawTennis, holdProbability, matchPaths, setDistribution, settleTennisOutcome, tennisMarkets, tiebreakProbability } from '../../../server/sports/tennis';

/** mulberry32, so the tennis calibration's 10⁵ matches stay fast (the draw only needs uniforms). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('basketball', () => {
  it('has a normal CDF good to 10⁻⁶ at the textbook points', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 4);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 5);
  });

  it('never ends in a tie, and two equal sides share the money line', () => {
    const scores = finalScores(80, 80);
    expect(scores.every((s) => s.home !== s.away)).toBe(true);
    expect(scores.reduce((s, x) => s + x.p, 0)).toBeCloseTo(1, 9);
    const ml = basketballMarkets(80, 80)[0]!;
    expect(ml.outcomes[0]!.probability).toBeCloseTo(0.5, 9);
  });

  it('settles money line, spread and total from the final score (worked: 88-84)', () => {
    const r = { ft: { home: 88, away: 84 }, ht: null };
    expect(settleBasketballOutcome('money_line', '', '1', r)).toBe('won');
    expect(settleBasketballOutcome('spread', 'hcp=-4.5', '1', r)).toBe('lost'); // 88 − 4.5 = 83.5 < 84
    expect(settleBasketballOutcome('spread', 'hcp=-4.5', '2', r)).toBe('won');
    expect(settleBasketballOutcome('spread', 'hcp=-3.5', '1', r)).toBe('won');
    expect(settleBasketballOutcome('total_points', 'total=171.5', 'over', r)).toBe('won'); // 172 points
    expect(settleBasketballOutcome('total_points', 'total=172.5', 'under', r)).toBe('won');
  });

  it('is calibrated: 10⁵ drawn matches against the model within 4 standard errors', () => {
    const home = 84;
    const away = 79;
    const markets = basketballMarkets(home, away);
    const wins = new Map<string, number>();
    const n = 100_000;
    for (let i = 0; i < n; i += 1) {
      const m = drawBasketball((label) => uniform(`bb-cal-${i}`, 'c', label), home, away);
      for (const mk of markets)
        for (const o of mk.outcomes) if (settleBasketballOutcome(mk.type, mk.specifiers, o.code, m) === 'won') wins.set(`${mk.type}${mk.specifiers}:${o.code}`, (wins.get(`${mk.type}${mk.specifiers}:${o.code}`) ?? 0) + 1);
    }
    let worst = 0;
    for (const mk of markets)
      for (const o of mk.outcomes) {
        const observed = (wins.get(`${mk.type}${mk.specifiers}:${o.code}`) ?? 0) / n;
        const se = Math.sqrt((o.probability * (1 - o.probability)) / n);
        worst = Math.max(worst, Math.abs(observed - o.probability) / se);
      }
    expect(worst).toBeLessThan(4);
  });
});

describe('tennis', () => {
  it('holds serve with the textbook figures and an even tiebreak is a coin', () => {
    expect(holdProbability(0.5)).toBeCloseTo(0.5, 9);
    expect(holdProbability(0.6)).toBeCloseTo(0.7357, 4);
    expect(tiebreakProbability(0.6, 0.6)).toBeCloseTo(0.5, 9);
    expect(tiebreakProbability(0.7, 0.6)).toBeGreaterThan(0.5);
  });

  it('a set ends only at a legal score, and its probabilities sum to 1', () => {
    const set = setDistribution(0.64, 0.6, true);
    expect(set.reduce((s, x) => s + x.p, 0)).toBeCloseTo(1, 9);
    for (const s of set) {
      const [hi, lo] = [Math.max(s.a, s.b), Math.min(s.a, s.b)];
      expect((hi === 6 && lo <= 4) || (hi === 7 && (lo === 5 || lo === 6))).toBe(true);
    }
    const paths = matchPaths(0.64, 0.6);
    expect(paths.reduce((s, x) => s + x.p, 0)).toBeCloseTo(1, 9);
  });

  it('settles match winner, set betting and total games (worked: 6-4 3-6 7-6 = 2:1, 32 games)', () => {
    const r = { ft: { home: 2, away: 1 }, ht: null, periods: [{ home: 6, away: 4 }, { home: 3, away: 6 }, { home: 7, away: 6 }] };
    expect(settleTennisOutcome('match_winner', '', '1', r)).toBe('won');
    expect(settleTennisOutcome('set_betting', '', '2:1', r)).toBe('won');
    expect(settleTennisOutcome('set_betting', '', '2:0', r)).toBe('lost');
    expect(settleTennisOutcome('total_games', 'total=31.5', 'over', r)).toBe('won');
    expect(settleTennisOutcome('total_games', 'total=32.5', 'over', r)).toBe('lost');
    // A trader who gives only the sets: total games cannot be known, so it voids.
    expect(settleTennisOutcome('total_games', 'total=31.5', 'over', { ft: { home: 2, away: 1 }, ht: null })).toBe('void');
  });

  it('is calibrated: 10⁵ drawn matches against the model within 4 standard errors', () => {
    const [p1, p2] = [0.66, 0.62];
    const markets = tennisMarkets(p1, p2);
    const wins = new Map<string, number>();
    const n = 100_000;
    const rand = rng(17);
    for (let i = 0; i < n; i += 1) {
      const m = drawTennis(() => rand(), p1, p2);
      for (const mk of markets)
        for (const o of mk.outcomes) if (settleTennisOutcome(mk.type, mk.specifiers, o.code, m) === 'won') wins.set(`${mk.type}${mk.specifiers}:${o.code}`, (wins.get(`${mk.type}${mk.specifiers}:${o.code}`) ?? 0) + 1);
    }
    let worst = 0;
    for (const mk of markets)
      for (const o of mk.outcomes) {
        const observed = (wins.get(`${mk.type}${mk.specifiers}:${o.code}`) ?? 0) / n;
        const se = Math.sqrt((o.probability * (1 - o.probability)) / n);
        worst = Math.max(worst, Math.abs(observed - o.probability) / se);
      }
    expect(worst).toBeLessThan(4);
  });

  it('carries the set margin: a two-way book at 5 % sums to about 1.05', () => {
    const mw = tennisMarkets(0.65, 0.63)[0]!;
    const book = mw.outcomes.reduce((s, o) => s + 100 / offeredOdds(o.fairOdds, 0.05), 0);
    expect(book).toBeGreaterThanOrEqual(1.05);
    expect(book).toBeLessThan(1.06);
  });
});

describe('league outrights', () => {
  const teams = [
    { id: 'a', attack: 1.35, defence: 0.75 },
    { id: 'b', attack: 1.0, defence: 1.0 },
    { id: 'c', attack: 0.9, defence: 1.1 },
    { id: 'd', attack: 0.8, defence: 1.2 },
  ];

  it('draws the same season from the same seeds, its winner top of the table', () => {
    const one = drawSeason('seed', 'or1:2026-11-28T00:00:00.000Z', teams);
    const two = drawSeason('seed', 'or1:2026-11-28T00:00:00.000Z', teams);
    expect(one).toEqual(two);
    expect(one.table.reduce((s, r) => s + r.gf - r.ga, 0)).toBe(0); // every goal is someone's conceded goal
    expect(Math.max(...one.table.map((r) => r.points))).toBe(one.table[0]!.points);
    expect(one.winner).toBe(one.table[0]!.id);
    expect(settleOutcome('football', 'outright_winner', '', one.winner, { ft: { home: 0, away: 0 }, ht: null, winner: one.winner })).toBe('won');
    expect(settleOutcome('football', 'outright_winner', '', 'zz', { ft: { home: 0, away: 0 }, ht: null, winner: one.winner })).toBe('lost');
  });

  it('prices the strongest team first, probabilities summing to 1, and matches 2,000 drawn seasons', () => {
    const p = winProbabilities(teams, 'pricing');
    expect([...p.values()].reduce((s, x) => s + x, 0)).toBeCloseTo(1, 9);
    expect(p.get('a')!).toBeGreaterThan(p.get('b')!);
    const n = 2_000;
    let aWins = 0;
    for (let i = 0; i < n; i += 1) if (drawSeason(`season-${i}`, 'c', teams).winner === 'a') aWins += 1;
    const se = Math.sqrt((p.get('a')! * (1 - p.get('a')!)) / n) + Math.sqrt((p.get('a')! * (1 - p.get('a')!)) / 5_000);
    expect(Math.abs(aWins / n - p.get('a')!)).toBeLessThan(4 * se);
  });
});
