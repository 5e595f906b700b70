// Notifications: one player needs a player named; all players asks once more; the form clears after
// sending and keeps its text after a refusal; the call by the contract; plus generated path coverage.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, notifySpies, ok, outputOf, recordingApi } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { notifyActors, type NotifyRequest } from './backoffice-notify.actors';
import { type NotifyEvent, notifyMachine } from './backoffice-notify.machine';
import { selectCanSend, selectForm, selectIsConfirming } from './backoffice-notify.selectors';

function start() {
  const send = controllable<{ request: NotifyRequest }, string, NotifyRequest>((input) => input.request);
  const spies = notifySpies();
  const actor = createActor(notifyMachine.provide({ actors: { sendNotification: send.logic as never }, actions: spies.actions })).start();
  return { actor, send, spies, snapshot: () => actor.getSnapshot() };
}

const fill = (actor: ReturnType<typeof start>['actor'], values: Partial<Record<'player' | 'title' | 'note', string>>) => {
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'notify.field.changed', field: field as 'player', value });
};

describe('notifications machine', () => {
  it('sends to one player once a player, a title and a text are given, then clears', async () => {
    const { actor, send, spies, snapshot } = start();
    fill(actor, { title: ' Bakım ', note: 'Gece 02:00–03:00' });
    expect(selectCanSend(snapshot())).toBe(false);
    fill(actor, { player: ' ayse ' });
    actor.send({ type: 'notify.submitted' });
    expect(send.calls).toEqual([{ audience: 'player', player: 'ayse', title: 'Bakım', note: 'Gece 02:00–03:00' }]);
    await send.resolve('1 oyuncuya gönderildi');
    expect(spies.effects.success).toHaveBeenCalledWith('1 oyuncuya gönderildi');
    expect(selectForm(snapshot())).toEqual({ audience: 'player', player: '', title: '', note: '' });
  });

  it('to all players asks once more, sends no player, and keeps the text after a refusal', async () => {
    const { actor, send, spies, snapshot } = start();
    actor.send({ type: 'notify.audience.chosen', audience: 'all' });
    fill(actor, { player: 'ignored', title: 'Bakım', note: 'Gece' });
    actor.send({ type: 'notify.submitted' });
    expect(selectIsConfirming(snapshot())).toBe(true);
    expect(send.calls).toEqual([]);
    actor.send({ type: 'notify.confirmed' });
    expect(send.calls).toEqual([{ audience: 'all', title: 'Bakım', note: 'Gece' }]);
    await send.reject(new ApiError('Rolünüzün bu işlem için yetkisi yok', 403));
    expect(spies.effects.failure).toHaveBeenCalledTimes(1);
    expect(selectForm(snapshot()).title).toBe('Bakım');
  });
});

describe('notifications actor', () => {
  it('posts ops/notifications', async () => {
    const { api: client, requests } = recordingApi({ '/ops/notifications': ok({ recipients: 3, pushed: 1 }, 'sent') });
    const { sendNotification } = notifyActors(client);
    expect(await outputOf(sendNotification, { request: { audience: 'all', title: 'T', note: 'N' } })).toBe('sent');
    expect(requests.map((r) => `${r.method} ${r.path} ${r.text}`)).toEqual(['POST /ops/notifications {"audience":"all","title":"T","note":"N"}']);
  });
});

describe('notifications machine: generated paths', () => {
  const machine = notifyMachine.provide({ actors: { sendNotification: pending as never } });
  const events = (): NotifyEvent[] =>
    [
      { type: 'notify.audience.chosen', audience: 'all' },
      { type: 'notify.audience.chosen', audience: 'player' },
      { type: 'notify.field.changed', field: 'player', value: 'ayse' },
      { type: 'notify.field.changed', field: 'title', value: 'T' },
      { type: 'notify.field.changed', field: 'note', value: 'N' },
      { type: 'notify.submitted' },
      { type: 'notify.confirmed' },
      { type: 'notify.cancelled' },
      { type: 'xstate.done.actor.sendNotification', output: 'ok' },
      { type: 'xstate.error.actor.sendNotification', error: new ApiError('', 0) },
    ] as NotifyEvent[];
  const suite = generatePaths(machine, {
    events,
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.audience, snapshot.context.player !== '', snapshot.context.title !== '', snapshot.context.note !== '']),
  });
  testEveryPath(machine, suite);
});
