// Named selectors over the loading flag.
import type { SnapshotFrom } from 'xstate';
import type { loadingMachine } from './loading.machine';

export type LoadingSnapshot = SnapshotFrom<typeof loadingMachine>;

/** Spec §4: the generic loading flag, while any API request runs (past the first 200 ms). */
export const selectIsLoading = (snapshot: LoadingSnapshot) => snapshot.hasTag('loading');
