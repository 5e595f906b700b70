// The wallet's ledger kernel: the only way money moves. Services (payments, games, bonuses) post
// balanced, idempotent journal entries through this API and never write the ledger tables themselves.
export { HOUSE_ACCOUNT_CODES, PLAYER_ACCOUNT_KINDS } from '../db/schema/wallet';
export type { HouseAccountCode, PlayerAccountKind } from '../db/schema/wallet';
export { accountRefKey, isHouseRef, type AccountRef } from './account-ref';
export { ensureHouseAccounts, getPlayerBalance, openPlayerAccounts, type PlayerBalance } from './accounts';
export {
  IdempotencyConflictError,
  InsufficientFundsError,
  InvalidEntryError,
  LedgerError,
  UnbalancedEntryError,
  UnknownAccountError,
  type LedgerErrorCode,
} from './errors';
export { checkInvariants, recomputeBalances, type LedgerViolation, type RecomputedBalance } from './invariants';
export { installLedgerGuards, isJournalChangeRefused, LEDGER_GUARD_STATEMENTS } from './ledger-guards';
export {
  postEntry,
  postEntryTx,
  type AccountBalance,
  type PostedEntry,
  type PostEntryCommand,
  type PostEntryLine,
} from './post-entry';
export { requestHash } from './request-hash';
