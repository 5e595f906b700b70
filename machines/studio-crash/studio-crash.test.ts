// The crash machine: reads the round on load and sets its clock to the server's; steps the stake within
// the game's limits (₺10 to start with); places a bet in kuruş with a fresh request id while the round
// takes bets, or queues it for the next round while one flies; follows the pushed rounds (betting, the
// flight on the shared curve, the crash) and the history; cashes out and tells the shell the balance the
// stake left and the settled round; reads the state every second while the hub is lost and once after it
// is back. Worked figures: ₺10 cashed out at 2,50x pays ₺25, the balance going ₺100 → ₺90 → ₺115. The
// actors speak TRY to the API and kuruş to the machine. Then every path.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { ok, recordingApi } from '../testing/fixtures';
import { delayEvents, generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { studioCrashActors } from './studio-crash.actors';
import { answer, at, bet, crashed, crashTable, limits, nextRound, push, round, running } from './studio-crash.fixtures';
import { autoCashOutOf, stakeChoices, type StudioCrashEvent, studioCrashMachine } from './studio-crash.machine';
import {
  selectBetInPlay,
  selectCanBet,
  selectCountdown,
  selectHistory,
  selectLive,
  selectMainAction,
  selectMultiplier,
  selectPhase,
  selectResult,
  selectStake,
} from './studio-crash.selectors';

describe('studio crash machine', () => {
  it('offers stakes within the limits and starts on ₺10', () => {
    expect(stakeChoices(limits)).toEqual([100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000]);
    expect(stakeChoices({ min: 500, max: 2_000, step: 500 })).toEqual([500, 1_000, 2_000]);
    const { actor } = crashTable();
    expect(selectStake(actor.getSnapshot())).toBe(1_000);
  });

  it('reads an auto cash-out typed either way, from 1,01x, two decimals at most', () => {
    expect(autoCashOutOf('')).toBeNull();
    expect(autoCashOutOf('2,50')).toBe(2.5);
    expect(autoCashOutOf(' 2.5 ')).toBe(2.5);
    expect(autoCashOutOf('1.01')).toBe(1.01);
    expect(autoCashOutOf('1')).toBeNaN();
    expect(autoCashOutOf('2.505')).toBeNaN();
    expect(autoCashOutOf('iki')).toBeNaN();
  });

  it('steps the stake through the offered amounts, not past the ends', async () => {
    const { actor, fetch } = crashTable();
    await fetch.resolve(answer());
    actor.send({ type: 'crash.stake.stepped', by: 1 });
    expect(selectStake(actor.getSnapshot())).toBe(2_000);
    actor.send({ type: 'crash.stake.set', stake: 100 });
    actor.send({ type: 'crash.stake.stepped', by: -1 });
    expect(selectStake(actor.getSnapshot())).toBe(100);
    // ₺1,50 is not a whole lira: refused.
    actor.send({ type: 'crash.stake.set', stake: 150 });
    expect(selectStake(actor.getSnapshot())).toBe(100);
  });

  it('plays ₺10 cashed out at 2,50x: ₺25 paid, the balance ₺100 → ₺90 → ₺115', async () => {
    const { actor, received, fetch, place, cashOut, tick } = crashTable();
    expect(selectPhase(actor.getSnapshot())).toBe('loading');
    await fetch.resolve(answer());
    // The server said 10:00:02 when the local clock read 0: betting closes in 5 s.
    expect(selectPhase(actor.getSnapshot())).toBe('betting');
    expect(selectCountdown(actor.getSnapshot())).toBe(5);
    expect(selectHistory(actor.getSnapshot())).toEqual([
      { roundNumber: 40, crashPoint: 1.87 },
      { roundNumber: 39, crashPoint: 12.4 },
    ]);
    tick(1_500);
    expect(selectCountdown(actor.getSnapshot())).toBe(4);

    actor.send({ type: 'crash.bet' });
    expect(place.calls).toEqual([{ token: 'launch-token', requestId: 'req-1', bet: 1_000, autoCashOut: null }]);
    expect(selectMainAction(actor.getSnapshot())).toBe('wait');
    await place.resolve(answer({ myBet: bet(), balance: 90 }));
    expect(received.studio).toEqual([{ type: 'balance.updated', balance: 9_000 }]);
    expect(actor.getSnapshot().value).toMatchObject({ ready: { round: 'betting', bet: { inRound: 'waiting' } } });
    expect(selectCanBet(actor.getSnapshot())).toBe(false);

    // The flight: pushed at 10:00:09 when the local clock read 5 000 (the server is 10:00:04 ahead of it).
    tick(5_000);
    actor.send(push(running(9_000)));
    expect(selectPhase(actor.getSnapshot())).toBe('flying');
    expect(selectMainAction(actor.getSnapshot())).toBe('cashOut');
    // e^(0.00006 × 15 272) = 2,5000: the curve reads 2,50x 15 272 ms after the start (local 5 000 + 13 272).
    tick(18_272);
    expect(selectMultiplier(actor.getSnapshot())).toBe(250);
    expect(selectBetInPlay(actor.getSnapshot())).toEqual({ stake: 1_000, autoCashOut: null, payoutNow: 2_500 });

    actor.send({ type: 'crash.cashout' });
    expect(cashOut.calls).toEqual([{ token: 'launch-token' }]);
    await cashOut.resolve(answer({ round: running(22_272), myBet: bet({ cashedOutAt: 2.5, payout: 25, status: 'settled' }), balance: 115 }));
    expect(actor.getSnapshot().value).toMatchObject({ ready: { round: 'flying', bet: { free: 'won' } } });
    expect(selectResult(actor.getSnapshot())).toEqual({ kind: 'won', at: 2.5, stake: 1_000, payout: 2_500 });
    expect(received.studio).toEqual([
      { type: 'balance.updated', balance: 9_000 },
      { type: 'round.settled', balance: 11_500, nonce: null, bet: 1_000, win: 2_500 },
    ]);

    // The round crashes at 3,20x later on and joins the history; the next round takes bets again.
    actor.send(push(crashed(3.2, 19_386)));
    expect(selectPhase(actor.getSnapshot())).toBe('crashed');
    expect(selectMultiplier(actor.getSnapshot())).toBe(320);
    expect(selectHistory(actor.getSnapshot())[0]).toEqual({ roundNumber: 41, crashPoint: 3.2 });
    actor.send(push(nextRound()));
    expect(selectPhase(actor.getSnapshot())).toBe('betting');
    expect(selectMainAction(actor.getSnapshot())).toBe('bet');
    expect(selectCanBet(actor.getSnapshot())).toBe(true);
  });

  it('queues a bet made while a round flies and places it when the next round takes bets', async () => {
    const { actor, fetch, place } = crashTable();
    await fetch.resolve(answer({ round: running() }));
    actor.send({ type: 'crash.stake.set', stake: 500 });
    actor.send({ type: 'crash.auto.changed', text: '1,80' });
    actor.send({ type: 'crash.bet' });
    expect(actor.getSnapshot().value).toMatchObject({ ready: { bet: 'queued' } });
    expect(selectMainAction(actor.getSnapshot())).toBe('cancel');
    expect(place.calls).toEqual([]);
    actor.send(push(crashed(1.4, 5_608)));
    expect(place.calls).toEqual([]);
    actor.send(push(nextRound()));
    expect(place.calls).toEqual([{ token: 'launch-token', requestId: 'req-1', bet: 500, autoCashOut: 1.8 }]);
  });

  it('cancels a queued bet', async () => {
    const { actor, fetch, place } = crashTable();
    await fetch.resolve(answer({ round: running() }));
    actor.send({ type: 'crash.bet' });
    actor.send({ type: 'crash.bet.cancelled' });
    actor.send(push(nextRound()));
    expect(place.calls).toEqual([]);
    expect(selectMainAction(actor.getSnapshot())).toBe('bet');
  });

  it('ignores a push older than the round on screen', async () => {
    const { actor, fetch } = crashTable();
    await fetch.resolve(answer({ round: running() }));
    actor.send(push(round()));
    expect(selectPhase(actor.getSnapshot())).toBe('flying');
  });

  it('reads the state every second while the hub is lost, and once when it is back', async () => {
    const { actor, fetch, clock } = crashTable();
    await fetch.resolve(answer());
    expect(selectLive(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'hub.message', command: 'disconnect', message: null });
    expect(selectLive(actor.getSnapshot())).toBe(false);
    expect(fetch.calls).toHaveLength(1);
    clock.increment(1_000);
    expect(fetch.calls).toHaveLength(2);
    await fetch.resolve(answer({ round: running() }));
    expect(selectPhase(actor.getSnapshot())).toBe('flying');
    clock.increment(1_000);
    expect(fetch.calls).toHaveLength(3);
    await fetch.resolve(answer({ round: running(10_000) }));
    actor.send({ type: 'hub.message', command: 'reconnected', message: 'c2' });
    expect(selectLive(actor.getSnapshot())).toBe(true);
    expect(fetch.calls).toHaveLength(4);
    await fetch.resolve(answer({ round: crashed(1.5, 6_758) }));
    expect(selectPhase(actor.getSnapshot())).toBe('crashed');
    clock.increment(5_000);
    expect(fetch.calls).toHaveLength(4);
  });

  it('reads again after a failed first read', async () => {
    const { actor, fetch, clock } = crashTable();
    await fetch.reject(new Error('Connection problem'));
    expect(actor.getSnapshot().value).toBe('loadFailed');
    clock.increment(1_000);
    expect(fetch.calls).toHaveLength(2);
    await fetch.resolve(answer());
    expect(selectPhase(actor.getSnapshot())).toBe('betting');
  });
});

describe('studio crash actors', () => {
  it('bet in TRY with the auto cash-out and read the state back in kuruş', async () => {
    const contract = {
      round: round(),
      history: [{ roundNumber: 40, crashPoint: 1.87, seed: 'c'.repeat(64) }],
      myBet: bet({ bet: 10, autoCashOut: 2.5 }),
      balance: 90,
      limits: { min: 1, max: 5000, step: 1 },
    };
    const { api: recording, requests } = recordingApi({ '/studio/crash/bet': ok(contract) });
    const { toPromise } = await import('xstate');
    const state = await toPromise(createActor(studioCrashActors(recording).placeCrashBet, { input: { token: 'tok', requestId: 'req-1', bet: 1_000, autoCashOut: 2.5 } }).start());
    expect(requests[0]!.body).toEqual({ token: 'tok', requestId: 'req-1', bet: 10, autoCashOut: 2.5 });
    expect(state.balance).toBe(9_000);
    expect(state.myBet).toEqual({ roundNumber: 41, bet: 1_000, autoCashOut: 2.5, cashedOutAt: null, payout: 0, status: 'open' });
    expect(state.history).toEqual([{ roundNumber: 40, crashPoint: 1.87 }]);
  });

  it('leave the auto cash-out out when there is none, and read the state with the token', async () => {
    const contract = { round: round(), history: [], myBet: null, balance: 1_150, limits: { min: 1, max: 5000, step: 1 } };
    const { api: recording, requests } = recordingApi({ '/studio/crash/bet': ok(contract), '/studio/crash/state': ok(contract) });
    const { toPromise } = await import('xstate');
    await toPromise(createActor(studioCrashActors(recording).placeCrashBet, { input: { token: 'tok', requestId: 'req-2', bet: 2_500, autoCashOut: null } }).start());
    expect(requests[0]!.body).toEqual({ token: 'tok', requestId: 'req-2', bet: 25 });
    const state = await toPromise(createActor(studioCrashActors(recording).fetchCrashState, { input: { token: 'tok' } }).start());
    expect(requests[1]!.body).toEqual({ token: 'tok' });
    expect(state.balance).toBe(115_000);
  });
});

describe('studio crash machine: generated paths', () => {
  const openBet = () => answer({ myBet: bet(), balance: 90 });
  type Snap = { matches: (value: unknown) => boolean };
  const LINK_EVENTS = new Set(['xstate.after.poll delay.studioCrash.ready.link.down.waiting', 'xstate.done.actor.sync', 'xstate.error.actor.sync', 'xstate.done.actor.poll', 'xstate.error.actor.poll']);
  const isLinkEvent = (event: StudioCrashEvent) =>
    LINK_EVENTS.has(event.type) || (event.type === 'hub.message' && ['reconnected', 'error'].includes(event.command));
  // The link's region is walked on its own: its events only while no bet is in play and the round takes
  // bets, and nothing else while it is not idle, so the paths do not multiply every bet by every link state.
  const events = (snapshot: Snap): StudioCrashEvent[] => {
    const all = allEvents(snapshot);
    if (!snapshot.matches('ready')) return all.filter((event) => !isLinkEvent(event));
    if (!snapshot.matches({ ready: { link: { live: 'idle' } } })) return all.filter(isLinkEvent);
    if (snapshot.matches({ ready: { bet: { free: 'none' }, round: 'betting' } })) return all;
    return all.filter((event) => !isLinkEvent(event));
  };
  const allEvents = (snapshot: Snap): StudioCrashEvent[] =>
    [
      ...delayEvents(snapshot as never),
      { type: 'xstate.done.actor.load', output: answer() },
      { type: 'xstate.done.actor.load', output: answer({ round: running(), myBet: bet({ autoCashOut: 2 }), balance: 90 }) },
      { type: 'xstate.done.actor.load', output: answer({ round: crashed(1.5, 6_758) }) },
      { type: 'clock.ticked', at: 1_000 },
      { type: 'xstate.error.actor.load', error: new Error('Connection problem') },
      { type: 'crash.retry' },
      { type: 'crash.stake.stepped', by: 1 },
      { type: 'crash.stake.set', stake: 500 },
      { type: 'crash.auto.changed', text: '2,00' },
      { type: 'crash.bet' },
      { type: 'crash.bet.cancelled' },
      { type: 'crash.cashout' },
      { type: 'crash.error.dismissed' },
      push(running()),
      push(crashed(3.2, 19_386)),
      push(nextRound()),
      push(round({ roundNumber: 42, phase: 'running', bettingEndsAt: at(60_000), startedAt: at(60_000), now: at(61_000) })),
      { type: 'hub.message', command: 'Balance', message: { balance: 120 } },
      { type: 'hub.message', command: 'reconnected', message: 'c2' },
      { type: 'hub.message', command: 'error', message: 'Failed to negotiate' },
      { type: 'xstate.done.actor.placeBet', output: openBet() },
      { type: 'xstate.done.actor.placeBet', output: answer() },
      { type: 'xstate.error.actor.placeBet', error: new ApiError('Betting for this round has closed', 409) },
      { type: 'xstate.error.actor.placeBet', error: new Error('Connection problem') },
      { type: 'xstate.done.actor.cashOut', output: answer({ round: running(), myBet: bet({ cashedOutAt: 2.5, payout: 25, status: 'settled' }), balance: 115 }) },
      { type: 'xstate.done.actor.cashOut', output: answer({ round: running(), myBet: bet(), balance: 90 }) },
      { type: 'xstate.error.actor.cashOut', error: new ApiError('The round has already crashed', 409) },
      { type: 'xstate.error.actor.cashOut', error: new Error('Connection problem') },
      { type: 'xstate.done.actor.resolve', output: answer({ round: nextRound(), myBet: bet({ cashedOutAt: 2, payout: 20, status: 'settled' }), balance: 110 }) },
      { type: 'xstate.done.actor.resolve', output: answer({ round: nextRound(), myBet: bet({ status: 'settled' }), balance: 90 }) },
      { type: 'xstate.done.actor.resolve', output: answer({ round: running(), myBet: bet(), balance: 90 }) },
      { type: 'xstate.done.actor.resolve', output: answer({ round: crashed(3.2, 19_386), myBet: bet(), balance: 90 }) },
      { type: 'xstate.error.actor.resolve', error: new Error('Connection problem') },
      { type: 'xstate.done.actor.sync', output: answer({ round: running() }) },
      { type: 'xstate.error.actor.sync', error: new Error('Connection problem') },
      { type: 'xstate.done.actor.poll', output: answer({ round: running() }) },
      { type: 'xstate.error.actor.poll', error: new Error('Connection problem') },
    ] as StudioCrashEvent[];
  const machine = studioCrashMachine.provide({
    actors: {
      fetchCrashState: pending as never,
      placeCrashBet: pending as never,
      cashOutCrash: pending as never,
      crashClock: fromCallback(() => () => {}) as never,
    },
    actions: { 'report round': () => undefined, 'report balance': () => undefined },
  });
  const serializeState = (snapshot: { value: unknown; context: { round: { roundNumber: number; phase: string } | null; myBet: { status: string } | null; placed: unknown; error: string | null; stake: number; autoText: string } }) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.round?.roundNumber ?? null,
      snapshot.context.myBet?.status ?? null,
    ]);
  const suite = generatePaths(machine, {
    events: events as never,
    input: () => ({ token: 'launch-token', limits, newRequestId: () => 'req' }),
    serializeState: serializeState as never,
  });
  testEveryPath(studioCrashMachine, suite);
});
