// The bonuses screen: the player's grants (active ones first with their wagering progress and expiry,
// then the ended ones newest first) and whether the trial bonus can still be claimed.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../common/contract/schema.gen';
import type { Queryable } from '../db/client';
import { siteSettings } from '../db/schema/content';
import { bonuses, type BonusRow } from '../db/schema/customer';
import { players } from '../db/schema/players';
import { capitalize, translate, type Locale, type MessageKey } from '../i18n';
import { kurusToTry } from '../lib/money';

export type BonusOverview = components['schemas']['BonusOverview'];
export type PlayerBonus = components['schemas']['PlayerBonus'];

/** Contract ProcessStatus: 1 Processing, 2 Completed, 3 Cancelled, 4 Expired. */
const PROCESS_STATUS = { active: 1, converted: 2, forfeited: 3, expired: 4 } as const;

export interface TrialBonusOfferState {
  amount: bigint;
  /** The claim would succeed now (offered, unclaimed, phone verified): the same rule as claimTrialBonus. */
  claimable: boolean;
  /** Offered and unclaimed, but the phone must be verified first: the screen guides there. */
  phoneRequired: boolean;
}

/** The trial bonus on offer (site settings) and whether this player may claim it now. */
export async function trialBonusOffer(q: Queryable, playerId: string): Promise<TrialBonusOfferState> {
  const [settings] = await q.select({ amount: siteSettings.trialBonusKurus }).from(siteSettings).where(eq(siteSettings.id, 1));
  const amount = settings?.amount ?? 0n;
  if (amount <= 0n) return { amount: 0n, claimable: false, phoneRequired: false };
  const [trial] = await q
    .select({ id: bonuses.id })
    .from(bonuses)
    .where(and(eq(bonuses.playerId, playerId), eq(bonuses.kind, 'trial')));
  if (trial) return { amount, claimable: false, phoneRequired: false };
  const [player] = await q.select({ smsVerified: players.smsVerified }).from(players).where(eq(players.id, playerId));
  const verified = player?.smsVerified ?? false;
  return { amount, claimable: verified, phoneRequired: !verified };
}

/** One grant as the contract's PlayerBonus (the bonuses screen, the trial-bonus claim's answer). */
export function presentBonus(row: BonusRow, locale: Locale): PlayerBonus {
  return {
    id: row.id,
    name: capitalize(translate(locale, `bonus.name.${row.kind}` as MessageKey), locale),
    amount: kurusToTry(row.amount),
    wagerRequired: kurusToTry(row.wagerRequired),
    // Bets beyond the requirement count for nothing more; the bar stops at full.
    wagered: kurusToTry(row.wagered < row.wagerRequired ? row.wagered : row.wagerRequired),
    status: PROCESS_STATUS[row.status as keyof typeof PROCESS_STATUS],
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export async function bonusOverview(q: Queryable, playerId: string, locale: Locale, limit = 100): Promise<BonusOverview> {
  const rows = await q
    .select()
    .from(bonuses)
    .where(eq(bonuses.playerId, playerId))
    .orderBy(sql`(${bonuses.status} = 'active') desc`, desc(bonuses.createdAt), desc(bonuses.id))
    .limit(limit);
  const offer = await trialBonusOffer(q, playerId);
  return {
    trialBonus: { amount: kurusToTry(offer.amount), claimable: offer.claimable, phoneRequired: offer.phoneRequired },
    items: rows.map((row) => presentBonus(row, locale)),
  };
}
