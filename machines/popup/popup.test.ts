// Start-up popup: once per content hash, closing stores the hash, an edited popup shows again, and it
// steps aside while another dialog is open; plus generated path coverage.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { memoryStore } from '../shared/ports';
import { generatePaths, missingCoverage } from '../testing/path-coverage';
import { pathName, REPLAY } from '../testing/path-tests';
import { type Popup, POPUP_SEEN_KEY, type PopupEvent, popupMachine } from './popup.machine';
import { selectIsPopupOpen } from './popup.selectors';

const popup: Popup = {
  id: 1,
  hash: 'd41c58f4274b7ba2',
  title: 'Hoş geldin!',
  html: '<p>Deneme bonusu</p>',
  images: [{ url: '/media/popup/welcome.svg', link: null }],
};

function start(options: { stored?: Record<string, string>; popup?: Popup | null; dialogOpen?: boolean } = {}) {
  const storage = memoryStore(options.stored ?? {});
  const actor = createActor(popupMachine, {
    input: {
      storage,
      popup: options.popup === undefined ? popup : options.popup,
      dialogOpen: options.dialogOpen ?? false,
    },
  }).start();
  return { actor, storage };
}

describe('popup machine', () => {
  it('shows an unseen popup and stores its hash when closed', () => {
    const { actor, storage } = start();
    expect(selectIsPopupOpen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'popup.closed' });
    expect(selectIsPopupOpen(actor.getSnapshot())).toBe(false);
    expect(storage.getItem(POPUP_SEEN_KEY)).toBe(popup.hash);
  });

  it('stays closed once this content was seen, and when there is no popup', () => {
    expect(selectIsPopupOpen(start({ stored: { [POPUP_SEEN_KEY]: popup.hash } }).actor.getSnapshot())).toBe(false);
    expect(selectIsPopupOpen(start({ popup: null }).actor.getSnapshot())).toBe(false);
  });

  it('shows again when the content (its hash) changed', () => {
    expect(selectIsPopupOpen(start({ stored: { [POPUP_SEEN_KEY]: 'an-older-hash' } }).actor.getSnapshot())).toBe(true);
  });

  it('steps aside while another dialog is open and comes back, still unseen, when it closes', () => {
    const { actor, storage } = start();
    actor.send({ type: 'dialogs.changed', open: true });
    expect(selectIsPopupOpen(actor.getSnapshot())).toBe(false);
    expect(storage.getItem(POPUP_SEEN_KEY)).toBeNull();
    actor.send({ type: 'dialogs.changed', open: false });
    expect(selectIsPopupOpen(actor.getSnapshot())).toBe(true);
  });

  it('waits when a dialog is already open at start (the route guard opened login)', () => {
    const { actor } = start({ dialogOpen: true });
    expect(selectIsPopupOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'dialogs.changed', open: false });
    expect(selectIsPopupOpen(actor.getSnapshot())).toBe(true);
  });
});

describe('popup machine: generated paths', () => {
  const events = (): PopupEvent[] => [
    { type: 'popup.closed' },
    { type: 'dialogs.changed', open: true },
    { type: 'dialogs.changed', open: false },
  ];
  const suites = [false, true].map((dialogOpen) =>
    generatePaths(popupMachine, { events, input: () => ({ storage: memoryStore(), popup, dialogOpen }) }),
  );
  const seen = generatePaths(popupMachine, {
    events,
    input: () => ({ storage: memoryStore({ [POPUP_SEEN_KEY]: popup.hash }), popup, dialogOpen: false }),
    // Nothing happens from there, so the one path is the start itself.
    strategy: 'shortest',
  });
  for (const [index, suite] of suites.entries()) {
    const start = index === 0 ? 'no dialog open' : 'a dialog open';
    it.each(suite.paths.map((path) => [pathName(suite.title, start, path.description), path] as const))(`${REPLAY} %s`, (_, path) => {
      expect(suite.replay(path).snapshot.value).toEqual(path.expected.value);
    });
  }
  it('reaches every state and takes every transition', () => {
    expect(missingCoverage(popupMachine, [...suites, seen])).toEqual({ missingStates: [], missingTransitions: [] });
  });
});
