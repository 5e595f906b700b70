// Named selectors over the game launch and game frame snapshots.
import type { SnapshotFrom } from 'xstate';
import type { gameFrameMachine } from './game-frame.machine';
import type { gameLaunchMachine } from './game-launch.machine';

export type GameLaunchSnapshot = SnapshotFrom<typeof gameLaunchMachine>;
export type GameFrameSnapshot = SnapshotFrom<typeof gameFrameMachine>;

export const selectIsModalOpen = (snapshot: GameLaunchSnapshot) => snapshot.hasTag('open');
export const selectModalGame = (snapshot: GameLaunchSnapshot) => snapshot.context.game;
export const selectIsDepositSheetOpen = (snapshot: GameLaunchSnapshot) => snapshot.hasTag('deposit sheet');
/** The modal's game frame actor, while the modal is open. */
export const selectFrameRef = (snapshot: GameLaunchSnapshot) => snapshot.children.frame;

/** 'Loading...' shows until the frame's document loaded. */
export const selectIsFrameLoading = (snapshot: GameFrameSnapshot) => snapshot.hasTag('loading');
/** Spec §8: 'Game will be reloaded. Please wait...' while a refresh runs. */
export const selectIsReloading = (snapshot: GameFrameSnapshot) => snapshot.hasTag('reloading');
export const selectFrameContent = (snapshot: GameFrameSnapshot) =>
  snapshot.hasTag('framed') ? snapshot.context.content : null;
export const selectFrameError = (snapshot: GameFrameSnapshot) => (snapshot.hasTag('failed') ? snapshot.context.error : null);
export const selectFrameGame = (snapshot: GameFrameSnapshot) => snapshot.context.game;

/** The games a failed launch suggests instead (empty while they load, or when none could be found). */
export const selectFrameSuggestions = (snapshot: GameFrameSnapshot) => snapshot.context.suggestions;
