// Content pages, promotions and the registration form's countries over HTTP, checked against the contract.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../../server/seed';
import { buildTestApp, type TestApp } from '../helpers/app';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';

async function get(t: TestApp, operationId: string, url: string, locale = 'tr') {
  const response = await t.request({ method: 'GET', url, headers: { 'x-locale': locale } });
  const body = response.json();
  expectContract(operationId, response.statusCode, body);
  return { status: response.statusCode, body };
}

describeEachTarget('content operations on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
    await seed({ db: t.db, demo: true });
  });
  afterAll(async () => {
    expect(t.violations).toEqual([]);
    await t?.close();
  });

  describe('getContentPage', () => {
    it('answers About Us (page 3) in the request language', async () => {
      const tr = await get(t, 'getContentPage', '/api/cms/page/3');
      expect(tr.status).toBe(200);
      expect(tr.body.data).toMatchObject({ id: 3, categoryId: 2, title: 'Hakkımızda' });
      expect(tr.body.data.html).toContain('<h2>Hakkımızda</h2>');
      const en = await get(t, 'getContentPage', '/api/cms/page/3', 'en');
      expect(en.body.data.title).toBe('About Us');
      expect(en.body.data.html).toContain('18 or over');
    });

    it('has real texts for every footer page in both languages', async () => {
      for (const id of [1, 2, 3, 4, 5, 6]) {
        for (const locale of ['tr', 'en']) {
          const page = await get(t, 'getContentPage', `/api/cms/page/${id}`, locale);
          expect(page.status).toBe(200);
          expect(page.body.data.html.length, `page ${id} ${locale}`).toBeGreaterThan(400);
        }
      }
    });

    it('answers 404 with the envelope for a page that does not exist or is switched off', async () => {
      const missing = await get(t, 'getContentPage', '/api/cms/page/9999', 'en');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ success: false, data: null });
      expect(missing.body.message).toBeTruthy();

      await t.db.execute(sql`update content_pages set enabled = false where id = 6`);
      expect((await get(t, 'getContentPage', '/api/cms/page/6')).status).toBe(404);
      await t.db.execute(sql`update content_pages set enabled = true where id = 6`);
    });

    it('refuses a malformed id with 400', async () => {
      const bad = await get(t, 'getContentPage', '/api/cms/page/abc');
      expect(bad.status).toBe(400);
    });
  });

  describe('listContentPages', () => {
    it('lists the categories with their page titles', async () => {
      const { status, body } = await get(t, 'listContentPages', '/api/cms/pages', 'en');
      expect(status).toBe(200);
      const footer = body.data.find((c: { id: number }) => c.id === 2);
      expect(footer.name).toBe('Corporate');
      expect(footer.content.map((p: { title: string }) => p.title)).toEqual([
        'About Us',
        'Terms and Conditions',
        'Responsible Gaming',
        'Privacy Policy',
        'KYC and AML Policy',
        'Contact',
      ]);
      const help = body.data.find((c: { id: number }) => c.id === 1);
      expect(help.content).toHaveLength(2);
    });
  });

  describe('listPromotions', () => {
    it('lists the demo promotions with the main image first', async () => {
      const tr = await get(t, 'listPromotions', '/api/cms/promotions');
      expect(tr.status).toBe(200);
      expect(tr.body.data).toHaveLength(4);
      expect(tr.body.data[0].title).toBe('%100 Yatırım Bonusu');
      for (const promotion of tr.body.data) {
        expect(promotion.images[0].type).toBe(2);
        expect(promotion.images.map((i: { type: number }) => i.type)).toEqual([2, 1]);
        expect(promotion.description).toMatch(/^<p>/);
      }
      const en = await get(t, 'listPromotions', '/api/cms/promotions', 'en');
      expect(en.body.data[0].title).toBe('100% Deposit Bonus');
    });

    it('leaves out switched-off promotions', async () => {
      await t.db.execute(sql`update promotions set enabled = false where slug = 'weekly-cashback'`);
      const { body } = await get(t, 'listPromotions', '/api/cms/promotions');
      expect(body.data).toHaveLength(3);
      await t.db.execute(sql`update promotions set enabled = true where slug = 'weekly-cashback'`);
    });
  });

  describe('getRegistrationForm', () => {
    it('lists the countries with Türkiye first, names in the request language', async () => {
      const tr = await get(t, 'getRegistrationForm', '/api/auth/form');
      expect(tr.status).toBe(200);
      const countries = tr.body.data.countries as { id: number; name: string }[];
      expect(countries.length).toBeGreaterThanOrEqual(50);
      expect(countries[0]).toEqual({ id: 792, name: 'Türkiye' });
      expect(countries.find((c) => c.id === 276)?.name).toBe('Almanya');
      // Turkish alphabetical order: Çin comes after Cezayir and before Danimarka.
      const names = countries.map((c) => c.name);
      expect(names.indexOf('Cezayir')).toBeLessThan(names.indexOf('Çin'));
      expect(names.indexOf('Çin')).toBeLessThan(names.indexOf('Danimarka'));

      const en = await get(t, 'getRegistrationForm', '/api/auth/form', 'en');
      const enCountries = en.body.data.countries as { id: number; name: string }[];
      expect(enCountries[0]).toEqual({ id: 792, name: 'Türkiye' });
      expect(enCountries.find((c) => c.id === 276)?.name).toBe('Germany');
    });

    it('leaves out disabled countries', async () => {
      await t.db.execute(sql`update countries set enabled = false where iso2 = 'US'`);
      const { body } = await get(t, 'getRegistrationForm', '/api/auth/form', 'en');
      expect(body.data.countries.some((c: { id: number }) => c.id === 840)).toBe(false);
      await t.db.execute(sql`update countries set enabled = true where iso2 = 'US'`);
    });
  });
});

describeEachTarget('promotions without the demo on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
    await seed({ db: t.db, demo: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is an empty list', async () => {
    const { status, body } = await get(t, 'listPromotions', '/api/cms/promotions');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });
});
