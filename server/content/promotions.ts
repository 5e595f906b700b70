// Promotions in the request's language, each with its images (type 2 is the main image, 1 a thumbnail).
import { asc, eq, inArray } from 'drizzle-orm';
import type { SchemaPromotion } from '../../src/api/schema.gen';
import type { Queryable } from '../db/client';
import { promotionImages, promotionTranslations, promotions } from '../db/schema/content';
import type { Locale } from '../i18n';
import { localesFor, pickLocalized } from './localized';

export async function listPromotions(db: Queryable, locale: Locale): Promise<SchemaPromotion[]> {
  const [rows, texts, images] = await Promise.all([
    db
      .select({ id: promotions.id })
      .from(promotions)
      .where(eq(promotions.enabled, true))
      .orderBy(asc(promotions.sort), asc(promotions.id)),
    db.select().from(promotionTranslations).where(inArray(promotionTranslations.locale, localesFor(locale))),
    db
      .select({ promotionId: promotionImages.promotionId, type: promotionImages.type, url: promotionImages.url })
      .from(promotionImages)
      // Main images first, so a client that takes the first image gets the preferred one.
      .orderBy(asc(promotionImages.promotionId), asc(promotionImages.type), asc(promotionImages.id)),
  ]);
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
      return { id: row.id, title: text.title, description: text.descriptionHtml, images: imagesOf.get(row.id) ?? [] };
    });
}
