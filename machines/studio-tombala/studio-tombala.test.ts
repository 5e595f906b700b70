// The tombala room machine: loads the room, follows the pushed game of its own room only, buys tickets
// while the room sells (within the room's limit), loads the state again when a new game opens or the game
// it holds tickets in finishes, and daubs the drawn balls on the player's cards. Then every path.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, flush } from '../testing/fixtures';
import type { TombalaCallInput, TombalaGame, TombalaState } from './studio-tombala.actors';
import { type StudioTombalaEvent, studioTombalaMachine } from './studio-tombala.machine';
import { selectCanBuy, selectCards, selectGame, selectLastBall } from './studio-tombala.selectors';

const card = [
  [1, 0, 20, 0, 40, 0, 60, 0, 80],
  [0, 11, 0, 31, 0, 51, 0, 71, 81],
  [2, 12, 0, 32, 0, 0, 62, 72, 0],
];

const game = (extra: Partial<TombalaGame> = {}): TombalaGame => ({
  gameId: 7,
  roomId: 'cinar',
  phase: 'selling',
  salesEndAt: '2026-11-22T10:01:00.000Z',
  drawStartsAt: null,
  ballMs: 2500,
  ticketPrice: 5,
  ticketsSold: 0,
  prizeMode: 'pool',
  prizes: [],
  balls: [],
  seedHash: 'h'.repeat(64),
  seed: null,
  salt: 'salt',
  now: '2026-11-22T10:00:00.000Z',
  ...extra,
});

const state = (extra: Partial<TombalaState> = {}): TombalaState => ({
  rooms: [{ roomId: 'cinar', name: 'Çınar Salonu', ticketPrice: 5, maxTickets: 6, prizeMode: 'pool', phase: 'selling', salesEndAt: game().salesEndAt, ticketsSold: 0 }],
  game: game(),
  myTickets: [],
  history: [],
  balance: 100,
  limits: { min: 5, max: 30, step: 5 },
  ...extra,
});

function start() {
  const fetch = controllable<TombalaCallInput, TombalaState>();
  const buy = controllable<TombalaCallInput & { roomId: string; count: number; requestId: string }, TombalaState>();
  let n = 0;
  const actor = createActor(studioTombalaMachine.provide({ actors: { fetchTombalaState: fetch.logic, buyTombalaTickets: buy.logic } }), {
    input: { token: 'launch-token', newRequestId: () => `req-${++n}` },
  }).start();
  return { actor, fetch, buy };
}

describe('studio tombala machine', () => {
  it('loads the room, buys tickets with a fresh request id, and daubs the pushed balls on the cards', async () => {
    const { actor, fetch, buy } = start();
    expect(fetch.calls).toEqual([{ token: 'launch-token', roomId: null }]);
    await fetch.resolve(state());
    expect(selectCanBuy(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'count.changed', count: 2 });
    actor.send({ type: 'buy' });
    expect(buy.calls).toEqual([{ token: 'launch-token', roomId: 'cinar', count: 2, requestId: 'req-1' }]);
    const ticket = (ticketNo: number) => ({ ticketNo, roundId: 'studio:r', card, prize: null });
    await buy.resolve(state({ myTickets: [ticket(1), ticket(2)], game: game({ ticketsSold: 2 }) }));
    // Another room's push changes nothing; this room's push brings the balls.
    actor.send({ type: 'hub.message', command: 'TombalaRoom', message: game({ roomId: 'bogaz', balls: [5] }) });
    expect(selectGame(actor.getSnapshot())?.balls).toEqual([]);
    actor.send({ type: 'hub.message', command: 'TombalaRoom', message: game({ phase: 'drawing', balls: [1, 20, 40, 60, 80, 11] }) });
    expect(selectLastBall(actor.getSnapshot())).toBe(11);
    const [first] = selectCards(actor.getSnapshot());
    expect(first!.rowsDone).toBe(1);
    expect(first!.cells[1]![1]).toEqual({ number: 11, daubed: true });
    expect(first!.cells[1]![3]).toEqual({ number: 31, daubed: false });
    // Buying is closed while the game draws.
    expect(selectCanBuy(actor.getSnapshot())).toBe(false);
    // The game finishes: the state is loaded again for the prizes.
    actor.send({ type: 'hub.message', command: 'TombalaRoom', message: game({ phase: 'finished', balls: [1, 20, 40, 60, 80, 11] }) });
    expect(fetch.calls).toHaveLength(2);
    await fetch.resolve(state({ myTickets: [{ ...ticket(1), prize: 9 }] }));
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('refuses more tickets than the room allows and shows a refused purchase', async () => {
    const { actor, fetch, buy } = start();
    await fetch.resolve(state());
    actor.send({ type: 'count.changed', count: 7 });
    expect(selectCanBuy(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'count.changed', count: 1 });
    actor.send({ type: 'buy' });
    await buy.reject(new ApiError('Bu oyunun bilet satışı kapandı', 409));
    expect(actor.getSnapshot().context.error).toBe('Bu oyunun bilet satışı kapandı');
    await flush();
  });
});

describe('studio tombala machine: generated paths', () => {
  const events = (): StudioTombalaEvent[] =>
    [
      { type: 'xstate.done.actor.fetchState', output: state() },
      { type: 'xstate.error.actor.fetchState', error: new ApiError('x', 409) },
      { type: 'retry' },
      { type: 'room.selected', roomId: 'bogaz' },
      { type: 'count.changed', count: 2 },
      { type: 'buy' },
      { type: 'xstate.done.actor.buyTickets', output: state({ myTickets: [{ ticketNo: 1, roundId: 'studio:r', card, prize: null }] }) },
      { type: 'xstate.error.actor.buyTickets', error: new ApiError('x', 409) },
      { type: 'hub.message', command: 'TombalaRoom', message: game({ phase: 'drawing', balls: [3] }) },
      { type: 'hub.message', command: 'TombalaRoom', message: game({ gameId: 8 }) },
      { type: 'xstate.done.actor.refreshState', output: state() },
      { type: 'xstate.error.actor.refreshState', error: new ApiError('x', 500) },
    ] as StudioTombalaEvent[];
  const machine = studioTombalaMachine.provide({ actors: { fetchTombalaState: pending as never, buyTombalaTickets: pending as never } });
  const suite = generatePaths(machine, {
    events,
    input: () => ({ token: 'launch-token', newRequestId: () => 'req' }),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.count, snapshot.context.state?.game.gameId ?? null]),
  });
  testEveryPath(studioTombalaMachine, suite);
});
