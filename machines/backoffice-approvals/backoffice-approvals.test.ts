// Second approvals: lists the pending proposals, approves one and reads the list again, rejects with a
// reason (not before 3 characters), a refusal (the proposer's own) is shown and the list re-read; plus
// generated path coverage.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, notifySpies, ok, outputOf, recordingApi } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { approvalsActors, type OpsApproval } from './backoffice-approvals.actors';
import { type ApprovalsEvent, approvalsMachine } from './backoffice-approvals.machine';
import { selectCanDecide, selectIsRejecting, selectItems } from './backoffice-approvals.selectors';

const proposal = (id: number): OpsApproval => ({
  id,
  kind: 'adjustment',
  status: 'pending',
  targetKind: 'player',
  targetId: 'p-1',
  summary: { reason: 'goodwill' },
  amount: 15000,
  player: { id: 'p-1', username: 'ali', usercode: '100001' },
  proposedBy: 'ayse',
  proposedAt: '2026-11-26T10:00:00.000Z',
  proposalNote: 'goodwill',
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
});

function start() {
  const list = controllable<unknown, OpsApproval[]>();
  const decide = controllable<{ id: number; approve: boolean; reason: string }, string>(({ id, approve, reason }) => ({ id, approve, reason }));
  const spies = notifySpies();
  const machine = approvalsMachine.provide({ actors: { listApprovals: list.logic as never, decideApproval: decide.logic as never }, actions: spies.actions });
  const actor = createActor(machine).start();
  return { actor, list, decide, spies, snapshot: () => actor.getSnapshot() };
}

describe('approvals machine', () => {
  it('approves a proposal, says what the server said and reads the list again', async () => {
    const { actor, list, decide, spies, snapshot } = start();
    await list.resolve([proposal(4)]);
    expect(selectItems(snapshot())).toHaveLength(1);
    actor.send({ type: 'approvals.approved', id: 4 });
    expect(selectCanDecide(snapshot())).toBe(false);
    expect(decide.calls).toEqual([{ id: 4, approve: true, reason: '' }]);
    await decide.resolve('Approved');
    expect(spies.effects.success).toHaveBeenCalledWith('Approved');
    expect(list.calls).toHaveLength(2);
  });

  it('rejects with a reason of 3 characters or more', async () => {
    const { actor, list, decide } = start();
    await list.resolve([proposal(4)]);
    actor.send({ type: 'approvals.reject.opened', id: 4 });
    actor.send({ type: 'approvals.reason.changed', value: 'no' });
    actor.send({ type: 'approvals.reject.confirmed' });
    expect(decide.calls).toHaveLength(0);
    actor.send({ type: 'approvals.reason.changed', value: ' not agreed ' });
    actor.send({ type: 'approvals.reject.confirmed' });
    expect(decide.calls).toEqual([{ id: 4, approve: false, reason: 'not agreed' }]);
  });

  it("the server's refusal of the proposer's own approval is shown and the list re-read", async () => {
    const { actor, list, decide, spies, snapshot } = start();
    await list.resolve([proposal(4)]);
    actor.send({ type: 'approvals.approved', id: 4 });
    await decide.reject(new ApiError('You cannot approve your own proposal', 403));
    expect(spies.effects.failure).toHaveBeenCalledTimes(1);
    expect(list.calls).toHaveLength(2);
    await list.resolve([proposal(4)]);
    expect(selectIsRejecting(snapshot())).toBe(false);
  });
});

describe('approvals actors', () => {
  it('read pending proposals and decide by the contract', async () => {
    const { api: client, requests } = recordingApi((request) =>
      request.path === '/ops/approvals' ? ok({ items: [proposal(1)], total: 1 }) : ok(proposal(1), 'done'),
    );
    const { decideApproval, listApprovals } = approvalsActors(client);
    expect(await outputOf(listApprovals, undefined)).toHaveLength(1);
    expect(await outputOf(decideApproval, { id: 1, approve: true, reason: '' })).toBe('done');
    expect(await outputOf(decideApproval, { id: 1, approve: false, reason: 'wrong amount' })).toBe('done');
    expect(requests.map((r) => `${r.method} ${r.path}${new URL(r.url).search} ${r.text}`)).toEqual([
      'GET /ops/approvals?status=pending&take=100 ',
      'POST /ops/approvals/1/approve {}',
      'POST /ops/approvals/1/reject {"reason":"wrong amount"}',
    ]);
  });
});

describe('approvals machine: generated paths', () => {
  const machine = approvalsMachine.provide({ actors: { listApprovals: pending as never, decideApproval: pending as never } });
  const events = (): ApprovalsEvent[] =>
    [
      { type: 'approvals.refreshed' },
      { type: 'approvals.approved', id: 1 },
      { type: 'approvals.reject.opened', id: 1 },
      { type: 'approvals.reason.changed', value: 'wrong amount' },
      { type: 'approvals.reject.confirmed' },
      { type: 'approvals.reject.cancelled' },
      { type: 'xstate.done.actor.listApprovals', output: [proposal(1)] },
      { type: 'xstate.error.actor.listApprovals', error: new ApiError('', 0) },
      { type: 'xstate.done.actor.approve', output: 'ok' },
      { type: 'xstate.error.actor.approve', error: new ApiError('', 0) },
      { type: 'xstate.done.actor.reject', output: 'ok' },
      { type: 'xstate.error.actor.reject', error: new ApiError('', 0) },
    ] as ApprovalsEvent[];
  const suite = generatePaths(machine, { events, serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.reason.length >= 3]) });
  testEveryPath(machine, suite);
});
