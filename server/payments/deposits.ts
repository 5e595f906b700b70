// Deposits. A bank transfer (havale/EFT, a `message` method) answers the operator's bank details with a
// reference for the transfer's description and waits as Pending until an operator confirms the money
// arrived; a gateway deposit (a `hosted-page` method) answers the link of the gateway's payment page and
// is settled by the gateway's signed webhook. Either way the credit is one ledger entry keyed
// 'deposit:<reference>' (house deposit clearing → player cash), so no redelivery or retry credits twice.
import { and, count, eq, gte, min, ne, sql } from 'drizzle-orm';
import { audit, type Acting } from '../audit';
import type { Db, Tx } from '../db/client';
import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  paymentTransactions,
  type PaymentMethodRow,
  type PaymentTransactionRow,
} from '../db/schema/payments';
import type { GatewayAdapter, GatewayRegistry, WebhookEvent } from '../gateways/types';
import { translate, type Locale, type MessageKey } from '../i18n';
import { ApiError } from '../lib/api-error';
import { formatTry } from '../lib/money';
import { NOTIFICATION_TYPES, notify, playerLocale, type MessageVar } from '../notifications';
import { checkDeposit } from '../protection/enforce';
import { postEntryTx } from '../wallet';
import { amlOnDeposit } from '../aml/checks';
import { lockPlayerWallet } from '../wallet/bonuses';
import { applyDepositBonus } from '../wallet/campaigns';
import type { DetailValue } from './fields';
import { formatIban } from '../../common/rules/iban';
import { MANUAL_GATEWAY } from './methods';
import { newPaymentReference } from './reference';
import { lockTransaction, settledConflict, type PaymentResult } from './transactions';

/** Bank transfers a player may have awaiting confirmation at once (each one is work for an operator). */
export const MAX_PENDING_BANK_TRANSFERS = 3;

/**
 * Card (hosted-page) deposits a player may have started and not paid at once: each is a row, an audit row
 * and a call to the gateway, and an unpaid one only ends when its page expires (server/payments/expiry.ts).
 */
export const MAX_OPEN_CARD_DEPOSITS = 10;
/** Card deposits a player may start per minute (a sliding minute, counted from the rows themselves). */
export const MAX_CARD_DEPOSITS_PER_MINUTE = 5;
const MINUTE_MS = 60_000;

export interface DepositRequest {
  playerId: string;
  method: PaymentMethodRow;
  values: Record<string, DetailValue>;
  /** Kuruş. */
  amount: bigint;
  clientKey?: string | null;
  locale: Locale;
  /** The site's public origin (server/lib/public-origin.ts), for the links handed to a gateway; a hosted-page deposit needs it. */
  origin?: string;
  gateways: GatewayRegistry;
  acting: Acting;
  /** The clock the deposit limits and the per-minute card deposit limit read, and the row's time (tests inject one); default: now. */
  now?: Date;
}

export interface DepositStarted extends PaymentResult {
  /** payment/deposit's message key and data: the gateway page's link, or the bank details text. */
  message: MessageKey;
  data: string;
}

/** The text a bank-transfer deposit answers: amount, reference and the operator's accounts. */
export function bankTransferText(method: PaymentMethodRow, row: Pick<PaymentTransactionRow, 'amount' | 'reference'>, locale: Locale): string {
  const accounts = (method.config.bankAccounts ?? [])
    .map((account) =>
      translate(locale, 'payments.bankTransfer.account', { bank: account.bankName, holder: account.accountHolder, iban: formatIban(account.iban) }),
    )
    .join('\n\n');
  return translate(locale, 'payments.bankTransfer.details', { amount: formatTry(row.amount, locale), reference: row.reference, accounts });
}

/** The form's values, whatever the key order (jsonb stores keys shortest first, not as sent). */
function sameValues(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const canonical = (value: Record<string, unknown>) => JSON.stringify(Object.keys(value).sort().map((key) => [key, value[key]]));
  return canonical(a) === canonical(b);
}

/** Inserts the transaction row, or finds the one an earlier request with the same Idempotency-Key made. */
async function insertDeposit(
  tx: Tx,
  request: DepositRequest,
  status: (typeof TRANSACTION_STATUSES)['pending' | 'created'],
): Promise<{ row: PaymentTransactionRow; replayed: boolean }> {
  const clientKey = request.clientKey ?? null;
  const [created] = await tx
    .insert(paymentTransactions)
    .values({
      reference: newPaymentReference(),
      playerId: request.playerId,
      type: TRANSACTION_TYPES.deposit,
      status,
      amount: request.amount,
      methodId: request.method.id,
      gateway: request.method.gateway,
      clientKey,
      detail: request.values,
      // The row's time is what deposit limits count it by: the clock its own check read (default: the database's now).
      createdAt: request.now,
    })
    .onConflictDoNothing({ target: [paymentTransactions.playerId, paymentTransactions.clientKey] })
    .returning();
  if (created) return { row: created, replayed: false };
  const [earlier] = await tx
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.playerId, request.playerId), eq(paymentTransactions.clientKey, clientKey!)));
  const same =
    earlier &&
    earlier.type === TRANSACTION_TYPES.deposit &&
    earlier.methodId === request.method.id &&
    earlier.amount === request.amount &&
    sameValues(earlier.detail, request.values);
  if (!same) throw new ApiError(409, 'payments.idempotencyConflict');
  return { row: earlier, replayed: true };
}

async function startBankTransfer(db: Db, request: DepositRequest): Promise<DepositStarted> {
  const { method, playerId, locale } = request;
  if (!method.config.bankAccounts?.length) throw new ApiError(400, 'payments.methodUnavailable');
  return db.transaction(async (tx) => {
    const answer = (row: PaymentTransactionRow) => ({ message: 'payments.deposit.bankTransfer' as const, data: bankTransferText(method, row, locale) });
    const [pending] = await tx
      .select({ n: count() })
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.playerId, playerId),
          eq(paymentTransactions.type, TRANSACTION_TYPES.deposit),
          eq(paymentTransactions.gateway, MANUAL_GATEWAY),
          eq(paymentTransactions.status, TRANSACTION_STATUSES.pending),
        ),
      );
    const { row, replayed } = await insertDeposit(tx, request, TRANSACTION_STATUSES.pending);
    if (replayed) return { transaction: row, replayed, ...answer(row) };
    await checkDeposit(tx, playerId, row.amount, row.id, request.now);
    if (Number(pending.n) >= MAX_PENDING_BANK_TRANSFERS) {
      throw new ApiError(400, 'payments.tooManyPending', { count: Number(pending.n) });
    }
    await audit(tx, {
      ...request.acting,
      action: 'deposit.request',
      target: { kind: 'payment', id: row.id },
      details: { reference: row.reference, amount: row.amount, method: method.code },
    });
    const notification = await notify(tx, {
      playerId,
      type: NOTIFICATION_TYPES.deposit,
      titleKey: 'payments.notify.deposit.pending.title',
      noteKey: 'payments.notify.deposit.pending.note',
      vars: { amount: row.amount, reference: row.reference },
      dedupeKey: `deposit:${row.reference}:pending`,
    });
    return { transaction: row, replayed, change: { playerId, notifications: [notification] }, ...answer(row) };
  });
}

/** Refuses a new card deposit over the open (unpaid) cap (400) or the per-minute rate (429). */
async function enforceCardDepositLimits(tx: Tx, request: DepositRequest, newId: number): Promise<void> {
  const now = request.now ?? new Date();
  const others = and(
    eq(paymentTransactions.playerId, request.playerId),
    eq(paymentTransactions.type, TRANSACTION_TYPES.deposit),
    ne(paymentTransactions.gateway, MANUAL_GATEWAY),
    ne(paymentTransactions.id, newId),
  );
  const [open] = await tx
    .select({ n: count() })
    .from(paymentTransactions)
    .where(and(others, eq(paymentTransactions.status, TRANSACTION_STATUSES.created)));
  if (Number(open.n) >= MAX_OPEN_CARD_DEPOSITS) {
    throw new ApiError(400, 'payments.tooManyOpenCardDeposits', { count: Number(open.n) });
  }
  const [recent] = await tx
    .select({ n: count(), oldest: min(paymentTransactions.createdAt) })
    .from(paymentTransactions)
    .where(and(others, gte(paymentTransactions.createdAt, new Date(now.getTime() - MINUTE_MS))));
  if (Number(recent.n) >= MAX_CARD_DEPOSITS_PER_MINUTE) {
    const oldest = recent.oldest ? new Date(recent.oldest).getTime() : now.getTime();
    const seconds = Math.max(1, Math.ceil((oldest + MINUTE_MS - now.getTime()) / 1000));
    throw new ApiError(429, 'payments.cardDepositsTooFast', { seconds });
  }
}

const redirectOf = (row: PaymentTransactionRow): string | undefined =>
  typeof row.gatewayData.redirectUrl === 'string' ? row.gatewayData.redirectUrl : undefined;

/** How long a retried card deposit waits for its first attempt's gateway call (a double click, a client retry). */
export const REPLAY_WAIT_MS = 20_000;
const REPLAY_POLL_MS = 100;

/**
 * A replay (same Idempotency-Key) of a card deposit whose first attempt may still be talking to the gateway,
 * on this instance or another, waits for that attempt's outcome, at most until REPLAY_WAIT_MS after the row
 * was made: the page link, or the gateway failure that cancelled the row. Answering "gateway unavailable" at
 * once told a double-clicking player that a payment page which was about to open had failed.
 */
async function firstAttemptSettled(db: Db, row: PaymentTransactionRow, now: Date | undefined): Promise<PaymentTransactionRow> {
  // The row's time is on the request's clock (given, or the database's): the first attempt's age is measured
  // on that clock, the wait on the wall clock.
  const age = (now ?? new Date()).getTime() - row.createdAt.getTime();
  const deadline = Date.now() + Math.min(REPLAY_WAIT_MS, REPLAY_WAIT_MS - age);
  let current = row;
  while (!redirectOf(current) && current.status === TRANSACTION_STATUSES.created && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, REPLAY_POLL_MS));
    const [fresh] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, row.id));
    if (!fresh) break;
    current = fresh;
  }
  return current;
}

/**
 * Asks the gateway for the row's page and stores its answer; a gateway failure cancels the row (502). Called
 * by the first attempt, and by a replay that finds the first attempt gone with the row still open and no page
 * (its process died, or its database connection dropped, after the row was committed): the same reference
 * goes to the gateway again (gateways take it as their order id), so the row gets its page instead of
 * staying open, unpayable, and counted against the player's open card deposits until it expires.
 */
async function requestGatewayPage(db: Db, adapter: GatewayAdapter, row: PaymentTransactionRow, request: DepositRequest, replayed: boolean): Promise<DepositStarted> {
  const { locale, origin } = request;
  let created;
  try {
    // Outside any database transaction: a gateway's API call may take seconds and must not hold locks.
    created = await adapter.createPayment({
      reference: row.reference,
      amount: row.amount,
      currency: 'TRY',
      locale,
      description: new URL(origin!).host,
      callbackUrl: `${origin}/api/payment/webhook/${adapter.code}`,
      returnUrl: `${origin}/dashboard/deposit`,
    });
  } catch (error) {
    await db.transaction(async (tx) => {
      await tx
        .update(paymentTransactions)
        .set({ status: TRANSACTION_STATUSES.cancelled, note: translate(locale, 'payments.gatewayUnavailable') })
        .where(and(eq(paymentTransactions.id, row.id), eq(paymentTransactions.status, TRANSACTION_STATUSES.created)));
      await audit(tx, {
        actor: { kind: 'system', id: `gateway:${adapter.code}` },
        action: 'deposit.gateway-failed',
        target: { kind: 'payment', id: row.id },
        details: { reference: row.reference, error: error instanceof Error ? error.message : String(error) },
        requestId: request.acting.requestId,
      });
    });
    throw new ApiError(502, 'payments.gatewayUnavailable');
  }
  const [updated] = await db
    .update(paymentTransactions)
    .set({ gatewayRef: created.gatewayRef, gatewayData: { ...row.gatewayData, redirectUrl: created.redirectUrl } })
    .where(eq(paymentTransactions.id, row.id))
    .returning();
  return { transaction: updated, replayed, message: 'payments.deposit.redirect', data: created.redirectUrl };
}

async function startGatewayPayment(db: Db, request: DepositRequest): Promise<DepositStarted> {
  const { method, origin } = request;
  const adapter = request.gateways.get(method.gateway);
  if (!adapter) throw new ApiError(400, 'payments.methodUnavailable');
  if (!origin) throw new Error('a hosted-page deposit needs the public origin for its links');

  const { row, replayed } = await db.transaction(async (tx) => {
    // One player's card deposit starts queue here, so the counts below cannot be raced past.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`card-deposits:${request.playerId}`}, 0))`);
    const inserted = await insertDeposit(tx, request, TRANSACTION_STATUSES.created);
    if (!inserted.replayed) {
      await checkDeposit(tx, request.playerId, inserted.row.amount, inserted.row.id, request.now);
      // A replay (same Idempotency-Key) creates nothing, so only a new row is counted and can be refused;
      // refusing throws, which rolls the row back.
      await enforceCardDepositLimits(tx, request, inserted.row.id);
      await audit(tx, {
        ...request.acting,
        action: 'deposit.create',
        target: { kind: 'payment', id: inserted.row.id },
        details: { reference: inserted.row.reference, amount: inserted.row.amount, method: method.code, gateway: adapter.code },
      });
    }
    return inserted;
  });
  if (!replayed) return requestGatewayPage(db, adapter, row, request, false);
  const settled = await firstAttemptSettled(db, row, request.now);
  const stored = redirectOf(settled);
  if (stored) return { transaction: settled, replayed, message: 'payments.deposit.redirect', data: stored };
  // The first attempt is gone and left the row open with no page: this attempt finishes its work.
  if (settled.status === TRANSACTION_STATUSES.created) return requestGatewayPage(db, adapter, settled, request, true);
  throw new ApiError(502, 'payments.gatewayUnavailable');
}

/** Starts a deposit with a validated form: a bank transfer instruction or a gateway's payment page. */
export function startDeposit(db: Db, request: DepositRequest): Promise<DepositStarted> {
  if (request.method.kind === 'message') return startBankTransfer(db, request);
  if (request.method.kind === 'hosted-page') return startGatewayPayment(db, request);
  throw new ApiError(400, 'payments.methodUnavailable');
}

/** Credits a deposit and marks it Confirmed; the caller holds the row lock and audits. */
async function credit(
  tx: Tx,
  row: PaymentTransactionRow,
  set: Partial<Pick<PaymentTransactionRow, 'gatewayRef' | 'gatewayData' | 'decidedBy' | 'decidedAt'>>,
): Promise<PaymentResult> {
  // A deposit bonus the player joined is granted in this transaction (../wallet/campaigns.ts); bonus
  // code takes the player's wallet lock before any ledger row, so take it before the credit's entry.
  await lockPlayerWallet(tx, row.playerId);
  await postEntryTx(tx, {
    idempotencyKey: `deposit:${row.reference}`,
    kind: 'deposit',
    playerId: row.playerId,
    lines: [
      { account: { house: 'house:deposit-clearing' }, amount: -row.amount },
      { account: { player: row.playerId, kind: 'cash' }, amount: row.amount },
    ],
    meta: { reference: row.reference, gateway: row.gateway },
  });
  const [updated] = await tx
    .update(paymentTransactions)
    .set({ ...set, status: TRANSACTION_STATUSES.confirmed, note: null })
    .where(eq(paymentTransactions.id, row.id))
    .returning();
  const notification = await notify(tx, {
    playerId: row.playerId,
    type: NOTIFICATION_TYPES.deposit,
    titleKey: 'notification.deposit.confirmed.title',
    noteKey: 'notification.deposit.confirmed.note',
    vars: { amount: row.amount },
    dedupeKey: `deposit:${row.reference}:confirmed`,
  });
  const bonus = await applyDepositBonus(tx, { playerId: row.playerId, paymentId: row.id, reference: row.reference, amount: row.amount });
  await amlOnDeposit(tx, row);
  return { transaction: updated, replayed: false, change: { playerId: row.playerId, notifications: [notification, ...bonus] } };
}

/** Marks a deposit Rejected (no money moved) and tells the player why; the caller holds the lock and audits. */
async function decline(
  tx: Tx,
  row: PaymentTransactionRow,
  reason: string | MessageVar,
  set: Partial<Pick<PaymentTransactionRow, 'gatewayRef' | 'gatewayData' | 'decidedBy' | 'decidedAt'>>,
): Promise<PaymentResult> {
  const note = typeof reason === 'string' ? reason : translate(await playerLocale(tx, row.playerId), reason.key);
  const [updated] = await tx
    .update(paymentTransactions)
    .set({ ...set, status: TRANSACTION_STATUSES.rejected, note })
    .where(eq(paymentTransactions.id, row.id))
    .returning();
  const notification = await notify(tx, {
    playerId: row.playerId,
    type: NOTIFICATION_TYPES.deposit,
    titleKey: 'notification.deposit.rejected.title',
    noteKey: 'payments.notify.deposit.rejected.note',
    vars: { amount: row.amount, reason },
    dedupeKey: `deposit:${row.reference}:rejected`,
  });
  return { transaction: updated, replayed: false, change: { playerId: row.playerId, notifications: [notification] } };
}

const declineReasons: Record<string, MessageKey> = {
  card_declined: 'payments.decline.cardDeclined',
  insufficient_funds: 'payments.decline.insufficientFunds',
  not_test_card: 'payments.decline.notTestCard',
};

/**
 * Applies a verified gateway notification. Idempotent: the first approval credits, later deliveries of
 * it (or of a racing twin, queued on the row lock) answer the settled row and move nothing. A
 * notification that contradicts the row (another amount, gateway or payment) credits nothing.
 */
export async function applyGatewayEvent(db: Db, gateway: string, event: WebhookEvent): Promise<PaymentResult> {
  const acting: Acting = { actor: { kind: 'system', id: `gateway:${gateway}` } };
  const verdict = await db.transaction(async (tx) => {
    const row = await lockTransaction(tx, { reference: event.reference });
    if (!row) return { kind: 'unknown' as const };
    const problems = [
      row.type !== TRANSACTION_TYPES.deposit && 'not a deposit',
      row.gateway !== gateway && `made through ${row.gateway}`,
      row.amount !== event.amount && `amount ${row.amount} kuruş, notified ${event.amount}`,
      event.currency !== 'TRY' && `currency ${event.currency}`,
      row.gatewayRef !== null && row.gatewayRef !== event.gatewayRef && `gateway payment ${row.gatewayRef}, notified ${event.gatewayRef}`,
    ].filter((problem): problem is string => typeof problem === 'string');
    if (problems.length > 0) return { kind: 'mismatch' as const, row, problems };

    const settledAs = event.outcome === 'approved' ? TRANSACTION_STATUSES.confirmed : TRANSACTION_STATUSES.rejected;
    if (row.status === settledAs) return { kind: 'done' as const, result: { transaction: row, replayed: true } };
    // Cancelled stays open: an abandoned card deposit the expiry sweep cancelled (server/payments/expiry.ts)
    // may still be paid, and money the gateway took is credited whenever its approval arrives.
    const open: number[] = [TRANSACTION_STATUSES.created, TRANSACTION_STATUSES.pending, TRANSACTION_STATUSES.cancelled];
    if (!open.includes(row.status)) {
      // An approval after a decline (or the reverse) is the gateway's anomaly: keep the row, leave it to people.
      await audit(tx, { ...acting, action: 'payment.webhook.conflict', target: { kind: 'payment', id: row.id }, details: { outcome: event.outcome, status: row.status, ...event.details } });
      return { kind: 'done' as const, result: { transaction: row, replayed: true } };
    }
    const gatewayData = { ...row.gatewayData, ...event.details, ...(event.declineCode ? { declineCode: event.declineCode } : {}) };
    const set = { gatewayRef: event.gatewayRef, gatewayData };
    const result =
      event.outcome === 'approved'
        ? await credit(tx, row, set)
        : await decline(tx, row, { key: declineReasons[event.declineCode ?? ''] ?? 'payments.decline.other' }, set);
    await audit(tx, {
      ...acting,
      action: event.outcome === 'approved' ? 'deposit.confirm' : 'deposit.decline',
      target: { kind: 'payment', id: row.id },
      details: {
        reference: row.reference,
        amount: row.amount,
        gatewayRef: event.gatewayRef,
        ...gatewayData,
        // A late outcome of a deposit the expiry sweep (or a failed page creation) had cancelled.
        ...(row.status === TRANSACTION_STATUSES.cancelled ? { revived: 'cancelled' } : {}),
      },
    });
    return { kind: 'done' as const, result };
  });

  if (verdict.kind === 'unknown') {
    await audit(db, { ...acting, action: 'payment.webhook.unknown', details: { reference: event.reference, gatewayRef: event.gatewayRef } });
    throw new ApiError(404, 'payments.webhook.unknownReference');
  }
  if (verdict.kind === 'mismatch') {
    await audit(db, {
      ...acting,
      action: 'payment.webhook.mismatch',
      target: { kind: 'payment', id: verdict.row.id },
      details: { problems: verdict.problems, amount: event.amount, gatewayRef: event.gatewayRef },
    });
    throw new ApiError(400, 'payments.webhook.mismatch');
  }
  return verdict.result;
}

/** Locks a bank-transfer deposit an operator settles; a gateway deposit is its gateway's to settle. */
async function lockManualDeposit(tx: Tx, id: number): Promise<PaymentTransactionRow> {
  const row = await lockTransaction(tx, { id, type: TRANSACTION_TYPES.deposit });
  if (!row) throw new ApiError(404, 'ops.transaction.notFound', { id });
  if (row.gateway !== MANUAL_GATEWAY) throw new ApiError(409, 'ops.deposit.notManual');
  return row;
}

/** An operator confirms a bank transfer arrived: the amount is credited. */
export function confirmBankDeposit(db: Db, id: number, options: { operatorId: string; acting: Acting; note?: string }): Promise<PaymentResult> {
  return db.transaction(async (tx) => {
    const row = await lockManualDeposit(tx, id);
    if (row.status === TRANSACTION_STATUSES.confirmed) return { transaction: row, replayed: true };
    if (row.status !== TRANSACTION_STATUSES.pending) throw settledConflict(row.status);
    const result = await credit(tx, row, { decidedBy: options.operatorId, decidedAt: new Date() });
    await audit(tx, {
      ...options.acting,
      action: 'deposit.confirm',
      target: { kind: 'payment', id: row.id },
      details: { reference: row.reference, playerId: row.playerId, amount: row.amount, ...(options.note ? { note: options.note } : {}) },
    });
    return result;
  });
}

/** An operator rejects a bank transfer that never arrived. */
export function rejectBankDeposit(db: Db, id: number, options: { operatorId: string; acting: Acting; reason: string }): Promise<PaymentResult> {
  return db.transaction(async (tx) => {
    const row = await lockManualDeposit(tx, id);
    if (row.status === TRANSACTION_STATUSES.rejected) return { transaction: row, replayed: true };
    if (row.status !== TRANSACTION_STATUSES.pending) throw settledConflict(row.status);
    const result = await decline(tx, row, options.reason, { decidedBy: options.operatorId, decidedAt: new Date() });
    await audit(tx, {
      ...options.acting,
      action: 'deposit.reject',
      target: { kind: 'payment', id: row.id },
      details: { reference: row.reference, playerId: row.playerId, amount: row.amount, reason: options.reason },
    });
    return result;
  });
}

/**
 * The player abandons a card deposit whose payment page was not paid (Created): it becomes Cancelled,
 * audited as `deposit.cancel`, and no money moves (nothing was credited). Repeating it answers the
 * cancelled row again. Bank transfers are an operator's to settle, and a paid or declined deposit is
 * settled: both answer 409. The row lock is the one the webhook and the expiry sweep take, so a racing
 * approval either lands first (then this answers 409) or after; an approval after the cancellation
 * still credits, as after the sweep's (applyGatewayEvent treats Cancelled as open).
 */
export function cancelCardDeposit(db: Db, id: number, options: { playerId: string; acting: Acting }): Promise<PaymentResult> {
  return db.transaction(async (tx) => {
    const row = await lockTransaction(tx, { id, type: TRANSACTION_TYPES.deposit, playerId: options.playerId });
    if (!row) throw new ApiError(404, 'payments.deposit.notFound');
    if (row.gateway === MANUAL_GATEWAY) throw new ApiError(409, 'payments.deposit.notCancellable');
    if (row.status === TRANSACTION_STATUSES.cancelled) return { transaction: row, replayed: true };
    if (row.status !== TRANSACTION_STATUSES.created) throw settledConflict(row.status);
    const note = translate(await playerLocale(tx, row.playerId), 'payments.deposit.cancelledByPlayer');
    const [updated] = await tx
      .update(paymentTransactions)
      .set({ status: TRANSACTION_STATUSES.cancelled, note })
      .where(eq(paymentTransactions.id, row.id))
      .returning();
    await audit(tx, {
      ...options.acting,
      action: 'deposit.cancel',
      target: { kind: 'payment', id: row.id },
      details: { reference: row.reference, amount: row.amount, gateway: row.gateway },
    });
    return { transaction: updated, replayed: false };
  });
}
