// Reports (issue 16): GGR/NGR by day, GGR by game or provider, payments by day, over a range of Turkish
// days; the table shows what the server computed and "download" saves the CSV it made with it, so the
// file and the screen cannot differ. Saving a file is a UI effect provided at the app's edge.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { type OpsReport, type ReportKind, reportsActors } from './backoffice-reports.actors';

export interface ReportsInput {
  /** The range the screen opens with (the app gives the last 7 Turkish days). */
  from: string;
  to: string;
}

export interface ReportsContext extends ReportsInput {
  report: ReportKind;
  result: OpsReport | null;
}

export type ReportsEvent =
  | { type: 'reports.kind.chosen'; report: ReportKind }
  | { type: 'reports.range.changed'; from: string; to: string }
  | { type: 'reports.submitted' }
  | { type: 'reports.downloaded' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const reportsMachine = setup({
  types: { input: {} as ReportsInput, context: {} as ReportsContext, events: {} as ReportsEvent },
  // Provided at the app edge with the operator's API client: reportsActors(api).
  actors: reportsActors(apiNotProvided('backofficeReports')),
  guards: {
    'is range complete': ({ context }) => DATE.test(context.from) && DATE.test(context.to) && context.from <= context.to,
  },
  actions: {
    'set kind': assign({ report: ({ context, event }) => (event.type === 'reports.kind.chosen' ? event.report : context.report), result: null }),
    'set range': assign(({ context, event }) => (event.type === 'reports.range.changed' ? { from: event.from, to: event.to, result: null } : context)),
    'keep report': assign({ result: ({ event }) => (event as unknown as { output: OpsReport }).output }),
    // UI effects: provided at the app edge.
    'save file': (_, _params: { filename: string; text: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backofficeReports',
  context: ({ input }) => ({ ...input, report: 'daily', result: null }),
  initial: 'loading',
  on: {
    'reports.kind.chosen': { target: '.idle', actions: 'set kind' },
    'reports.range.changed': { target: '.idle', actions: 'set range' },
  },
  states: {
    idle: {
      on: { 'reports.submitted': { guard: 'is range complete', target: 'loading' } },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => ({ report: context.report, from: context.from, to: context.to }),
        onDone: { target: 'ready', actions: 'keep report' },
        onError: { target: 'idle', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {
      on: {
        'reports.submitted': { guard: 'is range complete', target: 'loading' },
        'reports.downloaded': {
          actions: { type: 'save file', params: ({ context }) => ({ filename: context.result!.filename, text: context.result!.csv }) },
        },
      },
    },
  },
});
