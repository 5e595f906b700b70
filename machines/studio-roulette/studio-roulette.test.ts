// The studio roulette's round: chips add up per table spot, Spin needs a bet and sends every bet in TRY,
// the wheel lands after its delay and only then the shell hears the settled round; a refusal shows and
// leaves the bets on the table. Then every path of the graph.
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, hosted } from '../testing/fixtures';
import type { PlacedBet, RouletteRound } from './studio-roulette.actors';
import { chipChoices, type StudioRouletteEvent, studioRouletteMachine } from './studio-roulette.machine';
import { selectCanSpin, selectLanded, selectPocket, selectTotal } from './studio-roulette.selectors';

const limits = { min: 100, max: 1_000_000, step: 1 };
const round: RouletteRound = {
  bet: 600,
  win: 1_000,
  balance: 10_400,
  nonce: 0,
  outcome: { game: 'roulette', pocket: 3, color: 'red', results: [] },
};

function start() {
  const spin = controllable<{ token: string; bets: PlacedBet[] }, RouletteRound, PlacedBet[]>((input) => input.bets);
  const clock = new SimulatedClock();
  const { actor, received } = hosted(studioRouletteMachine.provide({ actors: { spinRoulette: spin.logic } }), { token: 't', limits }, { systemIds: ['studio'], clock });
  return { actor, received, spin, clock };
}

describe('studio roulette machine', () => {
  it('offers chips within the limits', () => {
    expect(chipChoices(limits)).toEqual([100, 500, 1_000, 2_500, 10_000, 50_000]);
    expect(chipChoices({ min: 100, max: 2_000, step: 100 })).toEqual([100, 500, 1_000]);
  });

  it('adds chips per spot, spins every bet and reports the round once the wheel landed', async () => {
    const { actor, received, spin, clock } = start();
    expect(selectCanSpin(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'roulette.chip.changed', chip: 500 });
    actor.send({ type: 'roulette.bet.placed', spot: 'red', bet: { kind: 'red' } });
    actor.send({ type: 'roulette.chip.changed', chip: 100 });
    actor.send({ type: 'roulette.bet.placed', spot: 'n17', bet: { kind: 'straight', numbers: [17] } });
    expect(selectTotal(actor.getSnapshot())).toBe(600);
    actor.send({ type: 'roulette.spin' });
    expect(spin.calls).toEqual([[{ kind: 'red', amount: 500 }, { kind: 'straight', numbers: [17], amount: 100 }]]);
    expect(selectPocket(actor.getSnapshot())).toBeNull();
    await spin.resolve(round);
    expect(selectPocket(actor.getSnapshot())?.pocket).toBe(3);
    expect(selectLanded(actor.getSnapshot())).toBe(false);
    expect(received.studio).toEqual([]);
    clock.increment(2_400);
    expect(selectLanded(actor.getSnapshot())).toBe(true);
    // 5,00 on red and 1,00 on 17; 3 is red: 10,00 back. 100,00 - 6,00 + 10,00 = 104,00.
    expect(received.studio).toEqual([{ type: 'round.settled', balance: 10_400, nonce: 0, bet: 600, win: 1_000 }]);
    // The bets stay on the table for the next spin, until cleared.
    actor.send({ type: 'roulette.bets.cleared' });
    expect(selectTotal(actor.getSnapshot())).toBe(0);
  });

  it('shows a refusal and keeps the bets', async () => {
    const { actor, spin, received } = start();
    actor.send({ type: 'roulette.bet.placed', spot: 'black', bet: { kind: 'black' } });
    actor.send({ type: 'roulette.spin' });
    await spin.reject(new ApiError('Your balance is too low for this bet', 400));
    expect(actor.getSnapshot().context.error).toBe('Your balance is too low for this bet');
    expect(selectTotal(actor.getSnapshot())).toBe(100);
    expect(received.studio).toEqual([]);
  });
});

describe('studio roulette machine: generated paths', () => {
  const events = (): StudioRouletteEvent[] =>
    [
      { type: 'roulette.chip.changed', chip: 500 },
      { type: 'roulette.bet.placed', spot: 'red', bet: { kind: 'red' } },
      { type: 'roulette.bets.cleared' },
      { type: 'roulette.spin' },
      { type: 'xstate.done.actor.0.studioRoulette.spinning', output: round },
      { type: 'xstate.error.actor.0.studioRoulette.spinning', error: new ApiError('x', 400) },
      { type: 'xstate.after.wheel lands.studioRoulette.landing' },
    ] as StudioRouletteEvent[];
  const machine = studioRouletteMachine.provide({ actors: { spinRoulette: pending as never }, actions: { 'report round': () => undefined } });
  const suite = generatePaths(machine, {
    events,
    input: () => ({ token: 't', limits }),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.chip, Object.keys(snapshot.context.bets).length > 0]),
  });
  testEveryPath(studioRouletteMachine, suite);
});
