// The operators' side of the Tombala rooms (issue 21: "a pool or fixed prize table per room, operator
// setting"): every room with its settings and its current game, a new room, and a change to one. A
// change applies from the room's next game: a game copies its ticket price, ball interval and prize table
// when it opens (rooms.ts createGame), so tickets already sold keep the terms they were sold on. A room
// switched off finishes the game it has sold tickets for (drawn and paid as announced) and opens no new
// one; an unsold game of it is withdrawn by the runner. Reading needs `settings:read`, changing
// `settings:manage` (admins): the prize table is the game's RTP. Every change is audited with before and
// after in its own transaction.
import { asc, desc, eq } from 'drizzle-orm';
import type { components } from '../../../common/contract/schema.gen';
import { audit, type Acting } from '../../audit';
import type { Queryable } from '../../db/client';
import { studioTombalaGames, studioTombalaRooms } from '../../db/schema/studio';
import { ApiError } from '../../lib/api-error';
import { formatTry, kurusToTry, requestKurus } from '../../lib/money';
import { studioGameInfo } from '../games';

type RoomRow = typeof studioTombalaRooms.$inferSelect;
type OpsRoom = components['schemas']['OpsTombalaRoom'];
export type TombalaRoomChange = components['schemas']['OpsTombalaRoomChange'];
export type TombalaRoomCreate = components['schemas']['OpsTombalaRoomCreate'];

async function currentGame(q: Queryable, roomId: string) {
  const [game] = await q.select().from(studioTombalaGames).where(eq(studioTombalaGames.roomId, roomId)).orderBy(desc(studioTombalaGames.id)).limit(1);
  return game;
}

async function present(q: Queryable, room: RoomRow): Promise<OpsRoom> {
  const game = await currentGame(q, room.id);
  return {
    id: room.id,
    nameTr: room.nameTr,
    nameEn: room.nameEn,
    sort: room.sort,
    active: room.active,
    ticketPrice: kurusToTry(room.ticketPriceKurus),
    maxTicketsPerPlayer: room.maxTicketsPerPlayer,
    saleMs: room.saleMs,
    ballMs: room.ballMs,
    prizeMode: room.prizeMode,
    poolBasisPoints: room.poolBasisPoints,
    splitCinko: room.splitCinko,
    splitIkinci: room.splitIkinci,
    fixedPrizes: { cinko: kurusToTry(room.fixedCinkoKurus), ikinci: kurusToTry(room.fixedIkinciKurus), tombala: kurusToTry(room.fixedTombalaKurus) },
    game: game
      ? { id: game.id, phase: game.phase, ticketsSold: game.ticketsSold, stakes: kurusToTry(game.stakesKurus), ticketPrice: kurusToTry(game.ticketPriceKurus), salesEndAt: game.salesEndAt.toISOString() }
      : null,
  };
}

export async function listTombalaRoomsForOps(q: Queryable): Promise<OpsRoom[]> {
  const rooms = await q.select().from(studioTombalaRooms).orderBy(asc(studioTombalaRooms.sort), asc(studioTombalaRooms.id));
  return Promise.all(rooms.map((room) => present(q, room)));
}

type RoomValues = Omit<RoomRow, 'id'>;

/** The change as column values over the room's current ones (money given in TRY, kept in kuruş). */
function merged(current: RoomValues, change: TombalaRoomChange): RoomValues {
  const kurus = (amount: number | undefined, field: string, fallback: bigint) => (amount === undefined ? fallback : requestKurus(amount, field));
  return {
    nameTr: change.nameTr?.trim() ?? current.nameTr,
    nameEn: change.nameEn?.trim() ?? current.nameEn,
    sort: change.sort ?? current.sort,
    active: change.active ?? current.active,
    ticketPriceKurus: kurus(change.ticketPrice, 'ticketPrice', current.ticketPriceKurus),
    maxTicketsPerPlayer: change.maxTicketsPerPlayer ?? current.maxTicketsPerPlayer,
    saleMs: change.saleMs ?? current.saleMs,
    ballMs: change.ballMs ?? current.ballMs,
    prizeMode: change.prizeMode ?? current.prizeMode,
    poolBasisPoints: change.poolBasisPoints ?? current.poolBasisPoints,
    splitCinko: change.splitCinko ?? current.splitCinko,
    splitIkinci: change.splitIkinci ?? current.splitIkinci,
    fixedCinkoKurus: kurus(change.fixedPrizes?.cinko, 'fixedPrizes.cinko', current.fixedCinkoKurus),
    fixedIkinciKurus: kurus(change.fixedPrizes?.ikinci, 'fixedPrizes.ikinci', current.fixedIkinciKurus),
    fixedTombalaKurus: kurus(change.fixedPrizes?.tombala, 'fixedPrizes.tombala', current.fixedTombalaKurus),
  };
}

function moneyError(key: 'ops.tombala.price' | 'ops.tombala.purchase', name: string, kurus: bigint): ApiError {
  const error = new ApiError(400, key);
  error.localizedVars = (locale) => ({ [name]: formatTry(kurus, locale) });
  return error;
}

/**
 * The rules a room must keep, beyond the contract's ranges: a ticket costs whole lira, and a player's
 * whole purchase stays within the game's stake limit; a bigger prize never pays less than a smaller one
 * (çinko ≤ ikinci çinko ≤ tombala, in shares of the pool or in fixed amounts); a fixed table has every
 * prize set.
 */
function check(room: RoomValues): void {
  if (!room.nameTr || !room.nameEn) throw new ApiError(400, 'ops.tombala.name');
  const info = studioGameInfo('tombala');
  if (room.ticketPriceKurus % info.step !== 0n || room.ticketPriceKurus < info.minBet) {
    throw moneyError('ops.tombala.price', 'min', info.minBet);
  }
  if (room.ticketPriceKurus * BigInt(room.maxTicketsPerPlayer) > info.maxBet) {
    throw moneyError('ops.tombala.purchase', 'max', info.maxBet);
  }
  if (room.prizeMode === 'pool') {
    const tombala = 100 - room.splitCinko - room.splitIkinci;
    if (room.splitCinko < 1 || room.splitCinko > room.splitIkinci || room.splitIkinci > tombala) throw new ApiError(400, 'ops.tombala.split');
  } else {
    if (room.fixedCinkoKurus <= 0n) throw new ApiError(400, 'ops.tombala.fixedMissing');
    if (room.fixedCinkoKurus > room.fixedIkinciKurus || room.fixedIkinciKurus > room.fixedTombalaKurus) throw new ApiError(400, 'ops.tombala.fixedOrder');
  }
}

export async function updateTombalaRoom(q: Queryable, id: string, change: TombalaRoomChange, acting: Acting): Promise<OpsRoom> {
  return q.transaction(async (tx) => {
    const [row] = await tx.select().from(studioTombalaRooms).where(eq(studioTombalaRooms.id, id)).for('update');
    if (!row) throw new ApiError(404, 'ops.tombala.notFound', { id });
    const { id: _id, ...current } = row;
    const next = merged(current, change);
    check(next);
    const before = await present(tx, row);
    await tx.update(studioTombalaRooms).set(next).where(eq(studioTombalaRooms.id, id));
    const after = await present(tx, { id, ...next });
    await audit(tx, { ...acting, action: 'tombala-room.update', target: { kind: 'tombala-room', id }, details: { before, after } });
    return after;
  });
}

export async function createTombalaRoom(q: Queryable, body: TombalaRoomCreate, acting: Acting): Promise<OpsRoom> {
  const defaults: RoomValues = {
    nameTr: '',
    nameEn: '',
    sort: 0,
    active: true,
    ticketPriceKurus: 0n,
    maxTicketsPerPlayer: 6,
    saleMs: 60_000,
    ballMs: 2_500,
    prizeMode: 'pool',
    poolBasisPoints: 9000,
    splitCinko: 20,
    splitIkinci: 30,
    fixedCinkoKurus: 0n,
    fixedIkinciKurus: 0n,
    fixedTombalaKurus: 0n,
  };
  const { id, ...change } = body;
  const room = merged(defaults, change);
  check(room);
  return q.transaction(async (tx) => {
    const [inserted] = await tx.insert(studioTombalaRooms).values({ id, ...room }).onConflictDoNothing().returning();
    if (!inserted) throw new ApiError(409, 'ops.tombala.idTaken', { id });
    const after = await present(tx, inserted);
    await audit(tx, { ...acting, action: 'tombala-room.create', target: { kind: 'tombala-room', id }, details: { after } });
    return after;
  });
}
