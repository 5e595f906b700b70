// The game history call: the game wallet's transactions grouped into rounds, newest first, each with its
// stakes, payout (a jackpot prize included), balance before and after, status and transactions; paged,
// filtered by game, type and day, and only ever the player's own rounds.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jackpotTierRules } from '../../../server/db/schema/casino';
import { jackpotInstances } from '../../../server/db/schema/content';
import { drawJackpot } from '../../../server/jackpots';
import { bet, rollback, win } from '../../../server/wallet/game-wallet';
import type { TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { buildSeededApp, loggedInPlayer, post, type LoggedInPlayer } from './seeded-app';

interface Round {
  roundId: string;
  gameCode: string;
  gameName: string;
  providerName: string;
  bet: number;
  win: number;
  jackpot: number;
  balanceBefore: number;
  balanceAfter: number;
  status: string;
  transactions: Array<{ type: number; amount: number; rolledBack: boolean }>;
}

/** Today in the site's time zone, as the date filters read days. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

describeEachTarget('game history on %s', (target) => {
  let t: TestApp;
  let player: LoggedInPlayer;
  let jackpotPrize = 0;

  const history = async (body: Record<string, unknown> = {}, who = player) => {
    const response = await post(t, '/api/customer/gamehistory', body, who.headers());
    expect(response.statusCode, response.body).toBe(200);
    expectContract('listGameHistory', 200, response.json());
    return response.json().data as { items: Round[]; total: number };
  };

  beforeAll(async () => {
    t = await buildSeededApp(target);
    player = await loggedInPlayer(t, 100_00n);
    const p = player.id;
    // A: a lost spin of our slot.
    await bet(t.db, { playerId: p, txId: 'studio:a1', roundId: 'studio:A', gameCode: 'studio-slot', amount: 10_00n });
    await win(t.db, { playerId: p, txId: 'studio:a2', roundId: 'studio:A', gameCode: 'studio-slot', amount: 0n });
    // B: Aviator through Hub88, cashed out at 2.5x.
    await bet(t.db, { playerId: p, txId: 'hub88:b1', roundId: 'hub88:B', gameCode: 'spb_aviator', amount: 5_00n });
    await win(t.db, { playerId: p, txId: 'hub88:b2', roundId: 'hub88:B', gameCode: 'spb_aviator', amount: 12_50n });
    // C: a stake the provider cancelled.
    await bet(t.db, { playerId: p, txId: 'hub88:c1', roundId: 'hub88:C', gameCode: 'spb_mines', amount: 20_00n });
    await rollback(t.db, { playerId: p, txId: 'hub88:c2', originalTxId: 'hub88:c1' });
    // D and E: the same game code at two providers (Amusnet's 40 Super Hot, Pragmatic's Mega Wheel).
    await bet(t.db, { playerId: p, txId: 'amusnet:d1', roundId: 'amusnet:D', gameCode: '801', amount: 2_00n });
    await win(t.db, { playerId: p, txId: 'amusnet:d2', roundId: 'amusnet:D', gameCode: '801', amount: 4_00n });
    await bet(t.db, { playerId: p, txId: 'pragmatic:e1', roundId: 'pragmatic:E', gameCode: '801', amount: 1_00n });
    // F: a spin that wins the Egypt Quest grand (the draw forced by odds of one kuruş).
    const [egypt] = await t.db.select({ id: jackpotInstances.id }).from(jackpotInstances).where(eq(jackpotInstances.name, 'Egypt Quest'));
    await t.db.update(jackpotTierRules).set({ oddsKurus: 1n }).where(and(eq(jackpotTierRules.instanceId, egypt!.id), eq(jackpotTierRules.level, 1)));
    await bet(t.db, { playerId: p, txId: 'studio:f1', roundId: 'studio:F', gameCode: 'studio-slot', amount: 1_00n });
    await win(t.db, { playerId: p, txId: 'studio:f2', roundId: 'studio:F', gameCode: 'studio-slot', amount: 50n });
    const wins = await t.db.transaction((tx) => drawJackpot(tx, { provider: 'studio', gameCode: 'studio-slot', betAmount: 1_00n, roundId: 'studio:F', playerId: p }));
    jackpotPrize = Number(wins.find((w) => w.pool === 'Egypt Quest')!.amount) / 100;
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    expect(t.violations).toEqual([]);
  });

  it('lists the rounds newest first with stakes, payouts, balances and status', async () => {
    const { items, total } = await history();
    expect(total).toBe(6);
    expect(items.map((round) => round.roundId)).toEqual(['studio:F', 'pragmatic:E', 'amusnet:D', 'hub88:C', 'hub88:B', 'studio:A']);
    const byId = Object.fromEntries(items.map((round) => [round.roundId, round]));

    expect(byId['studio:A']).toMatchObject({
      gameCode: 'studio-slot',
      gameName: 'Sultanın Hazinesi',
      providerName: 'Kuzey Studio',
      bet: 10,
      win: 0,
      jackpot: 0,
      balanceBefore: 100,
      balanceAfter: 90,
      status: 'settled',
    });
    expect(byId['studio:A']!.transactions.map((tx) => [tx.type, tx.amount])).toEqual([
      [2, 10],
      [1, 0],
    ]);
    expect(byId['hub88:B']).toMatchObject({ gameName: 'Aviator', providerName: 'Hub88', bet: 5, win: 12.5, balanceBefore: 90, balanceAfter: 97.5, status: 'settled' });
    expect(byId['hub88:C']).toMatchObject({ gameName: 'Mines', bet: 0, win: 0, balanceBefore: 97.5, balanceAfter: 97.5, status: 'cancelled' });
    expect(byId['hub88:C']!.transactions).toEqual([expect.objectContaining({ type: 2, amount: 20, rolledBack: true })]);
    expect(byId['amusnet:D']).toMatchObject({ gameName: '40 Super Hot', providerName: 'Amusnet', balanceBefore: 97.5, balanceAfter: 99.5 });
    expect(byId['pragmatic:E']).toMatchObject({ gameName: 'Mega Wheel', providerName: 'Pragmatic Play', bet: 1, win: 0, status: 'open', balanceAfter: 98.5 });
    expect(byId['studio:F']).toMatchObject({
      bet: 1,
      win: 0.5 + jackpotPrize,
      jackpot: jackpotPrize,
      balanceBefore: 98.5,
      balanceAfter: 98 + jackpotPrize,
      status: 'settled',
    });
  });

  it('pages over rounds, keeping the total', async () => {
    const first = await history({ skip: 0, take: 4 });
    const second = await history({ skip: 4, take: 4 });
    expect(first.items.map((round) => round.roundId)).toEqual(['studio:F', 'pragmatic:E', 'amusnet:D', 'hub88:C']);
    expect(second.items.map((round) => round.roundId)).toEqual(['hub88:B', 'studio:A']);
    expect([first.total, second.total]).toEqual([6, 6]);
    expect(await history({ skip: 10, take: 4 })).toEqual({ items: [], total: 6 });
  });

  it('filters by game, by rounds that paid, and by day', async () => {
    expect((await history({ gameCode: 'studio-slot' })).items.map((round) => round.roundId)).toEqual(['studio:F', 'studio:A']);
    expect((await history({ type: 1 })).items.map((round) => round.roundId)).toEqual(['studio:F', 'amusnet:D', 'hub88:B']);
    expect((await history({ type: 2 })).total).toBe(6);
    expect((await history({ from: today, to: today })).total).toBe(6);
    expect((await history({ to: '2020-01-01' })).total).toBe(0);
    const wrongRange = await post(t, '/api/customer/gamehistory', { from: '2030-01-02', to: '2030-01-01' }, player.headers());
    expect(wrongRange.statusCode).toBe(400);
  });

  it('shows a player only their own rounds, and a guest nothing', async () => {
    const other = await loggedInPlayer(t);
    expect(await history({}, other)).toEqual({ items: [], total: 0 });
    const guest = await post(t, '/api/customer/gamehistory', {});
    expect(guest.statusCode).toBe(401);
  });
});
