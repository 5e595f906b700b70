// Start-up machine: bootstrap and fingerprint first, the parallel loading, the `false` result of a
// failed bootstrap; plus generated path coverage.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { ApiError, createApiClient } from '../../common/contract/client';
import { memoryStore } from '../shared/ports';
import { bootstrapFixture } from '../testing/fixtures';
import { generatePaths, missingCoverage, pending } from '../testing/path-coverage';
import { REPLAY } from '../testing/path-tests';
import { type Bootstrap, loadBootstrapWith, startupActors } from './startup.actors';
import { BOOTSTRAP_KEY, type StartupInput, startupMachine } from './startup.machine';
import { selectActiveSliderItems, selectFooterLinks } from './startup.selectors';

function inputWith(options: { lang?: string; loggedIn?: boolean } = {}): StartupInput {
  return {
    storage: memoryStore(options.lang ? { lang: options.lang } : {}),
    computeFingerprint: () => 'abc123',
    loggedIn: options.loggedIn ?? false,
  };
}

function run(input: StartupInput, bootstrap: () => Promise<Bootstrap>) {
  const order: string[] = [];
  const machine = startupMachine.provide({
    actors: {
      loadBootstrap: fromPromise(async () => {
        order.push('bootstrap');
        return bootstrap();
      }),
      ensureFingerprint: fromPromise(async ({ input }: { input: { compute: () => string } }) => {
        order.push('fingerprint');
        return input.compute();
      }),
    },
  });
  const visited = new Set<string>();
  const actor = createActor(machine, {
    input,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep') return;
      for (const node of (inspection.snapshot as unknown as { _nodes: Array<{ id: string }> })._nodes) visited.add(node.id);
    },
  });
  actor.start();
  return { actor, order, visited, done: toPromise(actor) };
}

describe('startup machine', () => {
  it('loads the bootstrap and the fingerprint together first', () => {
    const { actor, order } = run(inputWith(), () => new Promise(() => {}));
    expect(order.sort()).toEqual(['bootstrap', 'fingerprint']);
    expect(actor.getSnapshot().matches({ preparing: { bootstrap: 'fetching' } })).toBe(true);
  });

  it('finishes with the site data derived from the bootstrap', async () => {
    const input = inputWith({ lang: 'en' });
    const { done } = run(input, async () => bootstrapFixture);
    const site = await done;
    expect(site).not.toBe(false);
    if (site === false) return;
    expect(site.fingerprint).toBe('abc123');
    expect(site.locale).toBe('en');
    expect(site.translations['header.login']).toBe('Giriş');
    // Spec §9: keys lowercased, disabled options left out.
    expect(site.settings).toEqual({ 'chat-site-id': 'site-1', 'chat-div-id': 'chat' });
    expect(site.casinoCategories.map((category) => category.id)).toEqual([1, 2]);
    expect(site.domainChange).toEqual({ current: 'casino.test', next: 'casino2.test' });
    expect(site.currentDomain).toBe('casino.test');
    expect(site.trialBonus).toBe(15050);
    expect(selectActiveSliderItems(site).map((item) => item.slug)).toEqual(['welcome']);
    expect(selectFooterLinks(site)).toEqual([{ id: 3, title: 'Hakkımızda' }]);
    // Spec §3: the bootstrap data is stored locally.
    expect(JSON.parse(input.storage.getItem(BOOTSTRAP_KEY) ?? 'null')).toEqual(bootstrapFixture);
  });

  it('falls back to Turkish when the stored language is not offered', async () => {
    const site = await run(inputWith({ lang: 'de' }), async () => bootstrapFixture).done;
    expect(site && site.locale).toBe('tr');
  });

  it('finishes as false when the bootstrap call fails', async () => {
    const { actor, done } = run(inputWith(), async () => {
      throw new ApiError('', 500);
    });
    expect(await done).toBe(false);
    expect(actor.getSnapshot().matches('failed')).toBe(true);
  });

  it('hands notifications over only when a player is logged in', async () => {
    const guest = run(inputWith(), async () => bootstrapFixture);
    await guest.done;
    expect(guest.visited.has('startup.loading.notifications.notNeeded')).toBe(true);
    expect(guest.visited.has('startup.loading.notifications.handedOver')).toBe(false);
    const player = run(inputWith({ loggedIn: true }), async () => bootstrapFixture);
    await player.done;
    expect(player.visited.has('startup.loading.notifications.handedOver')).toBe(true);
  });

  it('loads the bootstrap through GET /cms/grouped', async () => {
    const { client, urls } = countingClient();
    const actor = createActor(startupMachine.provide({ actors: startupActors(client) }), { input: inputWith() });
    actor.start();
    const site = await toPromise(actor);
    expect(urls).toEqual(['GET http://site.test/api/cms/grouped']);
    expect(site && site.bootstrap).toEqual(bootstrapFixture);
  });
});

/** An API client answering every call with the bootstrap fixture, and the calls it got. */
function countingClient() {
  const urls: string[] = [];
  const client = createApiClient({
    baseUrl: 'http://site.test/api',
    fetch: async (request) => {
      urls.push(`${request.method} ${request.url}`);
      return new Response(JSON.stringify({ success: true, message: '', data: bootstrapFixture }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
    getToken: () => null,
    getLocale: () => 'tr',
    getFingerprint: () => 'fp',
    onUnauthorized: () => {},
  });
  return { client, urls };
}

describe('startup machine: the bootstrap inlined in the page', () => {
  it('uses the inlined bootstrap without calling the API', async () => {
    const { client, urls } = countingClient();
    const inlined: Bootstrap = { ...bootstrapFixture, activeSlider: 'from-the-page' };
    let takes = 0;
    const machine = startupMachine.provide({
      actors: {
        loadBootstrap: loadBootstrapWith(client, () => {
          takes += 1;
          return inlined;
        }),
      },
    });
    const input = inputWith();
    const site = await toPromise(createActor(machine, { input }).start());
    expect(urls).toEqual([]);
    expect(takes).toBe(1);
    expect(site && site.bootstrap).toEqual(inlined);
    // Stored like a fetched one (spec §3).
    expect(JSON.parse(input.storage.getItem(BOOTSTRAP_KEY) ?? 'null')).toEqual(inlined);
  });

  it('fetches GET /cms/grouped when the page carries none', async () => {
    const { client, urls } = countingClient();
    const machine = startupMachine.provide({ actors: { loadBootstrap: loadBootstrapWith(client, () => null) } });
    const site = await toPromise(createActor(machine, { input: inputWith() }).start());
    expect(urls).toEqual(['GET http://site.test/api/cms/grouped']);
    expect(site && site.bootstrap).toEqual(bootstrapFixture);
  });
});

describe('startup machine: generated paths', () => {
  const machine = startupMachine.provide({ actors: { loadBootstrap: pending as never, ensureFingerprint: pending as never } });
  const events = () =>
    [
      { type: 'xstate.done.actor.bootstrap', output: bootstrapFixture },
      { type: 'xstate.error.actor.bootstrap', error: new ApiError('', 500) },
      { type: 'xstate.done.actor.fingerprint', output: 'abc123' },
      { type: 'xstate.error.actor.fingerprint', error: new Error('storage refused') },
    ] as never[];
  const suites = [false, true].map((loggedIn) =>
    generatePaths(machine, { events, input: () => inputWith({ loggedIn }) }),
  );

  suites.forEach((suite, index) => {
    it.each(suite.paths.map((path) => [path.description, path] as const))(
      `${REPLAY} ${index ? 'player' : 'guest'}: reaches %s`,
      (_, path) => {
        const { snapshot } = suite.replay(path);
        expect(snapshot.value).toEqual(path.expected.value);
        expect(snapshot.status).toBe(path.expected.status);
      },
    );
  });

  it('reaches every state and takes every transition', () => {
    expect(missingCoverage(startupMachine, suites)).toEqual({ missingStates: [], missingTransitions: [] });
  });
});
