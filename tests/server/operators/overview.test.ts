// The overview's figures against a day seeded through the ledger, worked by hand: two new players deposit
// ₺1.000 and ₺500, one stakes ₺200 and wins ₺50 back, the other gets a ₺100 bonus and is paid out ₺300.
// So today: deposits ₺1.500, withdrawals ₺300, casino GGR ₺150 (200 − 50), NGR ₺50 (150 − 100 bonus),
// sports 0, two more active and two more new players. Compared as the change from the figures before,
// since the test app's seed has money of its own.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istanbulDayStart } from '../../../server/operators/overview';
import { postEntry, type AccountRef } from '../../../server/wallet';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer } from '../helpers/players';
import { buildPaymentsApp, expectLedgerClean, operatorWithToken, type PaymentsApp, type TestOperator } from '../payments/fixtures';

describe('Turkish days', () => {
  it('start at 21:00 UTC the evening before (UTC+3 all year)', () => {
    expect(istanbulDayStart(new Date('2026-11-26T21:30:00Z')).toISOString()).toBe('2026-11-26T21:00:00.000Z');
    expect(istanbulDayStart(new Date('2026-11-26T20:59:59Z')).toISOString()).toBe('2026-11-25T21:00:00.000Z');
    expect(istanbulDayStart(new Date('2026-07-01T12:00:00Z'), 6).toISOString()).toBe('2026-06-24T21:00:00.000Z');
  });
});

describeEachTarget('the overview on %s', (target) => {
  let t: PaymentsApp;
  let finance: TestOperator;
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    finance = await operatorWithToken(t, 'finance');
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  const overview = async () => {
    const response = await t.request({ url: '/api/ops/overview', headers: finance.auth });
    expect(response.statusCode, response.body).toBe(200);
    expectContract('opsGetOverview', 200, response.json());
    return response.json().data;
  };

  const move = (kind: string, playerId: string, lines: Array<[AccountRef, bigint]>) =>
    postEntry(t.db, { idempotencyKey: `overview-${randomUUID()}`, kind, playerId, lines: lines.map(([account, amount]) => ({ account, amount })) });

  it('matches a hand-worked day', async () => {
    const before = await overview();
    const one = await createTestPlayer(t.db);
    const two = await createTestPlayer(t.db);
    const cash = (id: string): AccountRef => ({ player: id, kind: 'cash' });
    await move('deposit', one.id, [[cash(one.id), 100_000n], [{ house: 'house:deposit-clearing' }, -100_000n]]);
    await move('deposit', two.id, [[cash(two.id), 50_000n], [{ house: 'house:deposit-clearing' }, -50_000n]]);
    await move('bet', one.id, [[cash(one.id), -20_000n], [{ house: 'house:game' }, 20_000n]]);
    await move('win', one.id, [[cash(one.id), 5_000n], [{ house: 'house:game' }, -5_000n]]);
    await move('bonus.grant', two.id, [[{ player: two.id, kind: 'bonus' }, 10_000n], [{ house: 'house:bonus-cost' }, -10_000n]]);
    await move('withdraw.request', two.id, [[cash(two.id), -30_000n], [{ player: two.id, kind: 'hold' }, 30_000n]]);
    await move('withdraw.approve', two.id, [[{ player: two.id, kind: 'hold' }, -30_000n], [{ house: 'house:payout-clearing' }, 30_000n]]);
    const after = await overview();

    const delta = (period: 'today' | 'week' | 'month') => ({
      deposits: Math.round((after[period].deposits - before[period].deposits) * 100) / 100,
      withdrawals: Math.round((after[period].withdrawals - before[period].withdrawals) * 100) / 100,
      casinoGgr: Math.round((after[period].casino.ggr - before[period].casino.ggr) * 100) / 100,
      casinoNgr: Math.round((after[period].casino.ngr - before[period].casino.ngr) * 100) / 100,
      sports: after[period].sports,
      activePlayers: after[period].activePlayers - before[period].activePlayers,
      newPlayers: after[period].newPlayers - before[period].newPlayers,
    });
    const worked = { deposits: 1500, withdrawals: 300, casinoGgr: 150, casinoNgr: 50, sports: { ggr: 0, ngr: 0 }, activePlayers: 2, newPlayers: 2 };
    expect(delta('today')).toEqual(worked);
    expect(delta('week')).toEqual(worked);
    expect(delta('month')).toEqual(worked);

    expect(after.daily).toHaveLength(30);
    const today = after.daily[29];
    expect(today.date).toBe(new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10));
    expect(Math.round((today.deposits - before.daily[29].deposits) * 100) / 100).toBe(1500);
    expect(today.casino).toEqual(after.today.casino);
    // Consecutive days, oldest first.
    for (let i = 1; i < 30; i += 1) {
      expect(new Date(`${after.daily[i].date}T00:00:00Z`).getTime() - new Date(`${after.daily[i - 1].date}T00:00:00Z`).getTime()).toBe(86_400_000);
    }
    await expectLedgerClean(t.db);
  });
});
