// The responsible gaming page: a limit draft is checked before it is sent (a typed "500" is ₺500, an
// empty one removes the limit, letters are refused), the server's answer replaces the settings and tells
// the session watcher, an exclusion is taken only after a second "yes" and then ends the session, the
// closure needs the password, and the statement asks for an ordered range; plus generated path coverage.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { controllable, notifySpies } from '../testing/fixtures';
import type { PlayerProtection, Saved } from './responsible-gaming.actors';
import { parseLimitAmount, responsibleGamingMachine, type ResponsibleGamingEvent } from './responsible-gaming.machine';
import { selectAskedExclusion, selectDraftError, selectHasEnded, selectLimits } from './responsible-gaming.selectors';

const protection: PlayerProtection = {
  limits: [],
  coolingOffHours: 24,
  realityCheckMinutes: 0,
  session: { startedAt: '2030-03-01T10:00:00.000Z', endsAt: null },
  exclusion: null,
};
const withLimit: PlayerProtection = {
  ...protection,
  limits: [{ kind: 'deposit', period: 'day', amount: 500, used: 0, left: 500, resetsAt: '2030-03-01T21:00:00.000Z', pending: null }],
};

function start() {
  const load = controllable<unknown, PlayerProtection>();
  const save = controllable<{ kind: string; period: string; amount: number | null }, Saved, unknown>((input) => ({ kind: input.kind, period: input.period, amount: input.amount }));
  const exclude = controllable<{ choice: unknown }, string, unknown>((input) => input.choice);
  const notify = notifySpies();
  const effects = { endSession: vi.fn(), tellWatcher: vi.fn() };
  const actor = createActor(
    responsibleGamingMachine.provide({
      actors: { loadProtection: load.logic as never, saveLimit: save.logic as never, exclude: exclude.logic as never },
      actions: { ...notify.actions, 'end session': effects.endSession, 'tell the session watcher': effects.tellWatcher },
    }),
  ).start();
  return { actor, load, save, exclude, notify, effects };
}

describe('limit amounts as typed', () => {
  it('reads Turkish and plain numbers, empty as a removal, and refuses the rest', () => {
    expect(parseLimitAmount({ kind: 'deposit', period: 'day', amount: '500' })).toBe(500);
    expect(parseLimitAmount({ kind: 'deposit', period: 'day', amount: '1.250,50' })).toBe(1250.5);
    expect(parseLimitAmount({ kind: 'deposit', period: 'day', amount: ' ' })).toBeNull();
    expect(parseLimitAmount({ kind: 'deposit', period: 'day', amount: 'beş yüz' })).toBe('invalid');
    expect(parseLimitAmount({ kind: 'deposit', period: 'day', amount: '0' })).toBe('invalid');
    expect(parseLimitAmount({ kind: 'session', period: 'day', amount: '30,5' })).toBe('invalid');
  });
});

describe('responsible gaming page', () => {
  it('does not send an invalid draft; sends a valid one and keeps the answer', async () => {
    const { actor, load, save, notify, effects } = start();
    await load.resolve(protection);
    actor.send({ type: 'limit.field.changed', field: 'amount', value: 'abc' });
    actor.send({ type: 'limit.submitted' });
    expect(selectDraftError(actor.getSnapshot())).toBe('responsible.amountInvalid');
    expect(save.calls).toEqual([]);
    actor.send({ type: 'limit.field.changed', field: 'amount', value: '500' });
    expect(selectDraftError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'limit.submitted' });
    expect(save.calls).toEqual([{ kind: 'deposit', period: 'day', amount: 500 }]);
    await save.resolve({ protection: withLimit, message: 'Kaydedildi' });
    expect(selectLimits(actor.getSnapshot())).toHaveLength(1);
    expect(notify.effects.success).toHaveBeenCalledWith('Kaydedildi');
    expect(effects.tellWatcher).toHaveBeenCalledTimes(1);
  });

  it('takes a time-out only after the second yes, then ends the session', async () => {
    const { actor, load, exclude, effects } = start();
    await load.resolve(protection);
    actor.send({ type: 'exclusion.requested', choice: { kind: 'timeOut', period: '24h' } });
    expect(selectAskedExclusion(actor.getSnapshot())).toEqual({ kind: 'timeOut', period: '24h' });
    expect(exclude.calls).toEqual([]);
    actor.send({ type: 'exclusion.cancelled' });
    expect(selectAskedExclusion(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'exclusion.requested', choice: { kind: 'timeOut', period: '24h' } });
    actor.send({ type: 'exclusion.confirmed' });
    expect(exclude.calls).toEqual([{ kind: 'timeOut', period: '24h' }]);
    await exclude.resolve('Mola başladı');
    expect(effects.endSession).toHaveBeenCalledTimes(1);
    expect(selectHasEnded(actor.getSnapshot())).toBe(true);
  });

  it('keeps the session when the exclusion is refused', async () => {
    const { actor, load, exclude, effects, notify } = start();
    await load.resolve(protection);
    actor.send({ type: 'exclusion.requested', choice: { kind: 'selfExclusion', period: 'permanent' } });
    actor.send({ type: 'exclusion.confirmed' });
    await exclude.reject(new ApiError('Hata', 500));
    expect(effects.endSession).not.toHaveBeenCalled();
    expect(notify.effects.failure).toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('asks for the closure only with a password, and the statement only for an ordered range', async () => {
    const { actor, load } = start();
    await load.resolve(protection);
    actor.send({ type: 'closure.requested' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'closure.password.changed', password: 'secret123' });
    actor.send({ type: 'closure.requested' });
    expect(actor.getSnapshot().matches({ ready: 'askingClosure' })).toBe(true);
    actor.send({ type: 'closure.cancelled' });
    actor.send({ type: 'statement.range.changed', from: '2030-03-02', to: '2030-03-01' });
    actor.send({ type: 'statement.requested' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });
});

describe('responsible gaming machine: generated paths', () => {
  const all = { loadProtection: pending, saveLimit: pending, confirmLimit: pending, saveRealityCheck: pending, exclude: pending, closeAccount: pending, loadStatement: pending };
  const machine = responsibleGamingMachine.provide({ actors: all as never });
  const saved = { protection, message: 'ok' };
  const suite = generatePaths(machine, {
    events: () =>
      [
        { type: 'xstate.done.actor.loadProtection', output: protection },
        { type: 'xstate.error.actor.loadProtection', error: new ApiError('Hata', 500) },
        { type: 'responsible.retried' },
        { type: 'limit.submitted' },
        { type: 'limit.field.changed', field: 'amount', value: '500' },
        { type: 'limit.field.changed', field: 'amount', value: 'x' },
        { type: 'xstate.done.actor.saveLimit', output: saved },
        { type: 'xstate.error.actor.saveLimit', error: new ApiError('Hata', 400) },
        { type: 'limit.confirm.requested', kind: 'deposit', period: 'day' },
        { type: 'xstate.done.actor.confirmLimit', output: saved },
        { type: 'xstate.error.actor.confirmLimit', error: new ApiError('Hata', 400) },
        { type: 'realityCheck.chosen', minutes: 15 },
        { type: 'xstate.done.actor.saveRealityCheck', output: saved },
        { type: 'xstate.error.actor.saveRealityCheck', error: new ApiError('Hata', 400) },
        { type: 'exclusion.requested', choice: { kind: 'timeOut', period: '24h' } },
        { type: 'exclusion.confirmed' },
        { type: 'exclusion.cancelled' },
        { type: 'xstate.done.actor.exclude', output: 'ok' },
        { type: 'xstate.error.actor.exclude', error: new ApiError('Hata', 400) },
        { type: 'closure.password.changed', password: 'secret123' },
        { type: 'closure.requested' },
        { type: 'closure.confirmed' },
        { type: 'closure.cancelled' },
        { type: 'xstate.done.actor.closeAccount', output: 'ok' },
        { type: 'xstate.error.actor.closeAccount', error: new ApiError('Hata', 400) },
        { type: 'statement.range.changed', from: '2030-03-01', to: '2030-03-02' },
        { type: 'statement.requested' },
        { type: 'invite.skipped' },
        { type: 'xstate.done.actor.loadStatement', output: { from: '2030-03-01', to: '2030-03-02', deposits: 0, withdrawals: 0, stakes: 0, winnings: 0, net: 0 } },
        { type: 'xstate.error.actor.loadStatement', error: new ApiError('Hata', 400) },
      ] as unknown as ResponsibleGamingEvent[],
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.draft.amount, snapshot.context.password !== '', snapshot.context.draftError]),
  });
  testEveryPath(responsibleGamingMachine, suite);
});
