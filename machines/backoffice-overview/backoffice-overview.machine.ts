// Overview (issue 16): deposits, withdrawals, GGR and NGR (casino and sports apart), active and new
// players for today, 7 and 30 days, the pending queues, and the last 30 days for the charts. Read
// when opened and on `overview.refreshed` (the refresh button, or the hub saying a queue changed).
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { type OpsOverview, overviewActors } from './backoffice-overview.actors';

export interface OverviewContext {
  overview: OpsOverview | null;
}

export type OverviewEvent = { type: 'overview.refreshed' } | { type: 'overview.period.chosen'; period: OverviewPeriod };

export type OverviewPeriod = 'today' | 'week' | 'month';

export const overviewMachine = setup({
  types: {
    context: {} as OverviewContext & { period: OverviewPeriod },
    events: {} as OverviewEvent,
  },
  // Provided at the app edge with the operator's API client: overviewActors(api).
  actors: overviewActors(apiNotProvided('backofficeOverview')),
  actions: {
    'keep overview': assign({ overview: ({ event }) => (event as unknown as { output: OpsOverview }).output }),
    'choose period': assign({ period: ({ context, event }) => (event.type === 'overview.period.chosen' ? event.period : context.period) }),
  },
}).createMachine({
  id: 'backofficeOverview',
  context: () => ({ overview: null, period: 'today' }),
  initial: 'loading',
  on: { 'overview.period.chosen': { actions: 'choose period' } },
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadOverview',
        src: 'loadOverview',
        onDone: { target: 'ready', actions: 'keep overview' },
        onError: 'failed',
      },
    },
    ready: { on: { 'overview.refreshed': 'loading' } },
    failed: { on: { 'overview.refreshed': 'loading' } },
  },
});
