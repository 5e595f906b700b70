// The player page's rounds, bonuses and notifications, against activity made through the real wallet and
// API. Worked by hand: round r1 stakes ₺20 and wins ₺5 (2 transactions); round r2 stakes ₺10 that is rolled
// back (stake 0, 2 transactions); a ₺50 manual bonus with a 10× wagering (₺500 required, nothing wagered
// — a bonus granted after the bets); a system message "Bakım" the player receives. Refused for an unknown
// player (404) and for a content operator (no players:read).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { grantBonus } from '../../../server/wallet/bonuses';
import { bet, rollback, win } from '../../../server/wallet/game-wallet';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { buildPaymentsApp, operatorWithToken, playerWithCash, post, type PaymentsApp, type TestOperator, type TestPlayer } from '../payments/fixtures';

describeEachTarget("a player's rounds, bonuses and notifications on %s", (target) => {
  let t: PaymentsApp;
  let auditor: TestOperator;
  let player: TestPlayer;
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    auditor = await operatorWithToken(t, 'auditor');
    const support = await operatorWithToken(t, 'support');
    player = await playerWithCash(t, 10_000n);
    await bet(t.db, { playerId: player.id, txId: `b1-${player.id}`, roundId: 'r1', gameCode: 'studio-slot', amount: 2_000n });
    await win(t.db, { playerId: player.id, txId: `w1-${player.id}`, roundId: 'r1', gameCode: 'studio-slot', amount: 500n });
    await bet(t.db, { playerId: player.id, txId: `b2-${player.id}`, roundId: 'r2', gameCode: 'studio-slot', amount: 1_000n });
    await rollback(t.db, { playerId: player.id, txId: `rb2-${player.id}`, originalTxId: `b2-${player.id}` });
    await grantBonus(t.db, { playerId: player.id, amount: 5_000n, kind: 'manual', idempotencyKey: `manual:${player.id}`, wageringMultiplier: 10 });
    const sent = await post(t, '/api/ops/notifications', { audience: 'player', player: player.id, title: 'Bakım', note: 'Gece 02:00' }, support.auth);
    expect(sent.statusCode, sent.body).toBe(200);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  const get = async (path: string, auth = auditor.auth) => {
    const response = await t.request({ url: `/api/ops/players/${player.id}/${path}`, headers: { ...auth, 'x-locale': 'en' } });
    return response;
  };

  it('lists rounds, the latest first, leaving rolled-back stakes out', async () => {
    const response = await get('rounds');
    expect(response.statusCode, response.body).toBe(200);
    expectContract('opsListPlayerRounds', 200, response.json());
    const { items, total } = response.json().data;
    expect(total).toBe(2);
    expect(items.map((r: { roundId: string; gameCode: string; stake: number; win: number; transactions: number }) => [r.roundId, r.gameCode, r.stake, r.win, r.transactions])).toEqual([
      ['r2', 'studio-slot', 0, 0, 2],
      ['r1', 'studio-slot', 20, 5, 2],
    ]);
  });

  it('lists bonuses with their wagering', async () => {
    const response = await get('bonuses');
    expect(response.statusCode, response.body).toBe(200);
    expectContract('opsListPlayerBonuses', 200, response.json());
    expect(response.json().data.items).toEqual([
      expect.objectContaining({ kind: 'manual', status: 'active', amount: 50, balance: 50, wagerRequired: 500, wagered: 0, endedAt: null }),
    ]);
  });

  it('lists the notifications the player received', async () => {
    const response = await get('notifications?take=5');
    expect(response.statusCode, response.body).toBe(200);
    expectContract('opsListPlayerNotifications', 200, response.json());
    expect(response.json().data.items[0]).toMatchObject({ title: 'Bakım', note: 'Gece 02:00', isRead: false });
  });

  it('answers 404 for an unknown player and 403 to a role without players:read', async () => {
    const unknown = await t.request({ url: '/api/ops/players/00000000-0000-4000-8000-000000000000/rounds', headers: { ...auditor.auth, 'x-locale': 'en' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().success).toBe(false);
    const content = await operatorWithToken(t, 'content');
    for (const path of ['rounds', 'bonuses', 'notifications']) expect((await get(path, content.auth)).statusCode).toBe(403);
  });
});
