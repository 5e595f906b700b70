// The back office's bonus campaigns (issue 16): the deposit bonus and cashback campaigns of
// bonus_campaigns (server/wallet/campaigns.ts runs them; nothing here moves money), listed with how many
// players joined and used each, created or changed, and ended (its window closed at this moment, so it
// leaves the offers and no one can join; bonuses already granted keep their own rules). Amounts come in
// TRY and are kept in kuruş; odds come as decimals and are kept in hundredths. Every change is audited
// with before and after in its transaction. Players' offers are read from the database on every request.
import { asc, count, eq, sql } from 'drizzle-orm';
import { audit, type Acting } from '../audit';
import type { Queryable } from '../db/client';
import { promotions } from '../db/schema/content';
import { bonusCampaignEntries, bonusCampaigns } from '../db/schema/customer';
import { ApiError } from '../lib/api-error';
import { kurusToTry, requestKurus } from '../lib/money';
import { isOpen, type CampaignRow } from '../wallet/campaigns';

export interface OpsCampaign {
  id: number;
  code: string;
  kind: 'deposit' | 'cashback';
  promotionId: number | null;
  percent: number;
  cap: number;
  minDeposit: number;
  wageringMultiplier: number;
  minOdds: number | null;
  bonusValidityHours: number;
  weightProfile: string;
  periodDays: number;
  startsAt: string;
  endsAt: string | null;
  enabled: boolean;
  open: boolean;
  joined: number;
  used: number;
}

export type CampaignInput = Omit<OpsCampaign, 'id' | 'open' | 'joined' | 'used'> & { id?: number };

function present(row: CampaignRow, counts: Map<string, number>, now: Date): OpsCampaign {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as OpsCampaign['kind'],
    promotionId: row.promotionId,
    percent: row.percent,
    cap: kurusToTry(row.capKurus),
    minDeposit: kurusToTry(row.minDepositKurus),
    wageringMultiplier: row.wageringMultiplier,
    minOdds: row.minOddsHundredths === null ? null : row.minOddsHundredths / 100,
    bonusValidityHours: row.bonusValidityHours,
    weightProfile: row.weightProfile,
    periodDays: row.periodDays,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
    enabled: row.enabled,
    open: isOpen(row, now),
    joined: counts.get(`${row.id}:joined`) ?? 0,
    used: counts.get(`${row.id}:used`) ?? 0,
  };
}

async function load(q: Queryable, id?: number, now = new Date()): Promise<OpsCampaign[]> {
  const [rows, entries] = await Promise.all([
    q
      .select()
      .from(bonusCampaigns)
      .where(id === undefined ? sql`${bonusCampaigns.kind} in ('deposit', 'cashback')` : eq(bonusCampaigns.id, id))
      .orderBy(asc(bonusCampaigns.id)),
    q
      .select({ campaignId: bonusCampaignEntries.campaignId, status: bonusCampaignEntries.status, n: count() })
      .from(bonusCampaignEntries)
      .where(id === undefined ? undefined : eq(bonusCampaignEntries.campaignId, id))
      .groupBy(bonusCampaignEntries.campaignId, bonusCampaignEntries.status),
  ]);
  const counts = new Map(entries.map((e) => [`${e.campaignId}:${e.status}`, Number(e.n)]));
  return rows.map((row) => present(row, counts, now));
}

export function listCampaigns(q: Queryable): Promise<OpsCampaign[]> {
  return load(q);
}

/** Locks a deposit or cashback campaign and answers it, or 404. */
async function lockCampaign(tx: Queryable, id: number): Promise<OpsCampaign> {
  const [locked] = await tx.select({ id: bonusCampaigns.id, kind: bonusCampaigns.kind }).from(bonusCampaigns).where(eq(bonusCampaigns.id, id)).for('update');
  // The trial bonus is the site's setting, not a campaign the back office edits.
  if (!locked || locked.kind === 'trial') throw new ApiError(404, 'ops.campaign.notFound', { id });
  return (await load(tx, id))[0]!;
}

export async function saveCampaign(q: Queryable, input: CampaignInput, acting: Acting): Promise<OpsCampaign> {
  const startsAt = new Date(input.startsAt);
  const endsAt = input.endsAt === null ? null : new Date(input.endsAt);
  if (endsAt && endsAt.getTime() <= startsAt.getTime()) throw new ApiError(400, 'ops.campaign.window');
  const values = {
    code: input.code,
    kind: input.kind,
    promotionId: input.promotionId,
    percent: input.percent,
    capKurus: requestKurus(input.cap, 'cap'),
    minDepositKurus: requestKurus(input.minDeposit, 'minDeposit'),
    wageringMultiplier: input.wageringMultiplier,
    minOddsHundredths: input.minOdds === null ? null : Math.round(input.minOdds * 100),
    bonusValidityHours: input.bonusValidityHours,
    weightProfile: input.weightProfile,
    periodDays: input.periodDays,
    startsAt,
    endsAt,
    enabled: input.enabled,
  };
  return q.transaction(async (tx) => {
    const before = input.id === undefined ? null : await lockCampaign(tx, input.id);
    if (input.promotionId !== null) {
      const [promotion] = await tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, input.promotionId));
      if (!promotion) throw new ApiError(404, 'ops.promotion.notFound', { id: input.promotionId });
    }
    const [taken] = await tx.select({ id: bonusCampaigns.id }).from(bonusCampaigns).where(eq(bonusCampaigns.code, input.code));
    if (taken && taken.id !== input.id) throw new ApiError(409, 'ops.campaign.codeTaken', { code: input.code });
    let id = input.id;
    if (id !== undefined) await tx.update(bonusCampaigns).set(values).where(eq(bonusCampaigns.id, id));
    else id = (await tx.insert(bonusCampaigns).values(values).returning({ id: bonusCampaigns.id }))[0]!.id;
    const [after] = await load(tx, id);
    await audit(tx, { ...acting, action: before ? 'campaign.update' : 'campaign.create', target: { kind: 'campaign', id }, details: { before, after } });
    return after!;
  });
}

export async function endCampaign(q: Queryable, id: number, acting: Acting, now = new Date()): Promise<OpsCampaign> {
  return q.transaction(async (tx) => {
    const before = await lockCampaign(tx, id);
    if (before.endsAt !== null && new Date(before.endsAt).getTime() <= now.getTime()) throw new ApiError(409, 'ops.campaign.ended', { code: before.code });
    // A window that has not started yet ends where it starts (the window's check wants end > start).
    const start = new Date(before.startsAt);
    const endsAt = start.getTime() >= now.getTime() ? new Date(start.getTime() + 1) : now;
    await tx.update(bonusCampaigns).set({ endsAt }).where(eq(bonusCampaigns.id, id));
    const [after] = await load(tx, id, now);
    await audit(tx, { ...acting, action: 'campaign.end', target: { kind: 'campaign', id }, details: { before, after } });
    return after!;
  });
}
