// Providers' settings: the list is read once; a provider opens as a draft with its plain fields as stored and
// its secrets empty; saving is possible only with a change and sends only what changed (a secret only when a
// new one was typed, an emptied plain field as null); the stored provider replaces the list's copy; a refusal
// keeps the draft. Plus the calls, and generated paths.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, notifySpies, ok, outputOf, recordingApi } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { type OpsProvider, type ProviderChange, providersActors } from './backoffice-providers.actors';
import { type ProvidersEvent, providersMachine } from './backoffice-providers.machine';
import { selectCanSaveProvider, selectProviderDraft, selectProviders } from './backoffice-providers.selectors';

const pragmatic: OpsProvider = {
  id: 1,
  code: 'pragmatic',
  name: 'Pragmatic Play',
  enabled: true,
  configured: true,
  problems: [],
  games: 12,
  settings: [
    { name: 'apiUrl', secret: false, json: false, set: true, value: 'https://api.prerelease-env.biz' },
    { name: 'secureLogin', secret: false, json: false, set: true, value: 'kuzey' },
    { name: 'secretKey', secret: true, json: false, set: true, value: null },
    { name: 'frameOrigins', secret: false, json: false, set: false, value: null },
  ],
};
const studio: OpsProvider = { id: 8, code: 'studio', name: 'Kuzey Studio', enabled: true, configured: true, problems: [], games: 3, settings: [] };

function start() {
  const load = controllable<unknown, OpsProvider[], null>(() => null);
  const save = controllable<{ code: string; change: ProviderChange }, { provider: OpsProvider; message: string }, [string, ProviderChange]>((input) => [input.code, input.change]);
  const notify = notifySpies();
  const actor = createActor(providersMachine.provide({ actors: { loadProviders: load.logic as never, saveProvider: save.logic as never }, actions: notify.actions })).start();
  return { actor, load, save, effects: notify.effects, snapshot: () => actor.getSnapshot() };
}

describe('providers machine', () => {
  it('opens a provider with its secret empty and sends only what changed', async () => {
    const { actor, load, save, effects, snapshot } = start();
    await load.resolve([pragmatic, studio]);
    actor.send({ type: 'providers.opened', code: 'nosuch' });
    expect(selectProviderDraft(snapshot())).toBeNull();
    actor.send({ type: 'providers.opened', code: 'pragmatic' });
    expect(selectProviderDraft(snapshot())).toEqual({ code: 'pragmatic', enabled: true, values: { apiUrl: 'https://api.prerelease-env.biz', secureLogin: 'kuzey', secretKey: '', frameOrigins: '' } });
    // Nothing changed yet: nothing to save.
    expect(selectCanSaveProvider(snapshot())).toBe(false);
    // An unknown field is not added.
    actor.send({ type: 'providers.field.changed', name: 'password', value: 'x' });
    expect(selectCanSaveProvider(snapshot())).toBe(false);
    actor.send({ type: 'providers.field.changed', name: 'secureLogin', value: ' kuzey2 ' });
    actor.send({ type: 'providers.enabled.changed', value: false });
    actor.send({ type: 'providers.saved' });
    expect(save.calls).toEqual([['pragmatic', { enabled: false, settings: { secureLogin: 'kuzey2' } }]]);
    await save.reject(new ApiError('Ayarlar eksik', 400));
    expect(effects.failure).toHaveBeenCalled();
    expect(selectProviderDraft(snapshot())).toMatchObject({ enabled: false, values: { secureLogin: ' kuzey2 ' } });
    // A new secret goes out; an emptied plain field is removed (null).
    actor.send({ type: 'providers.field.changed', name: 'secretKey', value: 'yeni-gizli' });
    actor.send({ type: 'providers.field.changed', name: 'apiUrl', value: '' });
    actor.send({ type: 'providers.saved' });
    expect(save.calls[1]).toEqual(['pragmatic', { enabled: false, settings: { apiUrl: null, secureLogin: 'kuzey2', secretKey: 'yeni-gizli' } }]);
    const stored = { ...pragmatic, enabled: false, configured: false, problems: ['apiUrl is missing'] };
    await save.resolve({ provider: stored, message: 'Sağlayıcı kaydedildi' });
    expect(effects.success).toHaveBeenCalledWith('Sağlayıcı kaydedildi');
    expect(selectProviderDraft(snapshot())).toBeNull();
    expect(selectProviders(snapshot())).toEqual([stored, studio]);
  });

  it('closing forgets the draft; a failed read can be retried', async () => {
    const { actor, load, snapshot } = start();
    await load.reject(new ApiError('', 0));
    expect(snapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'providers.retried' });
    await load.resolve([pragmatic]);
    actor.send({ type: 'providers.opened', code: 'pragmatic' });
    actor.send({ type: 'providers.field.changed', name: 'secretKey', value: 'x' });
    actor.send({ type: 'providers.closed' });
    expect(selectProviderDraft(snapshot())).toBeNull();
    expect(snapshot().matches('browsing')).toBe(true);
  });
});

describe('providers actors', () => {
  it('reach their operations', async () => {
    const { api: client, requests } = recordingApi((request) => (request.method === 'GET' ? ok([pragmatic]) : ok(pragmatic, 'Kaydedildi')));
    const { loadProviders, saveProvider } = providersActors(client);
    expect(await outputOf(loadProviders, undefined)).toEqual([pragmatic]);
    expect(await outputOf(saveProvider, { code: 'pragmatic', change: { enabled: false } })).toEqual({ provider: pragmatic, message: 'Kaydedildi' });
    expect(requests.map(({ method, url, body }) => [method, url.replace('http://site.test/api', ''), body])).toEqual([
      ['GET', '/ops/casino/providers', null],
      ['POST', '/ops/casino/providers/pragmatic', { enabled: false }],
    ]);
  });
});

describe('providers machine: generated paths', () => {
  const machine = providersMachine.provide({ actors: { loadProviders: pending as never, saveProvider: pending as never } });
  const events = (): ProvidersEvent[] =>
    [
      { type: 'providers.retried' },
      { type: 'providers.opened', code: 'pragmatic' },
      { type: 'providers.enabled.changed', value: false },
      { type: 'providers.field.changed', name: 'secretKey', value: 'yeni' },
      { type: 'providers.saved' },
      { type: 'providers.closed' },
      { type: 'xstate.done.actor.loadProviders', output: [pragmatic] },
      { type: 'xstate.error.actor.loadProviders', error: new ApiError('', 0) },
      { type: 'xstate.done.actor.saveProvider', output: { provider: pragmatic, message: 'ok' } },
      { type: 'xstate.error.actor.saveProvider', error: new ApiError('', 400) },
    ] as ProvidersEvent[];
  const suite = generatePaths(machine, {
    events,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.providers === null, snapshot.context.draft]),
  });
  testEveryPath(machine, suite);
});
