// Hand-written expectations for loading the dialogs' code: a failed load (the requested dialog is
// forgotten and the next request loads again), a dialog closed while its code loads (the cancel: it
// does not open when the code arrives). After each, the state (by value), the dialog the page shows as
// requested, and what its listeners heard, written out here.
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor } from 'xstate';
import { dialogsMachine } from '../dialogs/dialogs.machine';
import { memoryStore } from '../shared/ports';
import { deferred, flush } from '../testing/fixtures';
import { type DialogsLoaderEvent, dialogsLoaderMachine, type DialogsLogic } from './dialogs-loader.machine';
import { selectIsLoadingDialogs, selectRequestedDialog } from './dialogs-loader.selectors';

function start() {
  const loads: Array<ReturnType<typeof deferred<DialogsLogic>>> = [];
  const load = () => {
    const next = deferred<DialogsLogic>();
    loads.push(next);
    return next.promise;
  };
  const heard: AnyEventObject[] = [];
  const actor = createActor(dialogsLoaderMachine, { input: { storage: memoryStore(), load } });
  actor.on('dialogs.changed', (event) => void heard.push(event));
  actor.start();
  const loader = () => actor;
  const send = (event: DialogsLoaderEvent) => loader().send(event);
  const seen = () => ({
    value: loader().getSnapshot().value,
    loading: selectIsLoadingDialogs(loader().getSnapshot()),
    requested: selectRequestedDialog(loader().getSnapshot()),
  });
  return { loads, heard, send, seen };
}

describe('dialogs loader edges', () => {
  it('a failed load forgets the requested dialog; the next request loads again and opens it', async () => {
    const { loads, heard, send, seen } = start();
    send({ type: 'dialog.open', dialog: 'login' });
    expect(seen()).toEqual({ value: 'loading', loading: true, requested: 'login' });
    loads[0].reject(new Error('chunk failed to load'));
    await flush();
    expect(seen()).toEqual({ value: 'unloaded', loading: false, requested: null });
    // The dialog that was to open is gone: the parent hears that none is open.
    expect(heard).toEqual([
      { type: 'dialogs.changed', open: true },
      { type: 'dialogs.changed', open: false },
    ]);
    send({ type: 'dialog.open', dialog: 'login' });
    expect(loads).toHaveLength(2);
    loads[1].resolve(dialogsMachine);
    await flush();
    expect(seen()).toEqual({ value: 'ready', loading: false, requested: 'login' });
    expect(heard).toEqual([
      { type: 'dialogs.changed', open: true },
      { type: 'dialogs.changed', open: false },
      { type: 'dialogs.changed', open: true },
    ]);
  });

  it('a dialog closed while the code loads does not open when it arrives', async () => {
    const { loads, heard, send, seen } = start();
    send({ type: 'dialog.open', dialog: 'recovery' });
    send({ type: 'dialog.close' });
    expect(seen()).toEqual({ value: 'loading', loading: true, requested: null });
    loads[0].resolve(dialogsMachine);
    await flush();
    expect(seen()).toEqual({ value: 'ready', loading: false, requested: null });
    // The parent heard a dialog open, then, when it was closed, that none is open.
    expect(heard).toEqual([
      { type: 'dialogs.changed', open: true },
      { type: 'dialogs.changed', open: false },
    ]);
  });
});
