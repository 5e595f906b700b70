// Named reads of the studio shell's snapshot for the page's header, panels and game slot.
import type { SnapshotFrom } from 'xstate';
import type { studioShellMachine } from './studio-shell.machine';

type Snapshot = SnapshotFrom<typeof studioShellMachine>;

export const selectSession = (snapshot: Snapshot) => snapshot.context.session;
export const selectGameKind = (snapshot: Snapshot) => snapshot.context.session?.game ?? null;
export const selectBalance = (snapshot: Snapshot) => snapshot.context.balance;
export const selectFairness = (snapshot: Snapshot) => snapshot.context.fairness;
export const selectLastNonce = (snapshot: Snapshot) => snapshot.context.lastNonce;
export const selectRevealed = (snapshot: Snapshot) => snapshot.context.revealed;
export const selectClientSeed = (snapshot: Snapshot) => snapshot.context.clientSeed;
export const selectError = (snapshot: Snapshot) => snapshot.context.error;
export const selectGame = (snapshot: Snapshot) => snapshot.context.game;
export const selectIsLoading = (snapshot: Snapshot) => snapshot.hasTag('loading') || snapshot.matches('checking');
export const selectHasNoToken = (snapshot: Snapshot) => snapshot.matches('noToken');
export const selectHasFailed = (snapshot: Snapshot) => snapshot.matches('failed');
export const selectIsReady = (snapshot: Snapshot) => snapshot.matches('ready');
export const selectSoundOn = (snapshot: Snapshot) => snapshot.matches({ ready: { sound: 'on' } });
export const selectIsRotating = (snapshot: Snapshot) => snapshot.matches({ ready: { seeds: 'rotating' } });
export const selectOpenPanel = (snapshot: Snapshot): 'fairness' | 'info' | null =>
  snapshot.matches({ ready: { panel: 'fairness' } }) ? 'fairness' : snapshot.matches({ ready: { panel: 'info' } }) ? 'info' : null;
