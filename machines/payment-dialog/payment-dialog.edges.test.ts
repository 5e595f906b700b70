// Hand-written expectations for the payment dialog's edges: a failed or empty field list (toast, then
// all dialogs close 100 ms later), a refused submit and its retry (same intent, same key), a changed
// value (a new key), a withdrawal (toast, close after 500 ms), a deposit link (opened, reopenable).
// After each, the state (by value) and what the dialog shows (view, busy, submit enabled, errors).
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, hosted } from '../testing/fixtures';
import type { SubmitPaymentInput, SubmitPaymentOutput } from './payment-dialog.actors';
import { type PaymentMethodRef, paymentDialogMachine } from './payment-dialog.machine';
import { selectCanSubmit, selectErrors, selectIsBusy, selectResultText, selectView } from './payment-dialog.selectors';
import type { PaymentField } from './payment-values';

const amount: PaymentField = { key: 'amount', label: 'Tutar', mask: null, objectType: 4, option: null, min: 100, max: 250000 };
const deposit: PaymentMethodRef = { id: 3, type: 1, title: 'Kredi Kartı' };
const withdrawal: PaymentMethodRef = { id: 1, type: 2, title: 'Banka Havalesi' };

function start(method: PaymentMethodRef) {
  const detail = controllable<unknown, PaymentField[], null>(() => null);
  const submit = controllable<SubmitPaymentInput, SubmitPaymentOutput, { detail: unknown; key: string | null | undefined }>((input) => ({
    detail: input.detail,
    key: input.idempotencyKey,
  }));
  const effects = { success: vi.fn(), failure: vi.fn(), noData: vi.fn(), openLink: vi.fn() };
  const machine = paymentDialogMachine.provide({
    actors: { loadPaymentDetail: detail.logic as never, submitPayment: submit.logic as never },
    actions: {
      'notify success': (_, params) => effects.success(params.message),
      'notify failure': (_, params) => effects.failure(params.error),
      'notify no data': () => effects.noData(),
      'open link': (_, params) => effects.openLink(params.url),
    },
  });
  const clock = new SimulatedClock();
  const { actor, received } = hosted(machine, { method }, { systemIds: ['dialogs'], clock });
  const seen = () => {
    const snapshot = actor.getSnapshot();
    return { view: selectView(snapshot), busy: selectIsBusy(snapshot), canSubmit: selectCanSubmit(snapshot), errors: selectErrors(snapshot) };
  };
  const type = (value: string) => actor.send({ type: 'payment.field.changed', key: 'amount', value });
  return { actor, detail, submit, effects, dialogs: received.dialogs, clock, seen, type };
}

describe('payment dialog edges', () => {
  it('a failed field list: the error toasted, then all dialogs close 100 ms later', async () => {
    const { actor, detail, effects, dialogs, clock, seen } = start(deposit);
    expect(seen()).toEqual({ view: 'loading', busy: true, canSubmit: false, errors: {} });
    const error = new ApiError('Yöntem bulunamadı', 404);
    await detail.reject(error);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(seen()).toEqual({ view: 'closing', busy: false, canSubmit: false, errors: {} });
    expect(effects.failure.mock.calls).toEqual([[error]]);
    clock.increment(99);
    expect(dialogs).toEqual([]);
    clock.increment(1);
    expect(dialogs).toEqual([{ type: 'dialogs.closeAll' }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("an empty field list: 'No data found', then all dialogs close 100 ms later", async () => {
    const { actor, detail, effects, dialogs, clock } = start(deposit);
    await detail.resolve([]);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(effects.noData).toHaveBeenCalledTimes(1);
    expect(effects.failure).not.toHaveBeenCalled();
    clock.increment(100);
    expect(dialogs).toEqual([{ type: 'dialogs.closeAll' }]);
  });

  it('a refused submit: back to the form with the error toasted; the retry of the same values keeps the key, a changed value gets a new one', async () => {
    const { actor, detail, submit, effects, dialogs, seen, type } = start(deposit);
    await detail.resolve([amount]);
    expect(seen()).toEqual({ view: 'form', busy: false, canSubmit: false, errors: {} });
    type('50');
    // Still in the field: no error yet; once it is left, its error shows.
    expect(seen()).toEqual({ view: 'form', busy: false, canSubmit: false, errors: {} });
    actor.send({ type: 'payment.field.left', key: 'amount' });
    expect(seen()).toEqual({ view: 'form', busy: false, canSubmit: false, errors: { amount: { key: 'min', params: { limit: 100 } } } });
    type('150');
    expect(seen()).toEqual({ view: 'form', busy: false, canSubmit: true, errors: {} });
    actor.send({ type: 'payment.submitted' });
    expect(seen()).toEqual({ view: 'form', busy: true, canSubmit: false, errors: {} });
    const error = new ApiError('Günlük limit aşıldı', 400);
    await submit.reject(error);
    expect(actor.getSnapshot().value).toEqual({ loaded: 'idle' });
    expect(seen()).toEqual({ view: 'form', busy: false, canSubmit: true, errors: {} });
    expect(effects.failure.mock.calls).toEqual([[error]]);
    expect(dialogs).toEqual([]);
    actor.send({ type: 'payment.submitted' });
    await submit.reject(error);
    type('200');
    actor.send({ type: 'payment.submitted' });
    const [first, retry, changed] = submit.calls;
    expect(first.detail).toEqual({ amount: 150 });
    expect(retry).toEqual(first);
    expect(changed.detail).toEqual({ amount: 200 });
    expect(changed.key).not.toBe(first.key);
    expect(typeof changed.key).toBe('string');
  });

  it('a withdrawal: the message toasted, then all dialogs close 500 ms later', async () => {
    const { actor, detail, submit, effects, dialogs, clock, seen, type } = start(withdrawal);
    await detail.resolve([amount]);
    type('300');
    actor.send({ type: 'payment.submitted' });
    await submit.resolve({ message: 'Çekim talebiniz alındı', data: null });
    expect(actor.getSnapshot().value).toBe('withdrawn');
    expect(seen().view).toBe('closing');
    expect(effects.success.mock.calls).toEqual([['Çekim talebiniz alındı']]);
    clock.increment(499);
    expect(dialogs).toEqual([]);
    clock.increment(1);
    expect(dialogs).toEqual([{ type: 'dialogs.closeAll' }]);
  });

  it('a deposit answered with a link opens it and offers to reopen it; a text answer shows with the congratulations icon', async () => {
    const linked = start(deposit);
    await linked.detail.resolve([amount]);
    linked.type('300');
    linked.actor.send({ type: 'payment.submitted' });
    await linked.submit.resolve({ message: 'Ödeme sayfasına yönlendiriliyorsunuz', data: 'https://pay.example/session/1' });
    expect(linked.seen()).toEqual({ view: 'linkReady', busy: false, canSubmit: false, errors: {} });
    expect(linked.effects.openLink.mock.calls).toEqual([['https://pay.example/session/1']]);
    linked.actor.send({ type: 'payment.link.reopened' });
    expect(linked.effects.openLink.mock.calls).toEqual([['https://pay.example/session/1'], ['https://pay.example/session/1']]);

    const text = start(deposit);
    await text.detail.resolve([amount]);
    text.type('300');
    text.actor.send({ type: 'payment.submitted' });
    await text.submit.resolve({ message: 'Talebiniz alındı', data: 'Açıklamaya 12345 yazınız' });
    expect(text.seen().view).toBe('congratulations');
    expect(selectResultText(text.actor.getSnapshot())).toBe('Açıklamaya 12345 yazınız');
    expect(text.effects.openLink).not.toHaveBeenCalled();
  });
});
