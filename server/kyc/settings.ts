// The operators' KYC and AML settings: what a verification tier allows for withdrawals, how long an
// approved document counts, and the AML thresholds and patterns. Kept as one JSON value in site_options
// (disabled, so the bootstrap never sends it to players) and read on each use, so every instance applies
// a change at once. Amounts are kuruş.
import { eq } from 'drizzle-orm';
import { audit, type Acting } from '../audit';
import type { Queryable } from '../db/client';
import { siteOptions } from '../db/schema/content';

export const COMPLIANCE_SETTINGS_KEY = 'ops-compliance-settings';

/**
 * The euro amounts of the rules (the EU's €2,000 for casino transactions, AMLD art. 11(d); €10,000 over
 * a month) in lira at a fixed reference rate, since a threshold must not move with every tick: 1 EUR =
 * 48.00 TRY, the Central Bank of the Republic of Türkiye's indicative rate rounded, late 2025. Operators
 * change the TRY values in the back office when the rate drifts.
 */
export const EUR_TRY_REFERENCE_RATE = 48;

export interface ComplianceSettings {
  /** 'full': withdrawals need full verification; 'basic': basic players too, up to basicWithdrawalLimit each. */
  withdrawalTier: 'full' | 'basic';
  basicWithdrawalLimit: bigint;
  documentValidityDays: number;
  /** Deposits (or withdrawals) in the rolling 24 hours reaching it open a case. */
  amlDayThreshold: bigint;
  /** Deposits (or withdrawals) in the rolling 30 days reaching it open a case. */
  amlMonthThreshold: bigint;
  smallDepositAmount: bigint;
  smallDepositCount: number;
  littlePlayMinimum: bigint;
  littlePlayPercent: number;
  /** A rejected document's file is deleted from storage this many days after the rejection (server/kyc/cleanup.ts). */
  rejectedFileRetentionDays: number;
  /** An expired document's file is deleted this many days after it expired. */
  expiredFileRetentionDays: number;
}

export const DEFAULT_COMPLIANCE_SETTINGS: ComplianceSettings = {
  withdrawalTier: 'full',
  basicWithdrawalLimit: 500_000n, // ₺5.000
  documentValidityDays: 365,
  amlDayThreshold: 2_000n * BigInt(EUR_TRY_REFERENCE_RATE) * 100n, // €2.000 = ₺96.000
  amlMonthThreshold: 10_000n * BigInt(EUR_TRY_REFERENCE_RATE) * 100n, // €10.000 = ₺480.000
  smallDepositAmount: 50_000n, // ₺500
  smallDepositCount: 10,
  littlePlayMinimum: 100_000n, // ₺1.000
  littlePlayPercent: 10,
  // A rejected file proved nothing: kept three months for a complaint or a dispute about the decision.
  rejectedFileRetentionDays: 90,
  // An expired document did verify the player: kept 8 years, the record-keeping period of Türkiye's AML
  // law (Law 5549 art. 8, MASAK); an operator shortens it only where the licence allows.
  expiredFileRetentionDays: 2920,
};

const KURUS_FIELDS = ['basicWithdrawalLimit', 'amlDayThreshold', 'amlMonthThreshold', 'smallDepositAmount', 'littlePlayMinimum'] as const;

function parse(text: string): ComplianceSettings {
  let stored: Record<string, unknown>;
  try {
    stored = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return DEFAULT_COMPLIANCE_SETTINGS;
  }
  const settings = { ...DEFAULT_COMPLIANCE_SETTINGS };
  for (const field of KURUS_FIELDS) {
    const value = stored[field];
    if (typeof value === 'string' && /^\d+$/.test(value)) settings[field] = BigInt(value);
  }
  for (const field of ['documentValidityDays', 'smallDepositCount', 'littlePlayPercent', 'rejectedFileRetentionDays', 'expiredFileRetentionDays'] as const) {
    const value = stored[field];
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0) settings[field] = value;
  }
  if (stored.withdrawalTier === 'basic' || stored.withdrawalTier === 'full') settings.withdrawalTier = stored.withdrawalTier;
  return settings;
}

function serialize(settings: ComplianceSettings): string {
  return JSON.stringify(settings, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
}

export async function complianceSettings(q: Queryable): Promise<ComplianceSettings> {
  const [row] = await q.select({ value: siteOptions.value }).from(siteOptions).where(eq(siteOptions.key, COMPLIANCE_SETTINGS_KEY));
  return row ? parse(row.value) : DEFAULT_COMPLIANCE_SETTINGS;
}

export async function setComplianceSettings(q: Queryable, settings: ComplianceSettings, acting: Acting): Promise<ComplianceSettings> {
  return q.transaction(async (tx) => {
    const before = await complianceSettings(tx);
    const value = serialize(settings);
    await tx
      .insert(siteOptions)
      .values({ key: COMPLIANCE_SETTINGS_KEY, value, enabled: false, description: 'KYC tiers and AML thresholds (server only)' })
      .onConflictDoUpdate({ target: siteOptions.key, set: { value, enabled: false } });
    await audit(tx, {
      ...acting,
      action: 'settings.compliance.set',
      target: { kind: 'setting', id: COMPLIANCE_SETTINGS_KEY },
      details: { before: JSON.parse(serialize(before)), after: JSON.parse(value) },
    });
    return settings;
  });
}
