// Content pages: the categories with their page titles (footer links, the Contents screen) and one page
// with its body, in the request's language.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SchemaContentCategory, SchemaContentPage } from '../../common/contract/schema.gen';
import type { Queryable } from '../db/client';
import {
  contentCategories,
  contentCategoryTranslations,
  contentPageTranslations,
  contentPages,
} from '../db/schema/content';
import type { Locale } from '../i18n';
import { localesFor, pickLocalized } from './localized';

/** Enabled categories in order, each with its enabled pages' titles. */
export async function listContentCategories(db: Queryable, locale: Locale): Promise<SchemaContentCategory[]> {
  const wanted = localesFor(locale);
  const [categories, categoryNames, pages, titles] = await Promise.all([
    db
      .select({ id: contentCategories.id, slug: contentCategories.slug })
      .from(contentCategories)
      .where(eq(contentCategories.enabled, true))
      .orderBy(asc(contentCategories.sort), asc(contentCategories.id)),
    db.select().from(contentCategoryTranslations).where(inArray(contentCategoryTranslations.locale, wanted)),
    db
      .select({ id: contentPages.id, categoryId: contentPages.categoryId, slug: contentPages.slug })
      .from(contentPages)
      .where(eq(contentPages.enabled, true))
      .orderBy(asc(contentPages.sort), asc(contentPages.id)),
    db
      .select({ pageId: contentPageTranslations.pageId, locale: contentPageTranslations.locale, title: contentPageTranslations.title })
      .from(contentPageTranslations)
      .where(inArray(contentPageTranslations.locale, wanted)),
  ]);
  const nameOf = pickLocalized(categoryNames, (row) => row.categoryId, locale);
  const titleOf = pickLocalized(titles, (row) => row.pageId, locale);
  return categories.map((category) => ({
    id: category.id,
    name: nameOf.get(category.id)?.name ?? category.slug,
    content: pages
      .filter((page) => page.categoryId === category.id && titleOf.has(page.id))
      .map((page) => ({ id: page.id, title: titleOf.get(page.id)!.title })),
  }));
}

/** One enabled page of an enabled category, or null when there is none to show. */
export async function getContentPage(db: Queryable, id: number, locale: Locale): Promise<SchemaContentPage | null> {
  const rows = await db
    .select({
      id: contentPages.id,
      categoryId: contentPages.categoryId,
      pageUpdatedAt: contentPages.updatedAt,
      locale: contentPageTranslations.locale,
      title: contentPageTranslations.title,
      html: contentPageTranslations.bodyHtml,
      textUpdatedAt: contentPageTranslations.updatedAt,
    })
    .from(contentPages)
    .innerJoin(contentCategories, eq(contentCategories.id, contentPages.categoryId))
    .innerJoin(contentPageTranslations, eq(contentPageTranslations.pageId, contentPages.id))
    .where(
      and(
        eq(contentPages.id, id),
        eq(contentPages.enabled, true),
        eq(contentCategories.enabled, true),
        inArray(contentPageTranslations.locale, localesFor(locale)),
      ),
    );
  const row = pickLocalized(rows, (r) => r.id, locale).get(id);
  if (!row) return null;
  const updatedAt = row.textUpdatedAt > row.pageUpdatedAt ? row.textUpdatedAt : row.pageUpdatedAt;
  return { id: row.id, categoryId: row.categoryId, title: row.title, html: row.html, updatedAt: updatedAt.toISOString() };
}
