// The player's marketing consent: protection_settings.marketing_stopped_at, null while marketing may be
// sent. A time-out or self-exclusion sets it (server/protection/exclusions.ts) and it stays set after the
// exclusion ends until the player opts back in; opting in is refused while an exclusion is in force.
// Messages to everyone skip stopped players (server/operators/notify.ts).
import { eq } from 'drizzle-orm';
import type { Acting } from '../audit';
import type { Db, Queryable } from '../db/client';
import { protectionSettings } from '../db/schema/protection';
import { ApiError } from '../lib/api-error';
import { activeExclusion } from './enforce';
import { ensureSettings, record } from './record';
import { istanbulText } from './windows';

export interface MarketingConsent {
  allowed: boolean;
  stoppedAt: Date | null;
  /** An exclusion in force: the player cannot opt in until it ends (null end: permanent). */
  excludedUntil: Date | null | undefined;
}

export async function marketingConsent(q: Queryable, playerId: string, now: Date = new Date()): Promise<MarketingConsent> {
  const [row] = await q.select({ stopped: protectionSettings.marketingStoppedAt }).from(protectionSettings).where(eq(protectionSettings.playerId, playerId));
  const exclusion = await activeExclusion(q, playerId, now);
  const stoppedAt = row?.stopped ?? null;
  return { allowed: stoppedAt === null, stoppedAt, excludedUntil: exclusion ? exclusion.endsAt : undefined };
}

/** Sets the consent; returns whether anything changed. Recorded (protection history + audit) when it did. */
export async function setMarketingConsent(db: Db, playerId: string, allowed: boolean, acting: Acting, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await ensureSettings(tx, playerId);
    // The row lock orders this against a time-out taken at the same moment (it updates the same row).
    const [row] = await tx.select({ stopped: protectionSettings.marketingStoppedAt }).from(protectionSettings).where(eq(protectionSettings.playerId, playerId)).for('update');
    if (allowed) {
      const exclusion = await activeExclusion(tx, playerId, now);
      if (exclusion) {
        const endsAt = exclusion.endsAt;
        if (!endsAt) throw new ApiError(409, 'protection.marketing.excludedPermanently');
        const error = new ApiError(409, 'protection.marketing.excluded');
        error.localizedVars = (locale) => ({ until: istanbulText(endsAt, locale) });
        throw error;
      }
    }
    if ((row?.stopped === null || row?.stopped === undefined) === allowed) return false;
    await tx.update(protectionSettings).set({ marketingStoppedAt: allowed ? null : now, updatedAt: now }).where(eq(protectionSettings.playerId, playerId));
    await record(tx, playerId, acting, allowed ? 'marketing.optIn' : 'marketing.optOut', { allowed });
    return true;
  });
}
