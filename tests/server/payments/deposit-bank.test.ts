// Bank-transfer (havale/EFT) deposits on every database target: payment/deposit answers the operator's
// bank details with the transfer's reference as text (a `message` method), records a Pending deposit, and
// an operator confirms it (credited once) or rejects it; a gateway's deposit is not an operator's to settle.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { listNotifications } from '../../../server/notifications';
import { formatIban } from '../../../common/rules/iban';
import { exampleBankAccount } from '../../../server/seed/payments';
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
  type PaymentsApp,
  type TestOperator,
  type TestPlayer,
} from './fixtures';

describeEachTarget('bank-transfer deposits on %s', (target) => {
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

  function bankDeposit(player: TestPlayer, amount: number, headers: Record<string, string> = {}) {
    return post(
      t,
      '/api/payment/deposit',
      { id: t.methods.bank, target: 'pay', detail: { amount, senderName: 'Ayşe Yılmaz', senderBank: 3 } },
      { ...player.auth, ...headers },
    );
  }

  it('answers a retried deposit with the same Idempotency-Key as the first, the form written in any key order', async () => {
    // A client that lost the answer (an instance died, docs/deploy.md) sends the same request again. The
    // database keeps the form as jsonb, which orders keys its own way: the repeat is still the same form.
    const player = await playerWithCash(t);
    const key = { 'idempotency-key': `bank-replay-${player.id.slice(0, 8)}` };
    const first = await bankDeposit(player, 250, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await bankDeposit(player, 250, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await transactionsOf(t.db, player.id)).toHaveLength(1);
    // The same key for another amount is another request: refused.
    expect((await bankDeposit(player, 300, key)).statusCode).toBe(409);
  });

  it('answers the bank details as text (no link) and records a Pending deposit', async () => {
    const player = await playerWithCash(t);
    const response = await bankDeposit(player, 1000);
    expect(response.statusCode).toBe(200);
    expectContract('deposit', 200, response.json());
    const [row] = await transactionsOf(t.db, player.id);
    expect(row).toMatchObject({ type: 1, status: 2, amount: 100_000n, gateway: 'manual', detail: { senderName: 'Ayşe Yılmaz', senderBank: 3, amount: 1000 } });
    const { message, data } = response.json();
    expect(message).toBe('Havale/EFT talimatınız oluşturuldu');
    expect(data).not.toMatch(/^http/);
    expect(data).toContain('₺1.000,00');
    expect(data).toContain(row.reference);
    expect(data).toContain(formatIban(exampleBankAccount.iban));
    expect(data).toContain(exampleBankAccount.bankName);
    expect(data).toContain(exampleBankAccount.accountHolder);
    const english = await bankDeposit(player, 150, { 'x-locale': 'en' });
    expect(english.json().data).toContain('Please send ₺150.00 by bank transfer');
    expect((await balanceOf(t.db, player.id)).cash).toBe(0n);
    const inbox = await listNotifications(t.db, player.id, { skip: 0, take: 5, locale: 'en' });
    expect(inbox.items[0]).toMatchObject({ type: 1, title: 'Bank transfer noted' });
    expect(await auditedActions(t.db, row.id)).toEqual(['deposit.request']);
  });

  it('refuses a sender bank outside the dropdown and a missing sender name', async () => {
    const player = await playerWithCash(t);
    const wrongBank = await post(
      t,
      '/api/payment/deposit',
      { id: t.methods.bank, target: 'pay', detail: { amount: 500, senderName: 'Ayşe', senderBank: 99 } },
      { ...player.auth, 'x-locale': 'en' },
    );
    expect(wrongBank.statusCode).toBe(400);
    expect(wrongBank.json().message).toBe("Choose an option of the list for Sender's bank");
    const noName = await post(t, '/api/payment/deposit', { id: t.methods.bank, target: 'pay', detail: { amount: 500, senderBank: 1 } }, player.auth);
    expect(noName.json().message).toBe('Gönderenin adı soyadı zorunludur');
    expect(await transactionsOf(t.db, player.id)).toEqual([]);
  });

  it('keeps at most three transfers awaiting confirmation per player', async () => {
    const player = await playerWithCash(t);
    for (let i = 0; i < 3; i += 1) expect((await bankDeposit(player, 200)).statusCode).toBe(200);
    const fourth = await bankDeposit(player, 200, { 'x-locale': 'en' });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().message).toBe('You have 3 bank transfers awaiting confirmation; please wait for them before starting another');
    expect(await transactionsOf(t.db, player.id)).toHaveLength(3);
  });

  it('is confirmed by an operator: credited once, audited and notified', async () => {
    const player = await playerWithCash(t);
    await bankDeposit(player, 2500);
    const [row] = await transactionsOf(t.db, player.id);
    const list = await t.request({ url: '/api/ops/deposits', headers: operator.auth });
    expectContract('listDeposits', 200, list.json());
    expect(list.json().data.items.map((item: { id: number }) => item.id)).toContain(row.id);

    const [first, second] = await Promise.all([
      post(t, `/api/ops/deposits/${row.id}/confirm`, { note: 'dekont 778' }, operator.auth),
      post(t, `/api/ops/deposits/${row.id}/confirm`, {}, operator.auth),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expectContract('confirmDeposit', 200, first.json());
    expect(first.json().data).toMatchObject({ id: row.id, status: 1, decidedBy: operator.username });
    expect((await balanceOf(t.db, player.id)).cash).toBe(250_000n);
    expect(await auditedActions(t.db, row.id)).toEqual(['deposit.request', 'deposit.confirm']);
    const [confirmation] = await listAudit(t.db, { target: { kind: 'payment', id: row.id } });
    expect(confirmation).toMatchObject({ actorKind: 'operator', actorId: operator.id });
    const reject = await post(t, `/api/ops/deposits/${row.id}/reject`, { reason: 'too late' }, operator.auth);
    expect(reject.statusCode).toBe(409);
    const inbox = await listNotifications(t.db, player.id, { skip: 0, take: 5, locale: 'tr' });
    expect(inbox.items[0]).toMatchObject({ type: 1, note: '₺2.500,00 tutarındaki yatırımınız hesabınıza eklendi.' });
  });

  it('is rejected by an operator with a reason, crediting nothing', async () => {
    const player = await playerWithCash(t);
    await bankDeposit(player, 400);
    const [row] = await transactionsOf(t.db, player.id);
    const response = await post(t, `/api/ops/deposits/${row.id}/reject`, { reason: 'Transfer not received' }, operator.auth);
    expect(response.statusCode).toBe(200);
    expectContract('rejectDeposit', 200, response.json());
    expect(await transactionById(t.db, row.id)).toMatchObject({ status: 4, note: 'Transfer not received', decidedBy: operator.id });
    expect((await balanceOf(t.db, player.id)).cash).toBe(0n);
    const confirm = await post(t, `/api/ops/deposits/${row.id}/confirm`, {}, operator.auth);
    expect(confirm.statusCode).toBe(409);
    expect(await auditedActions(t.db, row.id)).toEqual(['deposit.request', 'deposit.reject']);
    const inbox = await listNotifications(t.db, player.id, { skip: 0, take: 5, locale: 'en' });
    expect(inbox.items[0].note).toContain('Transfer not received');
  });

  it("refuses to settle a gateway's deposit by hand", async () => {
    const player = await playerWithCash(t);
    await post(t, '/api/payment/deposit', { id: t.methods.card, target: 'pay', detail: { amount: 100 } }, player.auth);
    const [row] = await transactionsOf(t.db, player.id);
    const response = await post(t, `/api/ops/deposits/${row.id}/confirm`, {}, { ...operator.auth, 'x-locale': 'en' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("This deposit is settled by its payment provider's notification and cannot be confirmed by hand");
    expect((await balanceOf(t.db, player.id)).cash).toBe(0n);
  });

  it('answers 404 for a withdrawal id given as a deposit', async () => {
    const player = await playerWithCash(t, 100_000n);
    const withdrawal = await post(t, '/api/payment/withdraw', { id: t.methods.withdraw, detail: { iban: 'TR330006100519786457841326', accountHolder: 'A B', amount: 100 } }, player.auth);
    const response = await post(t, `/api/ops/deposits/${withdrawal.json().data.id}/confirm`, {}, operator.auth);
    expect(response.statusCode).toBe(404);
    expectContract('confirmDeposit', 404, response.json());
  });
});
