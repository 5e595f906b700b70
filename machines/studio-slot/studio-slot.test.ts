// The studio slot's round: the bet stays within the offered choices; Spin asks for the round with the
// chosen bet (kuruş → TRY at the edge), the reels run until the answer and their stop delay, each free
// spin is shown in turn, then the shell hears the settled round; a refusal shows and lets the player spin
// again. Then every path of the graph.
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, hosted } from '../testing/fixtures';
import type { SlotRound, SlotSpin } from './studio-slot.actors';
import { betChoices, type StudioSlotEvent, studioSlotMachine } from './studio-slot.machine';
import { selectBet, selectCanSpin, selectFreeSpinProgress, selectReelsRunning, selectResult, selectShownSpin } from './studio-slot.selectors';

const limits = { min: 20, max: 100_000, step: 20 };
const spinOf = (kind: 'base' | 'free', row: string): SlotSpin => ({
  kind,
  stops: [0, 0, 0, 0, 0],
  grid: Array.from({ length: 5 }, () => [row, row, row]),
  lineWins: [],
  scatters: 0,
  freeSpinsAwarded: 0,
  multiplier: kind === 'free' ? 2 : 1,
  winUnits: 0,
});
const round = (freeSpins: SlotSpin[], win: number): SlotRound => ({
  roundId: 'studio:1',
  bet: 200,
  win,
  balance: 10_000 - 200 + win,
  nonce: 3,
  outcome: { game: 'slot', lineBet: 0.1, base: spinOf('base', 'A'), freeSpins, winUnits: 0 },
});

function start() {
  const spin = controllable<{ token: string; bet: number }, SlotRound, number>((input) => input.bet);
  const clock = new SimulatedClock();
  const { actor, received } = hosted(studioSlotMachine.provide({ actors: { spinSlot: spin.logic } }), { token: 't', limits }, { systemIds: ['studio'], clock });
  return { actor, received, spin, clock };
}

describe('studio slot machine', () => {
  it('offers the bets within the limits on the step, and starts at 2,00', () => {
    expect(betChoices(limits)).toEqual([20, 40, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 25_000, 50_000, 100_000]);
    expect(betChoices({ min: 100, max: 1_000, step: 100 })).toEqual([100, 200, 500, 1_000]);
    const { actor } = start();
    expect(selectBet(actor.getSnapshot())).toBe(200);
    actor.send({ type: 'slot.bet.changed', bet: 30 });
    expect(selectBet(actor.getSnapshot())).toBe(200);
    actor.send({ type: 'slot.bet.changed', bet: 500 });
    expect(selectBet(actor.getSnapshot())).toBe(500);
  });

  it('spins, shows the base spin and each free spin in turn, then reports the settled round', async () => {
    const { actor, received, spin, clock } = start();
    actor.send({ type: 'slot.spin' });
    expect(spin.calls).toEqual([200]);
    expect(selectCanSpin(actor.getSnapshot())).toBe(false);
    expect(selectReelsRunning(actor.getSnapshot())).toBe(true);
    await spin.resolve(round([spinOf('free', 'K'), spinOf('free', 'Q')], 2_400));
    expect(selectReelsRunning(actor.getSnapshot())).toBe(true);
    clock.increment(900);
    expect(selectShownSpin(actor.getSnapshot())?.grid[0]).toEqual(['A', 'A', 'A']);
    clock.increment(700);
    expect(selectShownSpin(actor.getSnapshot())?.grid[0]).toEqual(['K', 'K', 'K']);
    expect(selectFreeSpinProgress(actor.getSnapshot())).toEqual({ index: 1, count: 2 });
    clock.increment(700);
    expect(selectFreeSpinProgress(actor.getSnapshot())).toEqual({ index: 2, count: 2 });
    expect(received.studio).toEqual([]);
    clock.increment(700);
    expect(selectResult(actor.getSnapshot())).toEqual({ win: 2_400, bet: 200 });
    // 2,00 staked, 24,00 won: the balance after the round is 100,00 - 2,00 + 24,00.
    expect(received.studio).toEqual([{ type: 'round.settled', balance: 12_200, nonce: 3, bet: 200, win: 2_400 }]);
    expect(selectCanSpin(actor.getSnapshot())).toBe(true);
  });

  it('shows a refusal and lets the player spin again', async () => {
    const { actor, received, spin } = start();
    actor.send({ type: 'slot.spin' });
    await spin.reject(new ApiError('Bakiyeniz bu bahis için yetersiz', 400));
    expect(actor.getSnapshot().context.error).toBe('Bakiyeniz bu bahis için yetersiz');
    expect(received.studio).toEqual([]);
    expect(selectCanSpin(actor.getSnapshot())).toBe(true);
  });
});

describe('studio slot machine: generated paths', () => {
  const events = (): StudioSlotEvent[] =>
    [
      { type: 'slot.bet.changed', bet: 500 },
      { type: 'slot.spin' },
      { type: 'xstate.done.actor.0.studioSlot.spinning', output: round([spinOf('free', 'K')], 100) },
      { type: 'xstate.done.actor.0.studioSlot.spinning', output: round([], 0) },
      { type: 'xstate.error.actor.0.studioSlot.spinning', error: new ApiError('x', 400) },
      { type: 'xstate.after.reels stop.studioSlot.stopping' },
      { type: 'xstate.after.free spin.studioSlot.showing' },
    ] as StudioSlotEvent[];
  const machine = studioSlotMachine.provide({ actors: { spinSlot: pending as never }, actions: { 'report round': () => undefined } });
  const suite = generatePaths(machine, {
    events,
    input: () => ({ token: 't', limits }),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.bet, snapshot.context.shown, snapshot.context.round?.win ?? null]),
  });
  testEveryPath(studioSlotMachine, suite);
});
