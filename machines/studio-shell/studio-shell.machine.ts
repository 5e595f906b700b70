// The frame every studio game page shares (issue 21): it opens the session with the page's launch token,
// holds the header's balance, the Fairness panel's seeds (rotation included), the info panel and the sound
// switch (off until the player turns it on), and connects the hub through the app's hub machine (no second
// reconnect policy). The game itself is a child actor: the page's component attaches its machine once its
// code has loaded (`game.attach`); the shell relays the hub's pushes to it and hears from it when a round
// settled (balance, nonce used, stake and win), which may set off the big-win celebration.
import { type AnyActorLogic, type AnyActorRef, assign, sendTo, setup, spawnChild, stopChild } from 'xstate';
import { hubMachine, type HubMessageEvent } from '../hub/hub.machine';
import type { HubConnectionFactory } from '../hub/hub.actors';
import { listen } from '../shared/listen';
import { kurusFromTry } from '../shared/money';
import { apiNotProvided } from '../shared/api-dependency';
import { type OpenedSession, type RotatedSeeds, type StudioFairness, studioShellActors } from './studio-shell.actors';

export type StudioLang = 'tr' | 'en';

/** A win of at least this many times the round's stake is celebrated (confetti); smaller wins are not. */
export const BIG_WIN_MULTIPLE = 10;

export interface StudioShellInput {
  /** The launch token of the page's URL (`?token=`); empty when the page was opened without one. */
  token: string;
  lang: StudioLang;
  /** The site's origin, for the hub's URL. */
  origin: string;
  /** Makes the hub connection: the real SignalR factory at the edge, a fake in tests. */
  createConnection: HubConnectionFactory;
}

export interface StudioShellContext extends StudioShellInput {
  session: OpenedSession | null;
  /** The header's balance in kuruş (cash plus bonus money). */
  balance: number;
  fairness: StudioFairness | null;
  /** The nonce of the last round played on this page, or null before any. */
  lastNonce: number | null;
  /** The client seed typed into the Fairness panel, sent with the next rotation. */
  clientSeed: string;
  revealed: RotatedSeeds['revealed'] | null;
  /** Why the page cannot play (no token, the session refused) or the rotation failed; null when fine. */
  error: string | null;
  /** The game's own actor, once its page attached it. */
  game: AnyActorRef | null;
}

/** What a game tells the shell after each settled round (money in kuruş). */
export interface RoundSettled {
  type: 'round.settled';
  balance: number;
  /** The nonce the round used (null for rounds without one, such as a crash round). */
  nonce: number | null;
  bet: number;
  win: number;
}

export type StudioShellEvent =
  | HubMessageEvent
  | RoundSettled
  /** A balance a game learnt from the server (kuruş), outside a settled round (a crash bet, a recovery). */
  | { type: 'balance.updated'; balance: number }
  | { type: 'game.attach'; logic: AnyActorLogic; input: unknown }
  | { type: 'game.detach' }
  | { type: 'sound.toggled' }
  | { type: 'panel.fairness.toggled' }
  | { type: 'panel.info.toggled' }
  | { type: 'panel.closed' }
  | { type: 'seeds.client.changed'; value: string }
  | { type: 'seeds.rotate' };

type SpawnLogic = (logic: AnyActorLogic, options: { id: string; input: unknown }) => AnyActorRef;

const balanceOfPush = (message: unknown): number | null => {
  const balance = (message as { balance?: unknown } | null)?.balance;
  return typeof balance === 'number' && Number.isFinite(balance) ? kurusFromTry(balance) : null;
};

const isBalancePush = (event: StudioShellEvent) => event.type === 'hub.message' && event.command === 'Balance' && balanceOfPush(event.message) !== null;

export const studioShellMachine = setup({
  types: {
    input: {} as StudioShellInput,
    context: {} as StudioShellContext,
    events: {} as StudioShellEvent,
  },
  // Provided by the studio page (src/studio) with its API client: studioShellActors(api).
  actors: { ...studioShellActors(apiNotProvided('studio')), hub: hubMachine, listen },
  guards: {
    'has a token': ({ context }) => context.token.length > 0,
    'has a game': ({ context }) => context.game !== null,
    'is a balance push': ({ event }) => isBalancePush(event),
    'is a balance push and has a game': ({ context, event }) => isBalancePush(event) && context.game !== null,
    'is a big win': ({ event }) => event.type === 'round.settled' && event.bet > 0 && event.win >= BIG_WIN_MULTIPLE * event.bet,
  },
  actions: {
    'store session': assign((_, session: OpenedSession) => ({
      session,
      balance: session.balance,
      fairness: session.fairness,
      clientSeed: session.fairness.clientSeed,
      error: null,
    })),
    'set error': assign((_, params: { error: string | null }) => ({ error: params.error })),
    'set balance': assign((_, params: { balance: number }) => ({ balance: params.balance })),
    'note round': assign(({ context }, params: { balance: number; nonce: number | null }) => ({
      balance: params.balance,
      lastNonce: params.nonce ?? context.lastNonce,
      // The commitment moves on: the next round uses the next nonce.
      fairness: params.nonce !== null && context.fairness ? { ...context.fairness, nonce: params.nonce + 1 } : context.fairness,
    })),
    'store rotation': assign((_, rotated: RotatedSeeds) => ({
      fairness: rotated.fairness,
      revealed: rotated.revealed,
      clientSeed: rotated.fairness.clientSeed,
      lastNonce: null,
      error: null,
    })),
    'set client seed': assign((_, params: { value: string }) => ({ clientSeed: params.value })),
    'attach game': assign(({ spawn, context }, params: { logic: AnyActorLogic; input: unknown }) =>
      // The logic arrives with the event (the game's code loads with its page), so its child id is given
      // here; XState's types only name children of logic declared in setup.
      context.game ? {} : { game: (spawn as unknown as SpawnLogic)(params.logic, { id: 'game', input: params.input }) },
    ),
    'stop game': stopChild(({ context }) => context.game as AnyActorRef),
    'forget game': assign({ game: null }),
    'relay to game': sendTo(({ context }) => context.game as AnyActorRef, ({ event }) => event),
    'open hub': spawnChild('hub', {
      id: 'hub',
      systemId: 'hub',
      input: ({ context }) => ({ createConnection: context.createConnection, origin: context.origin, getFingerprint: () => '' }),
    }),
    'connect hub': sendTo('hub', ({ context }) => ({ type: 'hub.connect' as const, token: context.token })),
    /** A big win's celebration (confetti); the page provides it, machine tests spy on it. */
    celebrate: () => undefined,
  },
}).createMachine({
  id: 'studio',
  context: ({ input }) => ({
    ...input,
    session: null,
    balance: 0,
    fairness: null,
    lastNonce: null,
    clientSeed: '',
    revealed: null,
    error: null,
    game: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'has a token', target: 'opening' }, { target: 'noToken' }],
    },
    /** Opened without a launch token: the page says to open the game from the casino. */
    noToken: { tags: ['error'] },
    opening: {
      tags: ['loading'],
      invoke: {
        src: 'openSession',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'ready', actions: { type: 'store session', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'set error', params: ({ event }) => ({ error: (event.error as Error).message }) } },
      },
    },
    failed: { tags: ['error'] },
    ready: {
      type: 'parallel',
      entry: ['open hub', 'connect hub'],
      // The hub emits its pushes; the shell hears them by the hub's system id (machines/shared/listen.ts).
      invoke: { id: 'hubNews', src: 'listen', input: { systemId: 'hub', types: ['hub.message'] } },
      on: {
        'hub.message': [
          {
            guard: 'is a balance push and has a game',
            actions: [{ type: 'set balance', params: ({ event }) => ({ balance: balanceOfPush(event.message) ?? 0 }) }, 'relay to game'],
          },
          { guard: 'is a balance push', actions: { type: 'set balance', params: ({ event }) => ({ balance: balanceOfPush(event.message) ?? 0 }) } },
          { guard: 'has a game', actions: 'relay to game' },
        ],
        'round.settled': [
          {
            guard: 'is a big win',
            actions: [{ type: 'note round', params: ({ event }) => ({ balance: event.balance, nonce: event.nonce }) }, 'celebrate'],
          },
          { actions: { type: 'note round', params: ({ event }) => ({ balance: event.balance, nonce: event.nonce }) } },
        ],
        'balance.updated': { actions: { type: 'set balance', params: ({ event }) => ({ balance: event.balance }) } },
        'game.attach': { actions: { type: 'attach game', params: ({ event }) => ({ logic: event.logic, input: event.input }) } },
        'game.detach': { guard: 'has a game', actions: ['stop game', 'forget game'] },
        'seeds.client.changed': { actions: { type: 'set client seed', params: ({ event }) => ({ value: event.value }) } },
      },
      states: {
        panel: {
          initial: 'closed',
          states: {
            closed: { on: { 'panel.fairness.toggled': 'fairness', 'panel.info.toggled': 'info' } },
            fairness: { tags: ['open'], on: { 'panel.fairness.toggled': 'closed', 'panel.info.toggled': 'info', 'panel.closed': 'closed' } },
            info: { tags: ['open'], on: { 'panel.info.toggled': 'closed', 'panel.fairness.toggled': 'fairness', 'panel.closed': 'closed' } },
          },
        },
        seeds: {
          initial: 'idle',
          states: {
            idle: { on: { 'seeds.rotate': 'rotating' } },
            rotating: {
              tags: ['busy'],
              invoke: {
                src: 'rotateSeeds',
                input: ({ context }) => ({ token: context.token, clientSeed: context.clientSeed }),
                onDone: { target: 'idle', actions: { type: 'store rotation', params: ({ event }) => event.output } },
                onError: { target: 'idle', actions: { type: 'set error', params: ({ event }) => ({ error: (event.error as Error).message }) } },
              },
            },
          },
        },
        sound: {
          // Sound is off until the player turns it on (issue 21).
          initial: 'off',
          states: {
            off: { on: { 'sound.toggled': 'on' } },
            on: { on: { 'sound.toggled': 'off' } },
          },
        },
      },
    },
  },
});

export type StudioShellMachine = typeof studioShellMachine;
