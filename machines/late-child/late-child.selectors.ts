// Named selectors over a late flow's loader: the flow's own actor once its code arrived.
import type { SnapshotFrom } from 'xstate';
import type { lateChildMachine } from './late-child.machine';

export type LateChildSnapshot = SnapshotFrom<typeof lateChildMachine>;

/** The running flow, or null while its code has not arrived. */
export const selectLoadedChild = (snapshot: LateChildSnapshot) => snapshot.context.child;
export const selectIsLoading = (snapshot: LateChildSnapshot) => snapshot.hasTag('loading');
