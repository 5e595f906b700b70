// The operations that move money through the ledger, by the label GET /metrics counts them under: the
// contract's operationIds, and the game provider's wallet calls by route. Counted at the API edge, so a
// refused operation (insufficient funds, a limit, a duplicate) shows as refused rather than vanishing.
export const WALLET_OPERATIONS: ReadonlySet<string> = new Set([
  // payments
  'deposit',
  'withdraw',
  'cancelWithdrawal',
  'cancelDeposit',
  'paymentWebhook',
  'approveWithdrawal',
  'rejectWithdrawal',
  'confirmDeposit',
  'rejectDeposit',
  // bonuses
  'claimBonusOffer',
  'defineTrialBonus',
  // our studio's games
  'spinStudioSlot',
  'spinStudioRoulette',
  'dealStudioBlackjack',
  'actStudioBlackjack',
  'betStudioCrash',
  'cashOutStudioCrash',
  // Hub88's wallet calls (server/providers/routes.ts)
  '/providers/hub88/transaction/bet',
  '/providers/hub88/transaction/win',
  '/providers/hub88/transaction/rollback',
]);
