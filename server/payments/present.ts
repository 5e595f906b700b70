// How payment transactions leave the server: the player's financial activity (withdraw, cancel and the
// dashboard's list share it) and the operator's fuller view with the player and the form's values.
import type { components } from '../../common/contract/schema.gen';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, type LocalizedText, type PaymentTransactionRow } from '../db/schema/payments';
import type { Locale } from '../i18n';
import { kurusToTry } from '../lib/money';

export type FinancialActivity = components['schemas']['FinancialActivity'];
export type OpsTransaction = components['schemas']['OpsTransaction'];

/** The payment page of a card deposit still waiting to be paid: the player may go back to it. */
export function openPaymentUrl(row: Pick<PaymentTransactionRow, 'type' | 'status' | 'gatewayData'>): string | null {
  if (row.type !== TRANSACTION_TYPES.deposit || row.status !== TRANSACTION_STATUSES.created) return null;
  const url = row.gatewayData?.redirectUrl;
  return typeof url === 'string' ? url : null;
}

export function toFinancialActivity(
  row: Pick<PaymentTransactionRow, 'id' | 'type' | 'status' | 'amount' | 'note' | 'createdAt' | 'updatedAt' | 'gatewayData'>,
  methodTitle: LocalizedText,
  locale: Locale,
): FinancialActivity {
  const paymentUrl = openPaymentUrl(row);
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    amount: kurusToTry(row.amount),
    methodName: methodTitle[locale],
    note: row.note,
    ...(paymentUrl ? { paymentUrl } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface OpsTransactionFacts {
  row: PaymentTransactionRow;
  methodTitle: LocalizedText;
  player: { id: string; username: string; usercode: string };
  decidedBy: string | null;
  /** The four-eyes proposal waiting for a second operator, if any. */
  pendingApproval: OpsTransaction['pendingApproval'];
}

export function toOpsTransaction({ row, methodTitle, player, decidedBy, pendingApproval }: OpsTransactionFacts, locale: Locale): OpsTransaction {
  return {
    id: row.id,
    reference: row.reference,
    type: row.type,
    status: row.status,
    amount: kurusToTry(row.amount),
    methodId: row.methodId,
    methodName: methodTitle[locale],
    gateway: row.gateway,
    player,
    detail: row.detail,
    note: row.note,
    decidedBy,
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    pendingApproval,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
