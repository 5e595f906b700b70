// Financial activities (spec §2, §3): one page of deposits and withdrawals for the filters the
// address holds (type, status, date range, page). The route gives the filters as input, so a new
// address starts a fresh actor; a failure offers a retry, and a loaded list can be refreshed (a
// pending withdrawal settles while the player looks at it). Issue 13: a pending withdrawal and an
// unpaid card deposit can be cancelled from a row, after a confirmation; once cancelled the list
// reloads (so a list filtered to pending ones drops the row) and the balance is refreshed at once.
// The withdraw page runs the same machine filtered to pending withdrawals.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import {
  type CancelOutput,
  financialActivitiesActors,
  type FinancialActivity,
  type FinancialActivityPage,
  type FinancialFilters,
  isCancellable,
} from './financial-activities.actors';

export interface FinancialActivitiesInput {
  filters: FinancialFilters;
}

export interface FinancialActivitiesContext extends FinancialActivitiesInput {
  page: FinancialActivityPage | null;
  error: unknown;
  /** The row whose cancellation is being confirmed or sent. */
  cancelling: FinancialActivity | null;
}

export type FinancialActivitiesEvent =
  | { type: 'financial.retried' }
  | { type: 'financial.refreshed' }
  /** Cancel on a row: asks for a confirmation first. */
  | { type: 'financial.cancel.requested'; id: number }
  | { type: 'financial.cancel.confirmed' }
  | { type: 'financial.cancel.dismissed' }
  /** The page's address changed its filters or page number: the list loads afresh for them. */
  | { type: 'financial.filters.changed'; filters: FinancialFilters };

export const financialActivitiesMachine = setup({
  types: {
    input: {} as FinancialActivitiesInput,
    context: {} as FinancialActivitiesContext,
    events: {} as FinancialActivitiesEvent,
  },
  // Provided at the app edge with the player's API client: financialActivitiesActors(api).
  actors: financialActivitiesActors(apiNotProvided('financialActivities')),
  guards: {
    'is a cancellable row': ({ context, event }) =>
      event.type === 'financial.cancel.requested' &&
      (context.page?.items ?? []).some((item) => item.id === event.id && isCancellable(item)),
  },
  actions: {
    'keep page': assign(({ event }) => ('output' in event ? { page: event.output as FinancialActivityPage, error: null } : {})),
    'keep error': assign(({ event }) => ('error' in event ? { error: event.error } : {})),
    'remember row to cancel': assign(({ context, event }) =>
      event.type === 'financial.cancel.requested'
        ? { cancelling: context.page?.items.find((item) => item.id === event.id) ?? null }
        : {},
    ),
    'forget row to cancel': assign({ cancelling: null }),
    'set filters': assign(({ event }) => (event.type === 'financial.filters.changed' ? { filters: event.filters, page: null, cancelling: null } : {})),
    // UI effects: the implementations are provided at the app edge (src/features/dashboard/use-page-actor.ts).
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
    /** The withdrawal's held amount is back in the cash balance: the header shows it now, not at the next poll. */
    'refresh balance': () => {},
  },
}).createMachine({
  id: 'financialActivities',
  context: ({ input }) => ({ ...input, page: null, error: null, cancelling: null }),
  on: {
    // From any state, a load in flight too: the request for the old filters is dropped with its state.
    'financial.filters.changed': { target: '.loading', reenter: true, actions: 'set filters' },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadFinancialActivities',
        src: 'loadFinancialActivities',
        input: ({ context }) => ({ filters: context.filters }),
        onDone: { target: 'loaded', actions: 'keep page' },
        onError: { target: 'failed', actions: 'keep error' },
      },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'financial.refreshed': { target: '#financialActivities.loading' },
            'financial.cancel.requested': { guard: 'is a cancellable row', target: 'confirming', actions: 'remember row to cancel' },
          },
        },
        confirming: {
          tags: ['confirming'],
          on: {
            'financial.cancel.confirmed': { target: 'cancelling' },
            'financial.cancel.dismissed': { target: 'idle', actions: 'forget row to cancel' },
          },
        },
        cancelling: {
          tags: ['confirming', 'cancelling'],
          invoke: {
            id: 'cancelTransaction',
            src: 'cancelTransaction',
            input: ({ context }) => ({ activity: context.cancelling! }),
            onDone: {
              target: '#financialActivities.loading',
              actions: [
                'forget row to cancel',
                { type: 'notify success', params: ({ event }: { event: { output: CancelOutput } }) => ({ message: event.output.message }) },
                'refresh balance',
              ],
            },
            // Refused (already settled by an operator, or paid meanwhile): show why, and reload the truth.
            onError: {
              target: '#financialActivities.loading',
              actions: ['forget row to cancel', { type: 'notify failure', params: ({ event }) => ({ error: event.error }) }],
            },
          },
        },
      },
    },
    failed: {
      on: { 'financial.retried': { target: 'loading' } },
    },
  },
});
