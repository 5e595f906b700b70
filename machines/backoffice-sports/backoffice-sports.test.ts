// The trader screen: events load, an event's book opens; an action waits for a valid reason and figures (a
// price of 1,00 or a score of "x" cannot be confirmed), a price answer carries the book, a proposal reads the
// book again, a refused action stays in the dialog. Plus the calls each action makes, and generated paths.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, notifySpies, ok, outputOf, recordingApi } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { type OpsSportsEventBook, type SportsEventSummary, sportsTraderActors, type TraderAction } from './backoffice-sports.actors';
import { actionValid, type SportsEvent, sportsTraderMachine } from './backoffice-sports.machine';
import { selectCanConfirmAction, selectIsConfirming, selectSportsBook, selectTraderAction } from './backoffice-sports.selectors';

const event = { id: 'ev1', name: 'Anadolu – Boğaziçi', status: 'scheduled' } as SportsEventSummary;
const outcome = { id: 'ev1-m0-0', name: '1', odds: 2, feedOdds: null, active: true, result: null, bets: 1, stakes: 10, payout: 20, liability: 10, limit: 1_000_000 };
const book: OpsSportsEventBook = { event, openBets: 1, openStakes: 10, markets: [{ id: 'ev1-m0', name: 'Maç Sonucu', status: 'active', traderSuspended: false, version: 1, outcomes: [outcome] }] };
const held: OpsSportsEventBook = { ...book, markets: [{ ...book.markets[0]!, version: 2, outcomes: [{ ...outcome, odds: 1.8, feedOdds: 2 }] }] };

function start() {
  const events = controllable<unknown, SportsEventSummary[], unknown>(() => null);
  const load = controllable<{ eventId: string }, OpsSportsEventBook, unknown>((input) => input.eventId);
  const run = controllable<{ action: TraderAction; reason: string }, { message: string; book: OpsSportsEventBook | null }, unknown>((input) => ({ action: input.action, reason: input.reason }));
  const notify = notifySpies();
  const actor = createActor(sportsTraderMachine.provide({ actors: { loadEvents: events.logic as never, loadBook: load.logic as never, runAction: run.logic as never }, actions: notify.actions })).start();
  return { actor, events, load, run, effects: notify.effects, snapshot: () => actor.getSnapshot() };
}

describe('sports trader machine', () => {
  it('opens an event, sets a price with a reason and keeps the book the server answers', async () => {
    const { actor, events, load, run, effects, snapshot } = start();
    await events.resolve([event]);
    actor.send({ type: 'sports.event.opened', eventId: 'ev1' });
    await load.resolve(book);
    expect(load.calls).toEqual(['ev1']);
    actor.send({ type: 'sports.action.started', action: { kind: 'odds', outcomeId: outcome.id, label: '1', odds: '2,00' } });
    expect(selectIsConfirming(snapshot())).toBe(true);
    actor.send({ type: 'sports.action.changed', field: 'odds', value: '1,00' });
    actor.send({ type: 'sports.reason.changed', value: 'sharp money' });
    expect(selectCanConfirmAction(snapshot())).toBe(false);
    actor.send({ type: 'sports.action.changed', field: 'odds', value: '1,80' });
    expect(selectCanConfirmAction(snapshot())).toBe(true);
    actor.send({ type: 'sports.action.confirmed' });
    expect(run.calls).toEqual([{ action: { kind: 'odds', outcomeId: outcome.id, label: '1', odds: '1,80' }, reason: 'sharp money' }]);
    await run.resolve({ message: 'Oran kaydedildi', book: held });
    expect(effects.success).toHaveBeenCalledWith('Oran kaydedildi');
    expect(selectSportsBook(snapshot())).toEqual(held);
    expect(selectIsConfirming(snapshot())).toBe(false);
  });

  it('a proposal reads the book again; a refused action stays in the dialog; closing goes back to the events', async () => {
    const { actor, events, load, run, effects, snapshot } = start();
    await events.resolve([event]);
    actor.send({ type: 'sports.event.opened', eventId: 'ev1' });
    await load.resolve(book);
    actor.send({ type: 'sports.action.started', action: { kind: 'resettle', home: '', away: '' } });
    actor.send({ type: 'sports.action.changed', field: 'home', value: 'x' });
    actor.send({ type: 'sports.action.changed', field: 'away', value: '1' });
    actor.send({ type: 'sports.reason.changed', value: 'wrong score' });
    actor.send({ type: 'sports.action.confirmed' });
    expect(run.calls).toEqual([]);
    actor.send({ type: 'sports.action.changed', field: 'home', value: '2' });
    actor.send({ type: 'sports.action.confirmed' });
    await run.reject(new ApiError('Etkinlik henüz sonuçlanmadı', 409));
    expect(effects.failure).toHaveBeenCalled();
    expect(selectTraderAction(snapshot())).toEqual({ kind: 'resettle', home: '2', away: '1' });
    actor.send({ type: 'sports.action.confirmed' });
    await run.resolve({ message: 'Onaya gönderildi', book: null });
    expect(load.calls).toEqual(['ev1', 'ev1']);
    actor.send({ type: 'sports.closed' });
    expect(snapshot().matches('loadingEvents')).toBe(true);
  });

  it('checks the figures of each action', () => {
    expect(actionValid({ kind: 'odds', outcomeId: 'o', label: '1', odds: '1.855' }, 'reason')).toBe(false);
    expect(actionValid({ kind: 'odds', outcomeId: 'o', label: '1', odds: '1,85' }, 'ab')).toBe(false);
    expect(actionValid({ kind: 'limit', amount: '' }, 'default again')).toBe(true);
    expect(actionValid({ kind: 'limit', amount: '-1' }, 'negative')).toBe(false);
    expect(actionValid({ kind: 'rollback' }, 'under review')).toBe(true);
  });
});

describe('sports trader actors', () => {
  it('each action reaches its operation with its body', async () => {
    const { api: client, requests } = recordingApi((request) => (request.method === 'GET' ? ok({ items: [event], total: 1 }) : ok(book, 'ok')));
    const { loadEvents, loadBook, runAction } = sportsTraderActors(client);
    expect(await outputOf(loadEvents, undefined)).toEqual([event]);
    await outputOf(loadBook, { eventId: 'ev1' });
    const run = (action: TraderAction) => outputOf(runAction, { eventId: 'ev1', action, reason: 'why not' });
    expect(await run({ kind: 'odds', outcomeId: 'o1', label: '1', odds: '1,85' })).toEqual({ message: 'ok', book });
    await run({ kind: 'release', outcomeId: 'o1', label: '1' });
    await run({ kind: 'event', suspended: true });
    await run({ kind: 'market', marketId: 'm1', label: '1X2', suspended: false });
    await run({ kind: 'limit', amount: '250,50' });
    await run({ kind: 'resettle', home: '2', away: '1' });
    await run({ kind: 'rollback' });
    expect(requests.map(({ method, url, body }) => [method, url.replace('http://site.test/api', ''), body])).toEqual([
      ['GET', '/sports/events?skip=0&take=50', null],
      ['GET', '/ops/sports/events/ev1/book', null],
      ['PUT', '/ops/sports/outcomes/o1/odds', { odds: 1.85, reason: 'why not' }],
      ['PUT', '/ops/sports/outcomes/o1/odds', { odds: null, reason: 'why not' }],
      ['POST', '/ops/sports/events/ev1/suspend', { suspended: true, reason: 'why not' }],
      ['POST', '/ops/sports/markets/m1/suspend', { suspended: false, reason: 'why not' }],
      ['PUT', '/ops/sports/events/ev1/liability', { maxLiability: 250.5, reason: 'why not' }],
      ['POST', '/ops/sports/events/ev1/resettlement', { action: 'resettle', homeScore: 2, awayScore: 1, reason: 'why not' }],
      ['POST', '/ops/sports/events/ev1/resettlement', { action: 'rollback', reason: 'why not' }],
    ]);
  });
});

describe('sports trader machine: generated paths', () => {
  const machine = sportsTraderMachine.provide({ actors: { loadEvents: pending as never, loadBook: pending as never, runAction: pending as never } });
  const events = (): SportsEvent[] =>
    [
      { type: 'sports.retried' },
      { type: 'sports.event.opened', eventId: 'ev1' },
      { type: 'sports.refreshed' },
      { type: 'sports.action.started', action: { kind: 'rollback' } },
      { type: 'sports.reason.changed', value: 'under review' },
      { type: 'sports.action.changed', field: 'odds', value: '1,5' },
      { type: 'sports.action.confirmed' },
      { type: 'sports.action.cancelled' },
      { type: 'sports.closed' },
      { type: 'xstate.done.actor.loadEvents', output: [event] },
      { type: 'xstate.error.actor.loadEvents', error: new ApiError('', 0) },
      { type: 'xstate.done.actor.loadBook', output: book },
      { type: 'xstate.error.actor.loadBook', error: new ApiError('', 404) },
      { type: 'xstate.done.actor.runAction', output: { message: 'ok', book } },
      { type: 'xstate.done.actor.runAction', output: { message: 'ok', book: null } },
      { type: 'xstate.error.actor.runAction', error: new ApiError('', 409) },
    ] as SportsEvent[];
  const suite = generatePaths(machine, {
    events,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.action === null, snapshot.context.reason.length >= 3, snapshot.context.book === null, snapshot.context.events === null]),
  });
  testEveryPath(machine, suite);
});
