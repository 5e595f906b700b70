// Players: the lookup (2 characters at least), a player's page, the ledger read once, locking with a
// reason (an active player is locked, a suspended one unlocked); the calls; plus generated paths.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, notifySpies, ok, outputOf, recordingApi } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { type AnyPage, type OpsLedgerLine, type OpsPlayer, type OpsPlayerBonus, type OpsPlayerDetail, playersActors } from './backoffice-players.actors';
import { parseAmount, type PlayersEvent, playersMachine } from './backoffice-players.machine';
import { selectCancellingBonus, selectDialog, selectIsLocking, selectIsMissing, selectLedger, selectPage, selectPlayer, selectResults, selectTab } from './backoffice-players.selectors';

const id = '00000000-0000-4000-8000-00000000000a';
const other = '00000000-0000-4000-8000-00000000000b';
const found = { id, usercode: '1001', username: 'ayse', email: 'ayse@example.com', phone: '5321234567', name: 'Ayşe', surname: 'Yılmaz', status: 'active', createdAt: '2026-11-01T10:00:00.000Z', cash: 200, bonus: 0, hold: 0, pendingWithdrawals: 0 } as OpsPlayer;
const detail = { ...found, phoneVerified: true, birthDate: null, country: 'TR', statusReason: null, lastLoginAt: null, openSessions: 1 } as OpsPlayerDetail;
const bonus = (bonusId: number, status: OpsPlayerBonus['status']): OpsPlayerBonus => ({
  id: bonusId,
  kind: 'manual',
  status,
  amount: 125.5,
  balance: 125.5,
  wagerRequired: 627.5,
  wagered: 0,
  expiresAt: '2026-12-31T21:00:00.000Z',
  createdAt: '2026-11-26T10:00:00.000Z',
  endedAt: status === 'active' ? null : '2026-11-27T10:00:00.000Z',
});
const line: OpsLedgerLine = { id: 1, at: '2026-11-26T10:00:00.000Z', kind: 'deposit', account: 'cash', amount: 200, balanceAfter: 200, entryId: '00000000-0000-4000-8000-0000000000e1' };

function start() {
  const search = controllable<{ search: string }, OpsPlayer[], string>((input) => input.search);
  const player = controllable<{ playerId: string }, OpsPlayerDetail, string>((input) => input.playerId);
  const page = controllable<{ playerId: string; tab: string; skip: number }, AnyPage, string>((input) => `${input.tab}@${input.skip}`);
  const lock = controllable<{ lock: boolean; reason: string }, { player: OpsPlayerDetail; message: string }, [boolean, string]>((input) => [input.lock, input.reason]);
  const adjust = controllable<{ amount: number; reason: string }, string, [number, string]>((input) => [input.amount, input.reason]);
  const end = controllable<{ sessionId: string; reason: string }, string, [string, string]>((input) => [input.sessionId, input.reason]);
  const cancel = controllable<{ playerId: string; bonusId: number; reason: string }, string, [string, number, string]>((input) => [input.playerId, input.bonusId, input.reason]);
  const note = controllable<{ text: string }, string, string>((input) => input.text);
  const message = controllable<{ title: string; note: string }, string, [string, string]>((input) => [input.title, input.note]);
  const phone = controllable<{ reason: string }, { player: OpsPlayerDetail; message: string }, string>((input) => input.reason);
  const notify = notifySpies();
  const actor = createActor(
    playersMachine.provide({
      actors: {
        searchPlayers: search.logic as never,
        loadPlayer: player.logic as never,
        loadPage: page.logic as never,
        setLocked: lock.logic as never,
        proposeAdjustment: adjust.logic as never,
        endSession: end.logic as never,
        cancelBonus: cancel.logic as never,
        addNote: note.logic as never,
        sendMessage: message.logic as never,
        resetPhone: phone.logic as never,
      },
      actions: notify.actions,
    }),
  ).start();
  return { actor, search, player, page, lock, adjust, end, cancel, note, message, phone, effects: notify.effects, snapshot: () => actor.getSnapshot() };
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

  it('opens a player, reads a tab when it opens and its pages by skip, and goes back to the matches', async () => {
    const { actor, player, page, snapshot } = start();
    actor.send({ type: 'players.opened', id });
    expect(player.calls).toEqual([id]);
    await player.resolve(detail);
    expect(selectPlayer(snapshot())).toEqual(detail);
    actor.send({ type: 'players.tab.chosen', tab: 'ledger' });
    await page.resolve({ items: [line], total: 150 });
    expect(selectTab(snapshot())).toBe('ledger');
    expect(selectLedger(snapshot())).toEqual([line]);
    actor.send({ type: 'players.page.changed', skip: 100 });
    await page.resolve({ items: [], total: 150 });
    actor.send({ type: 'players.tab.chosen', tab: 'sessions' });
    await page.resolve({ items: [], total: 0 });
    expect(selectTab(snapshot())).toBe('sessions');
    expect(page.calls).toEqual(['ledger@0', 'ledger@100', 'sessions@0']);
    actor.send({ type: 'players.closed' });
    expect(selectPlayer(snapshot())).toBeNull();
  });

  it('proposes an adjustment only with a non-zero amount of at most two decimals and a reason', async () => {
    const { actor, player, adjust, effects, snapshot } = start();
    actor.send({ type: 'players.opened', id });
    await player.resolve(detail);
    actor.send({ type: 'players.adjust.opened' });
    expect(selectDialog(snapshot())).toBe('adjust');
    actor.send({ type: 'players.amount.changed', value: '12.345' });
    actor.send({ type: 'players.reason.changed', value: 'Goodwill' });
    actor.send({ type: 'players.dialog.confirmed' });
    expect(adjust.calls).toEqual([]);
    actor.send({ type: 'players.amount.changed', value: '-150,5' });
    actor.send({ type: 'players.dialog.confirmed' });
    expect(adjust.calls).toEqual([[-150.5, 'Goodwill']]);
    await adjust.resolve('Proposed: a second operator must approve');
    expect(effects.success).toHaveBeenCalledWith('Proposed: a second operator must approve');
    expect(selectDialog(snapshot())).toBeNull();
    expect(snapshot().context.amount).toBe('');
  });

  it('a dialog opened from a tab keeps that tab behind it and returns to it', async () => {
    const { actor, player, page, snapshot } = start();
    actor.send({ type: 'players.opened', id });
    await player.resolve(detail);
    actor.send({ type: 'players.tab.chosen', tab: 'rounds' });
    await page.resolve({ items: [], total: 0 });
    actor.send({ type: 'players.message.opened' });
    expect(selectDialog(snapshot())).toBe('message');
    expect(selectTab(snapshot())).toBe('rounds');
    actor.send({ type: 'players.dialog.cancelled' });
    expect(selectDialog(snapshot())).toBeNull();
    expect(selectTab(snapshot())).toBe('rounds');
  });

  it('ends a session with a reason and reads the sessions again; adds a note and reads the notes again', async () => {
    const { actor, player, page, end, note, snapshot } = start();
    actor.send({ type: 'players.opened', id });
    await player.resolve(detail);
    actor.send({ type: 'players.tab.chosen', tab: 'sessions' });
    await page.resolve({ items: [], total: 0 });
    actor.send({ type: 'players.session.opened', id: 's-1' });
    actor.send({ type: 'players.reason.changed', value: 'Paylaşılan cihaz' });
    actor.send({ type: 'players.dialog.confirmed' });
    expect(end.calls).toEqual([['s-1', 'Paylaşılan cihaz']]);
    await end.resolve('Oturum sonlandırıldı');
    expect(selectTab(snapshot())).toBe('sessions');
    actor.send({ type: 'players.tab.chosen', tab: 'notes' });
    await page.resolve({ items: [], total: 0 });
    actor.send({ type: 'players.text.changed', value: '  Aradı, bilgi verildi ' });
    actor.send({ type: 'players.note.submitted' });
    expect(note.calls).toEqual(['Aradı, bilgi verildi']);
    await note.resolve('Not eklendi');
    expect(page.calls).toEqual(['sessions@0', 'sessions@0', 'notes@0', 'notes@0']);
    await page.resolve({ items: [{ id: 1, text: 'Aradı, bilgi verildi', author: 'ayse', createdAt: '2026-11-26T10:00:00.000Z' }], total: 1 });
    expect(selectPage('notes')(snapshot())?.total).toBe(1);
    expect(snapshot().context.text).toBe('');
  });

  it('cancels an active bonus with a reason from the bonuses tab, then reads the bonuses again; an ended bonus offers nothing', async () => {
    const { actor, player, page, cancel, effects, snapshot } = start();
    actor.send({ type: 'players.opened', id });
    await player.resolve(detail);
    actor.send({ type: 'players.tab.chosen', tab: 'bonuses' });
    await page.resolve({ items: [bonus(41, 'converted'), bonus(42, 'active')], total: 2 });
    // A converted bonus (or one not on the page) opens no dialog: the server would answer 409.
    actor.send({ type: 'players.bonus.cancel.opened', id: 41 });
    actor.send({ type: 'players.bonus.cancel.opened', id: 99 });
    expect(selectDialog(snapshot())).toBeNull();
    actor.send({ type: 'players.bonus.cancel.opened', id: 42 });
    expect(selectDialog(snapshot())).toBe('bonus');
    expect(selectTab(snapshot())).toBe('bonuses');
    expect(selectCancellingBonus(snapshot())).toMatchObject({ id: 42, balance: 125.5 });
    // The reason needs 3 characters (the contract's OpsReasonRequest).
    actor.send({ type: 'players.reason.changed', value: ' ab ' });
    actor.send({ type: 'players.dialog.confirmed' });
    expect(cancel.calls).toEqual([]);
    // Cancelling the dialog returns to the bonuses and forgets the bonus and the reason.
    actor.send({ type: 'players.dialog.cancelled' });
    expect(selectDialog(snapshot())).toBeNull();
    expect(selectTab(snapshot())).toBe('bonuses');
    expect(snapshot().context.bonusId).toBeNull();
    await page.resolve({ items: [bonus(41, 'converted'), bonus(42, 'active')], total: 2 });
    actor.send({ type: 'players.bonus.cancel.opened', id: 42 });
    actor.send({ type: 'players.reason.changed', value: ' Kötüye kullanım ' });
    actor.send({ type: 'players.dialog.confirmed' });
    expect(cancel.calls).toEqual([[id, 42, 'Kötüye kullanım']]);
    // A refusal keeps the dialog open with the reason.
    await cancel.reject(new ApiError('Bu bonus artık aktif değil', 409));
    expect(effects.failure).toHaveBeenCalled();
    expect(selectDialog(snapshot())).toBe('bonus');
    expect(snapshot().context.reason).toBe(' Kötüye kullanım ');
    actor.send({ type: 'players.dialog.confirmed' });
    await cancel.resolve('Bonus iptal edildi');
    expect(effects.success).toHaveBeenCalledWith('Bonus iptal edildi');
    expect(selectDialog(snapshot())).toBeNull();
    expect(selectTab(snapshot())).toBe('bonuses');
    // Read on opening the tab, on returning from the dialog cancelled, and after the bonus was cancelled.
    expect(page.calls).toEqual(['bonuses@0', 'bonuses@0', 'bonuses@0']);
    await page.resolve({ items: [bonus(41, 'converted'), bonus(42, 'forfeited')], total: 2 });
    actor.send({ type: 'players.bonus.cancel.opened', id: 42 });
    expect(selectDialog(snapshot())).toBeNull();
  });

  it('sends a message with a title and a text, and resets the phone with a reason', async () => {
    const { actor, player, message, phone, snapshot } = start();
    actor.send({ type: 'players.opened', id });
    await player.resolve(detail);
    actor.send({ type: 'players.message.opened' });
    actor.send({ type: 'players.title.changed', value: 'Bilgi' });
    actor.send({ type: 'players.dialog.confirmed' });
    expect(message.calls).toEqual([]);
    actor.send({ type: 'players.text.changed', value: 'Çekiminiz yolda' });
    actor.send({ type: 'players.dialog.confirmed' });
    expect(message.calls).toEqual([['Bilgi', 'Çekiminiz yolda']]);
    await message.resolve('Gönderildi');
    actor.send({ type: 'players.phone.opened' });
    actor.send({ type: 'players.reason.changed', value: 'Yeni numara' });
    actor.send({ type: 'players.dialog.confirmed' });
    await phone.resolve({ player: { ...detail, phoneVerified: false }, message: 'Sıfırlandı' });
    expect(selectPlayer(snapshot())?.phoneVerified).toBe(false);
  });

  it('locks an active player with a reason of 3 or more, then unlocks the suspended one', async () => {
    const { actor, player, lock, effects, snapshot } = start();
    actor.send({ type: 'players.opened', id });
    await player.resolve(detail);
    actor.send({ type: 'players.lock.opened' });
    expect(selectIsLocking(snapshot())).toBe(true);
    actor.send({ type: 'players.reason.changed', value: ' ab ' });
    actor.send({ type: 'players.dialog.confirmed' });
    expect(lock.calls).toEqual([]);
    actor.send({ type: 'players.reason.changed', value: ' Şüpheli hareket ' });
    actor.send({ type: 'players.dialog.confirmed' });
    expect(lock.calls).toEqual([[true, 'Şüpheli hareket']]);
    await lock.resolve({ player: { ...detail, status: 'suspended' }, message: 'Hesap kilitlendi' });
    expect(effects.success).toHaveBeenCalledWith('Hesap kilitlendi');
    expect(selectIsLocking(snapshot())).toBe(false);
    actor.send({ type: 'players.lock.opened' });
    actor.send({ type: 'players.reason.changed', value: 'Doğrulandı' });
    actor.send({ type: 'players.dialog.confirmed' });
    expect(lock.calls.at(-1)).toEqual([false, 'Doğrulandı']);
  });

  it('a refused lock keeps the dialog and the reason; a player that cannot be read returns to the lookup', async () => {
    const { actor, player, lock, effects, snapshot } = start();
    actor.send({ type: 'players.opened', id });
    await player.resolve(detail);
    actor.send({ type: 'players.lock.opened' });
    actor.send({ type: 'players.reason.changed', value: 'Şüpheli' });
    actor.send({ type: 'players.dialog.confirmed' });
    await lock.reject(new ApiError('Yetkiniz yok', 403));
    expect(effects.failure).toHaveBeenCalled();
    expect(selectIsLocking(snapshot())).toBe(true);
    expect(snapshot().context.reason).toBe('Şüpheli');
    actor.send({ type: 'players.dialog.cancelled' });
    actor.send({ type: 'players.closed' });
    // A read that fails for another reason than "no such player" (the network, a 500) goes back to the lookup with its toast.
    actor.send({ type: 'players.opened', id: 'down' });
    await player.reject(new ApiError('Sunucuya ulaşılamadı', 0));
    expect(snapshot().matches('lookup')).toBe(true);
    expect(selectIsMissing(snapshot())).toBe(false);
  });

  it('an id no player has (404) or that is not an id (400) shows "not found", with no toast; closing goes to the lookup', async () => {
    const { actor, player, effects, snapshot } = start();
    actor.send({ type: 'players.opened', id: other });
    await player.reject(new ApiError('Oyuncu bulunamadı', 404));
    expect(selectIsMissing(snapshot())).toBe(true);
    expect(selectPlayer(snapshot())).toBeNull();
    expect(effects.failure).not.toHaveBeenCalled();
    actor.send({ type: 'players.opened', id: 'not-an-id' });
    expect(player.calls).toEqual([other, 'not-an-id']);
    await player.reject(new ApiError('Geçersiz istek', 400));
    expect(selectIsMissing(snapshot())).toBe(true);
    actor.send({ type: 'players.closed' });
    expect(snapshot().matches('lookup')).toBe(true);
    // From "not found", a real id reads that player.
    actor.send({ type: 'players.opened', id });
    await player.resolve(detail);
    expect(selectPlayer(snapshot())?.id).toBe(id);
  });

  it("opens by id on the URL's tab, once read; the same id only changes the tab; another id reads that player afresh", async () => {
    const { actor, player, page, lock, snapshot } = start();
    actor.send({ type: 'players.opened', id, tab: 'bonuses' });
    expect(selectTab(snapshot())).toBe('profile');
    await player.resolve(detail);
    expect(selectTab(snapshot())).toBe('bonuses');
    expect(page.calls).toEqual(['bonuses@0']);
    await page.resolve({ items: [], total: 0 });
    // The same player on another tab (back/forward, a tab link): no new read of the player.
    actor.send({ type: 'players.opened', id, tab: 'ledger' });
    expect(selectTab(snapshot())).toBe('ledger');
    await page.resolve({ items: [line], total: 1 });
    // No tab in the URL: the profile.
    actor.send({ type: 'players.opened', id });
    expect(selectTab(snapshot())).toBe('profile');
    expect(player.calls).toEqual([id]);
    // A dialog open keeps its tab: the URL's tab waits for the operator.
    actor.send({ type: 'players.lock.opened' });
    actor.send({ type: 'players.reason.changed', value: 'Şüpheli' });
    actor.send({ type: 'players.opened', id, tab: 'ledger' });
    expect(selectDialog(snapshot())).toBe('lock');
    // Another player, even from a dialog: the dialog and the first player are forgotten, the second read on its tab.
    actor.send({ type: 'players.opened', id: other, tab: 'sessions' });
    expect(selectDialog(snapshot())).toBeNull();
    expect(snapshot().context.reason).toBe('');
    expect(selectPlayer(snapshot())).toBeNull();
    expect(player.calls).toEqual([id, other]);
    expect(lock.calls).toEqual([]);
    // Still reading: a change of tab in the URL is where the page will open.
    actor.send({ type: 'players.opened', id: other, tab: 'notes' });
    await player.resolve({ ...detail, id: other });
    expect(selectTab(snapshot())).toBe('notes');
    expect(page.calls.at(-1)).toBe('notes@0');
  });
});

describe('players actors', () => {
  it('reach their operations with the bodies the contract names', async () => {
    const { api: client, requests } = recordingApi((request) =>
      request.path === '/ops/players' ? ok([found]) : /\/(ledger|notes|sessions|payments|rounds|sports-bets|bonuses|notifications)$/.test(request.path) ? ok({ items: [], total: 0 }) : ok(detail, 'tamam'),
    );
    const actors = playersActors(client);
    await outputOf(actors.searchPlayers, { search: 'ayse' });
    await outputOf(actors.loadPlayer, { playerId: id });
    await outputOf(actors.loadPage, { playerId: id, tab: 'ledger', skip: 100 });
    await outputOf(actors.loadPage, { playerId: id, tab: 'notes', skip: 0 });
    for (const tab of ['rounds', 'sports', 'bonuses', 'notifications'] as const) await outputOf(actors.loadPage, { playerId: id, tab, skip: 0 });
    expect(await outputOf(actors.setLocked, { playerId: id, lock: true, reason: 'Şüpheli' })).toEqual({ player: detail, message: 'tamam' });
    await outputOf(actors.setLocked, { playerId: id, lock: false, reason: 'Doğrulandı' });
    expect(await outputOf(actors.proposeAdjustment, { playerId: id, amount: -150.5, reason: 'Hata' })).toBe('tamam');
    await outputOf(actors.endSession, { playerId: id, sessionId: 's-1', reason: 'Cihaz' });
    await outputOf(actors.cancelBonus, { playerId: id, bonusId: 42, reason: 'Kötüye kullanım' });
    await outputOf(actors.addNote, { playerId: id, text: 'Not' });
    await outputOf(actors.sendMessage, { playerId: id, title: 'Bilgi', note: 'Metin' });
    await outputOf(actors.resetPhone, { playerId: id, reason: 'Yeni numara' });
    expect(requests.map(({ method, url, body }) => [method, url.replace('http://site.test/api', ''), body])).toEqual([
      ['GET', '/ops/players?search=ayse', null],
      ['GET', `/ops/players/${id}`, null],
      ['GET', `/ops/players/${id}/ledger?skip=100&take=100`, null],
      ['GET', `/ops/players/${id}/notes?skip=0&take=100`, null],
      ['GET', `/ops/players/${id}/rounds?skip=0&take=100`, null],
      ['GET', `/ops/players/${id}/sports-bets?skip=0&take=100`, null],
      ['GET', `/ops/players/${id}/bonuses?skip=0&take=100`, null],
      ['GET', `/ops/players/${id}/notifications?skip=0&take=100`, null],
      ['POST', `/ops/players/${id}/lock`, { reason: 'Şüpheli' }],
      ['POST', `/ops/players/${id}/unlock`, { reason: 'Doğrulandı' }],
      ['POST', `/ops/players/${id}/adjustments`, { amount: -150.5, reason: 'Hata' }],
      ['POST', `/ops/players/${id}/sessions/s-1/end`, { reason: 'Cihaz' }],
      ['POST', `/ops/players/${id}/bonuses/42/cancel`, { reason: 'Kötüye kullanım' }],
      ['POST', `/ops/players/${id}/notes/add`, { text: 'Not' }],
      ['POST', '/ops/notifications', { audience: 'player', player: id, title: 'Bilgi', note: 'Metin' }],
      ['POST', `/ops/players/${id}/reset-phone`, { reason: 'Yeni numara' }],
    ]);
  });

  it('reads amounts as TRY with at most two decimals, never zero', () => {
    expect(parseAmount('150')).toBe(150);
    expect(parseAmount(' -12,5 ')).toBe(-12.5);
    expect(parseAmount('0.00')).toBeNull();
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
  });
});

describe('players machine: generated paths', () => {
  const machine = playersMachine.provide({
    actors: Object.fromEntries(
      ['searchPlayers', 'loadPlayer', 'loadPage', 'setLocked', 'resetPhone', 'endSession', 'cancelBonus', 'addNote', 'proposeAdjustment', 'sendMessage', 'playerProtection', 'stakeFactor'].map((name) => [
        name,
        pending,
      ]),
    ) as never,
  });
  const events = (): PlayersEvent[] =>
    [
      { type: 'players.search.changed', value: 'ayse' },
      { type: 'players.search.submitted' },
      { type: 'players.closed' },
      { type: 'players.tab.chosen', tab: 'profile' },
      { type: 'players.tab.chosen', tab: 'ledger' },
      { type: 'players.tab.chosen', tab: 'sessions' },
      { type: 'players.tab.chosen', tab: 'payments' },
      { type: 'players.tab.chosen', tab: 'rounds' },
      { type: 'players.tab.chosen', tab: 'sports' },
      { type: 'players.tab.chosen', tab: 'bonuses' },
      { type: 'players.tab.chosen', tab: 'notifications' },
      { type: 'players.tab.chosen', tab: 'notes' },
      { type: 'players.tab.chosen', tab: 'protection' },
      { type: 'players.tab.chosen', tab: 'stake' },
      // Opening by id comes after the tabs: on an open player it only changes the tab, which the tabs' own events reach first.
      { type: 'players.opened', id },
      // Another player's URL while one is open (back/forward, a pasted link).
      { type: 'players.opened', id: other },
      { type: 'players.page.changed', skip: 100 },
      { type: 'players.lock.opened' },
      { type: 'players.phone.opened' },
      { type: 'players.session.opened', id: 's-1' },
      { type: 'players.bonus.cancel.opened', id: 42 },
      { type: 'players.adjust.opened' },
      { type: 'players.message.opened' },
      { type: 'players.reason.changed', value: 'Şüpheli' },
      { type: 'players.amount.changed', value: '150' },
      { type: 'players.title.changed', value: 'Bilgi' },
      { type: 'players.text.changed', value: 'Metin' },
      { type: 'players.dialog.confirmed' },
      { type: 'players.dialog.cancelled' },
      { type: 'players.note.submitted' },
      { type: 'xstate.done.actor.searchPlayers', output: [found] },
      { type: 'xstate.error.actor.searchPlayers', error: new ApiError('', 0) },
      { type: 'xstate.done.actor.loadPlayer', output: detail },
      { type: 'xstate.error.actor.loadPlayer', error: new ApiError('', 404) },
      { type: 'xstate.error.actor.loadPlayer', error: new ApiError('', 0) },
      ...['ledger', 'sessions', 'payments', 'rounds', 'sports', 'bonuses', 'notifications', 'notes'].flatMap((tab) => [
        // The bonuses page holds an active bonus, so its cancel dialog can open.
        { type: `xstate.done.actor.load.${tab}`, output: tab === 'bonuses' ? { items: [bonus(42, 'active')], total: 1 } : { items: [], total: 0 } },
        { type: `xstate.error.actor.load.${tab}`, error: new ApiError('', 0) },
      ]),
      ...['setLocked', 'resetPhone'].flatMap((name) => [
        { type: `xstate.done.actor.${name}`, output: { player: detail, message: 'ok' } },
        { type: `xstate.error.actor.${name}`, error: new ApiError('', 403) },
      ]),
      ...['endSession', 'cancelBonus', 'addNote', 'proposeAdjustment', 'sendMessage'].flatMap((name) => [
        { type: `xstate.done.actor.${name}`, output: 'ok' },
        { type: `xstate.error.actor.${name}`, error: new ApiError('', 403) },
      ]),
    ] as PlayersEvent[];
  const suite = generatePaths(machine, {
    events,
    // Filled or empty fields, not their text, tell states apart: the graph stays small.
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.search !== '', snapshot.context.reason !== '', snapshot.context.amount !== '', snapshot.context.title !== '', snapshot.context.text !== '']),
  });
  testEveryPath(machine, suite);
});
