// Site content: the content is read once; a banner, page, popup, footer text or option opens as a draft of
// its kind; edits go to the chosen language; saving needs what the contract needs (a slug of its form, a
// site path or https image address, a Turkish page title, an option key), sends English only when it has
// a title, and the stored item (as the server sanitised it) replaces the list's copy; a refused save keeps
// the draft. Plus the calls, and generated paths.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, notifySpies, ok, outputOf, recordingApi } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { type OpsSiteContent, siteContentActors, type SiteSave, type SiteSaved } from './backoffice-site-content.actors';
import { type SiteContentEvent, siteContentMachine } from './backoffice-site-content.machine';
import { selectBannerWindowProblem, selectCanAddImage, selectCanSaveSite, selectIsEditingSite, selectSite, selectSiteDraft, selectTab, selectWindowProblem } from './backoffice-site-content.selectors';

const banner = { id: 7, sliderId: 1, slug: 'kis', sort: 2, url: null, target: '_self' as const, imageUrl: '/media/kis.png', imageUrlMd: null, imageUrlLg: null, alt: 'Kış', enabled: true, startsAt: null, endsAt: null };
const site: OpsSiteContent = {
  sliders: [{ id: 1, slug: 'ana', name: 'Ana sayfa', active: true }],
  banners: [banner],
  categories: [{ id: 2, slug: 'alt-bilgi', name: 'Alt bilgi' }],
  pages: [{ id: 5, categoryId: 2, slug: 'kurallar', sort: 0, enabled: true, texts: { tr: { title: 'Kurallar', bodyHtml: '<p>Kural</p>' }, en: { title: 'Rules', bodyHtml: '<p>Rule</p>' } } }],
  popups: [{ id: 3, slug: 'acilis', sort: 0, active: true, texts: { tr: { title: 'Hoş geldin', html: '' } }, images: [{ url: '/media/p.png', link: null }], startsAt: null, endsAt: null }],
  footer: [{ key: 'footer.copyright', tr: '© 2026', en: null }],
  options: [{ key: 'whatsapp', value: '90555', enabled: true, description: null }],
};

function start() {
  const load = controllable<unknown, OpsSiteContent, null>(() => null);
  const save = controllable<{ save: SiteSave }, SiteSaved, SiteSave>((input) => input.save);
  const notify = notifySpies();
  const actor = createActor(siteContentMachine.provide({ actors: { loadSiteContent: load.logic as never, saveSiteItem: save.logic as never }, actions: notify.actions }), {
  }).start();
  return { actor, load, save, effects: notify.effects, snapshot: () => actor.getSnapshot() };
}

describe('site content machine', () => {
  it('edits a banner: an address that is neither a site path nor https cannot be saved; the stored one replaces the copy', async () => {
    const { actor, load, save, effects, snapshot } = start();
    await load.resolve(site);
    actor.send({ type: 'site.item.opened', kind: 'banner', key: 7 });
    expect(selectSiteDraft(snapshot())).toMatchObject({ kind: 'banner', id: 7, url: '', imageUrlMd: '' });
    actor.send({ type: 'site.field.changed', field: 'imageUrl', value: 'http://x.test/a.png' });
    expect(selectCanSaveSite(snapshot())).toBe(false);
    actor.send({ type: 'site.field.changed', field: 'imageUrl', value: ' /media/yaz.png ' });
    actor.send({ type: 'site.field.changed', field: 'url', value: '/promotions' });
    actor.send({ type: 'site.field.changed', field: 'enabled', value: false });
    // A field the draft does not have is ignored.
    actor.send({ type: 'site.field.changed', field: 'kind', value: 'page' });
    actor.send({ type: 'site.saved' });
    expect(save.calls).toEqual([
      { kind: 'banner', body: { id: 7, sliderId: 1, slug: 'kis', sort: 2, url: '/promotions', target: '_self', imageUrl: '/media/yaz.png', imageUrlMd: null, imageUrlLg: null, alt: 'Kış', enabled: false, startsAt: null, endsAt: null } },
    ]);
    const stored = { ...banner, url: '/promotions', imageUrl: '/media/yaz.png', enabled: false };
    await save.resolve({ kind: 'banner', item: stored, message: 'Banner kaydedildi' });
    expect(effects.success).toHaveBeenCalledWith('Banner kaydedildi');
    expect(selectIsEditingSite(snapshot())).toBe(false);
    expect(selectSite(snapshot())?.banners).toEqual([stored]);
    expect(selectTab(snapshot())).toBe('banner');
  });

  it("a banner's schedule on the Turkish clock: the end must come after the start; an open end is allowed", async () => {
    const { actor, load, save, snapshot } = start();
    await load.resolve({ ...site, banners: [{ ...banner, startsAt: '2026-12-24T15:00:00.000Z', endsAt: null }] });
    actor.send({ type: 'site.item.opened', kind: 'banner', key: 7 });
    // 15:00 UTC is 18:00 in Istanbul.
    expect(selectSiteDraft(snapshot())).toMatchObject({ startsAt: '2026-12-24T18:00', endsAt: '' });
    expect(selectCanSaveSite(snapshot())).toBe(true);
    actor.send({ type: 'site.field.changed', field: 'endsAt', value: '2026-12-24T18:00' });
    expect(selectBannerWindowProblem(snapshot())).toBe('order');
    expect(selectCanSaveSite(snapshot())).toBe(false);
    actor.send({ type: 'site.field.changed', field: 'endsAt', value: '2026-12-24T17:59' });
    expect(selectCanSaveSite(snapshot())).toBe(false);
    actor.send({ type: 'site.field.changed', field: 'endsAt', value: '24.12.2026' });
    expect(selectBannerWindowProblem(snapshot())).toBe('endsAt');
    actor.send({ type: 'site.field.changed', field: 'endsAt', value: '2026-12-24T22:00' });
    expect(selectBannerWindowProblem(snapshot())).toBeNull();
    actor.send({ type: 'site.saved' });
    expect(save.calls[0]).toMatchObject({ kind: 'banner', body: { startsAt: '2026-12-24T15:00:00.000Z', endsAt: '2026-12-24T19:00:00.000Z' } });
  });

  it("a popup's schedule as a banner's: shown on the Turkish clock, the end after the start, saved as instants", async () => {
    const { actor, load, save, snapshot } = start();
    await load.resolve({ ...site, popups: [{ ...site.popups[0]!, startsAt: null, endsAt: '2031-01-01T09:00:00.000Z' }] });
    actor.send({ type: 'site.item.opened', kind: 'popup', key: 3 });
    // 09:00 UTC is noon in Istanbul.
    expect(selectSiteDraft(snapshot())).toMatchObject({ startsAt: '', endsAt: '2031-01-01T12:00' });
    expect(selectWindowProblem(snapshot())).toBeNull();
    actor.send({ type: 'site.field.changed', field: 'startsAt', value: '2031-01-01T12:30' });
    expect(selectWindowProblem(snapshot())).toBe('order');
    expect(selectCanSaveSite(snapshot())).toBe(false);
    actor.send({ type: 'site.field.changed', field: 'startsAt', value: '2030-12-31T20:00' });
    expect(selectWindowProblem(snapshot())).toBeNull();
    actor.send({ type: 'site.saved' });
    expect(save.calls[0]).toMatchObject({ kind: 'popup', body: { id: 3, startsAt: '2030-12-31T17:00:00.000Z', endsAt: '2031-01-01T09:00:00.000Z' } });
    // A page has no schedule.
    await save.reject(new ApiError('Sunucu hatası', 500));
    actor.send({ type: 'site.closed' });
    actor.send({ type: 'site.item.opened', kind: 'page', key: 5 });
    expect(selectWindowProblem(snapshot())).toBeNull();
  });

  it('a new page needs a slug and a Turkish title; English goes only with a title', async () => {
    const { actor, load, save, snapshot } = start();
    await load.resolve(site);
    actor.send({ type: 'site.tab.chosen', tab: 'page' });
    actor.send({ type: 'site.item.created', kind: 'page' });
    expect(selectSiteDraft(snapshot())).toMatchObject({ kind: 'page', id: null, categoryId: 2 });
    actor.send({ type: 'site.field.changed', field: 'slug', value: 'gizlilik' });
    expect(selectCanSaveSite(snapshot())).toBe(false);
    actor.send({ type: 'site.text.changed', field: 'title', value: 'Gizlilik' });
    actor.send({ type: 'site.text.changed', field: 'html', value: '<p>Metin</p>' });
    actor.send({ type: 'site.locale.chosen', locale: 'en' });
    actor.send({ type: 'site.text.changed', field: 'html', value: '<p>Text without a title</p>' });
    actor.send({ type: 'site.saved' });
    expect(save.calls).toEqual([{ kind: 'page', body: { categoryId: 2, slug: 'gizlilik', sort: 0, enabled: true, texts: { tr: { title: 'Gizlilik', bodyHtml: '<p>Metin</p>' } } } }]);
    const stored = { id: 9, categoryId: 2, slug: 'gizlilik', sort: 0, enabled: true, texts: { tr: { title: 'Gizlilik', bodyHtml: '<p>Metin</p>' } } };
    await save.resolve({ kind: 'page', item: stored, message: 'ok' });
    expect(selectSite(snapshot())?.pages.map((p) => p.id)).toEqual([5, 9]);
  });

  it('a popup keeps at most ten images, each a valid address; footer and option drafts save what they hold', async () => {
    const { actor, load, save, snapshot } = start();
    await load.resolve(site);
    actor.send({ type: 'site.item.opened', kind: 'popup', key: 3 });
    actor.send({ type: 'site.image.added' });
    expect(selectCanSaveSite(snapshot())).toBe(false);
    actor.send({ type: 'site.image.changed', index: 1, field: 'url', value: 'https://cdn.test/b.png' });
    actor.send({ type: 'site.image.changed', index: 1, field: 'link', value: '/casino' });
    expect(selectCanSaveSite(snapshot())).toBe(true);
    for (let i = 0; i < 12; i += 1) actor.send({ type: 'site.image.added' });
    expect(selectSiteDraft(snapshot())).toMatchObject({ kind: 'popup' });
    const draft = selectSiteDraft(snapshot());
    expect(draft?.kind === 'popup' && draft.images.length).toBe(10);
    expect(selectCanAddImage(snapshot())).toBe(false);
    for (let i = 9; i >= 2; i -= 1) actor.send({ type: 'site.image.removed', index: i });
    actor.send({ type: 'site.saved' });
    expect(save.calls[0]).toEqual({
      kind: 'popup',
      body: {
        id: 3,
        slug: 'acilis',
        sort: 0,
        active: true,
        texts: { tr: { title: 'Hoş geldin', html: '' } },
        images: [{ url: '/media/p.png', link: null }, { url: 'https://cdn.test/b.png', link: '/casino' }],
        startsAt: null,
        endsAt: null,
      },
    });
    await save.reject(new ApiError('Sunucu hatası', 500));
    expect(selectSiteDraft(snapshot())?.kind).toBe('popup');
    actor.send({ type: 'site.closed' });

    actor.send({ type: 'site.item.opened', kind: 'footer', key: 'footer.copyright' });
    actor.send({ type: 'site.field.changed', field: 'en', value: '© 2026 Casino' });
    actor.send({ type: 'site.saved' });
    expect(save.calls[1]).toEqual({ kind: 'footer', body: { key: 'footer.copyright', tr: '© 2026', en: '© 2026 Casino' } });
    await save.resolve({ kind: 'footer', item: { key: 'footer.copyright', tr: '© 2026', en: '© 2026 Casino' }, message: 'ok' });
    expect(selectSite(snapshot())?.footer).toEqual([{ key: 'footer.copyright', tr: '© 2026', en: '© 2026 Casino' }]);

    actor.send({ type: 'site.item.created', kind: 'option' });
    actor.send({ type: 'site.field.changed', field: 'key', value: 'Telegram Kanalı' });
    expect(selectCanSaveSite(snapshot())).toBe(false);
    actor.send({ type: 'site.field.changed', field: 'key', value: 'telegram' });
    actor.send({ type: 'site.field.changed', field: 'value', value: 'https://t.me/x' });
    actor.send({ type: 'site.saved' });
    expect(save.calls[2]).toEqual({ kind: 'option', body: { key: 'telegram', value: 'https://t.me/x', enabled: true, description: null } });
    await save.resolve({ kind: 'option', item: { key: 'telegram', value: 'https://t.me/x', enabled: true, description: null }, message: 'ok' });
    expect(selectSite(snapshot())?.options.map((o) => o.key)).toEqual(['telegram', 'whatsapp']);
  });

  it('an unknown item does not open; a failed read can be retried', async () => {
    const { actor, load, snapshot } = start();
    await load.reject(new ApiError('Sunucu hatası', 0));
    expect(snapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'site.retried' });
    await load.resolve(site);
    actor.send({ type: 'site.item.opened', kind: 'page', key: 404 });
    expect(selectIsEditingSite(snapshot())).toBe(false);
  });
});

describe('site content actors', () => {
  it('the read and each kind of save reach their operations', async () => {
    const { api: client, requests } = recordingApi((request) => (request.method === 'GET' ? ok(site) : ok({ key: 'x' }, 'Kaydedildi')));
    const { loadSiteContent, saveSiteItem } = siteContentActors(client);
    expect(await outputOf(loadSiteContent, undefined)).toEqual(site);
    const saves: SiteSave[] = [
      { kind: 'banner', body: { sliderId: 1, slug: 'a', sort: 0, url: null, target: '_self', imageUrl: '/a.png', imageUrlMd: null, imageUrlLg: null, alt: '', enabled: true } },
      { kind: 'page', body: { categoryId: 2, slug: 'a', sort: 0, enabled: true, texts: { tr: { title: 'A', bodyHtml: '' } } } },
      { kind: 'popup', body: { slug: 'a', sort: 0, active: true, texts: { tr: { title: '', html: '' } }, images: [] } },
      { kind: 'footer', body: { key: 'footer.copyright', tr: 'a', en: null } },
      { kind: 'option', body: { key: 'a', value: 'b', enabled: true } },
    ];
    for (const save of saves) expect(await outputOf(saveSiteItem, { save })).toEqual({ kind: save.kind, item: { key: 'x' }, message: 'Kaydedildi' });
    expect(requests.map(({ method, url }) => [method, url.replace('http://site.test/api', '')])).toEqual([
      ['GET', '/ops/content/site'],
      ['POST', '/ops/content/banners/save'],
      ['POST', '/ops/content/pages/save'],
      ['POST', '/ops/content/popups/save'],
      ['POST', '/ops/content/footer/save'],
      ['POST', '/ops/content/options/save'],
    ]);
    expect(requests.slice(1).map((r) => r.body)).toEqual(saves.map((s) => s.body));
  });
});

describe('site content machine: generated paths', () => {
  const machine = siteContentMachine.provide({ actors: { loadSiteContent: pending as never, saveSiteItem: pending as never } });
  const events = (): SiteContentEvent[] =>
    [
      { type: 'site.retried' },
      { type: 'site.tab.chosen', tab: 'popup' },
      { type: 'site.item.opened', kind: 'popup', key: 3 },
      { type: 'site.item.created', kind: 'banner' },
      { type: 'site.field.changed', field: 'slug', value: 'yeni' },
      { type: 'site.text.changed', field: 'title', value: 'Yeni' },
      { type: 'site.locale.chosen', locale: 'en' },
      { type: 'site.image.added' },
      { type: 'site.image.removed', index: 0 },
      { type: 'site.image.changed', index: 0, field: 'url', value: '/x.png' },
      { type: 'site.saved' },
      { type: 'site.closed' },
      { type: 'xstate.done.actor.loadSiteContent', output: site },
      { type: 'xstate.error.actor.loadSiteContent', error: new ApiError('', 0) },
      { type: 'xstate.done.actor.saveSiteItem', output: { kind: 'popup', item: site.popups[0], message: 'ok' } },
      { type: 'xstate.error.actor.saveSiteItem', error: new ApiError('', 409) },
    ] as SiteContentEvent[];
  const suite = generatePaths(machine, {
    events,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.draft?.kind ?? null, snapshot.context.locale, snapshot.context.site === null]),
  });
  testEveryPath(machine, suite);
});
