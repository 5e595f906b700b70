// Tombala rooms with a fake clock: tickets sold through the wallet before the close of sales, one shared
// draw whose balls every player sees at the same moment, prizes to the first completers (shared in whole
// kuruş), payouts through the wallet when the show reaches the tombala ball, the seed revealed and every
// card and ball recomputed from it; one runner at a time holds the lease; an unsold game keeps selling.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioRounds, studioTombalaGames, studioTombalaRooms, studioTombalaTickets } from '../../../server/db/schema/studio';
import { sha256Hex, tombalaDraw, tombalaResults, tombalaTicketCard } from '../../../server/studio/engine';
import { roundJson } from '../../../server/studio/rounds';
import { studioPlayerOf } from '../../../server/studio/session';
import { buyTombalaTickets, defaultRoomsFromEnv, DRAW_DELAY_MS, TombalaRunner, tombalaState } from '../../../server/studio/tombala/rooms';
import { verifyPlayerRound } from '../../../server/studio/verify';
import { checkInvariants, getPlayerBalance } from '../../../server/wallet';
import { buildSeededApp, loggedInPlayer, post, type LoggedInPlayer } from '../casino/seeded-app';
import type { TestApp } from '../helpers/app';
import { describeEachTarget } from '../helpers/db';

describeEachTarget('tombala rooms on %s', (target) => {
  let t: TestApp;
  let clock = new Date('2026-11-22T10:00:00Z');
  const now = () => clock;
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const pushes: { command: string; message: unknown }[] = [];
  const hub = {
    publishToPlayer: async () => true,
    publishToAll: async (command: string, message: unknown) => {
      pushes.push({ command, message });
      return true;
    },
  };
  let runner: TombalaRunner;
  const deps = () => ({ db: t.db, hub, now });

  const launch = async (who: LoggedInPlayer) => {
    const response = await post(t, '/api/casino/studiolaunchurl', { platform: 1, gameCode: 'studio-tombala', language: 'tr', lobbyUrl: '/' }, who.headers());
    return studioPlayerOf(t.db, new URL(response.json().data as string).searchParams.get('token')!);
  };
  const balance = async (who: LoggedInPlayer) => {
    const b = await getPlayerBalance(t.db, who.id);
    return b.cash + b.bonus;
  };
  const game = async (roomId: string) => (await t.db.select().from(studioTombalaGames).where(eq(studioTombalaGames.roomId, roomId)).orderBy(studioTombalaGames.id)).at(-1)!;

  beforeAll(async () => {
    t = await buildSeededApp(target);
    runner = new TombalaRunner({ db: t.db, hub, now, holder: 'runner-a' });
    await runner.ensureGames();
  });

  afterAll(async () => {
    await runner.stop();
    await t.close();
  });

  it('sells tickets, draws one shared game, pays the winners from a 90% pool and reveals a verifiable seed', async () => {
    const opened = await game('cinar');
    expect(opened.phase).toBe('selling');
    expect(opened.seedHash).toBe(sha256Hex(opened.seed));
    expect(pushes.some((push) => push.command === 'TombalaRoom')).toBe(true);

    const alice = await loggedInPlayer(t, 100_000n);
    const bob = await loggedInPlayer(t, 100_000n);
    const [a, b] = [await launch(alice), await launch(bob)];
    // Çınar: ₺5 a ticket, at most 6 per player, a 90% pool split 20/30/50.
    const requestId = randomUUID();
    const bought = await buyTombalaTickets(deps(), a, requestId, 'cinar', 4);
    expect(bought.myTickets.map((ticket) => ticket.ticketNo)).toEqual([1, 2, 3, 4]);
    expect(bought.game.seed).toBeNull();
    expect(bought.game.prizes.map((p) => p.amount)).toEqual([null, null, null]);
    // A retry answers the same purchase; the limit per player counts what was bought.
    await buyTombalaTickets(deps(), a, requestId, 'cinar', 4);
    expect(await balance(alice)).toBe(100_000n - 2_000n);
    await expect(buyTombalaTickets(deps(), a, randomUUID(), 'cinar', 3)).rejects.toMatchObject({ key: 'studio.tombala.count' });
    await buyTombalaTickets(deps(), b, randomUUID(), 'cinar', 6);
    expect(await balance(bob)).toBe(100_000n - 3_000n);
    // Every card is the one the seed deals for its number.
    const tickets = await t.db.select().from(studioTombalaTickets).where(eq(studioTombalaTickets.gameId, opened.id)).orderBy(studioTombalaTickets.ticketNo);
    expect(tickets).toHaveLength(10);
    for (const ticket of tickets) expect(ticket.card).toEqual(tombalaTicketCard(opened.seed, opened.salt, ticket.ticketNo));

    // Sales close at sales_end_at: a late purchase is refused; the draw starts DRAW_DELAY_MS later.
    clock = new Date(opened.salesEndAt.getTime());
    const late = await loggedInPlayer(t, 100_000n);
    await expect(buyTombalaTickets(deps(), await launch(late), randomUUID(), 'cinar', 1)).rejects.toMatchObject({ key: 'studio.tombala.closed' });
    await runner.tick();
    const drawing = await game('cinar');
    expect(drawing.phase).toBe('drawing');
    expect(drawing.drawStartsAt!.getTime()).toBe(opened.salesEndAt.getTime() + DRAW_DELAY_MS);

    // The expected result, computed here from the seed: 10 tickets x ₺5 = ₺50, pool ₺45 → ₺9, ₺13.50, ₺22.50.
    const order = tombalaDraw(opened.seed, opened.salt);
    const results = tombalaResults(
      tickets.map((ticket) => ({ ticketNo: ticket.ticketNo, card: ticket.card })),
      order,
    );
    const last = results[2]!.ball;

    // Ten balls in, both players see the same ten balls.
    clock = new Date(drawing.drawStartsAt!.getTime() + 9 * drawing.ballMs);
    const [seenByAlice, seenByBob] = [await tombalaState(deps(), alice.id, 'cinar'), await tombalaState(deps(), bob.id, 'cinar')];
    expect(seenByAlice.game.balls).toEqual(order.slice(0, 10));
    expect(seenByBob.game.balls).toEqual(seenByAlice.game.balls);
    expect(seenByAlice.game.prizes.map((p) => p.amount)).toEqual([9, 13.5, 22.5]);
    await runner.tick();
    const pushed = pushes.at(-1)!.message as { balls: number[] };
    expect(pushed.balls).toEqual(order.slice(0, 10));

    // The show reaches the tombala ball: the game finishes, winners are paid, the seed is revealed.
    clock = new Date(drawing.drawStartsAt!.getTime() + (last - 1) * drawing.ballMs);
    await runner.tick();
    const finished = (await t.db.select().from(studioTombalaGames).where(eq(studioTombalaGames.id, opened.id)))[0]!;
    expect(finished.phase).toBe('finished');
    expect(finished.settledAt).not.toBeNull();
    const share = (amount: bigint, winners: number[], ticketNo: number) => {
      const i = winners.indexOf(ticketNo);
      if (i < 0) return 0n;
      const each = amount / BigInt(winners.length);
      return each + (BigInt(i) < amount - each * BigInt(winners.length) ? 1n : 0n);
    };
    const prizeOf = (ticketNo: number) =>
      share(900n, results[0]!.winners, ticketNo) + share(1_350n, results[1]!.winners, ticketNo) + share(2_250n, results[2]!.winners, ticketNo);
    const aliceWins = [1, 2, 3, 4].reduce((sum, n) => sum + prizeOf(n), 0n);
    const bobWins = [5, 6, 7, 8, 9, 10].reduce((sum, n) => sum + prizeOf(n), 0n);
    expect(aliceWins + bobWins).toBe(4_500n);
    expect(await balance(alice)).toBe(100_000n - 2_000n + aliceWins);
    expect(await balance(bob)).toBe(100_000n - 3_000n + bobWins);

    // The next game sells; the players still see how their tickets ended; the history has the whole draw.
    const after = await tombalaState(deps(), alice.id, 'cinar');
    expect(after.game.gameId).not.toBe(opened.id);
    expect(after.game.phase).toBe('selling');
    expect(after.myTickets.map((ticket) => ticket.prize)).toEqual([1, 2, 3, 4].map((n) => Number(prizeOf(n)) / 100));
    expect(after.history[0]).toMatchObject({ gameId: opened.id, balls: order.slice(0, last), seed: opened.seed });

    // Recall and verification of Alice's purchase.
    const [aliceRound] = await t.db.select().from(studioRounds).where(and(eq(studioRounds.playerId, alice.id), eq(studioRounds.game, 'tombala')));
    const recalled = await roundJson(t.db, aliceRound!);
    expect(recalled).toMatchObject({ game: 'tombala', status: 'settled', bet: 20, win: Number(aliceWins) / 100 });
    expect(recalled.fairness).toMatchObject({ serverSeed: opened.seed, serverSeedHash: opened.seedHash, clientSeed: opened.salt });
    const verification = await verifyPlayerRound(t.db, alice.id, `studio:${aliceRound!.id}`);
    expect(verification).toMatchObject({ valid: true, commitmentMatches: true, matchesRecord: true });
    expect(await checkInvariants(t.db)).toEqual([]);
  });

  it('keeps an unsold game selling with a new countdown, and lets one runner hold the lease at a time', async () => {
    const other = new TombalaRunner({ db: t.db, hub, now, holder: 'runner-b' });
    expect(await runner.acquireLease()).toBe(true);
    expect(await other.tick()).toBe(false);
    const bogaz = await game('bogaz');
    expect(bogaz.ticketsSold).toBe(0);
    clock = new Date(Math.max(clock.getTime(), bogaz.salesEndAt.getTime()) + 10_000);
    // Runner A "dies": its lease expires and B takes over.
    expect(await other.tick()).toBe(true);
    const again = await game('bogaz');
    expect(again.id).toBe(bogaz.id);
    expect(again.phase).toBe('selling');
    expect(again.salesEndAt.getTime()).toBeGreaterThan(clock.getTime());
    expect(await runner.tick()).toBe(false);
    await other.stop();
  });

  it('pays a fixed prize table as set by the operator, shared between simultaneous winners', async () => {
    await t.db.update(studioTombalaRooms).set({ prizeMode: 'fixed', fixedCinkoKurus: 1_000n, fixedIkinciKurus: 2_000n, fixedTombalaKurus: 5_001n }).where(eq(studioTombalaRooms.id, 'bogaz'));
    // The change applies from the next game: finish the current one first by selling it a ticket.
    const carol = await loggedInPlayer(t, 100_000n);
    const c = await launch(carol);
    const current = await game('bogaz');
    await buyTombalaTickets(deps(), c, randomUUID(), 'bogaz', 1);
    clock = new Date(Math.max(clock.getTime(), current.salesEndAt.getTime()));
    await runner.tick();
    const drawing = await game('bogaz');
    const last = (drawing.result as { last: number }).last;
    clock = new Date(drawing.drawStartsAt!.getTime() + (last - 1) * drawing.ballMs);
    await runner.tick();
    // Carol held the only ticket of a 90% pool game at ₺20: she won the whole pool, ₺18.
    expect(await balance(carol)).toBe(100_000n - 2_000n + 1_800n);

    const next = await game('bogaz');
    expect(next.prizeTable).toMatchObject({ mode: 'fixed', prizes: ['1000', '2000', '5001'] });
    const dave = await loggedInPlayer(t, 100_000n);
    const d = await launch(dave);
    await buyTombalaTickets(deps(), d, randomUUID(), 'bogaz', 2);
    clock = new Date(Math.max(clock.getTime(), next.salesEndAt.getTime()));
    await runner.tick();
    const shown = await game('bogaz');
    clock = new Date(shown.drawStartsAt!.getTime() + ((shown.result as { last: number }).last - 1) * shown.ballMs);
    await runner.tick();
    // Two tickets, both Dave's: every prize is his, whoever of the two won it, ₺80.01 in all.
    expect(await balance(dave)).toBe(100_000n - 4_000n + 8_001n);
    expect(await checkInvariants(t.db)).toEqual([]);
  });
});

describe("a fresh database's rooms from the environment", () => {
  it('keep their own times unless STUDIO_TOMBALA_SALE_MS and STUDIO_TOMBALA_BALL_MS replace them', () => {
    // The defaults as the room table shows them: the Plane Tree Room sells 60 s, the Bosphorus Room 90 s, a ball every 2.5 s.
    const times = (env: Record<string, string | undefined>) => defaultRoomsFromEnv(env).map((room) => [room.id, room.saleMs, room.ballMs]);
    expect(times({})).toEqual([
      ['cinar', 60_000, 2_500],
      ['bogaz', 90_000, 2_500],
    ]);
    expect(times({ STUDIO_TOMBALA_SALE_MS: '45000', STUDIO_TOMBALA_BALL_MS: '1000' })).toEqual([
      ['cinar', 45_000, 1_000],
      ['bogaz', 45_000, 1_000],
    ]);
    expect(times({ STUDIO_TOMBALA_BALL_MS: '' })).toEqual(times({}));
    // The rest of a room (prices, prize table) stays.
    expect(defaultRoomsFromEnv({ STUDIO_TOMBALA_SALE_MS: '45000' })[1]).toMatchObject({ ticketPriceKurus: 2_000n, poolBasisPoints: 9000, splitCinko: 15, splitIkinci: 25 });
  });

  it('refuses a time that is not a whole number of milliseconds or too short to play', () => {
    expect(() => defaultRoomsFromEnv({ STUDIO_TOMBALA_SALE_MS: '4999' })).toThrow(/STUDIO_TOMBALA_SALE_MS .* at least 5000/);
    expect(() => defaultRoomsFromEnv({ STUDIO_TOMBALA_BALL_MS: '1.5' })).toThrow(/STUDIO_TOMBALA_BALL_MS/);
    expect(() => defaultRoomsFromEnv({ STUDIO_TOMBALA_BALL_MS: 'soon' })).toThrow(/STUDIO_TOMBALA_BALL_MS/);
  });
});
