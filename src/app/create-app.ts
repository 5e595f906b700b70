// Builds the root app actor for the browser: storage, the API client with its session middleware,
// the fingerprint, the hub's SignalR connection, and the machines with their UI effects bound to this page.
import { type ActorOptions, type AnyActorLogic, type AnyActorRef, createActor } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';
import { readAuthData } from '../../machines/session/auth-data';
import { sessionActors } from '../../machines/session/session.actors';
import { sessionMachine } from '../../machines/session/session.machine';
import { createSignalRConnection } from '../../machines/hub/hub.actors';
import { favoritesActors } from '../../machines/favorites/favorites.actors';
import { favoritesMachine } from '../../machines/favorites/favorites.machine';
import { jackpotsActors } from '../../machines/jackpots/jackpots.actors';
import { jackpotsMachine } from '../../machines/jackpots/jackpots.machine';
import { loadBootstrapWith } from '../../machines/startup/startup.actors';
import { startupMachine } from '../../machines/startup/startup.machine';
import { apiBaseUrl, createApiClient, createRequestCounter } from '../../common/contract/client';
import { withRetries } from '../api/retry';
import { isPhoneViewport } from '../features/casino/viewport';
import { loadFingerprint } from '../api/fingerprint';
import { createTranslator, type Translate } from '../i18n/translate';
import type { DialogsLogic } from '../../machines/dialogs-loader/dialogs-loader.machine';
import { browserStore, deviceTraits, randomSalt, storedLocale } from './browser';
import { inlinedBootstrapReader } from './inlined-bootstrap';
import {
  favoriteEffects,
  sessionEffects,
  watchVisibility,
} from './effects';

export type AppActor = ReturnType<typeof createAppActor>['actor'];

export interface CreateAppOptions {
  navigateHome(): void;
  reloadPage(): void;
  /** In-app navigation (the router); a full page load when not given. */
  navigate?(to: string): void;
  /**
   * Opens the live chat widget. Without one given, the live chat machine does (the configured widget,
   * or the operator's support link).
   */
  openLiveChat?(): void;
  inspect?: ActorOptions<AnyActorLogic>['inspect'];
}

export function createAppActor(options: CreateAppOptions) {
  const storage = browserStore('localStorage');
  const sessionStorage = browserStore('sessionStorage');
  const computeFingerprint = () => loadFingerprint(storage, deviceTraits, randomSalt);

  // The middleware reports a 401 before the actor exists only in theory; it is wired right after.
  // Spec §4: the generic loading flag counts the requests in flight in the client's middleware.
  const requests = createRequestCounter();
  let root: AnyActorRef | undefined;
  const api = createApiClient({
    baseUrl: apiBaseUrl(window.location.origin),
    // A deploy's restarts answer a request now and then with a 502 or a reset: safe ones are sent again.
    fetch: withRetries((request) => globalThis.fetch(request)),
    getToken: () => readAuthData(storage)?.token,
    getLocale: () => storedLocale(storage),
    getFingerprint: computeFingerprint,
    onUnauthorized: () => root?.send({ type: 'session.unauthorized' }),
    onSessionExpiry: (expiresAt) => root?.send({ type: 'session.expiry.updated', expiresAt }),
    requests,
  });

  const translate = (): Translate => {
    const site = actor.getSnapshot().context.site;
    return createTranslator(site?.locale ?? storedLocale(storage), site?.translations ?? {});
  };

  const watchScroll = (listener: (y: number) => void) => {
    const onScroll = () => listener(window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  };

  const accountEdge = {
    translate,
    navigateHome: options.navigateHome,
    reloadPage: options.reloadPage,
    navigate: (to: string) => (options.navigate ? options.navigate(to) : window.location.assign(to)),
    // The sign-up celebration's Live Chat button reaches the live chat machine (or the given widget).
    openLiveChat: () => (options.openLiveChat ? options.openLiveChat() : actor.send({ type: 'liveChat.open' })),
  };
  const casinoEdge = {
    ...accountEdge,
    openLogin: (): void => {
      actor.send({ type: 'dialog.open', dialog: 'login' });
    },
    refreshBalance: (): void => {
      actor.send({ type: 'session.balance.refresh' });
    },
  };

  const machine = appMachine.provide({
    actions: { 'reload page': () => options.reloadPage() },
    actors: {
      // The first start-up takes the bootstrap the server put in the page instead of asking for it.
      startup: startupMachine.provide({
        actors: { loadBootstrap: loadBootstrapWith(api, inlinedBootstrapReader(document, () => storedLocale(storage))) },
      }),
      session: sessionMachine.provide({
        actions: sessionEffects({ translate, navigateHome: options.navigateHome, reloadPage: options.reloadPage }),
        actors: sessionActors(api),
      }),
      favorites: favoritesMachine.provide({ actions: favoriteEffects(casinoEdge), actors: favoritesActors(api) }),
      jackpots: jackpotsMachine.provide({ actors: jackpotsActors(api) }),
    },
  });

  const actor = createActor(machine, {
    input: {
      storage,
      sessionStorage,
      computeFingerprint,
      watchScroll,
      createHubConnection: createSignalRConnection,
      origin: window.location.origin,
      watchVisibility,
      watchRequests: requests.watch,
      // The dialogs' flows arrive on first use (src/app/dialog-flows.ts).
      loadDialogs: (): Promise<DialogsLogic> => import('./dialog-flows').then((module) => module.dialogsWithEffects(accountEdge, api)),
      // The live chat and the game launch arrive on first use or the first interaction (src/app/late-flows.ts).
      loadLateFlows: () => import('./late-flows').then((module) => module.lateFlowsWithEffects(casinoEdge, api)),
      // A player's notifications arrive when they are first loaded (at login or a restored session; src/app/notification-flows.ts).
      loadNotifications: () => import('./notification-flows').then((module) => module.notificationsWithEffects(api)),
      // Spec §9: under 900 px is the phone layout, where games open in the play modal.
      isPhone: isPhoneViewport,
      // Issue 17: our sportsbook arrives on first use (src/features/sports/sports-flows.ts).
      loadSportsbook: () => import('../features/sports/sports-flows').then((module) => module.sportsbookWithEffects(casinoEdge, api)),
      newKey: () => crypto.randomUUID(),
    },
    ...(options.inspect ? { inspect: options.inspect } : {}),
  });
  root = actor;
  return { actor, api, storage };
}
