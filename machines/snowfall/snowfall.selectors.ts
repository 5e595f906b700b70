// Named selectors over the snowfall.
import type { SnapshotFrom } from 'xstate';
import type { snowfallMachine } from './snowfall.machine';

export type SnowfallSnapshot = SnapshotFrom<typeof snowfallMachine>;

/** The canvas is on the page while the flakes fall. */
export const selectIsSnowing = (snapshot: SnowfallSnapshot) => snapshot.hasTag('visible');
