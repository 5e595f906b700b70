// App machine: start-up with its retry, the children it owns, and event routing; plus generated
// path coverage.
import { appWords } from './app.words';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor, createMachine, emit, fromPromise } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { dialogsMachine } from '../dialogs/dialogs.machine';
import { selectOpenDialog } from '../dialogs/dialogs.selectors';
import { AUTH_DATA_KEY, readAuthData } from '../session/auth-data';
import type { KeyValueStore } from '../shared/ports';
import { sessionMachine } from '../session/session.machine';
import type { SiteData, StartupInput } from '../startup/startup.machine';
import { memoryStore } from '../shared/ports';
import { bootstrapFixture, gameFixture, sessionFixture } from '../testing/fixtures';
import { delayEvents, generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import type { WatchVisibility } from './app.actors';
import { type AppInput, appMachine } from './app.machine';
import { quietLiveInput, quietShellInput } from './app.testing';
import { selectBalanceText, selectIsBalancePushed } from '../session/session.selectors';
import {
  selectIsPlayer,
  selectIsRunning,
  selectIsSwitchingLanguage,
  selectIsUnavailable,
  selectPopupRef,
  selectSite,
} from './app.selectors';
import { selectIsMenuOpen } from '../header/header.selectors';
import { selectIsPopupOpen } from '../popup/popup.selectors';

const site: SiteData = {
  bootstrap: bootstrapFixture,
  fingerprint: 'abc123',
  locale: 'tr',
  languages: bootstrapFixture.language,
  translations: { 'header.login': 'Giriş' },
  settings: {},
  appSettings: {},
  casinoCategories: bootstrapFixture.casinoCategoryList,
  domainChange: null,
  currentDomain: 'casino.test',
  trialBonus: 0,
};

function inputWith(stored?: object): AppInput {
  return {
    storage: memoryStore(stored ? { [AUTH_DATA_KEY]: JSON.stringify(stored) } : {}),
    sessionStorage: memoryStore(),
    computeFingerprint: () => 'abc123',
    watchScroll: () => () => {},
    ...quietLiveInput,
    ...quietShellInput,
  };
}

const quietSession = sessionMachine.provide({
  actors: { login: pending as never, logout: pending as never, fetchBalance: pending as never },
});

function startApp(startup: (input: StartupInput) => Promise<SiteData | false>, stored?: object) {
  const startupInputs: StartupInput[] = [];
  const machine = appMachine.provide({
    actors: {
      startup: fromPromise(({ input }: { input: StartupInput }) => {
        startupInputs.push(input);
        return startup(input);
      }) as never,
      session: quietSession,
    },
  });
  const actor = createActor(machine, { input: inputWith(stored) });
  actor.start();
  return { actor, startupInputs };
}

afterEach(() => vi.useRealTimers());

describe('app machine', () => {
  it('runs with the site data once start-up succeeds', async () => {
    const { actor } = startApp(async () => site);
    await vi.waitFor(() => expect(selectIsRunning(actor.getSnapshot())).toBe(true));
    expect(selectSite(actor.getSnapshot())).toBe(site);
  });

  it('stays usable after a failed start-up and retries on request', async () => {
    let attempt = 0;
    const { actor } = startApp(async () => (++attempt === 1 ? false : site));
    await vi.waitFor(() => expect(selectIsUnavailable(actor.getSnapshot())).toBe(true));
    expect(selectSite(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'startup.retry' });
    await vi.waitFor(() => expect(selectIsRunning(actor.getSnapshot())).toBe(true));
    expect(attempt).toBe(2);
  });

  it('treats a crashed start-up like a failed one', async () => {
    const { actor } = startApp(async () => {
      throw new ApiError('', 0);
    });
    await vi.waitFor(() => expect(selectIsUnavailable(actor.getSnapshot())).toBe(true));
  });

  it('tells start-up whether a player session was restored', () => {
    const guest = startApp(() => new Promise(() => {}));
    expect(guest.startupInputs[0]?.loggedIn).toBe(false);
    const player = startApp(() => new Promise(() => {}), {
      token: 't',
      username: 'demo',
      usercode: 'U1',
      balance: 1000,
      smsVerified: true,
    });
    expect(player.startupInputs[0]?.loggedIn).toBe(true);
    expect(selectIsPlayer(player.actor.getSnapshot())).toBe(true);
  });

  it('stores a language change and reloads the page 100 ms later', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const machine = appMachine.provide({
      actors: { startup: pending as never, session: quietSession },
      actions: { 'reload page': reload },
    });
    const input = inputWith();
    const actor = createActor(machine, { input });
    actor.start();
    actor.send({ type: 'language.changed', locale: 'en' });
    expect(input.storage.getItem('lang')).toBe('en');
    expect(selectIsSwitchingLanguage(actor.getSnapshot())).toBe(true);
    vi.advanceTimersByTime(99);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('routes menu events to the header', () => {
    const { actor } = startApp(() => new Promise(() => {}));
    actor.send({ type: 'menu.opened' });
    expect(selectIsMenuOpen(actor.getSnapshot().context.header.getSnapshot())).toBe(true);
    actor.send({ type: 'menu.item.chosen' });
    expect(selectIsMenuOpen(actor.getSnapshot().context.header.getSnapshot())).toBe(false);
  });

  it('routes dialog events to the dialogs actor and session events to the session', async () => {
    const { actor } = startApp(() => new Promise(() => {}));
    // The dialogs' code arrives on first use; the dialog asked for opens once it is there.
    const loadedDialogs = () => actor.getSnapshot().context.dialogs.getSnapshot().context.dialogs;
    expect(loadedDialogs()).toBeNull();
    actor.send({ type: 'dialog.open', dialog: 'login' });
    await vi.waitFor(() => expect(loadedDialogs()).not.toBeNull());
    const dialogs = loadedDialogs()!;
    expect(selectOpenDialog(dialogs.getSnapshot())).toBe('login');
    actor.send({ type: 'login.submitted', username: 'demo', password: 'demo1234' });
    expect(actor.getSnapshot().context.session.getSnapshot().matches('loggingIn')).toBe(true);
    actor.send({ type: 'dialogs.closeAll' });
    expect(selectOpenDialog(dialogs.getSnapshot())).toBeNull();
  });

  it('login success closes the login dialog through the actor system', async () => {
    const demo = sessionFixture({ token: 't', usercode: 'U1' });
    const machine = appMachine.provide({
      actors: {
        startup: pending as never,
        session: sessionMachine.provide({
          actors: {
            login: fromPromise(async () => ({ message: 'Hoş geldiniz', auth: demo })) as never,
            fetchBalance: pending as never,
          },
        }),
      },
    });
    const actor = createActor(machine, { input: inputWith() });
    actor.start();
    actor.send({ type: 'dialog.open', dialog: 'login' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.dialogs.getSnapshot().context.dialogs).not.toBeNull());
    actor.send({ type: 'login.submitted', username: 'demo', password: 'demo1234' });
    await vi.waitFor(() => expect(selectIsPlayer(actor.getSnapshot())).toBe(true));
    expect(selectOpenDialog(actor.getSnapshot().context.dialogs.getSnapshot().context.dialogs!.getSnapshot())).toBeNull();
  });
});

describe('app machine: the start-up popup and the dialogs (issue 14: news by system id)', () => {
  const withPopup: SiteData = {
    ...site,
    bootstrap: { ...bootstrapFixture, popup: { id: 1, hash: 'h1', title: 'Hoş geldiniz', html: null, images: [] } },
  };
  const popupOpen = (actor: ReturnType<typeof startApp>['actor']) => selectIsPopupOpen(selectPopupRef(actor.getSnapshot())!.getSnapshot());
  const openDialog = async (actor: ReturnType<typeof startApp>['actor']) => {
    actor.send({ type: 'dialog.open', dialog: 'login' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.dialogs.getSnapshot().context.dialogs).not.toBeNull());
  };

  it('a popup that starts while a dialog is open waits for it to close, and steps aside for the next one', async () => {
    let answer: (site: SiteData) => void = () => {};
    const { actor } = startApp(() => new Promise((resolve) => (answer = resolve)));
    await openDialog(actor);
    answer(withPopup);
    await vi.waitFor(() => expect(selectPopupRef(actor.getSnapshot())).not.toBeNull());
    expect(popupOpen(actor)).toBe(false);
    actor.send({ type: 'dialogs.closeAll' });
    expect(popupOpen(actor)).toBe(true);
    actor.send({ type: 'dialog.open', dialog: 'register' });
    expect(popupOpen(actor)).toBe(false);
    actor.send({ type: 'dialog.close' });
    expect(popupOpen(actor)).toBe(true);
  });

  it('a popup that starts with no dialog open shows at once', async () => {
    const { actor } = startApp(async () => withPopup);
    await vi.waitFor(() => expect(selectPopupRef(actor.getSnapshot())).not.toBeNull());
    expect(popupOpen(actor)).toBe(true);
  });
});

const demoAuth = sessionFixture({ token: 'token-demo', usercode: 'U1' });

/** Stands in for the hub: Connected on hub.connect, and records what it is told; it tells a player's link as the hub does. */
function fakeHub(received: AnyEventObject[]) {
  return createMachine({
    id: 'hub',
    types: { emitted: {} as { type: 'hub.status.changed'; connected: boolean } },
    initial: 'Disconnected',
    on: { '*': { actions: ({ event }) => received.push(event) } },
    states: {
      Disconnected: {
        on: { 'hub.connect': { target: 'Connected', actions: ({ event }) => received.push(event) } },
      },
      Connected: {
        entry: emit({ type: 'hub.status.changed', connected: true }),
        exit: emit({ type: 'hub.status.changed', connected: false }),
        on: {
          'hub.disconnect': { target: 'Disconnected', actions: ({ event }) => received.push(event) },
          // A dropped link, as the real hub's Reconnecting.
          'test.drop': { target: 'Disconnected' },
        },
      },
    },
  });
}

const recorder = (received: AnyEventObject[]) =>
  createMachine({ on: { '*': { actions: ({ event }) => received.push(event) } } });

function startLive(options: { stored?: object; startup?: () => Promise<SiteData | false> } = {}) {
  const hubEvents: AnyEventObject[] = [];
  const notificationEvents: AnyEventObject[] = [];
  const jackpotEvents: AnyEventObject[] = [];
  const balanceCalls = { count: 0 };
  let becomeVisible: () => void = () => {};
  const watchVisibility: WatchVisibility = (listener) => {
    becomeVisible = listener;
    return () => {
      becomeVisible = () => {};
    };
  };
  const machine = appMachine.provide({
    actors: {
      startup: (options.startup ? fromPromise(options.startup) : pending) as never,
      session: sessionMachine.provide({
        actors: {
          login: pending as never,
          logout: fromPromise(async () => {}) as never,
          fetchBalance: fromPromise(() => {
            balanceCalls.count++;
            return new Promise<number>(() => {});
          }) as never,
        },
        actions: { 'go home': () => {}, 'reload page': () => {} },
      }),
      hub: fakeHub(hubEvents) as never,
      notifications: recorder(notificationEvents) as never,
      jackpots: recorder(jackpotEvents) as never,
    },
  });
  const input = { ...inputWith(options.stored), watchVisibility };
  const actor = createActor(machine, { input });
  actor.start();
  const session = () => actor.getSnapshot().context.session.getSnapshot();
  return {
    actor,
    session,
    hubEvents,
    notificationEvents,
    jackpotEvents,
    balanceCalls,
    becomeVisible: () => becomeVisible(),
    types: (events: AnyEventObject[]) => events.map((event) => event.type),
  };
}

describe('app machine: the live link (issue 7)', () => {
  it('a restored session connects the hub with its token and loads the notifications', () => {
    const live = startLive({ stored: demoAuth });
    expect(live.hubEvents).toEqual([{ type: 'hub.connect', token: 'token-demo' }]);
    expect(live.types(live.notificationEvents)).toEqual(['notifications.load']);
  });

  it('a guest connects nothing; a started session connects; a 401 disconnects and clears', () => {
    const live = startLive();
    expect(live.hubEvents).toEqual([]);
    expect(live.notificationEvents).toEqual([]);
    live.actor.send({ type: 'session.started', auth: demoAuth });
    expect(live.hubEvents).toEqual([{ type: 'hub.connect', token: 'token-demo' }]);
    expect(live.types(live.notificationEvents)).toEqual(['notifications.load']);
    live.actor.send({ type: 'session.unauthorized' });
    expect(live.types(live.hubEvents)).toEqual(['hub.connect', 'hub.disconnect']);
    expect(live.types(live.notificationEvents)).toEqual(['notifications.load', 'notifications.clear']);
  });

  it('logout disconnects the hub and clears the notifications', async () => {
    const live = startLive({ stored: demoAuth });
    live.actor.send({ type: 'logout.requested' });
    await vi.waitFor(() => expect(live.types(live.hubEvents)).toEqual(['hub.connect', 'hub.disconnect']));
    expect(live.types(live.notificationEvents)).toEqual(['notifications.load', 'notifications.clear']);
  });

  it('routes hub messages: Notification to the notifications, Balance to the session', () => {
    const live = startLive({ stored: demoAuth });
    const notification = { command: 'Notification', message: { id: 1 } };
    live.actor.send({ type: 'hub.message', ...notification });
    expect(live.notificationEvents.at(-1)).toEqual({ type: 'hub.message', ...notification });
    live.actor.send({ type: 'hub.message', command: 'Balance', message: { balance: 1234.5, cash: 1234.5, bonus: 0 } });
    expect(selectBalanceText(live.session())).toBe('₺1.234,50');
    // A malformed Balance changes nothing.
    live.actor.send({ type: 'hub.message', command: 'Balance', message: { balance: 'lots' } });
    expect(selectBalanceText(live.session())).toBe('₺1.234,50');
  });

  it('after a reconnect the notifications resync and the balance is fetched again', () => {
    const live = startLive({ stored: demoAuth });
    expect(live.balanceCalls.count).toBe(1);
    live.actor.send({ type: 'hub.message', command: 'reconnected', message: 'conn-2' });
    expect(live.types(live.notificationEvents)).toEqual(['notifications.load', 'notifications.resync']);
    expect(live.balanceCalls.count).toBe(2);
  });

  it('the tab becoming visible again resyncs and refetches, for a player only', () => {
    const guest = startLive();
    guest.becomeVisible();
    expect(guest.notificationEvents).toEqual([]);
    expect(guest.balanceCalls.count).toBe(0);
    const live = startLive({ stored: demoAuth });
    live.becomeVisible();
    expect(live.types(live.notificationEvents)).toEqual(['notifications.load', 'notifications.resync']);
    expect(live.balanceCalls.count).toBe(2);
  });

  it('balance polling pauses while the hub is Connected and resumes when it drops', () => {
    vi.useFakeTimers();
    const live = startLive({ stored: demoAuth });
    // The fake hub connected on hub.connect; the first fetch is still in flight.
    expect(live.session().context.hubConnected).toBe(true);
    live.actor.send({ type: 'session.balance.pushed', balance: 5 });
    live.actor.getSnapshot().context.hub.send({ type: 'test.drop' } as never);
    expect(live.session().context.hubConnected).toBe(false);
    expect(selectIsBalancePushed(live.session())).toBe(false);
  });

  it('starts the jackpot ticker once the site data arrived and forwards the carousel events', async () => {
    const early = startLive();
    early.actor.send({ type: 'jackpots.started' });
    expect(early.actor.getSnapshot().context.jackpots).toBeNull();
    const live = startLive({ startup: async () => site });
    await vi.waitFor(() => expect(selectIsRunning(live.actor.getSnapshot())).toBe(true));
    live.actor.send({ type: 'jackpots.started' });
    live.actor.send({ type: 'jackpots.stopped' });
    expect(live.types(live.jackpotEvents)).toEqual(['jackpots.started', 'jackpots.stopped']);
  });

  it('forwards the panel events to the notifications', () => {
    const live = startLive({ stored: demoAuth });
    live.actor.send({ type: 'notifications.panel.toggle' });
    live.actor.send({ type: 'notifications.item.open', id: 3 });
    live.actor.send({ type: 'notifications.detail.close' });
    live.actor.send({ type: 'notifications.panel.close' });
    expect(live.types(live.notificationEvents).slice(1)).toEqual([
      'notifications.panel.toggle',
      'notifications.item.open',
      'notifications.detail.close',
      'notifications.panel.close',
    ]);
  });
});

describe('app machine: page actors', () => {
  it('runs a page actor in its system under the page id, once per id, until the page is left', () => {
    const app = createActor(appMachine.provide({ actors: { startup: pending as never } }), { input: inputWith() }).start();
    const page = createMachine({ id: 'profile', initial: 'shown', states: { shown: {} } });
    app.send({ type: 'page.actor.started', id: 'profile@r1', logic: page, input: undefined });
    const first = app.system.get('profile@r1');
    expect(first?.getSnapshot().value).toBe('shown');
    expect(app.getSnapshot().children['profile@r1' as never]).toBe(first);
    // A render done twice (React's StrictMode) starts it again under the same id: the same actor.
    app.send({ type: 'page.actor.started', id: 'profile@r1', logic: page, input: undefined });
    expect(app.system.get('profile@r1')).toBe(first);
    app.send({ type: 'page.actor.stopped', id: 'profile@r1' });
    expect(app.system.get('profile@r1')).toBeUndefined();
    expect(first?.getSnapshot().status).toBe('stopped');
    app.stop();
  });
});

describe('app machine: generated paths', () => {
  // An inert session keeps its restored auth: the generator cannot see a real session's token change,
  // so those changes are driven by the session.token.changed events below.
  const inertSession = createMachine({
    types: {} as { input: { storage: KeyValueStore }; context: { auth: unknown } },
    context: ({ input }) => ({ auth: readAuthData(input.storage) }),
  });
  const machine = appMachine.provide({ actors: { startup: pending as never, session: inertSession as never } });
  const studioGame = gameFixture();
  const pageLogic = createMachine({ id: 'page' });
  const events = (snapshot: Parameters<typeof delayEvents>[0]) =>
    [
      ...delayEvents(snapshot),
      { type: 'language.changed', locale: 'en' },
      { type: 'menu.opened' },
      { type: 'menu.closed' },
      { type: 'menu.item.chosen' },
      { type: 'xstate.done.actor.startup', output: site },
      { type: 'xstate.done.actor.startup', output: false },
      { type: 'xstate.error.actor.startup', error: new ApiError('', 0) },
      { type: 'startup.retry' },
      { type: 'dialog.open', dialog: 'login' },
      { type: 'dialog.close' },
      { type: 'dialogs.closeAll' },
      { type: 'login.submitted', username: 'demo', password: 'demo1234' },
      { type: 'logout.requested' },
      { type: 'session.unauthorized' },
      { type: 'session.started', auth: demoAuth },
      { type: 'session.phoneVerified', phone: '5551234567' },
      { type: 'session.balance.pushed', balance: 1 },
      { type: 'session.balance.refresh' },
      { type: 'session.expiry.updated', expiresAt: '2999-01-01T00:00:00.000Z' },
      { type: 'session.keepAlive.requested' },
      { type: 'hub.status.changed', connected: true },
      { type: 'session.token.changed', token: 'token-demo' },
      { type: 'session.token.changed', token: null },
      { type: 'tab.visible' },
      { type: 'sportsbook.used' },
      { type: 'hub.message', command: 'Balance', message: { balance: 2 } },
      { type: 'hub.message', command: 'reconnected', message: null },
      { type: 'hub.message', command: 'Notification', message: null },
      { type: 'notifications.panel.toggle' },
      { type: 'notifications.panel.close' },
      { type: 'notifications.item.open', id: 1 },
      { type: 'notifications.detail.close' },
      { type: 'jackpots.started' },
      { type: 'jackpots.stopped' },
      { type: 'liveChat.open' },
      { type: 'popup.closed' },
      { type: 'dialogs.preload' },
      { type: 'lateFlows.preload' },
      { type: 'dialogs.changed', open: true },
      { type: 'game.open', game: studioGame },
      { type: 'game.modal.closed' },
      { type: 'game.deposit.opened' },
      { type: 'game.deposit.closed' },
      { type: 'favorite.toggled', game: studioGame },
      { type: 'page.actor.started', id: 'profile@r1', logic: pageLogic },
      { type: 'page.actor.stopped', id: 'profile@r1' },
    ] as never[];
  const serializeState = (snapshot: { value: unknown; context: { site: unknown; jackpots: unknown } }) =>
    JSON.stringify([snapshot.value, snapshot.context.site !== null, snapshot.context.jackpots !== null]);
  const asGuest = generatePaths(machine, { events, input: () => inputWith(), serializeState, words: appWords });
  const restored = generatePaths(machine, { events, input: () => inputWith(demoAuth), serializeState, words: appWords });

  testEveryPath(appMachine, { 'from a guest start': asGuest, 'from a restored session': restored }, (actual, expected) =>
    expect(actual.context.site).toEqual(expected.context.site),
  );
});
