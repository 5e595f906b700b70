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
  return { model, send, next: () => index };
}

const slip = (key: string, stake: bigint, legs: [string, SportsCode][], bump = 0): Op => ({
  kind: 'sports-bet',
  player: 0,
  key,
  stake,
  legs: legs.map(([event, code]) => ({ event, code, odds: ODDS[event][code] + bump })),
});
const settle = (event: string, result: { home: number; away: number } | null): Op => ({ kind: 'sports-settle', event, result });
const resettle = (event: string, result: { home: number; away: number } | null): Op => ({ kind: 'sports-resettle', event, action: 'resettle', result, key: `r-${event}`, reject: false });
const rollback = (event: string): Op => ({ kind: 'sports-resettle', event, action: 'rollback', result: null, key: `rb-${event}`, reject: false });
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

  it('resettles a single: the payout taken back, the bet settled again from the new score', () => {
    const { model, send } = setup(10_000n);
    send(slip('s', 1_000n, [['A', '1']]), placed('b1'));
    // 2:0, the home side won: 1000 × 1.85 = 1850.
    send(settle('A', { home: 2, away: 0 }), settled(1));
    expect(model.players[0].cash).toBe(9_000n + 1_850n);
    expect(model.sportsHouse).toBe(1_000n - 1_850n);
    // Corrected to 0:1: the 1850 back from the player, the stake back into the open stakes, then lost.
    // The answer counts the bets reopened (1) and settled again (1).
    expect(send(resettle('A', { home: 0, away: 1 }), settled(2))).toEqual([]);
    expect(model.players[0].cash).toBe(9_000n);
    expect(model.sportsOpenStakes).toBe(0n);
    expect(model.sportsHouse).toBe(1_000n);
    // place, settle, unsettle, settle again.
    expect(model.entries).toBe(4);
    expect([model.sportsSettled, model.sportsUnsettled, model.sportsResettled]).toEqual([2, 1, 1]);
    // The feed's first result is now another result; the corrected one is the same again.
    expect(send(settle('A', { home: 2, away: 0 }), { ok: false, refusal: 'sports:SETTLE_CONFLICT' })).toEqual([]);
    expect(send(settle('A', { home: 0, away: 1 }), settled(0, true))).toEqual([]);
  });

  it('refuses a resettlement that would take a player below zero, as a whole, and carries it out once the cash is there', () => {
    const { model, send, next } = setup(2_000n);
    send(slip('s', 1_000n, [['A', '2']]), placed('b1'));
    // 0:1: 1000 × 4.10 = 4100; cash 1000 + 4100 = 5100.
    send(settle('A', { home: 0, away: 1 }), settled(1));
    expect(model.players[0].cash).toBe(5_100n);
    // The player withdraws 4500 of it: 600 left, 4100 would have to come back.
    send({ kind: 'withdraw', player: 0, amount: 4_500n, key: 'w' }, { ok: true, replayed: false, summary: '1' });
    expect(model.players[0].cash).toBe(600n);
    expect(send(resettle('A', { home: 1, away: 0 }), { ok: false, refusal: 'api:409:sports.resettle.insufficient' })).toEqual([]);
    expect(send(resettle('A', { home: 1, away: 0 }), settled(2))).not.toEqual([]);
    // Nothing moved: the bet stands as won, its payout with the player.
    expect([model.players[0].cash, model.sportsHouse, model.entries, model.sportsResettled]).toEqual([600n, 1_000n - 4_100n, 3, 0]);
    // A bank transfer of 3500 confirmed: 4100, exactly what comes back, so it goes through and leaves 0.
    const deposit = next();
    send({ kind: 'deposit', player: 0, amount: 3_500n, key: 'd' }, { ok: true, replayed: false, summary: '2' });
    send({ kind: 'deposit-decide', player: 0, of: deposit, decision: 'confirm' }, { ok: true, replayed: false, summary: '2' });
    expect(model.players[0].cash).toBe(4_100n);
    expect(send(resettle('A', { home: 1, away: 0 }), settled(2))).toEqual([]);
    expect([model.players[0].cash, model.sportsHouse]).toEqual([0n, 1_000n]);
  });

  it('reopens an accumulator lost on the corrected event and pays it; leaves a bet waiting on another event open', () => {
    const { model, send } = setup(10_000n);
    send(slip('acc', 1_000n, [['A', '1'], ['B', '1']]), placed('b1'));
    send(slip('wait', 500n, [['A', '1'], ['C', 'X']]), placed('b2'));
    send(settle('A', { home: 2, away: 0 }), settled(0));
    // B 0:0: the accumulator is lost (nothing paid); the other waits for C.
    send(settle('B', { home: 0, away: 0 }), settled(1));
    expect(model.players[0].cash).toBe(8_500n);
    // B corrected to 1:0: the accumulator reopened (0 taken back) and won: 1000 × 1.85 × 1.50 = 2775.
    expect(send(resettle('B', { home: 1, away: 0 }), settled(2))).toEqual([]);
    expect(model.players[0].cash).toBe(8_500n + 2_775n);
    // A corrected to 1:1: the accumulator reopened (2775 back) and lost; the open bet, not settled, is
    // not reopened but settled now, lost on A (1 reopened + 2 settled).
    expect(send(resettle('A', { home: 1, away: 1 }), settled(3))).toEqual([]);
    expect(model.players[0].cash).toBe(8_500n);
    expect([model.sportsOpenStakes, model.sportsHouse]).toEqual([0n, 1_500n]);
  });

  it('resettles to a cancellation: every leg on the event void, a single gets its stake back', () => {
    const { model, send } = setup(10_000n);
    send(slip('s', 1_000n, [['A', '1']]), placed('b1'));
    send(slip('acc', 2_000n, [['A', '1'], ['B', '2']]), placed('b2'));
    // A 1:0 pays the single 1000 × 1.85 = 1850; the accumulator waits for B.
    send(settle('A', { home: 1, away: 0 }), settled(1));
    expect(model.players[0].cash).toBe(7_000n + 1_850n);
    // A cancelled instead: the single reopened (1850 back) and voided (1000 paid); the accumulator, open,
    // keeps waiting on B with A's leg now 1 (1 reopened + 1 settled).
    expect(send(resettle('A', null), settled(2))).toEqual([]);
    expect(model.players[0].cash).toBe(7_000n + 1_000n);
    expect([model.sportsOpenStakes, model.sportsHouse]).toEqual([2_000n, 0n]);
    // B 0:2: 2000 × 1 × 2.10 = 4200.
    expect(send(settle('B', { home: 0, away: 2 }), settled(1))).toEqual([]);
    expect(model.players[0].cash).toBe(8_000n + 4_200n);
    // The feed's A 1:0 again is now another result than the cancellation.
    expect(send(settle('A', { home: 1, away: 0 }), { ok: false, refusal: 'sports:SETTLE_CONFLICT' })).toEqual([]);
  });

  it('rolls a settlement back with no new result: the bets open again, no bet or cash out on the event, the next result settles them', () => {
    const { model, send } = setup(10_000n);
    send(slip('s', 1_000n, [['A', '2']]), placed('b1'));
    send(slip('acc', 1_000n, [['A', '2'], ['B', '1']]), placed('b2'));
    send(settle('B', { home: 2, away: 1 }), settled(0));
    // A 0:1: the single pays 1000 × 4.10 = 4100 and the accumulator 1000 × 4.10 × 1.50 = 6150.
    send(settle('A', { home: 0, away: 1 }), settled(2));
    expect(model.players[0].cash).toBe(8_000n + 4_100n + 6_150n);
    // Rolled back: both payouts come back and both bets are open again; the answer counts the 2 reopened.
    expect(send(rollback('A'), settled(2))).toEqual([]);
    expect(model.players[0].cash).toBe(8_000n);
    expect([model.sportsOpenStakes, model.sportsHouse, model.sportsUnsettled, model.sportsResettled]).toEqual([2_000n, 0n, 2, 1]);
    // Its markets are closed: no new bet and no cash out (the accumulator's leg on A has no price).
    expect(send(slip('late', 500n, [['A', '1']]), { ok: false, refusal: 'sports:selection_unavailable' })).toEqual([]);
    const cashOut = { kind: 'sports-cashout', player: 0, of: 1, key: 'c', part: 'full' } as const;
    expect(send(cashOut, { ok: false, refusal: 'sports:cashout:market_suspended' })).toEqual([]);
    // A second rollback or a resettlement finds nothing settled.
    expect(send(rollback('A'), { ok: false, refusal: 'api:409:sports.resettle.notSettled' })).toEqual([]);
    // The right result, 1:1: both bets lost, the house keeps 2000.
    expect(send(settle('A', { home: 1, away: 1 }), settled(2))).toEqual([]);
    expect([model.players[0].cash, model.sportsOpenStakes, model.sportsHouse]).toEqual([8_000n, 0n, 2_000n]);
  });

  it('settles a bet a rollback reopened again at once when a leg on another event lost it', () => {
    const { model, send } = setup(10_000n);
    send(slip('acc', 1_000n, [['A', '1'], ['B', '1']]), placed('b1'));
    send(settle('A', { home: 1, away: 0 }), settled(0));
    // B 0:0: lost, the house keeps 1000.
    send(settle('B', { home: 0, away: 0 }), settled(1));
    // A rolled back: the bet reopened (nothing to take back) and lost again on B: 1 reopened + 1 settled.
    expect(send(rollback('A'), settled(2))).toEqual([]);
    expect([model.players[0].cash, model.sportsOpenStakes, model.sportsHouse]).toEqual([9_000n, 0n, 1_000n]);
    expect([model.sportsSettled, model.sportsUnsettled, model.entries]).toEqual([2, 1, 4]);
    // A's result again settles nothing (the bet is closed).
    expect(send(settle('A', { home: 1, away: 0 }), settled(0))).toEqual([]);
  });

  it('leaves a cashed-out bet alone', () => {
    const { model, send } = setup(10_000n);
    send(slip('s', 1_000n, [['A', '1'], ['B', '1']]), placed('b1'));
    send(settle('A', { home: 3, away: 0 }), settled(0));
    // Cashed out with B open: 1000 × 1.85 × 0.95 = 1757.5 → 1757.
    const cashOut = { kind: 'sports-cashout', player: 0, of: 0, key: 'c', part: 'full' } as const;
    expect(send(cashOut, { ok: true, replayed: null, summary: '1757|1757' })).toEqual([]);
    expect(send(resettle('A', { home: 0, away: 3 }), settled(0))).toEqual([]);
    expect(model.players[0].cash).toBe(9_000n + 1_757n);
    expect(model.sportsHouse).toBe(1_000n - 1_757n);
  });
});
