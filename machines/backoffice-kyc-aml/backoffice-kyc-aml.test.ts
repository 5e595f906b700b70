// AML cases: the list by status, resolving an open case with a note of at least three characters
// (cleared or blocked), not a resolved one; plus generated path coverage.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, notifySpies } from '../testing/fixtures';
import type { OpsAmlCase } from './backoffice-kyc-aml.actors';
import { type AmlCasesEvent, amlCasesMachine } from './backoffice-kyc-aml.machine';
import { selectIsResolving, selectNoteTooShort, selectOutcome } from './backoffice-kyc-aml.selectors';

const amlCase = (id: number, status: OpsAmlCase['status'] = 'open'): OpsAmlCase => ({
  id,
  rule: 'depositThresholdDay',
  status,
  player: { id: '00000000-0000-4000-8000-000000000001', username: 'ayse', name: 'Ayşe', surname: 'Yılmaz', birthDate: null },
  openedAt: '2030-01-01T00:00:00.000Z',
  figures: { total: 100_000, threshold: 96_000, count: 3, deposited: null, staked: null },
  payments: [],
  resolvedAt: null,
  resolvedBy: null,
  resolutionNote: null,
});

function start() {
  const list = controllable<{ status: OpsAmlCase['status'] }, OpsAmlCase[], string>((input) => input.status);
  const resolve = controllable<{ id: number; outcome: 'cleared' | 'blocked'; note: string }, string, { id: number; outcome: string; note: string }>(({ id, outcome, note }) => ({ id, outcome, note }));
  const notify = notifySpies();
  const actor = createActor(amlCasesMachine.provide({ actors: { listAmlCases: list.logic, resolveAmlCase: resolve.logic }, actions: notify.actions })).start();
  return { actor, list, resolve, effects: notify.effects, snapshot: () => actor.getSnapshot() };
}

describe('AML cases machine', () => {
  it('blocks an open case with a note and reloads', async () => {
    const { actor, list, resolve, effects, snapshot } = start();
    await list.resolve([amlCase(7), amlCase(8, 'cleared')]);
    actor.send({ type: 'aml.resolve.opened', id: 8, outcome: 'cleared' });
    expect(selectIsResolving(snapshot())).toBe(false);
    actor.send({ type: 'aml.resolve.opened', id: 7, outcome: 'blocked' });
    expect(selectOutcome(snapshot())).toBe('blocked');
    actor.send({ type: 'aml.note.changed', value: 'ok' });
    expect(selectNoteTooShort(snapshot())).toBe(true);
    actor.send({ type: 'aml.resolve.confirmed' });
    expect(resolve.calls).toEqual([]);
    actor.send({ type: 'aml.note.changed', value: ' MASAK bildirimi ' });
    actor.send({ type: 'aml.resolve.confirmed' });
    expect(resolve.calls).toEqual([{ id: 7, outcome: 'blocked', note: 'MASAK bildirimi' }]);
    await resolve.resolve('Vaka engellendi');
    expect(effects.success).toHaveBeenCalledWith('Vaka engellendi');
    expect(list.calls).toEqual(['open', 'open']);
  });
});

describe('AML cases machine: generated paths', () => {
  const machine = amlCasesMachine.provide({ actors: { listAmlCases: pending as never, resolveAmlCase: pending as never, complianceSettings: pending as never } });
  const suite = generatePaths(machine, {
    events: () =>
      [
        { type: 'xstate.done.actor.listAmlCases', output: [amlCase(1)] },
        { type: 'xstate.error.actor.listAmlCases', error: new ApiError('Hata', 500) },
        { type: 'aml.refreshed' },
        { type: 'aml.status.changed', status: 'cleared' },
        { type: 'aml.resolve.opened', id: 1, outcome: 'cleared' },
        { type: 'aml.note.changed', value: 'Belge görüldü' },
        { type: 'aml.resolve.confirmed' },
        { type: 'aml.resolve.cancelled' },
        { type: 'aml.settings.opened' },
        { type: 'xstate.done.actor.settings' },
        { type: 'xstate.done.actor.resolve', output: 'ok' },
        { type: 'xstate.error.actor.resolve', error: new ApiError('Hata', 409) },
      ] as AmlCasesEvent[],
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.status, snapshot.context.note]),
  });
  testEveryPath(amlCasesMachine, suite);
});
