// Tombala rooms: the list is read (again after a failure, or on refresh); a room opens as a draft of typed
// text; each field is checked as it is typed by the server's rules (worked figures below: whole lira, a
// player's ₺10.000, pool 50–100 %, rising shares, fixed prizes); nothing is sent while a field is wrong; a save
// sends only what changed, in the contract's units; switching a room off asks first; a refusal keeps the draft
// and the server's words; a new room is created with the defaults the contract documents. Plus the calls, and
// generated paths.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, notifySpies, ok, outputOf, recordingApi } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { type OpsTombalaRoom, type SavedRoom, type TombalaRoomChange, type TombalaRoomCreate, tombalaRoomsActors } from './backoffice-tombala-rooms.actors';
import { changeOf, draftErrors, newDraft, type RoomDraft, type TombalaRoomsEvent, tombalaRoomsMachine } from './backoffice-tombala-rooms.machine';
import {
  selectCanSaveRoom,
  selectDraftErrors,
  selectIsConfirmingOff,
  selectRoomDraft,
  selectRoomRefusal,
  selectRooms,
  selectTombalaShare,
} from './backoffice-tombala-rooms.selectors';
import { tombalaRoomsWords } from './backoffice-tombala-rooms.words';

/** The demo's Çınar room as the server answers it (server/studio/tombala/rooms.ts), selling its game 41. */
const cinar: OpsTombalaRoom = {
  id: 'cinar',
  nameTr: 'Çınar Salonu',
  nameEn: 'Plane Tree Room',
  sort: 1,
  active: true,
  ticketPrice: 5,
  maxTicketsPerPlayer: 6,
  saleMs: 60_000,
  ballMs: 2_500,
  prizeMode: 'pool',
  poolBasisPoints: 9000,
  splitCinko: 20,
  splitIkinci: 30,
  fixedPrizes: { cinko: 0, ikinci: 0, tombala: 0 },
  game: { id: 41, phase: 'selling', ticketsSold: 3, stakes: 15, ticketPrice: 5, salesEndAt: '2026-11-27T18:00:00.000Z' },
};
const bogaz: OpsTombalaRoom = { ...cinar, id: 'bogaz', nameTr: 'Boğaz Salonu', nameEn: 'Bosphorus Room', sort: 2, ticketPrice: 20, saleMs: 90_000, splitCinko: 15, splitIkinci: 25, game: null };

function start() {
  const load = controllable<unknown, OpsTombalaRoom[], null>(() => null);
  const update = controllable<{ id: string; change: TombalaRoomChange }, SavedRoom, [string, TombalaRoomChange]>((input) => [input.id, input.change]);
  const create = controllable<{ room: TombalaRoomCreate }, SavedRoom, TombalaRoomCreate>((input) => input.room);
  const notify = notifySpies();
  const machine = tombalaRoomsMachine.provide({ actors: { loadRooms: load.logic as never, updateRoom: update.logic as never, createRoom: create.logic as never }, actions: notify.actions });
  const actor = createActor(machine).start();
  const type = (field: Parameters<typeof change>[0], value: string) => actor.send(change(field, value));
  return { actor, load, update, create, type, effects: notify.effects, snapshot: () => actor.getSnapshot() };
}
const change = (field: RoomDraftField, value: string): TombalaRoomsEvent => ({ type: 'tombala.field.changed', field, value });
type RoomDraftField = Extract<TombalaRoomsEvent, { type: 'tombala.field.changed' }>['field'];

describe('tombala rooms machine', () => {
  it('opens a room as typed text and sends only what changed: ₺10 tickets from an 85% pool', async () => {
    const { actor, load, update, type, effects, snapshot } = start();
    await load.resolve([cinar, bogaz]);
    actor.send({ type: 'tombala.room.opened', id: 'nosuch' });
    expect(selectRoomDraft(snapshot())).toBeNull();
    actor.send({ type: 'tombala.room.opened', id: 'cinar' });
    expect(selectRoomDraft(snapshot())).toEqual({
      isNew: false,
      id: 'cinar',
      nameTr: 'Çınar Salonu',
      nameEn: 'Plane Tree Room',
      sort: '1',
      active: true,
      ticketPrice: '5',
      maxTicketsPerPlayer: '6',
      saleSeconds: '60',
      ballSeconds: '2,5',
      prizeMode: 'pool',
      poolPercent: '90',
      splitCinko: '20',
      splitIkinci: '30',
      fixedCinko: '',
      fixedIkinci: '',
      fixedTombala: '',
    });
    expect(selectTombalaShare(snapshot())).toBe(50);
    // Nothing changed: nothing to save. A stored room's id is not typed.
    expect(selectCanSaveRoom(snapshot())).toBe(false);
    type('id', 'other');
    expect(selectRoomDraft(snapshot())?.id).toBe('cinar');
    type('ticketPrice', '10');
    type('poolPercent', '85');
    expect(selectDraftErrors(snapshot())).toEqual({});
    actor.send({ type: 'tombala.saved' });
    expect(update.calls).toEqual([['cinar', { ticketPrice: 10, poolBasisPoints: 8500 }]]);
    const stored = { ...cinar, ticketPrice: 10, poolBasisPoints: 8500 };
    await update.resolve({ room: stored, message: 'Tombala salonu kaydedildi; değişiklik salonun bir sonraki oyunundan geçerli' });
    expect(effects.success).toHaveBeenCalledWith('Tombala salonu kaydedildi; değişiklik salonun bir sonraki oyunundan geçerli');
    expect(selectRoomDraft(snapshot())).toBeNull();
    expect(selectRooms(snapshot())).toEqual([stored, bogaz]);
  });

  it('checks each field as it is typed, and sends nothing while one is wrong', async () => {
    const { actor, load, update, type, snapshot } = start();
    await load.resolve([cinar, bogaz]);
    actor.send({ type: 'tombala.room.opened', id: 'cinar' });
    const errors = () => selectDraftErrors(snapshot());
    // Tickets cost whole lira: "12,50" is refused, "12.00" and "12" are ₺12.
    type('ticketPrice', '12,50');
    expect(errors()).toEqual({ ticketPrice: 'price' });
    expect(selectCanSaveRoom(snapshot())).toBe(false);
    actor.send({ type: 'tombala.saved' });
    expect(update.calls).toEqual([]);
    type('ticketPrice', '0');
    expect(errors()).toEqual({ ticketPrice: 'price' });
    type('ticketPrice', '12.00');
    expect(errors()).toEqual({});
    // A player's purchase stays within ₺10.000: 6 × ₺2.000 = ₺12.000 is too much, 5 × ₺2.000 is the limit.
    type('ticketPrice', '2000');
    expect(errors()).toEqual({ maxTicketsPerPlayer: 'purchase' });
    type('maxTicketsPerPlayer', '5');
    expect(errors()).toEqual({});
    type('maxTicketsPerPlayer', '25');
    expect(errors()).toEqual({ maxTicketsPerPlayer: 'tickets' });
    type('ticketPrice', '5');
    type('maxTicketsPerPlayer', '6');
    // Shares rise: çinko 40 over ikinci 30 is refused; 20 and 50 leave tombala 30, under ikinci.
    type('splitCinko', '40');
    expect(errors()).toEqual({ splitCinko: 'cinkoAboveIkinci' });
    expect(selectTombalaShare(snapshot())).toBe(30);
    type('splitCinko', '20');
    type('splitIkinci', '50');
    expect(errors()).toEqual({ splitIkinci: 'ikinciAboveTombala' });
    type('splitIkinci', '0');
    expect(errors()).toEqual({ splitIkinci: 'share' });
    type('splitCinko', '33');
    type('splitIkinci', '33');
    expect(errors()).toEqual({});
    expect(selectTombalaShare(snapshot())).toBe(34);
    // The pool pays 50 % to 100 %, in whole basis points.
    type('poolPercent', '49,99');
    expect(errors()).toEqual({ poolPercent: 'pool' });
    type('poolPercent', '85,555');
    expect(errors()).toEqual({ poolPercent: 'pool' });
    type('poolPercent', '85,5');
    type('saleSeconds', '14');
    type('ballSeconds', '0,5');
    expect(errors()).toEqual({ saleSeconds: 'sale', ballSeconds: 'ball' });
    type('saleSeconds', '900');
    type('ballSeconds', '10');
    type('nameEn', '   ');
    expect(errors()).toEqual({ nameEn: 'name' });
    type('nameEn', ' Plane Tree Hall ');
    actor.send({ type: 'tombala.saved' });
    expect(update.calls).toEqual([['cinar', { nameEn: 'Plane Tree Hall', saleMs: 900_000, ballMs: 10_000, poolBasisPoints: 8550, splitCinko: 33, splitIkinci: 33 }]]);
  });

  it('a fixed table needs three rising prizes, and is sent whole', async () => {
    const { actor, load, update, type, snapshot } = start();
    await load.resolve([cinar]);
    actor.send({ type: 'tombala.room.opened', id: 'cinar' });
    actor.send({ type: 'tombala.mode.changed', value: 'fixed' });
    expect(selectDraftErrors(snapshot())).toEqual({ fixedCinko: 'prize', fixedIkinci: 'prize', fixedTombala: 'prize' });
    type('fixedCinko', '50');
    type('fixedIkinci', '40');
    type('fixedTombala', '100');
    expect(selectDraftErrors(snapshot())).toEqual({ fixedCinko: 'fixedCinkoAboveIkinci' });
    type('fixedCinko', '20');
    type('fixedTombala', '39,99');
    expect(selectDraftErrors(snapshot())).toEqual({ fixedIkinci: 'fixedIkinciAboveTombala' });
    type('fixedTombala', '100,5');
    actor.send({ type: 'tombala.saved' });
    expect(update.calls).toEqual([['cinar', { prizeMode: 'fixed', fixedPrizes: { cinko: 20, ikinci: 40, tombala: 100.5 } }]]);
  });

  it('switching a room off asks first; a refusal keeps the draft and the server’s words', async () => {
    const { actor, load, update, effects, snapshot } = start();
    await load.resolve([cinar, bogaz]);
    actor.send({ type: 'tombala.room.opened', id: 'bogaz' });
    actor.send({ type: 'tombala.active.changed', value: false });
    actor.send({ type: 'tombala.saved' });
    expect(selectIsConfirmingOff(snapshot())).toBe(true);
    expect(update.calls).toEqual([]);
    actor.send({ type: 'tombala.off.cancelled' });
    expect(selectIsConfirmingOff(snapshot())).toBe(false);
    expect(selectRoomDraft(snapshot())?.active).toBe(false);
    actor.send({ type: 'tombala.saved' });
    actor.send({ type: 'tombala.off.confirmed' });
    expect(update.calls).toEqual([['bogaz', { active: false }]]);
    await update.reject(new ApiError('bogaz adında tombala salonu yok', 404));
    expect(effects.failure).toHaveBeenCalled();
    expect(selectRoomRefusal(snapshot())).toBe('bogaz adında tombala salonu yok');
    expect(selectRoomDraft(snapshot())).toMatchObject({ id: 'bogaz', active: false });
    // Switching back on needs no question.
    actor.send({ type: 'tombala.active.changed', value: true });
    actor.send({ type: 'tombala.field.changed', field: 'ticketPrice', value: '25' });
    actor.send({ type: 'tombala.saved' });
    expect(update.calls[1]).toEqual(['bogaz', { ticketPrice: 25 }]);
    expect(selectRoomRefusal(snapshot())).toBe('bogaz adında tombala salonu yok');
    // Closing is not offered while the save is out.
    actor.send({ type: 'tombala.closed' });
    await update.resolve({ room: { ...bogaz, ticketPrice: 25 }, message: 'ok' });
    expect(selectRoomRefusal(snapshot())).toBeNull();
    expect(selectRooms(snapshot())).toEqual([cinar, { ...bogaz, ticketPrice: 25 }]);
  });

  it('a new room: id, names and price typed, the settings at the documented defaults; it joins the list', async () => {
    const { actor, load, create, type, effects, snapshot } = start();
    await load.resolve([cinar, bogaz]);
    actor.send({ type: 'tombala.room.added' });
    expect(selectDraftErrors(snapshot())).toEqual({ id: 'id', nameTr: 'name', nameEn: 'name', ticketPrice: 'price' });
    type('id', 'cinar');
    expect(selectDraftErrors(snapshot()).id).toBe('idTaken');
    type('id', 'Akasya');
    expect(selectDraftErrors(snapshot()).id).toBe('id');
    type('id', 'akasya');
    type('nameTr', 'Akasya Salonu');
    type('nameEn', 'Acacia Room');
    type('ticketPrice', '7');
    actor.send({ type: 'tombala.saved' });
    expect(create.calls).toEqual([
      { id: 'akasya', nameTr: 'Akasya Salonu', nameEn: 'Acacia Room', sort: 3, active: true, ticketPrice: 7, maxTicketsPerPlayer: 6, saleMs: 60_000, ballMs: 2_500, prizeMode: 'pool', poolBasisPoints: 9000, splitCinko: 20, splitIkinci: 30 },
    ]);
    const akasya = { ...cinar, id: 'akasya', nameTr: 'Akasya Salonu', nameEn: 'Acacia Room', sort: 3, ticketPrice: 7, game: null };
    await create.resolve({ room: akasya, message: 'Tombala salonu açıldı' });
    expect(effects.success).toHaveBeenCalledWith('Tombala salonu açıldı');
    expect(selectRooms(snapshot())).toEqual([cinar, bogaz, akasya]);
  });

  it('a failed read can be retried; browsing reads again on refresh; closing forgets the draft', async () => {
    const { actor, load, snapshot } = start();
    await load.reject(new ApiError('', 0));
    expect(snapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'tombala.retried' });
    await load.resolve([cinar]);
    actor.send({ type: 'tombala.refreshed' });
    expect(load.calls).toHaveLength(3);
    await load.resolve([{ ...cinar, game: { ...cinar.game!, ticketsSold: 9 } }]);
    expect(selectRooms(snapshot())?.[0]?.game?.ticketsSold).toBe(9);
    actor.send({ type: 'tombala.room.opened', id: 'cinar' });
    actor.send(change('ticketPrice', '11'));
    actor.send({ type: 'tombala.closed' });
    expect(selectRoomDraft(snapshot())).toBeNull();
    expect(snapshot().matches('browsing')).toBe(true);
  });

  it('the rules, on drafts alone', () => {
    const draft: RoomDraft = { ...newDraft([]), id: 'ab', nameTr: 'A', nameEn: 'B', ticketPrice: '10000', maxTicketsPerPlayer: '1' };
    expect(draftErrors(draft)).toEqual({});
    expect(draftErrors({ ...draft, ticketPrice: '10001' })).toEqual({ ticketPrice: 'price' });
    expect(draftErrors({ ...draft, ticketPrice: '1.000' })).toEqual({ ticketPrice: 'price' });
    expect(draftErrors({ ...draft, id: 'a' })).toEqual({ id: 'id' });
    expect(draftErrors({ ...draft, id: `a${'b'.repeat(31)}` })).toEqual({});
    expect(draftErrors({ ...draft, id: `a${'b'.repeat(32)}` })).toEqual({ id: 'id' });
    expect(draftErrors({ ...draft, nameTr: 'x'.repeat(61) })).toEqual({ nameTr: 'name' });
    expect(draftErrors({ ...draft, sort: '1001' })).toEqual({ sort: 'sort' });
    expect(draftErrors({ ...draft, poolPercent: '100' })).toEqual({});
  });
});

describe('tombala rooms actors', () => {
  it('reach their operations', async () => {
    const { api: client, requests } = recordingApi((request) => (request.method === 'GET' ? ok({ items: [cinar] }) : ok(cinar, 'Kaydedildi')));
    const { loadRooms, updateRoom, createRoom } = tombalaRoomsActors(client);
    expect(await outputOf(loadRooms, undefined)).toEqual([cinar]);
    expect(await outputOf(updateRoom, { id: 'cinar', change: { ticketPrice: 10 } })).toEqual({ room: cinar, message: 'Kaydedildi' });
    const body = { id: 'akasya', nameTr: 'Akasya', nameEn: 'Acacia', ticketPrice: 7 };
    expect(await outputOf(createRoom, { room: body })).toEqual({ room: cinar, message: 'Kaydedildi' });
    expect(requests.map(({ method, url, body: sent }) => [method, url.replace('http://site.test/api', ''), sent])).toEqual([
      ['GET', '/ops/studio/tombala/rooms', null],
      ['POST', '/ops/studio/tombala/rooms/cinar', { ticketPrice: 10 }],
      ['POST', '/ops/studio/tombala/rooms', body],
    ]);
  });
});

describe('tombala rooms machine: generated paths', () => {
  const machine = tombalaRoomsMachine.provide({ actors: { loadRooms: pending as never, updateRoom: pending as never, createRoom: pending as never } });
  const events = (): TombalaRoomsEvent[] =>
    [
      { type: 'tombala.retried' },
      { type: 'tombala.refreshed' },
      { type: 'tombala.room.opened', id: 'bogaz' },
      { type: 'tombala.room.added' },
      change('id', 'akasya'),
      change('nameTr', 'Akasya Salonu'),
      change('nameEn', 'Acacia Room'),
      change('ticketPrice', '10'),
      change('splitCinko', '40'),
      { type: 'tombala.mode.changed', value: 'fixed' },
      { type: 'tombala.active.changed', value: false },
      { type: 'tombala.saved' },
      { type: 'tombala.off.confirmed' },
      { type: 'tombala.off.cancelled' },
      { type: 'tombala.closed' },
      { type: 'xstate.done.actor.loadRooms', output: [cinar, bogaz] },
      { type: 'xstate.error.actor.loadRooms', error: new ApiError('', 0) },
      { type: 'xstate.done.actor.updateRoom', output: { room: bogaz, message: 'ok' } },
      { type: 'xstate.error.actor.updateRoom', error: new ApiError('refused', 400) },
      { type: 'xstate.done.actor.createRoom', output: { room: { ...cinar, id: 'akasya' }, message: 'ok' } },
      { type: 'xstate.error.actor.createRoom', error: new ApiError('refused', 409) },
    ] as TombalaRoomsEvent[];
  const suite = generatePaths(machine, {
    events,
    words: tombalaRoomsWords,
    // A draft is told apart by what decides its moves: new or stored, which fields are wrong, on or off, its mode.
    serializeState: (snapshot) => {
      const { draft, rooms } = snapshot.context;
      const stored = draft && !draft.isNew ? rooms?.find((room) => room.id === draft.id) : undefined;
      const errors = draft ? Object.keys(draftErrors(draft, rooms ?? [])).sort() : [];
      const changed = stored && errors.length === 0 ? Object.keys(changeOf(stored, draft!)).length > 0 : null;
      const shape = draft ? [draft.isNew, errors, draft.active, draft.prizeMode, changed] : null;
      return JSON.stringify([snapshot.value, rooms === null, shape]);
    },
  });
  testEveryPath(machine, suite);
});
