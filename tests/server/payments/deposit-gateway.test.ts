// A card deposit through the demo gateway, end to end on every database target: payment/deposit answers
// the hosted page's absolute link, the page is served, a card is submitted, the gateway calls our webhook
// with an HMAC signature, and the deposit is credited exactly once however often the webhook arrives.
// Forged or contradicting webhooks credit nothing; a declined test card rejects the deposit.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { eq } from 'drizzle-orm';
import { demoGatewayPayments, paymentTransactions } from '../../../server/db/schema/payments';
import { listNotifications } from '../../../server/notifications';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import {
  auditedActions,
  balanceOf,
  buildPaymentsApp,
  demoEventBody,
  expectLedgerClean,
  gatewaySignature,
  playerWithCash,
  post,
  PUBLIC_URL,
  sendWebhook,
  transactionsOf,
  type PaymentsApp,
  type TestPlayer,
  WEBHOOK_SECRET,
} from './fixtures';

/** Records what the hub is asked to push (and still pushes it). */
function recordPushes(t: PaymentsApp): [string, string, unknown][] {
  const calls: [string, string, unknown][] = [];
  const hub = t.app.hub;
  const original = hub.publishToPlayer.bind(hub);
  hub.publishToPlayer = (playerId, command, message) => {
    calls.push([playerId, command, message]);
    return original(playerId, command, message);
  };
  return calls;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const goodCard = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Ayşe Yılmaz' };

/**
 * Holds the demo gateway's createPayment calls (every one, or only the first) until `release()`, and counts
 * them; `restore()` puts the adapter back.
 */
function holdGateway(t: PaymentsApp, hold: 'every call' | 'the first call') {
  const adapter = t.app.gateways.get('demo')!;
  const original = adapter.createPayment.bind(adapter);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  adapter.createPayment = async (input) => {
    calls += 1;
    if (hold === 'every call' || calls === 1) await held;
    return original(input);
  };
  return { calls: () => calls, release, restore: () => (adapter.createPayment = original) };
}

describeEachTarget('card deposit through the demo gateway on %s', (target) => {
  let t: PaymentsApp;
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    expect(t.violations).toEqual([]);
    await expectLedgerClean(t.db);
  });

  async function startCardDeposit(player: TestPlayer, amount: number, headers: Record<string, string> = {}) {
    const response = await post(t, '/api/payment/deposit', { id: t.methods.card, target: 'pay', detail: { amount } }, { ...player.auth, ...headers });
    expect(response.statusCode, response.body).toBe(200);
    expectContract('deposit', 200, response.json());
    const url = new URL(response.json().data as string);
    const [row] = (await transactionsOf(t.db, player.id)).slice(-1);
    return { response, url, row, pagePath: url.pathname };
  }

  it('answers an absolute http link to the hosted page, made from the request origin', async () => {
    const player = await playerWithCash(t);
    const { response, url, row } = await startCardDeposit(player, 250);
    expect(response.json().data).toMatch(/^http:\/\/localhost(:80)?\/gateway\/demo\/pay\/[A-Za-z0-9_-]{20,}$/);
    expect(response.json().message).toBe('Ödeme sayfası yeni sekmede açılıyor');
    expect(url.protocol).toBe('http:');
    expect(row).toMatchObject({ type: 1, status: 6, amount: 25_000n, gateway: 'demo', methodId: t.methods.card });
    expect(row.gatewayRef).toBe(url.pathname.split('/').pop());
    expect(await auditedActions(t.db, row.id)).toEqual(['deposit.create']);
  });

  it('serves the hosted page in Turkish and English with the amount and the test cards', async () => {
    const player = await playerWithCash(t);
    const { pagePath, row } = await startCardDeposit(player, 1234.5);
    const page = await t.request({ url: pagePath });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.body).toContain('<html lang="tr">');
    expect(page.body).toContain('₺1.234,50');
    expect(page.body).toContain(row.reference);
    expect(page.body).toContain('4242 4242 4242 4242');
    expect(page.body).toContain('4000 0000 0000 0002');
    expect(page.body).toContain('name="viewport"');
    const english = await t.request({ url: `${pagePath}?lang=en` });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Test cards');
    expect(english.body).toContain('₺1,234.50');
  });

  it('credits the deposit once when a test card is paid on the page, and pushes nothing twice', async () => {
    const player = await playerWithCash(t);
    const { pagePath, row } = await startCardDeposit(player, 250);
    const pushes = recordPushes(t);

    const wrong = await t.request({
      method: 'POST',
      url: pagePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ ...goodCard, number: '4242 4242 4242 4241', lang: 'en' }),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('Luhn');
    expect(wrong.body).not.toContain('4242 4242 4242 4241');
    expect((await balanceOf(t.db, player.id)).cash).toBe(0n);

    const paid = await t.request({
      method: 'POST',
      url: pagePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ ...goodCard, lang: 'tr' }),
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${pagePath}?lang=tr`);
    expect((await balanceOf(t.db, player.id)).cash).toBe(25_000n);
    const [settled] = (await transactionsOf(t.db, player.id)).slice(-1);
    expect(settled).toMatchObject({ id: row.id, status: 1, gatewayData: expect.objectContaining({ cardBrand: 'Visa', cardLast4: '4242' }) });

    const result = await t.request({ url: paid.headers.location as string });
    expect(result.body).toContain('data-status="approved"');
    expect(result.body).toContain('Ödeme onaylandı');

    // A second submit (another tab, a double click) finds the outcome and credits nothing.
    const again = await t.request({
      method: 'POST',
      url: pagePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ ...goodCard }),
    });
    expect(again.statusCode).toBe(303);
    expect((await balanceOf(t.db, player.id)).cash).toBe(25_000n);

    expect(await auditedActions(t.db, row.id)).toEqual(['deposit.create', 'deposit.confirm']);
    const inbox = await listNotifications(t.db, player.id, { skip: 0, take: 10, locale: 'en' });
    expect(inbox.items.filter((item) => item.type === 1)).toHaveLength(1);
    // The balance and the Deposit notification were pushed once, after the commit.
    const mine = pushes.filter(([playerId]) => playerId === player.id);
    expect(mine.map(([, command]) => command)).toEqual(['Balance', 'Notification']);
    expect(mine[0][2]).toEqual({ balance: 250, cash: 250, bonus: 0 });
    expect(mine[1][2]).toMatchObject({ type: 1, isRead: false });

    const balance = await t.request({ url: '/api/user/balance', headers: player.auth });
    expect(balance.json().data.balance).toBe(250);
  });

  it('credits once when the same signed webhook is delivered three times, also concurrently', async () => {
    const player = await playerWithCash(t);
    const { row } = await startCardDeposit(player, 99.99);
    const body = demoEventBody({ reference: row.reference, paymentId: row.gatewayRef!, amountMinor: 9_999 });
    const first = await sendWebhook(t, body);
    expect(first.statusCode, first.body).toBe(200);
    expectContract('paymentWebhook', 200, first.json());
    expect(first.json().data).toEqual({ reference: row.reference, status: 1 });
    const [second, third] = await Promise.all([sendWebhook(t, body), sendWebhook(t, body)]);
    expect([second.statusCode, third.statusCode]).toEqual([200, 200]);
    expect(second.json().data).toEqual({ reference: row.reference, status: 1 });
    expect((await balanceOf(t.db, player.id)).cash).toBe(9_999n);
    expect(await auditedActions(t.db, row.id)).toEqual(['deposit.create', 'deposit.confirm']);
  });

  it('refuses a forged signature and credits nothing', async () => {
    const refusedBefore = (await listAudit(t.db, { action: 'payment.webhook.refused', limit: 1000 })).length;
    const countedBefore = t.app.metrics.value('payment.webhook.refused', { gateway: 'demo', reason: 'signature' });
    const player = await playerWithCash(t);
    const { row } = await startCardDeposit(player, 500);
    const body = demoEventBody({ reference: row.reference, paymentId: row.gatewayRef!, amountMinor: 50_000 });
    const forged = await sendWebhook(t, body, 'sha256=' + 'ab'.repeat(32));
    expect(forged.statusCode).toBe(403);
    expectContract('paymentWebhook', 403, forged.json());
    const unsigned = await t.request({ method: 'POST', url: '/api/payment/webhook/demo', headers: { 'content-type': 'application/json' }, payload: body });
    expect(unsigned.statusCode).toBe(403);
    // The right secret's signature of other bytes (the same event with the amount raised) signs nothing here.
    const changedBody = await sendWebhook(t, body.replace('"amountMinor":50000', '"amountMinor":5000000'), gatewaySignature(WEBHOOK_SECRET, body));
    expect(changedBody.statusCode).toBe(403);
    // ... nor does a re-serialized body (one space) under the right secret's signature of the original.
    const reserialized = await sendWebhook(t, body.replace('"amountMinor":50000', '"amountMinor": 50000'), gatewaySignature(WEBHOOK_SECRET, body));
    expect(reserialized.statusCode).toBe(403);
    // ... and another secret's signature of these very bytes is no signature either.
    const otherSecret = await sendWebhook(t, body, gatewaySignature('another-secret-000000', body));
    expect(otherSecret.statusCode).toBe(403);
    expect((await balanceOf(t.db, player.id)).cash).toBe(0n);
    const [still] = (await transactionsOf(t.db, player.id)).slice(-1);
    expect(still.status).toBe(6);
    // Five refusals (forged, unsigned, changed body, re-serialized body, other secret), counted in the
    // metric and written nowhere: a refusal must not cost a row (issue 12.10).
    expect(t.app.metrics.value('payment.webhook.refused', { gateway: 'demo', reason: 'signature' }) - countedBefore).toBe(5);
    const refused = await listAudit(t.db, { action: 'payment.webhook.refused', limit: 1000 });
    expect(refused.length - refusedBefore).toBe(0);
  });

  it('refuses a webhook that contradicts the payment (amount) and one for an unknown payment', async () => {
    const player = await playerWithCash(t);
    const { row } = await startCardDeposit(player, 100);
    const inflated = await sendWebhook(t, demoEventBody({ reference: row.reference, paymentId: row.gatewayRef!, amountMinor: 1_000_000 }));
    expect(inflated.statusCode).toBe(400);
    expectContract('paymentWebhook', 400, inflated.json());
    const otherPayment = await sendWebhook(t, demoEventBody({ reference: row.reference, paymentId: 'someone-elses-payment', amountMinor: 10_000 }));
    expect(otherPayment.statusCode).toBe(400);
    const unknown = await sendWebhook(t, demoEventBody({ reference: 'PZZZZZZZZZZ', paymentId: 'x', amountMinor: 10_000 }));
    expect(unknown.statusCode).toBe(404);
    expectContract('paymentWebhook', 404, unknown.json());
    const unknownGateway = await sendWebhook(t, demoEventBody({ reference: row.reference, paymentId: row.gatewayRef!, amountMinor: 10_000 }), undefined, 'acme');
    expect(unknownGateway.statusCode).toBe(404);
    expect((await balanceOf(t.db, player.id)).cash).toBe(0n);
    expect(await auditedActions(t.db, row.id)).toEqual(['deposit.create', 'payment.webhook.mismatch', 'payment.webhook.mismatch']);
  });

  it('rejects the deposit when the card is declined, and tells the player why', async () => {
    const player = await playerWithCash(t);
    const { pagePath, row } = await startCardDeposit(player, 300);
    const declined = await t.request({
      method: 'POST',
      url: pagePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ ...goodCard, number: '4000 0000 0000 9995' }),
    });
    expect(declined.statusCode).toBe(303);
    const [settled] = (await transactionsOf(t.db, player.id)).slice(-1);
    expect(settled).toMatchObject({ id: row.id, status: 4, note: 'kartın bakiyesi yetersiz' });
    expect((await balanceOf(t.db, player.id)).cash).toBe(0n);
    const page = await t.request({ url: declined.headers.location as string });
    expect(page.body).toContain('data-status="declined"');
    const inbox = await listNotifications(t.db, player.id, { skip: 0, take: 10, locale: 'en' });
    expect(inbox.items[0]).toMatchObject({ type: 1, note: expect.stringContaining('the card has insufficient funds') });
    // A late approval of a declined payment changes nothing and is left for people to look at.
    const late = await sendWebhook(t, demoEventBody({ reference: row.reference, paymentId: row.gatewayRef!, amountMinor: 30_000 }));
    expect(late.statusCode).toBe(200);
    expect(late.json().data.status).toBe(4);
    expect((await balanceOf(t.db, player.id)).cash).toBe(0n);
    expect(await auditedActions(t.db, row.id)).toEqual(['deposit.create', 'deposit.decline', 'payment.webhook.conflict']);
  });

  it('declines any card that is not a test card', async () => {
    const player = await playerWithCash(t);
    const { pagePath } = await startCardDeposit(player, 60);
    await t.request({
      method: 'POST',
      url: pagePath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ ...goodCard, number: '4111 1111 1111 1111' }),
    });
    const [settled] = (await transactionsOf(t.db, player.id)).slice(-1);
    expect(settled.status).toBe(4);
    expect((await balanceOf(t.db, player.id)).cash).toBe(0n);
  });

  it('answers the same link for a retried request with the same Idempotency-Key', async () => {
    const player = await playerWithCash(t);
    const key = { 'idempotency-key': `dep-${player.id}` };
    const first = await startCardDeposit(player, 75, key);
    const second = await post(t, '/api/payment/deposit', { id: t.methods.card, target: 'pay', detail: { amount: 75 } }, { ...player.auth, ...key });
    expect(second.json().data).toBe(first.response.json().data);
    expect(await transactionsOf(t.db, player.id)).toHaveLength(1);
    const different = await post(t, '/api/payment/deposit', { id: t.methods.card, target: 'pay', detail: { amount: 76 } }, { ...player.auth, ...key });
    expect(different.statusCode).toBe(409);
    expectContract('deposit', 409, different.json());
  });

  it('answers a request retried while the first still waits for the gateway with the first one\'s link', async () => {
    // A double click or a client retry: the second request arrives while the first is inside the
    // gateway's API call. The gateway is held until both requests are in, then let go.
    const gateway = holdGateway(t, 'every call');
    try {
      const player = await playerWithCash(t);
      const key = { 'idempotency-key': `dep-twice-${player.id}` };
      const body = { id: t.methods.card, target: 'pay', detail: { amount: 420 } };
      const first = post(t, '/api/payment/deposit', body, { ...player.auth, ...key });
      await expect.poll(gateway.calls).toBe(1);
      const second = post(t, '/api/payment/deposit', body, { ...player.auth, ...key });
      await new Promise((resolve) => setTimeout(resolve, 300));
      gateway.release();
      const [a, b] = await Promise.all([first, second]);
      expect(a.statusCode, a.body).toBe(200);
      expect(b.statusCode, b.body).toBe(200);
      expect(b.json().data).toBe(a.json().data);
      expect(gateway.calls(), 'the gateway is asked once').toBe(1);
      expect(await transactionsOf(t.db, player.id)).toHaveLength(1);
    } finally {
      gateway.restore();
    }
  });

  it('finishes a card deposit whose first attempt died after making its row: the retry gets the page, the late first attempt the same one', async () => {
    // The first attempt committed its row, then never came back from the gateway (its process died, its
    // database connection dropped). Its retry, once the first attempt's time is over, asks the gateway
    // itself with the same reference instead of answering "gateway unavailable" and leaving the row open
    // with no page, counted against the player's open card deposits.
    const gateway = holdGateway(t, 'the first call');
    try {
      const player = await playerWithCash(t);
      const key = { 'idempotency-key': `dep-lost-${player.id}` };
      const body = { id: t.methods.card, target: 'pay', detail: { amount: 310 } };
      const first = post(t, '/api/payment/deposit', body, { ...player.auth, ...key });
      await expect.poll(gateway.calls).toBe(1);
      const [row] = await transactionsOf(t.db, player.id);
      expect(row).toMatchObject({ status: 6, gatewayRef: null });
      // The first attempt's 20 s (REPLAY_WAIT_MS) are over.
      await t.db.update(paymentTransactions).set({ createdAt: new Date(Date.now() - 30_000) }).where(eq(paymentTransactions.id, row!.id));
      const retried = await post(t, '/api/payment/deposit', body, { ...player.auth, ...key });
      expect(retried.statusCode, retried.body).toBe(200);
      expectContract('deposit', 200, retried.json());
      const link = new URL(retried.json().data as string);
      expect(gateway.calls(), 'the retry asked the gateway itself').toBe(2);
      const [taken] = await transactionsOf(t.db, player.id);
      expect(taken).toMatchObject({ id: row!.id, status: 6, gatewayRef: link.pathname.split('/').pop() });
      // The lost first attempt comes back after all: the gateway gives the same order the same page.
      gateway.release();
      const late = await first;
      expect(late.statusCode, late.body).toBe(200);
      expect(late.json().data).toBe(retried.json().data);
      expect(await transactionsOf(t.db, player.id)).toHaveLength(1);
      const pages = await t.db.select().from(demoGatewayPayments).where(eq(demoGatewayPayments.merchantReference, row!.reference));
      expect(pages).toHaveLength(1);
    } finally {
      gateway.restore();
    }
  });

  it('shows an unknown payment page as not found', async () => {
    const page = await t.request({ url: '/gateway/demo/pay/AAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Ödeme bulunamadı');
  });
});

describeEachTarget('the demo gateway with PUBLIC_URL on %s', (target) => {
  let t: PaymentsApp;
  beforeAll(async () => {
    t = await buildPaymentsApp(target, { publicUrl: PUBLIC_URL });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('builds the page link from PUBLIC_URL, not from the request', async () => {
    const player = await playerWithCash(t);
    const response = await post(t, '/api/payment/deposit', { id: t.methods.card, target: 'pay', detail: { amount: 50 } }, player.auth);
    expect(response.json().data).toMatch(/^https:\/\/casino\.example\/gateway\/demo\/pay\//);
    const page = await t.request({ url: new URL(response.json().data).pathname });
    expect(page.body).toContain('<dd>casino.example</dd>');
    const [payment] = await t.db.select().from(demoGatewayPayments);
    expect(payment).toMatchObject({
      callbackUrl: 'https://casino.example/api/payment/webhook/demo',
      returnUrl: 'https://casino.example/dashboard/deposit',
    });
  });
});

describeEachTarget('without the demo gateway (GATEWAY_DEMO off) on %s', (target) => {
  let t: PaymentsApp;
  beforeAll(async () => {
    t = await buildPaymentsApp(target, { gatewayDemo: { enabled: false } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers no card method, serves no page and takes no webhook', async () => {
    const player = await playerWithCash(t);
    const methods = await post(t, '/api/payment/methods', { type: 1 }, player.auth);
    expect(methods.json().data.map((m: { id: number }) => m.id)).toEqual([t.methods.bank]);
    const detail = await post(t, '/api/payment/detail', { id: t.methods.card, type: 1 }, player.auth);
    expect(detail.statusCode).toBe(404);
    const deposit = await post(t, '/api/payment/deposit', { id: t.methods.card, target: 'pay', detail: { amount: 50 } }, player.auth);
    expect(deposit.statusCode).toBe(404);
    expect((await t.request({ url: '/gateway/demo/pay/AAAAAAAAAAAAAAAAAAAAAAAA' })).statusCode).not.toBe(200);
    const webhook = await sendWebhook(t, demoEventBody({ reference: 'PAAAAAAAAAA', paymentId: 'x', amountMinor: 100 }));
    expect(webhook.statusCode).toBe(404);
  });
});
