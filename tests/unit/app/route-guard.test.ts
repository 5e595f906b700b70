// The player-only routes (spec §2, §6): a guest is kept out and the login dialog opens; a preload
// (hovering a link) opens nothing; a player goes through. Runs the real route tree in memory.
// The router needs a DOM history: @vitest-environment jsdom
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { appMachine } from '../../../machines/app/app.machine';
import { quietLiveInput, quietShellInput } from '../../../machines/app/app.testing';
import { selectRequestedDialog } from '../../../machines/dialogs-loader/dialogs-loader.selectors';
import { AUTH_DATA_KEY } from '../../../machines/session/auth-data';
import { sessionMachine } from '../../../machines/session/session.machine';
import { memoryStore } from '../../../machines/shared/ports';
import { pending } from '../../../machines/testing/path-coverage';
import { routeTree } from '../../../src/routeTree.gen';

const demo = { token: 't', username: 'demo', usercode: 'U1', balance: 1000, smsVerified: false };

function setup(path: string, stored?: object) {
  const machine = appMachine.provide({
    actors: {
      startup: pending as never,
      session: sessionMachine.provide({ actors: { fetchBalance: pending as never } }),
    },
  });
  const app = createActor(machine, {
    input: {
      storage: memoryStore(stored ? { [AUTH_DATA_KEY]: JSON.stringify(stored) } : {}),
      sessionStorage: memoryStore(),
      computeFingerprint: () => 'fp',
      watchScroll: () => () => {},
      ...quietLiveInput,
      ...quietShellInput,
    },
  });
  app.start();
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { app, currentHref: () => router.state.resolvedLocation?.href },
  });
  // The dialogs' code arrives on first use; the login asked for counts from the moment it is asked.
  const openDialog = () => selectRequestedDialog(app.getSnapshot().context.dialogs.getSnapshot());
  return { app, router, openDialog };
}

describe('player-only routes', () => {
  it('send a guest arriving at /dashboard home, with the login dialog open', async () => {
    const { router, openDialog } = setup('/dashboard');
    await router.load();
    expect(router.state.location.pathname).toBe('/');
    expect(openDialog()).toBe('login');
  });

  it('keep a guest on the current page when navigating to a protected route', async () => {
    const { router, openDialog } = setup('/casino/slot');
    await router.load();
    expect(router.state.location.pathname).toBe('/casino/slot');
    await router.navigate({ to: '/dashboard/deposit' });
    expect(router.state.location.pathname).toBe('/casino/slot');
    expect(openDialog()).toBe('login');
  });

  it('open nothing when a protected route is only preloaded', async () => {
    const { router, openDialog } = setup('/');
    await router.load();
    await router.preloadRoute({ to: '/dashboard' });
    expect(openDialog()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('let a player through', async () => {
    const { router, openDialog } = setup('/dashboard/bonuses', demo);
    await router.load();
    expect(router.state.location.pathname).toBe('/dashboard/bonuses');
    expect(openDialog()).toBeNull();
  });

  it('label every route of spec §2 for the breadcrumb', async () => {
    const { router } = setup('/');
    const paths = [
      '/', '/casino/slot', '/casino/live', '/casino/bingo', '/casino/games', '/casino/tvbets',
      '/casino/play/$encodedGame', '/livespor', '/livespor/fcg', '/livespor/betco', '/spor', '/spor/fcg',
      '/spor/betco', '/promotions', '/pages', '/pages/$id', '/dashboard', '/dashboard/deposit',
      '/dashboard/withdraw', '/dashboard/game-history', '/dashboard/bonuses', '/dashboard/financial-activities',
      '/dashboard/session-history', '/dashboard/account',
    ];
    const routes = Object.values(router.routesByPath) as Array<{ fullPath: string; options: { staticData?: { crumb?: unknown } } }>;
    const byPath = new Map(routes.map((route) => [route.fullPath.replace(/\/$/, '') || '/', route]));
    for (const path of paths) {
      const route = byPath.get(path);
      expect(route, `route ${path}`).toBeDefined();
      expect(route?.options.staticData?.crumb, `label of ${path}`).toBeDefined();
    }
  });
});
