// A player's sports stake factor: read on entry and shown with the maximum stake it gives; saved only
// with a factor from 0 to 10 (two decimals at most, "0,5" as typed in Turkish) and a reason of 3 to 500
// characters (the contract's OpsSportsStakeFactorRequest), sent as a number with the reason trimmed; a
// refusal keeps the form; a failed read can be retried. The preview follows the server's rule (book's
// maximum in kuruş × factor in hundredths ÷ 100, rounded down). Plus generated path coverage.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, notifySpies, ok, outputOf, recordingApi } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { type OpsSportsStakeFactor, stakeFactorActors } from './backoffice-stake-factor.actors';
import { parseFactor, type StakeFactorEvent, stakeFactorMachine } from './backoffice-stake-factor.machine';
import { selectCanSave, selectFactor, selectFailed, selectPreviewMaxStake, selectView } from './backoffice-stake-factor.selectors';

const PLAYER = '00000000-0000-4000-8000-000000000001';
/** The book's maximum stake ₺5.000 (SPORTS_MAX_STAKE_KURUS's default), no factor set. */
const book = (stakeFactor: number, maxStake: number): OpsSportsStakeFactor => ({ playerId: PLAYER, stakeFactor, maxStake, bookMaxStake: 5000 });

function start() {
  const load = controllable<{ playerId: string }, OpsSportsStakeFactor, string>((input) => input.playerId);
  const save = controllable<{ playerId: string; stakeFactor: number; reason: string }, { view: OpsSportsStakeFactor; message: string }, [number, string]>((input) => [
    input.stakeFactor,
    input.reason,
  ]);
  const notify = notifySpies();
  const actor = createActor(stakeFactorMachine.provide({ actors: { loadStakeFactor: load.logic as never, saveStakeFactor: save.logic as never }, actions: notify.actions }), {
    input: { playerId: PLAYER },
  }).start();
  return { actor, load, save, effects: notify.effects, snapshot: () => actor.getSnapshot() };
}

describe('stake factor machine', () => {
  it('reads the factor in force and fills the form with it', async () => {
    const { load, snapshot } = start();
    expect(load.calls).toEqual([PLAYER]);
    await load.resolve(book(0.5, 2500));
    expect(selectView(snapshot())?.maxStake).toBe(2500);
    expect(selectFactor(snapshot())).toBe('0,5');
  });

  it('saves only a factor of 0 to 10 with at most two decimals and a reason of 3 or more; sends it trimmed', async () => {
    const { actor, load, save, effects, snapshot } = start();
    await load.resolve(book(1, 5000));
    actor.send({ type: 'stake.reason.changed', value: '  Şüpheli kupon deseni ' });
    for (const bad of ['10,01', '-1', '0.125', 'abc', '', '100']) {
      actor.send({ type: 'stake.factor.changed', value: bad });
      expect(selectCanSave(snapshot())).toBe(false);
      actor.send({ type: 'stake.submitted' });
    }
    expect(save.calls).toEqual([]);
    actor.send({ type: 'stake.factor.changed', value: '0' });
    actor.send({ type: 'stake.reason.changed', value: ' ab ' });
    expect(selectCanSave(snapshot())).toBe(false);
    actor.send({ type: 'stake.reason.changed', value: '  Şüpheli kupon deseni ' });
    expect(selectCanSave(snapshot())).toBe(true);
    actor.send({ type: 'stake.submitted' });
    expect(save.calls).toEqual([[0, 'Şüpheli kupon deseni']]);
    await save.resolve({ view: book(0, 0), message: 'Kaydedildi' });
    expect(effects.success).toHaveBeenCalledWith('Kaydedildi');
    expect(selectView(snapshot())).toMatchObject({ stakeFactor: 0, maxStake: 0 });
    expect(snapshot().context.reason).toBe('');
    expect(selectFactor(snapshot())).toBe('0');
  });

  it('a refusal keeps the form as typed; a failed read can be retried', async () => {
    const { actor, load, save, effects, snapshot } = start();
    await load.reject(new ApiError('Sunucuya ulaşılamadı', 0));
    expect(selectFailed(snapshot())).toBe(true);
    expect(effects.failure).toHaveBeenCalledTimes(1);
    actor.send({ type: 'stake.retried' });
    await load.resolve(book(1, 5000));
    actor.send({ type: 'stake.factor.changed', value: '2,5' });
    actor.send({ type: 'stake.reason.changed', value: 'VIP oyuncu' });
    actor.send({ type: 'stake.submitted' });
    expect(save.calls).toEqual([[2.5, 'VIP oyuncu']]);
    await save.reject(new ApiError('Yetkiniz yok', 403));
    expect(effects.failure).toHaveBeenCalledTimes(2);
    expect(selectFactor(snapshot())).toBe('2,5');
    expect(snapshot().context.reason).toBe('VIP oyuncu');
    expect(selectCanSave(snapshot())).toBe(true);
  });

  it("previews the maximum stake by the server's rule: ₺5.000 × 0,33 = ₺1.650; × 0 = ₺0; × 10 = ₺50.000", async () => {
    const { actor, load, snapshot } = start();
    expect(selectPreviewMaxStake(snapshot())).toBeNull();
    await load.resolve(book(1, 5000));
    actor.send({ type: 'stake.factor.changed', value: '0,33' });
    expect(selectPreviewMaxStake(snapshot())).toBe(1650);
    actor.send({ type: 'stake.factor.changed', value: '0' });
    expect(selectPreviewMaxStake(snapshot())).toBe(0);
    actor.send({ type: 'stake.factor.changed', value: '10' });
    expect(selectPreviewMaxStake(snapshot())).toBe(50000);
    actor.send({ type: 'stake.factor.changed', value: '11' });
    expect(selectPreviewMaxStake(snapshot())).toBeNull();
  });

  it('reads factors as the contract allows them', () => {
    expect(parseFactor('0')).toBe(0);
    expect(parseFactor(' 0,5 ')).toBe(0.5);
    expect(parseFactor('10')).toBe(10);
    expect(parseFactor('10.00')).toBe(10);
    expect(parseFactor('10.5')).toBeNull();
    expect(parseFactor('1.234')).toBeNull();
    expect(parseFactor('1e1')).toBeNull();
  });
});

describe('stake factor actors', () => {
  it('reach their operations with the body the contract names', async () => {
    const { api: client, requests } = recordingApi(() => ok(book(0.5, 2500), 'tamam'));
    const actors = stakeFactorActors(client);
    expect(await outputOf(actors.loadStakeFactor, { playerId: PLAYER })).toEqual(book(0.5, 2500));
    expect(await outputOf(actors.saveStakeFactor, { playerId: PLAYER, stakeFactor: 0.5, reason: 'Risk' })).toEqual({ view: book(0.5, 2500), message: 'tamam' });
    expect(requests.map(({ method, url, body }) => [method, url.replace('http://site.test/api', ''), body])).toEqual([
      ['GET', `/ops/players/${PLAYER}/sports-stake-factor`, null],
      ['PUT', `/ops/players/${PLAYER}/sports-stake-factor`, { stakeFactor: 0.5, reason: 'Risk' }],
    ]);
  });
});

describe('stake factor machine: generated paths', () => {
  const machine = stakeFactorMachine.provide({ actors: { loadStakeFactor: pending, saveStakeFactor: pending } as never });
  const events = (): StakeFactorEvent[] =>
    [
      { type: 'stake.factor.changed', value: '0,5' },
      { type: 'stake.reason.changed', value: 'Risk' },
      { type: 'stake.submitted' },
      { type: 'stake.retried' },
      { type: 'xstate.done.actor.loadStakeFactor', output: book(1, 5000) },
      { type: 'xstate.error.actor.loadStakeFactor', error: new ApiError('', 0) },
      { type: 'xstate.done.actor.saveStakeFactor', output: { view: book(0.5, 2500), message: 'ok' } },
      { type: 'xstate.error.actor.saveStakeFactor', error: new ApiError('', 403) },
    ] as StakeFactorEvent[];
  const suite = generatePaths(machine, {
    events,
    input: () => ({ playerId: PLAYER }),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.factor !== '', snapshot.context.reason !== '']),
  });
  testEveryPath(machine, suite);
});
