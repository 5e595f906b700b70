// The player's verification page: the tiers and what each still needs, the documents with their
// statuses (and a rejection's reason), and the upload of a new document. A chosen file is checked here
// first (type, 10 MB, not empty) and only sent when acceptable; while it uploads the progress shows and
// no second upload starts; a refusal shows the server's message next to the form; a finished upload
// reloads the list.
import { assign, setup } from 'xstate';
import { apiNotProvided } from '../shared/api-dependency';
import {
  type ChosenFile,
  fileProblem,
  type FileProblem,
  type KycDocument,
  type KycDocumentKind,
  kycVerificationActors,
  type UploadEvent,
  type Verification,
  type VerificationData,
} from './kyc-verification.actors';

export interface KycVerificationContext {
  verification: Verification | null;
  documents: KycDocument[];
  kind: KycDocumentKind;
  file: ChosenFile | null;
  /** What is wrong with the chosen file (checked before sending). */
  fileProblem: FileProblem | null;
  /** The server's refusal of the last upload. */
  uploadError: string | null;
  /** 0..1 while uploading. */
  progress: number;
}

export type KycVerificationEvent =
  | { type: 'verification.retried' }
  | { type: 'verification.kind.changed'; kind: KycDocumentKind }
  | { type: 'verification.file.chosen'; file: ChosenFile }
  | { type: 'verification.upload.submitted' }
  | UploadEvent;

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '';
}

export const kycVerificationMachine = setup({
  types: {
    context: {} as KycVerificationContext,
    events: {} as KycVerificationEvent,
  },
  // Provided at the app edge with the player's API client: kycVerificationActors(api).
  actors: kycVerificationActors(apiNotProvided('kycVerification')),
  guards: {
    'is an acceptable file chosen': ({ context }) => context.file !== null && context.fileProblem === null,
  },
  actions: {
    'keep verification': assign(({ event }) => {
      const data = (event as unknown as { output: VerificationData }).output;
      return { verification: data.verification, documents: data.documents };
    }),
    'set kind': assign(({ event }) => (event.type === 'verification.kind.changed' ? { kind: event.kind } : {})),
    'check file': assign(({ event }) =>
      event.type === 'verification.file.chosen' ? { file: event.file, fileProblem: fileProblem(event.file), uploadError: null } : {},
    ),
    'start progress': assign({ progress: 0, uploadError: null }),
    'set progress': assign(({ event }) => (event.type === 'upload.progressed' && event.total > 0 ? { progress: Math.min(1, event.loaded / event.total) } : {})),
    'forget file': assign({ file: null, fileProblem: null, progress: 0 }),
    'keep upload error': assign(({ event }) => (event.type === 'upload.failed' ? { uploadError: messageOf(event.error) || null, progress: 0 } : {})),
    // UI effects, provided at the page's edge (src/features/dashboard/use-page-actor.ts).
    'notify success': (_, _params: { message: string }) => {},
    'notify failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'kycVerification',
  context: () => ({
    verification: null,
    documents: [],
    kind: 'idCardFront',
    file: null,
    fileProblem: null,
    uploadError: null,
    progress: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadVerification',
        src: 'loadVerification',
        onDone: { target: 'ready', actions: 'keep verification' },
        onError: { target: 'failed' },
      },
    },
    failed: {
      on: { 'verification.retried': { target: 'loading' } },
    },
    ready: {
      on: {
        'verification.kind.changed': { actions: 'set kind' },
        'verification.file.chosen': { actions: 'check file' },
        'verification.upload.submitted': { guard: 'is an acceptable file chosen', target: 'uploading' },
      },
    },
    uploading: {
      tags: ['uploading'],
      entry: 'start progress',
      invoke: {
        id: 'uploadDocument',
        src: 'uploadDocument',
        input: ({ context }) => ({ kind: context.kind, file: context.file! }),
      },
      on: {
        'upload.progressed': { actions: 'set progress' },
        'upload.finished': {
          target: 'refreshing',
          actions: ['forget file', { type: 'notify success', params: ({ event }) => ({ message: event.message }) }],
        },
        'upload.failed': { target: 'ready', actions: 'keep upload error' },
      },
    },
    refreshing: {
      tags: ['refreshing'],
      invoke: {
        id: 'reloadVerification',
        src: 'loadVerification',
        onDone: { target: 'ready', actions: 'keep verification' },
        // The upload went through; a failed reload only leaves the old list in view.
        onError: { target: 'ready', actions: { type: 'notify failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
