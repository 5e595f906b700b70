// Financial activities (spec §2, §3): one page of deposits and withdrawals for the filters the
// address holds (type, status, date range, page). The route gives the filters as input, so a new
// address starts a fresh actor; a failure offers a retry, and a loaded list can be refreshed (a
// pending withdrawal settles while the player looks at it).
import { assign, setup } from 'xstate';
import type { ApiClient } from '../../src/api/client';
import { type FinancialActivityPage, type FinancialFilters, loadFinancialActivities } from './financial-activities.actors';

export interface FinancialActivitiesInput {
  api: ApiClient;
  filters: FinancialFilters;
}

export interface FinancialActivitiesContext extends FinancialActivitiesInput {
  page: FinancialActivityPage | null;
  error: unknown;
}

export type FinancialActivitiesEvent = { type: 'financial.retried' } | { type: 'financial.refreshed' };

export const financialActivitiesMachine = setup({
  types: {
    input: {} as FinancialActivitiesInput,
    context: {} as FinancialActivitiesContext,
    events: {} as FinancialActivitiesEvent,
  },
  actors: { loadFinancialActivities },
  actions: {
    'keep page': assign(({ event }) => ('output' in event ? { page: event.output as FinancialActivityPage, error: null } : {})),
    'keep error': assign(({ event }) => ('error' in event ? { error: event.error } : {})),
  },
}).createMachine({
  id: 'financialActivities',
  context: ({ input }) => ({ ...input, page: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadFinancialActivities',
        src: 'loadFinancialActivities',
        input: ({ context }) => ({ api: context.api, filters: context.filters }),
        onDone: { target: 'loaded', actions: 'keep page' },
        onError: { target: 'failed', actions: 'keep error' },
      },
    },
    loaded: {
      on: { 'financial.refreshed': { target: 'loading' } },
    },
    failed: {
      on: { 'financial.retried': { target: 'loading' } },
    },
  },
});
