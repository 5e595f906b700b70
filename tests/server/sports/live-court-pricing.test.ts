// Basketball and tennis in play (issue 18), pure: in-play prices against figures worked by hand from the
// match state, the live margin applied, the plans agreeing with the committed pre-match draw (so settlement
// pays on the result the verifier recomputes), and a calibration check over simulated matches: at a random
// moment of each match the in-play P(home wins) is bucketed and compared with how often home won.
import { describe, expect, it } from 'vitest';
import { drawBasketball, normalCdf } from '../../../server/sports/basketball';
import { basketballStateAt, liveBasketballMarkets, liveHomeWin, planBasketball } from '../../../server/sports/live-basketball';
import { pricedLive, sportPlay } from '../../../server/sports/live-sports';
import { dangerousPoint, gameFrom, liveTennisHomeWin, liveTennisMarkets, planTennis, pointLabels, tennisStateAt, tiebreakFrom } from '../../../server/sports/live-tennis';
import { uniform } from '../../../server/sports/simulator';
import { drawTennis, tennisMarkets } from '../../../server/sports/tennis';

const prob = (markets: ReturnType<typeof liveBasketballMarkets>, type: string, specifiers: string, code: string) =>
  markets.find((m) => m.type === type && m.specifiers === specifiers)!.outcomes.find((o) => o.code === code)!.probability;

describe('basketball in play: prices from the state (worked figures)', () => {
  it("at half time 50-40 with 80 points expected each, home wins with Φ(9.5/11) + ½·P(tie) ≈ 0.818", () => {
    // The rest of each side's points is N(40, 11²/2): the margin still to come is N(0, 11²), so home wins in
    // regulation when it is > −10 (continuity: −9.5) and ties at exactly −10; a tie goes to overtime, half each.
    const m = liveBasketballMarkets({ homeMean: 80, awayMean: 80, played: 24, score: { home: 50, away: 40 } });
    const tie = normalCdf(10.5 / 11) - normalCdf(9.5 / 11);
    expect(prob(m, 'money_line', '', '1')).toBeCloseTo(normalCdf(9.5 / 11) + tie / 2, 2);
    // Expected final 90-80: the main spread sits at −9.5 and is close to a coin toss; home −9.5 wins when the rest is > −0.5.
    expect(prob(m, 'spread', 'hcp=-9.5', '1')).toBeCloseTo(1 - normalCdf(-0.5 / 11 - 0) - 0, 1);
    // Total 170 expected: over 168.5 needs the rest > 78.5 of N(80, 11²): 1 − Φ((79 − 80)/11) ≈ 0.536 (with continuity ½ at 79).
    expect(prob(m, 'total_points', 'total=168.5', 'over')).toBeCloseTo(1 - normalCdf((78.5 - 80) / 11), 1);
  });
  it('at the final buzzer the score decides, and lines already passed are not offered', () => {
    const m = liveBasketballMarkets({ homeMean: 80, awayMean: 78, played: 48, score: { home: 91, away: 88 } });
    expect(prob(m, 'money_line', '', '1')).toBeCloseTo(1, 9);
    for (const market of m.filter((x) => x.type === 'total_points')) expect(Number(market.specifiers.slice(6))).toBeGreaterThan(179);
  });
  it('at tip-off 0-0 agrees with the pre-match money line (the same model)', () => {
    expect(liveHomeWin({ homeMean: 82.4, awayMean: 78, played: 0, score: { home: 0, away: 0 } })).toBeCloseTo(
      (() => {
        // Pre-match: regulation margin N(4.4, 2·11²), the tie half to overtime by the share 82.4/160.4.
        const sd = 11 * Math.SQRT2;
        const tie = normalCdf(0.5 / sd - 4.4 / sd) - normalCdf(-0.5 / sd - 4.4 / sd);
        return 1 - normalCdf((0.5 - 4.4) / sd) + tie * (82.4 / 160.4);
      })(),
      2,
    );
  });
  it('applies the live margin multiplicatively: 7 % makes 1 / odds sum to ≈ 1.07 on the money line', () => {
    const [ml] = pricedLive(liveBasketballMarkets({ homeMean: 80, awayMean: 80, played: 24, score: { home: 50, away: 40 } }), 0.07);
    const fair = ml!.outcomes.map((o) => 1 / o.probability);
    // Each price is the fair one / 1.07, rounded down to the hundredth.
    ml!.outcomes.forEach((o, i) => expect(o.odds).toBe(Math.floor((fair[i]! / 1.07) * 100 + 1e-9)));
    const book = ml!.outcomes.reduce((s, o) => s + 100 / o.odds, 0);
    expect(book).toBeGreaterThanOrEqual(1.07);
    expect(book).toBeLessThan(1.085);
  });
});

describe('tennis in play: prices from the state (worked figures)', () => {
  it('a game from deuce is p²/(p² + q²) and from 40-0 is 1 − q³ + q³·that (p = 0.6: 0.6923, 0.9803)', () => {
    expect(gameFrom(0.6, 3, 3)).toBeCloseTo(0.36 / 0.52, 10);
    expect(gameFrom(0.6, 3, 0)).toBeCloseTo(1 - 0.064 + 0.064 * (0.36 / 0.52), 10);
    expect(gameFrom(0.6, 4, 3)).toBeCloseTo(0.6 + 0.4 * (0.36 / 0.52), 10);
  });
  it('equal players: a tiebreak at 0-0 is ½ and a set up is ¾ (who serves first does not matter, Newton & Keller)', () => {
    expect(tiebreakFrom(0.62, 0.62, 0, 0)).toBeCloseTo(0.5, 10);
    const up = { p1: 0.6, p2: 0.6, sets: [{ home: 6, away: 4 }], games: { home: 0, away: 0 }, points: { home: 0, away: 0 } };
    expect(liveTennisHomeWin({ ...up, homeServing: true })).toBeCloseTo(0.75, 9);
    expect(liveTennisHomeWin({ ...up, homeServing: false })).toBeCloseTo(0.75, 9);
    const sb = liveTennisMarkets({ ...up, homeServing: true }).find((m) => m.type === 'set_betting')!;
    // 2:0 = win set two (½); 2:1 = lose it and win the third (¼); 1:2 = lose both (¼); 0:2 impossible.
    expect(sb.outcomes.map((o) => [o.code, Number(o.probability.toFixed(9))])).toEqual([
      ['2:0', 0.5],
      ['2:1', 0.25],
      ['1:2', 0.25],
      ['0:2', 0],
    ]);
  });
  it('at one set all and 6-6 in the third the games total is known: 6-4 4-6 7-6 makes 33, so over 33.5 is impossible', () => {
    const m = liveTennisMarkets({ p1: 0.6, p2: 0.6, sets: [{ home: 6, away: 4 }, { home: 4, away: 6 }], games: { home: 6, away: 6 }, points: { home: 0, away: 0 }, homeServing: true });
    expect(prob(m, 'match_winner', '', '1')).toBeCloseTo(0.5, 9);
    const over = m.find((x) => x.type === 'total_games' && x.specifiers === 'total=33.5')!;
    expect(over.outcomes[0]!.probability).toBeCloseTo(0, 12);
    // A line below the 32 games already played is not offered.
    expect(m.find((x) => x.type === 'total_games' && x.specifiers === 'total=31.5')).toBeUndefined();
  });
  it('before the first point agrees with the pre-match prices (the same model)', () => {
    const pre = tennisMarkets(0.66, 0.61)[0]!.outcomes[0]!.probability;
    expect(liveTennisHomeWin({ p1: 0.66, p2: 0.61, sets: [], games: { home: 0, away: 0 }, points: { home: 0, away: 0 }, homeServing: true })).toBeCloseTo(pre, 9);
  });
  it('agrees with a point-by-point Monte Carlo from the same state (20,000 matches each, within 4 standard errors)', () => {
    // An independent oracle: play the rest of the match point by point (serve order written out here), no DP.
    type Sc = { home: number; away: number };
    // mulberry32, a small seeded generator (a fixed seed keeps the test repeatable).
    let state = 0x5eed;
    const rnd = () => {
      state = (state + 0x6d2b79f5) | 0;
      let x = Math.imul(state ^ (state >>> 15), 1 | state);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    };
    const firstServes = (n: number) => Math.floor((n + 1) / 2) % 2 === 0;
    const play = (p1: number, p2: number, sets: Sc[], games: Sc, points: Sc, homeServing: boolean) => {
      let sh = sets.filter((x) => x.home > x.away).length;
      let sa = sets.length - sh;
      let g = { ...games };
      let pt = { ...points };
      const n0 = g.home + g.away;
      let homeFirst = n0 === 12 ? firstServes(pt.home + pt.away) === homeServing : homeServing === (n0 % 2 === 0);
      while (sh < 2 && sa < 2) {
        const n = g.home + g.away;
        const tb = n === 12;
        const hs = tb ? firstServes(pt.home + pt.away) === homeFirst : (n % 2 === 0) === homeFirst;
        if (rnd() < (hs ? p1 : 1 - p2)) pt.home += 1;
        else pt.away += 1;
        const target = tb ? 7 : 4;
        if ((pt.home >= target || pt.away >= target) && Math.abs(pt.home - pt.away) >= 2) {
          if (pt.home > pt.away) g.home += 1;
          else g.away += 1;
          pt = { home: 0, away: 0 };
          const m = g.home + g.away;
          if ((g.home >= 6 || g.away >= 6) && (Math.abs(g.home - g.away) >= 2 || m === 13)) {
            if (g.home > g.away) sh += 1;
            else sa += 1;
            if (m % 2 === 1) homeFirst = !homeFirst;
            g = { home: 0, away: 0 };
          }
        }
      }
      return sh === 2;
    };
    const cases: [number, number, Sc[], Sc, Sc, boolean][] = [
      [0.62, 0.6, [{ home: 6, away: 4 }], { home: 2, away: 3 }, { home: 1, away: 2 }, false],
      [0.65, 0.58, [{ home: 3, away: 6 }], { home: 5, away: 5 }, { home: 2, away: 3 }, true],
      [0.6, 0.66, [{ home: 7, away: 6 }, { home: 2, away: 6 }], { home: 6, away: 6 }, { home: 3, away: 4 }, true],
    ];
    for (const c of cases) {
      const N = 20_000;
      let won = 0;
      for (let i = 0; i < N; i += 1) if (play(...c)) won += 1;
      const model = liveTennisHomeWin({ p1: c[0], p2: c[1], sets: c[2], games: c[3], points: c[4], homeServing: c[5] });
      expect(Math.abs(won / N - model)).toBeLessThan(4 * Math.sqrt((model * (1 - model)) / N));
    }
  }, 120_000);
  it('marks break points and set points, and shows 0/15/30/40/AD', () => {
    const base = { p1: 0.6, p2: 0.6, sets: [], homeServing: true };
    expect(dangerousPoint({ ...base, games: { home: 2, away: 2 }, points: { home: 2, away: 3 } })).toBe('break_point');
    expect(dangerousPoint({ ...base, games: { home: 2, away: 2 }, points: { home: 3, away: 2 } })).toBeNull();
    expect(dangerousPoint({ ...base, games: { home: 5, away: 4 }, points: { home: 3, away: 1 } })).toBe('set_point');
    expect(dangerousPoint({ ...base, games: { home: 6, away: 6 }, points: { home: 6, away: 5 } })).toBe('set_point');
    expect(pointLabels({ home: 4, away: 3 }, false)).toEqual({ home: 'AD', away: '40' });
    expect(pointLabels({ home: 1, away: 2 }, false)).toEqual({ home: '15', away: '30' });
    expect(pointLabels({ home: 5, away: 3 }, true)).toEqual({ home: '5', away: '3' });
  });
});

describe('the live plans play the committed draw', () => {
  it('basketball: the plays add up to the drawn score, quarter by quarter to the final (200 seeds)', () => {
    for (let i = 0; i < 200; i += 1) {
      const u = (label: string) => uniform(`s${i}`, `c${i}`, label);
      const drawn = drawBasketball(u, 84, 79);
      const plan = planBasketball(u, 84, 79);
      const end = basketballStateAt(plan, plan.length);
      expect(end.score).toEqual(drawn.ft);
      expect(end.periods.length).toBe(drawn.overtime ? 5 : 4);
      const regulation = end.periods.slice(0, 4).reduce((s, q) => ({ home: s.home + q.home, away: s.away + q.away }), { home: 0, away: 0 });
      expect(regulation).toEqual(drawn.regulation);
    }
  });
  it('tennis: the points make the drawn games and sets (200 seeds)', () => {
    for (let i = 0; i < 200; i += 1) {
      const u = (label: string) => uniform(`s${i}`, `c${i}`, label);
      const drawn = drawTennis(u, 0.63, 0.6);
      const plan = planTennis(u, 0.63, 0.6);
      const end = tennisStateAt(plan, plan.points.length);
      expect(end.ended).toBe(true);
      expect(end.sets).toEqual(drawn.periods);
      expect(end.gameWinners.map((g) => g.side)).toEqual(drawn.games);
    }
  });
});

/** Buckets (predicted, happened) pairs by tenths of the prediction; answers each bucket and the weighted error. */
function calibration(pairs: [number, boolean][]) {
  const buckets = Array.from({ length: 10 }, () => ({ n: 0, predicted: 0, observed: 0 }));
  for (const [p, won] of pairs) {
    const b = buckets[Math.min(9, Math.floor(p * 10))]!;
    b.n += 1;
    b.predicted += p;
    b.observed += won ? 1 : 0;
  }
  let weighted = 0;
  let worstZ = 0;
  for (const b of buckets) {
    if (!b.n) continue;
    const p = b.predicted / b.n;
    const o = b.observed / b.n;
    weighted += (b.n / pairs.length) * Math.abs(p - o);
    // How many standard errors the bucket's frequency is from its mean prediction.
    if (b.n >= 30) worstZ = Math.max(worstZ, Math.abs(p - o) / Math.sqrt(Math.max(p * (1 - p), 1e-4) / b.n));
  }
  return { weighted, worstZ, buckets: buckets.map((b) => (b.n ? `${(b.predicted / b.n).toFixed(3)}/${(b.observed / b.n).toFixed(3)} n=${b.n}` : '-')) };
}

describe('calibration over simulated matches (in-play P(home wins) at a random moment vs how often home won)', () => {
  it('basketball: 3,000 matches', () => {
    const pairs: [number, boolean][] = [];
    for (let i = 0; i < 3000; i += 1) {
      const u = (label: string) => uniform(`cal-bb-${i}`, 'c', label);
      const homeMean = 70 + 20 * u('cal:h');
      const awayMean = 70 + 20 * u('cal:a');
      const plan = planBasketball(u, homeMean, awayMean);
      const minute = 46 * u('cal:t');
      const state = basketballStateAt(plan, minute);
      pairs.push([liveHomeWin({ homeMean, awayMean, played: minute, score: state.score }), plan.ft.home > plan.ft.away]);
    }
    const c = calibration(pairs);
    console.log(`basketball in-play calibration: weighted error ${c.weighted.toFixed(4)}, worst bucket ${c.worstZ.toFixed(2)} SE; predicted/observed ${c.buckets.join(', ')}`);
    // With 3,000 matches a bucket's sampling error alone is ~1–3 points; the within-quarter spread of plays adds a little.
    expect(c.weighted).toBeLessThan(0.03);
    expect(c.worstZ).toBeLessThan(4);
  }, 180_000);
  it('tennis: 3,000 matches (those still running at the moment drawn)', () => {
    const pairs: [number, boolean][] = [];
    for (let i = 0; i < 3000; i += 1) {
      const u = (label: string) => uniform(`cal-tn-${i}`, 'c', label);
      const p1 = 0.55 + 0.15 * u('cal:p1');
      const p2 = 0.55 + 0.15 * u('cal:p2');
      const plan = planTennis(u, p1, p2);
      // A moment on the feed's clock (a point every 1/150 of the match time), not a fraction of this match's
      // own length: that would tell the future (how many points are left). Matches over by then are left out.
      const k = Math.floor(200 * u('cal:t'));
      if (k >= plan.points.length) continue;
      const s = tennisStateAt(plan, k);
      pairs.push([liveTennisHomeWin({ p1, p2, sets: s.sets, games: s.games, points: s.points, homeServing: s.homeServing }), plan.ft.home > plan.ft.away]);
    }
    const c = calibration(pairs);
    console.log(`tennis in-play calibration: weighted error ${c.weighted.toFixed(4)}, worst bucket ${c.worstZ.toFixed(2)} SE; predicted/observed ${c.buckets.join(', ')}`);
    expect(c.weighted).toBeLessThan(0.03);
    expect(c.worstZ).toBeLessThan(4);
  }, 180_000);
  it('the sport plays share one cached plan per event', () => {
    const event = { id: 'e1', sport: 'tennis', serverSeed: 'a', clientSeed: 'b', homeRate: 0.6, awayRate: 0.6 } as Parameters<typeof sportPlay>[0];
    expect(sportPlay(event)).toBe(sportPlay(event));
  });
});
