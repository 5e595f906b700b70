// Named selectors over the session snapshot for components, router guards and other machines.
import type { SnapshotFrom } from 'xstate';
import { formatKurus } from '../shared/money';
import type { sessionMachine } from './session.machine';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectIsPlayer = (snapshot: SessionSnapshot) => snapshot.matches('player');
/**
 * Whether the header shows the player's part: signed in, and while signing out until the server answered
 * (the log-out button is then disabled, the balance still the player's), so a visitor's buttons never show
 * beside a session the server still holds.
 */
export const selectShowsPlayer = (snapshot: SessionSnapshot) => snapshot.matches('player') || snapshot.matches('loggingOut');
export const selectIsGuest = (snapshot: SessionSnapshot) => !snapshot.matches('player');
export const selectIsLoggingIn = (snapshot: SessionSnapshot) => snapshot.matches('loggingIn');
export const selectIsBusy = (snapshot: SessionSnapshot) => snapshot.hasTag('loading');
export const selectUsername = (snapshot: SessionSnapshot) => snapshot.context.auth?.username ?? null;
/** The balance in kuruş. */
export const selectBalance = (snapshot: SessionSnapshot) => snapshot.context.balance;
/** The balance as shown on screen, for example ₺1.000,00. */
export const selectBalanceText = (snapshot: SessionSnapshot) => formatKurus(snapshot.context.balance);
/**
 * The header's balance: the text above while the header shows the player's part, null for a visitor, whose
 * page then formats no money at start-up (the first currency format loads the internationalisation data:
 * about 40 ms on this machine's Chromium, four times that on a phone, issue 15).
 */
export const selectHeaderBalanceText = (snapshot: SessionSnapshot) => (selectShowsPlayer(snapshot) ? selectBalanceText(snapshot) : null);
export const selectToken = (snapshot: SessionSnapshot) => snapshot.context.auth?.token ?? null;
/** Balance polling is paused because the hub is Connected and pushes balances (issue 7). */
export const selectIsBalancePushed = (snapshot: SessionSnapshot) => snapshot.matches({ player: { balance: 'pushed' } });
export const selectIsSmsVerified = (snapshot: SessionSnapshot) => snapshot.context.auth?.smsVerified === true;
export const selectPhone = (snapshot: SessionSnapshot) => snapshot.context.auth?.phone ?? null;
/** The expiry warning is open (a minute before the session ends, and while "stay signed in" runs). */
export const selectIsExpiryWarningOpen = (snapshot: SessionSnapshot) => snapshot.hasTag('expiry-warning');
/** "Stay signed in" is on its way. */
export const selectIsExtending = (snapshot: SessionSnapshot) => snapshot.matches({ player: { expiry: 'extending' } });
/** When the server ends the session unless it is used again (ISO time), when known. */
export const selectExpiresAt = (snapshot: SessionSnapshot) => snapshot.context.auth?.expiresAt ?? null;
