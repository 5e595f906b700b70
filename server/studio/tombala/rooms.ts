// Tombala rooms: scheduled games of 90-ball bingo shared by every player of a room. A game sells tickets
// until sales_end_at (a countdown everyone sees), then its prizes are fixed from the seed (engine/tombala.ts)
// and the draw is shown from draw_starts_at, one ball every ball_ms, until the tombala ball; then the
// winners are paid and the next game opens. Everything is in the database (games, tickets as
// studio_tombala_tickets, each purchase as a studio_rounds row paid through the game wallet), so players
// may be on any instance; one instance at a time runs the rooms, the holder of the `tombala` lease row.
// Times are deterministic (ball k shows at draw_starts_at + (k-1)·ball_ms), so a runner that resumes after
// a gap finishes what happened in between the same way, and every instance answers the same balls.
//
// Auto-daub: the server marks nothing per ticket; every ticket's rows are evaluated against the draw when
// sales close, and the page daubs the drawn balls on the player's cards itself.
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { components } from '../../../common/contract/schema.gen';
import type { Db, Queryable } from '../../db/client';
import { studioRounds, studioTombalaGames, studioTombalaRooms, studioTombalaTickets } from '../../db/schema/studio';
import type { HubPublisher } from '../../realtime';
import { kurusToTry } from '../../lib/money';
import { getPlayerBalance } from '../../wallet/accounts';
import { rollback as walletRollback } from '../../wallet/game-wallet';
import {
  sha256Hex,
  TOMBALA_PRIZES,
  tombalaDraw,
  tombalaPayouts,
  tombalaPrizeAmounts,
  tombalaResults,
  tombalaTicketCard,
  type TombalaPrizeTable,
} from '../engine';
import { StudioError } from '../errors';
import { gameCodeOf, studioGameInfo } from '../games';
import { betTx, cancelPending, loadRound, payAndSettle, placeStake, publish, refusedStake, rollbackTx, roundIdOf, startRound, type Pushes, type StudioDeps, type StudioPlayer, type StudioRoundRow } from '../rounds';
import { limitsJson } from '../session';
import { envMilliseconds } from '../env-times';
import { ScheduledRunner } from '../scheduled-runner';

export const LEASE_NAME = 'tombala';
export const LEASE_MS = 5_000;
export const TICK_MS = 250;
export const IDLE_STOP_MS = 120_000;
/** Between the close of sales and the first ball (the page shows the cards being dealt). */
export const DRAW_DELAY_MS = 3_000;
/** The finished game stays on screen this long before the next game's sales open. */
export const FINISHED_PAUSE_MS = 8_000;
export const HISTORY_SIZE = 10;
/** The hub command carrying a room game's public state to every connection. */
export const TOMBALA_HUB_COMMAND = 'TombalaRoom';

type RoomRow = typeof studioTombalaRooms.$inferSelect;
type GameRow = typeof studioTombalaGames.$inferSelect;
type GameJson = components['schemas']['StudioTombalaGame'];
type StateJson = components['schemas']['StudioTombalaState'];
type PrizeJson = components['schemas']['StudioTombalaPrize'];

/** The rooms a fresh database gets (operators change them in studio_tombala_rooms; a change applies from the next game). */
export const DEFAULT_ROOMS: (typeof studioTombalaRooms.$inferInsert)[] = [
  { id: 'cinar', nameTr: 'Çınar Salonu', nameEn: 'Plane Tree Room', sort: 1, ticketPriceKurus: 500n, maxTicketsPerPlayer: 6, saleMs: 60_000, ballMs: 2_500, prizeMode: 'pool', poolBasisPoints: 9000, splitCinko: 20, splitIkinci: 30 },
  { id: 'bogaz', nameTr: 'Boğaz Salonu', nameEn: 'Bosphorus Room', sort: 2, ticketPriceKurus: 2_000n, maxTicketsPerPlayer: 6, saleMs: 90_000, ballMs: 2_500, prizeMode: 'pool', poolBasisPoints: 9000, splitCinko: 15, splitIkinci: 25 },
];

/**
 * The rooms a fresh database gets on this instance: DEFAULT_ROOMS, with every room's sales window and
 * ball interval replaced by STUDIO_TOMBALA_SALE_MS and STUDIO_TOMBALA_BALL_MS when set (the browser tests
 * shorten a game from about five minutes to two). Rooms already stored keep their own times.
 */
export function defaultRoomsFromEnv(env: Record<string, string | undefined>): (typeof studioTombalaRooms.$inferInsert)[] {
  const saleMs = envMilliseconds(env, 'STUDIO_TOMBALA_SALE_MS', 5_000);
  const ballMs = envMilliseconds(env, 'STUDIO_TOMBALA_BALL_MS', 200);
  return DEFAULT_ROOMS.map((room) => ({ ...room, ...(saleMs === undefined ? {} : { saleMs }), ...(ballMs === undefined ? {} : { ballMs }) }));
}

interface StoredTable {
  mode: 'pool' | 'fixed';
  poolBasisPoints?: number;
  split?: [number, number, number];
  prizes?: [string, string, string];
}

interface StoredResult {
  /** The whole ball order (secret while drawing: the API shows only the balls drawn by now). */
  order: number[];
  /** The ball count of the tombala: the show ends there. */
  last: number;
  prizes: { prize: (typeof TOMBALA_PRIZES)[number]; ball: number; winners: number[]; amount: string }[];
}

const resultOf = (game: GameRow): StoredResult | null => game.result as unknown as StoredResult | null;

function tableOf(room: RoomRow): StoredTable {
  return room.prizeMode === 'fixed'
    ? { mode: 'fixed', prizes: [room.fixedCinkoKurus.toString(), room.fixedIkinciKurus.toString(), room.fixedTombalaKurus.toString()] }
    : { mode: 'pool', poolBasisPoints: room.poolBasisPoints, split: [room.splitCinko, room.splitIkinci, 100 - room.splitCinko - room.splitIkinci] };
}

function engineTable(stored: StoredTable): TombalaPrizeTable {
  return stored.mode === 'fixed'
    ? { mode: 'fixed', prizes: stored.prizes!.map((p) => BigInt(p)) as [bigint, bigint, bigint] }
    : { mode: 'pool', poolBasisPoints: stored.poolBasisPoints!, split: stored.split! };
}

/** How many balls are on screen at `now`. */
export function ballsShown(game: GameRow, now: Date): number {
  const result = resultOf(game);
  if (!result || !game.drawStartsAt) return 0;
  if (game.phase === 'finished') return result.last;
  const elapsed = now.getTime() - game.drawStartsAt.getTime();
  if (elapsed < 0) return 0;
  return Math.min(result.last, Math.floor(elapsed / game.ballMs) + 1);
}

/** The moment the tombala ball shows. */
function showEndsAt(game: GameRow): Date {
  const result = resultOf(game)!;
  return new Date(game.drawStartsAt!.getTime() + (result.last - 1) * game.ballMs);
}

function prizesJson(game: GameRow, shown: number): PrizeJson[] {
  const result = resultOf(game);
  const table = engineTable(game.prizeTable as unknown as StoredTable);
  const known = table.mode === 'fixed' || result !== null ? tombalaPrizeAmounts(table, game.stakesKurus) : null;
  return TOMBALA_PRIZES.map((prize, i) => {
    const fell = result?.prizes[i];
    const drawn = fell !== undefined && fell.ball <= shown;
    return {
      prize,
      amount: known ? kurusToTry(known[i]!) : null,
      ball: drawn ? fell.ball : null,
      winners: drawn ? fell.winners : [],
    };
  });
}

export function publicGame(game: GameRow, now: Date): GameJson {
  const result = resultOf(game);
  const shown = ballsShown(game, now);
  const table = game.prizeTable as unknown as StoredTable;
  return {
    gameId: game.id,
    roomId: game.roomId,
    phase: game.phase,
    salesEndAt: game.salesEndAt.toISOString(),
    drawStartsAt: game.drawStartsAt?.toISOString() ?? null,
    ballMs: game.ballMs,
    ticketPrice: kurusToTry(game.ticketPriceKurus),
    ticketsSold: game.ticketsSold,
    prizeMode: table.mode,
    prizes: prizesJson(game, shown),
    balls: result ? result.order.slice(0, shown) : [],
    seedHash: game.seedHash,
    seed: game.phase === 'finished' ? game.seed : null,
    salt: game.salt,
    now: now.toISOString(),
  };
}

export interface TombalaRunnerOptions {
  db: Db;
  hub: HubPublisher & { publishToAll?(command: string, message: unknown): Promise<boolean> };
  now?: () => Date;
  holder?: string;
  autoRun?: boolean;
  log?: { error(obj: unknown, msg?: string): void };
  /** The rooms a fresh database gets (DEFAULT_ROOMS when not given; see defaultRoomsFromEnv). */
  rooms?: (typeof studioTombalaRooms.$inferInsert)[];
}

export class TombalaRunner extends ScheduledRunner {
  private readonly hub: TombalaRunnerOptions['hub'];
  private roomsReady = false;
  private readonly rooms: (typeof studioTombalaRooms.$inferInsert)[];
  /** The balls last pushed per game, so each new ball is pushed once. */
  private readonly pushed = new Map<number, string>();

  constructor(options: TombalaRunnerOptions) {
    super(options, { lease: LEASE_NAME, leaseMs: LEASE_MS, tickMs: TICK_MS, idleStopMs: IDLE_STOP_MS });
    this.hub = options.hub;
    this.rooms = options.rooms ?? DEFAULT_ROOMS;
  }

  private get deps(): StudioDeps {
    return { db: this.db, hub: this.hub, now: this.now };
  }

  /** Marks activity and makes sure every active room has a game (the caller needs one). */
  async ensureGames(): Promise<void> {
    this.touch();
    await this.ensureRooms();
    for (let attempt = 0; attempt < 2; attempt++) {
      const rooms = await activeRooms(this.db);
      const missing = await Promise.all(rooms.map(async (room) => !(await latestGame(this.db, room.id))));
      if (!missing.some(Boolean)) return;
      await this.tick();
    }
  }

  /**
   * Gives a fresh database its rooms (once per instance). Also the back office's first read: an operator may
   * open the rooms before any player opened the game (which is when the runner first steps).
   */
  async ensureRooms(): Promise<void> {
    if (this.roomsReady) return;
    await this.db.insert(studioTombalaRooms).values(this.rooms).onConflictDoNothing();
    this.roomsReady = true;
  }

  protected async step(): Promise<void> {
    await this.ensureRooms();
    for (const room of await roomsInPlay(this.db)) await this.stepRoom(room);
  }

  private async stepRoom(room: RoomRow): Promise<void> {
    const game = await latestGame(this.db, room.id);
    const now = this.now();
    if (!game) {
      if (room.active) await this.createGame(room, now);
      return;
    }
    if (game.phase === 'finished') {
      if (game.settledAt === null) await this.settle(game);
      if (room.active) await this.createGame(room, now);
      return;
    }
    if (game.phase === 'selling') {
      // A room switched off withdraws a game nobody bought into (a purchase confirming at the same moment
      // finds the game gone and is refunded); one with tickets is drawn and paid as announced.
      if (!room.active && game.ticketsSold === 0) {
        await this.db
          .delete(studioTombalaGames)
          .where(and(eq(studioTombalaGames.id, game.id), eq(studioTombalaGames.phase, 'selling'), eq(studioTombalaGames.ticketsSold, 0)));
        return;
      }
      if (now.getTime() >= game.salesEndAt.getTime()) await this.closeSales(game, room, now);
      // Tickets sold by other viewers show on every page during sales (pushed only when the count moves).
      else await this.broadcast(game, now);
      return;
    }
    // Drawing: push each new ball; finish at the tombala ball.
    if (now.getTime() >= showEndsAt(game).getTime()) {
      const [finished] = await this.db
        .update(studioTombalaGames)
        .set({ phase: 'finished', finishedAt: showEndsAt(game) })
        .where(and(eq(studioTombalaGames.id, game.id), eq(studioTombalaGames.phase, 'drawing')))
        .returning();
      if (finished) {
        await this.settle(finished);
        if (room.active) await this.createGame(room, now);
      }
      return;
    }
    await this.broadcast(game, now);
  }

  private async createGame(room: RoomRow, now: Date): Promise<void> {
    const created = await this.db.transaction(async (tx) => {
      const [latest] = await tx
        .select()
        .from(studioTombalaGames)
        .where(eq(studioTombalaGames.roomId, room.id))
        .orderBy(desc(studioTombalaGames.id))
        .limit(1)
        .for('update');
      if (latest && latest.phase !== 'finished') return null;
      const pauseEnds = latest?.finishedAt ? latest.finishedAt.getTime() + FINISHED_PAUSE_MS : 0;
      const seed = randomBytes(32).toString('hex');
      const [row] = await tx
        .insert(studioTombalaGames)
        .values({
          roomId: room.id,
          seed,
          seedHash: sha256Hex(seed),
          salt: randomBytes(16).toString('hex'),
          phase: 'selling',
          salesEndAt: new Date(Math.max(now.getTime(), pauseEnds) + room.saleMs),
          ballMs: room.ballMs,
          ticketPriceKurus: room.ticketPriceKurus,
          prizeTable: tableOf(room) as unknown as Record<string, unknown>,
        })
        .returning();
      return row ?? null;
    });
    if (created) await this.broadcast(created, now);
  }

  /** Sales end: the prizes are fixed from the seed and the tickets, the show is scheduled; unsold, the countdown starts again. */
  private async closeSales(game: GameRow, room: RoomRow, now: Date): Promise<void> {
    const closed = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(studioTombalaGames).where(eq(studioTombalaGames.id, game.id)).for('update');
      if (!row || row.phase !== 'selling') return null;
      if (row.ticketsSold === 0) {
        await tx.update(studioTombalaGames).set({ salesEndAt: new Date(now.getTime() + room.saleMs) }).where(eq(studioTombalaGames.id, row.id));
        return null;
      }
      const tickets = await tx.select().from(studioTombalaTickets).where(eq(studioTombalaTickets.gameId, row.id)).orderBy(asc(studioTombalaTickets.ticketNo));
      const order = tombalaDraw(row.seed, row.salt);
      const results = tombalaResults(
        tickets.map((t) => ({ ticketNo: t.ticketNo, card: t.card })),
        order,
      );
      const amounts = tombalaPrizeAmounts(engineTable(row.prizeTable as unknown as StoredTable), row.stakesKurus);
      const payouts = tombalaPayouts(results, amounts);
      const byRound = new Map<string, bigint>();
      for (const ticket of tickets) {
        const prize = payouts.get(ticket.ticketNo) ?? 0n;
        if (prize > 0n) {
          await tx
            .update(studioTombalaTickets)
            .set({ prizeKurus: prize })
            .where(and(eq(studioTombalaTickets.gameId, row.id), eq(studioTombalaTickets.ticketNo, ticket.ticketNo)));
        }
        byRound.set(ticket.roundId, (byRound.get(ticket.roundId) ?? 0n) + prize);
      }
      for (const [roundId, win] of byRound) {
        await tx.update(studioRounds).set({ winKurus: win, updatedAt: new Date() }).where(and(eq(studioRounds.id, roundId), eq(studioRounds.status, 'open')));
      }
      const result: StoredResult = {
        order,
        last: results[2]!.ball,
        prizes: results.map((r, i) => ({ prize: r.prize, ball: r.ball, winners: r.winners, amount: amounts[i]!.toString() })),
      };
      const [updated] = await tx
        .update(studioTombalaGames)
        .set({ phase: 'drawing', drawStartsAt: new Date(row.salesEndAt.getTime() + DRAW_DELAY_MS), result: result as unknown as Record<string, unknown> })
        .where(eq(studioTombalaGames.id, row.id))
        .returning();
      return updated!;
    });
    await this.rollBackPending(game.id);
    if (closed) await this.broadcast(closed, now);
  }

  /** Purchases whose stake was not confirmed before sales closed go back. */
  private async rollBackPending(gameId: number): Promise<void> {
    const pending = await this.db
      .select()
      .from(studioRounds)
      .where(and(eq(studioRounds.game, 'tombala'), eq(studioRounds.status, 'pending'), eq(studioRounds.tombalaGame, gameId)));
    for (const round of pending) {
      await walletRollback(this.db, { playerId: round.playerId, txId: rollbackTx(round.id), originalTxId: betTx(round.id) });
      await cancelPending(this.deps, round);
      await publish(this.deps, round.playerId, []);
    }
  }

  /** Pays every purchase of a finished game (zero closes a losing one) and marks the game settled. */
  private async settle(game: GameRow): Promise<void> {
    await this.rollBackPending(game.id);
    const rounds = await this.db
      .select()
      .from(studioRounds)
      .where(and(eq(studioRounds.tombalaGame, game.id), inArray(studioRounds.status, ['open', 'playing'])));
    const outcome = await outcomesOf(this.db, game);
    for (const round of rounds) {
      if (round.status === 'open') {
        await this.db
          .update(studioRounds)
          .set({ status: 'playing', state: { outcome: outcome(round.id) }, updatedAt: new Date() })
          .where(and(eq(studioRounds.id, round.id), eq(studioRounds.status, 'open')));
      }
      const current = await loadRound(this.db, round.id);
      if (current.status === 'playing') {
        const pushes: Pushes = [];
        await payAndSettle(this.deps, current, pushes);
        await publish(this.deps, current.playerId, pushes);
      }
    }
    await this.db
      .update(studioTombalaGames)
      .set({ settledAt: this.now() })
      .where(and(eq(studioTombalaGames.id, game.id), isNull(studioTombalaGames.settledAt)));
    await this.broadcast({ ...game, phase: 'finished' }, this.now(), true);
  }

  private async broadcast(game: GameRow, now: Date, force = false): Promise<void> {
    if (!this.hub.publishToAll) return;
    const view = publicGame(game, now);
    const key = `${view.phase}:${view.balls.length}:${view.salesEndAt}:${view.ticketsSold}`;
    if (!force && this.pushed.get(game.id) === key) return;
    this.pushed.set(game.id, key);
    if (this.pushed.size > 50) this.pushed.delete(this.pushed.keys().next().value!);
    await this.hub.publishToAll(TOMBALA_HUB_COMMAND, view).catch(() => false);
  }
}

async function activeRooms(q: Queryable): Promise<RoomRow[]> {
  return q.select().from(studioTombalaRooms).where(eq(studioTombalaRooms.active, true)).orderBy(asc(studioTombalaRooms.sort), asc(studioTombalaRooms.id));
}

/** The rooms players see and the runner steps: those switched on, and those switched off whose last game is still on. */
async function roomsInPlay(q: Queryable): Promise<RoomRow[]> {
  const rooms = await q.select().from(studioTombalaRooms).orderBy(asc(studioTombalaRooms.sort), asc(studioTombalaRooms.id));
  const closing = await Promise.all(
    rooms.map(async (room) => {
      if (room.active) return false;
      const game = await latestGame(q, room.id);
      return game !== undefined && game.phase !== 'finished';
    }),
  );
  return rooms.filter((room, i) => room.active || closing[i]);
}

async function latestGame(q: Queryable, roomId: string): Promise<GameRow | undefined> {
  const [row] = await q.select().from(studioTombalaGames).where(eq(studioTombalaGames.roomId, roomId)).orderBy(desc(studioTombalaGames.id)).limit(1);
  return row;
}

/** The recorded outcome of each purchase of a game (its tickets, the draw and the prizes), by round id. */
export async function outcomesOf(q: Queryable, game: GameRow): Promise<(roundId: string) => components['schemas']['StudioTombalaOutcome']> {
  const tickets = await q.select().from(studioTombalaTickets).where(eq(studioTombalaTickets.gameId, game.id)).orderBy(asc(studioTombalaTickets.ticketNo));
  const finished = game.phase === 'finished';
  const shown = finished ? (resultOf(game)?.last ?? 0) : 0;
  const result = resultOf(game);
  return (roundId) => ({
    game: 'tombala',
    roomId: game.roomId,
    gameId: game.id,
    tickets: tickets
      .filter((t) => t.roundId === roundId)
      .map((t) => ({ ticketNo: t.ticketNo, roundId: roundIdOf(t.roundId), card: t.card, prize: finished ? kurusToTry(t.prizeKurus) : null })),
    balls: result ? result.order.slice(0, shown) : [],
    prizes: prizesJson(game, shown),
  });
}

// ---- the players' calls --------------------------------------------------------------------------

async function roomOf(q: Queryable, roomId: string | undefined): Promise<RoomRow> {
  const rooms = await roomsInPlay(q);
  const room = roomId === undefined ? rooms[0] : rooms.find((r) => r.id === roomId);
  if (!room) throw new StudioError(404, 'studio.tombala.room');
  return room;
}

async function playerTickets(q: Queryable, playerId: string, gameId: number) {
  return q
    .select()
    .from(studioTombalaTickets)
    .where(and(eq(studioTombalaTickets.playerId, playerId), eq(studioTombalaTickets.gameId, gameId)))
    .orderBy(asc(studioTombalaTickets.ticketNo));
}

export async function tombalaState(deps: StudioDeps, playerId: string, roomId?: string): Promise<StateJson> {
  const now = deps.now?.() ?? new Date();
  const room = await roomOf(deps.db, roomId);
  const game = await latestGame(deps.db, room.id);
  if (!game) throw new StudioError(409, 'studio.tombala.unavailable');
  const rooms = await roomsInPlay(deps.db);
  const summaries = await Promise.all(
    rooms.map(async (r) => {
      const g = r.id === room.id ? game : await latestGame(deps.db, r.id);
      return {
        roomId: r.id,
        name: r.nameTr,
        nameEn: r.nameEn,
        ticketPrice: kurusToTry(r.ticketPriceKurus),
        maxTickets: r.maxTicketsPerPlayer,
        prizeMode: r.prizeMode,
        phase: g?.phase ?? 'selling',
        salesEndAt: (g?.salesEndAt ?? now).toISOString(),
        ticketsSold: g?.ticketsSold ?? 0,
      };
    }),
  );
  // While the next game sells, the player still sees how their tickets of the one just finished ended.
  let ticketsGame: GameRow = game;
  let mine = await playerTickets(deps.db, playerId, game.id);
  if (mine.length === 0 && game.phase === 'selling') {
    const [previous] = await deps.db
      .select()
      .from(studioTombalaGames)
      .where(and(eq(studioTombalaGames.roomId, room.id), eq(studioTombalaGames.phase, 'finished')))
      .orderBy(desc(studioTombalaGames.id))
      .limit(1);
    if (previous) {
      const earlier = await playerTickets(deps.db, playerId, previous.id);
      if (earlier.length > 0) {
        ticketsGame = previous;
        mine = earlier;
      }
    }
  }
  const [history, balance] = await Promise.all([
    deps.db
      .select()
      .from(studioTombalaGames)
      .where(and(eq(studioTombalaGames.roomId, room.id), eq(studioTombalaGames.phase, 'finished')))
      .orderBy(desc(studioTombalaGames.id))
      .limit(HISTORY_SIZE),
    getPlayerBalance(deps.db, playerId),
  ]);
  const finished = ticketsGame.phase === 'finished';
  const limits = limitsJson(studioGameInfo('tombala'));
  return {
    rooms: summaries.map((summary) => ({ ...summary, name: summary.name })).map(({ nameEn: _en, ...rest }) => rest),
    game: publicGame(game, now),
    myTickets: mine.map((t) => ({ ticketNo: t.ticketNo, roundId: roundIdOf(t.roundId), card: t.card, prize: finished ? kurusToTry(t.prizeKurus) : null })),
    history: history.map((g) => ({ gameId: g.id, balls: resultOf(g)!.order.slice(0, resultOf(g)!.last), seed: g.seed, finishedAt: g.finishedAt!.toISOString() })),
    balance: kurusToTry(balance.cash + balance.bonus),
    limits: { ...limits, min: kurusToTry(room.ticketPriceKurus), step: kurusToTry(room.ticketPriceKurus), max: kurusToTry(room.ticketPriceKurus * BigInt(room.maxTicketsPerPlayer)) },
  };
}

/** Buys tickets of the room's selling game: the stake through the wallet, then the ticket numbers under the game's lock. */
export async function buyTombalaTickets(deps: StudioDeps, player: StudioPlayer, requestId: string, roomId: string, count: number): Promise<StateJson> {
  if (player.game.kind !== 'tombala') throw new StudioError(400, 'studio.game.mismatch');
  const room = await roomOf(deps.db, roomId);
  if (!Number.isInteger(count) || count < 1 || count > room.maxTicketsPerPlayer) {
    throw new StudioError(400, 'studio.tombala.count');
  }
  const now = deps.now?.() ?? new Date();
  const [earlier] = await deps.db
    .select()
    .from(studioRounds)
    .where(and(eq(studioRounds.playerId, player.playerId), eq(studioRounds.requestId, requestId)));
  const game = earlier?.tombalaGame != null ? (await deps.db.select().from(studioTombalaGames).where(eq(studioTombalaGames.id, earlier.tombalaGame)))[0] : await latestGame(deps.db, room.id);
  if (!game) throw new StudioError(409, 'studio.tombala.unavailable');
  const total = game.ticketPriceKurus * BigInt(count);
  if (!earlier) {
    if (!room.active) throw new StudioError(409, 'studio.tombala.closing');
    if (game.phase !== 'selling' || now.getTime() >= game.salesEndAt.getTime()) throw new StudioError(409, 'studio.tombala.closed');
    const owned = await playerTickets(deps.db, player.playerId, game.id);
    if (owned.length + count > room.maxTicketsPerPlayer) throw new StudioError(400, 'studio.tombala.count');
  }
  const { round: row } = await startRound(
    deps,
    { ...player, gameCode: gameCodeOf('tombala') },
    requestId,
    { count, price: game.ticketPriceKurus.toString(), gameId: game.id, roomId: room.id },
  );
  if (row.tombalaGame === null) await deps.db.update(studioRounds).set({ tombalaGame: game.id }).where(eq(studioRounds.id, row.id));
  const pushes: Pushes = [];
  if (row.status === 'pending') {
    try {
      await placeStake(deps, { ...row, tombalaGame: game.id }, total, pushes);
    } catch (error) {
      if (refusedStake(error)) await cancelPending(deps, row);
      throw error;
    }
    const confirmed = await deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(studioTombalaGames).where(eq(studioTombalaGames.id, game.id)).for('update');
      if (!current || current.phase !== 'selling') return false;
      const [still] = await tx.select().from(studioRounds).where(eq(studioRounds.id, row.id)).for('update');
      if (!still || still.status !== 'pending') return still?.status === 'open';
      const first = current.ticketsSold + 1;
      const tickets = Array.from({ length: count }, (_, i) => ({
        gameId: game.id,
        ticketNo: first + i,
        roundId: row.id,
        playerId: player.playerId,
        card: tombalaTicketCard(current.seed, current.salt, first + i),
      }));
      await tx.insert(studioTombalaTickets).values(tickets);
      await tx
        .update(studioTombalaGames)
        .set({ ticketsSold: current.ticketsSold + count, stakesKurus: current.stakesKurus + total })
        .where(eq(studioTombalaGames.id, game.id));
      await tx.update(studioRounds).set({ status: 'open', updatedAt: new Date() }).where(eq(studioRounds.id, row.id));
      return true;
    });
    if (!confirmed) {
      await walletRollback(deps.db, { playerId: row.playerId, txId: rollbackTx(row.id), originalTxId: betTx(row.id) });
      await cancelPending(deps, row);
      await publish(deps, player.playerId, pushes);
      throw new StudioError(409, 'studio.tombala.closed');
    }
  } else if (row.status === 'cancelled') {
    throw new StudioError(409, 'studio.tombala.closed');
  }
  await publish(deps, player.playerId, pushes);
  return tombalaState(deps, player.playerId, room.id);
}

/** The recalled outcome of a tombala purchase (game history, studio/rounds/get). */
export async function tombalaOutcomeOf(q: Queryable, round: StudioRoundRow): Promise<components['schemas']['StudioTombalaOutcome'] | null> {
  if (round.tombalaGame === null) return null;
  const [game] = await q.select().from(studioTombalaGames).where(eq(studioTombalaGames.id, round.tombalaGame));
  if (!game) return null;
  return (await outcomesOf(q, game))(round.id);
}

/** The game of a purchase, for its fairness facts. */
export async function tombalaGameOf(q: Queryable, gameId: number): Promise<GameRow | undefined> {
  const [game] = await q.select().from(studioTombalaGames).where(eq(studioTombalaGames.id, gameId));
  return game;
}

