// Dialogs machine: exclusivity, closing, the login form's lifetime, and generated path coverage.
import { dialogsWords } from './dialogs.words';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise } from 'xstate';
import { memoryStore } from '../shared/ports';
import { AUTH_DATA_KEY } from '../session/auth-data';
import { sessionFixture } from '../testing/fixtures';
import { generatePaths } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { changePasswordMachine } from '../change-password/change-password.machine';
import { phoneVerificationMachine } from '../phone-verification/phone-verification.machine';
import { registrationMachine } from '../registration/registration.machine';
import { dialogNames, type DialogsEvent, dialogsMachine } from './dialogs.machine';
import { selectDialogFlags, selectLoginFormRef, selectOpenDialog } from './dialogs.selectors';

// Each dialog's flow is covered by its own suite; here it only has to exist while the dialog is open.
const testMachine = dialogsMachine.provide({
  actors: {
    loginForm: createMachine({}) as never,
    registration: createMachine({}) as never,
    recovery: createMachine({}) as never,
    changePassword: createMachine({}) as never,
    phoneVerification: createMachine({}) as never,
    paymentDialog: createMachine({}) as never,
  },
});

const depositMethod = { id: 7, type: 1, title: 'Papara' } as const;

// No call may reach the network from these tests: the flows keep their stand-in API client, which fails loudly.
const input = () => ({ storage: memoryStore() });

function start() {
  const actor = createActor(testMachine, { input: input() });
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
    const actor = createActor(dialogsMachine, { input: input() });
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

describe('dialogs machine: the account flows', () => {
  const pending = fromPromise(() => new Promise<never>(() => {}));
  const wired = dialogsMachine.provide({
    actors: {
      registration: registrationMachine.provide({ actors: { loadRegistrationForm: pending as never } }),
      phoneVerification: phoneVerificationMachine,
      changePassword: changePasswordMachine,
    },
  });

  it('starts sign-up with the active-tab setting and the trial bonus of the start-up data', () => {
    const actor = createActor(wired, { input: input() });
    actor.start();
    actor.send({ type: 'dialogs.siteLoaded', registration: { activeTab: 'fast', trialBonus: 5000 } });
    actor.send({ type: 'dialog.open', dialog: 'register' });
    const registration = actor.getSnapshot().children.registration;
    expect(registration?.getSnapshot().context).toMatchObject({ form: 'fast', trialBonus: 5000 });
  });

  it('opens sign-up on the full form without a bonus before start-up answered', () => {
    const actor = createActor(wired, { input: input() });
    actor.start();
    actor.send({ type: 'dialog.open', dialog: 'register' });
    expect(actor.getSnapshot().children.registration?.getSnapshot().context).toMatchObject({ form: 'full', trialBonus: 0 });
  });

  it('opens the account phone dialog on its pages and the sms dialog on the steps variant', () => {
    const actor = createActor(wired, { input: input() });
    actor.start();
    actor.send({ type: 'dialog.open', dialog: 'phoneVerification' });
    expect(actor.getSnapshot().children.phoneVerification?.getSnapshot().value).toEqual({ notVerified: 'idle' });
    actor.send({ type: 'dialog.open', dialog: 'sms' });
    const child = actor.getSnapshot().children.phoneVerification;
    expect(child?.getSnapshot().context.variant).toBe('steps');
    expect(child?.getSnapshot().value).toEqual({ phoneStep: 'idle' });
  });

  it("reads the stored phone and its verification from the session's record", () => {
    // What the session persists for a player whose phone is verified (machines/session, `persist session`).
    const stored = sessionFixture({ phone: '5321234567', smsVerified: true });
    const actor = createActor(wired, { input: { storage: memoryStore({ [AUTH_DATA_KEY]: JSON.stringify(stored) }) } });
    actor.start();
    actor.send({ type: 'dialog.open', dialog: 'phoneVerification' });
    const child = actor.getSnapshot().children.phoneVerification;
    expect(child?.getSnapshot().context).toMatchObject({ phone: '5321234567', smsVerified: true });
    expect(child?.getSnapshot().value).toBe('verified');
    // With no record (a guest's page), the steps start from the phone number.
    const guest = createActor(wired, { input: input() }).start();
    guest.send({ type: 'dialog.open', dialog: 'phoneVerification' });
    const steps = guest.getSnapshot().children.phoneVerification?.getSnapshot();
    expect(steps?.context).toMatchObject({ phone: '', smsVerified: false });
    expect(steps?.value).not.toBe('verified');
  });

  it('runs the payment dialog for the method it was opened with, afresh for each method', () => {
    const received: unknown[] = [];
    const machine = testMachine.provide({
      actors: {
        paymentDialog: createMachine({ context: ({ input }) => (received.push(input), {}) }) as never,
      },
    });
    const actor = createActor(machine, { input: input() });
    actor.start();
    actor.send({ type: 'dialog.open', dialog: 'payment', method: depositMethod });
    expect(selectOpenDialog(actor.getSnapshot())).toBe('payment');
    actor.send({ type: 'dialog.open', dialog: 'payment', method: { id: 8, type: 2, title: 'Havale' } });
    expect(received).toMatchObject([
      { method: depositMethod },
      { method: { id: 8, type: 2, title: 'Havale' } },
    ]);
  });

  it('stops a dialog flow when another dialog opens', () => {
    const actor = createActor(wired, { input: input() });
    actor.start();
    actor.send({ type: 'dialog.open', dialog: 'password' });
    const form = actor.getSnapshot().children.changePassword!;
    actor.send({ type: 'dialog.open', dialog: 'recovery' });
    expect(form.getSnapshot().status).toBe('stopped');
    expect(actor.getSnapshot().children.changePassword).toBeUndefined();
  });
});

describe('dialogs machine: generated paths', () => {
  const events = (): DialogsEvent[] => [
    ...dialogNames.filter((dialog) => dialog !== 'payment').map((dialog) => ({ type: 'dialog.open' as const, dialog })),
    { type: 'dialog.open', dialog: 'payment', method: depositMethod },
    { type: 'dialog.close' },
    { type: 'dialogs.closeAll' },
    { type: 'dialogs.siteLoaded', registration: { activeTab: 'full', trialBonus: 0 } },
  ];
  const suite = generatePaths(testMachine, { events, input, words: dialogsWords });

  testEveryPath(testMachine, suite);
});
