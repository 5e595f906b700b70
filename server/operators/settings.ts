// Back-office settings operators change at run time, kept in site_options (disabled, so the bootstrap
// never sends them to players) and read on each use, so every instance applies a change at once.
import { eq } from 'drizzle-orm';
import { audit, type Acting } from '../audit';
import type { Queryable } from '../db/client';
import { siteOptions } from '../db/schema/content';

export const WITHDRAWAL_THRESHOLD_SETTING = 'ops-withdrawal-approval-threshold-kurus';
/** ₺10.000,00: a withdrawal above it needs a second operator (four-eyes). */
export const DEFAULT_WITHDRAWAL_THRESHOLD = 1_000_000n;

export async function withdrawalApprovalThreshold(q: Queryable): Promise<bigint> {
  const [row] = await q.select({ value: siteOptions.value }).from(siteOptions).where(eq(siteOptions.key, WITHDRAWAL_THRESHOLD_SETTING));
  return row && /^\d+$/.test(row.value) ? BigInt(row.value) : DEFAULT_WITHDRAWAL_THRESHOLD;
}

export async function setWithdrawalApprovalThreshold(q: Queryable, kurus: bigint, acting: Acting): Promise<bigint> {
  if (kurus < 0n) throw new RangeError('the threshold cannot be negative');
  return q.transaction(async (tx) => {
    const before = await withdrawalApprovalThreshold(tx);
    await tx
      .insert(siteOptions)
      .values({ key: WITHDRAWAL_THRESHOLD_SETTING, value: kurus.toString(), enabled: false, description: 'Withdrawals above this many kuruş need a second operator (server only)' })
      .onConflictDoUpdate({ target: siteOptions.key, set: { value: kurus.toString(), enabled: false } });
    await audit(tx, { ...acting, action: 'settings.withdrawal-threshold.set', target: { kind: 'setting', id: WITHDRAWAL_THRESHOLD_SETTING }, details: { before, after: kurus } });
    return kurus;
  });
}
