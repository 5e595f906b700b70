// One game in its frame: the launch call, then 'Loading...' until the frame's document loaded, then
// playing. Refresh launches again (a fresh launch token) and shows 'Game will be reloaded. Please
// wait...' until the new frame loaded. Used by the phone's play modal (invoked by the game launch
// machine) and by the desktop play page. In the modal, a failure of EGT, Hub88 or SoftGamings ends the
// flow so the modal closes with the server's message as a toast (spec §8); any other failure stays,
// showing the message once, in place of the game (no toast repeating it, issue 13 point 7), with the
// house's own games suggested instead.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import {
  type Game,
  gameFrameActors,
  type LaunchContent,
  type LaunchInput,
  type LaunchLanguage,
  type Platform,
  PROVIDERS_CLOSING_ON_FAILURE,
} from './game-launch.actors';

export interface GameFrameInput {
  game: Game;
  platform: Platform;
  language: LaunchLanguage;
  lobbyUrl: string;
  /** In the play modal, which a failure of some providers closes. */
  inModal: boolean;
}

export interface GameFrameContext extends GameFrameInput {
  content: LaunchContent | null;
  /** The server's message of the last failure. */
  error: string | null;
  /** Games to play instead, once a launch failed. */
  suggestions: Game[];
}

export type GameFrameEvent = { type: 'game.frame.loaded' } | { type: 'game.reload' };

/** The message of a failed launch: the server's text, or none (the toast then says what it knows). */
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : null);

const launchInput = ({ context }: { context: GameFrameContext }): LaunchInput => ({
  game: context.game,
  platform: context.platform,
  language: context.language,
  lobbyUrl: context.lobbyUrl,
});

type WithError = { event: { error: unknown } };
const failure = ({ event }: WithError) => ({ error: event.error });

/**
 * The launch call, first or after a refresh: its content goes to the frame, then `next`. A failure
 * either ends the flow with a toast of the server's message (the modal closes for some providers) or
 * shows the message in place of the game, and only there.
 */
const launchCall = (next: 'loading' | 'reloaded') =>
  ({
    id: 'launch',
    src: 'launch',
    input: launchInput,
    onDone: {
      target: next,
      actions: { type: 'store content', params: ({ event }: { event: { output: LaunchContent } }) => ({ content: event.output }) },
    },
    onError: [
      { guard: 'closes the modal on failure', target: 'closed', actions: { type: 'notify failure', params: failure } },
      { target: 'failed', actions: { type: 'store failure', params: failure } },
    ],
  }) as const;

export const gameFrameMachine = setup({
  types: {
    input: {} as GameFrameInput,
    context: {} as GameFrameContext,
    events: {} as GameFrameEvent,
    output: {} as { closed: true },
  },
  // Provided at the app edge with the player's API client: gameFrameActors(api).
  actors: gameFrameActors(apiNotProvided('gameFrame')),
  guards: {
    'closes the modal on failure': ({ context }) =>
      context.inModal && PROVIDERS_CLOSING_ON_FAILURE.includes(context.game.providerName),
  },
  // The reload notice is a message the player must be able to read: it stays at least this long.
  delays: { 'reload notice': 1500 },
  actions: {
    'store content': assign((_, params: { content: LaunchContent }) => ({ content: params.content, error: null })),
    'store failure': assign((_, params: { error: unknown }) => ({ content: null, error: messageOf(params.error) })),
    'forget content': assign({ content: null, error: null }),
    'store suggestions': assign((_, params: { games: Game[] }) => ({ suggestions: params.games })),
    // UI effect provided at the app edge: the server's message as an error toast (spec §8).
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'gameFrame',
  context: ({ input }) => ({ ...input, content: null, error: null, suggestions: [] }),
  initial: 'launching',
  states: {
    launching: {
      tags: ['loading'],
      invoke: launchCall('loading'),
    },
    // The same launch after the player asked for a refresh; the notice shows until the frame loaded.
    reloading: {
      tags: ['loading', 'reloading'],
      entry: 'forget content',
      invoke: launchCall('reloaded'),
    },
    // The frame has its address and is loading its document: 'Loading...' (spec §2).
    loading: {
      tags: ['loading', 'framed'],
      on: {
        'game.frame.loaded': { target: 'playing' },
        'game.reload': { target: 'reloading' },
      },
    },
    reloaded: {
      tags: ['loading', 'reloading', 'framed'],
      on: {
        'game.frame.loaded': { target: 'settling' },
        'game.reload': { target: 'reloading' },
      },
    },
    // The reloaded game plays while the notice finishes its minimum time.
    settling: {
      tags: ['reloading', 'framed'],
      after: { 'reload notice': { target: 'playing' } },
      on: { 'game.reload': { target: 'reloading' } },
    },
    playing: {
      tags: ['framed'],
      on: { 'game.reload': { target: 'reloading' } },
    },
    // The message in place of the game, a way back and the house's games to play instead; a failed
    // suggestion list leaves just the message and the way back.
    failed: {
      tags: ['failed'],
      on: { 'game.reload': { target: 'reloading' } },
      initial: 'suggesting',
      states: {
        suggesting: {
          invoke: {
            id: 'suggestions',
            src: 'loadSuggestions',
            input: ({ context }) => ({ game: context.game }),
            onDone: { target: 'suggested', actions: { type: 'store suggestions', params: ({ event }) => ({ games: event.output }) } },
            onError: { target: 'suggested' },
          },
        },
        suggested: {},
      },
    },
    closed: { type: 'final' },
  },
  output: () => ({ closed: true }),
});
