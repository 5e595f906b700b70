// The KYC review queue (compliance): documents in one status, oldest first. Opening one fetches its file
// (the download is audited on the server) to view beside the player's data; the operator approves it,
// or rejects it with a reason the player sees. Closing the view, or deciding, releases the file.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import { type DocumentFile, type KycDocumentStatus, kycQueueActors, type OpsKycDocument } from './backoffice-kyc.actors';

export interface KycQueueContext {
  status: KycDocumentStatus;
  items: OpsKycDocument[];
  /** The document in view. */
  chosen: number | null;
  file: DocumentFile | null;
  reason: string;
}

export type KycQueueEvent =
  | { type: 'kyc.refreshed' }
  | { type: 'kyc.status.changed'; status: KycDocumentStatus }
  | { type: 'kyc.document.opened'; id: number }
  | { type: 'kyc.document.closed' }
  | { type: 'kyc.approved' }
  | { type: 'kyc.reject.opened' }
  | { type: 'kyc.reason.changed'; value: string }
  | { type: 'kyc.reject.confirmed' }
  | { type: 'kyc.reject.cancelled' };

export const KYC_REASON_MIN = 3;

export const kycQueueMachine = setup({
  types: { context: {} as KycQueueContext, events: {} as KycQueueEvent },
  // Provided at the app edge with the operator's API client: kycQueueActors(api).
  actors: kycQueueActors(apiNotProvided('backofficeKyc')),
  guards: {
    'is reason valid': ({ context }) => context.reason.trim().length >= KYC_REASON_MIN,
    'is the document pending': ({ context }) => context.items.find((item) => item.id === context.chosen)?.status === 'pending',
  },
  actions: {
    'keep items': assign({ items: ({ event }) => (event as unknown as { output: OpsKycDocument[] }).output }),
    'set status': assign({ status: ({ context, event }) => (event.type === 'kyc.status.changed' ? event.status : context.status) }),
    'choose document': assign({ chosen: ({ event }) => (event.type === 'kyc.document.opened' ? event.id : null), reason: '' }),
    'keep file': assign({ file: ({ event }) => (event as unknown as { output: DocumentFile }).output }),
    'set reason': assign({ reason: ({ context, event }) => (event.type === 'kyc.reason.changed' ? event.value : context.reason) }),
    'forget document': assign({ chosen: null, file: null, reason: '' }),
    // UI effects, provided at the app edge: freeing the file's object URL, toasts.
    'release file': (_, _params: { url: string | null }) => {},
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'backofficeKyc',
  context: () => ({ status: 'pending', items: [], chosen: null, file: null, reason: '' }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'listKycDocuments',
        src: 'listKycDocuments',
        input: ({ context }) => ({ status: context.status }),
        onDone: { target: 'ready', actions: 'keep items' },
        onError: { target: 'failed', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { on: { 'kyc.refreshed': 'loading', 'kyc.status.changed': { target: 'loading', actions: 'set status' } } },
    ready: {
      on: {
        'kyc.refreshed': 'loading',
        'kyc.status.changed': { target: 'loading', actions: 'set status' },
        'kyc.document.opened': { target: 'viewing', actions: 'choose document' },
      },
    },
    viewing: {
      tags: ['open'],
      exit: [{ type: 'release file', params: ({ context }) => ({ url: context.file?.url ?? null }) }, 'forget document'],
      on: { 'kyc.document.closed': 'ready' },
      initial: 'loadingFile',
      states: {
        loadingFile: {
          tags: ['fileLoading'],
          invoke: {
            id: 'loadDocumentFile',
            src: 'loadDocumentFile',
            input: ({ context }) => ({ id: context.chosen! }),
            onDone: { target: 'deciding', actions: 'keep file' },
            // The decision can still be taken from what the row shows; the failure is toasted.
            onError: { target: 'deciding', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        deciding: {
          on: {
            'kyc.approved': { guard: 'is the document pending', target: 'approving' },
            'kyc.reject.opened': { guard: 'is the document pending', target: 'rejecting' },
          },
        },
        approving: {
          tags: ['busy'],
          invoke: {
            id: 'approve',
            src: 'reviewKycDocument',
            input: ({ context }) => ({ id: context.chosen!, approve: true, reason: '' }),
            onDone: { target: '#backofficeKyc.loading', actions: { type: 'notify success', params: ({ event }) => ({ message: event.output }) } },
            onError: { target: 'deciding', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        rejecting: {
          tags: ['rejecting'],
          on: {
            'kyc.reason.changed': { actions: 'set reason' },
            'kyc.reject.confirmed': { guard: 'is reason valid', target: 'savingRejection' },
            'kyc.reject.cancelled': 'deciding',
          },
        },
        savingRejection: {
          tags: ['busy', 'rejecting'],
          invoke: {
            id: 'reject',
            src: 'reviewKycDocument',
            input: ({ context }) => ({ id: context.chosen!, approve: false, reason: context.reason.trim() }),
            onDone: { target: '#backofficeKyc.loading', actions: { type: 'notify success', params: ({ event }) => ({ message: event.output }) } },
            onError: { target: 'rejecting', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
