// The verification page's machine: loading and retry, a file refused before sending (type, size,
// empty), an upload's progress and its success (toast, reload) or refusal (the server's message stays
// by the form), no second upload while one runs; the actors' calls; plus generated path coverage.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, notifySpies, ok, outputOf, recordingApi } from '../testing/fixtures';
import {
  type ChosenFile,
  fileProblem,
  kycVerificationActors,
  type UploadEvent,
  type UploadInput,
  type VerificationData,
} from './kyc-verification.actors';
import { type KycVerificationEvent, kycVerificationMachine } from './kyc-verification.machine';
import {
  selectCanUpload,
  selectDocuments,
  selectFileProblem,
  selectHasFailed,
  selectIsLoading,
  selectIsUploading,
  selectProgressPercent,
  selectUploadError,
} from './kyc-verification.selectors';

const data: VerificationData = {
  verification: {
    tier: 'basic',
    basic: { met: true, name: true, birthDate: true, personalNo: true, adult: true, phoneVerified: true },
    full: { met: false, identity: 'pending', address: 'pending' },
    withdrawal: { allowed: false, upTo: null, requiredTier: 'full' },
  },
  documents: [],
};

const file = (name: string, size: number, type: string): ChosenFile => Object.assign(new Blob([new Uint8Array(size)], { type }), { name });

function start() {
  const load = controllable<unknown, VerificationData>();
  const uploads: UploadInput[] = [];
  let sendBack: ((event: EventObject) => void) | null = null;
  const upload = fromCallback<EventObject, UploadInput>(({ input, sendBack: send }) => {
    uploads.push(input);
    sendBack = send;
  });
  const notify = notifySpies();
  const actor = createActor(kycVerificationMachine.provide({ actors: { loadVerification: load.logic, uploadDocument: upload as never }, actions: notify.actions }), {
  }).start();
  return { actor, load, uploads, effects: notify.effects, snapshot: () => actor.getSnapshot(), server: (event: UploadEvent) => sendBack?.(event) };
}

describe('fileProblem', () => {
  it.each([
    ['a JPEG photo', 'front.jpg', 2_000_000, 'image/jpeg', null],
    ['a PDF statement', 'fatura.pdf', 300_000, 'application/pdf', null],
    ['a WebP image', 'a.webp', 10, 'image/webp', null],
    ['exactly 10 MB', 'big.png', 10 * 1024 * 1024, 'image/png', null],
    ['one byte over 10 MB', 'big.png', 10 * 1024 * 1024 + 1, 'image/png', 'tooLarge'],
    ['an empty file', 'e.png', 0, 'image/png', 'empty'],
    ['a GIF', 'x.gif', 10, 'image/gif', 'badType'],
    ['a Word file', 'x.docx', 10, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'badType'],
    ['an untyped file named .pdf', 'scan.PDF', 10, '', null],
    ['an untyped file named .heic', 'photo.heic', 10, '', 'badType'],
  ])('%s', (_name, name, size, type, expected) => {
    expect(fileProblem({ name, size, type })).toBe(expected);
  });
});

describe('verification machine', () => {
  it('loads, refuses a bad file before sending, then uploads a good one with progress and reloads', async () => {
    const { actor, load, uploads, effects, snapshot, server } = start();
    expect(selectIsLoading(snapshot())).toBe(true);
    await load.resolve(data);
    expect(selectCanUpload(snapshot())).toBe(false);

    actor.send({ type: 'verification.file.chosen', file: file('x.gif', 10, 'image/gif') });
    expect(selectFileProblem(snapshot())).toBe('badType');
    actor.send({ type: 'verification.upload.submitted' });
    expect(uploads).toEqual([]);

    actor.send({ type: 'verification.kind.changed', kind: 'proofOfAddress' });
    const good = file('fatura.pdf', 4000, 'application/pdf');
    actor.send({ type: 'verification.file.chosen', file: good });
    expect(selectFileProblem(snapshot())).toBeNull();
    actor.send({ type: 'verification.upload.submitted' });
    expect(uploads).toEqual([{ kind: 'proofOfAddress', file: good }]);
    expect(selectIsUploading(snapshot())).toBe(true);
    expect(selectProgressPercent(snapshot())).toBe(0);
    server({ type: 'upload.progressed', loaded: 1000, total: 4000 });
    expect(selectProgressPercent(snapshot())).toBe(25);
    // No second upload while one runs.
    actor.send({ type: 'verification.upload.submitted' });
    expect(uploads).toHaveLength(1);

    server({ type: 'upload.finished', message: 'Belgeniz alındı' });
    expect(effects.success).toHaveBeenCalledWith('Belgeniz alındı');
    expect(load.calls).toHaveLength(2);
    const doc = { id: 1, kind: 'proofOfAddress' as const, status: 'pending' as const, fileName: 'fatura.pdf', contentType: 'application/pdf' as const, size: 4000, uploadedAt: '2030-01-01T00:00:00.000Z', reviewedAt: null, rejectionReason: null, expiresAt: null };
    await load.resolve({ ...data, documents: [doc] });
    expect(selectDocuments(snapshot())).toEqual([doc]);
    expect(selectProgressPercent(snapshot())).toBeNull();
    expect(selectCanUpload(snapshot())).toBe(false);
  });

  it('keeps the server refusal next to the form and lets the player choose again', async () => {
    const { actor, load, snapshot, server, uploads } = start();
    await load.resolve(data);
    actor.send({ type: 'verification.file.chosen', file: file('front.png', 10, 'image/png') });
    actor.send({ type: 'verification.upload.submitted' });
    server({ type: 'upload.failed', error: new ApiError('Dosya JPEG, PNG, WebP görüntüsü veya PDF olmalıdır', 415) });
    expect(snapshot().matches('ready')).toBe(true);
    expect(selectUploadError(snapshot())).toBe('Dosya JPEG, PNG, WebP görüntüsü veya PDF olmalıdır');
    // The same file may be sent again; choosing another clears the message.
    expect(selectCanUpload(snapshot())).toBe(true);
    actor.send({ type: 'verification.file.chosen', file: file('front.jpg', 10, 'image/jpeg') });
    expect(selectUploadError(snapshot())).toBeNull();
    actor.send({ type: 'verification.upload.submitted' });
    expect(uploads).toHaveLength(2);
  });

  it('a failed load offers a retry', async () => {
    const { actor, load, snapshot } = start();
    await load.reject(new ApiError('', 0));
    expect(selectHasFailed(snapshot())).toBe(true);
    actor.send({ type: 'verification.retried' });
    expect(load.calls).toHaveLength(2);
  });
});

describe('verification actors', () => {
  it('reads the tier and the documents', async () => {
    const documents = { items: [] };
    const { api: client, requests } = recordingApi((request) => (request.path === '/kyc/verification' ? ok(data.verification) : ok(documents)));
    expect(await outputOf(kycVerificationActors(client).loadVerification, undefined)).toEqual(data);
    expect(requests.map((r) => r.path).sort()).toEqual(['/kyc/documents', '/kyc/verification']);
  });
});

describe('verification machine: generated paths', () => {
  const machine = kycVerificationMachine.provide({ actors: { loadVerification: pending as never, uploadDocument: fromCallback(() => {}) as never } });
  const good = file('a.png', 10, 'image/png');
  const suite = generatePaths(machine, {
    events: () =>
      [
        { type: 'xstate.done.actor.loadVerification', output: data },
        { type: 'xstate.error.actor.loadVerification', error: new ApiError('Hata', 500) },
        { type: 'xstate.done.actor.reloadVerification', output: data },
        { type: 'xstate.error.actor.reloadVerification', error: new ApiError('Hata', 500) },
        { type: 'verification.retried' },
        { type: 'verification.kind.changed', kind: 'passportFront' },
        { type: 'verification.file.chosen', file: good },
        { type: 'verification.upload.submitted' },
        { type: 'upload.progressed', loaded: 5, total: 10 },
        { type: 'upload.finished', message: 'ok' },
        { type: 'upload.failed', error: new ApiError('Hata', 415) },
      ] as KycVerificationEvent[],
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.kind, snapshot.context.file !== null, snapshot.context.progress]),
  });
  testEveryPath(kycVerificationMachine, suite);
});
