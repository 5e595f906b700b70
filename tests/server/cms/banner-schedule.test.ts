// Banner slides with a schedule (issue 16): a content operator gives a slide a start and an end; the
// player's bootstrap (/api/cms/grouped) carries it only from its start (included) to its end (excluded).
// The bootstrap is cached per instance until the next content edit (or its max age), so the schedule is
// applied when the copy is served: here the copy is filled before the start, the slide's address is then
// changed behind the cache's back (no revision raised), and at the start minute the slide appears with the
// cached address, showing that the cached copy was served and filtered at the request's instant, not
// reloaded and not frozen. The clock is moved with vitest's fake Date (timers stay real).
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SchemaBootstrap } from '../../../common/contract/schema.gen';
import { bootstrapAt, cachedBootstrap, type StoredBootstrap } from '../../../server/content';
import { sliderItems, sliders } from '../../../server/db/schema/content';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { buildPaymentsApp, operatorWithToken, post, type PaymentsApp, type TestOperator } from '../payments/fixtures';

type Item = SchemaBootstrap['slider'][number]['items'][number];
const item = (slug: string): Item => ({ slug, url: null, target: '_self', images: [{ url: `/media/${slug}.png` }] });

describe('bootstrapAt (the schedule applied to a stored copy)', () => {
  const always = item('always');
  const evening = item('evening');
  const payload = { slider: [{ id: 1, slug: 'ana', items: [always, evening] }] } as unknown as SchemaBootstrap;
  // 18:00 to 22:00 Turkish time on 24 December 2030 is 15:00 to 19:00 UTC.
  const start = Date.parse('2030-12-24T15:00:00Z');
  const end = Date.parse('2030-12-24T19:00:00Z');
  const stored: StoredBootstrap = { payload, windows: new Map([[evening, { startsAt: start, endsAt: end }]]) };
  const slugs = (now: number) => bootstrapAt(stored, now).slider[0]!.items.map((i) => i.slug);

  it('shows a slide from its start (included) until its end (excluded)', () => {
    expect(slugs(start - 60_000)).toEqual(['always']);
    expect(slugs(start - 1)).toEqual(['always']);
    expect(slugs(start)).toEqual(['always', 'evening']);
    expect(slugs(end - 1)).toEqual(['always', 'evening']);
    expect(slugs(end)).toEqual(['always']);
  });

  it('answers the same object while the visible slides stay the same (the page renderer keys on it), and the stored copy untouched', () => {
    expect(bootstrapAt(stored, start + 1000)).toBe(bootstrapAt(stored, start + 2000));
    expect(bootstrapAt(stored, start - 1000)).not.toBe(bootstrapAt(stored, start + 1000));
    expect(payload.slider[0]!.items).toHaveLength(2);
    const unscheduled: StoredBootstrap = { payload, windows: new Map() };
    expect(bootstrapAt(unscheduled, start)).toBe(payload);
  });

  it('an open start or end', () => {
    const fromOnly: StoredBootstrap = { payload, windows: new Map([[evening, { startsAt: start, endsAt: null }]]) };
    expect(bootstrapAt(fromOnly, start - 1).slider[0]!.items.map((i) => i.slug)).toEqual(['always']);
    expect(bootstrapAt(fromOnly, start + 365 * 86_400_000).slider[0]!.items.map((i) => i.slug)).toEqual(['always', 'evening']);
    const untilOnly: StoredBootstrap = { payload, windows: new Map([[evening, { startsAt: null, endsAt: end }]]) };
    expect(bootstrapAt(untilOnly, 0).slider[0]!.items.map((i) => i.slug)).toEqual(['always', 'evening']);
    expect(bootstrapAt(untilOnly, end).slider[0]!.items.map((i) => i.slug)).toEqual(['always']);
  });
});

describeEachTarget('scheduled banner slides on %s', (target) => {
  let t: PaymentsApp;
  let content: TestOperator;
  let sliderId: number;
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    content = await operatorWithToken(t, 'content');
    [{ id: sliderId }] = (await t.db.insert(sliders).values({ slug: 'ana-sayfa', name: 'Ana sayfa' }).returning({ id: sliders.id })) as [{ id: number }];
  }, 300_000);
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await t?.close();
  });

  const slide = { slug: 'yilbasi', sort: 1, url: '/promotions', target: '_self', imageUrl: '/media/yilbasi.png', imageUrlMd: null, imageUrlLg: null, alt: 'Yılbaşı', enabled: true };
  const shownAt = async (instant: number, locale: 'tr' | 'en' = 'tr') => {
    vi.setSystemTime(instant);
    const response = await t.request({ method: 'GET', url: '/api/cms/grouped', headers: { 'x-locale': locale } });
    expect(response.statusCode, response.body).toBe(200);
    const items: Item[] = response.json().data.slider.find((s: { id: number }) => s.id === sliderId).items;
    return items;
  };

  it('a slide outside its window is absent, inside present, and the cached copy does not freeze it', async () => {
    // 31 December 2030, 23:59:55 to 1 January 2031, 00:00:05 Turkish time (UTC+3).
    const startsAt = '2030-12-31T21:00:00.000Z';
    const endsAt = '2030-12-31T21:00:10.000Z';
    const start = Date.parse(startsAt);
    const always = await post(t, '/api/ops/content/banners/save', { ...slide, slug: 'her-zaman', sliderId, sort: 0 }, content.auth);
    expect(always.statusCode, always.body).toBe(200);
    const response = await post(t, '/api/ops/content/banners/save', { ...slide, sliderId, startsAt: '2031-01-01T00:00:00+03:00', endsAt }, content.auth);
    expect(response.statusCode, response.body).toBe(200);
    expectContract('opsSaveBanner', 200, response.json());
    expect(response.json().data).toMatchObject({ slug: 'yilbasi', startsAt, endsAt });
    const id = response.json().data.id as number;

    vi.useFakeTimers({ toFake: ['Date'] });
    // Five seconds before the start the copy is filled without the slide.
    expect((await shownAt(start - 5000)).map((i) => i.slug)).toEqual(['her-zaman']);
    // Changed behind the cache (no revision raised): only a reload would show the new address.
    await t.db.update(sliderItems).set({ url: '/changed-behind-the-cache' }).where(eq(sliderItems.id, id));
    expect((await shownAt(start - 1)).map((i) => i.slug)).toEqual(['her-zaman']);
    const atStart = await shownAt(start);
    expect(atStart.map((i) => i.slug)).toEqual(['her-zaman', 'yilbasi']);
    expect(atStart[1]).toEqual({ slug: 'yilbasi', url: '/promotions', target: '_self', images: [{ url: '/media/yilbasi.png' }] });
    expect((await shownAt(start, 'en')).map((i) => i.slug)).toEqual(['her-zaman', 'yilbasi']);
    expect((await shownAt(Date.parse(endsAt) - 1)).map((i) => i.slug)).toEqual(['her-zaman', 'yilbasi']);
    expect((await shownAt(Date.parse(endsAt))).map((i) => i.slug)).toEqual(['her-zaman']);
    // The same through the function the page renderer calls.
    expect((await cachedBootstrap(t.db, 'tr', start + 1)).slider.find((s) => s.id === sliderId)!.items.map((i) => i.slug)).toEqual(['her-zaman', 'yilbasi']);
  });

  it('refuses an end not after the start, in the request language, and stores nothing', async () => {
    const before = (await t.db.select().from(sliderItems)).length;
    for (const [locale, message] of [
      ['tr', 'Bitiş zamanı başlangıçtan sonra olmalı'],
      ['en', 'The end must be after the start'],
    ] as const) {
      const same = await post(t, '/api/ops/content/banners/save', { ...slide, sliderId, slug: 'bos', startsAt: '2031-02-01T10:00:00Z', endsAt: '2031-02-01T10:00:00Z' }, { ...content.auth, 'x-locale': locale });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toMatchObject({ success: false, message });
    }
    const reversed = await post(t, '/api/ops/content/banners/save', { ...slide, sliderId, slug: 'ters', startsAt: '2031-02-01T10:00:00Z', endsAt: '2031-02-01T09:00:00Z' }, content.auth);
    expect(reversed.statusCode).toBe(400);
    const notADate = await post(t, '/api/ops/content/banners/save', { ...slide, sliderId, slug: 'tarih', startsAt: 'yarın' }, content.auth);
    expect(notADate.statusCode).toBe(400);
    expect((await t.db.select().from(sliderItems)).length).toBe(before);
  });
});
