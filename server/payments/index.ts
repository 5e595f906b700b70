// Payments: methods and their dynamic forms, deposits (bank transfer and gateway), withdrawals and their
// settlement, and the operator's queues. Handlers (server/handlers/payments.ts, operators.ts) and the ops
// CLI (scripts/ops.ts) call these services; money moves only through the ledger inside them.
export { AMOUNT_KEY, fitsMask, presentFields, validateDetail, type DetailValue, type PaymentField, type ValidatedDetail } from './fields';
export { formatIban, ibanChecksumValid, isValidTurkishIban, maskIban, normalizeIban, turkishIbanFromBban } from '../../common/rules/iban';
export { getMethod, listMethods, MANUAL_GATEWAY, methodAvailable, presentMethod, type PaymentMethodItem } from './methods';
export { toFinancialActivity, toOpsTransaction, type FinancialActivity, type OpsTransaction, type OpsTransactionFacts } from './present';
export { listPlayerTransactions, listQueue, transactionFacts, type QueueQuery } from './queue';
export { newPaymentReference, PAYMENT_REFERENCE } from './reference';
export { findTransaction, lockTransaction, settledConflict, type PaymentResult } from './transactions';
export {
  applyGatewayEvent,
  bankTransferText,
  cancelCardDeposit,
  confirmBankDeposit,
  MAX_PENDING_BANK_TRANSFERS,
  rejectBankDeposit,
  startDeposit,
  type DepositRequest,
  type DepositStarted,
} from './deposits';
export { approveWithdrawal, approveWithdrawalTx, cancelWithdrawal, rejectWithdrawal, rejectWithdrawalTx, requestWithdrawal, type WithdrawalRequest } from './withdrawals';
