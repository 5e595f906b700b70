// payment/methods and payment/detail on every database target: the seeded methods with their display
// type, localized names and limits; the form descriptors of each; unknown, disabled or mistyped methods
// answer 404; and nothing without a session.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '../../../server/db/schema/payments';
import { isValidTurkishIban } from '../../../common/rules/iban';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { buildPaymentsApp, playerWithCash, post, type PaymentsApp, type TestPlayer } from './fixtures';

describeEachTarget('payment methods on %s', (target) => {
  let t: PaymentsApp;
  let player: TestPlayer;
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    player = await playerWithCash(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    expect(t.violations).toEqual([]);
  });

  it('lists the deposit methods: the bank transfer as a message, the card as a form', async () => {
    const response = await post(t, '/api/payment/methods', { type: 1 }, player.auth);
    expect(response.statusCode).toBe(200);
    expectContract('listPaymentMethods', 200, response.json());
    expect(response.json().data).toEqual([
      { id: t.methods.bank, type: 1, name: 'Havale / EFT', displayType: 'message', logoUrl: null, minAmount: 100, maxAmount: 250_000 },
      { id: t.methods.card, type: 1, name: 'Kredi / Banka Kartı (demo)', displayType: 'form', logoUrl: null, minAmount: 50, maxAmount: 50_000 },
    ]);
  });

  it('lists the withdraw method in English', async () => {
    const response = await post(t, '/api/payment/methods', { type: 2 }, { ...player.auth, 'x-locale': 'en' });
    expect(response.json().data).toEqual([
      { id: t.methods.withdraw, type: 2, name: 'Bank transfer to IBAN', displayType: 'form', logoUrl: null, minAmount: 100, maxAmount: 100_000 },
    ]);
  });

  it('answers the withdraw form: a masked IBAN, the holder and the amount with its limits', async () => {
    const response = await post(t, '/api/payment/detail', { id: t.methods.withdraw, type: 2 }, player.auth);
    expect(response.statusCode).toBe(200);
    expectContract('getPaymentDetail', 200, response.json());
    expect(response.json().data).toEqual([
      { key: 'iban', label: 'IBAN', mask: 'TR00 0000 0000 0000 0000 0000 00', objectType: 1, option: null, min: null, max: null },
      { key: 'accountHolder', label: 'Hesap sahibinin adı soyadı', mask: null, objectType: 1, option: null, min: null, max: null },
      { key: 'amount', label: 'Tutar (₺100 - ₺100.000)', mask: null, objectType: 4, option: null, min: 100, max: 100_000 },
    ]);
  });

  it('answers the bank transfer form with its dropdown of banks', async () => {
    const response = await post(t, '/api/payment/detail', { id: t.methods.bank, type: 1 }, { ...player.auth, 'x-locale': 'en' });
    const fields = response.json().data as { key: string; objectType: number; option: { id: number; name: string }[] | null }[];
    expect(fields.map((f) => f.key)).toEqual(['amount', 'senderName', 'senderBank']);
    const bank = fields.find((f) => f.key === 'senderBank')!;
    expect(bank.objectType).toBe(7);
    expect(bank.option).toContainEqual({ id: 6, name: 'Other' });
  });

  it('answers the card form: only the amount (the card is typed on the gateway page)', async () => {
    const response = await post(t, '/api/payment/detail', { id: t.methods.card, type: 1 }, player.auth);
    expect(response.json().data.map((f: { key: string }) => f.key)).toEqual(['amount']);
  });

  it.each([
    ['an unknown method', () => ({ id: 999_999, type: 1 })],
    ['a deposit method asked as withdraw', () => ({ id: t.methods.bank, type: 2 })],
    ['a withdraw method asked as deposit', () => ({ id: t.methods.withdraw, type: 1 })],
  ])('answers 404 for %s', async (_label, body) => {
    const response = await post(t, '/api/payment/detail', body(), { ...player.auth, 'x-locale': 'en' });
    expect(response.statusCode).toBe(404);
    expectContract('getPaymentDetail', 404, response.json());
    expect(response.json().message).toBe('Payment method not found');
  });

  it('answers an empty list for a method without fields (the app says "No data found")', async () => {
    const [empty] = await t.db
      .insert(paymentMethods)
      .values({ code: 'empty-test', type: 1, kind: 'hosted-page', gateway: 'demo', title: { tr: 'Boş', en: 'Empty' }, fields: [], minAmount: 100n, maxAmount: 200n, sort: 99 })
      .returning();
    const response = await post(t, '/api/payment/detail', { id: empty.id, type: 1 }, player.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
    await t.db.update(paymentMethods).set({ enabled: false }).where(eq(paymentMethods.id, empty.id));
  });

  it('hides a disabled method from the list and its form', async () => {
    await t.db.update(paymentMethods).set({ enabled: false }).where(eq(paymentMethods.id, t.methods.card));
    try {
      const list = await post(t, '/api/payment/methods', { type: 1 }, player.auth);
      expect(list.json().data.map((m: { id: number }) => m.id)).toEqual([t.methods.bank]);
      const detail = await post(t, '/api/payment/detail', { id: t.methods.card, type: 1 }, player.auth);
      expect(detail.statusCode).toBe(404);
      const deposit = await post(t, '/api/payment/deposit', { id: t.methods.card, target: 'pay', detail: { amount: 100 } }, player.auth);
      expect(deposit.statusCode).toBe(404);
    } finally {
      await t.db.update(paymentMethods).set({ enabled: true }).where(eq(paymentMethods.id, t.methods.card));
    }
  });

  it.each([
    ['/api/payment/methods', { type: 1 }, 'listPaymentMethods'],
    ['/api/payment/detail', { id: 1, type: 1 }, 'getPaymentDetail'],
    ['/api/payment/deposit', { id: 1, target: 'pay', detail: { amount: 100 } }, 'deposit'],
    ['/api/payment/withdraw', { id: 1, detail: { amount: 100 } }, 'withdraw'],
    ['/api/payment/cancelwithdrawal', { id: 1 }, 'cancelWithdrawal'],
  ])('answers 401 without a session: %s', async (url, body, operationId) => {
    const response = await post(t, url, body);
    expect(response.statusCode).toBe(401);
    expectContract(operationId, 401, response.json());
  });

  it('seeds an example bank account whose IBAN passes the checksum', async () => {
    const [bank] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, t.methods.bank));
    expect(bank.config.bankAccounts).toHaveLength(1);
    expect(isValidTurkishIban(bank.config.bankAccounts![0].iban)).toBe(true);
  });
});
