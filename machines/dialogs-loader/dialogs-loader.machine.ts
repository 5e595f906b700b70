// Loads the dialogs on first use: the dialogs machine with its account and payment flows (and their
// validation schemas) is fetched the first time a dialog opens, or earlier when the browser is idle,
// so the home page's first load carries none of that code. A dialog asked for while the code loads
// opens once it arrived; after that every dialog event goes straight to the dialogs actor. It tells
// whoever listens (the app, machines/shared/listen.ts) whether any dialog is open, for the start-up
// popup's exclusivity.
import { assign, enqueueActions, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate';
// Types only: a value import would bring the dialogs' code into the first load.
import type { DialogsChangedEvent, DialogsEvent, dialogsMachine, RegistrationSettings } from '../dialogs/dialogs.machine';
import type { DialogsSnapshot } from '../dialogs/dialogs.selectors';
import { listen } from '../shared/listen';
import type { KeyValueStore } from '../shared/ports';

export type DialogsLogic = typeof dialogsMachine;

export interface DialogsLoaderInput {
  storage: KeyValueStore;
  /** Fetches the dialogs machine (with its effects provided) — a dynamic import at the app edge. */
  load: () => Promise<DialogsLogic>;
}

interface DialogsLoaderContext extends DialogsLoaderInput {
  dialogs: ActorRefFrom<DialogsLogic> | null;
  /** The dialog asked for while the code loads. */
  pending: Extract<DialogsEvent, { type: 'dialog.open' }> | null;
  /** Sign-up's settings from start-up, handed to the dialogs when they start. */
  registration: RegistrationSettings;
  /** Whether the listeners were last told a dialog is open. */
  open: boolean;
}

export type DialogsLoaderEvent =
  | DialogsEvent
  | { type: 'dialogs.preload' }
  /** From the dialogs (heard by their system id): whether any dialog is open. */
  | { type: 'dialogs.changed'; open: boolean };

/** What the loader tells its listeners: the dialogs' own news, changes only. */
export type { DialogsChangedEvent };

/** Before start-up answers: the full form, no trial bonus offered (as the dialogs' own default). */
const defaultRegistrationSettings: RegistrationSettings = { activeTab: null, trialBonus: 0 };

export const isAnyDialogOpen = (snapshot: DialogsSnapshot | undefined) =>
  snapshot !== undefined && snapshot.hasTag('open');

export const dialogsLoaderMachine = setup({
  types: {
    input: {} as DialogsLoaderInput,
    context: {} as DialogsLoaderContext,
    events: {} as DialogsLoaderEvent,
    emitted: {} as DialogsChangedEvent,
  },
  actors: {
    loadDialogs: fromPromise<DialogsLogic, { load: () => Promise<DialogsLogic> }>(({ input }) => input.load()),
    listen,
  },
  guards: {
    'has a requested dialog': ({ context }) => context.pending !== null,
    'changes what was told': ({ context, event }) => event.type === 'dialogs.changed' && event.open !== context.open,
  },
  actions: {
    'keep pending dialog': assign(({ event }) => (event.type === 'dialog.open' ? { pending: event } : {})),
    'forget pending dialog': assign({ pending: null }),
    'keep registration settings': assign(({ event }) =>
      event.type === 'dialogs.siteLoaded' ? { registration: event.registration } : {},
    ),
    'spawn dialogs': assign(({ context, spawn }, params: { logic: DialogsLogic }) => ({
      // The system id lets the session and the flows close every dialog (`dialogs.closeAll`).
      dialogs: spawn(params.logic, { systemId: 'dialogs', input: { storage: context.storage } }),
    })),
    // The settings first, so a sign-up opened at once has them; then the dialog asked for meanwhile.
    // The dialogs are reached by their system id, as every actor reaches another.
    'hand over site settings': sendTo(
      ({ system }) => system.get('dialogs'),
      ({ context }) => ({ type: 'dialogs.siteLoaded' as const, registration: context.registration }),
    ),
    'open requested dialog': sendTo(
      ({ system }) => system.get('dialogs'),
      ({ context }) => context.pending!,
    ),
    'forward to dialogs': sendTo(
      ({ system }) => system.get('dialogs'),
      ({ event }) => event as DialogsEvent,
    ),
    // Told at once, before the code arrives: the start-up popup steps aside while the dialog loads.
    'tell a dialog opens': enqueueActions(({ enqueue }) => {
      enqueue.assign({ open: true });
      enqueue.emit({ type: 'dialogs.changed', open: true } satisfies DialogsChangedEvent);
    }),
    // The listeners were told a dialog opens; if that dialog is dropped before the code arrived (closed,
    // or the load failed), it must hear that none is open, or the start-up popup would wait forever.
    'tell the requested dialog is gone': enqueueActions(({ enqueue }) => {
      enqueue.assign({ open: false });
      enqueue.emit({ type: 'dialogs.changed', open: false } satisfies DialogsChangedEvent);
    }),
    'tell whether one is open': enqueueActions(({ enqueue, event }) => {
      const open = event.type === 'dialogs.changed' && event.open;
      enqueue.assign({ open });
      enqueue.emit({ type: 'dialogs.changed', open } satisfies DialogsChangedEvent);
    }),
  },
}).createMachine({
  id: 'dialogsLoader',
  context: ({ input }) => ({ ...input, dialogs: null, pending: null, registration: defaultRegistrationSettings, open: false }),
  initial: 'unloaded',
  states: {
    unloaded: {
      on: {
        'dialog.open': { target: 'loading', actions: ['keep pending dialog', 'tell a dialog opens'] },
        'dialogs.preload': { target: 'loading' },
        'dialogs.siteLoaded': { actions: 'keep registration settings' },
      },
    },
    loading: {
      invoke: {
        id: 'load',
        src: 'loadDialogs',
        input: ({ context }) => ({ load: context.load }),
        onDone: [
          {
            guard: 'has a requested dialog',
            target: 'ready',
            actions: [
              { type: 'spawn dialogs', params: ({ event }) => ({ logic: event.output }) },
              'hand over site settings',
              'open requested dialog',
              'forget pending dialog',
            ],
          },
          {
            target: 'ready',
            actions: [{ type: 'spawn dialogs', params: ({ event }) => ({ logic: event.output }) }, 'hand over site settings'],
          },
        ],
        // The code could not be fetched (offline): the next request tries again.
        onError: [
          { guard: 'has a requested dialog', target: 'unloaded', actions: ['tell the requested dialog is gone', 'forget pending dialog'] },
          { target: 'unloaded' },
        ],
      },
      on: {
        'dialog.open': { actions: ['keep pending dialog', 'tell a dialog opens'] },
        'dialog.close': { guard: 'has a requested dialog', actions: ['tell the requested dialog is gone', 'forget pending dialog'] },
        'dialogs.closeAll': { guard: 'has a requested dialog', actions: ['tell the requested dialog is gone', 'forget pending dialog'] },
        'dialogs.siteLoaded': { actions: 'keep registration settings' },
      },
    },
    ready: {
      // The dialogs tell every open and close; their listeners hear only the changes.
      invoke: { id: 'dialogsNews', src: 'listen', input: { systemId: 'dialogs', types: ['dialogs.changed'] } },
      on: {
        'dialog.open': { actions: 'forward to dialogs' },
        'dialog.close': { actions: 'forward to dialogs' },
        'dialogs.closeAll': { actions: 'forward to dialogs' },
        'dialogs.siteLoaded': { actions: ['keep registration settings', 'forward to dialogs'] },
        'dialogs.changed': { guard: 'changes what was told', actions: 'tell whether one is open' },
      },
    },
  },
});
