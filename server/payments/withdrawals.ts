// Withdrawals: a request moves the amount from the player's cash to their hold account and waits as
// Pending; an operator approves it once paid out (hold → payout clearing, Confirmed) or rejects it (hold →
// cash, Rejected, with a reason); the player may cancel it while pending (hold → cash, Cancelled).
// Every step is one database transaction holding the row lock: the transaction row, its ledger entry,
// its audit row and its notification commit together, and exactly one settlement wins a race.
import { and, eq } from 'drizzle-orm';
import { audit, type Acting } from '../audit';
import { assertNoOpenCase } from '../aml/checks';
import { withdrawalCompliance } from '../kyc/withdrawal-gate';
import type { Db, Tx } from '../db/client';
import { approvalProposals } from '../db/schema/operators';
import {
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  paymentTransactions,
  type PaymentMethodRow,
} from '../db/schema/payments';
import { ApiError } from '../lib/api-error';
import { formatTry } from '../lib/money';
import { NOTIFICATION_TYPES, notify } from '../notifications';
import { InsufficientFundsError, postEntryTx } from '../wallet';
import type { DetailValue } from './fields';
import { maskIban } from '../../common/rules/iban';
import { newPaymentReference } from './reference';
import { lockTransaction, settledConflict, type PaymentResult } from './transactions';

export interface WithdrawalRequest {
  playerId: string;
  method: PaymentMethodRow;
  /** Validated form values (validateDetail). */
  values: Record<string, DetailValue>;
  /** Kuruş. */
  amount: bigint;
  /** The client's Idempotency-Key, if it sent one. */
  clientKey?: string | null;
  acting: Acting;
}

function sameValues(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const canonical = (value: Record<string, unknown>) => JSON.stringify(Object.keys(value).sort().map((key) => [key, value[key]]));
  return canonical(a) === canonical(b);
}

/** What the audit log keeps of a form: everything but the IBAN in full. */
function auditedDetail(values: Record<string, DetailValue>): Record<string, DetailValue> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, key.toLowerCase() === 'iban' && typeof value === 'string' ? maskIban(value) : value]),
  );
}

export async function requestWithdrawal(db: Db, request: WithdrawalRequest): Promise<PaymentResult> {
  const { playerId, method, values, amount, acting } = request;
  const clientKey = request.clientKey ?? null;
  return db.transaction(async (tx) => {
    const reference = newPaymentReference();
    const [created] = await tx
      .insert(paymentTransactions)
      .values({
        reference,
        playerId,
        type: TRANSACTION_TYPES.withdraw,
        status: TRANSACTION_STATUSES.pending,
        amount,
        methodId: method.id,
        gateway: method.gateway,
        clientKey,
        detail: values,
      })
      .onConflictDoNothing({ target: [paymentTransactions.playerId, paymentTransactions.clientKey] })
      .returning();
    if (!created) {
      // The same Idempotency-Key was used before: the same request gets its first answer, another is refused.
      const [earlier] = await tx
        .select()
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.playerId, playerId), eq(paymentTransactions.clientKey, clientKey!)));
      const same =
        earlier &&
        earlier.type === TRANSACTION_TYPES.withdraw &&
        earlier.methodId === method.id &&
        earlier.amount === amount &&
        sameValues(earlier.detail, values);
      if (!same) throw new ApiError(409, 'payments.idempotencyConflict');
      return { transaction: earlier, replayed: true };
    }
    // KYC tier (refuses with what is missing) and the AML checks (may open a case the withdrawal waits for).
    await withdrawalCompliance(tx, { id: created.id, playerId, amount });

    try {
      await postEntryTx(tx, {
        idempotencyKey: `withdraw:${reference}`,
        kind: 'withdraw.request',
        playerId,
        lines: [
          { account: { player: playerId, kind: 'cash' }, amount: -amount },
          { account: { player: playerId, kind: 'hold' }, amount },
        ],
        meta: { reference, method: method.code },
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw new ApiError(400, 'payments.insufficientFunds', { available: formatTry(error.balance) });
      }
      throw error;
    }
    await audit(tx, {
      ...acting,
      action: 'withdrawal.request',
      target: { kind: 'payment', id: created.id },
      details: { reference, amount, method: method.code, detail: auditedDetail(values) },
    });
    const notification = await notify(tx, {
      playerId,
      type: NOTIFICATION_TYPES.withdraw,
      titleKey: 'notification.withdraw.requested.title',
      noteKey: 'notification.withdraw.requested.note',
      vars: { amount },
      dedupeKey: `withdraw:${reference}:requested`,
    });
    return { transaction: created, replayed: false, change: { playerId, notifications: [notification] } };
  });
}

type Settlement = 'approve' | 'reject' | 'cancel';

const outcomes = {
  approve: { status: TRANSACTION_STATUSES.confirmed, action: 'withdrawal.approve', entryKind: 'withdraw.approve' },
  reject: { status: TRANSACTION_STATUSES.rejected, action: 'withdrawal.reject', entryKind: 'withdraw.reject' },
  cancel: { status: TRANSACTION_STATUSES.cancelled, action: 'withdrawal.cancel', entryKind: 'withdraw.cancel' },
} as const;

interface SettleOptions {
  acting: Acting;
  /** The operator deciding (approve, reject). */
  operatorId?: string;
  /** Only this player's withdrawal (cancel by the player). */
  playerId?: string;
  reason?: string;
  note?: string;
}

async function settle(tx: Tx, id: number, settlement: Settlement, options: SettleOptions): Promise<PaymentResult> {
  const row = await lockTransaction(tx, { id, type: TRANSACTION_TYPES.withdraw, playerId: options.playerId });
  if (!row) {
    throw options.playerId ? new ApiError(404, 'payments.withdraw.notFound') : new ApiError(404, 'ops.transaction.notFound', { id });
  }
  const outcome = outcomes[settlement];
  if (row.status !== TRANSACTION_STATUSES.pending) {
    // Repeating the decision that was taken (a retried click or call) answers it again; any other is late.
    if (row.status === outcome.status) return { transaction: row, replayed: true };
    throw settledConflict(row.status);
  }
  // A withdrawal under AML review waits: not paid until compliance resolves the player's case.
  if (settlement === 'approve') await assertNoOpenCase(tx, row.playerId);

  const hold = { player: row.playerId, kind: 'hold' as const };
  const counterpart =
    settlement === 'approve' ? { house: 'house:payout-clearing' as const } : { player: row.playerId, kind: 'cash' as const };
  await postEntryTx(tx, {
    idempotencyKey: `withdraw-${settlement}:${row.reference}`,
    kind: outcome.entryKind,
    playerId: row.playerId,
    lines: [
      { account: hold, amount: -row.amount },
      { account: counterpart, amount: row.amount },
    ],
    meta: { reference: row.reference },
  });

  if (settlement === 'cancel') {
    // A four-eyes proposal to pay this withdrawal has nothing left to approve once the player cancelled it.
    await tx
      .update(approvalProposals)
      .set({ status: 'rejected', decidedAt: new Date(), decisionNote: 'cancelled by the player' })
      .where(and(eq(approvalProposals.kind, 'withdrawal'), eq(approvalProposals.targetId, String(row.id)), eq(approvalProposals.status, 'pending')));
  }

  const note = settlement === 'reject' ? (options.reason ?? null) : row.note;
  const [updated] = await tx
    .update(paymentTransactions)
    .set({
      status: outcome.status,
      note,
      decidedBy: options.operatorId ?? null,
      decidedAt: new Date(),
    })
    .where(eq(paymentTransactions.id, row.id))
    .returning();

  await audit(tx, {
    ...options.acting,
    action: outcome.action,
    target: { kind: 'payment', id: row.id },
    details: {
      reference: row.reference,
      playerId: row.playerId,
      amount: row.amount,
      ...(options.reason ? { reason: options.reason } : {}),
      ...(options.note ? { note: options.note } : {}),
    },
  });

  const vars = { amount: row.amount };
  const notification = await notify(tx, {
    playerId: row.playerId,
    type: NOTIFICATION_TYPES.withdraw,
    dedupeKey: `withdraw:${row.reference}:${settlement}`,
    ...(settlement === 'approve'
      ? { titleKey: 'notification.withdraw.confirmed.title', noteKey: 'notification.withdraw.confirmed.note', vars }
      : settlement === 'reject'
        ? {
            titleKey: 'notification.withdraw.rejected.title',
            noteKey: 'payments.notify.withdraw.rejected.note',
            vars: { ...vars, reason: options.reason ?? '' },
          }
        : { titleKey: 'notification.withdraw.cancelled.title', noteKey: 'notification.withdraw.cancelled.note', vars }),
  });
  return { transaction: updated, replayed: false, change: { playerId: row.playerId, notifications: [notification] } };
}

/** Approval inside the caller's transaction (the four-eyes path approves and closes its proposal in one). */
export function approveWithdrawalTx(tx: Tx, id: number, options: { operatorId: string; acting: Acting; note?: string }): Promise<PaymentResult> {
  return settle(tx, id, 'approve', options);
}

export function approveWithdrawal(db: Db, id: number, options: { operatorId: string; acting: Acting; note?: string }): Promise<PaymentResult> {
  return db.transaction((tx) => settle(tx, id, 'approve', options));
}

export function rejectWithdrawalTx(tx: Tx, id: number, options: { operatorId: string; acting: Acting; reason: string }): Promise<PaymentResult> {
  return settle(tx, id, 'reject', options);
}

export function rejectWithdrawal(db: Db, id: number, options: { operatorId: string; acting: Acting; reason: string }): Promise<PaymentResult> {
  return db.transaction((tx) => settle(tx, id, 'reject', options));
}

export function cancelWithdrawal(db: Db, id: number, options: { playerId: string; acting: Acting }): Promise<PaymentResult> {
  return db.transaction((tx) => settle(tx, id, 'cancel', options));
}
