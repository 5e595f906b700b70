// Named selectors over the trader screen's actor.
import type { SnapshotFrom } from 'xstate';
import type { sportsTraderMachine } from './backoffice-sports.machine';

type SportsSnapshot = SnapshotFrom<typeof sportsTraderMachine>;

export const selectSportsEvents = (snapshot: SportsSnapshot) => snapshot.context.events;
export const selectSportsBook = (snapshot: SportsSnapshot) => snapshot.context.book;
export const selectIsViewingEvent = (snapshot: SportsSnapshot) => snapshot.matches('event');
export const selectTraderAction = (snapshot: SportsSnapshot) => snapshot.context.action;
export const selectTraderReason = (snapshot: SportsSnapshot) => snapshot.context.reason;
export const selectIsConfirming = (snapshot: SportsSnapshot) => snapshot.hasTag('open');
export const selectIsSportsBusy = (snapshot: SportsSnapshot) => snapshot.hasTag('loading');
export const selectHasSportsFailed = (snapshot: SportsSnapshot) => snapshot.hasTag('error');
export const selectCanConfirmAction = (snapshot: SportsSnapshot) => snapshot.can({ type: 'sports.action.confirmed' });
