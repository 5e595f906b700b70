// Named selectors over the hub: which of the spec's five states it is in, and why it last stopped.
import type { SnapshotFrom } from 'xstate';
import type { hubMachine } from './hub.machine';

export type HubSnapshot = SnapshotFrom<typeof hubMachine>;

export type HubStatus = 'Disconnected' | 'Connecting' | 'Connected' | 'Reconnecting' | 'Disconnecting';

const statuses: readonly HubStatus[] = ['Connecting', 'Connected', 'Reconnecting', 'Disconnecting'];

/** The spec's hub state (Connecting covers the machine's own retries of a failed first start). */
export const selectStatus = (snapshot: HubSnapshot): HubStatus =>
  statuses.find((status) => snapshot.matches(status)) ?? 'Disconnected';

/** Connected, as a player or a guest. */
export const selectIsConnected = (snapshot: HubSnapshot) => snapshot.matches('Connected');

/** Connected with the player's session: only then do balances arrive by push (a guest's link carries none). */
export const selectIsPlayerConnected = (snapshot: HubSnapshot) => snapshot.matches('Connected') && snapshot.context.token !== null;

/** Connected as a guest (no session): the book's public prices only. */
export const selectIsGuest = (snapshot: HubSnapshot) => snapshot.context.token === null && !snapshot.matches('Disconnected');

/** Connecting, Reconnecting or Disconnecting. */
export const selectIsBusy = (snapshot: HubSnapshot) => snapshot.hasTag('busy');

/** Why the hub last failed or closed; null while healthy or after a clean disconnect. */
export const selectError = (snapshot: HubSnapshot) => snapshot.context.error;

/** Failed attempts of the current first start, for a "retrying" hint. */
export const selectFailedStarts = (snapshot: HubSnapshot) => snapshot.context.failures;
