// The start-up popup (spec §2, §4): shown once per content hash, then flagged as seen (the hash is
// stored, so an edited popup shows again). It never stacks on another dialog: while one of the
// dialogs machine's dialogs is open the popup waits hidden, and it shows again when that one closes
// (spec §2: only one dialog opens at a time).
import { setup } from 'xstate';
import type { components } from '../../common/contract/schema.gen';
import { listen } from '../shared/listen';
import type { KeyValueStore } from '../shared/ports';

export type Popup = components['schemas']['Popup'];

/** Where the hash of the last popup seen is stored. */
export const POPUP_SEEN_KEY = 'popupSeen';

export interface PopupInput {
  storage: KeyValueStore;
  popup: Popup | null;
  /** Whether another dialog is open when the popup starts (the app keeps the dialogs' last news). */
  dialogOpen: boolean;
}

export type PopupEvent =
  | { type: 'popup.closed' }
  /** From the dialogs (heard by their loader's system id): whether any of them is open. */
  | { type: 'dialogs.changed'; open: boolean };

export const popupMachine = setup({
  types: {
    input: {} as PopupInput,
    context: {} as PopupInput,
    events: {} as PopupEvent,
  },
  actors: { listen },
  guards: {
    'has an unseen popup': ({ context }) =>
      context.popup !== null && context.storage.getItem(POPUP_SEEN_KEY) !== context.popup.hash,
    'is another dialog open': ({ context }) => context.dialogOpen,
    'opened a dialog': ({ event }) => event.type === 'dialogs.changed' && event.open,
    'closed the dialogs': ({ event }) => event.type === 'dialogs.changed' && !event.open,
  },
  actions: {
    'mark seen': ({ context }) => {
      if (context.popup) context.storage.setItem(POPUP_SEEN_KEY, context.popup.hash);
    },
  },
}).createMachine({
  id: 'popup',
  context: ({ input }) => input,
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'has an unseen popup', target: 'unseen' }, { target: 'seen' }],
    },
    unseen: {
      // The dialogs tell whether one is open; the popup hears them itself (machines/shared/listen.ts).
      invoke: { id: 'dialogsNews', src: 'listen', input: { systemId: 'dialogsLoader', types: ['dialogs.changed'] } },
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'is another dialog open', target: 'waiting' }, { target: 'shown' }],
        },
        shown: {
          tags: ['open'],
          on: {
            'popup.closed': { target: '#popup.seen', actions: 'mark seen' },
            'dialogs.changed': { guard: 'opened a dialog', target: 'waiting' },
          },
        },
        // Another dialog is open; the popup is not seen yet, it only steps aside.
        waiting: {
          on: { 'dialogs.changed': { guard: 'closed the dialogs', target: 'shown' } },
        },
      },
    },
    seen: {},
  },
});
