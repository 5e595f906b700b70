// Runs a content machine for one page, its loader bound to this page's API call.
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { createContentMachine } from '../../../machines/cms-content/cms-content.machine';
import type { ApiClient } from '../../../common/contract/client';
import { useAppActor } from '../../app/app-context';

export function useContent<T>(machine: ReturnType<typeof createContentMachine<T>>, load: (api: ApiClient) => Promise<T>) {
  const api = useAppActor().getSnapshot().context.api;
  return useActorRef(machine.provide({ actors: { load: fromPromise(() => load(api)) } }));
}
