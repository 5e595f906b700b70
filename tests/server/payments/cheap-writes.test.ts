// Issue 12.10, "cheap writes for anyone", on every database target: a refused webhook writes no row but
// bumps a counter an operator can read, and an address that keeps sending them is answered 429 after 20
// refusals in 10 minutes; a player can have at most 10 unpaid card deposits open and start at most 5 a
// minute. The limits are written here as the issue states them, not read from the code.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { auditLog } from '../../../server/db/schema/audit';
import { paymentTransactions } from '../../../server/db/schema/payments';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import {
  buildPaymentsApp,
  demoEventBody,
  expectLedgerClean,
  operatorWithToken,
  playerWithCash,
  post,
  sendWebhook,
  transactionsOf,
  type PaymentsApp,
  type TestPlayer,
} from './fixtures';

const REFUSALS_PER_ADDRESS = 20;
const OPEN_CARD_DEPOSITS = 10;
const CARD_DEPOSITS_PER_MINUTE = 5;

describeEachTarget('cheap writes are limited on %s', (target) => {
  let t: PaymentsApp;
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    await expectLedgerClean(t.db);
  });

  const forged = (address: string, gateway = 'demo') =>
    t.request({
      method: 'POST',
      url: `/api/payment/webhook/${gateway}`,
      headers: { 'content-type': 'application/json', 'x-signature': 'sha256=' + '00'.repeat(32), 'x-locale': 'en' },
      payload: demoEventBody({ reference: 'D00000000', paymentId: 'nothing', amountMinor: 100 }),
      remoteAddress: address,
    });

  it('counts refused webhooks in a metric without writing rows, and answers 429 to an address past 20 refusals', async () => {
    const auditBefore = (await t.db.select({ id: auditLog.id }).from(auditLog)).length;
    const address = '203.0.113.7';
    for (let i = 0; i < REFUSALS_PER_ADDRESS - 1; i += 1) {
      const refused = await forged(address);
      expect(refused.statusCode).toBe(403);
    }
    // A gateway code nobody has counts as a refusal too (the twentieth).
    const unknown = await forged(address, 'nopay');
    expect(unknown.statusCode).toBe(404);
    expectContract('paymentWebhook', 404, unknown.json());

    const limited = await forged(address);
    expect(limited.statusCode).toBe(429);
    expectContract('paymentWebhook', 429, limited.json());
    expect(limited.json()).toEqual({ success: false, message: 'Too many invalid notifications came from this address; please try again later', data: null });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is judged on its own.
    expect((await forged('198.51.100.9')).statusCode).toBe(403);

    // Not one row for 22 refusals.
    expect((await t.db.select({ id: auditLog.id }).from(auditLog)).length).toBe(auditBefore);
    expect(await listAudit(t.db, { action: 'payment.webhook.refused', limit: 10 })).toEqual([]);

    const operator = await operatorWithToken(t, 'admin');
    const metrics = await t.request({ method: 'GET', url: '/api/ops/metrics', headers: operator.auth });
    expect(metrics.statusCode, metrics.body).toBe(200);
    expectContract('getMetrics', 200, metrics.json());
    const refusedCounters = (metrics.json().data.counters as { name: string; labels: Record<string, string>; value: number }[]).filter(
      (counter) => counter.name === 'payment.webhook.refused',
    );
    expect(refusedCounters).toEqual([
      { name: 'payment.webhook.refused', labels: { gateway: 'demo', reason: 'rate-limited' }, value: 1 },
      { name: 'payment.webhook.refused', labels: { gateway: 'demo', reason: 'signature' }, value: REFUSALS_PER_ADDRESS - 1 + 1 },
      { name: 'payment.webhook.refused', labels: { gateway: 'unknown', reason: 'unknown-gateway' }, value: 1 },
    ]);
    // Players may not read them.
    const player = await playerWithCash(t);
    expect((await t.request({ method: 'GET', url: '/api/ops/metrics', headers: player.auth })).statusCode).toBe(401);
  });

  async function startCard(player: TestPlayer, amount: number, headers: Record<string, string> = {}) {
    const response = await post(t, '/api/payment/deposit', { id: t.methods.card, target: 'pay', detail: { amount } }, { ...player.auth, ...headers });
    expectContract('deposit', response.statusCode, response.json());
    return response;
  }

  /** Moves the player's deposits two minutes into the past, as if a minute had gone by (no waiting). */
  async function ageDeposits(player: TestPlayer) {
    const rows = await transactionsOf(t.db, player.id);
    await t.db
      .update(paymentTransactions)
      .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
      .where(inArray(paymentTransactions.id, rows.map((row) => row.id)));
  }

  it('lets a player start 5 card deposits a minute and hold 10 unpaid ones, with clear localized refusals', async () => {
    const player = await playerWithCash(t);
    for (let i = 0; i < CARD_DEPOSITS_PER_MINUTE; i += 1) expect((await startCard(player, 50 + i)).statusCode).toBe(200);
    const tooFast = await startCard(player, 60, { 'x-locale': 'en' });
    expect(tooFast.statusCode).toBe(429);
    expect(tooFast.json().message).toMatch(/^You started too many deposits in a short time; please try again in \d+ seconds$/);
    const tooFastTr = await startCard(player, 60);
    expect(tooFastTr.json().message).toMatch(/^Kısa sürede çok fazla yatırım başlattınız; lütfen \d+ saniye sonra yeniden deneyin$/);
    expect(await transactionsOf(t.db, player.id)).toHaveLength(CARD_DEPOSITS_PER_MINUTE);

    await ageDeposits(player);
    for (let i = 0; i < CARD_DEPOSITS_PER_MINUTE; i += 1) expect((await startCard(player, 70 + i)).statusCode).toBe(200);
    await ageDeposits(player);
    const tooMany = await startCard(player, 80, { 'x-locale': 'en' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(`You have ${OPEN_CARD_DEPOSITS} unpaid card deposits; complete them or let them expire before starting another`);
    expect(await transactionsOf(t.db, player.id)).toHaveLength(OPEN_CARD_DEPOSITS);

    // Paying one (the gateway's signed webhook) frees a place.
    const [first] = await transactionsOf(t.db, player.id);
    const paid = await sendWebhook(t, demoEventBody({ reference: first.reference, paymentId: first.gatewayRef!, amountMinor: Number(first.amount) }));
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await startCard(player, 81)).statusCode).toBe(200);
    expect((await startCard(player, 82)).statusCode).toBe(400);
  });

  it('holds the limits under parallel requests, and a replay with the same Idempotency-Key is never refused', async () => {
    const player = await playerWithCash(t);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => startCard(player, 100 + i)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array(CARD_DEPOSITS_PER_MINUTE).fill(200), ...Array(12 - CARD_DEPOSITS_PER_MINUTE).fill(429)]);

    const other = await playerWithCash(t);
    const key = { 'idempotency-key': 'card-replay-0001' };
    const first = await startCard(other, 60, key);
    expect(first.statusCode).toBe(200);
    for (let i = 0; i < CARD_DEPOSITS_PER_MINUTE - 1; i += 1) expect((await startCard(other, 61 + i)).statusCode).toBe(200);
    const replay = await startCard(other, 60, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toBe(first.json().data);
    const rows = await t.db.select().from(paymentTransactions).where(eq(paymentTransactions.playerId, other.id));
    expect(rows).toHaveLength(CARD_DEPOSITS_PER_MINUTE);
  });
});
