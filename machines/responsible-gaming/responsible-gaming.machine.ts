// The "Responsible gaming" page (issue 19): limits (a new or lower one at once, a higher one pending its
// cooling-off, then confirmed), the reality check interval, a time-out or self-exclusion asked once more
// before it is taken (it ends the session), closing the account, and the activity statement.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import {
  type ActivityStatement,
  type ExclusionChoice,
  type LimitKind,
  type LimitPeriod,
  type PlayerProtection,
  type RealityCheckMinutes,
  responsibleGamingActors,
  type Saved,
} from './responsible-gaming.actors';

export interface LimitDraft {
  kind: LimitKind;
  period: LimitPeriod;
  /** As typed: TRY, or minutes for a session limit; empty removes the limit. */
  amount: string;
}

export interface ResponsibleGamingContext {
  protection: PlayerProtection | null;
  draft: LimitDraft;
  /** The key of the draft's problem (responsible.amountInvalid), shown under the field. */
  draftError: string | null;
  confirming: { kind: LimitKind; period: LimitPeriod } | null;
  realityCheck: RealityCheckMinutes | null;
  exclusion: ExclusionChoice | null;
  password: string;
  statementRange: { from: string; to: string };
  statement: ActivityStatement | null;
  /** The deposit page's invitation to set a limit was put off (for this visit). */
  inviteSkipped: boolean;
}

export type ResponsibleGamingEvent =
  | { type: 'responsible.retried' }
  | { type: 'limit.field.changed'; field: keyof LimitDraft; value: string }
  | { type: 'limit.submitted' }
  | { type: 'limit.confirm.requested'; kind: LimitKind; period: LimitPeriod }
  | { type: 'realityCheck.chosen'; minutes: RealityCheckMinutes }
  | { type: 'exclusion.requested'; choice: ExclusionChoice }
  | { type: 'exclusion.confirmed' }
  | { type: 'exclusion.cancelled' }
  | { type: 'closure.password.changed'; password: string }
  | { type: 'closure.requested' }
  | { type: 'closure.confirmed' }
  | { type: 'closure.cancelled' }
  | { type: 'statement.range.changed'; from: string; to: string }
  | { type: 'statement.requested' }
  | { type: 'invite.skipped' };

/** A limit amount as typed: empty (remove), or a positive number with at most two decimals (whole minutes for a session). */
export function parseLimitAmount(draft: LimitDraft): number | null | 'invalid' {
  const text = draft.amount.trim().replace(/\./g, '').replace(',', '.');
  if (text === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'invalid';
  const value = Number(text);
  if (value <= 0 || value > 100_000_000) return 'invalid';
  if (draft.kind === 'session' && !Number.isInteger(value)) return 'invalid';
  return value;
}

const today = () => new Date().toISOString().slice(0, 10);

export const responsibleGamingMachine = setup({
  types: {
    context: {} as ResponsibleGamingContext,
    events: {} as ResponsibleGamingEvent,
  },
  // Provided at the app edge with the player's API client: responsibleGamingActors(api).
  actors: responsibleGamingActors(apiNotProvided('responsibleGaming')),
  guards: {
    'draft is valid': ({ context }) => parseLimitAmount(context.draft) !== 'invalid',
    'has a password': ({ context }) => context.password.length > 0,
    'range is ordered': ({ context }) => context.statementRange.from <= context.statementRange.to,
  },
  actions: {
    'keep protection': assign(({ event }) => ('output' in event ? { protection: event.output as PlayerProtection } : {})),
    'keep saved protection': assign(({ event }) => ('output' in event ? { protection: (event.output as Saved).protection } : {})),
    'change draft': assign(({ context, event }) =>
      event.type === 'limit.field.changed' ? { draft: { ...context.draft, [event.field]: event.value }, draftError: null } : {},
    ),
    'mark draft invalid': assign({ draftError: 'responsible.amountInvalid' }),
    'keep confirming': assign(({ event }) => (event.type === 'limit.confirm.requested' ? { confirming: { kind: event.kind, period: event.period } } : {})),
    'keep reality check': assign(({ event }) => (event.type === 'realityCheck.chosen' ? { realityCheck: event.minutes } : {})),
    'keep exclusion': assign(({ event }) => (event.type === 'exclusion.requested' ? { exclusion: event.choice } : {})),
    'forget exclusion': assign({ exclusion: null }),
    'keep password': assign(({ event }) => (event.type === 'closure.password.changed' ? { password: event.password } : {})),
    'forget password': assign({ password: '' }),
    'keep range': assign(({ event }) => (event.type === 'statement.range.changed' ? { statementRange: { from: event.from, to: event.to } } : {})),
    'skip invite': assign({ inviteSkipped: true }),
    'keep statement': assign(({ event }) => ('output' in event ? { statement: event.output as ActivityStatement } : {})),
    /** Tells the reality check and session limit watcher (machines/responsible-session) to reload; provided at the edge. */
    'tell the session watcher': () => {},
    // UI effects, provided at the page's edge (src/features/responsible-gaming).
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
    /** The server ended the session with the exclusion or closure: the app becomes a guest's. */
    'end session': () => {},
  },
}).createMachine({
  id: 'responsibleGaming',
  context: () => ({
    protection: null,
    draft: { kind: 'deposit', period: 'day', amount: '' },
    draftError: null,
    confirming: null,
    realityCheck: null,
    exclusion: null,
    password: '',
    statementRange: { from: today(), to: today() },
    statement: null,
    inviteSkipped: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadProtection',
        src: 'loadProtection',
        onDone: { target: 'ready', actions: 'keep protection' },
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { 'responsible.retried': { target: 'loading' } },
    },
    ready: {
      initial: 'idle',
      on: {
        'limit.field.changed': { actions: 'change draft' },
        'closure.password.changed': { actions: 'keep password' },
        'statement.range.changed': { actions: 'keep range' },
        'invite.skipped': { actions: 'skip invite' },
      },
      states: {
        idle: {
          on: {
            'limit.submitted': [{ guard: 'draft is valid', target: 'savingLimit' }, { actions: 'mark draft invalid' }],
            'limit.confirm.requested': { target: 'confirmingLimit', actions: 'keep confirming' },
            'realityCheck.chosen': { target: 'savingRealityCheck', actions: 'keep reality check' },
            'exclusion.requested': { target: 'askingExclusion', actions: 'keep exclusion' },
            'closure.requested': { guard: 'has a password', target: 'askingClosure' },
            'statement.requested': { guard: 'range is ordered', target: 'loadingStatement' },
          },
        },
        savingLimit: {
          tags: ['saving'],
          invoke: {
            id: 'saveLimit',
            src: 'saveLimit',
            input: ({ context }) => {
              const amount = parseLimitAmount(context.draft);
              return { kind: context.draft.kind, period: context.draft.period, amount: amount === 'invalid' ? null : amount };
            },
            onDone: {
              target: 'idle',
              actions: ['keep saved protection', 'tell the session watcher', { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) }],
            },
            onError: { target: 'idle', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        confirmingLimit: {
          tags: ['saving'],
          invoke: {
            id: 'confirmLimit',
            src: 'confirmLimit',
            input: ({ context }) => ({ kind: context.confirming!.kind, period: context.confirming!.period }),
            onDone: {
              target: 'idle',
              actions: ['keep saved protection', 'tell the session watcher', { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) }],
            },
            onError: { target: 'idle', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        savingRealityCheck: {
          tags: ['saving'],
          invoke: {
            id: 'saveRealityCheck',
            src: 'saveRealityCheck',
            input: ({ context }) => ({ minutes: context.realityCheck ?? 0 }),
            onDone: {
              target: 'idle',
              actions: ['keep saved protection', 'tell the session watcher', { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) }],
            },
            onError: { target: 'idle', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        askingExclusion: {
          tags: ['asking-exclusion'],
          on: {
            'exclusion.confirmed': { target: 'excluding' },
            'exclusion.cancelled': { target: 'idle', actions: 'forget exclusion' },
          },
        },
        excluding: {
          tags: ['saving', 'asking-exclusion'],
          invoke: {
            id: 'exclude',
            src: 'exclude',
            input: ({ context }) => ({ choice: context.exclusion! }),
            onDone: { target: '#responsibleGaming.ended', actions: [{ type: 'notify success', params: ({ event }) => ({ message: event.output }) }, 'end session'] },
            onError: { target: 'idle', actions: ['forget exclusion', { type: 'notify failure', params: ({ event }) => ({ error: event.error }) }] },
          },
        },
        askingClosure: {
          tags: ['asking-closure'],
          on: {
            'closure.confirmed': { target: 'closing' },
            'closure.cancelled': { target: 'idle' },
          },
        },
        closing: {
          tags: ['saving', 'asking-closure'],
          invoke: {
            id: 'closeAccount',
            src: 'closeAccount',
            input: ({ context }) => ({ password: context.password }),
            onDone: { target: '#responsibleGaming.ended', actions: ['forget password', { type: 'notify success', params: ({ event }) => ({ message: event.output }) }, 'end session'] },
            onError: { target: 'idle', actions: ['forget password', { type: 'notify failure', params: ({ event }) => ({ error: event.error }) }] },
          },
        },
        loadingStatement: {
          tags: ['loading-statement'],
          invoke: {
            id: 'loadStatement',
            src: 'loadStatement',
            input: ({ context }) => ({ from: context.statementRange.from, to: context.statementRange.to }),
            onDone: { target: 'idle', actions: 'keep statement' },
            onError: { target: 'idle', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    /** The session ended with an exclusion or the closure. */
    ended: { type: 'final' },
  },
});
