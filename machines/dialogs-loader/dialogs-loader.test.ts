// Dialogs loader: nothing is fetched until a dialog is asked for (or a preload); the dialog asked for
// while loading opens once the code arrived, with the sign-up settings already handed over; later
// events go straight to the dialogs; its listeners hear whether a dialog is open; a failed fetch is
// retried on the next request; plus generated path coverage.
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine, type AnyEventObject } from 'xstate';
import { dialogsMachine } from '../dialogs/dialogs.machine';
import { selectOpenDialog } from '../dialogs/dialogs.selectors';
import { memoryStore } from '../shared/ports';
import { generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { type DialogsLoaderEvent, dialogsLoaderMachine, type DialogsLogic } from './dialogs-loader.machine';
import { selectIsLoadingDialogs, selectLoadedDialogs } from './dialogs-loader.selectors';


/** Runs the loader and records what it tells its listeners. */
function start(load: () => Promise<DialogsLogic>) {
  const heard: AnyEventObject[] = [];
  const actor = createActor(dialogsLoaderMachine, { input: { storage: memoryStore(), load } });
  actor.on('dialogs.changed', (event) => void heard.push(event));
  actor.start();
  const loader = () => actor;
  const send = (event: DialogsLoaderEvent) => loader().send(event);
  return { loader, send, heard };
}

describe('dialogs loader', () => {
  it('fetches nothing until a dialog is asked for, then opens it once the code arrived', async () => {
    const load = vi.fn(() => Promise.resolve(dialogsMachine));
    const { loader, send, heard } = start(load);
    expect(load).not.toHaveBeenCalled();
    send({ type: 'dialog.open', dialog: 'login' });
    expect(selectIsLoadingDialogs(loader().getSnapshot())).toBe(true);
    expect(heard).toEqual([{ type: 'dialogs.changed', open: true }]);
    await vi.waitFor(() => expect(selectLoadedDialogs(loader().getSnapshot())).not.toBeNull());
    const dialogs = selectLoadedDialogs(loader().getSnapshot())!;
    expect(selectOpenDialog(dialogs.getSnapshot())).toBe('login');
    send({ type: 'dialog.open', dialog: 'recovery' });
    expect(selectOpenDialog(dialogs.getSnapshot())).toBe('recovery');
    send({ type: 'dialogs.closeAll' });
    expect(selectOpenDialog(dialogs.getSnapshot())).toBeNull();
    expect(heard.at(-1)).toEqual({ type: 'dialogs.changed', open: false });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands the sign-up settings to the dialogs before the asked-for dialog opens', async () => {
    const { loader, send } = start(() => Promise.resolve(dialogsMachine));
    send({ type: 'dialogs.siteLoaded', registration: { activeTab: 'fast', trialBonus: 10000 } });
    send({ type: 'dialog.open', dialog: 'register' });
    await vi.waitFor(() => expect(selectLoadedDialogs(loader().getSnapshot())).not.toBeNull());
    const dialogs = selectLoadedDialogs(loader().getSnapshot())!;
    expect(dialogs.getSnapshot().context.registration).toEqual({ activeTab: 'fast', trialBonus: 10000 });
    expect(dialogs.getSnapshot().children.registration).toBeDefined();
  });

  it('a preload fetches the code without opening anything; closing while loading cancels the dialog', async () => {
    const { loader, send } = start(() => Promise.resolve(dialogsMachine));
    send({ type: 'dialog.open', dialog: 'login' });
    send({ type: 'dialog.close' });
    await vi.waitFor(() => expect(selectLoadedDialogs(loader().getSnapshot())).not.toBeNull());
    expect(selectOpenDialog(selectLoadedDialogs(loader().getSnapshot())!.getSnapshot())).toBeNull();
    const other = start(() => Promise.resolve(dialogsMachine));
    other.send({ type: 'dialogs.preload' });
    await vi.waitFor(() => expect(selectLoadedDialogs(other.loader().getSnapshot())).not.toBeNull());
  });

  it('a failed fetch leaves it unloaded, and the next request tries again', async () => {
    const load = vi
      .fn<() => Promise<DialogsLogic>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(dialogsMachine);
    const { loader, send } = start(load);
    send({ type: 'dialog.open', dialog: 'login' });
    await vi.waitFor(() => expect(loader().getSnapshot().value).toBe('unloaded'));
    send({ type: 'dialog.open', dialog: 'login' });
    await vi.waitFor(() => expect(selectLoadedDialogs(loader().getSnapshot())).not.toBeNull());
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('dialogs loader: generated paths', () => {
  // A stand-in for the loaded dialogs (the walk cannot register the real one's system id twice).
  const inertDialogs = createMachine({}) as unknown as DialogsLogic;
  // Walked and replayed with no listener, so what the loader tells goes nowhere; the walk shares
  // one actor system, where the dialogs' system id can be registered only once.
  const machine = dialogsLoaderMachine.provide({
    actors: { loadDialogs: pending as never },
    actions: {
      'tell a dialog opens': () => {},
      'tell the requested dialog is gone': () => {},
      'tell whether one is open': () => {},
      // The stand-in has no system id to be reached by.
      'hand over site settings': () => {},
      'open requested dialog': () => {},
      'forward to dialogs': () => {},
      'spawn dialogs': assign(({ spawn }, params: { logic: DialogsLogic }) => ({ dialogs: spawn(params.logic as never) })) as never,
    },
  });
  const suite = generatePaths(machine, {
    events: () =>
      [
        { type: 'dialog.open', dialog: 'login' },
        { type: 'dialog.close' },
        { type: 'dialogs.closeAll' },
        { type: 'dialogs.preload' },
        { type: 'dialogs.siteLoaded', registration: { activeTab: null, trialBonus: 0 } },
        { type: 'dialogs.changed', open: true },
        { type: 'xstate.done.actor.load', output: inertDialogs },
        { type: 'xstate.error.actor.load', error: new Error('offline') },
      ] as DialogsLoaderEvent[],
    input: () => ({ storage: memoryStore(), load: () => Promise.resolve(inertDialogs) }),
    serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.pending !== null]),
  });
  testEveryPath(machine, suite);
});
