// The simulator's oracle for sports (./model.ts) against worked figures from the settlement rules
// (domain notes, "Settlement arithmetic": a line pays stake × the product of its legs' factors, won = odds,
// void = 1, rounded down to the kuruş; a lost leg loses the bet at once): the judge of the long runs must
// itself be right. Pure: no database.
import { describe, expect, it } from 'vitest';
import { Model, type Outcome } from './model';
import type { Op, SportsCode } from './plan';

const ODDS: Record<string, Record<SportsCode, number>> = {
  A: { '1': 185, X: 320, '2': 410 },
  B: { '1': 150, X: 300, '2': 210 },
  C: { '1': 240, X: 310, '2': 275 },
};

function setup(cash: bigint) {
  const model = new Model(2);
  model.offeredOdds = (event) => ODDS[event];
  model.players[0].cash = cash;
  let index = 0;
  const send = (op: Op, ...outcomes: Outcome[]) =>
    model.judge(
      outcomes.map((outcome) => ({ request: { index: index++, op, group: 0 }, outcome, retried: false })),
      0,
    );
  return { model, send };
}

const slip = (key: string, stake: bigint, legs: [string, SportsCode][], bump = 0): Op => ({
  kind: 'sports-bet',
  player: 0,
  key,
  stake,
  legs: legs.map(([event, code]) => ({ event, code, odds: ODDS[event][code] + bump })),
});
const settle = (event: string, result: { home: number; away: number } | null): Op => ({ kind: 'sports-settle', event, result });
const placed = (summary: string): Outcome => ({ ok: true, replayed: null, summary });
const settled = (count: number, replayed = false): Outcome => ({ ok: true, replayed, summary: String(count) });

describe('the simulator oracle on sports', () => {
  it('pays an accumulator stake × both odds once both legs won, rounded down', () => {
    const { model, send } = setup(10_000n);
    expect(send(slip('s1', 1_001n, [['A', '1'], ['B', '2']]), placed('b1'))).toEqual([]);
    expect(model.players[0].cash).toBe(8_999n);
    expect(model.sportsOpenStakes).toBe(1_001n);
    // A settles first: the bet waits for B.
    expect(send(settle('A', { home: 2, away: 0 }), settled(0))).toEqual([]);
    // 1001 × 1.85 × 2.10 = 3888.885 → 3888 kuruş.
    expect(send(settle('B', { home: 0, away: 1 }), settled(1))).toEqual([]);
    expect(model.players[0].cash).toBe(8_999n + 3_888n);
    expect(model.sportsOpenStakes).toBe(0n);
    expect(model.entries).toBe(2);
  });

  it('loses a bet at its first lost leg, and counts a cancelled event’s leg as 1', () => {
    const { model, send } = setup(5_000n);
    send(slip('lost', 1_000n, [['A', 'X'], ['B', '1']]), placed('b1'));
    send(slip('void', 2_000n, [['C', '2'], ['B', '1']]), placed('b2'));
    // A ends 1:0: the first bet is lost although B is still open.
    expect(send(settle('A', { home: 1, away: 0 }), settled(1))).toEqual([]);
    expect(model.players[0].cash).toBe(2_000n);
    // C is cancelled (void), B ends 3:1: 2000 × 1 × 1.50 = 3000.
    expect(send(settle('C', null), settled(0))).toEqual([]);
    expect(send(settle('B', { home: 3, away: 1 }), settled(1))).toEqual([]);
    expect(model.players[0].cash).toBe(5_000n);
  });

  it('flags a settlement that pays the wrong number of bets', () => {
    const { send } = setup(5_000n);
    send(slip('s', 1_000n, [['A', '1']]), placed('b1'));
    expect(send(settle('A', { home: 0, away: 0 }), settled(0))).not.toEqual([]);
  });

  it('answers a replayed slip with its first bets, refuses the key for another slip, and refuses stale prices, settled events and short cash', () => {
    const { model, send } = setup(3_000n);
    send(slip('k', 1_000n, [['A', '1']]), placed('b1'));
    expect(send(slip('k', 1_000n, [['A', '1']]), placed('b1'))).toEqual([]);
    expect(send(slip('k', 1_000n, [['A', '1']]), placed('b2'))).not.toEqual([]);
    expect(send(slip('k', 1_500n, [['A', '1']]), { ok: false, refusal: 'api:409:sports.placement.conflict' })).toEqual([]);
    expect(send(slip('stale', 500n, [['B', '1']], 5), { ok: false, refusal: 'sports:odds_changed' })).toEqual([]);
    expect(send(slip('stale2', 500n, [['B', '1']], 5), placed('b3'))).not.toEqual([]);
    expect(send(slip('big', 2_001n, [['B', '1']]), { ok: false, refusal: 'api:400:sports.funds.insufficient' })).toEqual([]);
    send(settle('C', { home: 1, away: 1 }), settled(0));
    expect(send(slip('late', 500n, [['C', 'X']]), { ok: false, refusal: 'sports:selection_unavailable' })).toEqual([]);
    // The same result again moves nothing; another one is refused.
    expect(send(settle('C', { home: 1, away: 1 }), settled(0, true))).toEqual([]);
    expect(send(settle('C', { home: 2, away: 1 }), { ok: false, refusal: 'sports:SETTLE_CONFLICT' })).toEqual([]);
    expect(model.players[0].cash).toBe(2_000n);
    expect(model.sportsPlaced).toBe(1);
  });
});
