// Bonus grants: one player is granted after one more question; a segment is counted by the server first
// and the question says how many players it reaches; amounts are TRY with at most two decimals (a comma
// is read as the decimal point); the form stays after a refusal and clears after a grant; cancelling a
// grant needs a reason of 3 characters and reloads the list; the calls by the contract; generated paths.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, notifySpies, ok, outputOf, recordingApi } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { bonusGrantsActors, type OpsBonusGrant, type OpsBonusGrantRequest, type OpsBonusSegment } from './backoffice-bonus-grants.actors';
import { type BonusGrantsEvent, bonusGrantsMachine, formErrors, EMPTY_FORM } from './backoffice-bonus-grants.machine';
import { selectCanCancelGrant, selectCanGrant, selectCancellingGrant, selectGrantForm, selectIsConfirmingGrant, selectReach } from './backoffice-bonus-grants.selectors';

const grantRow = (id: number, cancelled = false): OpsBonusGrant => ({
  id,
  target: 'segment',
  playerId: null,
  username: null,
  segment: { registeredFrom: '2026-11-01' },
  amount: 50,
  wageringMultiplier: 10,
  expiresAt: '2026-12-04T00:00:00.000Z',
  reason: 'Kasım hediyesi',
  players: 3,
  active: 3,
  grantedBy: 'finans',
  createdAt: '2026-11-27T00:00:00.000Z',
  cancelledAt: cancelled ? '2026-11-27T01:00:00.000Z' : null,
  cancelledBy: cancelled ? 'finans' : null,
});

function start() {
  const load = controllable<unknown, OpsBonusGrant[]>();
  const count = controllable<{ segment: OpsBonusSegment }, number, OpsBonusSegment>((input) => input.segment);
  const grant = controllable<{ body: OpsBonusGrantRequest }, string, OpsBonusGrantRequest>((input) => input.body);
  const cancel = controllable<{ id: number; reason: string }, string, string>((input) => `${input.id}:${input.reason}`);
  const spies = notifySpies();
  const actor = createActor(
    bonusGrantsMachine.provide({ actors: { loadGrants: load.logic as never, countSegment: count.logic as never, grantBonus: grant.logic as never, cancelGrant: cancel.logic as never }, actions: spies.actions }),
  ).start();
  return { actor, load, count, grant, cancel, spies, snapshot: () => actor.getSnapshot() };
}

type Actor = ReturnType<typeof start>['actor'];
const fill = (actor: Actor, values: Partial<Record<string, string>>) => {
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'grants.field.changed', field: field as 'amount', value: value! });
};

describe('bonus grants form rules', () => {
  it('names what stops a grant: no player, an amount with three decimals or none, a short reason', () => {
    expect(formErrors(EMPTY_FORM)).toEqual(['player', 'amount', 'reason']);
    expect(formErrors({ ...EMPTY_FORM, player: 'ayse', amount: '10,005', reason: 'ok' })).toEqual(['amount', 'reason']);
    expect(formErrors({ ...EMPTY_FORM, player: 'ayse', amount: '10,05', reason: 'Hediye' })).toEqual([]);
    expect(formErrors({ ...EMPTY_FORM, target: 'segment', depositedWithinDays: '400', amount: '5', validityDays: '0', reason: 'Hediye' })).toEqual(['depositedWithinDays', 'validityDays']);
  });
});

describe('bonus grants machine', () => {
  it('grants to one player after one more question, with TRY read from a comma, then clears and reloads', async () => {
    const { actor, load, grant, count, spies, snapshot } = start();
    await load.resolve([]);
    fill(actor, { player: ' ayse ', amount: '125,50', wageringMultiplier: '5', validityDays: '3' });
    expect(selectCanGrant(snapshot())).toBe(false);
    fill(actor, { reason: ' Sadakat ' });
    actor.send({ type: 'grants.submitted' });
    expect(selectIsConfirmingGrant(snapshot())).toBe(true);
    expect(count.calls).toEqual([]);
    actor.send({ type: 'grants.confirmed' });
    expect(grant.calls).toEqual([{ target: 'player', player: 'ayse', amount: 125.5, wageringMultiplier: 5, validityDays: 3, reason: 'Sadakat' }]);
    await grant.resolve('Bonus 1 oyuncuya verildi');
    expect(spies.effects.success).toHaveBeenCalledWith('Bonus 1 oyuncuya verildi');
    expect(selectGrantForm(snapshot())).toEqual(EMPTY_FORM);
    expect(snapshot().value).toBe('loading');
  });

  it('counts a segment first and keeps the form after a refusal', async () => {
    const { actor, load, grant, count, spies, snapshot } = start();
    await load.resolve([]);
    actor.send({ type: 'grants.target.chosen', target: 'segment' });
    fill(actor, { registeredFrom: '2026-11-01', depositedWithinDays: '30', amount: '50', reason: 'Kasım hediyesi' });
    actor.send({ type: 'grants.submitted' });
    expect(count.calls).toEqual([{ registeredFrom: '2026-11-01', depositedWithinDays: 30 }]);
    await count.resolve(3);
    expect(selectReach(snapshot())).toBe(3);
    actor.send({ type: 'grants.confirmed' });
    expect(grant.calls[0]).toEqual({ target: 'segment', segment: { registeredFrom: '2026-11-01', depositedWithinDays: 30 }, amount: 50, wageringMultiplier: 10, validityDays: 7, reason: 'Kasım hediyesi' });
    await grant.reject(new ApiError('Bu segmentte bonus verilebilecek oyuncu yok', 409));
    expect(spies.effects.failure).toHaveBeenCalledTimes(1);
    expect(snapshot().value).toBe('ready');
    expect(selectGrantForm(snapshot()).amount).toBe('50');
  });

  it('cancels a grant only with a reason, not one cancelled already, and reloads', async () => {
    const { actor, load, cancel, snapshot } = start();
    await load.resolve([grantRow(7), grantRow(8, true)]);
    actor.send({ type: 'grants.cancel.asked', id: 8 });
    expect(selectCancellingGrant(snapshot())).toBeNull();
    actor.send({ type: 'grants.cancel.asked', id: 7 });
    expect(selectCancellingGrant(snapshot())?.id).toBe(7);
    actor.send({ type: 'grants.cancel.reason.changed', value: 'ab' });
    expect(selectCanCancelGrant(snapshot())).toBe(false);
    actor.send({ type: 'grants.cancel.reason.changed', value: 'Yanlış segment' });
    actor.send({ type: 'grants.cancel.confirmed' });
    expect(cancel.calls).toEqual(['7:Yanlış segment']);
    await cancel.resolve('Bonus iptal edildi');
    expect(snapshot().value).toBe('loading');
    expect(selectCancellingGrant(snapshot())).toBeNull();
  });
});

describe('bonus grants actors', () => {
  it('call the contract', async () => {
    const { api: client, requests } = recordingApi({
      '/ops/bonuses/grants': ok({ items: [], total: 0 }, 'ok'),
      '/ops/bonuses/segment-size': ok({ players: 4 }),
      '/ops/bonuses/grants/7/cancel': ok(grantRow(7, true), 'cancelled'),
    });
    const { loadGrants, countSegment, cancelGrant } = bonusGrantsActors(client);
    expect(await outputOf(loadGrants, undefined)).toEqual([]);
    expect(await outputOf(countSegment, { segment: { registeredFrom: '2026-11-01', depositedWithinDays: 30 } })).toBe(4);
    expect(await outputOf(cancelGrant, { id: 7, reason: 'Yanlış' })).toBe('cancelled');
    expect(requests.map((r) => `${r.method} ${r.url.replace('http://site.test/api', '')} ${r.text}`)).toEqual([
      'GET /ops/bonuses/grants?take=50 ',
      'GET /ops/bonuses/segment-size?registeredFrom=2026-11-01&depositedWithinDays=30 ',
      'POST /ops/bonuses/grants/7/cancel {"reason":"Yanlış"}',
    ]);
  });
});

describe('bonus grants machine: generated paths', () => {
  const machine = bonusGrantsMachine.provide({ actors: { loadGrants: pending as never, countSegment: pending as never, grantBonus: pending as never, cancelGrant: pending as never } });
  const events = (): BonusGrantsEvent[] =>
    [
      { type: 'xstate.done.actor.loadGrants', output: [grantRow(7)] },
      { type: 'xstate.error.actor.loadGrants', error: new ApiError('', 0) },
      { type: 'grants.retried' },
      { type: 'grants.target.chosen', target: 'segment' },
      { type: 'grants.field.changed', field: 'player', value: 'ayse' },
      { type: 'grants.field.changed', field: 'amount', value: '10' },
      { type: 'grants.field.changed', field: 'reason', value: 'Hediye' },
      { type: 'grants.submitted' },
      { type: 'xstate.done.actor.countSegment', output: 2 },
      { type: 'xstate.error.actor.countSegment', error: new ApiError('', 0) },
      { type: 'grants.confirmed' },
      { type: 'grants.dismissed' },
      { type: 'xstate.done.actor.grantBonus', output: 'ok' },
      { type: 'xstate.error.actor.grantBonus', error: new ApiError('', 0) },
      { type: 'grants.cancel.asked', id: 7 },
      { type: 'grants.cancel.reason.changed', value: 'Yanlış' },
      { type: 'grants.cancel.confirmed' },
      { type: 'xstate.done.actor.cancelGrant', output: 'ok' },
      { type: 'xstate.error.actor.cancelGrant', error: new ApiError('', 0) },
    ] as BonusGrantsEvent[];
  const suite = generatePaths(machine, {
    events,
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.form.target, formErrors(snapshot.context.form), snapshot.context.grants !== null, snapshot.context.cancelReason !== '']),
  });
  testEveryPath(machine, suite);
});
