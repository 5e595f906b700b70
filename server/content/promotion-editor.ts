// The back office's promotion editor: every promotion with its texts per language as stored, and saving
// one (new or changed) with its description sanitised (./sanitize.ts) and the change audited with before
// and after. The player's promotions are read from the database on every call, and the content's revision
// is raised with the edit, so every instance's bootstrap cache refills on its next read (./revision.ts).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { audit, type Acting } from '../audit';
import type { Queryable } from '../db/client';
import { languages, promotionImages, promotionTranslations, promotions } from '../db/schema/content';
import { ApiError } from '../lib/api-error';
import { invalidateBootstrap } from './index';
import { bumpContentRevision } from './revision';
import { sanitizeRichText } from './sanitize';
import { windowOf } from './site-editor';

const EDITED_LOCALES = ['tr', 'en'] as const;
type EditedLocale = (typeof EDITED_LOCALES)[number];

export interface PromotionText {
  title: string;
  descriptionHtml: string;
}

export interface EditablePromotion {
  id: number;
  slug: string;
  sort: number;
  enabled: boolean;
  texts: { tr: PromotionText; en?: PromotionText };
  imageUrl: string | null;
  updatedAt: Date;
  /** The schedule: listed from startsAt (included) until endsAt (excluded); null is open. */
  startsAt: Date | null;
  endsAt: Date | null;
}

export interface PromotionInput {
  id?: number;
  slug: string;
  sort: number;
  enabled: boolean;
  texts: { tr: PromotionText; en?: PromotionText };
  imageUrl?: string | null;
  /** ISO instants; absent or null is an open end. */
  startsAt?: string | null;
  endsAt?: string | null;
}

async function load(q: Queryable, ids?: number[]): Promise<EditablePromotion[]> {
  const rows = await q
    .select()
    .from(promotions)
    .where(ids ? inArray(promotions.id, ids) : undefined)
    .orderBy(asc(promotions.sort), asc(promotions.id));
  if (rows.length === 0) return [];
  const found = rows.map((row) => row.id);
  const texts = await q.select().from(promotionTranslations).where(and(inArray(promotionTranslations.promotionId, found), inArray(promotionTranslations.locale, [...EDITED_LOCALES])));
  const images = await q.select().from(promotionImages).where(and(inArray(promotionImages.promotionId, found), eq(promotionImages.type, 2))).orderBy(asc(promotionImages.id));
  return rows.map((row) => {
    const text = (locale: EditedLocale) => {
      const t = texts.find((x) => x.promotionId === row.id && x.locale === locale);
      return t ? { title: t.title, descriptionHtml: t.descriptionHtml } : undefined;
    };
    const tr = text('tr') ?? text('en') ?? { title: row.slug, descriptionHtml: '' };
    const en = text('en');
    return {
      id: row.id,
      slug: row.slug,
      sort: row.sort,
      enabled: row.enabled,
      texts: en ? { tr, en } : { tr },
      imageUrl: images.find((image) => image.promotionId === row.id)?.url ?? null,
      updatedAt: row.updatedAt,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
    };
  });
}

export function listPromotionsForEdit(q: Queryable): Promise<EditablePromotion[]> {
  return load(q);
}

export async function savePromotion(q: Queryable, input: PromotionInput, acting: Acting): Promise<EditablePromotion> {
  const clean = (text: PromotionText): PromotionText => ({ title: text.title.trim() || text.title, descriptionHtml: sanitizeRichText(text.descriptionHtml) });
  const texts = { tr: clean(input.texts.tr), ...(input.texts.en ? { en: clean(input.texts.en) } : {}) };
  const { startsAt, endsAt } = windowOf(input, 'ops.promotion.window');
  const saved = await q.transaction(async (tx) => {
    // Texts reference their language; the two the API speaks exist even in a database without the seed.
    await tx.insert(languages).values([{ locale: 'tr', name: 'Türkçe' }, { locale: 'en', name: 'English', sort: 1 }]).onConflictDoNothing({ target: languages.locale });
    let before: EditablePromotion | null = null;
    let id = input.id;
    if (id !== undefined) {
      const [locked] = await tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, id)).for('update');
      if (!locked) throw new ApiError(404, 'ops.promotion.notFound', { id });
      [before] = await load(tx, [id]);
      const [taken] = await tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.slug, input.slug));
      if (taken && taken.id !== id) throw new ApiError(409, 'ops.promotion.slugTaken', { slug: input.slug });
      await tx.update(promotions).set({ slug: input.slug, sort: input.sort, enabled: input.enabled, startsAt, endsAt }).where(eq(promotions.id, id));
    } else {
      const [created] = await tx.insert(promotions).values({ slug: input.slug, sort: input.sort, enabled: input.enabled, startsAt, endsAt }).onConflictDoNothing().returning({ id: promotions.id });
      if (!created) throw new ApiError(409, 'ops.promotion.slugTaken', { slug: input.slug });
      id = created.id;
    }
    for (const locale of EDITED_LOCALES) {
      const text = texts[locale as keyof typeof texts];
      await tx.delete(promotionTranslations).where(and(eq(promotionTranslations.promotionId, id), eq(promotionTranslations.locale, locale)));
      if (text) await tx.insert(promotionTranslations).values({ promotionId: id, locale, title: text.title, descriptionHtml: text.descriptionHtml });
    }
    if (input.imageUrl !== undefined) {
      await tx.delete(promotionImages).where(and(eq(promotionImages.promotionId, id), eq(promotionImages.type, 2)));
      if (input.imageUrl) await tx.insert(promotionImages).values({ promotionId: id, type: 2, url: input.imageUrl });
    }
    const [after] = await load(tx, [id]);
    await bumpContentRevision(tx);
    await audit(tx, {
      ...acting,
      action: before ? 'promotion.update' : 'promotion.create',
      target: { kind: 'promotion', id },
      details: { before: before ? { ...before, updatedAt: undefined } : null, after: { ...after, updatedAt: undefined } },
    });
    return after;
  });
  invalidateBootstrap(q);
  return saved;
}
