// The site content editor on every database target: a content operator edits a banner slide, a footer
// content page (with a script in its body), the start-up popup, a footer text and a site option, and the
// player's app reads each change on its very next request (the bootstrap, the pages), each edit raising
// the content revision by one and writing one audit row with before and after; refused edits (an unknown
// slider or page, a taken address, a malformed body) answer in the request's language and raise nothing.
// Other roles without content:manage are refused (permissions.test.ts).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listAudit } from '../../../server/audit';
import { readContentRevision } from '../../../server/content';
import { contentCategories, sliders } from '../../../server/db/schema/content';
import { expectContract } from '../helpers/contract';
import { describeEachTarget } from '../helpers/db';
import { buildPaymentsApp, operatorWithToken, post, type PaymentsApp, type TestOperator } from '../payments/fixtures';

describeEachTarget('the site content editor on %s', (target) => {
  let t: PaymentsApp;
  let content: TestOperator;
  let sliderId: number;
  const FOOTER_CATEGORY = 2;
  beforeAll(async () => {
    t = await buildPaymentsApp(target);
    content = await operatorWithToken(t, 'content');
    // What the demo seed makes in a real installation: a slider and the footer's page category (id 2).
    [{ id: sliderId }] = await t.db.insert(sliders).values({ slug: 'ana-sayfa', name: 'Ana sayfa' }).returning({ id: sliders.id }) as [{ id: number }];
    await t.db.insert(contentCategories).values([{ id: 1, slug: 'genel' }, { id: FOOTER_CATEGORY, slug: 'alt-bilgi' }]).onConflictDoNothing();
  }, 300_000);
  afterAll(async () => {
    await t?.close();
  });

  const bootstrap = async (locale: 'tr' | 'en') => {
    const response = await t.request({ method: 'GET', url: '/api/cms/grouped', headers: { 'x-locale': locale } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  /** Saves through the API, expects 200 and the contract, and answers what was stored and the revision's rise. */
  const save = async (path: string, operationId: string, body: unknown) => {
    const revision = await readContentRevision(t.db);
    const response = await post(t, `/api/ops/content/${path}`, body, content.auth);
    expect(response.statusCode, response.body).toBe(200);
    expectContract(operationId, 200, response.json());
    expect(await readContentRevision(t.db)).toBe(revision + 1);
    return response.json().data;
  };

  it('a banner slide: created, shown in the slider, hidden when disabled, audited', async () => {
    const slide = { sliderId, slug: 'kis-kampanyasi', sort: 1, url: '/promotions', target: '_self', imageUrl: '/media/kis.png', imageUrlMd: null, imageUrlLg: '/media/kis-lg.png', alt: 'Kış', enabled: true };
    const saved = await save('banners/save', 'opsSaveBanner', slide);
    expect(saved).toMatchObject({ ...slide, id: expect.any(Number) });
    const shown = (await bootstrap('tr')).slider.find((s: { id: number }) => s.id === sliderId);
    expect(shown.items).toEqual([{ slug: 'kis-kampanyasi', url: '/promotions', target: '_self', images: [{ url: '/media/kis.png' }, { url: '/media/kis-lg.png' }] }]);

    await save('banners/save', 'opsSaveBanner', { ...slide, id: saved.id, enabled: false });
    expect((await bootstrap('tr')).slider.find((s: { id: number }) => s.id === sliderId).items).toEqual([]);
    const [audited] = await listAudit(t.db, { action: 'banner.update', target: { kind: 'banner', id: saved.id } });
    expect(audited).toMatchObject({ actorId: content.id, details: { before: { enabled: true, imageUrl: '/media/kis.png' }, after: { enabled: false } } });
    const [created] = await listAudit(t.db, { action: 'banner.create', target: { kind: 'banner', id: saved.id } });
    expect(created?.details).toMatchObject({ before: null, after: { slug: 'kis-kampanyasi' } });
  });

  it('a footer page: body sanitised, its link and text shown in both languages at once', async () => {
    const saved = await save('pages/save', 'opsSaveContentPage', {
      categoryId: FOOTER_CATEGORY,
      slug: 'sorumlu-oyun',
      sort: 0,
      enabled: true,
      texts: {
        tr: { title: 'Sorumlu oyun', bodyHtml: '<h2>Sınırlar</h2><p onmouseover="x()">Günlük limit<script>steal()</script></p>' },
        en: { title: 'Responsible gaming', bodyHtml: '<p><a href="javascript:alert(1)">Limits</a></p>' },
      },
    });
    expect(saved.texts).toEqual({
      tr: { title: 'Sorumlu oyun', bodyHtml: '<h2>Sınırlar</h2><p>Günlük limit</p>' },
      en: { title: 'Responsible gaming', bodyHtml: '<p><a>Limits</a></p>' },
    });
    const footer = (await bootstrap('en')).category.find((c: { id: number }) => c.id === FOOTER_CATEGORY);
    expect(footer.content).toEqual([{ id: saved.id, title: 'Responsible gaming' }]);
    const page = await t.request({ url: `/api/cms/page/${saved.id}`, headers: { 'x-locale': 'tr' } });
    expect(page.json().data).toMatchObject({ id: saved.id, title: 'Sorumlu oyun', html: '<h2>Sınırlar</h2><p>Günlük limit</p>' });

    // English left out: the English reader gets the Turkish text.
    await save('pages/save', 'opsSaveContentPage', { id: saved.id, categoryId: FOOTER_CATEGORY, slug: 'sorumlu-oyun', sort: 0, enabled: true, texts: { tr: { title: 'Sorumlu oyun rehberi', bodyHtml: '<p>Yeni</p>' } } });
    const english = await t.request({ url: `/api/cms/page/${saved.id}`, headers: { 'x-locale': 'en' } });
    expect(english.json().data).toMatchObject({ title: 'Sorumlu oyun rehberi', html: '<p>Yeni</p>' });
  });

  it('the start-up popup: the active one of the lowest order with an image is shown, its hash changes with its text', async () => {
    const base = { sort: 0, active: true, images: [{ url: '/media/popup.png', link: '/promotions' }] };
    const first = await save('popups/save', 'opsSavePopup', { ...base, slug: 'acilis', texts: { tr: { title: 'Hoş geldin', html: '<p>%100<img src="/x.png" onerror="x()"></p>' } } });
    expect(first.texts.tr.html).toBe('<p>%100<img src="/x.png"></p>');
    const shown = (await bootstrap('tr')).popup;
    expect(shown).toMatchObject({ id: first.id, title: 'Hoş geldin', html: '<p>%100<img src="/x.png"></p>', images: [{ url: '/media/popup.png', link: '/promotions' }] });

    await save('popups/save', 'opsSavePopup', { ...base, id: first.id, slug: 'acilis', texts: { tr: { title: 'Hoş geldin!', html: '<p>%100</p>' }, en: { title: 'Welcome!', html: '<p>100%</p>' } } });
    const changed = (await bootstrap('en')).popup;
    expect(changed).toMatchObject({ id: first.id, title: 'Welcome!', html: '<p>100%</p>' });
    expect(changed.hash).not.toBe(shown.hash);

    // Deactivated, no popup is shown; an active one without images is not shown either.
    await save('popups/save', 'opsSavePopup', { ...base, id: first.id, slug: 'acilis', active: false, texts: { tr: { title: 'x', html: '' } } });
    await save('popups/save', 'opsSavePopup', { ...base, slug: 'gorselsiz', images: [], texts: { tr: { title: 'y', html: '' } } });
    expect((await bootstrap('tr')).popup).toBeNull();
  });

  it('a footer text and a site option reach the bootstrap at once', async () => {
    const text = await save('footer/save', 'opsSaveFooterText', { key: 'footer.copyright', tr: '© 2026 Kumarhane', en: '© 2026 Casino' });
    expect(text).toEqual({ key: 'footer.copyright', tr: '© 2026 Kumarhane', en: '© 2026 Casino' });
    const value = (data: { translationList: Array<{ key: string; value: string }> }) => data.translationList.find((x) => x.key === 'footer.copyright')?.value;
    expect(value(await bootstrap('tr'))).toBe('© 2026 Kumarhane');
    expect(value(await bootstrap('en'))).toBe('© 2026 Casino');
    await save('footer/save', 'opsSaveFooterText', { key: 'footer.copyright', tr: '© 2026 Kumarhane', en: '' });
    expect(value(await bootstrap('en'))).toBe('© 2026 Kumarhane');
    const [audited] = await listAudit(t.db, { action: 'footer.update' });
    expect(audited?.details).toMatchObject({ before: { en: '© 2026 Casino' }, after: { en: null } });

    await save('options/save', 'opsSaveSiteOption', { key: 'whatsapp', value: '905551112233', enabled: true, description: 'Destek hattı' });
    const option = (data: { siteOption: Array<{ key: string; value: string }> }) => data.siteOption.find((x) => x.key === 'whatsapp');
    expect(option(await bootstrap('tr'))).toEqual({ key: 'whatsapp', value: '905551112233', status: true });
    await save('options/save', 'opsSaveSiteOption', { key: 'whatsapp', value: '905551112233', enabled: false });
    expect(option(await bootstrap('tr'))).toBeUndefined();

    const list = await t.request({ url: '/api/ops/content/site', headers: content.auth });
    expectContract('opsGetSiteContent', 200, list.json());
    expect(list.json().data.options.find((x: { key: string }) => x.key === 'whatsapp')).toEqual({ key: 'whatsapp', value: '905551112233', enabled: false, description: 'Destek hattı' });
  });

  it('refuses an unknown slider, a taken address and a malformed body in the request language, and raises nothing', async () => {
    const revision = await readContentRevision(t.db);
    const slide = { sliderId: 987654, slug: 'yok', sort: 0, url: null, target: '_blank', imageUrl: '/media/a.png', imageUrlMd: null, imageUrlLg: null, alt: '', enabled: true };
    const unknown = await post(t, '/api/ops/content/banners/save', slide, { ...content.auth, 'x-locale': 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: 'No slider 987654' });
    const page = { categoryId: 1, slug: 'iki-kez', sort: 0, enabled: true, texts: { tr: { title: 'A', bodyHtml: '' } } };
    expect((await post(t, '/api/ops/content/pages/save', page, content.auth)).statusCode).toBe(200);
    const taken = await post(t, '/api/ops/content/pages/save', page, content.auth);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('iki-kez adresini başka bir sayfa kullanıyor');
    const bad = await post(t, '/api/ops/content/banners/save', { ...slide, sliderId, imageUrl: 'javascript:alert(1)' }, content.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
    expect(await readContentRevision(t.db)).toBe(revision + 1);
  });
});
