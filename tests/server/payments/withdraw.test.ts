// Withdrawals on every database target: a request holds the amount (cash → hold) as Pending; an operator
// approves it (hold → payout clearing, Confirmed) or rejects it (hold → cash, Rejected, with a reason);
// the player may cancel it while pending (hold → cash, Cancelled). Each settlement is audited and
// notified; settling twice answers the first outcome or 409; racing settlements yield exactly one outcome.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { translate } from '../../../server/i18n';
import { listNotifications } from '../../../server/notifications';
import { approveWithdrawal, cancelWithdrawal, rejectWithdrawal } from '../../../server/payments';
import { recomputeBalances } from '../../../server/wallet';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import {
  auditedActions,
  balanceOf,
  buildPaymentsApp,
  expectLedgerClean,
  operatorWithToken,
  playerWithCash,
  post,
  transactionById,
  transactionsOf,
  validIban,
  type PaymentsApp,
  type TestOperator,
  type TestPlayer,
} from './fixtures';

describeEachTarget('withdrawals on %s', (target) => {
  let t: PaymentsApp;
  let operator: TestOperator;
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    operator = await operatorWithToken(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    expect(t.violations).toEqual([]);
    await expectLedgerClean(t.db);
  });

  function withdraw(player: TestPlayer, amount: number, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    return post(
      t,
      '/api/payment/withdraw',
      { id: t.methods.withdraw, detail: { iban: validIban(), accountHolder: 'Ayşe Yılmaz', amount, ...overrides } },
      { ...player.auth, ...headers },
    );
  }

  async function pendingWithdrawal(cash: bigint, amount: number) {
    const player = await playerWithCash(t, cash);
    const response = await withdraw(player, amount);
    expect(response.statusCode, response.body).toBe(200);
    return { player, id: response.json().data.id as number };
  }

  const houseBalance = async (code: string) =>
    (await recomputeBalances(t.db)).find((b) => 'house' in b.account && b.account.house === code)?.stored ?? 0n;

  it('holds the amount and answers the Pending activity', async () => {
    const player = await playerWithCash(t, 200_000n);
    const response = await withdraw(player, 1500.5);
    expect(response.statusCode).toBe(200);
    expectContract('withdraw', 200, response.json());
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Çekim talebiniz alındı; sonuçlandığında bildirim alacaksınız',
      data: { type: 2, status: 2, amount: 1500.5, methodName: 'Banka Havalesi (IBAN)', note: null },
    });
    expect(await balanceOf(t.db, player.id)).toEqual({ cash: 49_950n, bonus: 0n, hold: 150_050n });
    const [row] = await transactionsOf(t.db, player.id);
    expect(row.detail).toMatchObject({ accountHolder: 'Ayşe Yılmaz', amount: 1500.5 });
    expect(row.detail.iban).toMatch(/^TR\d{24}$/);
    // The header shows what can be spent: the held amount is not in it.
    const balance = await t.request({ url: '/api/user/balance', headers: player.auth });
    expect(balance.json().data).toEqual({ balance: 499.5, cash: 499.5, bonus: 0 });
    const [audited] = await listAudit(t.db, { target: { kind: 'payment', id: row.id } });
    expect(audited).toMatchObject({ action: 'withdrawal.request', actorKind: 'player', actorId: player.id });
    expect((audited.details.detail as { iban: string }).iban).toMatch(/^TR\d\d \*{4} /);
    const inbox = await listNotifications(t.db, player.id, { skip: 0, take: 5, locale: 'tr' });
    expect(inbox.items[0]).toMatchObject({ type: 2, title: 'Çekim talebiniz alındı' });
  });

  it('refuses more than the cash balance and bonus money, moving nothing', async () => {
    const player = await playerWithCash(t, 15_000n);
    await (await import('../helpers/players')).credit(t.db, player.id, 'bonus', 100_000n);
    const response = await withdraw(player, 200, {}, { 'x-locale': 'en' });
    expect(response.statusCode).toBe(400);
    expectContract('withdraw', 400, response.json());
    expect(response.json().message).toBe('Your withdrawable balance is too low (withdrawable: ₺150,00)');
    expect(await balanceOf(t.db, player.id)).toEqual({ cash: 15_000n, bonus: 100_000n, hold: 0n });
    expect(await transactionsOf(t.db, player.id)).toEqual([]);
  });

  it.each([
    ['a wrong IBAN checksum', { iban: 'TR340006100519786457841326' }, 'IBAN is not valid: its check digits do not match, please check your IBAN'],
    ['a short IBAN', { iban: 'TR3300061005' }, 'IBAN must start with TR followed by 24 digits'],
    ['a missing holder', { accountHolder: '' }, "Account holder's full name is required"],
    ['an amount under the minimum', { amount: 99 }, 'Amount must be at least ₺100.00'],
    ['an amount over the maximum', { amount: 100_000.01 }, 'Amount can be at most ₺100,000.00'],
    ['an amount as text', { amount: '150' }, 'Amount must be a number'],
    ['an unknown field', { extra: 'x' }, 'Unknown field sent: extra'],
  ])('refuses %s with its message', async (_label, overrides, message) => {
    const player = await playerWithCash(t, 50_000_000n);
    const response = await withdraw(player, 150, overrides, { 'x-locale': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect((await balanceOf(t.db, player.id)).hold).toBe(0n);
  });

  it('creates one withdrawal for a retried request with the same Idempotency-Key, and refuses the key for another', async () => {
    const player = await playerWithCash(t, 100_000n);
    const key = { 'idempotency-key': `wd-${player.id}` };
    const body = { id: t.methods.withdraw, detail: { iban: validIban(), accountHolder: 'Ayşe Yılmaz', amount: 300 } };
    const [a, b] = await Promise.all([post(t, '/api/payment/withdraw', body, { ...player.auth, ...key }), post(t, '/api/payment/withdraw', body, { ...player.auth, ...key })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.id).toBe(b.json().data.id);
    expect(await transactionsOf(t.db, player.id)).toHaveLength(1);
    expect(await balanceOf(t.db, player.id)).toEqual({ cash: 70_000n, bonus: 0n, hold: 30_000n });
    const other = await post(t, '/api/payment/withdraw', { ...body, detail: { ...body.detail, amount: 301 } }, { ...player.auth, ...key });
    expect(other.statusCode).toBe(409);
    expectContract('withdraw', 409, other.json());
  });

  it('is approved by an operator: the held amount leaves to payout clearing', async () => {
    const { player, id } = await pendingWithdrawal(100_000n, 400);
    const payoutBefore = await houseBalance('house:payout-clearing');
    const response = await post(t, `/api/ops/withdrawals/${id}/approve`, { note: 'EFT 12345' }, operator.auth);
    expect(response.statusCode, response.body).toBe(200);
    expectContract('approveWithdrawal', 200, response.json());
    expect(response.json().data).toMatchObject({ id, status: 1, amount: 400, decidedBy: operator.username, player: { id: player.id } });
    expect(await balanceOf(t.db, player.id)).toEqual({ cash: 60_000n, bonus: 0n, hold: 0n });
    expect((await houseBalance('house:payout-clearing')) - payoutBefore).toBe(40_000n);
    expect(await transactionById(t.db, id)).toMatchObject({ status: 1, decidedBy: operator.id });
    expect(await auditedActions(t.db, id)).toEqual(['withdrawal.request', 'withdrawal.approve']);
    const [approval] = await listAudit(t.db, { target: { kind: 'payment', id } });
    expect(approval).toMatchObject({ actorKind: 'operator', actorId: operator.id, details: expect.objectContaining({ note: 'EFT 12345', amount: '40000' }) });
    const inbox = await listNotifications(t.db, player.id, { skip: 0, take: 5, locale: 'en' });
    expect(inbox.items[0]).toMatchObject({ type: 2, title: translate('en', 'notification.withdraw.confirmed.title') });
    expect(inbox.items.map((item) => item.type)).toEqual([2, 2]);

    // Approving again answers the same outcome; rejecting or cancelling it now is too late.
    const again = await post(t, `/api/ops/withdrawals/${id}/approve`, {}, operator.auth);
    expect(again.statusCode).toBe(200);
    const reject = await post(t, `/api/ops/withdrawals/${id}/reject`, { reason: 'late' }, { ...operator.auth, 'x-locale': 'en' });
    expect(reject.statusCode).toBe(409);
    expectContract('rejectWithdrawal', 409, reject.json());
    expect(reject.json().message).toBe('This transaction is already confirmed');
    const cancel = await post(t, '/api/payment/cancelwithdrawal', { id }, player.auth);
    expect(cancel.statusCode).toBe(409);
    expect(await auditedActions(t.db, id)).toEqual(['withdrawal.request', 'withdrawal.approve']);
    expect(await balanceOf(t.db, player.id)).toEqual({ cash: 60_000n, bonus: 0n, hold: 0n });
  });

  it('is rejected by an operator with a reason: the amount returns to cash and the player sees why', async () => {
    const { player, id } = await pendingWithdrawal(100_000n, 250);
    const response = await post(t, `/api/ops/withdrawals/${id}/reject`, { reason: 'IBAN is not in the player’s name' }, operator.auth);
    expect(response.statusCode).toBe(200);
    expectContract('rejectWithdrawal', 200, response.json());
    expect(response.json().data).toMatchObject({ status: 4, note: 'IBAN is not in the player’s name' });
    expect(await balanceOf(t.db, player.id)).toEqual({ cash: 100_000n, bonus: 0n, hold: 0n });
    expect(await auditedActions(t.db, id)).toEqual(['withdrawal.request', 'withdrawal.reject']);
    const inbox = await listNotifications(t.db, player.id, { skip: 0, take: 5, locale: 'en' });
    expect(inbox.items[0].note).toContain('Reason: IBAN is not in the player’s name');
    const short = await post(t, `/api/ops/withdrawals/${id}/reject`, { reason: 'no' }, operator.auth);
    expect(short.statusCode).toBe(400);
  });

  it('is cancelled by its player: the amount returns to cash', async () => {
    const { player, id } = await pendingWithdrawal(100_000n, 100);
    const response = await post(t, '/api/payment/cancelwithdrawal', { id }, { ...player.auth, 'x-locale': 'en' });
    expect(response.statusCode).toBe(200);
    expectContract('cancelWithdrawal', 200, response.json());
    expect(response.json()).toMatchObject({ message: 'Your withdrawal was cancelled; the amount is back in your balance', data: { id, status: 5 } });
    expect(await balanceOf(t.db, player.id)).toEqual({ cash: 100_000n, bonus: 0n, hold: 0n });
    expect(await auditedActions(t.db, id)).toEqual(['withdrawal.request', 'withdrawal.cancel']);
    const approve = await post(t, `/api/ops/withdrawals/${id}/approve`, {}, { ...operator.auth, 'x-locale': 'en' });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe('This transaction is already cancelled');
  });

  it("cannot be cancelled by another player (it is not theirs to see)", async () => {
    const { player, id } = await pendingWithdrawal(100_000n, 100);
    const stranger = await playerWithCash(t);
    const response = await post(t, '/api/payment/cancelwithdrawal', { id }, stranger.auth);
    expect(response.statusCode).toBe(404);
    expectContract('cancelWithdrawal', 404, response.json());
    expect((await balanceOf(t.db, player.id)).hold).toBe(10_000n);
    const missing = await post(t, `/api/ops/withdrawals/99999999/approve`, {}, operator.auth);
    expect(missing.statusCode).toBe(404);
  });

  it('settles once when approve, reject and cancel race (through the services, many rounds)', async () => {
    const outcomes: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      const { player, id } = await pendingWithdrawal(100_000n, 500);
      const results = await Promise.allSettled([
        approveWithdrawal(t.db, id, { operatorId: operator.id, acting: { actor: { kind: 'operator', id: operator.id } } }),
        cancelWithdrawal(t.db, id, { playerId: player.id, acting: { actor: { kind: 'player', id: player.id } } }),
        rejectWithdrawal(t.db, id, { operatorId: operator.id, reason: 'race', acting: { actor: { kind: 'operator', id: operator.id } } }),
        approveWithdrawal(t.db, id, { operatorId: operator.id, acting: { actor: { kind: 'operator', id: operator.id } } }),
      ]);
      const row = await transactionById(t.db, id);
      outcomes.push(row.status);
      const winners = results.filter((r) => r.status === 'fulfilled' && !r.value.replayed);
      expect(winners).toHaveLength(1);
      for (const r of results) {
        if (r.status === 'rejected') expect((r.reason as { statusCode?: number }).statusCode).toBe(409);
        else expect(r.value.transaction.status).toBe(row.status);
      }
      const balance = await balanceOf(t.db, player.id);
      expect(balance.hold).toBe(0n);
      expect(balance.cash).toBe(row.status === 1 ? 50_000n : 100_000n);
      const settlements = (await auditedActions(t.db, id)).filter((action) => action !== 'withdrawal.request');
      expect(settlements).toHaveLength(1);
      await expectLedgerClean(t.db);
    }
    expect(outcomes.every((status) => [1, 4, 5].includes(status))).toBe(true);
  });

  it('settles once when approve and cancel race over HTTP', async () => {
    const { player, id } = await pendingWithdrawal(100_000n, 700);
    const [approve, cancel] = await Promise.all([
      post(t, `/api/ops/withdrawals/${id}/approve`, {}, operator.auth),
      post(t, '/api/payment/cancelwithdrawal', { id }, player.auth),
    ]);
    const statuses = [approve.statusCode, cancel.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const row = await transactionById(t.db, id);
    expect(row.status).toBe(approve.statusCode === 200 ? 1 : 5);
    const balance = await balanceOf(t.db, player.id);
    expect(balance).toEqual({ cash: row.status === 1 ? 30_000n : 100_000n, bonus: 0n, hold: 0n });
  });

  it('lists pending withdrawals oldest first with the IBAN to pay to, and settled ones by status', async () => {
    const first = await pendingWithdrawal(100_000n, 111);
    const second = await pendingWithdrawal(100_000n, 222);
    const response = await t.request({ url: '/api/ops/withdrawals?take=100', headers: operator.auth });
    expect(response.statusCode).toBe(200);
    expectContract('listWithdrawals', 200, response.json());
    const items = response.json().data.items as { id: number; status: number; detail: { iban: string } }[];
    expect(items.every((item) => item.status === 2)).toBe(true);
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(items.find((item) => item.id === first.id)!.detail.iban).toMatch(/^TR\d{24}$/);
    expect(response.json().data.total).toBe(items.length);
    await post(t, `/api/ops/withdrawals/${first.id}/approve`, {}, operator.auth);
    const confirmed = await t.request({ url: '/api/ops/withdrawals?status=1&take=100', headers: operator.auth });
    expect(confirmed.json().data.items.map((item: { id: number }) => item.id)).toContain(first.id);
    const paged = await t.request({ url: '/api/ops/withdrawals?skip=1&take=1', headers: operator.auth });
    expect(paged.json().data.items).toHaveLength(1);
  });
});
