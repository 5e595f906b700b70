// Hand-written expectations for the start-up popup's edges: another dialog opening over it (it waits
// hidden) and closing (it shows again), closing the popup (the cancel: its hash stored, shown no
// more). After each, the state (by value), whether it shows and what is stored, written out here.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { memoryStore } from '../shared/ports';
import { type Popup, popupMachine } from './popup.machine';
import { selectIsPopupOpen } from './popup.selectors';

const popup = { hash: 'd41c58f4274b7ba2' } as Popup;

function start(dialogOpen: boolean) {
  const storage = memoryStore();
  const actor = createActor(popupMachine, { input: { storage, popup, dialogOpen } }).start();
  const seen = () => ({ value: actor.getSnapshot().value, open: selectIsPopupOpen(actor.getSnapshot()), stored: storage.getItem('popupSeen') });
  return { actor, seen };
}

describe('popup edges', () => {
  it('waits hidden under another dialog, shows when the dialogs close, hides again for the next dialog', () => {
    const { actor, seen } = start(true);
    expect(seen()).toEqual({ value: { unseen: 'waiting' }, open: false, stored: null });
    actor.send({ type: 'dialogs.changed', open: false });
    expect(seen()).toEqual({ value: { unseen: 'shown' }, open: true, stored: null });
    actor.send({ type: 'dialogs.changed', open: true });
    expect(seen()).toEqual({ value: { unseen: 'waiting' }, open: false, stored: null });
    // Waiting hidden, it cannot be closed: nothing is stored.
    actor.send({ type: 'popup.closed' });
    expect(seen()).toEqual({ value: { unseen: 'waiting' }, open: false, stored: null });
  });

  it('closing it stores its hash; dialogs opening afterwards change nothing', () => {
    const { actor, seen } = start(false);
    expect(seen()).toEqual({ value: { unseen: 'shown' }, open: true, stored: null });
    actor.send({ type: 'popup.closed' });
    expect(seen()).toEqual({ value: 'seen', open: false, stored: 'd41c58f4274b7ba2' });
    actor.send({ type: 'dialogs.changed', open: false });
    expect(seen()).toEqual({ value: 'seen', open: false, stored: 'd41c58f4274b7ba2' });
  });
});
