// The seed: idempotent (twice gives the same rows, one credit), complete (every UI text in tr and en),
// respectful of operators' edits, and without demo data when SEED_DEMO is off.
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translationKeys } from '../../../common/i18n/keys';
import { verifyPassword } from '../../../server/auth/passwords';
import type { Db } from '../../../server/db/client';
import * as content from '../../../server/db/schema/content';
import { players } from '../../../server/db/schema/players';
import { journalEntries } from '../../../server/db/schema/wallet';
import { seed } from '../../../server/seed';
import { allTexts } from '../../../server/seed/base';
import { aboutPageId, footerCategoryId } from '../../../server/seed/data/content-pages';
import { countrySeeds, turkiyeId } from '../../../server/seed/data/countries';
import { demoPlayer } from '../../../server/seed/data/demo-content';
import { serverTexts } from '../../../server/seed/data/site';
import { getPlayerBalance } from '../../../server/wallet';
import { describeEachTarget, createTestDatabase, type TestDatabase } from '../helpers/db';

const countedTables: PgTable[] = [
  content.languages,
  content.translations,
  content.siteOptions,
  content.appSettings,
  content.siteSettings,
  content.domains,
  content.countries,
  content.sliders,
  content.sliderItems,
  content.contentCategories,
  content.contentCategoryTranslations,
  content.contentPages,
  content.contentPageTranslations,
  content.casinoCategories,
  content.casinoCategoryTranslations,
  content.popups,
  content.popupTranslations,
  content.popupImages,
  content.promotions,
  content.promotionTranslations,
  content.promotionImages,
  content.jackpotInstances,
  content.jackpotLevels,
  content.seedRuns,
  players,
  journalEntries,
];

async function count(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: sql<string>`count(*)::text` }).from(table);
  return Number(row!.n);
}

async function counts(db: Db): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of countedTables) result[getTableName(table)] = await count(db, table);
  return result;
}

async function demoPlayerRow(db: Db) {
  const [row] = await db.select().from(players).where(sql`lower(${players.username}) = 'demo'`);
  return row;
}

async function freshDatabase(target: Parameters<typeof createTestDatabase>[0]): Promise<TestDatabase> {
  return createTestDatabase(target);
}

describe('translation sources', () => {
  it('the server texts and the app keys do not share a key, and every text has both languages', () => {
    const texts = allTexts(true);
    expect(texts.length).toBe(translationKeys.length + serverTexts(true).length);
    for (const text of texts) {
      expect(text.tr.trim(), `${text.key} tr`).not.toBe('');
      expect(text.en.trim(), `${text.key} en`).not.toBe('');
    }
  });
});

describeEachTarget('seed on %s', (target) => {
  describe('with demo content', () => {
    let database: TestDatabase;
    let db: Db;

    beforeAll(async () => {
      database = await freshDatabase(target);
      db = database.db;
    });
    afterAll(async () => {
      await database?.destroy();
    });

    it('creates everything on the first run and nothing on the second', async () => {
      const first = await seed({ db, demo: true });
      expect(first.demo).toEqual({ contentCreated: true, playerCreated: true, credited: true });
      expect(first.base.inserted.countries).toBe(countrySeeds.length);
      const before = await counts(db);

      const second = await seed({ db, demo: true });
      expect(second.base.inserted).toEqual({ languages: 0, translations: 0, countries: 0, contentPages: 0, siteOptions: 0 });
      expect(second.demo).toEqual({ contentCreated: false, playerCreated: false, credited: false });
      expect(await counts(db)).toEqual(before);
      // Every demo table really holds rows, so "same counts" above compares something.
      for (const [table, n] of Object.entries(before)) expect(n, table).toBeGreaterThan(0);
    });

    it('gives the demo player ₺1.000,00 in one journal entry and the password demo1234', async () => {
      const player = await demoPlayerRow(db);
      expect(player).toBeDefined();
      expect(player!.name).toBe('Demo');
      expect(player!.surname).toBe('Oyuncu');
      expect(player!.smsVerified).toBe(false);
      expect(player!.phone).toMatch(/^5\d{9}$/);
      expect(player!.countryId).toBe(turkiyeId);
      expect(await verifyPassword(player!.passwordHash, demoPlayer.password)).toBe(true);

      const balance = await getPlayerBalance(db, player!.id);
      expect(balance).toEqual({ cash: 100_000n, bonus: 0n, hold: 0n });
      const entries = await db
        .select()
        .from(journalEntries)
        .where(sql`${journalEntries.idempotencyKey} = 'seed:demo:initial-credit'`);
      expect(entries).toHaveLength(1);
      expect(entries[0]!.playerId).toBe(player!.id);
    });

    it('stores every UI key and server text in Turkish and English with the source values', async () => {
      const rows = await db.select().from(content.translations);
      const byLocale = new Map(rows.map((row) => [`${row.locale}:${row.key}`, row.value]));
      for (const entry of translationKeys) {
        expect(byLocale.get(`tr:${entry.key}`), `tr:${entry.key}`).toBe(entry.tr);
        expect(byLocale.get(`en:${entry.key}`), `en:${entry.key}`).toBe(entry.en);
      }
      for (const text of serverTexts(true)) {
        expect(byLocale.get(`tr:${text.key}`)).toBe(text.tr);
        expect(byLocale.get(`en:${text.key}`)).toBe(text.en);
      }
    });

    it('seeds the footer category 2 with About Us as page 3, and Türkiye among the countries', async () => {
      const [category] = await db.select().from(content.contentCategories).where(sql`id = ${footerCategoryId}`);
      expect(category?.slug).toBe('footer');
      const [about] = await db.select().from(content.contentPages).where(sql`id = ${aboutPageId}`);
      expect(about?.categoryId).toBe(footerCategoryId);
      const titles = await db.select().from(content.contentPageTranslations).where(sql`page_id = ${aboutPageId}`);
      expect(Object.fromEntries(titles.map((t) => [t.locale, t.title]))).toEqual({ tr: 'Hakkımızda', en: 'About Us' });

      const [turkiye] = await db.select().from(content.countries).where(sql`id = ${turkiyeId}`);
      expect(turkiye).toMatchObject({ iso2: 'TR', nameTr: 'Türkiye', nameEn: 'Türkiye' });
      expect(await count(db, content.countries)).toBeGreaterThanOrEqual(50);
    });

    it('lets the operator add pages after the seeded ids (the identity moved past them)', async () => {
      const [page] = await db
        .insert(content.contentPages)
        .values({ categoryId: footerCategoryId, slug: 'operator-page' })
        .returning();
      const [max] = await db.select({ id: sql<number>`max(id)` }).from(content.contentPages);
      expect(page!.id).toBe(Number(max!.id));
      expect(page!.id).toBeGreaterThan(8);
    });

    it("keeps the operator's edits and deletions on the next run", async () => {
      await db.execute(sql`update translations set value = 'Edited by operator' where locale = 'en' and key = 'footer.copyright'`);
      await db.execute(sql`update site_options set value = 'https://t.me/operator', enabled = true where key = 'social-telegram'`);
      await db.execute(sql`update site_settings set trial_bonus_kurus = 25000`);
      await db.execute(sql`delete from promotions where slug = 'friday-free-spins'`);

      await seed({ db, demo: true });

      const [copyright] = await db
        .select({ value: content.translations.value })
        .from(content.translations)
        .where(sql`locale = 'en' and key = 'footer.copyright'`);
      expect(copyright?.value).toBe('Edited by operator');
      const [telegram] = await db.select().from(content.siteOptions).where(sql`key = 'social-telegram'`);
      expect(telegram?.value).toBe('https://t.me/operator');
      const [settings] = await db.select().from(content.siteSettings);
      expect(settings?.trialBonusKurus).toBe(25_000n);
      expect(await db.select().from(content.promotions).where(sql`slug = 'friday-free-spins'`)).toHaveLength(0);
    });

    it('restores a missing UI text on the next run (a release adding keys reaches old databases)', async () => {
      const key = translationKeys[0]!.key;
      await db.execute(sql`delete from translations where key = ${key}`);
      const report = await seed({ db, demo: true });
      expect(report.base.inserted.translations).toBe(2);
      const restored = await db.select().from(content.translations).where(sql`key = ${key}`);
      expect(restored).toHaveLength(2);
    });
  });

  describe('two instances seeding at once', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await freshDatabase(target);
    });
    afterAll(async () => {
      await database?.destroy();
    });

    it('create the demo content and credit exactly once', async () => {
      const reports = await Promise.all([seed({ db: database.db, demo: true }), seed({ db: database.db, demo: true })]);
      expect(reports.filter((r) => r.demo?.contentCreated)).toHaveLength(1);
      expect(reports.filter((r) => r.demo?.credited)).toHaveLength(1);
      const player = await demoPlayerRow(database.db);
      expect((await getPlayerBalance(database.db, player!.id)).cash).toBe(100_000n);
      expect(await count(database.db, players)).toBe(1);
    });
  });

  describe('with SEED_DEMO off', () => {
    let database: TestDatabase;
    let db: Db;
    beforeAll(async () => {
      database = await freshDatabase(target);
      db = database.db;
      const report = await seed({ db, demo: false });
      expect(report.demo).toBeNull();
    });
    afterAll(async () => {
      await database?.destroy();
    });

    it('seeds no demo player, promotions, sliders, categories, popups or jackpots', async () => {
      for (const table of [
        players,
        journalEntries,
        content.promotions,
        content.sliders,
        content.casinoCategories,
        content.popups,
        content.jackpotInstances,
        content.appSettings,
        content.domains,
        content.seedRuns,
      ]) {
        expect(await count(db, table), getTableName(table)).toBe(0);
      }
    });

    it('keeps the base data: languages, translations, countries, category 2 with page 3, neutral settings', async () => {
      expect(await count(db, content.languages)).toBe(2);
      expect(await count(db, content.translations)).toBe(2 * allTexts(false).length);
      expect(await count(db, content.countries)).toBe(countrySeeds.length);
      expect(await db.select().from(content.contentPages).where(sql`id = ${aboutPageId} and category_id = ${footerCategoryId}`)).toHaveLength(1);
      const [settings] = await db.select().from(content.siteSettings);
      expect(settings).toMatchObject({ trialBonusKurus: 0n, registrationActiveTab: 'full', activeSliderSlug: null });
      const options = await db.select().from(content.siteOptions);
      expect(options.find((o) => o.key === 'social-telegram')).toMatchObject({ value: '', enabled: false });
    });

    it('adds the demo later when SEED_DEMO is turned on', async () => {
      const report = await seed({ db, demo: true });
      expect(report.demo).toEqual({ contentCreated: true, playerCreated: true, credited: true });
      expect(await count(db, content.promotions)).toBe(4);
      const [settings] = await db.select().from(content.siteSettings);
      expect(settings?.activeSliderSlug).toBe('home');
    });
  });
});
