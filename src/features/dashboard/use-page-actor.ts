// Runs a dashboard screen's machine for the page, in the app's actor system: the API client from the root actor as input, and
// the machine's UI effects (toasts in the player's language, confetti) bound at this edge.
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { AnyStateMachine, InputFrom } from 'xstate';
import type { ApiClient } from '../../../common/contract/client';
import { useAppActor, useT } from '../../app/app-context';
import { useSystemActor } from '../../app/use-system-actor';
import { failureMessage, fireConfetti } from '../../app/effects';
import { selectLocale } from '../../../machines/app/app.selectors';
import { DEFAULT_LOCALE, type Locale, type Translate } from '../../i18n/translate';
import { notify } from '../../ui/notify';

/** The effects every dashboard machine may name; a machine that names none ignores them. */
export function dashboardEffects(translate: () => Translate, refreshBalance: () => void = () => {}) {
  return {
    // Money moved (a cancelled withdrawal's hold came back): the header's balance follows at once.
    'refresh balance': () => refreshBalance(),
    'notify success': (_: unknown, params: { message: string }) => {
      if (params.message) notify.success(params.message);
    },
    'notify failure': (_: unknown, params: { error: unknown }) => {
      notify.error(failureMessage(params.error, translate()));
    },
    'fire confetti': (_: unknown, params: { particleCount: number; spread: number }) => {
      void fireConfetti(params);
    },
  };
}

export function usePageActor<M extends AnyStateMachine>(machine: M, input: (api: ApiClient) => InputFrom<M>) {
  const app = useAppActor();
  const api = app.getSnapshot().context.api;
  const t = useT();
  // The texts can arrive after the page opened; the effect reads the translator of the moment.
  const translator = useRef(t);
  translator.current = t;
  const effects = dashboardEffects(
    () => translator.current,
    () => app.send({ type: 'session.balance.refresh' }),
  );
  const actions = Object.fromEntries(
    Object.entries(effects).filter(([name]) => name in (machine.implementations.actions ?? {})),
  );
  return useSystemActor(machine.id, machine.provide({ actions } as never) as M, input(api));
}

/** The player's language for dates (the bootstrap's, Turkish until it arrives). */
export function usePageLocale(): Locale {
  return useSelector(useAppActor(), selectLocale) ?? DEFAULT_LOCALE;
}
