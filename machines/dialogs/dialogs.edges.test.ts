// Hand-written expectations for the dialogs' edges: opening one closes the other (its flow stops and
// the next opening starts fresh), close and closeAll (the cancels), a payment dialog reopened for
// another method, a flow that closes all dialogs itself. After each, the open dialog, the flags and
// the child flow the dialog shows, written out here.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loginFormMachine } from '../login-form/login-form.machine';
import { paymentDialogMachine, type PaymentMethodRef } from '../payment-dialog/payment-dialog.machine';
import { memoryStore } from '../shared/ports';
import { pending } from '../testing/path-coverage';
import { dialogsMachine } from './dialogs.machine';
import { selectDialogFlags, selectLoginFormRef, selectOpenDialog, selectPaymentDialogRef, selectPaymentMethod } from './dialogs.selectors';

const bank: PaymentMethodRef = { id: 3, type: 1, title: 'Havale / EFT' };
const card: PaymentMethodRef = { id: 7, type: 1, title: 'Kredi Kartı' };

function start() {
  const machine = dialogsMachine.provide({
    actors: {
      loginForm: loginFormMachine.provide({ actions: { 'submit credentials': () => {} } }),
      paymentDialog: paymentDialogMachine.provide({ actors: { loadPaymentDetail: pending as never, submitPayment: pending as never } }),
    },
  });
  const actor = createActor(machine, { input: { storage: memoryStore() } }).start();
  const open = () => selectOpenDialog(actor.getSnapshot());
  return { actor, open };
}

const closedFlags = { login: false, register: false, recovery: false, password: false, sms: false, phoneVerification: false, payment: false };

describe('dialogs edges', () => {
  it('opening another dialog closes the first; reopening it starts its form empty', () => {
    const { actor, open } = start();
    expect(open()).toBeNull();
    expect(selectDialogFlags(actor.getSnapshot())).toEqual(closedFlags);
    actor.send({ type: 'dialog.open', dialog: 'login' });
    expect(selectDialogFlags(actor.getSnapshot())).toEqual({ ...closedFlags, login: true });
    const form = selectLoginFormRef(actor.getSnapshot())!;
    form.send({ type: 'login.field.changed', field: 'username', value: 'demo' });
    actor.send({ type: 'dialog.open', dialog: 'recovery' });
    expect(selectDialogFlags(actor.getSnapshot())).toEqual({ ...closedFlags, recovery: true });
    expect(form.getSnapshot().status).toBe('stopped');
    actor.send({ type: 'dialog.open', dialog: 'login' });
    expect(selectLoginFormRef(actor.getSnapshot())!.getSnapshot().context.values).toEqual({ username: '', password: '' });
  });

  it('close and closeAll leave no dialog open and stop its flow', () => {
    const { actor, open } = start();
    actor.send({ type: 'dialog.open', dialog: 'login' });
    const form = selectLoginFormRef(actor.getSnapshot())!;
    actor.send({ type: 'dialog.close' });
    expect(open()).toBeNull();
    expect(form.getSnapshot().status).toBe('stopped');
    actor.send({ type: 'dialog.open', dialog: 'password' });
    actor.send({ type: 'dialogs.closeAll' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(selectDialogFlags(actor.getSnapshot())).toEqual(closedFlags);
  });

  it('the payment dialog reopened for another method starts a fresh form for that method', () => {
    const { actor, open } = start();
    actor.send({ type: 'dialog.open', dialog: 'payment', method: bank });
    const first = selectPaymentDialogRef(actor.getSnapshot())!;
    expect(first.getSnapshot().context.method).toEqual(bank);
    actor.send({ type: 'dialog.open', dialog: 'payment', method: card });
    expect(open()).toBe('payment');
    expect(selectPaymentMethod(actor.getSnapshot())).toEqual(card);
    expect(first.getSnapshot().status).toBe('stopped');
    const second = selectPaymentDialogRef(actor.getSnapshot())!;
    expect(second.getSnapshot().context.method).toEqual(card);
    expect(second.getSnapshot().value).toBe('loading');
  });
});
