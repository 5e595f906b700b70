// Bonus grants (issue 16): the bonuses granted by hand, newest first, and a form that grants the same
// manual bonus to one player (id, username or usercode) or to a segment (registered between two Turkish
// days, a deposit within N days). Granting always asks once more: for a segment the question carries how
// many players it reaches (counted by the server with the grant's own rules). Cancelling a grant asks
// for a reason; its bonuses still active are forfeited. The list reloads after each change.
import { and, assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { bonusGrantsActors, type OpsBonusGrant, type OpsBonusGrantRequest, type OpsBonusSegment } from './backoffice-bonus-grants.actors';

/** The form as typed (numbers as text, days as YYYY-MM-DD). */
export interface GrantForm {
  target: 'player' | 'segment';
  player: string;
  registeredFrom: string;
  registeredTo: string;
  depositedWithinDays: string;
  amount: string;
  wageringMultiplier: string;
  validityDays: string;
  reason: string;
}
export type GrantField = Exclude<keyof GrantForm, 'target'>;

export interface BonusGrantsContext {
  grants: OpsBonusGrant[] | null;
  form: GrantForm;
  /** The segment's size once counted (the confirmation shows it). */
  reach: number | null;
  cancelling: number | null;
  cancelReason: string;
}

export type BonusGrantsEvent =
  | { type: 'grants.retried' }
  | { type: 'grants.field.changed'; field: GrantField; value: string }
  | { type: 'grants.target.chosen'; target: 'player' | 'segment' }
  | { type: 'grants.submitted' }
  | { type: 'grants.confirmed' }
  | { type: 'grants.dismissed' }
  | { type: 'grants.cancel.asked'; id: number }
  | { type: 'grants.cancel.reason.changed'; value: string }
  | { type: 'grants.cancel.confirmed' };

export const EMPTY_FORM: GrantForm = {
  target: 'player',
  player: '',
  registeredFrom: '',
  registeredTo: '',
  depositedWithinDays: '',
  amount: '',
  wageringMultiplier: '10',
  validityDays: '7',
  reason: '',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isWhole = (value: string, min: number, max: number) => /^\d+$/.test(value.trim()) && Number(value) >= min && Number(value) <= max;
/** TRY with at most two decimals, a comma or a dot as the separator. */
const tryAmount = (value: string): number | null => {
  const text = value.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const amount = Number(text);
  return amount > 0 && amount <= 1_000_000 ? amount : null;
};

/** The fields that stop the form from being sent, by name (the screen lists them). */
export function formErrors(form: GrantForm): GrantField[] {
  const errors: GrantField[] = [];
  if (form.target === 'player' && form.player.trim() === '') errors.push('player');
  if (form.target === 'segment') {
    if (form.registeredFrom !== '' && !DAY.test(form.registeredFrom)) errors.push('registeredFrom');
    if (form.registeredTo !== '' && !DAY.test(form.registeredTo)) errors.push('registeredTo');
    if (form.depositedWithinDays.trim() !== '' && !isWhole(form.depositedWithinDays, 1, 365)) errors.push('depositedWithinDays');
  }
  if (tryAmount(form.amount) === null) errors.push('amount');
  if (!isWhole(form.wageringMultiplier, 0, 1000)) errors.push('wageringMultiplier');
  if (!isWhole(form.validityDays, 1, 365)) errors.push('validityDays');
  if (form.reason.trim().length < 3) errors.push('reason');
  return errors;
}

export function segmentOf(form: GrantForm): OpsBonusSegment {
  return {
    ...(form.registeredFrom ? { registeredFrom: form.registeredFrom } : {}),
    ...(form.registeredTo ? { registeredTo: form.registeredTo } : {}),
    ...(form.depositedWithinDays.trim() ? { depositedWithinDays: Number(form.depositedWithinDays) } : {}),
  };
}

export function requestOf(form: GrantForm): OpsBonusGrantRequest {
  const common = {
    amount: tryAmount(form.amount)!,
    wageringMultiplier: Number(form.wageringMultiplier),
    validityDays: Number(form.validityDays),
    reason: form.reason.trim(),
  };
  return form.target === 'player' ? { target: 'player', player: form.player.trim(), ...common } : { target: 'segment', segment: segmentOf(form), ...common };
}

const output = <T>(event: unknown) => (event as { output: T }).output;

export const bonusGrantsMachine = setup({
  types: { context: {} as BonusGrantsContext, events: {} as BonusGrantsEvent },
  // Provided at the app edge with the operator's API client: bonusGrantsActors(api).
  actors: bonusGrantsActors(apiNotProvided('backofficeBonusGrants')),
  guards: {
    'is the form complete': ({ context }) => formErrors(context.form).length === 0,
    'is to a segment': ({ context }) => context.form.target === 'segment',
    'is the grant cancellable': ({ context, event }) =>
      event.type === 'grants.cancel.asked' && (context.grants?.some((g) => g.id === event.id && g.cancelledAt === null) ?? false),
    'is the reason given': ({ context }) => context.cancelReason.trim().length >= 3,
  },
  actions: {
    'keep grants': assign({ grants: ({ event }) => output<OpsBonusGrant[]>(event) }),
    'change field': assign({
      form: ({ context, event }) => (event.type === 'grants.field.changed' ? { ...context.form, [event.field]: event.value } : context.form),
    }),
    'choose target': assign({ form: ({ context, event }) => (event.type === 'grants.target.chosen' ? { ...context.form, target: event.target } : context.form) }),
    'keep reach': assign({ reach: ({ event }) => output<number>(event) }),
    'forget reach': assign({ reach: null }),
    'clear form': assign({ form: EMPTY_FORM, reach: null }),
    'ask to cancel': assign({ cancelling: ({ event }) => (event.type === 'grants.cancel.asked' ? event.id : null), cancelReason: '' }),
    'change cancel reason': assign({ cancelReason: ({ event }) => (event.type === 'grants.cancel.reason.changed' ? event.value : '') }),
    'forget cancelling': assign({ cancelling: null, cancelReason: '' }),
    // UI effects: provided at the app edge.
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backofficeBonusGrants',
  context: () => ({ grants: null, form: EMPTY_FORM, reach: null, cancelling: null, cancelReason: '' }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadGrants',
        src: 'loadGrants',
        onDone: { target: 'ready', actions: 'keep grants' },
        onError: { target: 'failed', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { tags: ['error'], on: { 'grants.retried': 'loading' } },
    ready: {
      on: {
        'grants.field.changed': { actions: 'change field' },
        'grants.target.chosen': { actions: 'choose target' },
        'grants.submitted': [
          { guard: and(['is the form complete', 'is to a segment']), target: 'counting' },
          { guard: 'is the form complete', target: 'confirming' },
        ],
        'grants.cancel.asked': { guard: 'is the grant cancellable', target: 'askingReason', actions: 'ask to cancel' },
      },
    },
    counting: {
      tags: ['busy'],
      invoke: {
        id: 'countSegment',
        src: 'countSegment',
        input: ({ context }) => ({ segment: segmentOf(context.form) }),
        onDone: { target: 'confirming', actions: 'keep reach' },
        onError: { target: 'ready', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirming: {
      tags: ['open'],
      on: {
        'grants.confirmed': 'granting',
        'grants.dismissed': { target: 'ready', actions: 'forget reach' },
      },
    },
    granting: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'grantBonus',
        src: 'grantBonus',
        input: ({ context }) => ({ body: requestOf(context.form) }),
        onDone: { target: 'loading', actions: ['clear form', { type: 'notify success', params: ({ event }) => ({ message: event.output }) }] },
        // The form keeps what was typed, so the operator corrects it.
        onError: { target: 'ready', actions: ['forget reach', { type: 'notify failure', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    askingReason: {
      tags: ['cancel'],
      on: {
        'grants.cancel.reason.changed': { actions: 'change cancel reason' },
        'grants.cancel.confirmed': { guard: 'is the reason given', target: 'cancelling' },
        'grants.dismissed': { target: 'ready', actions: 'forget cancelling' },
      },
    },
    cancelling: {
      tags: ['cancel', 'busy'],
      invoke: {
        id: 'cancelGrant',
        src: 'cancelGrant',
        input: ({ context }) => ({ id: context.cancelling!, reason: context.cancelReason.trim() }),
        onDone: { target: 'loading', actions: ['forget cancelling', { type: 'notify success', params: ({ event }) => ({ message: event.output }) }] },
        onError: { target: 'askingReason', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
