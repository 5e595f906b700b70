// A player's protection in the back office: read on entry; the lift dialog opens only while an
// exclusion is in force, needs a reason of at least ten characters (the contract's minimum), sends it
// trimmed, and reads the page again after the proposal; a failed read can be retried. Plus generated
// path coverage.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, notifySpies } from '../testing/fixtures';
import type { OpsPlayerProtection } from './backoffice-protection.actors';
import { type ProtectionEvent, protectionMachine } from './backoffice-protection.machine';
import { selectActiveExclusion, selectCanLift, selectHasFailed, selectHistory, selectIsLifting, selectLimits, selectReasonTooShort } from './backoffice-protection.selectors';

const PLAYER = '00000000-0000-4000-8000-000000000001';
const timeOut = {
  id: 3,
  kind: 'timeOut' as const,
  period: '24h' as const,
  startedAt: '2030-01-01T09:00:00.000Z',
  endsAt: '2030-01-02T09:00:00.000Z',
  liftedAt: null,
  liftReason: null,
};
const view = (excluded: boolean): OpsPlayerProtection => ({
  protection: {
    limits: [{ kind: 'deposit', period: 'day', amount: 500, used: 400, left: 100, resetsAt: '2030-01-01T21:00:00.000Z', pending: null }],
    coolingOffHours: 24,
    realityCheckMinutes: 15,
    session: { startedAt: '2030-01-01T08:00:00.000Z', endsAt: null },
    exclusion: excluded ? timeOut : null,
  },
  exclusions: excluded ? [timeOut] : [],
  history: [{ id: 1, at: '2030-01-01T09:00:00.000Z', action: 'exclusion.start', actorKind: 'player', actorId: PLAYER, details: '{"kind":"timeOut","period":"24h"}' }],
});

function start() {
  const load = controllable<{ playerId: string }, OpsPlayerProtection, string>((input) => input.playerId);
  const lift = controllable<{ playerId: string; reason: string }, string, string>((input) => input.reason);
  const notify = notifySpies();
  const actor = createActor(protectionMachine.provide({ actors: { loadProtection: load.logic, proposeLift: lift.logic }, actions: notify.actions }), {
    input: { playerId: PLAYER },
  }).start();
  return { actor, load, lift, effects: notify.effects, snapshot: () => actor.getSnapshot() };
}

describe('back-office protection machine', () => {
  it('proposes lifting the exclusion in force with a reason of ten characters or more, then reads again', async () => {
    const { actor, load, lift, effects, snapshot } = start();
    await load.resolve(view(true));
    expect(selectLimits(snapshot())).toHaveLength(1);
    expect(selectHistory(snapshot())[0].action).toBe('exclusion.start');
    expect(selectActiveExclusion(snapshot())?.id).toBe(3);
    expect(selectCanLift(snapshot())).toBe(true);

    actor.send({ type: 'protection.lift.opened' });
    expect(selectIsLifting(snapshot())).toBe(true);
    actor.send({ type: 'protection.reason.changed', value: ' kısa ' });
    expect(selectReasonTooShort(snapshot())).toBe(true);
    actor.send({ type: 'protection.lift.confirmed' });
    expect(lift.calls).toEqual([]);
    actor.send({ type: 'protection.reason.changed', value: '  Destek görüşmesi, yanlışlıkla alınmış  ' });
    actor.send({ type: 'protection.lift.confirmed' });
    expect(lift.calls).toEqual(['Destek görüşmesi, yanlışlıkla alınmış']);
    await lift.resolve('Öneri onay kuyruğuna gönderildi');
    expect(effects.success).toHaveBeenCalledWith('Öneri onay kuyruğuna gönderildi');
    expect(load.calls).toEqual([PLAYER, PLAYER]);
    expect(selectIsLifting(snapshot())).toBe(false);
    expect(snapshot().context.reason).toBe('');
  });

  it('offers no lift without an exclusion in force, and retries a failed read', async () => {
    const { actor, load, effects, snapshot } = start();
    await load.reject(new ApiError('Hata', 500));
    expect(selectHasFailed(snapshot())).toBe(true);
    expect(effects.failure).toHaveBeenCalledTimes(1);
    actor.send({ type: 'protection.refreshed' });
    await load.resolve(view(false));
    expect(selectCanLift(snapshot())).toBe(false);
    actor.send({ type: 'protection.lift.opened' });
    expect(selectIsLifting(snapshot())).toBe(false);
  });

  it('keeps the dialog and the reason when the proposal is refused', async () => {
    const { actor, load, lift, effects, snapshot } = start();
    await load.resolve(view(true));
    actor.send({ type: 'protection.lift.opened' });
    actor.send({ type: 'protection.reason.changed', value: 'Oyuncunun yazılı talebi var' });
    actor.send({ type: 'protection.lift.confirmed' });
    await lift.reject(new ApiError('Zaten bekleyen bir öneri var', 409));
    expect(effects.failure).toHaveBeenCalledTimes(1);
    expect(selectIsLifting(snapshot())).toBe(true);
    expect(snapshot().context.reason).toBe('Oyuncunun yazılı talebi var');
    actor.send({ type: 'protection.lift.cancelled' });
    expect(selectIsLifting(snapshot())).toBe(false);
    expect(snapshot().context.reason).toBe('');
  });
});

describe('back-office protection machine: generated paths', () => {
  const machine = protectionMachine.provide({ actors: { loadProtection: pending as never, proposeLift: pending as never } });
  const suite = generatePaths(machine, {
    events: () =>
      [
        { type: 'xstate.done.actor.loadProtection', output: view(true) },
        { type: 'xstate.error.actor.loadProtection', error: new ApiError('Hata', 500) },
        { type: 'protection.refreshed' },
        { type: 'protection.lift.opened' },
        { type: 'protection.reason.changed', value: 'Oyuncunun yazılı talebi var' },
        { type: 'protection.lift.confirmed' },
        { type: 'protection.lift.cancelled' },
        { type: 'xstate.done.actor.proposeLift', output: 'ok' },
        { type: 'xstate.error.actor.proposeLift', error: new ApiError('Hata', 409) },
      ] as ProtectionEvent[],
    input: () => ({ playerId: PLAYER }),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.reason, snapshot.context.protection !== null]),
  });
  testEveryPath(protectionMachine, suite);
});
