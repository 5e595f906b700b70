// How components reach the root app actor and its children: one React context holding the actor (and the
// page's API client, which the page actors' logic is provided with), and hooks that select from it. Components read through these selectors and send events; they keep
// no copy of anything a machine knows.
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ApiClient } from '../../common/contract/client';
import type { AppEvent } from '../../machines/app/app.machine';
import {
  selectDialogsRef,
  selectHeaderRef,
  selectHubRef,
  selectJackpotsRef,
  selectLiveChatRef,
  selectLoadingRef,
  selectPopupRef,
  selectNotificationsRef,
  selectSessionRef,
  selectSite,
} from '../../machines/app/app.selectors';
import type { HubSnapshot } from '../../machines/hub/hub.selectors';
import type { JackpotsSnapshot } from '../../machines/jackpots/jackpots.selectors';
import type { NotificationsSnapshot } from '../../machines/notifications/notifications.selectors';
import type { DialogsSnapshot } from '../../machines/dialogs/dialogs.selectors';
import { selectLoadedDialogs } from '../../machines/dialogs-loader/dialogs-loader.selectors';
import { selectLoadedChild } from '../../machines/late-child/late-child.selectors';
import type { LiveChatSnapshot } from '../../machines/live-chat/live-chat.selectors';
import type { LoadingSnapshot } from '../../machines/loading/loading.selectors';
import type { PopupSnapshot } from '../../machines/popup/popup.selectors';
import type { HeaderSnapshot } from '../../machines/header/header.selectors';
import type { SessionSnapshot } from '../../machines/session/session.selectors';
import {
  builtInTextsVersion,
  createTranslator,
  type Locale,
  subscribeBuiltInTexts,
  type Translate,
} from '../i18n/translate';
import type { AppActor } from './create-app';

interface AppContextValue {
  actor: AppActor;
  /** The page's API client: page actors get it through their logic's `provide`, never in a context. */
  api: ApiClient;
  /** The language before the bootstrap arrives (stored choice or Turkish). */
  initialLocale: Locale;
}

const AppContext = createContext<AppContextValue | null>(null);

export function AppProvider(props: { actor: AppActor; api: ApiClient; initialLocale: Locale; children: ReactNode }) {
  const value = useMemo(
    () => ({ actor: props.actor, api: props.api, initialLocale: props.initialLocale }),
    [props.actor, props.api, props.initialLocale],
  );
  return <AppContext.Provider value={value}>{props.children}</AppContext.Provider>;
}

function useAppContext(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error('AppProvider is missing above this component');
  return value;
}

export function useAppActor(): AppActor {
  return useAppContext().actor;
}

/** The page's API client, for the logic of the actors a page starts (`machine.provide({ actors })`). */
export function useApi(): ApiClient {
  return useAppContext().api;
}

/** Sends an event to the root actor, which routes it to the session or the dialogs. */
export function useSend(): (event: AppEvent) => void {
  const actor = useAppActor();
  return useCallback((event: AppEvent) => actor.send(event), [actor]);
}

export function useSessionSelector<T>(selector: (snapshot: SessionSnapshot) => T): T {
  const session = useSelector(useAppActor(), selectSessionRef);
  return useSelector(session, selector);
}

/**
 * Reads the dialogs. Their code arrives on first use (machines/dialogs-loader): until then every
 * dialog is closed, and the selector gets the closed snapshot's `fallback` (the dialogs' own views
 * mount only once a dialog opened, so they always read the real one).
 */
export function useDialogsSelector<T>(selector: (snapshot: DialogsSnapshot) => T, fallback?: T): T {
  const loader = useSelector(useAppActor(), selectDialogsRef);
  const dialogs = useSelector(loader, selectLoadedDialogs);
  return useSelector(dialogs ?? undefined, (snapshot) => (snapshot ? selector(snapshot) : (fallback as T)));
}

export function useLoadingSelector<T>(selector: (snapshot: LoadingSnapshot) => T): T {
  const loading = useSelector(useAppActor(), selectLoadingRef);
  return useSelector(loading, selector);
}

/** The live chat's value, or `fallback` until its code arrived (machines/late-child). */
export function useLiveChatSelector<T>(selector: (snapshot: LiveChatSnapshot) => T, fallback: T): T {
  const loader = useSelector(useAppActor(), selectLiveChatRef);
  const liveChat = useSelector(loader ?? undefined, (snapshot) => (snapshot ? selectLoadedChild(snapshot) : null));
  return useSelector(liveChat ?? undefined, (snapshot) => (snapshot ? selector(snapshot as LiveChatSnapshot) : fallback));
}

/** The start-up popup's value, or `fallback` until start-up created it. */
export function usePopupSelector<T>(selector: (snapshot: PopupSnapshot) => T, fallback: T): T {
  const popup = useSelector(useAppActor(), selectPopupRef);
  return useSelector(popup ?? undefined, (snapshot) => (snapshot ? selector(snapshot) : fallback));
}

export function useHeaderSelector<T>(selector: (snapshot: HeaderSnapshot) => T): T {
  const header = useSelector(useAppActor(), selectHeaderRef);
  return useSelector(header, selector);
}

export function useHubSelector<T>(selector: (snapshot: HubSnapshot) => T): T {
  const hub = useSelector(useAppActor(), selectHubRef);
  return useSelector(hub, selector);
}

/** The player's notifications' value, or `fallback` until their code arrived (machines/late-child). */
export function useNotificationsSelector<T>(selector: (snapshot: NotificationsSnapshot) => T, fallback: T): T {
  const loader = useSelector(useAppActor(), selectNotificationsRef);
  const notifications = useSelector(loader, selectLoadedChild);
  return useSelector(notifications ?? undefined, (snapshot) => (snapshot ? selector(snapshot as NotificationsSnapshot) : fallback));
}

/** The jackpot ticker's value, or `fallback` until start-up created the ticker. */
export function useJackpotsSelector<T>(selector: (snapshot: JackpotsSnapshot) => T, fallback: T): T {
  const jackpots = useSelector(useAppActor(), selectJackpotsRef);
  return useSelector(jackpots ?? undefined, (snapshot) => (snapshot ? selector(snapshot) : fallback));
}

/** The translator for the player's language, built from the bootstrap's texts. */
export function useT(): Translate {
  const { actor, initialLocale } = useAppContext();
  const site = useSelector(actor, selectSite);
  // A new translator (so a re-render) when the areas' built-in texts arrive.
  const builtIn = useSyncExternalStore(subscribeBuiltInTexts, builtInTextsVersion, builtInTextsVersion);
  return useMemo(
    () => createTranslator(site?.locale ?? initialLocale, site?.translations ?? {}),
    [site, initialLocale, builtIn],
  );
}
