// Dialogs machine: exclusivity, closing, the login form's lifetime, and generated path coverage.
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { generatePaths } from '../testing/path-coverage';
import { dialogNames, type DialogsEvent, dialogsMachine } from './dialogs.machine';
import { selectDialogFlags, selectLoginFormRef, selectOpenDialog } from './dialogs.selectors';

// The login form is covered by its own suite; here it only has to exist while the dialog is open.
const testMachine = dialogsMachine.provide({ actors: { loginForm: createMachine({}) as never } });

function start() {
  const actor = createActor(testMachine);
  actor.start();
  return actor;
}

describe('dialogs machine', () => {
  it('starts with every dialog closed', () => {
    const actor = start();
    expect(selectOpenDialog(actor.getSnapshot())).toBeNull();
    expect(Object.values(selectDialogFlags(actor.getSnapshot()))).toEqual(dialogNames.map(() => false));
  });

  it('opening one dialog closes the others', () => {
    const actor = start();
    actor.send({ type: 'dialog.open', dialog: 'login' });
    expect(selectOpenDialog(actor.getSnapshot())).toBe('login');
    actor.send({ type: 'dialog.open', dialog: 'register' });
    expect(selectOpenDialog(actor.getSnapshot())).toBe('register');
    const flags = selectDialogFlags(actor.getSnapshot());
    expect(Object.entries(flags).filter(([, open]) => open)).toEqual([['register', true]]);
  });

  it('clears the flag when the dialog closes, by close or close-all', () => {
    const actor = start();
    actor.send({ type: 'dialog.open', dialog: 'password' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'dialog.close' });
    expect(selectDialogFlags(actor.getSnapshot()).password).toBe(false);
    actor.send({ type: 'dialog.open', dialog: 'sms' });
    actor.send({ type: 'dialogs.closeAll' });
    expect(selectOpenDialog(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
  });

  it('runs a fresh login form each time the login dialog opens', () => {
    const actor = createActor(dialogsMachine);
    actor.start();
    actor.send({ type: 'dialog.open', dialog: 'login' });
    const first = selectLoginFormRef(actor.getSnapshot());
    first?.send({ type: 'login.field.changed', field: 'username', value: 'demo' });
    expect(first?.getSnapshot().context.values.username).toBe('demo');
    actor.send({ type: 'dialog.close' });
    expect(selectLoginFormRef(actor.getSnapshot())).toBeUndefined();
    actor.send({ type: 'dialog.open', dialog: 'login' });
    expect(selectLoginFormRef(actor.getSnapshot())?.getSnapshot().context.values.username).toBe('');
  });
});

describe('dialogs machine: generated paths', () => {
  const events = (): DialogsEvent[] => [
    ...dialogNames.map((dialog) => ({ type: 'dialog.open' as const, dialog })),
    { type: 'dialog.close' },
    { type: 'dialogs.closeAll' },
  ];
  const { paths, replay, coverage } = generatePaths(testMachine, { events });

  it.each(paths.map((path) => [path.description, path] as const))('reaches %s', (_, path) => {
    expect(replay(path).snapshot.value).toEqual(path.expected.value);
  });

  it('reaches every state and takes every transition', () => {
    expect(coverage()).toEqual({ missingStates: [], missingTransitions: [] });
  });
});
