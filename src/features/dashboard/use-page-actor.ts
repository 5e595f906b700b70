// Runs a dashboard screen's machine for the page, in the app's actor system: its actors given the page's API client, and
// the machine's UI effects (toasts in the player's language, confetti) bound at this edge.
import { useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import type { AnyActorLogic, AnyStateMachine, InputFrom } from 'xstate';
import type { ApiClient } from '../../../common/contract/client';
import { useApi, useAppActor, useT } from '../../app/app-context';
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

/** `actors` is the machine's actor factory (`profileActors`): the page's API client goes in there, never in the input. */
export function usePageActor<M extends AnyStateMachine>(
  machine: M,
  actors: (api: ApiClient) => Record<string, AnyActorLogic>,
  input?: InputFrom<M>,
) {
  const app = useAppActor();
  const api = useApi();
  const t = useT();
  // The texts can arrive after the page opened; the effect reads the translator of the moment.
  const translator = useRef(t);
  translator.current = t;
  const logic = useMemo(() => {
    const effects = dashboardEffects(
      () => translator.current,
      () => app.send({ type: 'session.balance.refresh' }),
    );
    const actions = Object.fromEntries(
      Object.entries(effects).filter(([name]) => name in (machine.implementations.actions ?? {})),
    );
    return machine.provide({ actions, actors: actors(api) } as never) as M;
  }, [app, api, machine, actors]);
  return useSystemActor(machine.id, logic, input);
}

/** The player's language for dates (the bootstrap's, Turkish until it arrives). */
export function usePageLocale(): Locale {
  return useSelector(useAppActor(), selectLocale) ?? DEFAULT_LOCALE;
}
