// The player abandons an unpaid card deposit (payment/canceldeposit) on every database target: only their
// own, only while it is Created (unpaid), idempotent, audited, no money moves; a bank transfer and a
// settled deposit answer 409. Financial activities carry the payment page's link while the deposit is
// unpaid, for "Continue payment". A gateway approval arriving after the cancellation still credits the
// deposit once (docs/payments.md: the gateway took the money).
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { listNotifications } from '../../../server/notifications';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import {
  auditedActions,
  balanceOf,
  buildPaymentsApp,
  demoEventBody,
  expectLedgerClean,
  playerWithCash,
  post,
  sendWebhook,
  startCardDeposit,
  transactionById,
  transactionsOf,
  type PaymentsApp,
  type TestPlayer,
} from './fixtures';

describeEachTarget('cancelDeposit on %s', (target) => {
  let t: PaymentsApp;
  beforeAll(async () => {
    t = await buildPaymentsApp(target, { cardDepositTtlMinutes: 0 });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    expect(t.violations).toEqual([]);
    await expectLedgerClean(t.db);
  });

  const cancel = (player: TestPlayer, id: number, locale = 'en') =>
    post(t, '/api/payment/canceldeposit', { id }, { ...player.auth, 'x-locale': locale });
  const activities = async (player: TestPlayer) => {
    const response = await post(t, '/api/customer/financialactivities', { skip: 0, take: 20 }, { ...player.auth, 'x-locale': 'en' });
    expect(response.statusCode).toBe(200);
    return response.json().data.items as { id: number; status: number; note: string | null; paymentUrl?: string }[];
  };

  it('lists an unpaid card deposit with its payment page, then cancels it: Cancelled, audited, no money moves', async () => {
    const player = await playerWithCash(t, 5_000n);
    const { row, url } = await startCardDeposit(t, player, 300);
    const [listed] = await activities(player);
    expect(listed).toMatchObject({ id: row.id, status: 6, paymentUrl: url });

    const response = await cancel(player, row.id);
    expect(response.statusCode, response.body).toBe(200);
    expectContract('cancelDeposit', 200, response.json());
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Your deposit was cancelled',
      // The note is written once, in the player's own language (Turkish here), as the sweep's is.
      data: { id: row.id, type: 1, status: 5, amount: 300, note: 'ödeme yapılmadan sizin tarafınızdan iptal edildi' },
    });
    expect(response.json().data).not.toHaveProperty('paymentUrl');
    expect(await transactionById(t.db, row.id)).toMatchObject({ status: 5 });
    expect((await balanceOf(t.db, player.id)).cash).toBe(5_000n);
    expect(await auditedActions(t.db, row.id)).toEqual(['deposit.create', 'deposit.cancel']);
    const [audited] = await listAudit(t.db, { target: { kind: 'payment', id: row.id }, limit: 1 });
    expect(audited).toMatchObject({ actorKind: 'player', actorId: player.id, details: expect.objectContaining({ reference: row.reference }) });
    // The list no longer offers the page.
    const [after] = await activities(player);
    expect(after).toMatchObject({ id: row.id, status: 5 });
    expect(after).not.toHaveProperty('paymentUrl');
  });

  it('answers a repeated cancel with the cancelled deposit and audits it once', async () => {
    const player = await playerWithCash(t);
    const { row } = await startCardDeposit(t, player, 120);
    const [first, racing] = await Promise.all([cancel(player, row.id), cancel(player, row.id)]);
    const again = await cancel(player, row.id, 'tr');
    for (const response of [first, racing, again]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ id: row.id, status: 5 });
    }
    expect(again.json().message).toBe('Yatırım talebiniz iptal edildi');
    expect(await auditedActions(t.db, row.id)).toEqual(['deposit.create', 'deposit.cancel']);
  });

  it("refuses another player's deposit as not found, without touching it", async () => {
    const owner = await playerWithCash(t);
    const stranger = await playerWithCash(t);
    const { row } = await startCardDeposit(t, owner, 150);
    const response = await cancel(stranger, row.id);
    expect(response.statusCode).toBe(404);
    expectContract('cancelDeposit', 404, response.json());
    expect(response.json()).toMatchObject({ success: false, message: 'Deposit not found' });
    expect((await transactionById(t.db, row.id)).status).toBe(6);
    expect(await auditedActions(t.db, row.id)).toEqual(['deposit.create']);
    // A withdrawal's id is no deposit either.
    expect((await cancel(owner, 2_000_000_000)).statusCode).toBe(404);
  });

  it('refuses a paid deposit and a bank transfer (409) and a guest (401)', async () => {
    const player = await playerWithCash(t);
    const { row } = await startCardDeposit(t, player, 200);
    const paid = await sendWebhook(t, demoEventBody({ reference: row.reference, paymentId: row.gatewayRef!, amountMinor: 20_000 }));
    expect(paid.statusCode, paid.body).toBe(200);
    const late = await cancel(player, row.id);
    expect(late.statusCode).toBe(409);
    expectContract('cancelDeposit', 409, late.json());
    expect(late.json().message).toBe('This transaction is already confirmed');
    expect((await balanceOf(t.db, player.id)).cash).toBe(20_000n);

    const bank = await post(
      t,
      '/api/payment/deposit',
      { id: t.methods.bank, target: 'pay', detail: { amount: 500, senderName: 'Ayşe Yılmaz', senderBank: 1 } },
      player.auth,
    );
    expect(bank.statusCode, bank.body).toBe(200);
    const bankRow = (await transactionsOf(t.db, player.id)).find((r) => r.gateway === 'manual')!;
    const refused = await cancel(player, bankRow.id, 'tr');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Havale/EFT bildirimleri iptal edilemez; sonucu bildirim olarak gelecek');
    expect((await transactionById(t.db, bankRow.id)).status).toBe(2);

    const guest = await post(t, '/api/payment/canceldeposit', { id: row.id });
    expect(guest.statusCode).toBe(401);
  });

  it('credits an approval that arrives after the cancellation exactly once (the gateway took the money)', async () => {
    const player = await playerWithCash(t);
    const { row } = await startCardDeposit(t, player, 400);
    expect((await cancel(player, row.id)).statusCode).toBe(200);

    const body = demoEventBody({ reference: row.reference, paymentId: row.gatewayRef!, amountMinor: 40_000 });
    const approved = await sendWebhook(t, body);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe(1);
    expect(await sendWebhook(t, body).then((r) => r.json().data.status)).toBe(1);
    expect(await transactionById(t.db, row.id)).toMatchObject({ status: 1, note: null });
    expect((await balanceOf(t.db, player.id)).cash).toBe(40_000n);
    expect(await auditedActions(t.db, row.id)).toEqual(['deposit.create', 'deposit.cancel', 'deposit.confirm']);
    const [confirm] = await listAudit(t.db, { target: { kind: 'payment', id: row.id }, limit: 1 });
    expect(confirm.details).toMatchObject({ revived: 'cancelled' });
    const inbox = await listNotifications(t.db, player.id, { skip: 0, take: 10, locale: 'en' });
    expect(inbox.items.map((item) => item.title)).toEqual(['Your deposit is confirmed']);
    // Now paid, it cannot be cancelled again.
    expect((await cancel(player, row.id)).statusCode).toBe(409);
  });
});
