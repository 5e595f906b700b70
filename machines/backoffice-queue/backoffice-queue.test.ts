// Payments queue: loading a status, approving and rejecting with a reason (3 to 500 characters), a
// refusal read again from the server, a hub refresh, the rows a proposer may not decide; the calls
// themselves; plus generated path coverage.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, notifySpies, ok, outputOf, recordingApi } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { NO_QUEUE_FILTERS, type OpsTransaction, queueActors, type QueueKind, type TransactionStatus } from './backoffice-queue.actors';
import { type QueueEvent, queueMachine } from './backoffice-queue.machine';
import { rowAction, selectBusyId, selectCanApplyFilters, selectCanDecide, selectFilters, selectIsLoading, selectItems, selectRejecting, selectStatus } from './backoffice-queue.selectors';

function row(id: number, extra: Partial<OpsTransaction> = {}): OpsTransaction {
  return {
    id,
    reference: `REF${id}`,
    type: 2,
    status: 2,
    amount: 150,
    methodId: 3,
    methodName: 'Banka Havalesi',
    gateway: 'manual',
    player: { id: '00000000-0000-4000-8000-00000000000a', username: 'ayse', usercode: '1001' },
    detail: { iban: 'TR330006100519786457841326' },
    note: null,
    decidedBy: null,
    decidedAt: null,
    pendingApproval: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    ...extra,
  } as OpsTransaction;
}

function start(kind: QueueKind = 'withdrawals') {
  const list = controllable<{ status: TransactionStatus }, { items: OpsTransaction[]; total: number }, TransactionStatus>((input) => input.status);
  const approve = controllable<{ item: OpsTransaction }, string, number>((input) => input.item.id);
  const reject = controllable<{ item: OpsTransaction; reason: string }, string, [number, string]>((input) => [input.item.id, input.reason]);
  const notify = notifySpies();
  const actor = createActor(
    queueMachine.provide({ actors: { listQueue: list.logic as never, approveItem: approve.logic as never, rejectItem: reject.logic as never }, actions: notify.actions }),
    { input: { kind } },
  ).start();
  return { actor, list, approve, reject, effects: notify.effects, snapshot: () => actor.getSnapshot() };
}

describe('payments queue machine', () => {
  it('loads the pending page first, then the status asked for', async () => {
    const { actor, list, snapshot } = start();
    expect(selectIsLoading(snapshot())).toBe(true);
    expect(list.calls).toEqual([2]);
    await list.resolve({ items: [row(1), row(2)], total: 2 });
    expect(selectItems(snapshot()).map((item) => item.id)).toEqual([1, 2]);
    actor.send({ type: 'queue.status.changed', status: 1 });
    expect(selectStatus(snapshot())).toBe(1);
    expect(list.calls).toEqual([2, 1]);
  });

  it('reads again with the filters applied, not before; refuses backwards ranges and bad amounts; clearing reads all', async () => {
    const { actor, list, snapshot } = start();
    const calls: unknown[] = [];
    await list.resolve({ items: [], total: 0 });
    actor.send({ type: 'queue.filter.changed', field: 'minAmount', value: '500' });
    actor.send({ type: 'queue.filter.changed', field: 'maxAmount', value: '100' });
    expect(list.calls).toHaveLength(1);
    actor.send({ type: 'queue.filters.applied' });
    expect(list.calls).toHaveLength(1);
    actor.send({ type: 'queue.filter.changed', field: 'maxAmount', value: '1.234' });
    expect(selectCanApplyFilters(snapshot())).toBe(false);
    actor.send({ type: 'queue.filter.changed', field: 'maxAmount', value: '2000' });
    actor.send({ type: 'queue.filter.changed', field: 'from', value: '2026-11-26' });
    actor.send({ type: 'queue.filter.changed', field: 'to', value: '2026-11-25' });
    expect(selectCanApplyFilters(snapshot())).toBe(false);
    actor.send({ type: 'queue.filter.changed', field: 'to', value: '2026-11-27' });
    actor.send({ type: 'queue.filters.applied' });
    expect(list.calls).toHaveLength(2);
    calls.push(snapshot().context.filters);
    expect(calls).toEqual([{ from: '2026-11-26', to: '2026-11-27', player: '', minAmount: '500', maxAmount: '2000' }]);
    await list.resolve({ items: [], total: 0 });
    actor.send({ type: 'queue.filters.cleared' });
    expect(selectFilters(snapshot())).toEqual(NO_QUEUE_FILTERS);
    expect(list.calls).toHaveLength(3);
  });

  it('approves a pending row in a busy state, toasts the server words and reads the page again', async () => {
    const { actor, list, approve, effects, snapshot } = start();
    await list.resolve({ items: [row(7)], total: 1 });
    actor.send({ type: 'queue.approved', id: 7 });
    expect(selectBusyId(snapshot())).toBe(7);
    expect(selectCanDecide(snapshot())).toBe(false);
    // A second decision while one runs is not sent.
    actor.send({ type: 'queue.approved', id: 7 });
    expect(approve.calls).toEqual([7]);
    await approve.resolve('7 numaralı çekim onaylandı');
    expect(effects.success).toHaveBeenCalledWith('7 numaralı çekim onaylandı');
    expect(list.calls).toEqual([2, 2]);
  });

  it('a refused approval (the proposer approving their own) toasts the refusal and reads the page again', async () => {
    const { actor, list, approve, effects } = start();
    await list.resolve({ items: [row(8)], total: 1 });
    actor.send({ type: 'queue.approved', id: 8 });
    const refusal = new ApiError('Kendi önerinizi onaylayamazsınız', 403);
    await approve.reject(refusal);
    expect(effects.failure).toHaveBeenCalledWith(refusal);
    expect(list.calls).toEqual([2, 2]);
  });

  it('decides only rows that are pending and on the page', async () => {
    const { actor, list, approve, snapshot } = start();
    await list.resolve({ items: [row(1, { status: 1 })], total: 1 });
    actor.send({ type: 'queue.approved', id: 1 });
    actor.send({ type: 'queue.approved', id: 99 });
    actor.send({ type: 'queue.reject.opened', id: 1 });
    expect(approve.calls).toEqual([]);
    expect(selectRejecting(snapshot())).toBeNull();
  });

  it('rejects with a trimmed reason of at least 3 characters; cancelling sends nothing', async () => {
    const { actor, list, reject, snapshot } = start();
    await list.resolve({ items: [row(3)], total: 1 });
    actor.send({ type: 'queue.reject.opened', id: 3 });
    expect(selectRejecting(snapshot())?.id).toBe(3);
    actor.send({ type: 'queue.reason.changed', value: '  ab  ' });
    actor.send({ type: 'queue.reject.confirmed' });
    expect(reject.calls).toEqual([]);
    actor.send({ type: 'queue.reject.cancelled' });
    expect(selectRejecting(snapshot())).toBeNull();
    actor.send({ type: 'queue.reject.opened', id: 3 });
    expect(snapshot().context.reason).toBe('');
    actor.send({ type: 'queue.reason.changed', value: ' IBAN eşleşmiyor ' });
    actor.send({ type: 'queue.reject.confirmed' });
    expect(reject.calls).toEqual([[3, 'IBAN eşleşmiyor']]);
  });

  it('a refused rejection keeps the dialog and the reason', async () => {
    const { actor, list, reject, effects, snapshot } = start();
    await list.resolve({ items: [row(4)], total: 1 });
    actor.send({ type: 'queue.reject.opened', id: 4 });
    actor.send({ type: 'queue.reason.changed', value: 'Hatalı IBAN' });
    actor.send({ type: 'queue.reject.confirmed' });
    await reject.reject(new ApiError('Çekim artık beklemede değil', 409));
    expect(effects.failure).toHaveBeenCalled();
    expect(selectRejecting(snapshot())?.id).toBe(4);
    expect(snapshot().context.reason).toBe('Hatalı IBAN');
  });

  it('a hub refresh reads the page again when idle; a failed load waits for a refresh', async () => {
    const { actor, list, snapshot } = start();
    await list.reject(new ApiError('', 0));
    expect(snapshot().matches('failed')).toBe(true);
    actor.send({ type: 'queue.refreshed' });
    expect(list.calls).toEqual([2, 2]);
    await list.resolve({ items: [], total: 0 });
    actor.send({ type: 'queue.refreshed' });
    expect(list.calls).toEqual([2, 2, 2]);
  });
});

describe('a hub refresh while the page is being read', () => {
  it('reads it again: the answer of the read started before the change is not the one kept', async () => {
    // The proposer's page reads the queue (its own proposal's echo); meanwhile a second operator pays row 9.
    const { actor, list, snapshot } = start();
    actor.send({ type: 'queue.refreshed' });
    expect(list.calls).toEqual([2, 2]);
    await list.resolve({ items: [], total: 0 });
    expect(selectItems(snapshot())).toEqual([]);
    expect(selectIsLoading(snapshot())).toBe(false);
  });
});

describe('what a row offers an operator', () => {
  it('a proposal waits for somebody other than its proposer; settled rows offer nothing', () => {
    const proposed = row(5, { pendingApproval: { proposalId: 1, proposedBy: 'ali', proposedAt: '2026-11-26T10:05:00.000Z' } });
    expect(rowAction(proposed, 'ali')).toBe('ownProposal');
    expect(rowAction(proposed, 'veli')).toBe('decide');
    expect(rowAction(row(6), 'ali')).toBe('decide');
    expect(rowAction(row(6, { status: 4 }), 'ali')).toBe('none');
  });
});

describe('payments queue actors', () => {
  it('lists by status, approves a withdrawal, confirms a deposit, rejects with the reason', async () => {
    const { api: client, requests } = recordingApi((request) =>
      request.method === 'GET' ? ok({ items: [], total: 0 }) : ok(row(1), 'tamam'),
    );
    const { listQueue, approveItem, rejectItem } = queueActors(client);
    await outputOf(listQueue, { kind: 'withdrawals', status: 1, filters: NO_QUEUE_FILTERS });
    await outputOf(listQueue, { kind: 'deposits', status: 2, filters: { from: '2026-11-01', to: '2026-11-26', player: ' Ayse ', minAmount: '100,5', maxAmount: '' } });
    expect(await outputOf(approveItem, { kind: 'withdrawals', item: row(1) })).toBe('tamam');
    await outputOf(approveItem, { kind: 'deposits', item: row(2) });
    await outputOf(rejectItem, { kind: 'withdrawals', item: row(3), reason: 'Hatalı IBAN' });
    await outputOf(rejectItem, { kind: 'deposits', item: row(4), reason: 'Para gelmedi' });
    expect(requests.map(({ method, url, body }) => [method, url.replace('http://site.test/api', ''), body])).toEqual([
      ['GET', '/ops/withdrawals?status=1&take=100', null],
      ['GET', '/ops/deposits?status=2&from=2026-11-01&to=2026-11-26&player=Ayse&minAmount=100.5&take=100', null],
      ['POST', '/ops/withdrawals/1/approve', {}],
      ['POST', '/ops/deposits/2/confirm', {}],
      ['POST', '/ops/withdrawals/3/reject', { reason: 'Hatalı IBAN' }],
      ['POST', '/ops/deposits/4/reject', { reason: 'Para gelmedi' }],
    ]);
  });
});

describe('payments queue machine: generated paths', () => {
  const machine = queueMachine.provide({ actors: { listQueue: pending as never, approveItem: pending as never, rejectItem: pending as never } });
  const events = (): QueueEvent[] =>
    [
      { type: 'queue.status.changed', status: 1 },
      { type: 'queue.refreshed' },
      { type: 'queue.filter.changed', field: 'player', value: 'ayse' },
      { type: 'queue.filters.applied' },
      { type: 'queue.filters.cleared' },
      { type: 'queue.approved', id: 1 },
      { type: 'queue.reject.opened', id: 1 },
      { type: 'queue.reason.changed', value: 'Hatalı IBAN' },
      { type: 'queue.reject.confirmed' },
      { type: 'queue.reject.cancelled' },
      { type: 'xstate.done.actor.listQueue', output: { items: [row(1)], total: 1 } },
      { type: 'xstate.error.actor.listQueue', error: new ApiError('', 0) },
      { type: 'xstate.done.actor.approveItem', output: 'ok' },
      { type: 'xstate.error.actor.approveItem', error: new ApiError('Hayır', 403) },
      { type: 'xstate.done.actor.rejectItem', output: 'ok' },
      { type: 'xstate.error.actor.rejectItem', error: new ApiError('Hayır', 409) },
    ] as QueueEvent[];
  const suite = generatePaths(machine, {
    events,
    input: () => ({ kind: 'withdrawals' as const }),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.status, snapshot.context.items.length, snapshot.context.reason, snapshot.context.filters.player !== '']),
  });
  testEveryPath(machine, suite);
});
