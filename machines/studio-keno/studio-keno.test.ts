// The keno machine: loads the draw, sets its clock to the server's, shows the balls whose moment passed,
// keeps the bet slip (at most 8 numbers), places a bet with a fresh request id while the draw takes bets
// and not after its close, follows only its draw's pushes, and loads the state again when the draw ends
// or a new one opens. Then every path.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, flush } from '../testing/fixtures';
import type { KenoBetInput, KenoCallInput, KenoDraw, KenoFetched, KenoState } from './studio-keno.actors';
import { type StudioKenoEvent, studioKenoMachine } from './studio-keno.machine';
import { selectCanPlace, selectPhaseNow, selectShownBalls, selectSlip } from './studio-keno.selectors';

const BALLS = [5, 12, 33, 41, 80, 7, 19, 22, 48, 51, 60, 61, 66, 70, 2, 3, 4, 9, 10, 11];
// Draw 9: bets close at 10:02:00, the first ball 10:02:03, one every 2 s, the 20th at 10:02:41.
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 10, 0, 0) + seconds * 1000).toISOString();

const draw = (extra: Partial<KenoDraw> = {}): KenoDraw => ({
  drawNo: 9,
  phase: 'betting',
  opensAt: at(0),
  betsCloseAt: at(120),
  drawStartsAt: at(123),
  ballMs: 2000,
  lastBallAt: at(161),
  endsAt: at(176),
  balls: [],
  seedHash: 'h'.repeat(64),
  seed: null,
  salt: 'salt',
  now: at(100),
  ...extra,
});
const withBalls = (extra: Partial<KenoDraw> = {}) => draw({ phase: 'drawing', balls: BALLS.map((number, i) => ({ number, at: at(123 + 2 * i) })), ...extra });

const state = (extra: Partial<KenoState> = {}): KenoState => ({
  draw: draw(),
  myBets: [],
  results: [],
  paytable: { spots: [], colour: 3.8, total: 1.9, totalLine: 810 },
  balance: 100,
  limits: { min: 1, max: 200, step: 1 },
  ...extra,
});

/** The server's answer, received when the local clock read `local` ms. */
const fetched = (s: KenoState, local: number): KenoFetched => ({ state: s, receivedAt: local });

function start() {
  const fetch = controllable<KenoCallInput, KenoFetched>();
  const place = controllable<KenoBetInput, KenoFetched>();
  let n = 0;
  const actor = createActor(
    studioKenoMachine.provide({ actors: { fetchKenoDraw: fetch.logic, placeKenoBet: place.logic, kenoClock: fromCallback(() => () => {}) } }),
    { input: { token: 'launch-token', newRequestId: () => `req-${++n}` } },
  ).start();
  // The local clock reads 1 000 000 ms; the server's is at.. whatever the answer says.
  const tick = (local: number) => actor.send({ type: 'clock.ticked', at: local });
  return { actor, fetch, place, tick };
}

describe('studio keno machine', () => {
  it('places a bet on the numbers picked with a fresh request id, and not once bets closed', async () => {
    const { actor, fetch, place, tick } = start();
    expect(fetch.calls).toEqual([{ token: 'launch-token' }]);
    tick(1_000_000);
    // The answer says 10:01:40 when the local clock read 1 000 000: 20 s of betting left.
    await fetch.resolve(fetched(state(), 1_000_000));
    expect(selectPhaseNow(actor.getSnapshot())).toEqual({ phase: 'betting', seconds: 20 });
    expect(selectCanPlace(actor.getSnapshot())).toBe(false);
    for (const number of [7, 3, 80, 41, 1, 2, 4, 5, 6]) actor.send({ type: 'number.toggled', number });
    // At most 8 numbers; a picked number toggles off.
    expect(selectSlip(actor.getSnapshot()).numbers).toEqual([7, 3, 80, 41, 1, 2, 4, 5]);
    actor.send({ type: 'number.toggled', number: 1 });
    actor.send({ type: 'number.toggled', number: 2 });
    actor.send({ type: 'number.toggled', number: 4 });
    actor.send({ type: 'number.toggled', number: 5 });
    actor.send({ type: 'stake.selected', stake: 1_000 });
    expect(selectCanPlace(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'bet.placed' });
    expect(place.calls).toEqual([{ token: 'launch-token', requestId: 'req-1', drawNo: 9, bet: { kind: 'spots', numbers: [3, 7, 41, 80] }, stake: 10 }]);
    const bet = { roundId: 'studio:r', drawNo: 9, bet: { kind: 'spots' as const, numbers: [3, 7, 41, 80] }, stake: 10, status: 'open' as const, win: null, hits: null };
    await place.resolve(fetched(state({ myBets: [bet], draw: draw({ now: at(101) }) }), 1_001_000));
    // 20 s later on the local clock it is 10:02:01 on the server's: bets are closed.
    tick(1_021_000);
    expect(selectPhaseNow(actor.getSnapshot()).phase).toBe('closed');
    expect(selectCanPlace(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'bet.placed' });
    expect(place.calls).toHaveLength(1);
  });

  it('shows the balls whose moment passed, the same for every viewer whatever its local clock', async () => {
    const viewers = [start(), start()];
    // Two pages whose local clocks disagree by 7 s both learn the server's time from their answers.
    await viewers[0]!.fetch.resolve(fetched(state({ draw: draw({ now: at(110) }) }), 500_000));
    await viewers[1]!.fetch.resolve(fetched(state({ draw: draw({ now: at(110) }) }), 507_000));
    for (const { actor } of viewers) actor.send({ type: 'hub.message', command: 'KenoDraw', message: withBalls() });
    // 10:02:08 on the server: balls at 10:02:03, :05 and :07 are out, the fourth (10:02:09) is not.
    viewers[0]!.tick(500_000 + 18_000);
    viewers[1]!.tick(507_000 + 18_000);
    for (const { actor } of viewers) {
      expect(selectShownBalls(actor.getSnapshot())).toEqual([5, 12, 33]);
      expect(selectPhaseNow(actor.getSnapshot()).phase).toBe('drawing');
    }
    // Another draw's push for this one is ignored; the draw's result loads the state again.
    const { actor, fetch, tick } = viewers[0]!;
    tick(500_000 + 60_000);
    expect(selectShownBalls(actor.getSnapshot())).toHaveLength(20);
    actor.send({ type: 'hub.message', command: 'KenoDraw', message: withBalls({ phase: 'result', seed: 's'.repeat(64) }) });
    expect(fetch.calls).toHaveLength(2);
    await fetch.resolve(fetched(state({ draw: withBalls({ phase: 'result', seed: 's'.repeat(64), now: at(170) }) }), 500_000 + 60_000));
    expect(selectPhaseNow(actor.getSnapshot())).toEqual({ phase: 'result', seconds: 6 });
    actor.send({ type: 'hub.message', command: 'KenoDraw', message: draw({ drawNo: 10 }) });
    expect(fetch.calls).toHaveLength(3);
  });

  it('shows a refused bet and keeps the slip', async () => {
    const { actor, fetch, place, tick } = start();
    tick(0);
    await fetch.resolve(fetched(state(), 0));
    actor.send({ type: 'kind.selected', kind: 'colour' });
    actor.send({ type: 'colour.selected', colour: 'green' });
    actor.send({ type: 'bet.placed' });
    expect(place.calls[0]!.bet).toEqual({ kind: 'colour', colour: 'green' });
    await place.reject(new ApiError('Bu çekilişin bahisleri kapandı; bir sonraki çekilişe oynayın', 409));
    expect(actor.getSnapshot().context.error).toBe('Bu çekilişin bahisleri kapandı; bir sonraki çekilişe oynayın');
    expect(selectSlip(actor.getSnapshot()).bet).toEqual({ kind: 'colour', colour: 'green' });
    await flush();
  });
});

describe('studio keno machine: generated paths', () => {
  const events = (): StudioKenoEvent[] =>
    [
      { type: 'xstate.done.actor.fetchDraw', output: fetched(state(), 0) },
      { type: 'xstate.error.actor.fetchDraw', error: new ApiError('x', 409) },
      { type: 'retry' },
      { type: 'kind.selected', kind: 'total' },
      { type: 'side.selected', side: 'over' },
      { type: 'colour.selected', colour: 'red' },
      { type: 'number.toggled', number: 8 },
      { type: 'stake.selected', stake: 100 },
      { type: 'slip.cleared' },
      { type: 'bet.placed' },
      { type: 'xstate.done.actor.placeBet', output: fetched(state(), 0) },
      { type: 'xstate.error.actor.placeBet', error: new ApiError('x', 409) },
      { type: 'hub.message', command: 'KenoDraw', message: withBalls() },
      { type: 'hub.message', command: 'KenoDraw', message: draw({ drawNo: 10 }) },
      { type: 'xstate.done.actor.refreshDraw', output: fetched(state(), 0) },
      { type: 'xstate.error.actor.refreshDraw', error: new ApiError('x', 500) },
      { type: 'clock.ticked', at: 0 },
    ] as StudioKenoEvent[];
  const machine = studioKenoMachine.provide({
    actors: { fetchKenoDraw: pending as never, placeKenoBet: pending as never, kenoClock: fromCallback(() => () => {}) as never },
  });
  const suite = generatePaths(machine, {
    events,
    input: () => ({ token: 'launch-token', newRequestId: () => 'req' }),
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.state?.draw.drawNo ?? null, snapshot.context.numbers.length > 0, snapshot.context.kind]),
  });
  testEveryPath(studioKenoMachine, suite);
});
