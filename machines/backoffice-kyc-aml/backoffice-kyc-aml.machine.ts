// AML cases (compliance): the cases in one status with the rule that opened each, its figures and the
// payments it holds (a pending withdrawal among them waits). Resolving asks for a note: cleared lets
// the withdrawals be paid, blocked rejects them. The compliance settings (tiers, thresholds, patterns,
// the limits' cooling-off, file retention) open from here as their own flow
// (machines/backoffice-kyc-settings), invoked until closed.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { complianceSettingsMachine } from '../backoffice-kyc-settings/backoffice-kyc-settings.machine';
import { amlCasesActors, type AmlCaseStatus, type AmlOutcome, type OpsAmlCase } from './backoffice-kyc-aml.actors';

export interface AmlCasesContext {
  status: AmlCaseStatus;
  items: OpsAmlCase[];
  chosen: number | null;
  outcome: AmlOutcome;
  note: string;
}

export type AmlCasesEvent =
  | { type: 'aml.refreshed' }
  | { type: 'aml.status.changed'; status: AmlCaseStatus }
  | { type: 'aml.resolve.opened'; id: number; outcome: AmlOutcome }
  | { type: 'aml.note.changed'; value: string }
  | { type: 'aml.resolve.confirmed' }
  | { type: 'aml.resolve.cancelled' }
  | { type: 'aml.settings.opened' };

export const AML_NOTE_MIN = 3;

export const amlCasesMachine = setup({
  types: { context: {} as AmlCasesContext, events: {} as AmlCasesEvent },
  // Provided at the app edge with the operator's API client: amlCasesActors(api), and `complianceSettings` provided with complianceSettingsActors(api).
  actors: { ...amlCasesActors(apiNotProvided('backofficeAml')), complianceSettings: complianceSettingsMachine },
  guards: {
    'is note valid': ({ context }) => context.note.trim().length >= AML_NOTE_MIN,
    'is the case open': ({ context, event }) => event.type === 'aml.resolve.opened' && context.items.some((item) => item.id === event.id && item.status === 'open'),
  },
  actions: {
    'keep items': assign({ items: ({ event }) => (event as unknown as { output: OpsAmlCase[] }).output }),
    'set status': assign({ status: ({ context, event }) => (event.type === 'aml.status.changed' ? event.status : context.status) }),
    'choose case': assign(({ event }) => (event.type === 'aml.resolve.opened' ? { chosen: event.id, outcome: event.outcome, note: '' } : {})),
    'set note': assign({ note: ({ context, event }) => (event.type === 'aml.note.changed' ? event.value : context.note) }),
    'forget case': assign({ chosen: null, note: '' }),
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backofficeAml',
  context: () => ({ status: 'open', items: [], chosen: null, outcome: 'cleared', note: '' }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'listAmlCases',
        src: 'listAmlCases',
        input: ({ context }) => ({ status: context.status }),
        onDone: { target: 'ready', actions: 'keep items' },
        onError: { target: 'failed', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'aml.refreshed': 'loading', 'aml.status.changed': { target: 'loading', actions: 'set status' }, 'aml.settings.opened': 'settings' } },
    ready: {
      on: {
        'aml.settings.opened': 'settings',
        'aml.refreshed': 'loading',
        'aml.status.changed': { target: 'loading', actions: 'set status' },
        'aml.resolve.opened': { guard: 'is the case open', target: 'resolving', actions: 'choose case' },
      },
    },
    // The settings form, its own actor until it is closed; the cases are read again after it.
    settings: {
      invoke: { id: 'settings', src: 'complianceSettings', onDone: 'loading' },
    },
    resolving: {
      tags: ['open'],
      initial: 'entering',
      exit: 'forget case',
      on: { 'aml.resolve.cancelled': '#backofficeAml.ready' },
      states: {
        entering: {
          on: {
            'aml.note.changed': { actions: 'set note' },
            'aml.resolve.confirmed': { guard: 'is note valid', target: 'saving' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'resolve',
            src: 'resolveAmlCase',
            input: ({ context }) => ({ id: context.chosen!, outcome: context.outcome, note: context.note.trim() }),
            onDone: { target: '#backofficeAml.loading', actions: { type: 'notify success', params: ({ event }) => ({ message: event.output }) } },
            onError: { target: 'entering', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
