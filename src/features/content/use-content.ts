// Runs a content machine for one page in the app's actor system, its loader bound to this page's API call.
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { createContentMachine } from '../../../machines/cms-content/cms-content.machine';
import type { ApiClient } from '../../../common/contract/client';
import { useApi } from '../../app/app-context';
import { useSystemActor } from '../../app/use-system-actor';

/** `name` is the page's, for the actor's id in the system (`promotions@…`). */
export function useContent<T>(name: string, machine: ReturnType<typeof createContentMachine<T>>, load: (api: ApiClient) => Promise<T>) {
  const api = useApi();
  // The actor runs the first render's logic (useSystemActor), so the first render's call is the one kept.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const logic = useMemo(() => machine.provide({ actors: { load: fromPromise(() => load(api)) } }), [machine, api]);
  return useSystemActor(name, logic);
}
