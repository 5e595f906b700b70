// The bet slip: worked figures for each bet type's payout as typed, related selections blocked, the
// odds-change setting's consent step, a guest asked to log in, placing with one key per attempt (a
// retry after a lost answer reuses it), a refusal with offered prices, the receipt, the slip kept
// across reloads; plus generated path coverage.
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { memoryStore } from '../shared/ports';
import { controllable, ok, outputOf, recordingApi } from '../testing/fixtures';
import { pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { combinations } from '../../common/sports/systems';
import { systemChoices } from './bet-slip.lines';
import { betSlipActors, delayOf, type PlaceInput, type PlaceOutcome } from './bet-slip.actors';
import type { BetView } from '../sportsbook/sportsbook.types';
import { type BetSlipEvent, betSlipMachine } from './bet-slip.machine';
import { ACCUMULATOR_LINE, selectionKey, singleLine, SLIP_STORAGE_KEY, SYSTEM_LINE } from './bet-slip.rules';
import {
  selectCanSubmit,
  selectCombineBlock,
  selectCountdown,
  selectIsWaiting,
  selectLiveRefusal,
  selectLines,
  selectMovedSelections,
  selectNeedsConsent,
  selectProblems,
  selectRefusal,
  selectSelectionCount,
  selectTotals,
} from './bet-slip.selectors';
import { betSlipPathSuites, pick } from './bet-slip.paths';

function start(options: { player?: boolean; storage?: ReturnType<typeof memoryStore> } = {}) {
  const place = controllable<PlaceInput, PlaceOutcome>();
  const storage = options.storage ?? memoryStore();
  let keys = 0;
  const effects = { login: vi.fn(), refresh: vi.fn(), placed: vi.fn<(message: string) => void>() };
  const actor = createActor(
    betSlipMachine.provide({
      actors: { placeBets: place.logic },
      actions: {
        'ask to log in': effects.login,
        'refresh balance': effects.refresh,
        'notify placed': (_, params) => effects.placed(params.message),
      },
    }),
    {
      input: {
        storage,
        isPlayer: () => options.player ?? true,
        newKey: () => `key-${++keys}`,
      },
    },
  ).start();
  const send = (event: BetSlipEvent) => actor.send(event);
  return { actor, send, place, storage, effects, snap: () => actor.getSnapshot() };
}

describe('bet slip: what the player sees as they type', () => {
  it('a single at 2,15 staked 10 TRY pays 21,50 TRY; a second single adds its own line', () => {
    const h = start();
    h.send({ type: 'slip.selection.toggled', pick: pick('e1', 2.15) });
    h.send({ type: 'slip.stake.changed', line: singleLine(pick('e1', 2.15)), text: '10' });
    expect(selectTotals(h.snap())).toEqual({ totalStake: 1000, potentialPayout: 2150 });
    h.send({ type: 'slip.selection.toggled', pick: pick('e2', 1.8) });
    h.send({ type: 'slip.stake.changed', line: singleLine(pick('e2', 1.8)), text: '5,5' });
    // 10 × 2.15 + 5.50 × 1.80 = 21.50 + 9.90
    expect(selectTotals(h.snap())).toEqual({ totalStake: 1550, potentialPayout: 3140 });
  });

  it('an accumulator of 2,15 and 1,80 staked 10 TRY pays 38,70 TRY', () => {
    const h = start();
    h.send({ type: 'slip.selection.toggled', pick: pick('e1', 2.15) });
    h.send({ type: 'slip.selection.toggled', pick: pick('e2', 1.8) });
    h.send({ type: 'slip.type.chosen', betType: 'accumulator' });
    h.send({ type: 'slip.stake.changed', line: ACCUMULATOR_LINE, text: '10' });
    expect(selectTotals(h.snap())).toEqual({ totalStake: 1000, potentialPayout: 3870 });
  });

  it('a 2/3 system at 2, 3 and 4 staked 1 TRY a line: 3 bets, 3 TRY, pays 2×3 + 2×4 + 3×4 = 26 TRY', () => {
    const h = start();
    for (const [id, odds] of [['e1', 2], ['e2', 3], ['e3', 4]] as const) h.send({ type: 'slip.selection.toggled', pick: pick(id, odds) });
    h.send({ type: 'slip.type.chosen', betType: 'system' });
    h.send({ type: 'slip.stake.changed', line: SYSTEM_LINE, text: '1' });
    expect(selectLines(h.snap())[0]).toMatchObject({ system: '2/3', combinations: 3 });
    expect(selectTotals(h.snap())).toEqual({ totalStake: 300, potentialPayout: 2600 });
    // A Trixie adds the treble: 4 bets, 26 + 24 = 50 TRY.
    h.send({ type: 'slip.system.chosen', system: 'trixie' });
    expect(selectLines(h.snap())[0]).toMatchObject({ system: 'trixie', combinations: 4 });
    expect(selectTotals(h.snap())).toEqual({ totalStake: 400, potentialPayout: 5000 });
  });

  it('system bets have the sizes the books name: Patent 7, Yankee 11, Lucky 15 15', () => {
    const count = (system: string, n: number) => {
      const h = start();
      for (let i = 1; i <= n; i += 1) h.send({ type: 'slip.selection.toggled', pick: pick(`e${i}`, 2) });
      h.send({ type: 'slip.type.chosen', betType: 'system' });
      h.send({ type: 'slip.system.chosen', system });
      return selectLines(h.snap())[0]!.combinations;
    };
    expect(count('patent', 3)).toBe(7);
    expect(count('yankee', 4)).toBe(11);
    expect(count('lucky15', 4)).toBe(15);
    expect(count('3/4', 4)).toBe(4);
    expect(combinations(5, 2)).toHaveLength(10);
    expect(systemChoices(4)).toEqual(['2/4', '3/4', 'yankee', 'lucky15']);
  });

  it('two outcomes of one event cannot be combined: the accumulator is refused with the reason', () => {
    const h = start();
    h.send({ type: 'slip.selection.toggled', pick: pick('e1', 2.15, 'home') });
    h.send({ type: 'slip.selection.toggled', pick: pick('e1', 3.4, 'draw') });
    expect(selectCombineBlock(h.snap(), 'accumulator')).toBe('related');
    h.send({ type: 'slip.type.chosen', betType: 'accumulator' });
    expect(h.snap().context.betType).toBe('single');
  });

  it('a stake under the minimum, over the maximum, or a payout over the limit stops placing', () => {
    const h = start();
    const line = singleLine(pick('e1', 2));
    h.send({ type: 'slip.selection.toggled', pick: pick('e1', 2) });
    expect(selectProblems(h.snap())).toEqual(['stakeMissing']);
    h.send({ type: 'slip.stake.changed', line, text: '0,50' });
    expect(selectProblems(h.snap())).toEqual(['stakeLow']);
    h.send({ type: 'slip.stake.changed', line, text: '10001' });
    expect(selectProblems(h.snap())).toEqual(['stakeHigh']);
    expect(selectCanSubmit(h.snap())).toBe(false);
    h.send({ type: 'slip.stake.changed', line, text: '10,555' });
    expect(selectProblems(h.snap())).toEqual(['stakeMissing']);
    h.send({ type: 'slip.stake.changed', line, text: '10,55' });
    expect(selectProblems(h.snap())).toEqual([]);
    expect(selectCanSubmit(h.snap())).toBe(true);
  });
});

describe('bet slip: odds changes', () => {
  it('"only higher" takes a rise silently and stops at a drop until the player agrees', () => {
    const h = start();
    const a = pick('e1', 2.15);
    h.send({ type: 'slip.selection.toggled', pick: a });
    h.send({ type: 'slip.stake.changed', line: singleLine(a), text: '10' });
    h.send({ type: 'slip.prices.updated', prices: [{ ...a, odds: 2.3, suspended: false }] });
    expect(selectNeedsConsent(h.snap())).toBe(false);
    h.send({ type: 'slip.prices.updated', prices: [{ ...a, odds: 2.0, suspended: false }] });
    expect(selectNeedsConsent(h.snap())).toBe(true);
    expect(selectMovedSelections(h.snap()).map((s) => [s.seenOdds, s.odds])).toEqual([[2.15, 2.0]]);
    expect(selectCanSubmit(h.snap())).toBe(false);
    h.send({ type: 'slip.changes.accepted' });
    expect(h.snap().matches({ slip: { editing: 'ready' } })).toBe(true);
    expect(selectTotals(h.snap()).potentialPayout).toBe(2000);
  });

  it('"none" stops at a rise too; "any" never stops', () => {
    const h = start();
    const a = pick('e1', 2.15);
    h.send({ type: 'slip.oddsChange.chosen', setting: 'none' });
    h.send({ type: 'slip.selection.toggled', pick: a });
    h.send({ type: 'slip.prices.updated', prices: [{ ...a, odds: 2.3, suspended: false }] });
    expect(selectNeedsConsent(h.snap())).toBe(true);
    h.send({ type: 'slip.oddsChange.chosen', setting: 'any' });
    expect(selectNeedsConsent(h.snap())).toBe(false);
  });

  it('a suspended selection stops placing until its market opens again', () => {
    const h = start();
    const a = pick('e1', 2.15);
    h.send({ type: 'slip.selection.toggled', pick: a });
    h.send({ type: 'slip.stake.changed', line: singleLine(a), text: '10' });
    h.send({ type: 'slip.prices.updated', prices: [{ ...a, suspended: true }] });
    expect(selectProblems(h.snap())).toEqual(['suspended']);
    h.send({ type: 'slip.prices.updated', prices: [{ ...a, suspended: false }] });
    expect(selectProblems(h.snap())).toEqual([]);
  });
});

describe('bet slip: the book\'s settings', () => {
  it("the operator's limits replace the defaults; a player's profile setting replaces the browser's, a guest's (null) keeps it", () => {
    const h = start();
    const a = pick('e1', 2);
    h.send({ type: 'slip.selection.toggled', pick: a });
    h.send({ type: 'slip.stake.changed', line: singleLine(a), text: '1,50' });
    expect(selectProblems(h.snap())).toEqual([]);
    h.send({ type: 'slip.settings.loaded', limits: { minStake: 200, maxStake: 10_000, maxPayout: 1_000_000 }, oddsChange: 'none' });
    expect(selectProblems(h.snap())).toEqual(['stakeLow']);
    expect(h.snap().context.oddsChange).toBe('none');
    h.send({ type: 'slip.settings.loaded', limits: { minStake: 200, maxStake: 10_000, maxPayout: 1_000_000 }, oddsChange: null });
    expect(h.snap().context.oddsChange).toBe('none');
  });
});

describe('bet slip: placing', () => {
  it('a guest pressing Place gets the login dialog and no call', () => {
    const h = start({ player: false });
    const a = pick('e1', 2.15);
    h.send({ type: 'slip.selection.toggled', pick: a });
    h.send({ type: 'slip.stake.changed', line: singleLine(a), text: '10' });
    h.send({ type: 'slip.submitted' });
    expect(h.effects.login).toHaveBeenCalledTimes(1);
    expect(h.place.calls).toEqual([]);
  });

  it('places the singles with stakes in TRY, then shows the receipt with an empty slip and refreshes the balance', async () => {
    const h = start();
    const a = pick('e1', 2.15);
    const b = pick('e2', 1.8);
    h.send({ type: 'slip.selection.toggled', pick: a });
    h.send({ type: 'slip.selection.toggled', pick: b });
    h.send({ type: 'slip.stake.changed', line: singleLine(a), text: '12,5' });
    h.send({ type: 'slip.submitted' });
    expect(h.place.calls).toEqual([
      {
        key: 'key-1',
        oddsChange: 'higher',
        bets: [{ type: 'single', stake: 12.5, selections: [{ eventId: 'e1', marketId: '1x2', outcomeId: '1', odds: 2.15 }] }],
      },
    ]);
    await h.place.resolve({ kind: 'accepted', message: 'Kuponunuz alındı', bets: [{ id: 'b1', status: 'open' }] });
    expect(h.snap().matches({ slip: 'placed' })).toBe(true);
    expect(selectSelectionCount(h.snap())).toBe(0);
    expect(h.effects.refresh).toHaveBeenCalledTimes(1);
    expect(h.effects.placed).toHaveBeenCalledWith('Kuponunuz alındı');
    h.send({ type: 'slip.receipt.closed' });
    expect(h.snap().matches({ slip: 'empty' })).toBe(true);
  });

  it("a request that got no answer (the browser's TypeError) is refused without words of its own, for the slip to say it in the app's", async () => {
    const h = start();
    const a = pick('e1', 2.15);
    h.send({ type: 'slip.selection.toggled', pick: a });
    h.send({ type: 'slip.stake.changed', line: singleLine(a), text: '10' });
    h.send({ type: 'slip.submitted' });
    await h.place.reject(new TypeError('Failed to fetch'));
    expect(h.snap().matches({ slip: { editing: 'refused' } })).toBe(true);
    expect(selectRefusal(h.snap())).toBe('');
  });

  it('a lost answer keeps the slip and its key, so pressing again cannot place twice; an edit starts a new attempt', async () => {
    const h = start();
    const a = pick('e1', 2.15);
    h.send({ type: 'slip.selection.toggled', pick: a });
    h.send({ type: 'slip.stake.changed', line: singleLine(a), text: '10' });
    h.send({ type: 'slip.submitted' });
    await h.place.reject(new ApiError('Bağlantı kesildi', 0));
    expect(h.snap().matches({ slip: { editing: 'refused' } })).toBe(true);
    expect(selectRefusal(h.snap())).toBe('Bağlantı kesildi');
    h.send({ type: 'slip.submitted' });
    h.send({ type: 'slip.stake.changed', line: singleLine(a), text: '11' });
    await h.place.reject(new ApiError('x', 400));
    h.send({ type: 'slip.stake.changed', line: singleLine(a), text: '12' });
    h.send({ type: 'slip.submitted' });
    expect(h.place.calls.map((call) => call.key)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('a refusal with new prices goes to the odds-changed step with those prices', async () => {
    const h = start();
    const a = pick('e1', 2.15);
    h.send({ type: 'slip.selection.toggled', pick: a });
    h.send({ type: 'slip.stake.changed', line: singleLine(a), text: '10' });
    h.send({ type: 'slip.submitted' });
    await h.place.resolve({ kind: 'pricesChanged', message: 'Oran değişti', prices: [{ ...a, odds: 1.95, suspended: false }] });
    expect(selectNeedsConsent(h.snap())).toBe(true);
    expect(selectRefusal(h.snap())).toBe('Oran değişti');
    h.send({ type: 'slip.changes.accepted' });
    h.send({ type: 'slip.submitted' });
    expect(h.place.calls.map((call) => [call.key, call.bets[0]!.selections[0]!.odds])).toEqual([
      ['key-1', 2.15],
      ['key-2', 1.95],
    ]);
  });
});

describe('bet slip: kept across reloads', () => {
  it('the selections, stakes and the odds-change setting come back', () => {
    const storage = memoryStore();
    const h = start({ storage });
    const a = pick('e1', 2.15);
    h.send({ type: 'slip.oddsChange.chosen', setting: 'any' });
    h.send({ type: 'slip.selection.toggled', pick: a });
    h.send({ type: 'slip.stake.changed', line: singleLine(a), text: '7' });
    h.actor.stop();
    const again = start({ storage });
    expect(again.snap().context.oddsChange).toBe('any');
    expect(again.snap().context.selections.map(selectionKey)).toEqual([selectionKey(a)]);
    expect(selectTotals(again.snap()).totalStake).toBe(700);
    expect(again.snap().matches({ slip: { editing: 'ready' } })).toBe(true);
  });

  it('an unreadable stored slip is an empty one', () => {
    const h = start({ storage: memoryStore({ [SLIP_STORAGE_KEY]: '{not json' }) });
    expect(h.snap().matches({ slip: 'empty' })).toBe(true);
    expect(h.snap().context.oddsChange).toBe('higher');
  });
});

describe('bet slip: a live bet waits out its delay (issue 18)', () => {
  const liveBet = (status: string, extra: Partial<BetView> = {}): BetView => ({
    id: 'b1',
    type: 'single',
    system: null,
    stake: 2_000,
    odds: 2.15,
    status,
    lineCount: 1,
    payout: null,
    potentialPayout: 4_300,
    placedAt: '2026-11-27T16:00:00Z',
    settledAt: null,
    legs: [],
    ...extra,
  });
  function live() {
    const clock = new SimulatedClock();
    const place = controllable<PlaceInput, PlaceOutcome>();
    const check = controllable<{ ids: string[] }, BetView[], string[]>((input) => input.ids);
    const refresh = vi.fn();
    const actor = createActor(
      betSlipMachine.provide({ actors: { placeBets: place.logic, checkBets: check.logic }, actions: { 'refresh balance': refresh } }),
      { input: { storage: memoryStore(), isPlayer: () => true, newKey: () => 'k' }, clock },
    ).start();
    const a = pick('e1', 2.15);
    actor.send({ type: 'slip.selection.toggled', pick: a });
    actor.send({ type: 'slip.stake.changed', line: singleLine(a), text: '20' });
    actor.send({ type: 'slip.submitted' });
    return { actor, clock, place, check, refresh, a, snap: () => actor.getSnapshot() };
  }

  it("counts the football delay (8 s, from the bet's own two times) down, then asks the book; accepted, the receipt", async () => {
    expect(delayOf('2026-11-27T16:00:00.000Z', '2026-11-27T16:00:08.000Z')).toBe(8);
    const h = live();
    await h.place.resolve({ kind: 'accepted', message: 'ok', bets: [{ id: 'b1', status: 'pending', delaySeconds: 8 }] });
    expect(selectIsWaiting(h.snap())).toBe(true);
    expect(selectCountdown(h.snap())).toBe(8);
    // The selections stay while the bet waits.
    expect(h.snap().context.selections).toHaveLength(1);
    const seconds = (n: number) => {
      for (let i = 0; i < n; i++) h.clock.increment(1_000);
    };
    seconds(3);
    expect(selectCountdown(h.snap())).toBe(5);
    seconds(5);
    expect(h.snap().matches({ slip: { waiting: 'deciding' } })).toBe(true);
    h.clock.increment(1_500);
    expect(h.check.calls).toEqual([['b1']]);
    await h.check.resolve([liveBet('accepted')]);
    expect(h.snap().matches({ slip: 'placed' })).toBe(true);
    expect(h.snap().context.selections).toEqual([]);
  });

  it('a goal in the delay: the pushed refusal shows its reason and the new price offered; accepting clears it', async () => {
    const h = live();
    await h.place.resolve({ kind: 'accepted', message: 'ok', bets: [{ id: 'b1', status: 'pending', delaySeconds: 8 }] });
    h.clock.increment(2_000);
    // Another bet's push is not this one.
    h.actor.send({ type: 'slip.bet.updated', bet: liveBet('accepted', { id: 'b9' }) });
    expect(selectIsWaiting(h.snap())).toBe(true);
    h.actor.send({
      type: 'slip.bet.updated',
      bet: liveBet('refused', { refusalReason: 'goal', refusalChanges: [{ eventId: 'e1', marketId: '1x2', outcomeId: '1', odds: 3.4, suspended: false }] }),
    });
    expect(h.snap().matches({ slip: { editing: 'changed' } })).toBe(true);
    expect(selectLiveRefusal(h.snap())).toBe('goal');
    expect(h.snap().context.selections[0]).toMatchObject({ odds: 3.4, seenOdds: 2.15 });
    expect(h.refresh).toHaveBeenCalled();
    h.actor.send({ type: 'slip.changes.accepted' });
    expect(selectLiveRefusal(h.snap())).toBeNull();
    expect(h.snap().context.selections[0]).toMatchObject({ odds: 3.4, seenOdds: 3.4 });
  });

  it("another event's prices leave the odds-changed step a refusal left; a price of the slip's own moves it on", async () => {
    const h = live();
    await h.place.resolve({ kind: 'accepted', message: 'ok', bets: [{ id: 'b1', status: 'pending', delaySeconds: 8 }] });
    h.actor.send({ type: 'slip.bet.updated', bet: liveBet('refused', { refusalReason: 'goal', refusalChanges: [] }) });
    expect(h.snap().matches({ slip: { editing: 'changed' } })).toBe(true);
    // The hub pushes every live match's prices: one of a match the slip does not hold changes nothing in it.
    h.actor.send({ type: 'slip.prices.updated', prices: [{ eventId: 'e9', marketId: '1x2', outcomeId: '1', odds: 1.5, suspended: false }] });
    expect(h.snap().matches({ slip: { editing: 'changed' } })).toBe(true);
    expect(h.snap().context.selections[0]).toMatchObject({ eventId: 'e1', odds: 2.15, seenOdds: 2.15 });
    // Its own market reopening at the price the player saw needs no consent: the slip can be placed again.
    h.actor.send({ type: 'slip.prices.updated', prices: [{ eventId: 'e1', marketId: '1x2', outcomeId: '1', odds: 2.15, suspended: false }] });
    expect(h.snap().matches({ slip: { editing: 'ready' } })).toBe(true);
    expect(selectLiveRefusal(h.snap())).toBe('goal');
  });

  it('a pre-match bet is taken at once (no waiting)', async () => {
    const h = live();
    await h.place.resolve({ kind: 'accepted', message: 'ok', bets: [{ id: 'b1', status: 'open' }] });
    expect(h.snap().matches({ slip: 'placed' })).toBe(true);
  });
});

describe('bet slip machine: generated paths', () => {
  // The suites are defined once (bet-slip.paths.ts) for these replays and the browser model.
  testEveryPath(betSlipMachine, betSlipPathSuites());
});

describe('bet slip: the placeBets call', () => {
  it('posts the slip to /sports/bets with its Idempotency-Key; accepted bets and a refusal with new prices read back', async () => {
    const accepted = { accepted: true, reason: null, changes: [], bets: [{ id: 'b1', status: 'open' }], balance: null };
    const refused = {
      accepted: false,
      reason: 'odds_changed',
      changes: [
        { eventId: 'e1', marketId: '1x2', outcomeId: '1', requestedOdds: 2.15, odds: 1.95, status: 'active' },
        { eventId: 'e2', marketId: '1x2', outcomeId: '2', requestedOdds: 3.1, odds: null, status: 'closed' },
      ],
      bets: [],
      balance: null,
    };
    let answer: unknown = ok(accepted, 'Bahsiniz alındı');
    const { api, requests } = recordingApi(() => answer);
    const bets = [{ type: 'single' as const, stake: 12.5, selections: [{ eventId: 'e1', marketId: '1x2', outcomeId: '1', odds: 2.15 }] }];
    expect(await outputOf(betSlipActors(api).placeBets, { key: 'slip-key-0001', oddsChange: 'higher', bets })).toEqual({
      kind: 'accepted',
      message: 'Bahsiniz alındı',
      bets: [{ id: 'b1', status: 'open' }],
    });
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/sports/bets', body: { oddsChange: 'higher', bets } });
    expect(requests[0]!.headers.get('idempotency-key')).toBe('slip-key-0001');
    answer = ok(refused, 'Oranlar değişti');
    expect(await outputOf(betSlipActors(api).placeBets, { key: 'slip-key-0002', oddsChange: 'none', bets })).toEqual({
      kind: 'pricesChanged',
      message: 'Oranlar değişti',
      prices: [
        { eventId: 'e1', marketId: '1x2', outcomeId: '1', odds: 1.95, suspended: false },
        { eventId: 'e2', marketId: '1x2', outcomeId: '2', odds: 3.1, suspended: true },
      ],
    });
  });
});
