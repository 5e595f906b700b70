// The simulator's prices are a real model: the Poisson grid's probabilities, the margin applied as set,
// and the simulator's own matches land at the model's frequencies (calibration, 10⁵ matches).
import { describe, expect, it } from 'vitest';
import { footballMarkets, scoreGrid, settleFootballOutcome } from '../../../server/sports/football';
import { offeredOdds, priceMarket } from '../../../server/sports/margin';
import { drawMatch, goalRates, poissonInverse, sha256 } from '../../../server/sports/simulator';

describe('the Poisson goal model', () => {
  it('gives P(0–0) = e^−(λ+μ): with λ = 1.5, μ = 1.0 that is e^−2.5 = 0.0821', () => {
    const grid = scoreGrid(1.5, 1.0);
    expect(grid[0]![0]!).toBeCloseTo(Math.exp(-2.5), 4);
    // P(1–0) = λ e^−2.5 = 0.1231
    expect(grid[1]![0]!).toBeCloseTo(1.5 * Math.exp(-2.5), 4);
  });
  it('prices over 0.5 goals at 1 − e^−(λ+μ) and both teams to score at (1 − e^−λ)(1 − e^−μ)', () => {
    const markets = footballMarkets(1.5, 1.0);
    const over05 = markets.find((m) => m.type === 'total' && m.specifiers === 'total=0.5')!;
    expect(over05.outcomes[0]!.probability).toBeCloseTo(1 - Math.exp(-2.5), 4);
    const btts = markets.find((m) => m.type === 'btts')!;
    expect(btts.outcomes[0]!.probability).toBeCloseTo((1 - Math.exp(-1.5)) * (1 - Math.exp(-1.0)), 4);
  });
  it('makes a level Asian line fair: equal teams at hcp 0 price both sides at 2.00 before margin', () => {
    const ah0 = footballMarkets(1.2, 1.2).find((m) => m.type === 'asian_handicap' && m.specifiers === 'hcp=0')!;
    expect(ah0.outcomes[0]!.fairOdds).toBeCloseTo(2, 6);
    expect(ah0.outcomes[1]!.fairOdds).toBeCloseTo(2, 6);
  });
  it('derives rates from strengths: base 1.3 × home advantage 1.15 × attack × defence', () => {
    expect(goalRates({ attack: 1.2, defence: 0.8 }, { attack: 1.0, defence: 1.1 })).toEqual({ homeRate: 1.973, awayRate: 1.04 });
  });
});

describe('the margin', () => {
  it('divides a fair price by 1 + margin and rounds down: fair 2.00 at 5 % → 1.90 (2 / 1.05 = 1.9047)', () => {
    expect(offeredOdds(2, 0.05)).toBe(190);
    expect(offeredOdds(3.5, 0.05)).toBe(333); // 3.3333
    expect(offeredOdds(1.02, 0.05)).toBe(101); // never below 1.01
  });
  it('puts the 1X2 book at the margin set: Σ 1/odds between 1.05 and 1.06 at 5 %', () => {
    for (const [l, m] of [
      [1.5, 1.0],
      [2.2, 0.7],
      [1.1, 1.3],
    ] as const) {
      const x12 = footballMarkets(l, m).find((mk) => mk.type === '1x2')!;
      const book = priceMarket(x12, 0.05).reduce((s, o) => s + 100 / o.odds, 0);
      expect(book).toBeGreaterThanOrEqual(1.05);
      expect(book).toBeLessThan(1.06);
    }
  });
});

describe('the simulator', () => {
  it('draws Poisson counts by inverting the CDF: u below e^−λ is 0 goals', () => {
    expect(poissonInverse(0.2, 1.5)).toBe(0); // e^−1.5 = 0.2231
    expect(poissonInverse(0.3, 1.5)).toBe(1); // 0.2231 + 0.3347 = 0.5578
    expect(poissonInverse(0.6, 1.5)).toBe(2);
  });
  it('replays the same match from the same seeds, and the commitment is SHA-256 of the seed', () => {
    const a = drawMatch('seed-a', 'ev1:2026-11-26T20:00:00.000Z', 1.6, 1.1);
    const b = drawMatch('seed-a', 'ev1:2026-11-26T20:00:00.000Z', 1.6, 1.1);
    expect(a).toEqual(b);
    expect(a.ft.home).toBe(a.timeline.filter((g) => g.side === 'home').length);
    expect(a.ht!.home).toBe(a.timeline.filter((g) => g.side === 'home' && g.minute <= 45).length);
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'); // FIPS 180-2 vector
  });
  it('is calibrated: over 10⁵ matches each market frequency is within 4 standard errors of its price’s probability', () => {
    const n = 100_000;
    const [l, m] = [1.6, 1.1];
    const markets = footballMarkets(l, m).filter((mk) => ['1x2', 'total', 'btts', 'ht_1x2'].includes(mk.type));
    const wins = new Map<string, number>();
    for (let i = 0; i < n; i += 1) {
      const match = drawMatch(`calibration-${i}`, 'c', l, m);
      for (const mk of markets)
        for (const o of mk.outcomes)
          if (settleFootballOutcome(mk.type, mk.specifiers, o.code, match) === 'won') wins.set(`${mk.type}${mk.specifiers}:${o.code}`, (wins.get(`${mk.type}${mk.specifiers}:${o.code}`) ?? 0) + 1);
    }
    let worst = 0;
    for (const mk of markets)
      for (const o of mk.outcomes) {
        const freq = (wins.get(`${mk.type}${mk.specifiers}:${o.code}`) ?? 0) / n;
        const se = Math.sqrt((o.probability * (1 - o.probability)) / n);
        worst = Math.max(worst, Math.abs(freq - o.probability) / se);
        expect(Math.abs(freq - o.probability), `${mk.type} ${mk.specifiers} ${o.code}`).toBeLessThan(4 * se + 1e-9);
      }
    expect(worst).toBeLessThan(4);
    // 10⁵ matches take seconds alone and more on a busy machine: a generous limit, no timing claim.
  }, 180_000);
});
