// Typed failures of the ledger, so services can answer each one precisely (insufficient balance,
// conflicting retry) instead of parsing database messages.
import type { AccountRef } from './account-ref';

export type LedgerErrorCode =
  | 'INVALID_ENTRY'
  | 'UNBALANCED_ENTRY'
  | 'UNKNOWN_ACCOUNT'
  | 'INSUFFICIENT_FUNDS'
  | 'IDEMPOTENCY_CONFLICT';

export abstract class LedgerError extends Error {
  abstract readonly code: LedgerErrorCode;
}

/** The command is malformed: blank key or kind, fewer than two lines, a zero amount, an account twice. */
export class InvalidEntryError extends LedgerError {
  readonly code = 'INVALID_ENTRY';
  constructor(message: string) {
    super(message);
    this.name = 'InvalidEntryError';
  }
}

export class UnbalancedEntryError extends LedgerError {
  readonly code = 'UNBALANCED_ENTRY';
  constructor(readonly sum: bigint) {
    super(`journal entry lines sum to ${sum} kuruş instead of zero`);
    this.name = 'UnbalancedEntryError';
  }
}

/** A player account that was never opened (openPlayerAccounts), or a house code the ledger does not know. */
export class UnknownAccountError extends LedgerError {
  readonly code = 'UNKNOWN_ACCOUNT';
  constructor(readonly account: AccountRef) {
    super(`unknown ledger account ${JSON.stringify(account)}`);
    this.name = 'UnknownAccountError';
  }
}

export class InsufficientFundsError extends LedgerError {
  readonly code = 'INSUFFICIENT_FUNDS';
  constructor(
    readonly account: AccountRef,
    readonly balance: bigint,
    readonly requested: bigint,
  ) {
    super(`account ${JSON.stringify(account)} holds ${balance} kuruş, ${requested} requested`);
    this.name = 'InsufficientFundsError';
  }
}

/** The idempotency key was already used by a command with a different body. */
export class IdempotencyConflictError extends LedgerError {
  readonly code = 'IDEMPOTENCY_CONFLICT';
  constructor(
    readonly idempotencyKey: string,
    readonly entryId: string,
  ) {
    super(`idempotency key "${idempotencyKey}" was already used for a different command (entry ${entryId})`);
    this.name = 'IdempotencyConflictError';
  }
}
