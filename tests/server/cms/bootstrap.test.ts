// GET /api/cms/grouped (getBootstrap) on a seeded database: the contract's shape, texts in the x-locale
// language, the demo content the home page renders, and a lean answer when the demo is off.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchemaBootstrap } from '../../../common/contract/schema.gen';
import { translationKeys } from '../../../common/i18n/keys';
import { invalidateBootstrap } from '../../../server/content';
import { seed } from '../../../server/seed';
import { buildTestApp, type TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';

async function getBootstrap(t: TestApp, locale?: string): Promise<SchemaBootstrap> {
  const response = await t.request({
    method: 'GET',
    url: '/api/cms/grouped',
    headers: locale ? { 'x-locale': locale } : {},
  });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expectContract('getBootstrap', 200, body);
  expect(body.success).toBe(true);
  return body.data as SchemaBootstrap;
}

const texts = (data: SchemaBootstrap) => new Map(data.translationList.map((t) => [t.key, t.value]));

describeEachTarget('getBootstrap on %s', (target) => {
  describe('with the demo seed', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(target);
      await seed({ db: t.db, demo: true });
    });
    afterAll(async () => {
      expect(t.violations).toEqual([]);
      await t?.close();
    });

    it('answers Turkish texts by default and English ones for x-locale en', async () => {
      const tr = texts(await getBootstrap(t));
      const en = texts(await getBootstrap(t, 'en'));
      expect(tr.size).toBe(en.size);
      expect(tr.size).toBeGreaterThanOrEqual(translationKeys.length);
      for (const entry of translationKeys) {
        expect(tr.get(entry.key), entry.key).toBe(entry.tr);
        expect(en.get(entry.key), entry.key).toBe(entry.en);
      }
      expect(tr.get('footer.copyright')).toContain('Tüm hakları saklıdır');
      expect(en.get('footer.copyright')).toContain('All rights reserved');
    });

    it('falls back to Turkish for a text not translated into English yet', async () => {
      const key = translationKeys[0]!;
      await t.db.execute(sql`delete from translations where locale = 'en' and key = ${key.key}`);
      invalidateBootstrap(t.db);
      expect(texts(await getBootstrap(t, 'en')).get(key.key)).toBe(key.tr);
      await t.db.execute(sql`insert into translations (locale, key, value) values ('en', ${key.key}, ${key.en})`);
      invalidateBootstrap(t.db);
    });

    it('carries the footer category 2 with About Us (page 3) titled in the language', async () => {
      const tr = await getBootstrap(t, 'tr');
      const en = await getBootstrap(t, 'en');
      const footerTr = tr.category.find((c) => c.id === 2);
      const footerEn = en.category.find((c) => c.id === 2);
      expect(footerTr?.content.find((p) => p.id === 3)?.title).toBe('Hakkımızda');
      expect(footerEn?.content.find((p) => p.id === 3)?.title).toBe('About Us');
      expect(footerTr?.content.map((p) => p.id)).toEqual([3, 1, 4, 2, 5, 6]);
    });

    it('carries the home slider with responsive images, the settings and the languages', async () => {
      const data = await getBootstrap(t);
      expect(data.activeSlider).toBe('home');
      const home = data.slider.find((s) => s.slug === data.activeSlider);
      expect(home?.items).toHaveLength(4);
      for (const item of home!.items) {
        expect(item.images).toHaveLength(3);
        expect(item.images[0]!.url).toMatch(/^\/media\/slider\/.+-sm\.svg$/);
      }
      expect(data.trialBonusAmount).toBe(100);
      expect(data.registrationActiveTab).toBe('full');
      expect(data.language.map((l) => l.locale)).toEqual(['tr', 'en']);
      expect(data.appSettings.livetv).toMatch(/^https:\/\//);
      expect(data.domains).toEqual([{ current: 'casino1.example', next: 'casino2.example' }]);
    });

    it('sends only enabled site options, with lowercase keys', async () => {
      const data = await getBootstrap(t);
      const keys = data.siteOption.map((o) => o.key);
      expect(keys).toContain('social-telegram');
      expect(keys).toContain('support-whatsapp-2');
      // Live chat is seeded disabled (its ids belong to the operator's chat account).
      expect(keys).not.toContain('chat-site-id');
      for (const option of data.siteOption) {
        expect(option.status).toBe(true);
        expect(option.key).toBe(option.key.toLowerCase());
      }
    });

    it('carries the casino categories of every section, one of them without an image', async () => {
      const tr = await getBootstrap(t);
      const en = await getBootstrap(t, 'en');
      expect(tr.casinoCategoryList.length).toBeGreaterThanOrEqual(5);
      expect(tr.casinoCategoryList.filter((c) => c.imageUrl === null)).toHaveLength(1);
      expect(tr.casinoCategoryList.find((c) => c.name === 'Rulet')).toBeDefined();
      expect(en.casinoCategoryList.find((c) => c.name === 'Roulette')).toBeDefined();
      for (const category of tr.casinoCategoryList) expect(category.slugList.length).toBeGreaterThan(0);
    });

    it('carries the jackpot cards in the feeds’ shapes', async () => {
      const data = await getBootstrap(t);
      const names = data.egtJackpotCards.map((c) => c.instanceName);
      expect(names).toEqual(['Clover Chance', 'High Cash', 'Bell Link', 'VIP Bell Link']);
      for (const card of data.egtJackpotCards) {
        expect(card.levelStats.map((l) => l.level)).toEqual([1, 2, 3, 4]);
        const values = card.levelStats.map((l) => l.currentValue[0]!.value);
        // Highest tier first.
        expect([...values].sort((a, b) => b - a)).toEqual(values);
        expect(card.levelStats[0]!.currentValue[0]!.currency).toBe('TRY');
      }
      expect(data.egtJackpotCards[0]!.levelStats[0]!.currentValue[0]!.value).toBe(1_254_367.25);
      const amusnet = data.jackpotCards;
      expect(amusnet.currentLevelI).toBeGreaterThan(amusnet.currentLevelII);
      expect(amusnet.currentLevelIII).toBeGreaterThan(amusnet.currentLevelIV);
    });

    it('carries the start-up popup, whose hash changes when its content does', async () => {
      const tr = await getBootstrap(t);
      const en = await getBootstrap(t, 'en');
      expect(tr.popup?.title).toBe('Hoş geldin!');
      expect(en.popup?.title).toBe('Welcome!');
      expect(tr.popup?.images[0]?.url).toBe('/media/popup/welcome.svg');
      // One hash per content, whatever the language, so switching language does not show it again.
      expect(tr.popup?.hash).toBe(en.popup?.hash);

      await t.db.execute(sql`update popup_translations set html = '<p>Yeni metin</p>' where locale = 'tr'`);
      invalidateBootstrap(t.db);
      const edited = await getBootstrap(t);
      expect(edited.popup?.html).toBe('<p>Yeni metin</p>');
      expect(edited.popup?.hash).not.toBe(tr.popup?.hash);
    });

    it('serves an edit made by the operator once the cache is invalidated', async () => {
      await t.db.execute(sql`update site_settings set trial_bonus_kurus = 5050`);
      invalidateBootstrap(t.db);
      expect((await getBootstrap(t)).trialBonusAmount).toBe(50.5);
    });
  });

  describe('without the demo seed', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(target);
      await seed({ db: t.db, demo: false });
    });
    afterAll(async () => {
      expect(t.violations).toEqual([]);
      await t?.close();
    });

    it('still answers the contract, with the base data and no demo content', async () => {
      const data = await getBootstrap(t, 'en');
      expect(data.popup).toBeNull();
      expect(data.slider).toEqual([]);
      expect(data.activeSlider).toBe('');
      expect(data.trialBonusAmount).toBe(0);
      expect(data.casinoCategoryList).toEqual([]);
      expect(data.egtJackpotCards).toEqual([]);
      expect(data.jackpotCards).toEqual({ currentLevelI: 0, currentLevelII: 0, currentLevelIII: 0, currentLevelIV: 0 });
      expect(data.domains).toEqual([]);
      expect(data.appSettings).toEqual({});
      expect(data.category.find((c) => c.id === 2)?.content.some((p) => p.id === 3)).toBe(true);
      expect(texts(data).size).toBeGreaterThanOrEqual(translationKeys.length);
    });
  });
});
