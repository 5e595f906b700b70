// Schedules of the start-up popup and of promotions (issue 16), as banner slides have them: a content
// operator gives one a start and an end; the player is served it only from its start (included) until its
// end (excluded). The popup travels in the bootstrap, which is cached per instance until the next content
// edit: the copy is filled before the start, the scheduled popup's image is changed behind the cache's back
// (no revision raised), and at the start minute the popup appears with the cached image, so the cached copy
// was served and the schedule applied at the request's instant, neither reloaded nor frozen. Promotions are
// read per request: outside its window one is not listed and its page answers 404 "not found" in the
// player's language, as an unknown one does. The clock is moved with vitest's fake Date (timers stay real).
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SchemaBootstrap, SchemaPopup } from '../../../common/contract/schema.gen';
import { bootstrapAt, cachedBootstrap, popupAt, type PopupCandidate, type StoredBootstrap } from '../../../server/content';
import { popupImages, popups, promotions } from '../../../server/db/schema/content';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { buildPaymentsApp, operatorWithToken, post, type PaymentsApp, type TestOperator } from '../payments/fixtures';

const popup = (id: number): SchemaPopup => ({ id, hash: `h${id}`, title: null, html: null, images: [{ url: `/media/p${id}.png`, link: null }] });

describe('popupAt and bootstrapAt (the popup of an instant from a stored copy)', () => {
  // 20:00 to 23:00 Turkish time on 31 December 2030 is 17:00 to 20:00 UTC.
  const start = Date.parse('2030-12-31T17:00:00Z');
  const end = Date.parse('2030-12-31T20:00:00Z');
  // Highest priority first: the New Year popup (scheduled), then the everyday one.
  const newYear: PopupCandidate = { popup: popup(2), window: { startsAt: start, endsAt: end } };
  const everyday: PopupCandidate = { popup: popup(1), window: null };

  it('serves the first popup inside its window; the next one before and after it; none when nothing is inside', () => {
    expect(popupAt([newYear, everyday], start - 1)?.id).toBe(1);
    expect(popupAt([newYear, everyday], start)?.id).toBe(2);
    expect(popupAt([newYear, everyday], end - 1)?.id).toBe(2);
    expect(popupAt([newYear, everyday], end)?.id).toBe(1);
    expect(popupAt([newYear], end)).toBeNull();
    expect(popupAt([], start)).toBeNull();
  });

  it('applies it to the stored bootstrap, answering the same object while the popup stays the same', () => {
    const payload = { popup: everyday.popup, slider: [] } as unknown as SchemaBootstrap;
    const stored: StoredBootstrap = { payload, windows: new Map(), popups: [newYear, everyday] };
    expect(bootstrapAt(stored, start - 1000).popup?.id).toBe(1);
    expect(bootstrapAt(stored, start + 1000).popup?.id).toBe(2);
    expect(bootstrapAt(stored, start + 1000)).toBe(bootstrapAt(stored, start + 2000));
    expect(bootstrapAt(stored, end).popup?.id).toBe(1);
    // The stored copy is untouched, and one without any schedule is served as it is.
    expect(payload.popup?.id).toBe(1);
    const plain: StoredBootstrap = { payload, windows: new Map(), popups: [everyday] };
    expect(bootstrapAt(plain, start)).toBe(payload);
  });
});

describeEachTarget('scheduled popups and promotions on %s', (target) => {
  let t: PaymentsApp;
  let content: TestOperator;
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    content = await operatorWithToken(t, 'content');
  }, 300_000);
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await t?.close();
  });

  const at = (instant: number) => vi.setSystemTime(instant);
  const get = async (url: string, locale: 'tr' | 'en' = 'tr') => t.request({ method: 'GET', url, headers: { 'x-locale': locale } });
  const servedPopup = async (instant: number, locale: 'tr' | 'en' = 'tr') => {
    at(instant);
    const response = await get('/api/cms/grouped', locale);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.popup as SchemaPopup | null;
  };
  const popupBody = (slug: string, sort: number, extra: Record<string, unknown> = {}) => ({
    slug,
    sort,
    active: true,
    texts: { tr: { title: `${slug} tr`, html: '<p>Merhaba</p>' }, en: { title: `${slug} en`, html: '<p>Hello</p>' } },
    images: [{ url: `/media/${slug}.png`, link: null }],
    ...extra,
  });

  it('a scheduled popup takes over at its start minute and gives way at its end; the cached copy does not freeze it', async () => {
    // 31 December 2030, 23:59:55 to 1 January 2031, 00:00:05 Turkish time (UTC+3).
    const startsAt = '2030-12-31T20:59:55.000Z';
    const endsAt = '2030-12-31T21:00:05.000Z';
    const start = Date.parse(startsAt);
    const end = Date.parse(endsAt);
    const everyday = await post(t, '/api/ops/content/popups/save', popupBody('her-gun', 5), content.auth);
    expect(everyday.statusCode, everyday.body).toBe(200);
    const saved = await post(t, '/api/ops/content/popups/save', popupBody('yeni-yil', 0, { startsAt: '2031-01-01T00:59:55+04:00', endsAt }), content.auth);
    expect(saved.statusCode, saved.body).toBe(200);
    expectContract('opsSavePopup', 200, saved.json());
    expect(saved.json().data).toMatchObject({ slug: 'yeni-yil', startsAt, endsAt });
    const everydayId = everyday.json().data.id as number;
    const newYearId = saved.json().data.id as number;
    // The editor reads the window back as stored.
    const site = await t.request({ method: 'GET', url: '/api/ops/content/site', headers: content.auth });
    expect(site.statusCode, site.body).toBe(200);
    expect(site.json().data.popups.find((p: { id: number }) => p.id === newYearId)).toMatchObject({ startsAt, endsAt });

    vi.useFakeTimers({ toFake: ['Date'] });
    // Five seconds before the start the copy is filled: the everyday popup.
    expect((await servedPopup(start - 5000))?.id).toBe(everydayId);
    // Changed behind the cache (no revision raised): only a reload would show the new image.
    await t.db.update(popupImages).set({ url: '/media/changed-behind-the-cache.png' }).where(eq(popupImages.popupId, newYearId));
    expect((await servedPopup(start - 1))?.id).toBe(everydayId);
    const atStart = await servedPopup(start);
    expect(atStart).toMatchObject({ id: newYearId, title: 'yeni-yil tr', images: [{ url: '/media/yeni-yil.png', link: null }] });
    expect(await servedPopup(start, 'en')).toMatchObject({ id: newYearId, title: 'yeni-yil en' });
    expect((await servedPopup(end - 1))?.id).toBe(newYearId);
    expect((await servedPopup(end))?.id).toBe(everydayId);
    // The same through the function the page renderer calls.
    expect((await cachedBootstrap(t.db, 'tr', start + 1)).popup?.id).toBe(newYearId);
    expect((await cachedBootstrap(t.db, 'tr', end + 1)).popup?.id).toBe(everydayId);
  });

  it("refuses a popup's end not after its start, in the request language, and stores nothing", async () => {
    const before = (await t.db.select().from(popups)).length;
    for (const [locale, message] of [
      ['tr', 'Açılış penceresinin bitiş zamanı başlangıçtan sonra olmalı'],
      ['en', "The popup's end must be after its start"],
    ] as const) {
      const same = await post(t, '/api/ops/content/popups/save', popupBody('bos', 0, { startsAt: '2031-02-01T10:00:00Z', endsAt: '2031-02-01T10:00:00Z' }), { ...content.auth, 'x-locale': locale });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toEqual({ success: false, message, data: null });
    }
    const reversed = await post(t, '/api/ops/content/popups/save', popupBody('ters', 0, { startsAt: '2031-02-01T10:00:00Z', endsAt: '2031-02-01T09:59:00Z' }), content.auth);
    expect(reversed.statusCode).toBe(400);
    const notADate = await post(t, '/api/ops/content/popups/save', popupBody('tarih', 0, { endsAt: 'yarın' }), content.auth);
    expect(notADate.statusCode).toBe(400);
    expect((await t.db.select().from(popups)).length).toBe(before);
  });

  const promotionBody = (slug: string, extra: Record<string, unknown> = {}) => ({
    slug,
    sort: 0,
    enabled: true,
    texts: { tr: { title: 'Hafta sonu bonusu', descriptionHtml: '<p>Cumartesi ve pazar</p>' }, en: { title: 'Weekend bonus', descriptionHtml: '<p>Saturday and Sunday</p>' } },
    ...extra,
  });
  const listed = async (instant: number) => {
    at(instant);
    const response = await get('/api/cms/promotions');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as Array<{ id: number }>).map((p) => p.id);
  };

  it('a promotion outside its window is not listed and its page answers "not found" in the player\'s language; inside, both show it', async () => {
    // Saturday 4 January 2031, 00:00 to Monday 6 January 2031, 00:00 Turkish time.
    const startsAt = '2031-01-03T21:00:00.000Z';
    const endsAt = '2031-01-05T21:00:00.000Z';
    const start = Date.parse(startsAt);
    const end = Date.parse(endsAt);
    const saved = await post(t, '/api/ops/content/promotions/save', promotionBody('hafta-sonu', { startsAt, endsAt }), content.auth);
    expect(saved.statusCode, saved.body).toBe(200);
    expectContract('opsSavePromotion', 200, saved.json());
    expect(saved.json().data).toMatchObject({ slug: 'hafta-sonu', startsAt, endsAt });
    const id = saved.json().data.id as number;
    const always = await post(t, '/api/ops/content/promotions/save', promotionBody('her-zaman'), content.auth);
    expect(always.json().data).toMatchObject({ startsAt: null, endsAt: null });
    const alwaysId = always.json().data.id as number;
    const forEdit = await t.request({ method: 'GET', url: '/api/ops/content/promotions', headers: content.auth });
    expectContract('opsListPromotionsForEdit', 200, forEdit.json());
    expect(forEdit.json().data.find((p: { id: number }) => p.id === id)).toMatchObject({ startsAt, endsAt });

    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await listed(start - 1)).toEqual(expect.arrayContaining([alwaysId]));
    expect(await listed(start - 1)).not.toContain(id);
    for (const [locale, message] of [
      ['tr', 'Promosyon bulunamadı'],
      ['en', 'Promotion not found'],
    ] as const) {
      const page = await get(`/api/cms/promotions/${id}`, locale);
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ success: false, message, data: null });
    }

    expect(await listed(start)).toContain(id);
    at(start);
    const open = await get(`/api/cms/promotions/${id}`, 'en');
    expect(open.statusCode, open.body).toBe(200);
    expectContract('getPromotion', 200, open.json());
    expect(open.json().data).toEqual({ id, title: 'Weekend bonus', description: '<p>Saturday and Sunday</p>', images: [], campaign: null });
    at(end - 1);
    expect((await get(`/api/cms/promotions/${id}`)).statusCode).toBe(200);

    expect(await listed(end)).not.toContain(id);
    expect((await get(`/api/cms/promotions/${id}`)).statusCode).toBe(404);
    // Unscheduled, it shows at any instant; disabled, or unknown, it is "not found" too.
    expect((await get(`/api/cms/promotions/${alwaysId}`)).statusCode).toBe(200);
    await t.db.update(promotions).set({ enabled: false }).where(eq(promotions.id, alwaysId));
    expect((await get(`/api/cms/promotions/${alwaysId}`)).json()).toEqual({ success: false, message: 'Promosyon bulunamadı', data: null });
    expect((await get('/api/cms/promotions/2147483647')).statusCode).toBe(404);
  });

  it("refuses a promotion's end not after its start, in the request language, and stores nothing", async () => {
    const before = (await t.db.select().from(promotions)).length;
    for (const [locale, message] of [
      ['tr', 'Promosyonun bitiş zamanı başlangıçtan sonra olmalı'],
      ['en', "The promotion's end must be after its start"],
    ] as const) {
      const reversed = await post(t, '/api/ops/content/promotions/save', promotionBody('ters-promo', { startsAt: '2031-03-01T10:00:00Z', endsAt: '2031-03-01T09:00:00Z' }), { ...content.auth, 'x-locale': locale });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json()).toEqual({ success: false, message, data: null });
    }
    expect((await t.db.select().from(promotions)).length).toBe(before);
  });
});
