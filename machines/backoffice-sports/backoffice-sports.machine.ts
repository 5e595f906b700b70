// The trader screen (issue 17): the open events; an event's book (markets, prices, the feed's price aside
// while a trader's stands, the liability per outcome from the open bets); and a trader's actions, each
// confirmed with a reason in one dialog: set or release a price, suspend or resume the event or one market,
// set the event's liability limit, propose a resettlement or rollback of a settled event (decided by another
// operator in the approvals queue). After an action the book is the server's answer, or read again.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { decimal, type OpsSportsEventBook, type SportsEventSummary, sportsTraderActors, type TraderAction } from './backoffice-sports.actors';

export interface SportsContext {
  events: SportsEventSummary[] | null;
  eventId: string | null;
  book: OpsSportsEventBook | null;
  action: TraderAction | null;
  reason: string;
}

export type SportsEvent =
  | { type: 'sports.retried' }
  | { type: 'sports.event.opened'; eventId: string }
  | { type: 'sports.closed' }
  | { type: 'sports.refreshed' }
  | { type: 'sports.action.started'; action: TraderAction }
  | { type: 'sports.action.changed'; field: 'odds' | 'amount' | 'home' | 'away'; value: string }
  | { type: 'sports.reason.changed'; value: string }
  | { type: 'sports.action.confirmed' }
  | { type: 'sports.action.cancelled' };

const output = <T>(event: unknown) => (event as { output: T }).output;
const score = (text: string) => /^\d{1,3}$/.test(text.trim());

/** Whether the action's figures are ones the server can take (it checks them again). */
export function actionValid(action: TraderAction | null, reason: string): boolean {
  if (!action || reason.trim().length < 3) return false;
  if (action.kind === 'odds') {
    const odds = decimal(action.odds);
    return Number.isFinite(odds) && odds >= 1.01 && odds <= 1000 && Math.abs(odds * 100 - Math.round(odds * 100)) < 1e-6;
  }
  if (action.kind === 'limit') {
    if (action.amount.trim() === '') return true;
    const amount = decimal(action.amount);
    return Number.isFinite(amount) && amount >= 0 && amount <= 100_000_000;
  }
  if (action.kind === 'resettle') return score(action.home) && score(action.away);
  return true;
}

export const sportsTraderMachine = setup({
  types: { context: {} as SportsContext, events: {} as SportsEvent },
  // Provided at the app edge with the operator's API client: sportsTraderActors(api).
  actors: sportsTraderActors(apiNotProvided('backofficeSports')),
  guards: {
    'is the action valid': ({ context }) => actionValid(context.action, context.reason),
    'did the answer carry the book': ({ event }) => output<{ book: OpsSportsEventBook | null }>(event).book !== null,
  },
  actions: {
    'keep events': assign({ events: ({ event }) => output<SportsEventSummary[]>(event) }),
    'choose event': assign({ eventId: ({ context, event }) => (event.type === 'sports.event.opened' ? event.eventId : context.eventId), book: null }),
    'keep book': assign({ book: ({ event }) => output<OpsSportsEventBook>(event) }),
    'keep answered book': assign({ book: ({ context, event }) => output<{ book: OpsSportsEventBook | null }>(event).book ?? context.book }),
    'forget event': assign({ eventId: null, book: null }),
    'start action': assign({ action: ({ event }) => (event.type === 'sports.action.started' ? event.action : null), reason: '' }),
    'change action': assign({
      action: ({ context, event }) => {
        const action = context.action;
        if (event.type !== 'sports.action.changed' || !action) return action;
        if (action.kind === 'odds' && event.field === 'odds') return { ...action, odds: event.value };
        if (action.kind === 'limit' && event.field === 'amount') return { ...action, amount: event.value };
        if (action.kind === 'resettle' && (event.field === 'home' || event.field === 'away')) return { ...action, [event.field]: event.value };
        return action;
      },
    }),
    'change reason': assign({ reason: ({ context, event }) => (event.type === 'sports.reason.changed' ? event.value : context.reason) }),
    'forget action': assign({ action: null, reason: '' }),
    // UI effects: provided at the app edge.
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backofficeSports',
  context: () => ({ events: null, eventId: null, book: null, action: null, reason: '' }),
  initial: 'loadingEvents',
  states: {
    loadingEvents: {
      tags: ['loading'],
      invoke: {
        id: 'loadEvents',
        src: 'loadEvents',
        onDone: { target: 'browsing', actions: 'keep events' },
        onError: { target: 'failed', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'sports.retried': 'loadingEvents' },
    },
    browsing: {
      on: {
        'sports.refreshed': 'loadingEvents',
        'sports.event.opened': { target: 'event', actions: 'choose event' },
      },
    },
    event: {
      initial: 'loading',
      on: { 'sports.closed': { target: 'loadingEvents', actions: ['forget event', 'forget action'] } },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadBook',
            src: 'loadBook',
            input: ({ context }) => ({ eventId: context.eventId! }),
            onDone: { target: 'viewing', actions: 'keep book' },
            onError: { target: 'unavailable', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        unavailable: {
          tags: ['error'],
          on: { 'sports.retried': 'loading' },
        },
        viewing: {
          on: {
            'sports.refreshed': 'loading',
            'sports.action.started': { target: 'confirming', actions: 'start action' },
          },
        },
        confirming: {
          tags: ['open'],
          on: {
            'sports.action.changed': { actions: 'change action' },
            'sports.reason.changed': { actions: 'change reason' },
            'sports.action.confirmed': { guard: 'is the action valid', target: 'saving' },
            'sports.action.cancelled': { target: 'viewing', actions: 'forget action' },
          },
        },
        saving: {
          tags: ['open', 'loading'],
          invoke: {
            id: 'runAction',
            src: 'runAction',
            input: ({ context }) => ({ eventId: context.eventId!, action: context.action!, reason: context.reason }),
            onDone: [
              {
                guard: 'did the answer carry the book',
                target: 'viewing',
                actions: ['keep answered book', 'forget action', { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) }],
              },
              { target: 'loading', actions: ['forget action', { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) }] },
            ],
            onError: { target: 'confirming', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
