// Settlement arithmetic against worked figures written here by hand (domain notes: won = odds, lost = 0,
// void = 1, half-won = (odds + 1) / 2, half-lost = 0.5, dead heat = odds × factor; a line pays stake ×
// the product of its factors, rounded down to the kuruş; quarter lines split the stake).
import { describe, expect, it } from 'vitest';
import { asianHandicapResult, potentialPayout, settleBet, totalResult, type LegResult, type SettledLeg } from '../../../common/sports/settlement';
import { betLines, expandSystem, parseSystem } from '../../../common/sports/systems';

const leg = (odds: number, result: LegResult | null, deadHeat?: { n: bigint; d: bigint }): SettledLeg => ({
  oddsHundredths: Math.round(odds * 100),
  result,
  ...(deadHeat ? { deadHeat } : {}),
});

describe('singles and accumulators', () => {
  it('a ₺100 single at 2,15 that wins pays ₺215,00', () => {
    expect(settleBet(10_000n, [leg(2.15, 'won')], [[0]]).payout).toBe(21_500n);
  });
  it('a ₺10 treble 2,00 × 1,50 (void) × 3,00 pays 10 × 2 × 1 × 3 = ₺60,00: the void leg counts 1', () => {
    const result = settleBet(1_000n, [leg(2, 'won'), leg(1.5, 'void'), leg(3, 'won')], [[0, 1, 2]]);
    expect(result).toMatchObject({ open: false, payout: 6_000n });
  });
  it('an accumulator with one lost leg is lost at once, even with legs still open', () => {
    const result = settleBet(1_000n, [leg(2, 'lost'), leg(1.5, null)], [[0, 1]]);
    expect(result.open).toBe(false);
    expect(result.payout).toBe(0n);
  });
  it('stays open while a leg is open and none lost', () => {
    expect(settleBet(1_000n, [leg(2, 'won'), leg(1.5, null)], [[0, 1]]).open).toBe(true);
  });
  it('a ₺10 double 2,00 won × 1,90 half-won pays 10 × 2 × 1,45 = ₺29,00', () => {
    expect(settleBet(1_000n, [leg(2, 'won'), leg(1.9, 'half_won')], [[0, 1]]).payout).toBe(2_900n);
  });
  it('a ₺1 treble at 1,33 each pays 2,352637 → ₺2,35 (rounded down to the kuruş)', () => {
    expect(settleBet(100n, [leg(1.33, 'won'), leg(1.33, 'won'), leg(1.33, 'won')], [[0, 1, 2]]).payout).toBe(235n);
  });
  it('a dead heat of two at 5,00 pays a ₺10 stake 10 × 5 × 1/2 = ₺25,00', () => {
    expect(settleBet(1_000n, [leg(5, 'dead_heat', { n: 1n, d: 2n })], [[0]]).payout).toBe(2_500n);
  });
  it('a ₺100 half-lost single pays back ₺50,00', () => {
    expect(settleBet(10_000n, [leg(1.95, 'half_lost')], [[0]]).payout).toBe(5_000n);
  });
});

describe('system bets, stake per line', () => {
  // Trixie at ₺1 a line (₺4 in all) on 2,00, 3,00 and 1,50.
  const lines = expandSystem(parseSystem('trixie')!);
  it('all three win: doubles 6 + 3 + 4,5 and treble 9 = ₺22,50', () => {
    expect(settleBet(100n, [leg(2, 'won'), leg(3, 'won'), leg(1.5, 'won')], lines).payout).toBe(2_250n);
    expect(potentialPayout(100n, [200, 300, 150], lines)).toBe(2_250n);
  });
  it('the 1,50 loses: only the double 2 × 3 = ₺6,00 pays', () => {
    expect(settleBet(100n, [leg(2, 'won'), leg(3, 'lost'), leg(1.5, 'won')], lines).payout).toBe(300n);
    expect(settleBet(100n, [leg(2, 'won'), leg(3, 'won'), leg(1.5, 'lost')], lines).payout).toBe(600n);
  });
  it('the 3,00 is void: doubles 2 + 3 + 1,5 and treble 3 = ₺9,50', () => {
    expect(settleBet(100n, [leg(2, 'won'), leg(3, 'void'), leg(1.5, 'won')], lines).payout).toBe(950n);
  });
  it('a 2/3 at ₺5 a line on 1,80 won, 2,50 won, 2,00 lost pays the one double 5 × 1,8 × 2,5 = ₺22,50', () => {
    const result = settleBet(500n, [leg(1.8, 'won'), leg(2.5, 'won'), leg(2, 'lost')], betLines('system', 3, '2/3')!);
    expect(result.payout).toBe(2_250n);
    expect(result.lines.map((l) => l.state)).toEqual(['settled', 'lost', 'lost']);
  });
  it('a Lucky 15 at ₺1 with every leg at 2,00 winning pays 4×2 + 6×4 + 4×8 + 16 = ₺80,00', () => {
    const lucky = expandSystem(parseSystem('lucky15')!);
    const legs = [leg(2, 'won'), leg(2, 'won'), leg(2, 'won'), leg(2, 'won')];
    expect(settleBet(100n, legs, lucky).payout).toBe(8_000n);
  });
});

describe('Asian lines', () => {
  it('home −0,75 and home wins by one: half on −0,5 wins, half on −1 pushes → half-won', () => {
    expect(asianHandicapResult(1, 0, -0.75)).toBe('half_won');
    // ₺100 at 1,90 half-won pays 100 × (1,90 + 1) / 2 = ₺145,00.
    expect(settleBet(10_000n, [leg(1.9, asianHandicapResult(1, 0, -0.75))], [[0]]).payout).toBe(14_500n);
  });
  it('home −0,75: wins by two → won; draw → lost', () => {
    expect(asianHandicapResult(2, 0, -0.75)).toBe('won');
    expect(asianHandicapResult(1, 1, -0.75)).toBe('lost');
  });
  it('+0,25 in a draw is half-won, −0,25 in a draw half-lost', () => {
    expect(asianHandicapResult(1, 1, 0.25)).toBe('half_won');
    expect(asianHandicapResult(1, 1, -0.25)).toBe('half_lost');
    expect(settleBet(10_000n, [leg(1.95, 'half_won')], [[0]]).payout).toBe(14_750n);
  });
  it('whole lines push, half lines never do', () => {
    expect(asianHandicapResult(2, 1, -1)).toBe('void');
    expect(asianHandicapResult(2, 1, -1.5)).toBe('lost');
    expect(asianHandicapResult(0, 0, 0)).toBe('void');
    expect(asianHandicapResult(0, 1, 1.5)).toBe('won');
  });
  it('totals: over 2,25 with two goals half-lost, over 2,75 with three half-won, under 2,75 with three half-lost', () => {
    expect(totalResult('over', 2, 2.25)).toBe('half_lost');
    expect(totalResult('over', 3, 2.75)).toBe('half_won');
    expect(totalResult('under', 3, 2.75)).toBe('half_lost');
    expect(totalResult('over', 3, 2.5)).toBe('won');
    expect(totalResult('under', 2, 2.5)).toBe('won');
    expect(totalResult('over', 3, 3)).toBe('void');
  });
});
