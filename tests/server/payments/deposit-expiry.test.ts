// The card deposit expiry sweep on every database target: a card deposit left Created past
// CARD_DEPOSIT_TTL_MINUTES becomes Cancelled once (however many sweeps race), is audited and notified,
// and moves no money; younger, settled and bank-transfer deposits are untouched. A successful webhook
// that arrives after the expiry still credits the deposit exactly once. The plugin runs the sweep on an
// unref'd timer that stops with the app.
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listAudit } from '../../../server/audit';
import { loadConfig, type AppConfig } from '../../../server/config';
import { paymentTransactions } from '../../../server/db/schema/payments';
import { listNotifications } from '../../../server/notifications';
import { cardDepositExpiryPlugin, expireCardDeposits } from '../../../server/payments/expiry';
import { describeEachTarget } from '../helpers/db';
import { captureIntervals, hostSweep } from '../helpers/periodic';
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
} from './fixtures';

const TTL = 60;

describeEachTarget('card deposit expiry on %s', (target) => {
  let t: PaymentsApp;
  beforeAll(async () => {
    // The app's own sweep is off, so only the calls below expire anything (its timer cannot race them).
    t = await buildPaymentsApp(target, { cardDepositTtlMinutes: 0 });
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    expect(t.violations).toEqual([]);
    await expectLedgerClean(t.db);
  });


  /** Moves a transaction's creation back in time, as if it had waited that long. */
  async function age(id: number, minutes: number) {
    await t.db
      .update(paymentTransactions)
      .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(paymentTransactions.id, id));
  }

  async function expiryAudits(id: number) {
    return (await listAudit(t.db, { target: { kind: 'payment', id }, limit: 100 })).filter((row) => row.action === 'deposit.expire');
  }

  it('cancels a card deposit left Created past the TTL, once, moving no money, and tells the player', async () => {
    const player = await playerWithCash(t, 5_000n);
    const old = (await startCardDeposit(t, player, 250)).row;
    const young = (await startCardDeposit(t, player, 300)).row;
    await age(old.id, TTL + 1);
    await age(young.id, TTL - 5);
    const before = await balanceOf(t.db, player.id);

    // Two instances sweeping at once: the row is cancelled by one of them only.
    const [first, second] = await Promise.all([expireCardDeposits(t.db, { ttlMinutes: TTL }), expireCardDeposits(t.db, { ttlMinutes: TTL })]);
    const expiredIds = [...first, ...second].map((row) => row.id).filter((id) => id === old.id || id === young.id);
    expect(expiredIds).toEqual([old.id]);

    expect(await transactionById(t.db, old.id)).toMatchObject({ status: 5, note: 'ödeme süresi içinde tamamlanmadı', amount: 25_000n });
    expect(await transactionById(t.db, young.id)).toMatchObject({ status: 6, note: null });
    expect(await balanceOf(t.db, player.id)).toEqual(before);
    expect(await auditedActions(t.db, old.id)).toEqual(['deposit.create', 'deposit.expire']);
    expect(await auditedActions(t.db, young.id)).toEqual(['deposit.create']);
    const [audited] = await expiryAudits(old.id);
    expect(audited).toMatchObject({ actorKind: 'system', details: expect.objectContaining({ reference: old.reference, ttlMinutes: TTL }) });

    const inbox = await listNotifications(t.db, player.id, { skip: 0, take: 10, locale: 'en' });
    expect(inbox.items.filter((item) => item.type === 1)).toEqual([
      expect.objectContaining({ title: 'Your deposit expired', note: expect.stringContaining('₺250.00') }),
    ]);

    // A later sweep finds nothing more to do; the young one goes once it is old enough.
    expect((await expireCardDeposits(t.db, { ttlMinutes: TTL })).map((row) => row.id)).not.toContain(old.id);
    const later = await expireCardDeposits(t.db, { ttlMinutes: TTL, now: new Date(Date.now() + 10 * 60_000) });
    expect(later.map((row) => row.id)).toContain(young.id);
    expect(await expiryAudits(old.id)).toHaveLength(1);
    expect(await balanceOf(t.db, player.id)).toEqual(before);
  });

  it('leaves settled card deposits and bank transfers alone', async () => {
    const player = await playerWithCash(t);
    const paid = (await startCardDeposit(t, player, 100)).row;
    expect((await sendWebhook(t, demoEventBody({ reference: paid.reference, paymentId: paid.gatewayRef!, amountMinor: 10_000 }))).statusCode).toBe(200);
    const declined = (await startCardDeposit(t, player, 120)).row;
    await sendWebhook(
      t,
      demoEventBody({ reference: declined.reference, paymentId: declined.gatewayRef!, amountMinor: 12_000, type: 'payment.declined', declineReason: 'card_declined' }),
    );
    const bank = await post(
      t,
      '/api/payment/deposit',
      { id: t.methods.bank, target: 'pay', detail: { amount: 500, senderName: 'Ayşe Yılmaz', senderBank: 3 } },
      player.auth,
    );
    expect(bank.statusCode, bank.body).toBe(200);
    const bankRow = (await transactionsOf(t.db, player.id)).find((row) => row.gateway === 'manual')!;
    for (const id of [paid.id, declined.id, bankRow.id]) await age(id, TTL * 24);

    const expired = await expireCardDeposits(t.db, { ttlMinutes: TTL });
    const mine = new Set([paid.id, declined.id, bankRow.id]);
    expect(expired.filter((row) => mine.has(row.id))).toEqual([]);
    expect((await transactionById(t.db, paid.id)).status).toBe(1);
    expect((await transactionById(t.db, declined.id)).status).toBe(4);
    expect((await transactionById(t.db, bankRow.id)).status).toBe(2);
    expect((await balanceOf(t.db, player.id)).cash).toBe(10_000n);
    expect(await auditedActions(t.db, paid.id)).toEqual(['deposit.create', 'deposit.confirm']);
  });

  it('credits an approval that arrives after the expiry exactly once, and ignores its replays', async () => {
    const player = await playerWithCash(t);
    const row = (await startCardDeposit(t, player, 400)).row;
    await age(row.id, TTL + 30);
    expect((await expireCardDeposits(t.db, { ttlMinutes: TTL })).map((r) => r.id)).toContain(row.id);
    expect((await balanceOf(t.db, player.id)).cash).toBe(0n);

    const body = demoEventBody({ reference: row.reference, paymentId: row.gatewayRef!, amountMinor: 40_000 });
    const late = await sendWebhook(t, body);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().data.status).toBe(1);
    expect(await transactionById(t.db, row.id)).toMatchObject({ status: 1, note: null });
    expect((await balanceOf(t.db, player.id)).cash).toBe(40_000n);
    expect(await auditedActions(t.db, row.id)).toEqual(['deposit.create', 'deposit.expire', 'deposit.confirm']);
    const [confirm] = await listAudit(t.db, { target: { kind: 'payment', id: row.id }, limit: 1 });
    expect(confirm).toMatchObject({ action: 'deposit.confirm', details: expect.objectContaining({ revived: 'cancelled' }) });

    // Redeliveries (one after another, and racing) change nothing.
    const [again, twin] = await Promise.all([sendWebhook(t, body), sendWebhook(t, body)]);
    for (const replay of [again, twin, await sendWebhook(t, body)]) {
      expect(replay.statusCode).toBe(200);
      expect(replay.json().data.status).toBe(1);
    }
    expect((await balanceOf(t.db, player.id)).cash).toBe(40_000n);
    expect(await auditedActions(t.db, row.id)).toEqual(['deposit.create', 'deposit.expire', 'deposit.confirm']);
    // Nor does a later sweep: the deposit is settled.
    expect((await expireCardDeposits(t.db, { ttlMinutes: TTL })).map((r) => r.id)).not.toContain(row.id);
    expect((await transactionById(t.db, row.id)).status).toBe(1);
    const inbox = await listNotifications(t.db, player.id, { skip: 0, take: 10, locale: 'en' });
    expect(inbox.items.map((item) => item.title)).toEqual(['Your deposit is confirmed', 'Your deposit expired']);
  });

  it('sweeps on an unref’d timer that stops with the app, and is off with 0', async () => {
    const { intervals, cleared, restore } = captureIntervals();
    const host = (config: Partial<AppConfig>, intervalMs?: number) => hostSweep(t, cardDepositExpiryPlugin, { config, intervalMs, withHub: true });
    try {
      const player = await playerWithCash(t);
      const first = (await startCardDeposit(t, player, 50)).row;
      await age(first.id, 20);

      const off = await host({ cardDepositTtlMinutes: 0 }, 5);
      const alsoOff = await host({ cardDepositTtlMinutes: 10 }, 0);
      expect(intervals).toHaveLength(0);
      await Promise.all([off.close(), alsoOff.close()]);

      const app = await host({ cardDepositTtlMinutes: 10 }, 5);
      expect(intervals).toHaveLength(1);
      expect(intervals[0].hasRef()).toBe(false);
      await vi.waitFor(async () => expect((await transactionById(t.db, first.id)).status).toBe(5), { timeout: 5_000, interval: 10 });
      await app.close();
      // Closing cleared the interval (and waited for a running sweep), so nothing sweeps from here on.
      expect(cleared).toEqual([intervals[0]]);

      const second = (await startCardDeposit(t, player, 60)).row;
      await age(second.id, 20);
      expect((await transactionById(t.db, second.id)).status).toBe(6);
      expect(await expiryAudits(first.id)).toHaveLength(1);
    } finally {
      restore();
    }
  });
});

describe('card deposit expiry setting', () => {
  it('defaults to 60 minutes, accepts 0 (off), refuses anything else', () => {
    expect(loadConfig({}).cardDepositTtlMinutes).toBe(60);
    expect(loadConfig({ CARD_DEPOSIT_TTL_MINUTES: '15' }).cardDepositTtlMinutes).toBe(15);
    expect(loadConfig({ CARD_DEPOSIT_TTL_MINUTES: '0' }).cardDepositTtlMinutes).toBe(0);
    expect(() => loadConfig({ CARD_DEPOSIT_TTL_MINUTES: '-5' })).toThrow(/CARD_DEPOSIT_TTL_MINUTES/);
    expect(() => loadConfig({ CARD_DEPOSIT_TTL_MINUTES: '1.5' })).toThrow(/CARD_DEPOSIT_TTL_MINUTES/);
  });
});
