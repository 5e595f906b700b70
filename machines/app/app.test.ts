// App machine: start-up with its retry, the children it owns, and event routing; plus generated
// path coverage.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError, createApiClient } from '../../src/api/client';
import { dialogsMachine } from '../dialogs/dialogs.machine';
import { selectOpenDialog } from '../dialogs/dialogs.selectors';
import { AUTH_DATA_KEY } from '../session/auth-data';
import { sessionMachine } from '../session/session.machine';
import type { SiteData, StartupInput } from '../startup/startup.machine';
import { memoryStore } from '../shared/ports';
import { bootstrapFixture } from '../testing/fixtures';
import { delayEvents, generatePaths, pending } from '../testing/path-coverage';
import { type AppInput, appMachine } from './app.machine';
import {
  selectIsPlayer,
  selectIsRunning,
  selectIsSwitchingLanguage,
  selectIsUnavailable,
  selectSite,
} from './app.selectors';
import { selectIsMenuOpen } from '../header/header.selectors';

const api = createApiClient({
  baseUrl: 'http://test.invalid/api',
  fetch: () => Promise.reject(new Error('no network in machine tests')),
  getToken: () => null,
  getLocale: () => 'tr',
  getFingerprint: () => 'fp',
  onUnauthorized: () => {},
});

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
    api,
    storage: memoryStore(stored ? { [AUTH_DATA_KEY]: JSON.stringify(stored) } : {}),
    sessionStorage: memoryStore(),
    computeFingerprint: () => 'abc123',
    watchScroll: () => () => {},
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

  it('routes dialog events to the dialogs actor and session events to the session', () => {
    const { actor } = startApp(() => new Promise(() => {}));
    actor.send({ type: 'dialog.open', dialog: 'login' });
    expect(selectOpenDialog(actor.getSnapshot().context.dialogs.getSnapshot())).toBe('login');
    actor.send({ type: 'login.submitted', username: 'demo', password: 'demo1234' });
    expect(actor.getSnapshot().context.session.getSnapshot().matches('loggingIn')).toBe(true);
    actor.send({ type: 'dialogs.closeAll' });
    expect(selectOpenDialog(actor.getSnapshot().context.dialogs.getSnapshot())).toBeNull();
  });

  it('login success closes the login dialog through the actor system', async () => {
    const demo = {
      token: 't',
      username: 'demo',
      usercode: 'U1',
      balance: 1000,
      phone: null,
      smsVerified: false,
      fingerprint: null,
      betsyCid: null,
      betsyUrl: null,
      betsyToken: null,
      betcoToken: null,
      betcoUrl: null,
    };
    const machine = appMachine.provide({
      actors: {
        startup: pending as never,
        session: sessionMachine.provide({
          actors: {
            login: fromPromise(async () => ({ message: 'Hoş geldiniz', auth: demo })) as never,
            fetchBalance: pending as never,
          },
        }),
        dialogs: dialogsMachine,
      },
    });
    const actor = createActor(machine, { input: inputWith() });
    actor.start();
    actor.send({ type: 'dialog.open', dialog: 'login' });
    actor.send({ type: 'login.submitted', username: 'demo', password: 'demo1234' });
    await vi.waitFor(() => expect(selectIsPlayer(actor.getSnapshot())).toBe(true));
    expect(selectOpenDialog(actor.getSnapshot().context.dialogs.getSnapshot())).toBeNull();
  });
});

describe('app machine: generated paths', () => {
  const machine = appMachine.provide({ actors: { startup: pending as never, session: quietSession } });
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
    ] as never[];
  const suite = generatePaths(machine, { events, input: () => inputWith() });

  it.each(suite.paths.map((path) => [path.description, path] as const))('reaches %s', (_, path) => {
    const { snapshot } = suite.replay(path);
    expect(snapshot.value).toEqual(path.expected.value);
    expect(snapshot.context.site).toEqual(path.expected.context.site);
  });

  it('reaches every state and takes every transition', () => {
    expect(suite.coverage()).toEqual({ missingStates: [], missingTransitions: [] });
  });
});
