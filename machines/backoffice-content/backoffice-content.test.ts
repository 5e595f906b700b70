// Content (promotions): the list is read once; a promotion opens as a draft with both languages; edits go
// to the chosen language; saving needs a slug of the contract's form and a Turkish title, sends English
// only when it has a title, and the stored promotion (as the server sanitised it) replaces the list's copy;
// a refused save keeps the draft. Plus the calls, and generated paths.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, notifySpies, ok, outputOf, recordingApi } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { contentActors, type OpsPromotion, type OpsPromotionSave } from './backoffice-content.actors';
import { type ContentEvent, contentMachine } from './backoffice-content.machine';
import { selectCanSave, selectDraft, selectIsEditing, selectPromotions, selectWindowProblem } from './backoffice-content.selectors';

const weekend: OpsPromotion = {
  id: 4,
  slug: 'hafta-sonu',
  sort: 2,
  enabled: true,
  texts: { tr: { title: 'Hafta sonu', descriptionHtml: '<p>%50</p>' } },
  imageUrl: '/media/promo.png',
  updatedAt: '2026-11-26T10:00:00.000Z',
  startsAt: null,
  endsAt: null,
};
const welcome: OpsPromotion = { ...weekend, id: 2, slug: 'hos-geldin', sort: 1, texts: { tr: { title: 'Hoş geldin', descriptionHtml: '' }, en: { title: 'Welcome', descriptionHtml: '' } } };

function start() {
  const load = controllable<unknown, OpsPromotion[], null>(() => null);
  const save = controllable<{ draft: OpsPromotionSave }, { promotion: OpsPromotion; message: string }, OpsPromotionSave>((input) => input.draft);
  const notify = notifySpies();
  const actor = createActor(contentMachine.provide({ actors: { loadPromotions: load.logic as never, savePromotion: save.logic as never }, actions: notify.actions }), {
  }).start();
  return { actor, load, save, effects: notify.effects, snapshot: () => actor.getSnapshot() };
}

describe('content machine', () => {
  it('edits a promotion in Turkish and English and keeps what the server stored', async () => {
    const { actor, load, save, effects, snapshot } = start();
    await load.resolve([welcome, weekend]);
    actor.send({ type: 'content.promotion.opened', id: 4 });
    expect(selectDraft(snapshot())).toMatchObject({ id: 4, slug: 'hafta-sonu', texts: { tr: { title: 'Hafta sonu' }, en: { title: '', descriptionHtml: '' } } });
    actor.send({ type: 'content.text.changed', field: 'title', value: 'Hafta sonu %75' });
    actor.send({ type: 'content.text.changed', field: 'descriptionHtml', value: '<p>%75 <script>x</script></p>' });
    actor.send({ type: 'content.locale.chosen', locale: 'en' });
    actor.send({ type: 'content.text.changed', field: 'title', value: 'Weekend 75%' });
    actor.send({ type: 'content.sort.changed', value: 0 });
    actor.send({ type: 'content.saved' });
    expect(save.calls).toEqual([
      {
        id: 4,
        slug: 'hafta-sonu',
        sort: 0,
        enabled: true,
        imageUrl: '/media/promo.png',
        texts: { tr: { title: 'Hafta sonu %75', descriptionHtml: '<p>%75 <script>x</script></p>' }, en: { title: 'Weekend 75%', descriptionHtml: '' } },
        startsAt: null,
        endsAt: null,
      },
    ]);
    const stored = { ...weekend, sort: 0, texts: { tr: { title: 'Hafta sonu %75', descriptionHtml: '<p>%75 </p>' } } };
    await save.resolve({ promotion: stored, message: 'Kaydedildi' });
    expect(effects.success).toHaveBeenCalledWith('Kaydedildi');
    expect(selectIsEditing(snapshot())).toBe(false);
    // Sorted by sort, then id: the edited one (sort 0) now comes first.
    expect(selectPromotions(snapshot())).toEqual([stored, welcome]);
  });

  it('saves a new promotion only with a valid slug and a Turkish title, without English when it has no title, and with the image removed when emptied', async () => {
    const { actor, load, save, snapshot } = start();
    await load.resolve([]);
    actor.send({ type: 'content.promotion.created' });
    expect(selectCanSave(snapshot())).toBe(false);
    actor.send({ type: 'content.field.changed', field: 'slug', value: 'Yeni Promosyon' });
    actor.send({ type: 'content.text.changed', field: 'title', value: 'Yeni' });
    expect(selectCanSave(snapshot())).toBe(false);
    actor.send({ type: 'content.field.changed', field: 'slug', value: 'yeni-promosyon' });
    actor.send({ type: 'content.enabled.changed', value: false });
    expect(selectCanSave(snapshot())).toBe(true);
    actor.send({ type: 'content.saved' });
    expect(save.calls).toEqual([{ slug: 'yeni-promosyon', sort: 0, enabled: false, imageUrl: null, texts: { tr: { title: 'Yeni', descriptionHtml: '' } }, startsAt: null, endsAt: null }]);
  });

  it("a promotion's schedule on the Turkish clock: shown as stored, the end must come after the start, either end may stay open", async () => {
    const { actor, load, save, snapshot } = start();
    // 21:00 UTC on 3 January 2031 is midnight of the 4th in Istanbul (UTC+3); 21:00 on the 5th, midnight of the 6th.
    await load.resolve([{ ...weekend, startsAt: '2031-01-03T21:00:00.000Z', endsAt: null }]);
    actor.send({ type: 'content.promotion.opened', id: 4 });
    expect(selectDraft(snapshot())).toMatchObject({ startsAt: '2031-01-04T00:00', endsAt: '' });
    expect(selectWindowProblem(snapshot())).toBeNull();
    expect(selectCanSave(snapshot())).toBe(true);
    actor.send({ type: 'content.field.changed', field: 'endsAt', value: '2031-01-04T00:00' });
    expect(selectWindowProblem(snapshot())).toBe('order');
    expect(selectCanSave(snapshot())).toBe(false);
    actor.send({ type: 'content.field.changed', field: 'endsAt', value: '06.01.2031' });
    expect(selectWindowProblem(snapshot())).toBe('endsAt');
    actor.send({ type: 'content.field.changed', field: 'startsAt', value: 'cumartesi' });
    expect(selectWindowProblem(snapshot())).toBe('startsAt');
    actor.send({ type: 'content.field.changed', field: 'startsAt', value: '2031-01-04T00:00' });
    actor.send({ type: 'content.field.changed', field: 'endsAt', value: '2031-01-06T00:00' });
    expect(selectWindowProblem(snapshot())).toBeNull();
    actor.send({ type: 'content.saved' });
    expect(save.calls[0]).toMatchObject({ id: 4, startsAt: '2031-01-03T21:00:00.000Z', endsAt: '2031-01-05T21:00:00.000Z' });
    await save.reject(new ApiError('Promosyonun bitiş zamanı başlangıçtan sonra olmalı', 400));
    // Emptied, the start is open again.
    actor.send({ type: 'content.field.changed', field: 'startsAt', value: '' });
    actor.send({ type: 'content.saved' });
    expect(save.calls[1]).toMatchObject({ startsAt: null, endsAt: '2031-01-05T21:00:00.000Z' });
  });

  it('a refused save keeps the draft; closing forgets it; a failed list can be retried', async () => {
    const { actor, load, save, effects, snapshot } = start();
    await load.reject(new ApiError('Sunucu hatası', 0));
    expect(snapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'content.retried' });
    await load.resolve([weekend]);
    actor.send({ type: 'content.promotion.opened', id: 4 });
    actor.send({ type: 'content.field.changed', field: 'slug', value: 'hos-geldin' });
    actor.send({ type: 'content.saved' });
    await save.reject(new ApiError('Bu adres başka bir promosyonda kullanılıyor', 409));
    expect(effects.failure).toHaveBeenCalled();
    expect(selectDraft(snapshot())?.slug).toBe('hos-geldin');
    actor.send({ type: 'content.closed' });
    expect(selectDraft(snapshot())).toBeNull();
    expect(selectPromotions(snapshot())).toEqual([weekend]);
  });
});

describe('content actors', () => {
  it('list and save reach their operations', async () => {
    const { api: client, requests } = recordingApi((request) => (request.method === 'GET' ? ok([weekend]) : ok(weekend, 'Kaydedildi')));
    const { loadPromotions, savePromotion } = contentActors(client);
    expect(await outputOf(loadPromotions, undefined)).toEqual([weekend]);
    const draft: OpsPromotionSave = { slug: 'hafta-sonu', sort: 2, enabled: true, texts: { tr: { title: 'Hafta sonu', descriptionHtml: '<p>%50</p>' } } };
    expect(await outputOf(savePromotion, { draft })).toEqual({ promotion: weekend, message: 'Kaydedildi' });
    expect(requests.map(({ method, url, body }) => [method, url.replace('http://site.test/api', ''), body])).toEqual([
      ['GET', '/ops/content/promotions', null],
      ['POST', '/ops/content/promotions/save', draft],
    ]);
  });
});

describe('content machine: generated paths', () => {
  const machine = contentMachine.provide({ actors: { loadPromotions: pending as never, savePromotion: pending as never } });
  const events = (): ContentEvent[] =>
    [
      { type: 'content.retried' },
      { type: 'content.promotion.opened', id: 4 },
      { type: 'content.promotion.created' },
      { type: 'content.field.changed', field: 'slug', value: 'yeni' },
      { type: 'content.sort.changed', value: 1 },
      { type: 'content.enabled.changed', value: false },
      { type: 'content.locale.chosen', locale: 'en' },
      { type: 'content.text.changed', field: 'title', value: 'Yeni' },
      { type: 'content.field.changed', field: 'endsAt', value: '2000-01-01T00:00' },
      { type: 'content.saved' },
      { type: 'content.closed' },
      { type: 'xstate.done.actor.loadPromotions', output: [weekend] },
      { type: 'xstate.error.actor.loadPromotions', error: new ApiError('', 0) },
      { type: 'xstate.done.actor.savePromotion', output: { promotion: weekend, message: 'ok' } },
      { type: 'xstate.error.actor.savePromotion', error: new ApiError('', 409) },
    ] as ContentEvent[];
  const suite = generatePaths(machine, {
    events,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.draft === null, snapshot.context.locale, snapshot.context.promotions === null]),
  });
  testEveryPath(machine, suite);
});
