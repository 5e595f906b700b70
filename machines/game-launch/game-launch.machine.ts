// Opening a game (spec §4, issue 6): a guest gets the login dialog; a player on a phone gets the play
// modal (top bar with the game's name, Deposit opening the 'Deposit Money' bottom sheet, refresh and
// close; the game frame runs in the invoked game frame machine); a player on a desktop goes to the
// play page /casino/play/{encodedGame}. 300 ms after the modal closed, what the game changed is
// reloaded (spec §9). Spawned once by the app actor, so any screen can open a game.
import { assign, setup } from 'xstate';
import { type Game, type LaunchLanguage, PLATFORM } from './game-launch.actors';
import { gameFrameMachine, type GameFrameInput } from './game-frame.machine';

// The frame's own machine is part of this flow (and its diagram).
export { gameFrameMachine } from './game-frame.machine';

/** Spec §9: the play modal's post-close reload comes 300 ms after it closed. */
export const POST_CLOSE_RELOAD_DELAY = 300;

export interface GameLaunchInput {
  /** Read when a game is opened: the session, the viewport and the language of that moment. */
  isPlayer(): boolean;
  isPhone(): boolean;
  language(): LaunchLanguage;
  lobbyUrl(): string;
}

export interface GameLaunchContext extends GameLaunchInput {
  /** The game of the play modal. */
  game: Game | null;
}

export type GameLaunchEvent =
  | { type: 'game.open'; game: Game }
  | { type: 'game.modal.closed' }
  | { type: 'game.deposit.opened' }
  | { type: 'game.deposit.closed' };

export const gameLaunchMachine = setup({
  types: {
    input: {} as GameLaunchInput,
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
    children: {} as { frame: 'gameFrame' },
  },
  actors: { gameFrame: gameFrameMachine },
  delays: { 'post-close reload': POST_CLOSE_RELOAD_DELAY },
  guards: {
    'is guest': ({ context }) => !context.isPlayer(),
    'is phone': ({ context }) => context.isPhone(),
  },
  actions: {
    'remember game': assign((_, params: { game: Game }) => ({ game: params.game })),
    'forget game': assign({ game: null }),
    // UI effects provided at the app edge (src/app/create-app.ts).
    'ask to log in': () => {},
    'open play page': (_, _params: { game: Game }) => {},
    'reload after close': () => {},
  },
}).createMachine({
  id: 'gameLaunch',
  context: ({ input }) => ({ ...input, game: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'game.open': [
          { guard: 'is guest', actions: 'ask to log in' },
          {
            guard: 'is phone',
            target: 'modal',
            actions: { type: 'remember game', params: ({ event }) => ({ game: event.game }) },
          },
          { actions: { type: 'open play page', params: ({ event }) => ({ game: event.game }) } },
        ],
      },
    },
    modal: {
      tags: ['open'],
      invoke: {
        id: 'frame',
        src: 'gameFrame',
        input: ({ context }): GameFrameInput => ({
          game: context.game!,
          platform: PLATFORM.mobile,
          language: context.language(),
          lobbyUrl: context.lobbyUrl(),
          inModal: true,
        }),
        // The frame machine ends only when a failure closes the modal (EGT, Hub88, SoftGamings).
        onDone: { target: 'closing' },
      },
      on: {
        'game.modal.closed': { target: 'closing' },
        // A game suggested on the failed game's page opens in the same modal, with a frame of its own.
        'game.open': { target: 'modal', reenter: true, actions: { type: 'remember game', params: ({ event }) => ({ game: event.game }) } },
      },
      initial: 'game',
      states: {
        game: {
          on: { 'game.deposit.opened': { target: 'depositSheet' } },
        },
        // Spec §2: Deposit opens a bottom sheet titled 'Deposit Money' over the game.
        depositSheet: {
          tags: ['deposit sheet'],
          on: { 'game.deposit.closed': { target: 'game' } },
        },
      },
    },
    closing: {
      after: { 'post-close reload': { target: 'idle', actions: ['forget game', 'reload after close'] } },
    },
  },
});
