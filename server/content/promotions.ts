// Promotions in the request's language, each with its images (type 2 is the main image, 1 a thumbnail)
// and the open bonus campaign it advertises, if any (its Claim / Join button). A promotion with a schedule
// (issue 16) is listed, and its page answered, only from its start (included) until its end (excluded),
// checked against the request's instant on every call: nothing here is cached, so it appears and goes at
// its minute on every instance.
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { SchemaPromotion } from '../../common/contract/schema.gen';
import type { Queryable } from '../db/client';
import { promotionImages, promotionTranslations, promotions } from '../db/schema/content';
import { bonusCampaigns } from '../db/schema/customer';
import type { Locale } from '../i18n';
import { localesFor, pickLocalized } from './localized';

/** Enabled and inside its window at `now` (an open end is no limit). */
const shownAt = (now: Date) =>
  and(
    eq(promotions.enabled, true),
    or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
    or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
  );

export function listPromotions(db: Queryable, locale: Locale, now: Date = new Date()): Promise<SchemaPromotion[]> {
  return load(db, locale, now);
}

/** One promotion as the list shows it, or null when it is unknown, disabled or outside its window at `now`. */
export async function findPromotion(db: Queryable, id: number, locale: Locale, now: Date = new Date()): Promise<SchemaPromotion | null> {
  const [found] = await load(db, locale, now, id);
  return found ?? null;
}

async function load(db: Queryable, locale: Locale, now: Date, id?: number): Promise<SchemaPromotion[]> {
  const [rows, texts, images, campaigns] = await Promise.all([
    db
      .select({ id: promotions.id })
      .from(promotions)
      .where(id === undefined ? shownAt(now) : and(eq(promotions.id, id), shownAt(now)))
      .orderBy(asc(promotions.sort), asc(promotions.id)),
    db
      .select()
      .from(promotionTranslations)
      .where(and(inArray(promotionTranslations.locale, localesFor(locale)), id === undefined ? undefined : eq(promotionTranslations.promotionId, id))),
    db
      .select({ promotionId: promotionImages.promotionId, type: promotionImages.type, url: promotionImages.url })
      .from(promotionImages)
      .where(id === undefined ? undefined : eq(promotionImages.promotionId, id))
      // Main images first, so a client that takes the first image gets the preferred one.
      .orderBy(asc(promotionImages.promotionId), asc(promotionImages.type), asc(promotionImages.id)),
    db
      .select({ id: bonusCampaigns.id, kind: bonusCampaigns.kind, promotionId: bonusCampaigns.promotionId })
      .from(bonusCampaigns)
      .where(
        and(
          isNotNull(bonusCampaigns.promotionId),
          eq(bonusCampaigns.enabled, true),
          inArray(bonusCampaigns.kind, ['deposit', 'cashback']),
          lte(bonusCampaigns.startsAt, now),
          or(isNull(bonusCampaigns.endsAt), gt(bonusCampaigns.endsAt, now)),
        ),
      )
      .orderBy(asc(bonusCampaigns.id)),
  ]);
  const campaignOf = new Map<number, NonNullable<SchemaPromotion['campaign']>>();
  for (const campaign of campaigns) {
    if (!campaignOf.has(campaign.promotionId!)) campaignOf.set(campaign.promotionId!, { id: campaign.id, kind: campaign.kind as 'deposit' | 'cashback' });
  }
  const textOf = pickLocalized(texts, (row) => row.promotionId, locale);
  const imagesOf = new Map<number, SchemaPromotion['images']>();
  for (const image of images) {
    if (image.type !== 1 && image.type !== 2) continue;
    const list = imagesOf.get(image.promotionId) ?? [];
    list.push({ url: image.url, type: image.type });
    imagesOf.set(image.promotionId, list);
  }
  for (const list of imagesOf.values()) list.sort((a, b) => b.type - a.type);
  // A promotion without text in any language has nothing to show.
  return rows
    .filter((row) => textOf.has(row.id))
    .map((row) => {
      const text = textOf.get(row.id)!;
      return {
        id: row.id,
        title: text.title,
        description: text.descriptionHtml,
        images: imagesOf.get(row.id) ?? [],
        campaign: campaignOf.get(row.id) ?? null,
      };
    });
}
