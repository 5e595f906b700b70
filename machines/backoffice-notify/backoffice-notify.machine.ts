// Notifications (issue 16): a system message to one player or to all. Sending to all asks once more
// (a confirm step), since every player receives it; the form keeps its text after a refusal.
import { and, assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { notifyActors, type NotifyRequest } from './backoffice-notify.actors';

export type Audience = NotifyRequest['audience'];

export interface NotifyContext {
  audience: Audience;
  player: string;
  title: string;
  note: string;
}

export type NotifyEvent =
  | { type: 'notify.field.changed'; field: 'player' | 'title' | 'note'; value: string }
  | { type: 'notify.audience.chosen'; audience: Audience }
  | { type: 'notify.submitted' }
  | { type: 'notify.confirmed' }
  | { type: 'notify.cancelled' };

export const notifyMachine = setup({
  types: { context: {} as NotifyContext, events: {} as NotifyEvent },
  // Provided at the app edge with the operator's API client: notifyActors(api).
  actors: notifyActors(apiNotProvided('backofficeNotify')),
  guards: {
    'is complete': ({ context }) => context.title.trim() !== '' && context.note.trim() !== '' && (context.audience === 'all' || context.player.trim() !== ''),
    'is to all': ({ context }) => context.audience === 'all',
  },
  actions: {
    'set field': assign(({ context, event }) => (event.type === 'notify.field.changed' ? { ...context, [event.field]: event.value } : context)),
    'set audience': assign({ audience: ({ context, event }) => (event.type === 'notify.audience.chosen' ? event.audience : context.audience) }),
    'clear form': assign({ player: '', title: '', note: '' }),
    // UI effects: provided at the app edge.
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backofficeNotify',
  context: () => ({ audience: 'player', player: '', title: '', note: '' }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'notify.field.changed': { actions: 'set field' },
        'notify.audience.chosen': { actions: 'set audience' },
        'notify.submitted': [
          { guard: and(['is complete', 'is to all']), target: 'confirming' },
          { guard: 'is complete', target: 'sending' },
        ],
      },
    },
    confirming: {
      tags: ['open'],
      on: { 'notify.confirmed': 'sending', 'notify.cancelled': 'editing' },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendNotification',
        src: 'sendNotification',
        input: ({ context }) => ({
          request:
            context.audience === 'all'
              ? { audience: 'all' as const, title: context.title.trim(), note: context.note.trim() }
              : { audience: 'player' as const, player: context.player.trim(), title: context.title.trim(), note: context.note.trim() },
        }),
        onDone: { target: 'editing', actions: ['clear form', { type: 'notify success', params: ({ event }) => ({ message: event.output }) }] },
        onError: { target: 'editing', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
