// Builds the root app actor for the browser: storage, the API client with its session middleware,
// the fingerprint, the hub's SignalR connection, and the machines with their UI effects bound to this page.
import { type ActorOptions, type AnyActorLogic, type AnyActorRef, createActor } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';
import { readAuthData } from '../../machines/session/auth-data';
import { sessionMachine } from '../../machines/session/session.machine';
import { createSignalRConnection } from '../../machines/hub/hub.actors';
import { notificationsMachine } from '../../machines/notifications/notifications.machine';
import { changePasswordMachine } from '../../machines/change-password/change-password.machine';
import { dialogsMachine } from '../../machines/dialogs/dialogs.machine';
import { paymentDialogMachine } from '../../machines/payment-dialog/payment-dialog.machine';
import { phoneVerificationMachine } from '../../machines/phone-verification/phone-verification.machine';
import { recoveryMachine } from '../../machines/recovery/recovery.machine';
import { registrationMachine } from '../../machines/registration/registration.machine';
import { apiBaseUrl, createApiClient } from '../api/client';
import { loadFingerprint } from '../api/fingerprint';
import { createTranslator } from '../i18n/translate';
import { browserStore, deviceTraits, randomSalt, storedLocale } from './browser';
import { accountEffects, notificationEffects, paymentEffects, sessionEffects, watchVisibility } from './effects';

export type AppActor = ReturnType<typeof createAppActor>['actor'];

export interface CreateAppOptions {
  navigateHome(): void;
  reloadPage(): void;
  /** In-app navigation (the router); a full page load when not given. */
  navigate?(to: string): void;
  /**
   * Opens the live chat widget. Without one given, a `live-chat:open` window event asks whatever
   * widget the page runs to open.
   */
  openLiveChat?(): void;
  inspect?: ActorOptions<AnyActorLogic>['inspect'];
}

export function createAppActor(options: CreateAppOptions) {
  const storage = browserStore('localStorage');
  const sessionStorage = browserStore('sessionStorage');
  const computeFingerprint = () => loadFingerprint(storage, deviceTraits, randomSalt);

  // The middleware reports a 401 before the actor exists only in theory; it is wired right after.
  let root: AnyActorRef | undefined;
  const api = createApiClient({
    baseUrl: apiBaseUrl(window.location.origin),
    getToken: () => readAuthData(storage)?.token,
    getLocale: () => storedLocale(storage),
    getFingerprint: computeFingerprint,
    onUnauthorized: () => root?.send({ type: 'session.unauthorized' }),
  });

  const translate = () => {
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
    openLiveChat: () =>
      options.openLiveChat ? options.openLiveChat() : window.dispatchEvent(new CustomEvent('live-chat:open')),
  };
  const effects = accountEffects(accountEdge);

  const machine = appMachine.provide({
    actions: { 'reload page': () => options.reloadPage() },
    actors: {
      session: sessionMachine.provide({
        actions: sessionEffects({ translate, navigateHome: options.navigateHome, reloadPage: options.reloadPage }),
      }),
      notifications: notificationsMachine.provide({ actions: notificationEffects() }),
      dialogs: dialogsMachine.provide({
        actors: {
          registration: registrationMachine.provide({ actions: effects }),
          recovery: recoveryMachine.provide({ actions: { 'notify failure': effects['notify failure'] } }),
          changePassword: changePasswordMachine.provide({
            actions: { 'notify success': effects['notify success'], 'notify failure': effects['notify failure'] },
          }),
          phoneVerification: phoneVerificationMachine.provide({
            actions: { 'notify success': effects['notify success'], 'notify failure': effects['notify failure'] },
          }),
          paymentDialog: paymentDialogMachine.provide({ actions: paymentEffects(accountEdge) }),
        },
      }),
    },
  });

  const actor = createActor(machine, {
    input: {
      api,
      storage,
      sessionStorage,
      computeFingerprint,
      watchScroll,
      createHubConnection: createSignalRConnection,
      origin: window.location.origin,
      watchVisibility,
    },
    ...(options.inspect ? { inspect: options.inspect } : {}),
  });
  root = actor;
  return { actor, api, storage };
}
