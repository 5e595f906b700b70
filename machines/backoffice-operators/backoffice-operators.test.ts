// Operators and roles: lists, changes a role and unlocks at once, locks / removes / resets the second
// factor only with a reason, creates an operator only with a valid username and a 10-character password,
// re-reads the list after each change; the calls by the contract; plus generated path coverage.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, notifySpies, ok, outputOf, recordingApi } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { type OperatorChange, operatorsActors, type OpsOperator } from './backoffice-operators.actors';
import { type OperatorsEvent, operatorsMachine } from './backoffice-operators.machine';
import { selectIsCreating, selectReasonedChange } from './backoffice-operators.selectors';

const operator: OpsOperator = { id: 'op-2', username: 'mehmet', role: 'support', state: 'active', totpEnrolled: true, lastLoginAt: null, createdAt: '2026-11-01T10:00:00.000Z' };

function start() {
  const list = controllable<unknown, OpsOperator[]>();
  const change = controllable<{ id: string; change: OperatorChange }, string, [string, OperatorChange]>((input) => [input.id, input.change]);
  const create = controllable<{ username: string; password: string; role: string }, string, [string, string, string]>((input) => [input.username, input.password, input.role]);
  const spies = notifySpies();
  const machine = operatorsMachine.provide({
    actors: { listOperators: list.logic as never, changeOperator: change.logic as never, createOperator: create.logic as never },
    actions: spies.actions,
  });
  const actor = createActor(machine).start();
  return { actor, list, change, create, spies, snapshot: () => actor.getSnapshot() };
}

describe('operators machine', () => {
  it('changes a role and unlocks at once, re-reading the list after each', async () => {
    const { actor, list, change, spies } = start();
    await list.resolve([operator]);
    actor.send({ type: 'operators.role.chosen', id: 'op-2', role: 'finance' });
    expect(change.calls).toEqual([['op-2', { kind: 'role', role: 'finance' }]]);
    await change.resolve('mehmet kullanıcısının rolü finance oldu');
    expect(spies.effects.success).toHaveBeenCalledWith('mehmet kullanıcısının rolü finance oldu');
    await list.resolve([{ ...operator, state: 'locked' }]);
    actor.send({ type: 'operators.unlocked', id: 'op-2' });
    expect(change.calls[1]).toEqual(['op-2', { kind: 'unlock' }]);
    expect(list.calls).toHaveLength(2);
  });

  it('locks, removes or resets the second factor only with a reason; a refusal keeps the dialog', async () => {
    const { actor, list, change, spies, snapshot } = start();
    await list.resolve([operator]);
    actor.send({ type: 'operators.change.opened', id: 'op-2', kind: 'resetTotp' });
    expect(selectReasonedChange(snapshot())).toBe('resetTotp');
    actor.send({ type: 'operators.reason.changed', value: 'ok' });
    actor.send({ type: 'operators.dialog.confirmed' });
    expect(change.calls).toEqual([]);
    actor.send({ type: 'operators.reason.changed', value: ' lost phone ' });
    actor.send({ type: 'operators.dialog.confirmed' });
    expect(change.calls).toEqual([['op-2', { kind: 'resetTotp', reason: 'lost phone' }]]);
    await change.reject(new ApiError('Your role may not do this', 403));
    expect(spies.effects.failure).toHaveBeenCalledTimes(1);
    expect(selectReasonedChange(snapshot())).toBe('resetTotp');
    actor.send({ type: 'operators.dialog.cancelled' });
    actor.send({ type: 'operators.change.opened', id: 'op-2', kind: 'lock' });
    actor.send({ type: 'operators.reason.changed', value: 'left the company' });
    actor.send({ type: 'operators.dialog.confirmed' });
    expect(change.calls[1]).toEqual(['op-2', { kind: 'lock', reason: 'left the company' }]);
  });

  it('creates an operator with a valid username and a password of 10 or more', async () => {
    const { actor, list, create, snapshot } = start();
    await list.resolve([]);
    actor.send({ type: 'operators.create.opened' });
    actor.send({ type: 'operators.draft.changed', field: 'username', value: 'ayse.k' });
    actor.send({ type: 'operators.draft.changed', field: 'password', value: 'short' });
    actor.send({ type: 'operators.draft.changed', field: 'role', value: 'auditor' });
    actor.send({ type: 'operators.dialog.confirmed' });
    expect(create.calls).toEqual([]);
    actor.send({ type: 'operators.draft.changed', field: 'password', value: 'a-long-password' });
    actor.send({ type: 'operators.dialog.confirmed' });
    expect(create.calls).toEqual([['ayse.k', 'a-long-password', 'auditor']]);
    await create.resolve('created');
    expect(selectIsCreating(snapshot())).toBe(false);
    expect(snapshot().context.draft.password).toBe('');
    expect(list.calls).toHaveLength(2);
  });
});

describe('operators actors', () => {
  it('reach their operations', async () => {
    const { api: client, requests } = recordingApi((request) => (request.path === '/ops/operators' && request.method === 'GET' ? ok([operator]) : ok({}, 'done')));
    const { changeOperator, createOperator, listOperators } = operatorsActors(client);
    expect(await outputOf(listOperators, undefined)).toEqual([operator]);
    await outputOf(createOperator, { username: 'ayse.k', password: 'a-long-password', role: 'auditor' });
    for (const change of [{ kind: 'role', role: 'trader' }, { kind: 'unlock' }, { kind: 'lock', reason: 'r1' }, { kind: 'remove', reason: 'r2' }, { kind: 'resetTotp', reason: 'r3' }] as OperatorChange[]) {
      expect(await outputOf(changeOperator, { id: 'op-2', change })).toBe('done');
    }
    expect(requests.map((r) => `${r.method} ${r.path} ${r.text}`)).toEqual([
      'GET /ops/operators ',
      'POST /ops/operators {"username":"ayse.k","password":"a-long-password","role":"auditor"}',
      'POST /ops/operators/op-2/role {"role":"trader"}',
      'POST /ops/operators/op-2/unlock {}',
      'POST /ops/operators/op-2/lock {"reason":"r1"}',
      'POST /ops/operators/op-2/remove {"reason":"r2"}',
      'POST /ops/operators/op-2/reset-totp {"reason":"r3"}',
    ]);
  });
});

describe('operators machine: generated paths', () => {
  const machine = operatorsMachine.provide({ actors: { listOperators: pending as never, changeOperator: pending as never, createOperator: pending as never } });
  const events = (): OperatorsEvent[] =>
    [
      { type: 'operators.refreshed' },
      { type: 'operators.role.chosen', id: 'op-2', role: 'finance' },
      { type: 'operators.unlocked', id: 'op-2' },
      { type: 'operators.change.opened', id: 'op-2', kind: 'lock' },
      { type: 'operators.reason.changed', value: 'left the company' },
      { type: 'operators.create.opened' },
      { type: 'operators.draft.changed', field: 'username', value: 'ayse.k' },
      { type: 'operators.draft.changed', field: 'password', value: 'a-long-password' },
      { type: 'operators.dialog.confirmed' },
      { type: 'operators.dialog.cancelled' },
      { type: 'xstate.done.actor.listOperators', output: [operator] },
      { type: 'xstate.error.actor.listOperators', error: new ApiError('', 0) },
      { type: 'xstate.done.actor.change', output: 'ok' },
      { type: 'xstate.error.actor.change', error: new ApiError('', 0) },
      { type: 'xstate.done.actor.changeWithReason', output: 'ok' },
      { type: 'xstate.error.actor.changeWithReason', error: new ApiError('', 0) },
      { type: 'xstate.done.actor.createOperator', output: 'ok' },
      { type: 'xstate.error.actor.createOperator', error: new ApiError('', 0) },
    ] as OperatorsEvent[];
  const suite = generatePaths(machine, {
    events,
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.reason !== '', snapshot.context.draft.username !== '', snapshot.context.draft.password !== '']),
  });
  testEveryPath(machine, suite);
});
