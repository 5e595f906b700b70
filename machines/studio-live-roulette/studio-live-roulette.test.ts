// The automated roulette table's machine: the table's phases by the server's clock (bets open with the
// seconds left, closed, spinning to the pushed pocket, the result, the next spin), chips placed through the
// wallet with the worked figures (₺10 on red, red wins: balance 100 → 90 → 110; ₺1 straight up pays ₺36),
// a failed placement retried with the same request id, chips refused after the close, the spin read again
// when a push is late (a missed push, a hub reconnect) and on a reload. Then every path.
import { describe, expect, it } from 'vitest';
import { fromCallback, SimulatedClock } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, hosted } from '../testing/fixtures';
import type { LiveRouletteBetsInput, LiveRouletteCallInput, LiveRouletteFetched, LiveRoulettePlacement, LiveRouletteSpin, LiveRouletteState } from './studio-live-roulette.actors';
import { type StudioLiveRouletteEvent, studioLiveRouletteMachine } from './studio-live-roulette.machine';
import { selectBalance, selectCanPlace, selectMyWin, selectPhase, selectSlipTotal, selectWheel } from './studio-live-roulette.selectors';

const limits = { min: 100, max: 1_000_000, step: 1 };
// Spin 7: opens 10:00:00, bets close 10:00:25, the wheel lands 10:00:33, the next spin opens 10:00:40.
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 10, 0, 0) + seconds * 1000).toISOString();

const spin = (extra: Partial<LiveRouletteSpin> = {}): LiveRouletteSpin => ({
  spinNo: 7,
  phase: 'betting',
  opensAt: at(0),
  betsCloseAt: at(25),
  resultAt: at(33),
  endsAt: at(40),
  pocket: null,
  color: null,
  seedHash: 'h'.repeat(64),
  seed: null,
  salt: 'salt',
  now: at(5),
  ...extra,
});
const turning = (extra: Partial<LiveRouletteSpin> = {}) => spin({ phase: 'spinning', pocket: 32, color: 'red', ...extra });

const state = (extra: Partial<LiveRouletteState> = {}): LiveRouletteState => ({
  spin: spin(),
  myBets: [],
  results: [],
  balance: 100,
  limits: { min: 1, max: 10_000, step: 0.01 },
  ...extra,
});
const placement = (extra: Partial<LiveRoulettePlacement> = {}): LiveRoulettePlacement => ({
  roundId: 'studio:p1',
  spinNo: 7,
  bets: [{ kind: 'red', amount: 10 }],
  stake: 10,
  status: 'open',
  win: null,
  ...extra,
});

/** The server's answer, received when the local clock read `local` ms. */
const fetched = (s: LiveRouletteState, local: number): LiveRouletteFetched => ({ state: s, receivedAt: local });

function start() {
  const fetch = controllable<LiveRouletteCallInput, LiveRouletteFetched>();
  const place = controllable<LiveRouletteBetsInput, LiveRouletteFetched>();
  const clock = new SimulatedClock();
  let n = 0;
  const { actor, received } = hosted(
    studioLiveRouletteMachine.provide({
      actors: { fetchLiveRouletteSpin: fetch.logic, placeLiveRouletteBets: place.logic, liveRouletteClock: fromCallback(() => () => {}) },
    }),
    { token: 'launch-token', limits, newRequestId: () => `req-${++n}` },
    { systemIds: ['studio'], clock },
  );
  const tick = (local: number) => actor.send({ type: 'clock.ticked', at: local });
  const push = (message: LiveRouletteSpin) => actor.send({ type: 'hub.message', command: 'LiveRouletteSpin', message });
  return { actor, received, fetch, place, tick, push, clock };
}

describe('studio live roulette machine', () => {
  it('₺10 on red, red wins: the balance goes 100 → 90 → 110 and the shell hears the settled spin', async () => {
    const { actor, received, fetch, place, tick, push } = start();
    expect(fetch.calls).toEqual([{ token: 'launch-token' }]);
    tick(1_000_000);
    // The answer says 10:00:05 when the local clock read 1 000 000: 20 s of betting left.
    await fetch.resolve(fetched(state(), 1_000_000));
    expect(selectPhase(actor.getSnapshot())).toEqual({ phase: 'betting', seconds: 20 });
    expect(selectBalance(actor.getSnapshot())).toBe(10_000);
    expect(selectCanPlace(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'table.chip.changed', chip: 1_000 });
    actor.send({ type: 'table.spot.chosen', spot: 'red', bet: { kind: 'red' } });
    expect(selectSlipTotal(actor.getSnapshot())).toBe(1_000);
    actor.send({ type: 'table.bets.placed' });
    expect(place.calls).toEqual([{ token: 'launch-token', requestId: 'req-1', spinNo: 7, bets: [{ kind: 'red', amount: 1_000 }] }]);
    // The call fails (the connection dropped): the chips stay, and placing again is the same request.
    await place.reject(new Error('Failed to fetch'));
    expect(actor.getSnapshot().context.error).toBe('Failed to fetch');
    expect(selectSlipTotal(actor.getSnapshot())).toBe(1_000);
    actor.send({ type: 'table.bets.placed' });
    expect(place.calls[1]).toMatchObject({ requestId: 'req-1', spinNo: 7, bets: [{ kind: 'red', amount: 1_000 }] });
    await place.resolve(fetched(state({ balance: 90, myBets: [placement()], spin: spin({ now: at(6) }) }), 1_001_000));
    expect(selectBalance(actor.getSnapshot())).toBe(9_000);
    expect(selectSlipTotal(actor.getSnapshot())).toBe(0);
    expect(received.studio).toEqual([{ type: 'balance.updated', balance: 9_000 }]);

    // 10:00:26: bets closed; the close's push brings the pocket, 32 (red), and the wheel turns to it.
    tick(1_021_000);
    expect(selectPhase(actor.getSnapshot()).phase).toBe('closed');
    expect(selectWheel(actor.getSnapshot())).toMatchObject({ pocket: null, turning: false });
    push(turning({ now: at(26) }));
    expect(selectPhase(actor.getSnapshot())).toEqual({ phase: 'spinning', seconds: 7 });
    expect(selectWheel(actor.getSnapshot())).toEqual({ pocket: 32, color: 'red', turning: true, landed: false, spinNo: 7 });
    // 10:00:33: the wheel landed; the result's push (the seed revealed) reads the spin again: paid ₺20.
    tick(1_028_000);
    expect(selectWheel(actor.getSnapshot())).toMatchObject({ pocket: 32, turning: false, landed: true });
    push(turning({ phase: 'result', seed: 's'.repeat(64), now: at(33) }));
    expect(fetch.calls).toHaveLength(2);
    await fetch.resolve(
      fetched(state({ balance: 110, spin: turning({ phase: 'result', seed: 's'.repeat(64), now: at(33) }), myBets: [placement({ status: 'settled', win: 20 })] }), 1_028_000),
    );
    expect(selectBalance(actor.getSnapshot())).toBe(11_000);
    expect(selectMyWin(actor.getSnapshot())).toBe(2_000);
    expect(received.studio).toEqual([
      { type: 'balance.updated', balance: 9_000 },
      { type: 'round.settled', balance: 11_000, nonce: null, bet: 1_000, win: 2_000 },
    ]);
    expect(selectPhase(actor.getSnapshot())).toEqual({ phase: 'result', seconds: 7 });
  });

  it('₺1 straight up on 17, 17 comes: the shell hears ₺36 paid for ₺1', async () => {
    const { actor, received, fetch, place, tick, push } = start();
    tick(0);
    await fetch.resolve(fetched(state(), 0));
    actor.send({ type: 'table.spot.chosen', spot: 'n17', bet: { kind: 'straight', numbers: [17] } });
    actor.send({ type: 'table.bets.placed' });
    expect(place.calls[0]!.bets).toEqual([{ kind: 'straight', numbers: [17], amount: 100 }]);
    const mine = placement({ bets: [{ kind: 'straight', numbers: [17], amount: 1 }], stake: 1 });
    await place.resolve(fetched(state({ balance: 99, myBets: [mine] }), 0));
    tick(28_000);
    push(turning({ phase: 'result', pocket: 17, color: 'black', seed: 's'.repeat(64) }));
    await fetch.resolve(fetched(state({ balance: 135, spin: turning({ phase: 'result', pocket: 17, color: 'black', seed: 's'.repeat(64), now: at(33) }), myBets: [{ ...mine, status: 'settled', win: 36 }] }), 28_000));
    expect(received.studio.at(-1)).toEqual({ type: 'round.settled', balance: 13_500, nonce: null, bet: 100, win: 3_600 });
  });

  it('takes no chips once bets closed, even before the close push arrives', async () => {
    const { actor, fetch, place, tick } = start();
    tick(0);
    await fetch.resolve(fetched(state(), 0));
    actor.send({ type: 'table.spot.chosen', spot: 'black', bet: { kind: 'black' } });
    // 10:00:25 on the server's clock: the close, whatever the pushes say.
    tick(20_000);
    expect(selectPhase(actor.getSnapshot()).phase).toBe('closed');
    expect(selectCanPlace(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'table.bets.placed' });
    actor.send({ type: 'table.spot.chosen', spot: 'red', bet: { kind: 'red' } });
    expect(place.calls).toHaveLength(0);
    expect(selectSlipTotal(actor.getSnapshot())).toBe(100);
  });

  it('reads the spin again when a push is late (a missed push, a hub reconnect), and follows the next spin', async () => {
    const { actor, fetch, tick, clock, push } = start();
    tick(0);
    await fetch.resolve(fetched(state(), 0));
    tick(21_000);
    expect(selectPhase(actor.getSnapshot()).phase).toBe('closed');
    // No close push within 2.5 s: the spin is read again and shows the pocket.
    clock.increment(2_500);
    expect(fetch.calls).toHaveLength(2);
    await fetch.resolve(fetched(state({ spin: turning({ now: at(26) }) }), 21_000));
    expect(selectPhase(actor.getSnapshot()).phase).toBe('spinning');
    // The next spin's push reads the state again (the player's wins, the results).
    push(spin({ spinNo: 8, opensAt: at(40), betsCloseAt: at(65), resultAt: at(73), endsAt: at(80), now: at(40) }));
    expect(fetch.calls).toHaveLength(3);
    // Another spin's older push is ignored.
    push(spin({ spinNo: 6 }));
    expect(fetch.calls).toHaveLength(3);
  });

  it('shows a refusal and keeps the chips; changing the chips makes a new request', async () => {
    const { actor, fetch, place, tick } = start();
    tick(0);
    await fetch.resolve(fetched(state(), 0));
    actor.send({ type: 'table.spot.chosen', spot: 'odd', bet: { kind: 'odd' } });
    actor.send({ type: 'table.bets.placed' });
    await place.reject(new ApiError('Bu turun bahisleri kapandı; fişlerinizi bir sonraki tura koyun', 409));
    expect(actor.getSnapshot().context.error).toBe('Bu turun bahisleri kapandı; fişlerinizi bir sonraki tura koyun');
    actor.send({ type: 'table.spot.chosen', spot: 'odd', bet: { kind: 'odd' } });
    actor.send({ type: 'table.bets.placed' });
    expect(place.calls.map((call) => [call.requestId, call.bets])).toEqual([
      ['req-1', [{ kind: 'odd', amount: 100 }]],
      ['req-2', [{ kind: 'odd', amount: 200 }]],
    ]);
  });
});

describe('studio live roulette machine: generated paths', () => {
  const events = (): StudioLiveRouletteEvent[] =>
    [
      { type: 'xstate.done.actor.fetchSpin', output: fetched(state(), 0) },
      { type: 'xstate.error.actor.fetchSpin', error: new ApiError('x', 500) },
      { type: 'retry' },
      { type: 'table.chip.changed', chip: 500 },
      { type: 'table.spot.chosen', spot: 'red', bet: { kind: 'red' } },
      { type: 'table.slip.cleared' },
      { type: 'table.bets.placed' },
      { type: 'xstate.done.actor.placeBets', output: fetched(state({ balance: 99 }), 0) },
      { type: 'xstate.error.actor.placeBets', error: new ApiError('x', 409) },
      { type: 'hub.message', command: 'LiveRouletteSpin', message: turning() },
      { type: 'hub.message', command: 'LiveRouletteSpin', message: spin({ spinNo: 8 }) },
      { type: 'xstate.done.actor.refreshSpin', output: fetched(state(), 0) },
      { type: 'xstate.done.actor.refreshSpin', output: fetched(state({ myBets: [placement({ status: 'settled', win: 20 })] }), 0) },
      { type: 'xstate.error.actor.refreshSpin', error: new ApiError('x', 500) },
      { type: 'xstate.after.push grace.studioLiveRoulette.ready.table.closed' },
      { type: 'xstate.after.push grace.studioLiveRoulette.ready.table.next' },
      // 10:00:05 (bets open), 10:00:26 (closed or spinning), 10:00:34 (result), 10:00:45 (next spin due).
      { type: 'clock.ticked', at: 0 },
      { type: 'clock.ticked', at: 21_000 },
      { type: 'clock.ticked', at: 29_000 },
      { type: 'clock.ticked', at: 40_000 },
    ] as StudioLiveRouletteEvent[];
  const machine = studioLiveRouletteMachine.provide({
    actors: { fetchLiveRouletteSpin: pending as never, placeLiveRouletteBets: pending as never, liveRouletteClock: fromCallback(() => () => {}) as never },
    actions: { 'report balance': () => undefined, 'report settled': () => undefined },
  });
  const suite = generatePaths(machine, {
    events,
    input: () => ({ token: 'launch-token', limits, newRequestId: () => 'req' }),
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.state?.spin.spinNo ?? null,
        snapshot.context.state?.spin.pocket ?? null,
        snapshot.context.localNow,
        Object.keys(snapshot.context.slip).length > 0,
        snapshot.context.requestId !== null,
      ]),
  });
  testEveryPath(studioLiveRouletteMachine, suite);
});
