// The payment queues' filters: by player (username in any case, or usercode), by amount (both bounds
// included) and by Turkish days. Three withdrawals made here today by two players, ₺150, ₺2.000 and
// ₺350; each filter's expected rows are worked out by hand from those. Bad filters are refused.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { buildPaymentsApp, operatorWithToken, playerWithCash, post, validIban, type PaymentsApp, type TestOperator, type TestPlayer } from '../payments/fixtures';

describeEachTarget('payment queue filters on %s', (target) => {
  let t: PaymentsApp;
  let finance: TestOperator;
  let one: TestPlayer;
  let two: TestPlayer;
  const ids: Record<string, number> = {};
  const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    finance = await operatorWithToken(t, 'finance');
    one = await playerWithCash(t, 1_000_000n);
    two = await playerWithCash(t, 1_000_000n);
    for (const [key, player, amount] of [['a', one, 150], ['b', one, 2000], ['c', two, 350]] as const) {
      const response = await post(t, '/api/payment/withdraw', { id: t.methods.withdraw, detail: { iban: validIban(), accountHolder: 'Ayşe Yılmaz', amount } }, { ...player.auth, 'idempotency-key': `qf-${key}-${player.id}` });
      expect(response.statusCode, response.body).toBe(200);
      ids[key] = response.json().data.id;
    }
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  const list = async (query: string) => {
    const response = await t.request({ url: `/api/ops/withdrawals?take=100&${query}`, headers: { ...finance.auth, 'x-locale': 'en' } });
    expect(response.statusCode, response.body).toBe(200);
    expectContract('listWithdrawals', 200, response.json());
    return (response.json().data.items as Array<{ id: number }>).map((item) => item.id).filter((id) => Object.values(ids).includes(id)).sort((x, y) => x - y);
  };
  const sorted = (...keys: string[]) => keys.map((key) => ids[key]).sort((x, y) => x - y);

  it('by player, in any case, or by usercode', async () => {
    const username = (await t.request({ url: `/api/ops/players/${one.id}`, headers: finance.auth })).json().data as { username: string; usercode: string };
    expect(await list(`player=${encodeURIComponent(username.username.toUpperCase())}`)).toEqual(sorted('a', 'b'));
    expect(await list(`player=${username.usercode}`)).toEqual(sorted('a', 'b'));
  });

  it('by amount, both bounds included', async () => {
    expect(await list('minAmount=350')).toEqual(sorted('b', 'c'));
    expect(await list('maxAmount=350')).toEqual(sorted('a', 'c'));
    expect(await list('minAmount=150&maxAmount=150')).toEqual(sorted('a'));
  });

  it('by Turkish days: today has all three, a past range none', async () => {
    expect(await list(`from=${today()}&to=${today()}`)).toEqual(sorted('a', 'b', 'c'));
    expect(await list('from=2020-01-01&to=2020-01-31')).toEqual([]);
  });

  it('refuses a malformed filter in the request language', async () => {
    const response = await t.request({ url: '/api/ops/withdrawals?minAmount=1.234&from=yesterday', headers: { ...finance.auth, 'x-locale': 'tr' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('refuses an amount with float noise past two decimals with a 400, not a 500 (found by the contract fuzzer)', async () => {
    // 891413.0800000001 is no kuruş amount: the contract's multipleOf 0.01, checked on exact decimals, refuses it.
    const response = await t.request({ url: '/api/ops/deposits?maxAmount=891413.0800000001', headers: { ...finance.auth, 'x-locale': 'en' } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.stringContaining('can have at most 2 decimals'), data: null });
    const admin = await operatorWithToken(t, 'admin');
    const settings = await post(t, '/api/ops/settings/update', { withdrawalApprovalThreshold: 438448.41000000003 }, { ...admin.auth, 'x-locale': 'tr' });
    expect(settings.statusCode, settings.body).toBe(400);
    expect(settings.json()).toEqual({ success: false, message: expect.stringContaining('en fazla 2 ondalık basamak içerebilir'), data: null });
  });
});
