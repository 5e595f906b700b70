// The root app actor: owns the session, dialogs, header, hub and notifications actors for the app's
// lifetime (and the jackpot ticker once the site data arrived), runs start-up (with a retry when the
// bootstrap call fails), switches the language (stored, then a reload after 100 ms, spec §4) and routes
// events to the actor that handles them. While a player is logged in the hub is connected and the
// notifications loaded (issue 7); hub pushes reach the notifications and the session from here.
// Components and router guards reach everything through this one actor.
import { type AnyActorLogic, assign, sendTo, setup, stopChild, type ActorRefFrom, type AnyStateMachine } from 'xstate';
import type { DialogsEvent } from '../dialogs/dialogs.machine';
import { type DialogsLogic, dialogsLoaderMachine } from '../dialogs-loader/dialogs-loader.machine';
import { favoritesMachine } from '../favorites/favorites.machine';
import type { Game, LaunchLanguage } from '../game-launch/game-launch.actors';
import type { GameLaunchEvent, GameLaunchInput } from '../game-launch/game-launch.machine';
import type { WatchScroll } from '../header/header.actors';
import { type HeaderEvent, headerMachine } from '../header/header.machine';
import type { HubConnectionFactory } from '../hub/hub.actors';
import { hubMachine, type HubMessageEvent, LOCAL_COMMANDS } from '../hub/hub.machine';
import { type JackpotsEvent, jackpotsMachine } from '../jackpots/jackpots.machine';
import type { NotificationsEvent } from '../notifications/notifications.machine';
import type { KeyValueStore } from '../shared/ports';
import type { LiveChatPorts } from '../live-chat/live-chat.actors';
import { lateChildMachine, PRELOAD_EVENT } from '../late-child/late-child.machine';
import type { WatchRequests } from '../loading/loading.actors';
import { loadingMachine } from '../loading/loading.machine';
import { popupMachine } from '../popup/popup.machine';
import { sessionMachine, type SessionEvent } from '../session/session.machine';
import { hasKeptSlip, sportsbookLoaderMachine } from '../sportsbook-loader/sportsbook-loader.machine';
import { hasStoredSession, readAuthData } from '../session/auth-data';
import { listen } from '../shared/listen';
import { tabVisibility, type WatchVisibility, watchSportsbookUse } from './app.actors';
import {
  LANGUAGE_KEY,
  type Locale,
  type SiteData,
  startupMachine,
  type StartupOutput,
} from '../startup/startup.machine';

export interface AppInput {
  storage: KeyValueStore;
  sessionStorage: KeyValueStore;
  computeFingerprint: () => string;
  watchScroll: WatchScroll;
  /** Makes the hub's SignalR connection (the real one at the edge, a fake in tests). */
  createHubConnection: HubConnectionFactory;
  /** The site's origin, for the hub URL. */
  origin: string;
  watchVisibility: WatchVisibility;
  /** The API client's count of requests in flight (the generic loading flag, spec §4). */
  watchRequests: WatchRequests;
  /**
   * The dialogs machine with its account and payment flows, fetched the first time a dialog opens (or
   * when the browser is idle): the home page's first load carries none of their code.
   */
  loadDialogs: () => Promise<DialogsLogic>;
  /**
   * The late flows (the live chat, the game launch) with their effects provided, fetched when first needed
   * or at the visitor's first interaction (machines/late-child); none in tests that do not give them.
   */
  loadLateFlows?: () => Promise<LateFlows>;
  /**
   * The notifications' machine (machines/notifications), fetched when a player's notifications are first
   * loaded (machines/late-child): a guest never downloads it; none in tests that do not give it.
   */
  loadNotifications?: () => Promise<AnyActorLogic>;
  /** Whether the viewport is a phone's (under 900 px) when a game is opened; a desktop when not given. */
  isPhone?: () => boolean;
  /** The sportsbook's machines with their effects, fetched on first use (issue 17); none in tests that do not give it. */
  loadSportsbook?: () => Promise<AnyStateMachine>;
  /** A fresh idempotency key (placing bets). */
  newKey?: () => string;
}

/** The late flows' code (src/app/late-flows.ts at the app edge). */
export interface LateFlows {
  liveChat: AnyActorLogic;
  /** The live chat widget's script and the window's messages. */
  liveChatPorts: LiveChatPorts;
  gameLaunch: AnyActorLogic;
}

export interface AppContext extends AppInput {
  site: SiteData | null;
  /**
   * The session's token as the session last told it (`session.token.changed`); at start, the stored one
   * the session restores from the same storage. The app's own decisions read this, not the session.
   */
  token: string | null;
  /** Whether a dialog is open, as the dialogs last told it (`dialogs.changed`); the start-up popup waits for none. */
  dialogOpen: boolean;
  session: ActorRefFrom<typeof sessionMachine>;
  /** The dialogs, behind the loader that fetches their code on first use (see `loadDialogs`). */
  dialogs: ActorRefFrom<typeof dialogsLoaderMachine>;
  header: ActorRefFrom<typeof headerMachine>;
  hub: ActorRefFrom<typeof hubMachine>;
  /** The player's notifications, behind the loader that fetches their code at the first `notifications.load` (machines/late-child). */
  notifications: ActorRefFrom<typeof lateChildMachine>;
  /** The home ticker; it needs the bootstrap's EGT cards, so it exists once start-up succeeded. */
  jackpots: ActorRefFrom<typeof jackpotsMachine> | null;
  loading: ActorRefFrom<typeof loadingMachine>;
  /** The start-up popup and the live chat need the site data: they exist once start-up succeeded. */
  popup: ActorRefFrom<typeof popupMachine> | null;
  /** The live chat, behind the loader that fetches its code on first use (machines/late-child). */
  liveChat: ActorRefFrom<typeof lateChildMachine> | null;
  /**
   * Opens games: the login dialog, the phone's play modal or the desktop play page (issue 6); behind the
   * loader that fetches its code at the first `game.open` or the first interaction (machines/late-child).
   */
  gameLaunch: ActorRefFrom<typeof lateChildMachine>;
  favorites: ActorRefFrom<typeof favoritesMachine>;
  /**
   * Our sportsbook (pages, bet slip, My bets), behind the loader that fetches its code on first use.
   * Its screens send their events to the loader directly; the app hands it the hub's pushes.
   */
  sportsbook: ActorRefFrom<typeof sportsbookLoaderMachine>;
}

/** What components send to the notifications (the hub's pushes arrive separately). */
export type NotificationsUiEvent = Exclude<
  NotificationsEvent,
  { type: 'hub.message' | 'notifications.load' | 'notifications.clear' | 'notifications.resync' }
>;

export type AppEvent =
  | { type: 'startup.retry' }
  | { type: 'language.changed'; locale: Locale }
  | SessionEvent
  | DialogsEvent
  // The header watches the scroll itself; only the menu events come through the app.
  | Exclude<HeaderEvent, { type: 'page.scrolled' }>
  | NotificationsUiEvent
  | JackpotsEvent
  | HubMessageEvent
  | GameLaunchEvent
  | { type: 'favorite.toggled'; game: Game }
  /** Told by the session (its token), and by the tab watcher (visible again). */
  | { type: 'session.token.changed'; token: string | null }
  | { type: 'tab.visible' }
  /** The Live Chat buttons (header, bottom bar, sign-up celebration). */
  | { type: 'liveChat.open' }
  | { type: 'popup.closed' }
  /** Fetch the dialogs' code ahead of need (the browser is idle). */
  | { type: 'dialogs.preload' }
  /** Fetch the late flows' code ahead of need (the visitor's first interaction). */
  | { type: typeof PRELOAD_EVENT }
  /** Told by the dialogs loader: whether any dialog is open. */
  | { type: 'dialogs.changed'; open: boolean }
  /**
   * A page (or a region of one) runs its actor as the app's child, in the app's system under `id`,
   * so the inspector sees it and other actors can reach it by that id; stopped when the page goes.
   */
  | { type: 'page.actor.started'; id: string; logic: AnyActorLogic; input?: unknown }
  | { type: 'page.actor.stopped'; id: string }
  /** Told by the sportsbook loader's watcher: the visitor opened the book (its code loads or arrived). */
  | { type: 'sportsbook.used' };

/** The hub command that carries the player's balance (server/hub/README.md). */
export const BALANCE_COMMAND = 'Balance';

/** A late piece of code from the app edge, or a failed load where the build (a test) did not give it. */
const loadFromBuild = <T>(load: (() => Promise<T>) | undefined, what: string): Promise<T> =>
  load ? load() : Promise.reject(new Error(`no ${what} in this build`));

const lateFlows = (input: Pick<AppInput, 'loadLateFlows'>) => loadFromBuild(input.loadLateFlows, 'late flows');

/** The sportsbook's code is loading or arrived: the visitor is using the book. */
const sportsbookUsed = (snapshot: { matches(state: 'loading' | 'ready'): boolean }) => snapshot.matches('loading') || snapshot.matches('ready');

/** The games' interface language: the stored site language (spec §9: `lang`, Turkish by default). */
const launchLanguage = (stored: string | null): LaunchLanguage => (stored === 'en' ? 'en' : 'tr');

/** A pushed Balance message's `balance` in TRY, or null when the message is not one. */
function pushedBalance(message: unknown): number | null {
  if (!message || typeof message !== 'object') return null;
  const balance = (message as Record<string, unknown>).balance;
  return typeof balance === 'number' && Number.isFinite(balance) ? balance : null;
}

export const appMachine = setup({
  types: {
    input: {} as AppInput,
    context: {} as AppContext,
    events: {} as AppEvent,
  },
  actors: {
    startup: startupMachine,
    session: sessionMachine,
    dialogsLoader: dialogsLoaderMachine,
    loading: loadingMachine,
    popup: popupMachine,
    lateChild: lateChildMachine,
    header: headerMachine,
    hub: hubMachine,
    notifications: lateChildMachine,
    jackpots: jackpotsMachine,
    favorites: favoritesMachine,
    sportsbookLoader: sportsbookLoaderMachine,
    tabVisibility,
    watchSportsbookUse,
    listen,
  },
  delays: {
    // Spec §9: the page reloads 100 ms after a language change.
    'language reload': 100,
    // Spec §9: settings links applied after 1 s.
    'settings links': 1000,
  },
  guards: {
    'has site data': (_, params: { output: StartupOutput }) => params.output !== false,
    'has jackpots': ({ context }) => context.jackpots !== null,
    'has popup': ({ context }) => context.popup !== null,
    'has live chat': ({ context }) => context.liveChat !== null,
    'session is player': ({ context }) => context.token !== null,
    'token ended': ({ event }) => event.type === 'session.token.changed' && event.token === null,
    'token began': ({ event }) => event.type === 'session.token.changed' && event.token !== null,
    'is balance push': ({ event }) =>
      event.type === 'hub.message' && event.command === BALANCE_COMMAND && pushedBalance(event.message) !== null,
    'is reconnect': ({ event }) => event.type === 'hub.message' && event.command === LOCAL_COMMANDS.reconnected,
  },
  actions: {
    'store token': assign(({ event }) => (event.type === 'session.token.changed' ? { token: event.token } : {})),
    'store whether a dialog is open': assign(({ event }) => (event.type === 'dialogs.changed' ? { dialogOpen: event.open } : {})),
    'set site data': assign((_, params: { output: StartupOutput }) => ({
      site: params.output === false ? null : params.output,
    })),
    'forward to session': sendTo(
      ({ context }) => context.session,
      ({ event }) => event as SessionEvent,
    ),
    'forward to dialogs': sendTo(
      ({ context }) => context.dialogs,
      ({ event }) => event as DialogsEvent | { type: 'dialogs.preload' },
    ),
    'close popup': sendTo(({ context }) => context.popup!, { type: 'popup.closed' }),
    // The built-in support chat asks a guest to log in, so the open says whether a player asks.
    'open live chat': sendTo(
      ({ context }) => context.liveChat!,
      ({ context }) => ({ type: 'liveChat.open' as const, player: context.token !== null }),
    ),
    'spawn popup and live chat': assign(({ context, spawn }) => ({
      popup:
        context.popup ??
        spawn('popup', {
          id: 'popup',
          input: {
            storage: context.storage,
            popup: context.site?.bootstrap.popup ?? null,
            dialogOpen: context.dialogOpen,
          },
        }),
      liveChat:
        context.liveChat ??
        spawn('lateChild', {
          id: 'liveChatLoader',
          input: {
            systemId: 'liveChat',
            wakesOn: ['liveChat.open'],
            load: () =>
              lateFlows(context).then((flows) => ({
                logic: flows.liveChat,
                input: { settings: context.site?.settings ?? {}, ports: flows.liveChatPorts, isPlayer: () => hasStoredSession(context.storage) },
              })),
          },
        }),
    })),
    // Only taken behind 'has live chat'.
    'forward to live chat': sendTo(({ context }) => context.liveChat!, { type: PRELOAD_EVENT }),
    // The built-in support chat's pushes (the live chat actor hosts it); a live chat not loaded yet drops
    // them (no panel shows). Only taken behind 'has live chat'.
    'forward to support chat': sendTo(
      ({ context }) => context.liveChat!,
      ({ event }) => event as HubMessageEvent,
    ),
    // Sign-up reads the active-tab setting and the trial bonus from the start-up data.
    'tell dialogs the site settings': sendTo(
      ({ context }) => context.dialogs,
      (_, params: { output: StartupOutput }) => ({
        type: 'dialogs.siteLoaded' as const,
        registration:
          params.output === false
            ? { activeTab: null, trialBonus: 0 }
            : { activeTab: params.output.bootstrap.registrationActiveTab ?? null, trialBonus: params.output.trialBonus },
      }),
    ),
    'forward to header': sendTo(
      ({ context }) => context.header,
      ({ event }) => event as HeaderEvent,
    ),
    'forward to notifications': sendTo(
      ({ context }) => context.notifications,
      ({ event }) => event as NotificationsEvent,
    ),
    // Only taken behind 'has jackpots'.
    'forward to jackpots': sendTo(
      ({ context }) => context.jackpots as ActorRefFrom<typeof jackpotsMachine>,
      ({ event }) => event as JackpotsEvent,
    ),
    'spawn jackpots': assign(({ context, spawn }) => ({
      jackpots:
        context.jackpots ??
        spawn('jackpots', {
          id: 'jackpots',
          input: { egtJackpotCards: context.site?.bootstrap.egtJackpotCards ?? [] },
        }),
    })),
    'connect hub': sendTo(
      ({ context }) => context.hub,
      ({ context }) => ({ type: 'hub.connect' as const, token: context.token ?? '' }),
    ),
    // A visitor on the book hears its prices move too (guest17): a guest connection, no token.
    'connect hub as guest': sendTo(({ context }) => context.hub, { type: 'hub.connect', token: null }),
    'disconnect hub': sendTo(({ context }) => context.hub, { type: 'hub.disconnect' }),
    'forward to game launch': sendTo(
      ({ context }) => context.gameLaunch,
      ({ event }) => event as GameLaunchEvent,
    ),
    'forward to favorites': sendTo(
      ({ context }) => context.favorites,
      ({ event }) => event as { type: 'favorite.toggled'; game: Game },
    ),
    'forward to sportsbook': sendTo(
      ({ context }) => context.sportsbook,
      ({ event }) => event,
    ),
    // The live pages ask the server again after a reconnect (prices and scores may have moved meanwhile).
    'resync sportsbook': sendTo(
      ({ context }) => context.sportsbook,
      ({ event }) => event,
    ),
    'load favorites': sendTo(({ context }) => context.favorites, { type: 'favorites.load' }),
    'clear favorites': sendTo(({ context }) => context.favorites, { type: 'favorites.clear' }),
    // A game cannot go on once the session ended.
    'close game': sendTo(({ context }) => context.gameLaunch, { type: 'game.modal.closed' }),
    'load notifications': sendTo(({ context }) => context.notifications, { type: 'notifications.load' }),
    'clear notifications': sendTo(({ context }) => context.notifications, { type: 'notifications.clear' }),
    'resync notifications': sendTo(({ context }) => context.notifications, { type: 'notifications.resync' }),
    'refresh balance': sendTo(({ context }) => context.session, { type: 'session.balance.refresh' }),
    'push balance': sendTo(
      ({ context }) => context.session,
      ({ event }) => ({
        type: 'session.balance.pushed' as const,
        balance: event.type === 'hub.message' ? (pushedBalance(event.message) ?? 0) : 0,
      }),
    ),
    'store language': ({ context, event }) => {
      if (event.type === 'language.changed') context.storage.setItem(LANGUAGE_KEY, event.locale);
    },
    // UI effect: the implementation is provided at the app edge (src/app/create-app.ts).
    'reload page': () => {},
    // A page's actor: its id is its systemId too (one page actor per id; a second start is ignored).
    // A page's actor: its id is its systemId too (one page actor per id; a second start is ignored). It is
    // a child, not context: the page holds its ref, and the app only runs it. spawn is typed for the
    // machine's own actors; a page's logic comes in the event, so it is spawned as given.
    'spawn page actor': assign(({ event, self, spawn }) => {
      if (event.type !== 'page.actor.started' || self.system.get(event.id)) return {};
      const spawnGiven = spawn as unknown as (logic: AnyActorLogic, options: { id: string; systemId: string; input: unknown }) => void;
      spawnGiven(event.logic, { id: event.id, systemId: event.id, input: event.input });
      return {};
    }),
    'stop page actor': stopChild(({ event }) => (event.type === 'page.actor.stopped' ? event.id : '')),
  },
}).createMachine({
  id: 'app',
  context: ({ input, spawn }) => ({
    ...input,
    site: null,
    // The session restores itself from this storage: a stored session is a player's (machines/session).
    token: readAuthData(input.storage)?.token ?? null,
    dialogOpen: false,
    // systemIds let sibling actors address each other (login success closes every dialog).
    session: spawn('session', {
      id: 'session',
      systemId: 'session',
      input: { storage: input.storage, sessionStorage: input.sessionStorage },
    }),
    dialogs: spawn('dialogsLoader', {
      id: 'dialogs',
      systemId: 'dialogsLoader',
      input: { storage: input.storage, load: input.loadDialogs },
    }),
    loading: spawn('loading', { id: 'loading', input: { watchRequests: input.watchRequests } }),
    popup: null,
    liveChat: null,
    header: spawn('header', { id: 'header', input: { watchScroll: input.watchScroll } }),
    hub: spawn('hub', {
      id: 'hub',
      systemId: 'hub',
      input: { createConnection: input.createHubConnection, origin: input.origin, getFingerprint: input.computeFingerprint },
    }),
    notifications: spawn('notifications', {
      id: 'notificationsLoader',
      input: {
        systemId: 'notifications',
        wakesOn: ['notifications.load'],
        load: () =>
          loadFromBuild(input.loadNotifications, 'notifications').then((logic) => ({ logic, input: undefined })),
      },
    }),
    jackpots: null,
    gameLaunch: spawn('lateChild', {
      id: 'gameLaunchLoader',
      input: {
        systemId: 'gameLaunch',
        wakesOn: ['game.open'],
        load: () =>
          lateFlows(input).then((flows) => ({
            logic: flows.gameLaunch,
            input: {
              isPlayer: () => hasStoredSession(input.storage),
              isPhone: input.isPhone ?? (() => false),
              language: () => launchLanguage(input.storage.getItem(LANGUAGE_KEY)),
              lobbyUrl: () => new URL('/', input.origin).toString(),
            } satisfies GameLaunchInput,
          })),
      },
    }),
    favorites: spawn('favorites', { id: 'favorites', systemId: 'favorites' }),
    sportsbook: spawn('sportsbookLoader', {
      id: 'sportsbookLoader',
      input: {
        load: () => loadFromBuild(input.loadSportsbook, 'sportsbook'),
        hasKeptSlip: input.loadSportsbook !== undefined && hasKeptSlip(input.storage),
        sportsbookInput: {
          storage: input.storage,
          isPlayer: () => hasStoredSession(input.storage),
          newKey: input.newKey ?? (() => `${Date.now()}-${Math.random().toString(36).slice(2)}`),
        },
      },
    }),
  }),
  invoke: [
    // The session tells when a session begins or ends; the dialogs (their loader) whether any is open.
    { id: 'sessionNews', src: 'listen', input: { systemId: 'session', types: ['session.token.changed'] } },
    { id: 'dialogsNews', src: 'listen', input: { systemId: 'dialogsLoader', types: ['dialogs.changed'] } },
    // The hub's pushes and whether its link is a player's (balances then arrive by push, never over a guest's).
    { id: 'hubNews', src: 'listen', input: { systemId: 'hub', types: ['hub.message', 'hub.status.changed'] } },
    { id: 'tabVisibility', src: 'tabVisibility', input: ({ context }) => ({ watch: context.watchVisibility }) },
  ],
  on: {
    'login.submitted': { actions: 'forward to session' },
    'logout.requested': { actions: 'forward to session' },
    'session.unauthorized': { actions: 'forward to session' },
    'session.expiry.updated': { actions: 'forward to session' },
    'session.keepAlive.requested': { actions: 'forward to session' },
    'session.started': { actions: 'forward to session' },
    'session.phoneVerified': { actions: 'forward to session' },
    'session.balance.pushed': { actions: 'forward to session' },
    'session.balance.refresh': { actions: 'forward to session' },
    // Polling pauses while the hub is Connected (issue 7).
    'hub.status.changed': { actions: 'forward to session' },
    'hub.message': [
      { guard: 'is balance push', actions: 'push balance' },
      // Messages may have been missed while the link was down.
      { guard: 'is reconnect', actions: ['resync notifications', 'refresh balance', 'resync sportsbook'] },
      // The notifications keep what is theirs (a `Notification` push) and ignore the rest; the
      // sportsbook (once loaded) takes its odds pushes.
      { guard: 'has live chat', actions: ['forward to notifications', 'forward to sportsbook', 'forward to support chat'] },
      { actions: ['forward to notifications', 'forward to sportsbook'] },
    ],
    'notifications.panel.toggle': { actions: 'forward to notifications' },
    'notifications.panel.close': { actions: 'forward to notifications' },
    'notifications.item.open': { actions: 'forward to notifications' },
    'notifications.detail.close': { actions: 'forward to notifications' },
    'game.open': { actions: 'forward to game launch' },
    'game.modal.closed': { actions: 'forward to game launch' },
    'game.deposit.opened': { actions: 'forward to game launch' },
    'game.deposit.closed': { actions: 'forward to game launch' },
    'favorite.toggled': { actions: 'forward to favorites' },
    'jackpots.started': { guard: 'has jackpots', actions: 'forward to jackpots' },
    'jackpots.stopped': { guard: 'has jackpots', actions: 'forward to jackpots' },
    'dialog.open': { actions: 'forward to dialogs' },
    'dialog.close': { actions: 'forward to dialogs' },
    'dialogs.closeAll': { actions: 'forward to dialogs' },
    'dialogs.preload': { actions: 'forward to dialogs' },
    [PRELOAD_EVENT]: [
      { guard: 'has live chat', actions: ['forward to game launch', 'forward to live chat'] },
      { actions: 'forward to game launch' },
    ],
    // The start-up popup hears the dialogs itself; the app keeps their news for the popup it spawns later.
    'dialogs.changed': { actions: 'store whether a dialog is open' },
    'liveChat.open': { guard: 'has live chat', actions: 'open live chat' },
    'popup.closed': { guard: 'has popup', actions: 'close popup' },
    'menu.opened': { actions: 'forward to header' },
    'menu.closed': { actions: 'forward to header' },
    'menu.item.chosen': { actions: 'forward to header' },
    'page.actor.started': { actions: 'spawn page actor' },
    'page.actor.stopped': { actions: 'stop page actor' },
  },
  type: 'parallel',
  states: {
    startup: {
      initial: 'starting',
      states: {
        starting: {
          tags: ['loading'],
          invoke: {
            id: 'startup',
            src: 'startup',
            input: ({ context }) => ({
              storage: context.storage,
              computeFingerprint: context.computeFingerprint,
              loggedIn: context.token !== null,
            }),
            onDone: [
              {
                guard: { type: 'has site data', params: ({ event }) => ({ output: event.output }) },
                target: 'running',
                actions: [
                  { type: 'set site data', params: ({ event }) => ({ output: event.output }) },
                  { type: 'tell dialogs the site settings', params: ({ event }) => ({ output: event.output }) },
                ],
              },
              { target: 'unavailable' },
            ],
            onError: { target: 'unavailable' },
          },
        },
        // Spec §4: a failed bootstrap still leaves a usable page, with a way to try again.
        unavailable: {
          on: { 'startup.retry': { target: 'starting' } },
        },
        running: {
          entry: ['spawn jackpots', 'spawn popup and live chat'],
          initial: 'linksPending',
          states: {
            // The site settings' links (footer, Follow Me) are applied a second after start-up.
            linksPending: { after: { 'settings links': { target: 'linksApplied' } } },
            linksApplied: {},
          },
        },
      },
    },
    // The player's live link: the hub and the notifications follow the session's token.
    live: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'session is player', target: 'player' }, { target: 'guest' }],
        },
        guest: {
          on: { 'session.token.changed': { guard: 'token began', target: 'player', actions: 'store token' } },
          initial: 'quiet',
          states: {
            // Nothing to hear until the visitor opens the book: the home page loads no hub code. The
            // watcher answers at once when the book was opened before (signed out after using it).
            quiet: {
              invoke: {
                id: 'sportsbookWatch',
                src: 'watchSportsbookUse',
                input: ({ context }) => ({ actor: context.sportsbook, used: sportsbookUsed as (snapshot: never) => boolean }),
              },
              on: { 'sportsbook.used': { target: 'listening' } },
            },
            listening: { entry: 'connect hub as guest', exit: 'disconnect hub' },
          },
        },
        player: {
          entry: ['connect hub', 'load notifications', 'load favorites'],
          // Logout and a 401 both clear the token.
          exit: ['disconnect hub', 'clear notifications', 'clear favorites', 'close game'],
          on: {
            'session.token.changed': { guard: 'token ended', target: 'guest', actions: 'store token' },
            'tab.visible': { actions: ['resync notifications', 'refresh balance'] },
          },
        },
      },
    },
    language: {
      initial: 'current',
      states: {
        current: {
          on: { 'language.changed': { target: 'switching', actions: 'store language' } },
        },
        // The new language's texts come with a fresh bootstrap, so the page reloads.
        switching: {
          after: { 'language reload': { target: 'current', actions: 'reload page' } },
        },
      },
    },
  },
});
