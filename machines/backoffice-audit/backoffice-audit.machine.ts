// The audit log (issue 16): search by who, action, target and days, newest first, a page at a time (the
// server's id cursor; the cursors of the pages seen are kept so "previous" reads the same page again), and
// beside it the chain's verification, which shows where the chain breaks. Reading only: an auditor's screen.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { type AuditFilters, auditActors, NO_FILTERS, type OpsAuditRow, type OpsAuditVerify } from './backoffice-audit.actors';

export interface AuditContext {
  filters: AuditFilters;
  items: OpsAuditRow[];
  /** The `before` cursor of each page read so far, the current page's last (null: the newest page). */
  cursors: Array<number | null>;
  nextBefore: number | null;
  verification: OpsAuditVerify | null;
}

export type AuditEvent =
  | { type: 'audit.filter.changed'; field: keyof AuditFilters; value: string }
  | { type: 'audit.search.submitted' }
  | { type: 'audit.page.next' }
  | { type: 'audit.page.previous' }
  | { type: 'audit.verify.requested' };

const output = <T>(event: unknown) => (event as { output: T }).output;

export const auditMachine = setup({
  types: { context: {} as AuditContext, events: {} as AuditEvent },
  // Provided at the app edge with the operator's API client: auditActors(api).
  actors: auditActors(apiNotProvided('backofficeAudit')),
  guards: {
    'has a next page': ({ context }) => context.nextBefore !== null,
    'has a previous page': ({ context }) => context.cursors.length > 1,
  },
  actions: {
    'set filter': assign({
      filters: ({ context, event }) => (event.type === 'audit.filter.changed' ? { ...context.filters, [event.field]: event.value } : context.filters),
    }),
    'start from the newest': assign({ cursors: [null] }),
    'go to the next page': assign({ cursors: ({ context }) => [...context.cursors, context.nextBefore] }),
    'go to the previous page': assign({ cursors: ({ context }) => context.cursors.slice(0, -1) }),
    'keep page': assign(({ event }) => {
      const page = output<{ items: OpsAuditRow[]; nextBefore: number | null }>(event);
      return { items: page.items, nextBefore: page.nextBefore };
    }),
    'keep verification': assign({ verification: ({ event }) => output<{ result: OpsAuditVerify }>(event).result }),
    // UI effects: provided at the app edge.
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backofficeAudit',
  context: () => ({ filters: NO_FILTERS, items: [], cursors: [null], nextBefore: null, verification: null }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      on: { 'audit.filter.changed': { actions: 'set filter' } },
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadAudit',
            src: 'loadAudit',
            input: ({ context }) => ({ filters: context.filters, before: context.cursors[context.cursors.length - 1] ?? null }),
            onDone: { target: 'ready', actions: 'keep page' },
            onError: { target: 'failed', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: {
          on: {
            'audit.search.submitted': { target: 'loading', actions: 'start from the newest' },
            'audit.page.next': { guard: 'has a next page', target: 'loading', actions: 'go to the next page' },
            'audit.page.previous': { guard: 'has a previous page', target: 'loading', actions: 'go to the previous page' },
          },
        },
        // A refused search (a bad filter) or a lost connection: the operator corrects and searches again.
        failed: {
          on: { 'audit.search.submitted': { target: 'loading', actions: 'start from the newest' } },
        },
      },
    },
    chain: {
      initial: 'unchecked',
      states: {
        unchecked: { on: { 'audit.verify.requested': 'verifying' } },
        verifying: {
          tags: ['verifying'],
          invoke: {
            id: 'verifyChain',
            src: 'verifyChain',
            onDone: { target: 'checked', actions: ['keep verification', { type: 'notify success', params: ({ event }) => ({ message: event.output.message }) }] },
            onError: { target: 'unchecked', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        checked: { on: { 'audit.verify.requested': 'verifying' } },
      },
    },
  },
});
