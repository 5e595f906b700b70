// The base seed every installation gets: languages, the UI translations in every language, countries,
// the content categories and pages (footer category 2, About Us page 3), site options and the
// settings row. Rows are inserted only when missing, so an operator's edits are never overwritten;
// a row the operator deleted comes back on the next start, which is why every table has an
// `enabled` flag: switch reference rows off instead of deleting them.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { translationKeys } from '../../common/i18n/keys';
import type { Tx } from '../db/client';
import {
  contentCategories,
  contentCategoryTranslations,
  contentPageTranslations,
  contentPages,
  countries,
  languages,
  siteOptions,
  siteSettings,
  translations,
} from '../db/schema/content';
import { seedCasinoBase } from './casino';
import { seedPaymentsBase } from './payments';
import { contentCategorySeeds, contentPageSeeds } from './data/content-pages';
import { countrySeeds } from './data/countries';
import { languageSeeds, serverTexts, settingsSeed, siteOptionSeeds, type TextSeed } from './data/site';

export interface BaseSeedReport {
  /** Rows this run inserted (0 everywhere on a database that was already seeded). */
  inserted: {
    languages: number;
    translations: number;
    countries: number;
    contentPages: number;
    siteOptions: number;
  };
}

/**
 * Every translation the seed provides: the app's UI keys (common/i18n/keys.ts) and the server's own
 * texts. A key both define would leave one of them unused, so that is refused (and tested).
 */
export function allTexts(demo: boolean): TextSeed[] {
  const texts = new Map<string, TextSeed>();
  for (const entry of translationKeys) texts.set(entry.key, { key: entry.key, tr: entry.tr, en: entry.en });
  for (const entry of serverTexts(demo)) {
    if (texts.has(entry.key)) throw new Error(`translation key "${entry.key}" is defined by both the app and the server`);
    texts.set(entry.key, entry);
  }
  return [...texts.values()];
}

/** Inserts in batches: one statement per few hundred rows keeps parameter counts well under the limit. */
async function insertMissing<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][], batch = 400): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += batch) {
    const result = await tx
      .insert(table)
      .values(rows.slice(i, i + batch))
      .onConflictDoNothing()
      .returning();
    inserted += (result as unknown[]).length;
  }
  return inserted;
}

/** After rows with explicit ids, move the identity on so the operator's next row does not collide. */
async function syncIdentity(tx: Tx, table: string): Promise<void> {
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.identifier(table)}), 1))`,
  );
}

export async function seedBase(tx: Tx, demo: boolean): Promise<BaseSeedReport> {
  const languageCount = await insertMissing(
    tx,
    languages,
    languageSeeds.map((l) => ({ locale: l.locale, name: l.name, flagUrl: l.flagUrl, sort: l.sort })),
  );

  const texts = allTexts(demo);
  const translationCount = await insertMissing(
    tx,
    translations,
    languageSeeds.flatMap(({ locale }) => texts.map((text) => ({ locale, key: text.key, value: text[locale] }))),
  );

  const countryCount = await insertMissing(
    tx,
    countries,
    countrySeeds.map((c) => ({ id: c.id, iso2: c.iso2, nameTr: c.tr, nameEn: c.en, sort: c.sort ?? 1000 })),
  );

  await insertMissing(
    tx,
    contentCategories,
    contentCategorySeeds.map((c) => ({ id: c.id, slug: c.slug, sort: c.sort })),
  );
  await syncIdentity(tx, 'content_categories');
  await insertMissing(
    tx,
    contentCategoryTranslations,
    contentCategorySeeds.flatMap((c) =>
      languageSeeds.map(({ locale }) => ({ categoryId: c.id, locale, name: c.name[locale] })),
    ),
  );
  const pageCount = await insertMissing(
    tx,
    contentPages,
    contentPageSeeds.map((p) => ({ id: p.id, categoryId: p.categoryId, slug: p.slug, sort: p.sort })),
  );
  await syncIdentity(tx, 'content_pages');
  await insertMissing(
    tx,
    contentPageTranslations,
    contentPageSeeds.flatMap((p) =>
      languageSeeds.map(({ locale }) => ({ pageId: p.id, locale, title: p[locale].title, bodyHtml: p[locale].html })),
    ),
  );

  const optionCount = await insertMissing(tx, siteOptions, siteOptionSeeds(demo));
  await insertMissing(tx, siteSettings, [{ id: 1, ...settingsSeed(demo) }]);
  // The game providers and our studio's games (./casino.ts).
  await seedCasinoBase(tx);
  // The bank-transfer withdrawal method (./payments.ts).
  await seedPaymentsBase(tx);

  return {
    inserted: {
      languages: languageCount,
      translations: translationCount,
      countries: countryCount,
      contentPages: pageCount,
      siteOptions: optionCount,
    },
  };
}
