// Support chat screen (issue 16): the queue of one view (waiting, mine, everyone's, closed), the chosen
// conversation with its player's page summary beside it, and the operator's actions on it: claim,
// reply, hand to a colleague, close. After every action, and whenever the hub says a conversation
// changed (`support.refreshed`, from the root actor on a SupportChat push), everything is read again;
// a push that arrives while reading is remembered and read after, so no line is missed.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { type OpsPlayerDetail, type OpsSupportConversation, type OpsSupportOperator, type OpsSupportSummary, type SupportAction, supportActors, type SupportScreenData, type SupportView } from './backoffice-support.actors';

export interface SupportContext {
  view: SupportView;
  items: OpsSupportSummary[];
  selectedId: number | null;
  conversation: OpsSupportConversation | null;
  player: OpsPlayerDetail | null;
  colleagues: OpsSupportOperator[];
  draft: string;
  transferTo: string;
  /** The action being run. */
  action: SupportAction | null;
  stale: boolean;
}

export type SupportEvent =
  | { type: 'support.view.changed'; view: SupportView }
  | { type: 'support.conversation.selected'; id: number }
  | { type: 'support.draft.changed'; text: string }
  | { type: 'support.transfer.chosen'; operatorId: string }
  | { type: 'support.claimed' }
  | { type: 'support.replied' }
  | { type: 'support.transferred' }
  | { type: 'support.closed' }
  | { type: 'support.refreshed' };

const MAX = 1000;

export const supportMachine = setup({
  types: { context: {} as SupportContext, events: {} as SupportEvent },
  // Provided at the app edge with the operator's API client: supportActors(api).
  actors: supportActors(apiNotProvided('backofficeSupport')),
  guards: {
    'is stale': ({ context }) => context.stale,
    'may claim': ({ context }) => context.conversation?.status === 'open',
    'may reply': ({ context }) => context.conversation?.status === 'assigned' && context.draft.trim() !== '' && [...context.draft.trim()].length <= MAX,
    'may transfer': ({ context }) => context.conversation?.status === 'assigned' && context.transferTo !== '',
    'may close': ({ context }) => context.conversation !== null && context.conversation.status !== 'closed',
  },
  actions: {
    'set view': assign((_, params: { view: SupportView }) => ({ view: params.view })),
    'select': assign((_, params: { id: number }) => ({ selectedId: params.id, draft: '', transferTo: '' })),
    'set data': assign((_, params: { data: SupportScreenData }) => ({
      items: params.data.items,
      conversation: params.data.conversation,
      player: params.data.player,
      colleagues: params.data.colleagues,
    })),
    'set draft': assign((_, params: { text: string }) => ({ draft: params.text })),
    'set transfer target': assign((_, params: { operatorId: string }) => ({ transferTo: params.operatorId })),
    'set action': assign((_, params: { action: SupportAction }) => ({ action: params.action })),
    'after action': assign(({ context }) => ({ draft: context.action?.kind === 'reply' ? '' : context.draft, transferTo: '', action: null })),
    'forget action': assign({ action: null }),
    'mark stale': assign({ stale: true }),
    'clear stale': assign({ stale: false }),
    // UI effects: provided at the app edge.
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backofficeSupport',
  context: () => ({
    view: 'open',
    items: [],
    selectedId: null,
    conversation: null,
    player: null,
    colleagues: [],
    draft: '',
    transferTo: '',
    action: null,
    stale: false,
  }),
  initial: 'loading',
  on: {
    'support.draft.changed': { actions: { type: 'set draft', params: ({ event }) => ({ text: event.text }) } },
    'support.transfer.chosen': { actions: { type: 'set transfer target', params: ({ event }) => ({ operatorId: event.operatorId }) } },
  },
  states: {
    loading: {
      tags: ['loading'],
      entry: 'clear stale',
      invoke: {
        src: 'loadScreen',
        input: ({ context }) => ({ view: context.view, selectedId: context.selectedId }),
        onDone: [
          { guard: 'is stale', target: 'loading', reenter: true, actions: { type: 'set data', params: ({ event }) => ({ data: event.output }) } },
          { target: 'idle', actions: { type: 'set data', params: ({ event }) => ({ data: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
      },
      on: { 'support.refreshed': { actions: 'mark stale' } },
    },
    failed: {
      on: { 'support.refreshed': 'loading' },
    },
    idle: {
      on: {
        'support.refreshed': 'loading',
        'support.view.changed': { target: 'loading', actions: { type: 'set view', params: ({ event }) => ({ view: event.view }) } },
        'support.conversation.selected': { target: 'loading', actions: { type: 'select', params: ({ event }) => ({ id: event.id }) } },
        'support.claimed': { guard: 'may claim', target: 'acting', actions: { type: 'set action', params: { action: { kind: 'claim' } } } },
        'support.replied': { guard: 'may reply', target: 'acting', actions: { type: 'set action', params: ({ context }) => ({ action: { kind: 'reply', body: context.draft.trim() } }) } },
        'support.transferred': { guard: 'may transfer', target: 'acting', actions: { type: 'set action', params: ({ context }) => ({ action: { kind: 'transfer', operatorId: context.transferTo } }) } },
        'support.closed': { guard: 'may close', target: 'acting', actions: { type: 'set action', params: { action: { kind: 'close' } } } },
      },
    },
    acting: {
      tags: ['busy'],
      invoke: {
        src: 'act',
        input: ({ context }) => ({ id: context.selectedId!, action: context.action! }),
        onDone: { target: 'loading', actions: ['after action', { type: 'notify success', params: ({ event }) => ({ message: event.output }) }] },
        // A refusal (another operator took it first) is read again, so the screen shows what happened.
        onError: { target: 'loading', actions: ['forget action', { type: 'notify failure', params: ({ event }) => ({ error: event.error }) }] },
      },
      on: { 'support.refreshed': { actions: 'mark stale' } },
    },
  },
});
