// The app's guest link (guest17): a visitor who opens the sportsbook gets a guest hub connection (no
// token), none before (the home page loads no hub code); signing in switches it to the player's, and
// signing out back to a guest's; balance polling pauses only for a player's link.
import { describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor, createMachine, fromPromise } from 'xstate';
import { AUTH_DATA_KEY } from '../session/auth-data';
import { sessionMachine } from '../session/session.machine';
import { memoryStore } from '../shared/ports';
import { sessionFixture } from '../testing/fixtures';
import { pending } from '../testing/path-coverage';
import { type AppInput, appMachine } from './app.machine';
import { quietLiveInput, quietShellInput } from './app.testing';

const demoAuth = sessionFixture({ token: 'token-demo' });

/** Records what the app asks of the hub. */
const recordingHub = (received: AnyEventObject[]) =>
  createMachine({ on: { 'hub.connect': { actions: ({ event }) => received.push(event) }, 'hub.disconnect': { actions: ({ event }) => received.push(event) } } });

function start(options: { stored?: object; keptSlip?: boolean } = {}) {
  const hubEvents: AnyEventObject[] = [];
  const machine = appMachine.provide({
    actors: {
      startup: pending as never,
      session: sessionMachine.provide({
        actors: { login: pending as never, logout: fromPromise(async () => {}) as never, fetchBalance: pending as never },
        actions: { 'go home': () => {}, 'reload page': () => {} },
      }),
      hub: recordingHub(hubEvents) as never,
    },
  });
  const stored: Record<string, string> = {};
  if (options.stored) stored[AUTH_DATA_KEY] = JSON.stringify(options.stored);
  if (options.keptSlip) stored.betSlip = JSON.stringify({ selections: [{ outcomeId: 'o1' }] });
  const input: AppInput = {
    storage: memoryStore(stored),
    sessionStorage: memoryStore(),
    computeFingerprint: () => 'fp',
    watchScroll: () => () => {},
    ...quietLiveInput,
    ...quietShellInput,
    // The book's code never arrives here: "loading" is already the visitor using the book.
    loadSportsbook: () => new Promise(() => {}),
  };
  const actor = createActor(machine, { input });
  actor.start();
  const openBook = () => actor.getSnapshot().context.sportsbook.send({ type: 'sports.page.opened' });
  return { actor, hubEvents, openBook };
}

describe('app machine: the guest link (guest17)', () => {
  it('a visitor on the home page has no hub connection; opening the book connects as a guest', () => {
    const { actor, hubEvents, openBook } = start();
    expect(hubEvents).toEqual([]);
    expect(actor.getSnapshot().value).toMatchObject({ live: { guest: 'quiet' } });
    openBook();
    expect(hubEvents).toEqual([{ type: 'hub.connect', token: null }]);
    expect(actor.getSnapshot().value).toMatchObject({ live: { guest: 'listening' } });
  });

  it('a kept bet slip loads the book at start, so the guest connects at start', () => {
    const { hubEvents } = start({ keptSlip: true });
    expect(hubEvents).toEqual([{ type: 'hub.connect', token: null }]);
  });

  it("signing in switches to the player's connection; signing out goes back to a guest's", async () => {
    const { actor, hubEvents, openBook } = start();
    openBook();
    actor.send({ type: 'session.started', auth: demoAuth });
    expect(hubEvents).toEqual([
      { type: 'hub.connect', token: null },
      { type: 'hub.disconnect' },
      { type: 'hub.connect', token: 'token-demo' },
    ]);
    actor.send({ type: 'logout.requested' });
    await vi.waitFor(() => expect(hubEvents).toHaveLength(5));
    expect(hubEvents.slice(3)).toEqual([{ type: 'hub.disconnect' }, { type: 'hub.connect', token: null }]);
  });

  it('a player who never opened the book has no guest connection after signing out', async () => {
    const { actor, hubEvents } = start({ stored: demoAuth });
    actor.send({ type: 'logout.requested' });
    await vi.waitFor(() => expect(hubEvents).toEqual([{ type: 'hub.connect', token: 'token-demo' }, { type: 'hub.disconnect' }]));
    expect(actor.getSnapshot().value).toMatchObject({ live: { guest: 'quiet' } });
  });
});
