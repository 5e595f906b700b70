// Builds the root app actor for the browser: storage, the API client with its session middleware,
// the fingerprint, and the machines with their UI effects bound to this page.
import { type ActorOptions, type AnyActorLogic, type AnyActorRef, createActor } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';
import { readAuthData } from '../../machines/session/auth-data';
import { sessionMachine } from '../../machines/session/session.machine';
import { apiBaseUrl, createApiClient } from '../api/client';
import { loadFingerprint } from '../api/fingerprint';
import { createTranslator } from '../i18n/translate';
import { browserStore, deviceTraits, randomSalt, storedLocale } from './browser';
import { sessionEffects } from './effects';

export type AppActor = ReturnType<typeof createAppActor>['actor'];

export interface CreateAppOptions {
  navigateHome(): void;
  reloadPage(): void;
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

  const machine = appMachine.provide({
    actions: { 'reload page': () => options.reloadPage() },
    actors: {
      session: sessionMachine.provide({
        actions: sessionEffects({ translate, navigateHome: options.navigateHome, reloadPage: options.reloadPage }),
      }),
    },
  });

  const actor = createActor(machine, {
    input: { api, storage, sessionStorage, computeFingerprint, watchScroll },
    ...(options.inspect ? { inspect: options.inspect } : {}),
  });
  root = actor;
  return { actor, api, storage };
}
