// Hand-written expectations for the app's edges: a failed start-up and its retry; a 401 while a player
// (the hub disconnected, notifications and favourites cleared, the live link back to guest); the hub
// coming back after a drop (notifications resynced, the balance fetched); the tab becoming visible
// while a guest (nothing asked). After each, the state and what the app did, written out here.
import { describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor, createMachine, fromPromise } from 'xstate';
import { AUTH_DATA_KEY } from '../session/auth-data';
import { sessionMachine } from '../session/session.machine';
import { memoryStore } from '../shared/ports';
import { bootstrapFixture, sessionFixture } from '../testing/fixtures';
import { pending } from '../testing/path-coverage';
import type { SiteData } from '../startup/startup.machine';
import { type AppInput, appMachine } from './app.machine';
import { selectIsLive, selectIsPlayer, selectIsRunning, selectIsStarting, selectIsUnavailable } from './app.selectors';
import { quietLiveInput, quietShellInput } from './app.testing';

const site = {
  bootstrap: bootstrapFixture,
  fingerprint: 'abc123',
  locale: 'tr',
  languages: bootstrapFixture.language,
  translations: {},
  settings: {},
  appSettings: {},
  casinoCategories: bootstrapFixture.casinoCategoryList,
  domainChange: null,
  currentDomain: 'casino.test',
  trialBonus: 0,
} as SiteData;

const recorder = (received: AnyEventObject[]) => createMachine({ on: { '*': { actions: ({ event }) => received.push(event) } } });

function start(options: { player?: boolean; startup?: () => Promise<SiteData | false> } = {}) {
  const heard = { hub: [] as AnyEventObject[], notifications: [] as AnyEventObject[], favorites: [] as AnyEventObject[] };
  const balanceCalls = { count: 0 };
  let becomeVisible: () => void = () => {};
  const machine = appMachine.provide({
    actors: {
      startup: (options.startup ? fromPromise(options.startup) : pending) as never,
      session: sessionMachine.provide({
        actors: {
          login: pending as never,
          logout: pending as never,
          fetchBalance: fromPromise(() => {
            balanceCalls.count += 1;
            return new Promise<number>(() => {});
          }) as never,
        },
      }),
      hub: recorder(heard.hub) as never,
      notifications: recorder(heard.notifications) as never,
      favorites: recorder(heard.favorites) as never,
    },
  });
  const input: AppInput = {
    storage: memoryStore(options.player ? { [AUTH_DATA_KEY]: JSON.stringify(sessionFixture({ token: 'token-demo' })) } : {}),
    sessionStorage: memoryStore(),
    computeFingerprint: () => 'abc123',
    watchScroll: () => () => {},
    ...quietLiveInput,
    ...quietShellInput,
    watchVisibility: (listener) => {
      becomeVisible = listener;
      return () => {};
    },
  };
  const actor = createActor(machine, { input }).start();
  const types = (events: AnyEventObject[]) => events.map((event) => event.type);
  return { actor, heard, balanceCalls, types, becomeVisible: () => becomeVisible() };
}

describe('app edges', () => {
  it('a failed start-up leaves the page usable with Retry; the retry runs the site', async () => {
    let attempt = 0;
    const { actor } = start({ startup: async () => (++attempt === 1 ? false : site) });
    await vi.waitFor(() => expect(selectIsUnavailable(actor.getSnapshot())).toBe(true));
    expect(selectIsStarting(actor.getSnapshot())).toBe(false);
    expect(selectIsRunning(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'startup.retry' });
    expect(selectIsStarting(actor.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(selectIsRunning(actor.getSnapshot())).toBe(true));
    expect(attempt).toBe(2);
  });

  it('a 401 while a player disconnects the hub, clears notifications and favourites, and turns the live link to guest', async () => {
    const { actor, heard, types } = start({ player: true });
    expect(selectIsLive(actor.getSnapshot())).toBe(true);
    expect(types(heard.hub)).toEqual(['hub.connect']);
    actor.send({ type: 'session.unauthorized' });
    await vi.waitFor(() => expect(selectIsLive(actor.getSnapshot())).toBe(false));
    expect(selectIsPlayer(actor.getSnapshot())).toBe(false);
    expect(types(heard.hub)).toEqual(['hub.connect', 'hub.disconnect']);
    expect(types(heard.notifications)).toEqual(['notifications.load', 'notifications.clear']);
    expect(types(heard.favorites)).toEqual(['favorites.load', 'favorites.clear']);
  });

  it("the hub's reconnect resyncs the notifications and fetches the balance; a balance push reaches the session", async () => {
    const { actor, heard, balanceCalls, types } = start({ player: true });
    expect(balanceCalls.count).toBe(1);
    actor.send({ type: 'hub.message', command: 'reconnected', message: 'c-2' });
    expect(types(heard.notifications)).toEqual(['notifications.load', 'notifications.resync']);
    expect(balanceCalls.count).toBe(2);
    actor.send({ type: 'hub.message', command: 'Balance', message: { balance: 12.5, cash: 12.5, bonus: 0 } });
    expect(actor.getSnapshot().context.session.getSnapshot().context.balance).toBe(1250);
  });

  it('the tab becoming visible: a player resyncs and fetches the balance; a guest asks for nothing', () => {
    const player = start({ player: true });
    player.becomeVisible();
    expect(player.types(player.heard.notifications)).toEqual(['notifications.load', 'notifications.resync']);
    expect(player.balanceCalls.count).toBe(2);

    const guest = start();
    guest.becomeVisible();
    expect(guest.heard.notifications).toEqual([]);
    expect(guest.balanceCalls.count).toBe(0);
    expect(guest.heard.hub).toEqual([]);
  });
});
