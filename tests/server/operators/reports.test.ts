// Reports against a day seeded through the ledger, worked by hand, and their CSV. Today two new games of a
// provider of our own see: game A a ₺200 stake and a ₺50 win in one round and a ₺30 stake in another
// (GGR ₺180, 2 rounds), game B a ₺10 stake and a ₺25 win (GGR −₺15, 1 round); a ₺100 bonus is granted.
// So by game: A 180.00, B −15.00; the provider: 3 rounds, 165.00; today's casino GGR grows by 165.00 and
// NGR by 65.00. CSV rules written out here: plain decimals, ISO dates, CRLF, = + - @ cells prefixed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameProviders, games } from '../../../server/db/schema/casino';
import { csvText, plainAmount, reportDays, toCsv } from '../../../server/operators/reports';
import { postEntry, type AccountRef } from '../../../server/wallet';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { createTestPlayer } from '../helpers/players';
import { buildPaymentsApp, operatorWithToken, type PaymentsApp, type TestOperator } from '../payments/fixtures';

describe('CSV cells', () => {
  it('writes amounts as plain decimals', () => {
    expect(plainAmount(123456n)).toBe('1234.56');
    expect(plainAmount(-5n)).toBe('-0.05');
    expect(plainAmount(0n)).toBe('0.00');
    expect(plainAmount(-150000n)).toBe('-1500.00');
  });
  it('guards formulas and quotes what needs it', () => {
    expect(csvText('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvText('+1')).toBe("'+1");
    expect(csvText('-2')).toBe("'-2");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('Sweet, Bonanza')).toBe('"Sweet, Bonanza"');
    expect(csvText('plain')).toBe('plain');
  });
  it('makes a table with CRLF line ends; amounts written by us stay numbers', () => {
    expect(toCsv({ columns: ['game', 'ggr'], rows: [['=cmd', -1500n], ['Ok', 2]] })).toBe("game,ggr\r\n'=cmd,-15.00\r\nOk,2\r\n");
  });
  it('spans days, both included, refusing backwards and over-long ranges', () => {
    expect(reportDays('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(reportDays('2026-03-02', '2026-03-01')).toBeNull();
    expect(reportDays('2025-01-01', '2026-12-31')).toBeNull();
  });
});

const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

describeEachTarget('reports on %s', (target) => {
  let t: PaymentsApp;
  let finance: TestOperator;
  let support: TestOperator;
  const suffix = randomUUID().slice(0, 8);
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    finance = await operatorWithToken(t, 'finance');
    support = await operatorWithToken(t, 'support');
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  const report = async (kind: string, from = today(), to = today(), auth = finance.auth, locale = 'en') => {
    const response = await t.request({ url: `/api/ops/reports?report=${kind}&from=${from}&to=${to}`, headers: { ...auth, 'x-locale': locale } });
    return response;
  };
  const data = async (kind: string) => {
    const response = await report(kind);
    expect(response.statusCode, response.body).toBe(200);
    expectContract('opsGetReport', 200, response.json());
    return response.json().data as { columns: string[]; rows: string[][]; csv: string; filename: string };
  };
  const move = (kind: string, playerId: string, lines: Array<[AccountRef, bigint]>, meta: Record<string, unknown> = {}) =>
    postEntry(t.db, { idempotencyKey: `report-${randomUUID()}`, kind, playerId, meta, lines: lines.map(([account, amount]) => ({ account, amount })) });

  it('matches a hand-worked day by game, by provider and by day, and its CSV says the same', async () => {
    const before = await data('daily');
    const [provider] = await t.db
      .insert(gameProviders)
      .values({ id: 9000 + Math.floor(Math.random() * 900), code: `rep${suffix}` as never, name: `Report House ${suffix}` })
      .returning();
    const gameA = `rep-a-${suffix}`;
    const gameB = `rep-b-${suffix}`;
    await t.db.insert(games).values([
      { gameCode: gameA, providerId: provider.id, name: 'Report, A', searchName: 'report a' },
      { gameCode: gameB, providerId: provider.id, name: '=Report B', searchName: 'report b' },
    ]);
    const player = await createTestPlayer(t.db);
    const cash: AccountRef = { player: player.id, kind: 'cash' };
    const game: AccountRef = { house: 'house:game' };
    await move('deposit', player.id, [[cash, 100_000n], [{ house: 'house:deposit-clearing' }, -100_000n]]);
    await move('bet', player.id, [[cash, -20_000n], [game, 20_000n]], { gameCode: gameA, roundId: 'r1' });
    await move('win', player.id, [[cash, 5_000n], [game, -5_000n]], { gameCode: gameA, roundId: 'r1' });
    await move('bet', player.id, [[cash, -3_000n], [game, 3_000n]], { gameCode: gameA, roundId: 'r2' });
    await move('bet', player.id, [[cash, -1_000n], [game, 1_000n]], { gameCode: gameB, roundId: 'r3' });
    await move('win', player.id, [[cash, 2_500n], [game, -2_500n]], { gameCode: gameB, roundId: 'r3' });
    await move('bonus.grant', player.id, [[{ player: player.id, kind: 'bonus' }, 10_000n], [{ house: 'house:bonus-cost' }, -10_000n]]);

    const byGame = await data('games');
    expect(byGame.columns).toEqual(['game_code', 'game', 'provider', 'rounds', 'ggr']);
    expect(byGame.rows.find((r) => r[0] === gameA)).toEqual([gameA, 'Report, A', `Report House ${suffix}`, '2', '180.00']);
    expect(byGame.rows.find((r) => r[0] === gameB)).toEqual([gameB, '=Report B', `Report House ${suffix}`, '1', '-15.00']);
    expect(byGame.csv).toContain(`\r\n${gameA},"Report, A",Report House ${suffix},2,180.00\r\n`);
    expect(byGame.csv).toContain(`\r\n${gameB},'=Report B,Report House ${suffix},1,-15.00\r\n`);
    expect(byGame.filename).toBe(`games-${today()}-${today()}.csv`);

    const byProvider = await data('providers');
    expect(byProvider.rows.find((r) => r[0] === `Report House ${suffix}`)).toEqual([`Report House ${suffix}`, '3', '165.00']);

    const after = await data('daily');
    expect(after.columns).toEqual(['date', 'deposits', 'withdrawals', 'casino_ggr', 'casino_ngr', 'sports_ggr', 'sports_ngr']);
    expect(after.rows).toHaveLength(1);
    const delta = (i: number) => Math.round((Number(after.rows[0][i]) - Number(before.rows[0][i])) * 100) / 100;
    expect(after.rows[0][0]).toBe(today());
    expect([delta(1), delta(2), delta(3), delta(4)]).toEqual([1000, 0, 165, 65]);
    expect(after.rows[0].slice(5)).toEqual(['0.00', '0.00']);
    expect(after.csv).toBe(`date,deposits,withdrawals,casino_ggr,casino_ngr,sports_ggr,sports_ngr\r\n${after.rows[0].join(',')}\r\n`);
  });

  it('lists payments by day for a range, a row for every day', async () => {
    const body = await data('payments');
    expect(body.columns).toEqual(['date', 'deposits_count', 'deposits', 'withdrawals_count', 'withdrawals']);
    const response = await report('payments', '2026-01-30', '2026-02-02');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.rows.map((r: string[]) => r[0])).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
  });

  it('refuses a backwards range and an unknown report in the request language', async () => {
    const backwards = await report('daily', '2026-03-02', '2026-03-01', finance.auth, 'tr');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ success: false, message: expect.stringContaining('Tarih aralığı geçersiz') });
    const unknown = await report('sports');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().success).toBe(false);
  });

  it('is refused to a support operator (no overview:read)', async () => {
    const response = await report('daily', today(), today(), support.auth, 'en');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, message: 'Your role may not do this' });
  });
});
