// What deposits and withdrawals share: reading and locking a transaction row, the answer to settling one
// that is no longer pending, and the shape services return (the row and what to push after the commit).
import { and, eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client';
import {
  TRANSACTION_STATUSES,
  paymentTransactions,
  type PaymentTransactionRow,
  type TransactionStatus,
  type TransactionType,
} from '../db/schema/payments';
import type { MessageKey } from '../i18n';
import { ApiError } from '../lib/api-error';
import type { WalletChange } from '../realtime';

export interface PaymentResult {
  transaction: PaymentTransactionRow;
  /** What to push once committed (balance, notifications); absent when nothing changed. */
  change?: WalletChange;
  /** True when the call found an earlier outcome (a retry, a redelivery) and changed nothing. */
  replayed: boolean;
}

/**
 * Locks one transaction row (FOR UPDATE) for the rest of the caller's transaction: every settlement of a
 * row starts here, so approve, reject and cancel of one withdrawal queue behind each other and each sees
 * the status the previous one left. Ledger rows are locked after it, always in this order.
 */
export async function lockTransaction(
  tx: Tx,
  where: { id: number; type: TransactionType; playerId?: string } | { reference: string },
): Promise<PaymentTransactionRow | null> {
  const condition =
    'reference' in where
      ? eq(paymentTransactions.reference, where.reference)
      : and(
          eq(paymentTransactions.id, where.id),
          eq(paymentTransactions.type, where.type),
          where.playerId ? eq(paymentTransactions.playerId, where.playerId) : undefined,
        );
  const [row] = await tx.select().from(paymentTransactions).where(condition).for('update');
  return row ?? null;
}

export async function findTransaction(q: Queryable, id: number): Promise<PaymentTransactionRow | null> {
  const [row] = await q.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
  return row ?? null;
}

/** The 409 for settling a row another decision already settled. */
export function settledConflict(status: TransactionStatus): ApiError {
  const keys: Partial<Record<TransactionStatus, MessageKey>> = {
    [TRANSACTION_STATUSES.confirmed]: 'payments.alreadyConfirmed',
    [TRANSACTION_STATUSES.rejected]: 'payments.alreadyRejected',
    [TRANSACTION_STATUSES.cancelled]: 'payments.alreadyCancelled',
  };
  return new ApiError(409, keys[status] ?? 'payments.notPending');
}
