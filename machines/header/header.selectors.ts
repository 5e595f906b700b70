// Named selectors over the header snapshot.
import type { SnapshotFrom } from 'xstate';
import type { headerMachine } from './header.machine';

export type HeaderSnapshot = SnapshotFrom<typeof headerMachine>;

export const selectIsBarHidden = (snapshot: HeaderSnapshot) => snapshot.hasTag('hidden');
export const selectIsMenuOpen = (snapshot: HeaderSnapshot) => snapshot.hasTag('menu open');
