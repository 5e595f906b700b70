// Tombala rooms (issue 21, "a pool or fixed prize table per room (operator setting)"): the rooms as the server
// answers them (settings and current game); a room opens as a draft with every field as typed text, and a new
// room opens as a draft with the server's documented defaults. The draft is checked as it is typed by the
// same rules the server keeps (server/studio/tombala/admin.ts) and is never sent while a field is wrong.
// Saving a room sends only what changed; switching a room off asks once more first (its sold game is still
// drawn and paid, no new game opens). The stored room replaces the list's copy (or joins the list); a refusal
// keeps the draft and shows the server's words until the next save. A change applies from the room's next
// game (the server's message says so).
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { ApiError } from '../../common/contract/client';
import { kurusFromTry, parseAmount } from '../shared/money';
import { type OpsTombalaRoom, type SavedRoom, type TombalaRoomChange, type TombalaRoomCreate, tombalaRoomsActors } from './backoffice-tombala-rooms.actors';

export type PrizeMode = 'pool' | 'fixed';

/** The draft's typed fields (every one as text, as the operator typed it). */
export const TEXT_FIELDS = [
  'id',
  'nameTr',
  'nameEn',
  'sort',
  'ticketPrice',
  'maxTicketsPerPlayer',
  'saleSeconds',
  'ballSeconds',
  'poolPercent',
  'splitCinko',
  'splitIkinci',
  'fixedCinko',
  'fixedIkinci',
  'fixedTombala',
] as const;
export type RoomField = (typeof TEXT_FIELDS)[number];

export type RoomDraft = Record<RoomField, string> & {
  /** A room not stored yet: its id is typed, and saving creates it. */
  isNew: boolean;
  active: boolean;
  prizeMode: PrizeMode;
};

/** Why a field cannot be sent; the screen words each one (tr/en). */
export type RoomFieldError =
  | 'id'
  | 'idTaken'
  | 'name'
  | 'sort'
  | 'price'
  | 'tickets'
  | 'purchase'
  | 'sale'
  | 'ball'
  | 'pool'
  | 'share'
  | 'cinkoAboveIkinci'
  | 'ikinciAboveTombala'
  | 'prize'
  | 'fixedCinkoAboveIkinci'
  | 'fixedIkinciAboveTombala';

export type RoomErrors = Partial<Record<RoomField, RoomFieldError>>;

export interface TombalaRoomsContext {
  rooms: OpsTombalaRoom[] | null;
  draft: RoomDraft | null;
  /** The server's words when it refused the draft (shown with the draft until the next save or close). */
  refusal: string | null;
}

export type TombalaRoomsEvent =
  | { type: 'tombala.retried' }
  | { type: 'tombala.refreshed' }
  | { type: 'tombala.room.opened'; id: string }
  | { type: 'tombala.room.added' }
  | { type: 'tombala.field.changed'; field: RoomField; value: string }
  | { type: 'tombala.mode.changed'; value: PrizeMode }
  | { type: 'tombala.active.changed'; value: boolean }
  | { type: 'tombala.saved' }
  | { type: 'tombala.off.confirmed' }
  | { type: 'tombala.off.cancelled' }
  | { type: 'tombala.closed' };

/** The server's rules (server/studio/tombala/admin.ts and the contract's ranges). */
export const ROOM_RULES = {
  id: /^[a-z][a-z0-9-]{1,31}$/,
  nameMax: 60,
  sortMax: 1000,
  /** Whole lira, ₺1 to ₺10.000. */
  priceMin: 1,
  priceMax: 10_000,
  ticketsMax: 24,
  /** One player's tickets in a game together: the game's stake limit, ₺10.000. */
  purchaseMaxKurus: 1_000_000,
  saleSeconds: [15, 900],
  ballSeconds: [1, 10],
  poolPercent: [50, 100],
  shareMax: 98,
  prizeMax: 1_000_000,
} as const;

/** The defaults the server gives a new room's settings (the contract's opsCreateTombalaRoom). */
const NEW_ROOM_DEFAULTS = { maxTicketsPerPlayer: 6, saleMs: 60_000, ballMs: 2_500, poolBasisPoints: 9000, splitCinko: 20, splitIkinci: 30 };

const output = <T>(event: unknown) => (event as { output: T }).output;
const WHOLE = /^\d{1,7}$/;
const DECIMAL = /^\d{1,7}([.,]\d{1,3})?$/;
const whole = (text: string): number | null => (WHOLE.test(text.trim()) ? Number(text.trim()) : null);
const decimal = (text: string): number | null => (DECIMAL.test(text.trim()) ? Number(text.trim().replace(',', '.')) : null);
const within = (value: number | null, [min, max]: readonly [number, number]) => value !== null && value >= min && value <= max;
/** Seconds as typed ("2,5") to whole milliseconds. */
const millis = (text: string) => Math.round(decimal(text)! * 1000);
/** A percentage as typed ("85" or "85,5") to basis points. */
const basisPoints = (text: string) => Math.round(decimal(text)! * 100);
/** A positive TRY amount as typed, in kuruş; null unless one. */
const kurusOf = (text: string): number | null => {
  const amount = parseAmount(text);
  return amount !== null && amount > 0 ? kurusFromTry(amount) : null;
};
const decimalText = (value: number) => String(value).replace('.', ',');
const moneyText = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace('.', ','));

export function draftOf(room: OpsTombalaRoom): RoomDraft {
  return {
    isNew: false,
    id: room.id,
    nameTr: room.nameTr,
    nameEn: room.nameEn,
    sort: String(room.sort),
    active: room.active,
    ticketPrice: moneyText(room.ticketPrice),
    maxTicketsPerPlayer: String(room.maxTicketsPerPlayer),
    saleSeconds: decimalText(room.saleMs / 1000),
    ballSeconds: decimalText(room.ballMs / 1000),
    prizeMode: room.prizeMode,
    poolPercent: decimalText(room.poolBasisPoints / 100),
    splitCinko: String(room.splitCinko),
    splitIkinci: String(room.splitIkinci),
    // A pool room's fixed prizes are zero until set: the fields start empty rather than at ₺0.
    fixedCinko: room.fixedPrizes.cinko > 0 ? moneyText(room.fixedPrizes.cinko) : '',
    fixedIkinci: room.fixedPrizes.ikinci > 0 ? moneyText(room.fixedPrizes.ikinci) : '',
    fixedTombala: room.fixedPrizes.tombala > 0 ? moneyText(room.fixedPrizes.tombala) : '',
  };
}

/** A new room's draft: id, names and price to type; the settings start at the server's defaults. */
export function newDraft(rooms: OpsTombalaRoom[]): RoomDraft {
  const d = NEW_ROOM_DEFAULTS;
  return {
    isNew: true,
    id: '',
    nameTr: '',
    nameEn: '',
    sort: String(rooms.reduce((max, room) => Math.max(max, room.sort), 0) + 1),
    active: true,
    ticketPrice: '',
    maxTicketsPerPlayer: String(d.maxTicketsPerPlayer),
    saleSeconds: decimalText(d.saleMs / 1000),
    ballSeconds: decimalText(d.ballMs / 1000),
    prizeMode: 'pool',
    poolPercent: decimalText(d.poolBasisPoints / 100),
    splitCinko: String(d.splitCinko),
    splitIkinci: String(d.splitIkinci),
    fixedCinko: '',
    fixedIkinci: '',
    fixedTombala: '',
  };
}

/** Each field that cannot be sent, and why. `rooms` is the list, for an id already taken. */
export function draftErrors(draft: RoomDraft, rooms: readonly OpsTombalaRoom[] = []): RoomErrors {
  const errors: RoomErrors = {};
  const r = ROOM_RULES;
  if (draft.isNew) {
    if (!r.id.test(draft.id)) errors.id = 'id';
    else if (rooms.some((room) => room.id === draft.id)) errors.id = 'idTaken';
  }
  for (const name of ['nameTr', 'nameEn'] as const) {
    const length = draft[name].trim().length;
    if (length < 1 || length > r.nameMax) errors[name] = 'name';
  }
  if (!within(whole(draft.sort), [0, r.sortMax])) errors.sort = 'sort';
  const price = kurusOf(draft.ticketPrice);
  if (price === null || price % 100 !== 0 || price < r.priceMin * 100 || price > r.priceMax * 100) errors.ticketPrice = 'price';
  const tickets = whole(draft.maxTicketsPerPlayer);
  if (!within(tickets, [1, r.ticketsMax])) errors.maxTicketsPerPlayer = 'tickets';
  else if (!errors.ticketPrice && price! * tickets! > r.purchaseMaxKurus) errors.maxTicketsPerPlayer = 'purchase';
  if (!within(decimal(draft.saleSeconds), r.saleSeconds)) errors.saleSeconds = 'sale';
  if (!within(decimal(draft.ballSeconds), r.ballSeconds)) errors.ballSeconds = 'ball';
  if (draft.prizeMode === 'pool') {
    const pool = decimal(draft.poolPercent);
    // Basis points are whole: at most two decimals of a percent.
    if (!within(pool, r.poolPercent) || !/^\d+([.,]\d{1,2})?$/.test(draft.poolPercent.trim())) errors.poolPercent = 'pool';
    const cinko = whole(draft.splitCinko);
    const ikinci = whole(draft.splitIkinci);
    if (!within(cinko, [1, r.shareMax])) errors.splitCinko = 'share';
    if (!within(ikinci, [1, r.shareMax])) errors.splitIkinci = 'share';
    if (!errors.splitCinko && !errors.splitIkinci) {
      // Tombala takes the rest of the pool; the prizes rise: çinko ≤ ikinci çinko ≤ tombala.
      if (cinko! > ikinci!) errors.splitCinko = 'cinkoAboveIkinci';
      else if (ikinci! > 100 - cinko! - ikinci!) errors.splitIkinci = 'ikinciAboveTombala';
    }
  } else {
    const prizes = { fixedCinko: kurusOf(draft.fixedCinko), fixedIkinci: kurusOf(draft.fixedIkinci), fixedTombala: kurusOf(draft.fixedTombala) };
    for (const [name, kurus] of Object.entries(prizes) as [keyof typeof prizes, number | null][]) {
      if (kurus === null || kurus > r.prizeMax * 100) errors[name] = 'prize';
    }
    if (!errors.fixedCinko && !errors.fixedIkinci && prizes.fixedCinko! > prizes.fixedIkinci!) errors.fixedCinko = 'fixedCinkoAboveIkinci';
    else if (!errors.fixedIkinci && !errors.fixedTombala && prizes.fixedIkinci! > prizes.fixedTombala!) errors.fixedIkinci = 'fixedIkinciAboveTombala';
  }
  return errors;
}

/** Every setting the valid draft stands for, as the contract has it (TRY amounts, milliseconds, basis points). */
function settingsOf(draft: RoomDraft) {
  const tryOf = (text: string) => kurusOf(text)! / 100;
  return {
    nameTr: draft.nameTr.trim(),
    nameEn: draft.nameEn.trim(),
    sort: whole(draft.sort)!,
    active: draft.active,
    ticketPrice: tryOf(draft.ticketPrice),
    maxTicketsPerPlayer: whole(draft.maxTicketsPerPlayer)!,
    saleMs: millis(draft.saleSeconds),
    ballMs: millis(draft.ballSeconds),
    prizeMode: draft.prizeMode,
    ...(draft.prizeMode === 'pool'
      ? { poolBasisPoints: basisPoints(draft.poolPercent), splitCinko: whole(draft.splitCinko)!, splitIkinci: whole(draft.splitIkinci)! }
      : { fixedPrizes: { cinko: tryOf(draft.fixedCinko), ikinci: tryOf(draft.fixedIkinci), tombala: tryOf(draft.fixedTombala) } }),
  };
}

/** What an existing room's save sends: only the settings that differ from the stored room (a valid draft). */
export function changeOf(room: OpsTombalaRoom, draft: RoomDraft): TombalaRoomChange {
  const next = settingsOf(draft);
  const change: TombalaRoomChange = {};
  const keys = ['nameTr', 'nameEn', 'sort', 'active', 'ticketPrice', 'maxTicketsPerPlayer', 'saleMs', 'ballMs', 'prizeMode', 'poolBasisPoints', 'splitCinko', 'splitIkinci'] as const;
  for (const key of keys) {
    const value = next[key as keyof typeof next];
    if (value !== undefined && value !== room[key]) (change as Record<string, unknown>)[key] = value;
  }
  const prizes = 'fixedPrizes' in next ? next.fixedPrizes : undefined;
  if (prizes && (prizes.cinko !== room.fixedPrizes.cinko || prizes.ikinci !== room.fixedPrizes.ikinci || prizes.tombala !== room.fixedPrizes.tombala)) change.fixedPrizes = prizes;
  return change;
}

/** A new room as created: its id and every setting of the (valid) draft. */
export function creationOf(draft: RoomDraft): TombalaRoomCreate {
  return { id: draft.id, ...settingsOf(draft) };
}

export const isDraftValid = (draft: RoomDraft, rooms: readonly OpsTombalaRoom[]) => Object.keys(draftErrors(draft, rooms)).length === 0;
const roomOf = (context: TombalaRoomsContext) => (context.draft && !context.draft.isNew ? (context.rooms?.find((room) => room.id === context.draft!.id) ?? null) : null);
const refusalOf = (error: unknown) => (error instanceof ApiError && error.message ? error.message : null);

export const tombalaRoomsMachine = setup({
  types: { context: {} as TombalaRoomsContext, events: {} as TombalaRoomsEvent },
  // Provided at the app edge with the operator's API client: tombalaRoomsActors(api).
  actors: tombalaRoomsActors(apiNotProvided('backofficeTombalaRooms')),
  guards: {
    'is the room there': ({ context, event }) => event.type === 'tombala.room.opened' && (context.rooms ?? []).some((room) => room.id === event.id),
    'is a new room valid': ({ context }) => context.draft !== null && context.draft.isNew && isDraftValid(context.draft, context.rooms ?? []),
    'switches the room off': ({ context }) => {
      const room = roomOf(context);
      return room !== null && room.active && context.draft!.active === false && isDraftValid(context.draft!, context.rooms ?? []);
    },
    'has a valid change': ({ context }) => {
      const room = roomOf(context);
      return room !== null && isDraftValid(context.draft!, context.rooms ?? []) && Object.keys(changeOf(room, context.draft!)).length > 0;
    },
  },
  actions: {
    'keep rooms': assign({ rooms: ({ event }) => output<OpsTombalaRoom[]>(event) }),
    'open draft': assign({
      draft: ({ context, event }) => {
        const room = event.type === 'tombala.room.opened' ? context.rooms?.find((r) => r.id === event.id) : undefined;
        return room ? draftOf(room) : null;
      },
      refusal: null,
    }),
    'open new draft': assign({ draft: ({ context }) => newDraft(context.rooms ?? []), refusal: null }),
    'set field': assign({
      draft: ({ context, event }) => {
        if (!context.draft || event.type !== 'tombala.field.changed' || !TEXT_FIELDS.includes(event.field)) return context.draft;
        // A stored room's id is its key: it is not typed.
        if (event.field === 'id' && !context.draft.isNew) return context.draft;
        return { ...context.draft, [event.field]: event.value };
      },
    }),
    'set mode': assign({ draft: ({ context, event }) => (context.draft && event.type === 'tombala.mode.changed' ? { ...context.draft, prizeMode: event.value } : context.draft) }),
    'set active': assign({ draft: ({ context, event }) => (context.draft && event.type === 'tombala.active.changed' ? { ...context.draft, active: event.value } : context.draft) }),
    'keep saved room': assign({
      rooms: ({ context, event }) => {
        const saved = output<SavedRoom>(event).room;
        const rooms = context.rooms ?? [];
        return rooms.some((room) => room.id === saved.id) ? rooms.map((room) => (room.id === saved.id ? saved : room)) : [...rooms, saved];
      },
      draft: null,
      refusal: null,
    }),
    'keep refusal': assign({ refusal: ({ event }) => refusalOf((event as { error?: unknown }).error) }),
    'forget draft': assign({ draft: null, refusal: null }),
    // UI effects: provided at the app edge.
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backofficeTombalaRooms',
  context: () => ({ rooms: null, draft: null, refusal: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadRooms',
        src: 'loadRooms',
        onDone: { target: 'browsing', actions: 'keep rooms' },
        onError: { target: 'failed', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'tombala.retried': 'loading' },
    },
    browsing: {
      on: {
        // The rooms' games move on their own: the operator reads them again.
        'tombala.refreshed': 'loading',
        'tombala.room.opened': { guard: 'is the room there', target: 'editing', actions: 'open draft' },
        'tombala.room.added': { target: 'editing', actions: 'open new draft' },
      },
    },
    editing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            // Not while a save is out: its answer decides the list's copy.
            'tombala.closed': { target: '#backofficeTombalaRooms.browsing', actions: 'forget draft' },
            'tombala.field.changed': { actions: 'set field' },
            'tombala.mode.changed': { actions: 'set mode' },
            'tombala.active.changed': { actions: 'set active' },
            'tombala.saved': [
              { guard: 'is a new room valid', target: 'creating' },
              { guard: 'switches the room off', target: 'confirmingOff' },
              { guard: 'has a valid change', target: 'saving' },
            ],
          },
        },
        // "Switch the room off?": its sold game is still drawn and paid; it opens no new game.
        confirmingOff: {
          tags: ['open'],
          on: { 'tombala.off.confirmed': 'saving', 'tombala.off.cancelled': 'idle' },
        },
        saving: {
          tags: ['loading'],
          invoke: {
            id: 'updateRoom',
            src: 'updateRoom',
            input: ({ context }) => ({ id: context.draft!.id, change: changeOf(roomOf(context)!, context.draft!) }),
            onDone: { target: '#backofficeTombalaRooms.browsing', actions: ['keep saved room', { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) }] },
            onError: { target: 'idle', actions: ['keep refusal', { type: 'notify failure', params: ({ event }) => ({ error: event.error }) }] },
          },
        },
        creating: {
          tags: ['loading'],
          invoke: {
            id: 'createRoom',
            src: 'createRoom',
            input: ({ context }) => ({ room: creationOf(context.draft!) }),
            onDone: { target: '#backofficeTombalaRooms.browsing', actions: ['keep saved room', { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) }] },
            onError: { target: 'idle', actions: ['keep refusal', { type: 'notify failure', params: ({ event }) => ({ error: event.error }) }] },
          },
        },
      },
    },
  },
});
