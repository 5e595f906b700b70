// The support chat screen: the queue loads with the colleagues; choosing a conversation reads it with
// the player's summary; claim, reply (trimmed), transfer and close each call once and read everything
// again (the reply's draft cleared, a refusal shown and read again); a hub refresh reads again, one
// arriving while reading is read after; actions are refused when the conversation's status forbids them;
// plus generated path coverage.
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable } from '../testing/fixtures';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import type { OpsSupportConversation, SupportAction, SupportScreenData, SupportView } from './backoffice-support.actors';
import { type SupportEvent, supportMachine } from './backoffice-support.machine';
import { selectCanClaim, selectCanClose, selectCanReply, selectCanTransfer, selectConversation, selectDraft, selectItems } from './backoffice-support.selectors';

const at = '2026-11-27T06:00:00.000Z';
const player = { id: '6d1f4b4e-1c1a-4a55-9a53-0d1f3c2b1a00', username: 'ayse', usercode: 'AB12CD34' };
const colleague = { id: '0b7d2a4c-2f1e-4c3b-8a9d-5e6f7a8b9c0d', username: 'bora', role: 'support' };
const conversation = (status: OpsSupportConversation['status']): OpsSupportConversation => ({
  id: 5,
  status,
  player,
  operator: status === 'open' ? null : { id: '11111111-2222-4333-8444-555555555555', username: 'alice', role: 'support' },
  createdAt: at,
  lastMessageAt: at,
  closedAt: null,
  lastMessage: 'Merhaba',
  messages: [{ id: 1, author: 'player', body: 'Merhaba', createdAt: at, operator: null }],
});
const data = (selected: OpsSupportConversation | null): SupportScreenData => ({
  items: selected ? [selected] : [],
  conversation: selected,
  player: null,
  colleagues: [colleague],
});

function start() {
  const load = controllable<{ view: SupportView; selectedId: number | null }, SupportScreenData, [SupportView, number | null]>((input) => [input.view, input.selectedId]);
  const act = controllable<{ id: number; action: SupportAction }, string, [number, SupportAction]>((input) => [input.id, input.action]);
  const effects = { success: vi.fn<(message: string) => void>(), failure: vi.fn<(error: unknown) => void>() };
  const actor = createActor(
    supportMachine.provide({
      actors: { loadScreen: load.logic, act: act.logic },
      actions: { 'notify success': (_, params) => effects.success(params.message), 'notify failure': (_, params) => effects.failure(params.error) },
    }),
  ).start();
  return { actor, load, act, effects };
}

describe('support chat screen machine', () => {
  it('loads the waiting queue, then a chosen conversation; claims it and reads everything again', async () => {
    const h = start();
    expect(h.load.calls).toEqual([['open', null]]);
    await h.load.resolve(data(null));
    h.actor.send({ type: 'support.conversation.selected', id: 5 });
    expect(h.load.calls.at(-1)).toEqual(['open', 5]);
    await h.load.resolve(data(conversation('open')));
    expect(selectConversation(h.actor.getSnapshot())?.status).toBe('open');
    // A waiting chat can be claimed or closed, not answered or handed over.
    expect(selectCanClaim(h.actor.getSnapshot())).toBe(true);
    expect(selectCanClose(h.actor.getSnapshot())).toBe(true);
    h.actor.send({ type: 'support.draft.changed', text: 'hi' });
    expect(selectCanReply(h.actor.getSnapshot())).toBe(false);
    h.actor.send({ type: 'support.transfer.chosen', operatorId: colleague.id });
    expect(selectCanTransfer(h.actor.getSnapshot())).toBe(false);
    h.actor.send({ type: 'support.claimed' });
    expect(h.act.calls).toEqual([[5, { kind: 'claim' }]]);
    await h.act.resolve('Sohbet size atandı');
    expect(h.effects.success).toHaveBeenCalledWith('Sohbet size atandı');
    expect(h.load.calls.at(-1)).toEqual(['open', 5]);
    await h.load.resolve(data(conversation('assigned')));
    expect(selectCanClaim(h.actor.getSnapshot())).toBe(false);
  });

  it('replies with the trimmed draft and clears it; hands over to the chosen colleague; closes', async () => {
    const h = start();
    await h.load.resolve(data(null));
    h.actor.send({ type: 'support.conversation.selected', id: 5 });
    await h.load.resolve(data(conversation('assigned')));
    expect(selectCanReply(h.actor.getSnapshot())).toBe(false);
    h.actor.send({ type: 'support.draft.changed', text: '  Hemen bakıyorum.  ' });
    h.actor.send({ type: 'support.replied' });
    expect(h.act.calls.at(-1)).toEqual([5, { kind: 'reply', body: 'Hemen bakıyorum.' }]);
    await h.act.resolve('Yanıt gönderildi');
    expect(selectDraft(h.actor.getSnapshot())).toBe('');
    await h.load.resolve(data(conversation('assigned')));
    h.actor.send({ type: 'support.transfer.chosen', operatorId: colleague.id });
    h.actor.send({ type: 'support.transferred' });
    expect(h.act.calls.at(-1)).toEqual([5, { kind: 'transfer', operatorId: colleague.id }]);
    await h.act.resolve('Sohbet bora adlı operatöre devredildi');
    await h.load.resolve(data(conversation('assigned')));
    h.actor.send({ type: 'support.closed' });
    expect(h.act.calls.at(-1)).toEqual([5, { kind: 'close' }]);
    await h.act.resolve('Sohbet kapatıldı');
    await h.load.resolve(data(conversation('closed')));
    expect(selectCanClose(h.actor.getSnapshot())).toBe(false);
    expect(h.act.calls).toHaveLength(3);
  });

  it('a refused claim (a colleague was first) is shown and the screen is read again; the draft stays', async () => {
    const h = start();
    await h.load.resolve(data(conversation('open')));
    h.actor.send({ type: 'support.conversation.selected', id: 5 });
    await h.load.resolve(data(conversation('open')));
    h.actor.send({ type: 'support.claimed' });
    const refusal = new ApiError('Bu sohbeti bora üstlendi', 409);
    await h.act.reject(refusal);
    expect(h.effects.failure).toHaveBeenCalledWith(refusal);
    expect(h.actor.getSnapshot().matches('loading')).toBe(true);
  });

  it('a hub refresh reads again; one arriving while reading is read after; a view change reads that view', async () => {
    const h = start();
    h.actor.send({ type: 'support.refreshed' });
    await h.load.resolve(data(null));
    // The refresh that came during the first read.
    expect(h.load.calls).toHaveLength(2);
    await h.load.resolve(data(conversation('open')));
    expect(selectItems(h.actor.getSnapshot())).toHaveLength(1);
    h.actor.send({ type: 'support.refreshed' });
    expect(h.load.calls).toHaveLength(3);
    await h.load.resolve(data(null));
    h.actor.send({ type: 'support.view.changed', view: 'mine' });
    expect(h.load.calls.at(-1)).toEqual(['mine', null]);
  });

  it('a failed read waits for a refresh', async () => {
    const h = start();
    await h.load.reject(new ApiError('Sunucu hatası', 500));
    expect(h.actor.getSnapshot().matches('failed')).toBe(true);
    h.actor.send({ type: 'support.refreshed' });
    expect(h.load.calls).toHaveLength(2);
  });
});

describe('support chat screen machine: generated paths', () => {
  const events = (): SupportEvent[] =>
    [
      { type: 'support.view.changed', view: 'mine' },
      { type: 'support.conversation.selected', id: 5 },
      { type: 'support.draft.changed', text: 'hi' },
      { type: 'support.transfer.chosen', operatorId: colleague.id },
      { type: 'support.claimed' },
      { type: 'support.replied' },
      { type: 'support.transferred' },
      { type: 'support.closed' },
      { type: 'support.refreshed' },
      { type: 'xstate.done.actor.0.backofficeSupport.loading', output: data(conversation('open')) },
      { type: 'xstate.done.actor.0.backofficeSupport.loading', output: data(conversation('assigned')) },
      { type: 'xstate.error.actor.0.backofficeSupport.loading', error: new ApiError('x', 500) },
      { type: 'xstate.done.actor.0.backofficeSupport.acting', output: 'ok' },
      { type: 'xstate.error.actor.0.backofficeSupport.acting', error: new ApiError('x', 409) },
    ] as SupportEvent[];
  const suite = generatePaths(supportMachine.provide({ actors: { loadScreen: pending as never, act: pending as never } }), {
    events,
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.conversation?.status ?? null, snapshot.context.draft !== '', snapshot.context.transferTo !== '', snapshot.context.stale]),
  });
  testEveryPath(supportMachine, suite);
});
