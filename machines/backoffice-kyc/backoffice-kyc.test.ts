// The KYC review queue: the list, viewing a document (its file loaded, released on close), approving,
// rejecting only with a reason of at least three characters, deciding only pending documents; plus
// generated path coverage.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, notifySpies } from '../testing/fixtures';
import type { DocumentFile, OpsKycDocument } from './backoffice-kyc.actors';
import { type KycQueueEvent, kycQueueMachine } from './backoffice-kyc.machine';
import { selectCanApprove, selectCanReject, selectChosen, selectFile, selectIsRejecting } from './backoffice-kyc.selectors';

const doc = (id: number, status: OpsKycDocument['status'] = 'pending'): OpsKycDocument => ({
  id,
  kind: 'idCardFront',
  status,
  fileName: 'front.png',
  contentType: 'image/png',
  size: 100,
  uploadedAt: '2030-01-01T00:00:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  rejectionReason: null,
  expiresAt: null,
  player: { id: '00000000-0000-4000-8000-000000000001', username: 'ayse', name: 'Ayşe', surname: 'Yılmaz', birthDate: '1990-05-17' },
});

function start() {
  const list = controllable<{ status: OpsKycDocument['status'] }, OpsKycDocument[], string>((input) => input.status);
  const file = controllable<{ id: number }, DocumentFile, number>((input) => input.id);
  const review = controllable<{ id: number; approve: boolean; reason: string }, string, { id: number; approve: boolean; reason: string }>(({ id, approve, reason }) => ({ id, approve, reason }));
  const released: (string | null)[] = [];
  const notify = notifySpies();
  const actor = createActor(
    kycQueueMachine.provide({
      actors: { listKycDocuments: list.logic, loadDocumentFile: file.logic, reviewKycDocument: review.logic },
      actions: { ...notify.actions, 'release file': (_, params) => released.push(params.url) },
    }),
  ).start();
  return { actor, list, file, review, released, effects: notify.effects, snapshot: () => actor.getSnapshot() };
}

describe('KYC queue machine', () => {
  it('views a document, approves it, releases its file and reloads the queue', async () => {
    const { actor, list, file, review, released, effects, snapshot } = start();
    await list.resolve([doc(1), doc(2)]);
    actor.send({ type: 'kyc.document.opened', id: 2 });
    expect(file.calls).toEqual([2]);
    expect(selectChosen(snapshot())?.id).toBe(2);
    await file.resolve({ url: 'blob:x', contentType: 'image/png' });
    expect(selectFile(snapshot())).toEqual({ url: 'blob:x', contentType: 'image/png' });
    actor.send({ type: 'kyc.approved' });
    await review.resolve('Belge onaylandı');
    expect(review.calls).toEqual([{ id: 2, approve: true, reason: '' }]);
    expect(effects.success).toHaveBeenCalledWith('Belge onaylandı');
    expect(released).toEqual(['blob:x']);
    expect(list.calls).toEqual(['pending', 'pending']);
  });

  it('rejects only with a reason, and a cancelled rejection keeps the view', async () => {
    const { actor, list, file, review, snapshot } = start();
    await list.resolve([doc(1)]);
    actor.send({ type: 'kyc.document.opened', id: 1 });
    await file.reject(new ApiError('Bulunamadı', 404));
    actor.send({ type: 'kyc.reject.opened' });
    expect(selectIsRejecting(snapshot())).toBe(true);
    actor.send({ type: 'kyc.reason.changed', value: ' a ' });
    actor.send({ type: 'kyc.reject.confirmed' });
    expect(review.calls).toEqual([]);
    actor.send({ type: 'kyc.reject.cancelled' });
    expect(selectIsRejecting(snapshot())).toBe(false);
    expect(selectChosen(snapshot())?.id).toBe(1);
    actor.send({ type: 'kyc.reject.opened' });
    actor.send({ type: 'kyc.reason.changed', value: 'Bulanık fotoğraf' });
    actor.send({ type: 'kyc.reject.confirmed' });
    expect(review.calls).toEqual([{ id: 1, approve: false, reason: 'Bulanık fotoğraf' }]);
  });

  it('does not offer decisions on a document that is no longer pending', async () => {
    const { actor, list, file, snapshot } = start();
    await list.resolve([]);
    actor.send({ type: 'kyc.status.changed', status: 'approved' });
    await list.resolve([doc(5, 'approved')]);
    expect(list.calls).toEqual(['pending', 'approved']);
    actor.send({ type: 'kyc.document.opened', id: 5 });
    await file.resolve({ url: 'blob:y', contentType: 'image/png' });
    expect(selectCanApprove(snapshot())).toBe(false);
    expect(selectCanReject(snapshot())).toBe(false);
  });
});

describe('KYC queue machine: generated paths', () => {
  const machine = kycQueueMachine.provide({ actors: { listKycDocuments: pending as never, loadDocumentFile: pending as never, reviewKycDocument: pending as never } });
  const suite = generatePaths(machine, {
    events: () =>
      [
        { type: 'xstate.done.actor.listKycDocuments', output: [doc(1)] },
        { type: 'xstate.error.actor.listKycDocuments', error: new ApiError('Hata', 500) },
        { type: 'kyc.refreshed' },
        { type: 'kyc.status.changed', status: 'rejected' },
        { type: 'kyc.document.opened', id: 1 },
        { type: 'kyc.document.closed' },
        { type: 'xstate.done.actor.loadDocumentFile', output: { url: 'blob:z', contentType: 'image/png' } },
        { type: 'xstate.error.actor.loadDocumentFile', error: new ApiError('Hata', 404) },
        { type: 'kyc.approved' },
        { type: 'xstate.done.actor.approve', output: 'ok' },
        { type: 'xstate.error.actor.approve', error: new ApiError('Hata', 409) },
        { type: 'kyc.reject.opened' },
        { type: 'kyc.reason.changed', value: 'Bulanık' },
        { type: 'kyc.reject.confirmed' },
        { type: 'kyc.reject.cancelled' },
        { type: 'xstate.done.actor.reject', output: 'ok' },
        { type: 'xstate.error.actor.reject', error: new ApiError('Hata', 409) },
      ] as KycQueueEvent[],
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.status, snapshot.context.reason, snapshot.context.file !== null]),
  });
  testEveryPath(kycQueueMachine, suite);
});
