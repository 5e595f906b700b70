// Named selectors over the players screen: the lookup, the open player, the tab, the lock dialog.
import type { SnapshotFrom } from 'xstate';
import { REASON_MIN, type PlayerTab, type playersMachine } from './backoffice-players.machine';

export type PlayersSnapshot = SnapshotFrom<typeof playersMachine>;

export const selectSearch = (snapshot: PlayersSnapshot) => snapshot.context.search;
export const selectResults = (snapshot: PlayersSnapshot) => snapshot.context.results;
export const selectPlayer = (snapshot: PlayersSnapshot) => (snapshot.matches('player') ? snapshot.context.player : null);
export const selectIsOpen = (snapshot: PlayersSnapshot) => snapshot.matches('player');
export const selectLedger = (snapshot: PlayersSnapshot) => snapshot.context.ledger ?? [];
export const selectIsLoading = (snapshot: PlayersSnapshot) => snapshot.hasTag('loading');
export const selectIsBusy = (snapshot: PlayersSnapshot) => snapshot.hasTag('busy');
export const selectTab = (snapshot: PlayersSnapshot): PlayerTab =>
  snapshot.matches({ player: 'ledger' }) || snapshot.matches({ player: 'readingLedger' }) ? 'ledger' : 'profile';
export const selectIsLocking = (snapshot: PlayersSnapshot) => snapshot.hasTag('open');
export const selectReason = (snapshot: PlayersSnapshot) => snapshot.context.reason;
export const selectReasonTooShort = (snapshot: PlayersSnapshot) => snapshot.context.reason.trim().length < REASON_MIN;
