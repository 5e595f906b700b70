// The one call the withdrawal request makes (server/payments/withdrawals.ts, inside its transaction):
// the player's verification tier must allow the amount (full verification by default; an operator
// setting can let basic players withdraw up to an amount), then the AML checks see the withdrawal.
import type { Tx } from '../db/client';
import { ApiError } from '../lib/api-error';
import { formatTry } from '../lib/money';
import { amlOnWithdrawalRequest } from '../aml/checks';
import { complianceSettings } from './settings';
import { verificationOf } from './tiers';

export async function assertWithdrawalTier(tx: Tx, playerId: string, amount: bigint): Promise<void> {
  const settings = await complianceSettings(tx);
  const { tier } = await verificationOf(tx, playerId);
  if (tier === 'full') return;
  if (settings.withdrawalTier === 'basic') {
    if (tier === 'basic' && amount <= settings.basicWithdrawalLimit) return;
    if (tier === 'basic') throw new ApiError(400, 'kyc.withdrawal.overBasicLimit', { limit: formatTry(settings.basicWithdrawalLimit) });
    throw new ApiError(400, 'kyc.withdrawal.needsBasic');
  }
  throw new ApiError(400, 'kyc.withdrawal.needsFull');
}

export async function withdrawalCompliance(tx: Tx, payment: { id: number; playerId: string; amount: bigint }): Promise<void> {
  await assertWithdrawalTier(tx, payment.playerId, payment.amount);
  await amlOnWithdrawalRequest(tx, payment);
}
