// The themed slots' machine: bets within the limits and steps, a spin reported to the shell at once (so
// the header's balance follows), the round shown step by step (paid spin, then each free spin / respin),
// a skip to the last step, a refusal back to idle with its message. Then every path of the graph.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable } from '../testing/fixtures';
import { delayEvents, generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import type { SpinInput, StudioRound } from './studio-reels.actors';
import { stepsOf, type StudioReelsEvent, studioReelsMachine } from './studio-reels.machine';
import { selectBet, selectError, selectIsBusy, selectShowsTotal, selectStep, selectStepCount } from './studio-reels.selectors';

const limits = { min: 20, max: 100_000, step: 20 };

const spin = (kind: 'base' | 'free', multiplier: number) => ({
  kind,
  stops: [0, 0, 0, 0, 0],
  grid: [['A', 'K', 'Q'], ['A', 'K', 'Q'], ['A', 'K', 'Q'], ['A', 'K', 'Q'], ['A', 'K', 'Q']],
  wins: [],
  scatters: 0,
  scatterUnits: 0,
  freeSpinsAwarded: 0,
  multiplier,
  winUnits: 0,
});

/** A Boğaz Gecesi round of ₺2 with two free spins that paid ₺5 in all; the balance after it is ₺103. */
const round: StudioRound = {
  roundId: 'studio:1',
  game: 'slot',
  gameCode: 'studio-bosphorus',
  status: 'settled',
  bet: 2,
  win: 5,
  balanceBefore: 100,
  balanceAfter: 103,
  balance: 103,
  jackpots: [],
  fairness: { serverSeedHash: 'h'.repeat(64), serverSeed: null, clientSeed: 'c', nonce: 4 },
  outcome: { game: 'bosphorus', unit: 0.1, base: spin('base', 1), freeSpins: [spin('free', 1), spin('free', 2)], winUnits: 50 },
  startedAt: '2026-11-27T00:00:00.000Z',
  endedAt: '2026-11-27T00:00:01.000Z',
} as unknown as StudioRound;

function started() {
  const call = controllable<SpinInput, StudioRound>(({ bet, requestId }) => ({ bet, requestId }) as unknown as SpinInput);
  const heard: unknown[] = [];
  const clock = new SimulatedClock();
  let ids = 0;
  // The shell is the game's sibling in the system (id 'studio'), not its parent.
  const shell = createMachine({ on: { 'round.settled': { actions: ({ event }) => heard.push(event) } } });
  const host = createActor(
    createMachine({
      invoke: [
        { src: shell, systemId: 'studio' },
        { id: 'game', src: studioReelsMachine.provide({ actors: { spinReels: call.logic } }), input: { token: 'tok', limits, newRequestId: () => `req-${++ids}` } },
      ],
    }),
    { clock },
  );
  host.start();
  const actor = host.getSnapshot().children.game as ReturnType<typeof createActor<typeof studioReelsMachine>>;
  return { actor, call, heard, clock };
}

describe('studio reels machine', () => {
  it('opens at ₺2, moves the bet by the step within the limits, refuses bets off the step', () => {
    const { actor } = started();
    expect(selectBet(actor.getSnapshot())).toBe(200);
    actor.send({ type: 'bet.raised' });
    expect(selectBet(actor.getSnapshot())).toBe(220);
    actor.send({ type: 'bet.changed', bet: 30 });
    expect(selectBet(actor.getSnapshot())).toBe(220);
    actor.send({ type: 'bet.changed', bet: 20 });
    actor.send({ type: 'bet.lowered' });
    expect(selectBet(actor.getSnapshot())).toBe(20);
  });

  it('spins with a fresh request id, tells the shell the settled round at once, then shows each step', async () => {
    const { actor, call, heard, clock } = started();
    actor.send({ type: 'spin.requested' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(call.calls).toEqual([{ bet: 200, requestId: 'req-1' }]);
    actor.send({ type: 'spin.requested' });
    expect(call.calls).toHaveLength(1);
    await call.resolve(round);
    // Balance ₺103 = 10300 kuruş, bet ₺2 = 200, win ₺5 = 500.
    expect(heard).toEqual([{ type: 'round.settled', balance: 10_300, nonce: 4, bet: 200, win: 500 }]);
    expect(selectStepCount(actor.getSnapshot())).toBe(3);
    expect(selectStep(actor.getSnapshot())).toBe(0);
    expect(selectShowsTotal(actor.getSnapshot())).toBe(false);
    clock.increment(700);
    expect(selectStep(actor.getSnapshot())).toBe(1);
    clock.increment(700);
    expect(selectStep(actor.getSnapshot())).toBe(2);
    expect(selectShowsTotal(actor.getSnapshot())).toBe(true);
    clock.increment(700);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectStep(actor.getSnapshot())).toBe(2);
  });

  it('skips to the last step', async () => {
    const { actor, call } = started();
    actor.send({ type: 'spin.requested' });
    await call.resolve(round);
    actor.send({ type: 'presentation.skipped' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectStep(actor.getSnapshot())).toBe(2);
  });

  it('goes back to idle with the refusal and clears it on the next spin', async () => {
    const { actor, call } = started();
    actor.send({ type: 'spin.requested' });
    await call.reject(new ApiError('Bakiye yetersiz', 400));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectError(actor.getSnapshot())).toBe('Bakiye yetersiz');
    actor.send({ type: 'spin.requested' });
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it('counts the steps of each outcome: free spins, respins, none', () => {
    expect(stepsOf(null)).toBe(0);
    expect(stepsOf(round)).toBe(3);
    const held = { ...round, outcome: { game: 'bazaar', feature: { respins: [{}, {}, {}, {}] } } } as unknown as StudioRound;
    expect(stepsOf(held)).toBe(5);
    expect(stepsOf({ ...round, outcome: { game: 'bazaar', feature: null } } as unknown as StudioRound)).toBe(1);
  });
});

describe('studio reels machine: generated paths', () => {
  const machine = studioReelsMachine.provide({ actors: { spinReels: pending as never }, actions: { 'report round': () => {} } });
  const single = { ...round, outcome: { ...(round.outcome as object), freeSpins: [] } } as unknown as StudioRound;
  const events = (snapshot: Parameters<typeof delayEvents>[0]): StudioReelsEvent[] =>
    [
      { type: 'bet.changed', bet: 40 },
      { type: 'bet.changed', bet: 30 },
      { type: 'bet.raised' },
      { type: 'bet.lowered' },
      { type: 'spin.requested' },
      { type: 'presentation.skipped' },
      { type: 'xstate.done.actor.spin', output: round },
      { type: 'xstate.done.actor.spin', output: single },
      { type: 'xstate.error.actor.spin', error: new ApiError('x', 400) },
      ...delayEvents(snapshot),
    ] as StudioReelsEvent[];
  const suite = generatePaths(machine, {
    events,
    input: () => ({ token: 'tok', limits: { min: 20, max: 60, step: 20 }, newRequestId: () => 'r' }),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.bet, snapshot.context.step, stepsOf(snapshot.context.round)]),
  });
  testEveryPath(machine, suite);
});
