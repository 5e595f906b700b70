// The card deposit expiry sweep: a gateway deposit still Created (its payment page never paid, or never
// reported) after CARD_DEPOSIT_TTL_MINUTES becomes Cancelled, audited as `deposit.expire`, and the player
// is told, as for a rejected deposit. No money moves: nothing was credited. Bank transfers (Pending,
// settled by an operator) are not touched. Safe with several instances sweeping the same database: each
// row is cancelled in its own transaction under its row lock (the lock every settlement takes) and
// re-checked there, so it expires exactly once, and a webhook racing the sweep queues behind it.
// A gateway's approval that arrives after the expiry still credits the deposit, once (applyGatewayEvent
// treats Cancelled as open): the gateway took the money, so the player must get it.
import fp from 'fastify-plugin';
import { and, asc, eq, lte, ne } from 'drizzle-orm';
import { audit } from '../audit';
import type { Db } from '../db/client';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, paymentTransactions, type PaymentTransactionRow } from '../db/schema/payments';
import { translate } from '../i18n';
import { NOTIFICATION_TYPES, notify, playerLocale } from '../notifications';
import { publishNotification, type HubPublisher } from '../realtime/publish';
import { MANUAL_GATEWAY } from './methods';
import { lockTransaction } from './transactions';
import { runPeriodically } from '../lib/periodic';

export interface DepositExpiryOptions {
  /** How long a card deposit may stay Created, in minutes. */
  ttlMinutes: number;
  /** The clock: tests pass a moment past the TTL instead of waiting. */
  now?: Date;
  /** At most this many deposits per call (the next call takes the rest). */
  limit?: number;
  /** Pushes the Notification to each affected player after each deposit's commit. */
  hub?: HubPublisher;
}

const isCardDepositOpenSince = (cutoff: Date) =>
  and(
    eq(paymentTransactions.type, TRANSACTION_TYPES.deposit),
    eq(paymentTransactions.status, TRANSACTION_STATUSES.created),
    ne(paymentTransactions.gateway, MANUAL_GATEWAY),
    lte(paymentTransactions.createdAt, cutoff),
  );

/** Cancels the card deposits left Created longer than the TTL; answers the rows it cancelled. */
export async function expireCardDeposits(db: Db, options: DepositExpiryOptions): Promise<PaymentTransactionRow[]> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - options.ttlMinutes * 60_000);
  const due = await db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(isCardDepositOpenSince(cutoff))
    .orderBy(asc(paymentTransactions.createdAt), asc(paymentTransactions.id))
    .limit(options.limit ?? 500);

  const expired: PaymentTransactionRow[] = [];
  for (const { id } of due) {
    const outcome = await db.transaction(async (tx) => {
      const row = await lockTransaction(tx, { id, type: TRANSACTION_TYPES.deposit });
      // Another instance expired it, or the gateway's webhook settled it, while this one waited.
      if (!row || row.status !== TRANSACTION_STATUSES.created || row.createdAt > cutoff) return null;
      const note = translate(await playerLocale(tx, row.playerId), 'payments.deposit.expired');
      const [updated] = await tx
        .update(paymentTransactions)
        .set({ status: TRANSACTION_STATUSES.cancelled, note })
        .where(eq(paymentTransactions.id, row.id))
        .returning();
      await audit(tx, {
        actor: { kind: 'system', id: 'sweep:card-deposit-expiry' },
        action: 'deposit.expire',
        target: { kind: 'payment', id: row.id },
        details: { reference: row.reference, amount: row.amount, gateway: row.gateway, createdAt: row.createdAt.toISOString(), ttlMinutes: options.ttlMinutes },
      });
      const notification = await notify(tx, {
        playerId: row.playerId,
        type: NOTIFICATION_TYPES.deposit,
        titleKey: 'payments.notify.deposit.expired.title',
        noteKey: 'payments.notify.deposit.expired.note',
        vars: { amount: row.amount },
        dedupeKey: `deposit:${row.reference}:expired`,
      });
      return { row: updated, notification };
    });
    if (!outcome) continue;
    expired.push(outcome.row);
    if (options.hub) await publishNotification(options.hub, outcome.notification);
  }
  return expired;
}

export interface DepositExpiryPluginOptions {
  /** How often to sweep; 0 turns the sweep off (default one minute). */
  intervalMs?: number;
}

/**
 * Runs the sweep on a timer for as long as the app lives, with the app's CARD_DEPOSIT_TTL_MINUTES (0
 * turns it off); the timer stops when the app closes and never keeps the process alive. A sweep that
 * fails is logged and tried again on the next tick.
 */
export const cardDepositExpiryPlugin = fp<DepositExpiryPluginOptions>(
  async (app, options) => {
    const intervalMs = options.intervalMs ?? 60_000;
    const ttlMinutes = app.config.cardDepositTtlMinutes;
    if (ttlMinutes <= 0) return;
    runPeriodically(app, {
      name: 'card deposit expiry sweep',
      intervalMs,
      run: async () => (await expireCardDeposits(app.db, { ttlMinutes, hub: app.hub })).length,
    });
  },
  { name: 'card-deposit-expiry', fastify: '5.x', dependencies: ['context', 'hub-wiring'] },
);
