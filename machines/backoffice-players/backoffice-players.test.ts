// Players: the lookup (2 characters at least), a player's page, the ledger read once, locking with a
// reason (an active player is locked, a suspended one unlocked); the calls; plus generated paths.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, notifySpies, offlineApi, ok, outputOf, recordingApi } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import type { OpsLedgerLine, OpsPlayer, OpsPlayerDetail } from './backoffice-players.actors';
import { type PlayersEvent, playersMachine } from './backoffice-players.machine';
import { selectIsLocking, selectLedger, selectPlayer, selectResults, selectTab } from './backoffice-players.selectors';

const api = offlineApi();
const id = '00000000-0000-4000-8000-00000000000a';
const found = { id, usercode: '1001', username: 'ayse', email: 'ayse@example.com', phone: '5321234567', name: 'Ayşe', surname: 'Yılmaz', status: 'active', createdAt: '2026-11-01T10:00:00.000Z', cash: 200, bonus: 0, hold: 0, pendingWithdrawals: 0 } as OpsPlayer;
const detail = { ...found, phoneVerified: true, birthDate: null, country: 'TR', statusReason: null, lastLoginAt: null, openSessions: 1 } as OpsPlayerDetail;
const line: OpsLedgerLine = { id: 1, at: '2026-11-26T10:00:00.000Z', kind: 'deposit', account: 'cash', amount: 200, balanceAfter: 200, entryId: '00000000-0000-4000-8000-0000000000e1' };

function start() {
  const search = controllable<{ search: string }, OpsPlayer[], string>((input) => input.search);
  const player = controllable<{ playerId: string }, OpsPlayerDetail, string>((input) => input.playerId);
  const ledger = controllable<{ playerId: string }, { items: OpsLedgerLine[]; total: number }, string>((input) => input.playerId);
  const lock = controllable<{ lock: boolean; reason: string }, { player: OpsPlayerDetail; message: string }, [boolean, string]>((input) => [input.lock, input.reason]);
  const notify = notifySpies();
  const actor = createActor(
    playersMachine.provide({
      actors: { searchPlayers: search.logic as never, loadPlayer: player.logic as never, loadLedger: ledger.logic as never, setLocked: lock.logic as never },
      actions: notify.actions,
    }),
    { input: { api } },
  ).start();
  return { actor, search, player, ledger, lock, effects: notify.effects, snapshot: () => actor.getSnapshot() };
}

describe('players machine', () => {
  it('searches from 2 characters, trimmed, and shows the matches', async () => {
    const { actor, search, snapshot } = start();
    actor.send({ type: 'players.search.changed', value: ' a ' });
    actor.send({ type: 'players.search.submitted' });
    expect(search.calls).toEqual([]);
    actor.send({ type: 'players.search.changed', value: ' ay ' });
    actor.send({ type: 'players.search.submitted' });
    expect(search.calls).toEqual(['ay']);
    await search.resolve([found]);
    expect(selectResults(snapshot())).toEqual([found]);
  });

  it('opens a player, reads the ledger once however often its tab is chosen, and goes back to the matches', async () => {
    const { actor, player, ledger, snapshot } = start();
    actor.send({ type: 'players.opened', id });
    expect(player.calls).toEqual([id]);
    await player.resolve(detail);
    expect(selectPlayer(snapshot())).toEqual(detail);
    actor.send({ type: 'players.tab.chosen', tab: 'ledger' });
    await ledger.resolve({ items: [line], total: 1 });
    expect(selectTab(snapshot())).toBe('ledger');
    expect(selectLedger(snapshot())).toEqual([line]);
    actor.send({ type: 'players.tab.chosen', tab: 'profile' });
    actor.send({ type: 'players.tab.chosen', tab: 'ledger' });
    expect(ledger.calls).toEqual([id]);
    actor.send({ type: 'players.closed' });
    expect(selectPlayer(snapshot())).toBeNull();
  });

  it('locks an active player with a reason of 3 or more, then unlocks the suspended one', async () => {
    const { actor, player, lock, effects, snapshot } = start();
    actor.send({ type: 'players.opened', id });
    await player.resolve(detail);
    actor.send({ type: 'players.lock.opened' });
    expect(selectIsLocking(snapshot())).toBe(true);
    actor.send({ type: 'players.reason.changed', value: ' ab ' });
    actor.send({ type: 'players.lock.confirmed' });
    expect(lock.calls).toEqual([]);
    actor.send({ type: 'players.reason.changed', value: ' Şüpheli hareket ' });
    actor.send({ type: 'players.lock.confirmed' });
    expect(lock.calls).toEqual([[true, 'Şüpheli hareket']]);
    await lock.resolve({ player: { ...detail, status: 'suspended' }, message: 'Hesap kilitlendi' });
    expect(effects.success).toHaveBeenCalledWith('Hesap kilitlendi');
    expect(selectIsLocking(snapshot())).toBe(false);
    actor.send({ type: 'players.lock.opened' });
    actor.send({ type: 'players.reason.changed', value: 'Doğrulandı' });
    actor.send({ type: 'players.lock.confirmed' });
    expect(lock.calls.at(-1)).toEqual([false, 'Doğrulandı']);
  });

  it('a refused lock keeps the dialog and the reason; a player that cannot be read returns to the lookup', async () => {
    const { actor, player, lock, effects, snapshot } = start();
    actor.send({ type: 'players.opened', id });
    await player.resolve(detail);
    actor.send({ type: 'players.lock.opened' });
    actor.send({ type: 'players.reason.changed', value: 'Şüpheli' });
    actor.send({ type: 'players.lock.confirmed' });
    await lock.reject(new ApiError('Yetkiniz yok', 403));
    expect(effects.failure).toHaveBeenCalled();
    expect(selectIsLocking(snapshot())).toBe(true);
    expect(snapshot().context.reason).toBe('Şüpheli');
    actor.send({ type: 'players.lock.cancelled' });
    actor.send({ type: 'players.closed' });
    actor.send({ type: 'players.opened', id: 'gone' });
    await player.reject(new ApiError('Bulunamadı', 404));
    expect(snapshot().matches('lookup')).toBe(true);
  });
});

describe('players actors', () => {
  it('search, page, ledger, lock and unlock reach their operations', async () => {
    const { api: client, requests } = recordingApi((request) =>
      request.path === '/ops/players' ? ok([found]) : request.path.endsWith('/ledger') ? ok({ items: [], total: 0 }) : ok(detail, 'tamam'),
    );
    const { searchPlayers, loadPlayer, loadLedger, setLocked } = await import('./backoffice-players.actors');
    await outputOf(searchPlayers, { api: client, search: 'ayse' });
    await outputOf(loadPlayer, { api: client, playerId: id });
    await outputOf(loadLedger, { api: client, playerId: id });
    expect(await outputOf(setLocked, { api: client, playerId: id, lock: true, reason: 'Şüpheli' })).toEqual({ player: detail, message: 'tamam' });
    await outputOf(setLocked, { api: client, playerId: id, lock: false, reason: 'Doğrulandı' });
    expect(requests.map(({ method, url, body }) => [method, url.replace('http://site.test/api', ''), body])).toEqual([
      ['GET', '/ops/players?search=ayse', null],
      ['GET', `/ops/players/${id}`, null],
      ['GET', `/ops/players/${id}/ledger?take=100`, null],
      ['POST', `/ops/players/${id}/lock`, { reason: 'Şüpheli' }],
      ['POST', `/ops/players/${id}/unlock`, { reason: 'Doğrulandı' }],
    ]);
  });
});

describe('players machine: generated paths', () => {
  const machine = playersMachine.provide({
    actors: { searchPlayers: pending as never, loadPlayer: pending as never, loadLedger: pending as never, setLocked: pending as never },
  });
  const events = (): PlayersEvent[] =>
    [
      { type: 'players.search.changed', value: 'ayse' },
      { type: 'players.search.submitted' },
      { type: 'players.opened', id },
      { type: 'players.closed' },
      { type: 'players.tab.chosen', tab: 'ledger' },
      { type: 'players.tab.chosen', tab: 'profile' },
      { type: 'players.lock.opened' },
      { type: 'players.reason.changed', value: 'Şüpheli' },
      { type: 'players.lock.confirmed' },
      { type: 'players.lock.cancelled' },
      { type: 'xstate.done.actor.searchPlayers', output: [found] },
      { type: 'xstate.error.actor.searchPlayers', error: new ApiError('', 0) },
      { type: 'xstate.done.actor.loadPlayer', output: detail },
      { type: 'xstate.error.actor.loadPlayer', error: new ApiError('', 404) },
      { type: 'xstate.done.actor.loadLedger', output: { items: [line], total: 1 } },
      { type: 'xstate.error.actor.loadLedger', error: new ApiError('', 0) },
      { type: 'xstate.done.actor.setLocked', output: { player: { ...detail, status: 'suspended' }, message: 'ok' } },
      { type: 'xstate.error.actor.setLocked', error: new ApiError('', 403) },
    ] as PlayersEvent[];
  const suite = generatePaths(machine, {
    events,
    input: () => ({ api }),
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.search, snapshot.context.reason, snapshot.context.ledger === null, snapshot.context.player?.status ?? null]),
  });
  testEveryPath(machine, suite);
});
