// Named selectors over the app snapshot: start-up state, site data, and the child actors.
import type { SnapshotFrom } from 'xstate';
import type { appMachine } from './app.machine';

export type AppSnapshot = SnapshotFrom<typeof appMachine>;

export const selectIsStarting = (snapshot: AppSnapshot) => snapshot.matches({ startup: 'starting' });
export const selectIsUnavailable = (snapshot: AppSnapshot) => snapshot.matches({ startup: 'unavailable' });
export const selectIsRunning = (snapshot: AppSnapshot) => snapshot.matches({ startup: 'running' });
/** Where start-up stands, for the page shell. */
export const selectStartupPhase = (snapshot: AppSnapshot) =>
  selectIsRunning(snapshot) ? 'running' : selectIsUnavailable(snapshot) ? 'unavailable' : 'starting';
export const selectIsSwitchingLanguage = (snapshot: AppSnapshot) => snapshot.matches({ language: 'switching' });
export const selectSite = (snapshot: AppSnapshot) => snapshot.context.site;
export const selectSessionRef = (snapshot: AppSnapshot) => snapshot.context.session;
/** The dialogs loader (machines/dialogs-loader): the dialogs themselves arrive on first use. */
export const selectDialogsRef = (snapshot: AppSnapshot) => snapshot.context.dialogs;
export const selectLoadingRef = (snapshot: AppSnapshot) => snapshot.context.loading;
/** Null until start-up succeeded. */
export const selectPopupRef = (snapshot: AppSnapshot) => snapshot.context.popup;
/** The live chat's loader (machines/late-child), null until start-up succeeded. */
export const selectLiveChatRef = (snapshot: AppSnapshot) => snapshot.context.liveChat;
/** Spec §9: the site settings' links are applied a second after start-up. */
export const selectAreSettingsLinksApplied = (snapshot: AppSnapshot) =>
  snapshot.matches({ startup: { running: 'linksApplied' } });
export const selectHeaderRef = (snapshot: AppSnapshot) => snapshot.context.header;
/** The site's language: the bootstrap's once it arrived. */
export const selectLocale = (snapshot: AppSnapshot) => snapshot.context.site?.locale ?? null;
/** Read by router guards: whether a player is logged in right now. */
export const selectIsPlayer = (snapshot: AppSnapshot) => snapshot.context.session.getSnapshot().matches('player');
export const selectHubRef = (snapshot: AppSnapshot) => snapshot.context.hub;
export const selectNotificationsRef = (snapshot: AppSnapshot) => snapshot.context.notifications;
/** Null until start-up succeeded. */
export const selectJackpotsRef = (snapshot: AppSnapshot) => snapshot.context.jackpots;
/** A player is logged in and the hub and notifications follow (issue 7). */
export const selectIsLive = (snapshot: AppSnapshot) => snapshot.matches({ live: 'player' });
/** Opens games (issue 6): the phone's play modal lives here; the game launch's loader (machines/late-child). */
export const selectGameLaunchRef = (snapshot: AppSnapshot) => snapshot.context.gameLaunch;
export const selectFavoritesRef = (snapshot: AppSnapshot) => snapshot.context.favorites;
