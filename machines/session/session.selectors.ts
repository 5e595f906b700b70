// Named selectors over the session snapshot for components, router guards and other machines.
import type { SnapshotFrom } from 'xstate';
import { formatKurus } from '../shared/money';
import type { sessionMachine } from './session.machine';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectIsPlayer = (snapshot: SessionSnapshot) => snapshot.matches('player');
export const selectIsGuest = (snapshot: SessionSnapshot) => !snapshot.matches('player');
export const selectIsLoggingIn = (snapshot: SessionSnapshot) => snapshot.matches('loggingIn');
export const selectIsBusy = (snapshot: SessionSnapshot) => snapshot.hasTag('loading');
export const selectUsername = (snapshot: SessionSnapshot) => snapshot.context.auth?.username ?? null;
/** The balance in kuruş. */
export const selectBalance = (snapshot: SessionSnapshot) => snapshot.context.balance;
/** The balance as shown on screen, for example ₺1.000,00. */
export const selectBalanceText = (snapshot: SessionSnapshot) => formatKurus(snapshot.context.balance);
export const selectToken = (snapshot: SessionSnapshot) => snapshot.context.auth?.token ?? null;
/** Balance polling is paused because the hub is Connected and pushes balances (issue 7). */
export const selectIsBalancePushed = (snapshot: SessionSnapshot) => snapshot.matches({ player: 'pushed' });
export const selectIsSmsVerified = (snapshot: SessionSnapshot) => snapshot.context.auth?.smsVerified === true;
export const selectPhone = (snapshot: SessionSnapshot) => snapshot.context.auth?.phone ?? null;
