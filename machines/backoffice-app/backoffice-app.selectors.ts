// Named selectors over the back office's root actor: signed in or not, the operator and what their
// role lets the UI show (the server checks every call on its own), the idle warning, the screens.
import type { SnapshotFrom } from 'xstate';
import type { OpsPermission } from './backoffice-app.actors';
import { type backofficeMachine, SCREEN_PERMISSION, type Screen } from './backoffice-app.machine';

export type BackofficeSnapshot = SnapshotFrom<typeof backofficeMachine>;

export const selectIsSignedIn = (snapshot: BackofficeSnapshot) => snapshot.matches('signedIn');
export const selectIsReady = (snapshot: BackofficeSnapshot) => snapshot.matches({ signedIn: 'working' });
export const selectIsStarting = (snapshot: BackofficeSnapshot) => snapshot.hasTag('loading');
export const selectOperator = (snapshot: BackofficeSnapshot) => snapshot.context.me;
export const selectSignedOutBecause = (snapshot: BackofficeSnapshot) => snapshot.context.signedOutBecause;
export const selectIdleWarning = (snapshot: BackofficeSnapshot) => snapshot.hasTag('idleWarning');
export const selectSignIn = (snapshot: BackofficeSnapshot) => snapshot.children.signIn;
export const selectScreen = <S extends Screen>(screen: S) => (snapshot: BackofficeSnapshot) => snapshot.context.screens[screen];

export const selectCan = (permission: OpsPermission) => (snapshot: BackofficeSnapshot) =>
  snapshot.context.me?.permissions.includes(permission) ?? false;

/** The screens in the navigation's order. */
export const SCREENS: readonly Screen[] = ['overview', 'withdrawals', 'deposits', 'players', 'approvals', 'reports', 'notifications', 'audit', 'operators', 'content', 'kyc', 'aml', 'site', 'casino', 'tombala', 'bonuses', 'sports', 'support'];

/** The screens this operator's role may see: the navigation shows only these. */
export const selectNavigation = (snapshot: BackofficeSnapshot): Screen[] =>
  SCREENS.filter((screen) => snapshot.context.me?.permissions.includes(SCREEN_PERMISSION[screen]));

export const selectMaySee = (screen: Screen) => (snapshot: BackofficeSnapshot) =>
  snapshot.context.me?.permissions.includes(SCREEN_PERMISSION[screen]) ?? false;
