// Payment dialog: loading the fields, the every-field-required rule and the typed detail, the four
// endings (link, message, withdrawal, refusal), the two close delays on a simulated clock, the
// calls themselves; plus generated path coverage.
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { testEveryPath } from '../testing/path-tests';
import { controllable, hosted, notifySpies, ok, outputOf, recordingApi } from '../testing/fixtures';
import { paymentDialogActors, type SubmitPaymentInput, type SubmitPaymentOutput } from './payment-dialog.actors';
import { paymentDialogPaths } from './payment-dialog.paths';
import {
  DETAIL_ERROR_CLOSE_DELAY,
  STEP_REPEAT_DELAY,
  STEP_REPEAT_INTERVAL,
  type PaymentDialogEvent,
  type PaymentMethodRef,
  paymentDialogMachine,
  WITHDRAW_CLOSE_DELAY,
} from './payment-dialog.machine';
import {
  selectCanSubmit,
  selectErrors,
  selectIsBusy,
  selectResultText,
  selectShowsFields,
  selectView,
} from './payment-dialog.selectors';
import { applyMask, type PaymentField, paymentDetail, stepValue } from './payment-values';


const IBAN_MASK = 'TR00 0000 0000 0000 0000 0000 00';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const fields: PaymentField[] = [
  { key: 'amount', label: 'Tutar', mask: null, objectType: 4, option: null, min: 100, max: 250000 },
  { key: 'iban', label: 'IBAN', mask: IBAN_MASK, objectType: 1, option: null },
  {
    key: 'bank',
    label: 'Banka',
    mask: null,
    objectType: 7,
    option: [
      { id: 1, name: 'Ziraat' },
      { id: 'other', name: 'Diğer' },
    ],
  },
];

const deposit: PaymentMethodRef = { id: 3, type: 1, title: 'Havale / EFT', displayType: 'message' };
const withdraw: PaymentMethodRef = { id: 1, type: 2, title: 'Banka Havalesi' };

function start(method: PaymentMethodRef = deposit) {
  const clock = new SimulatedClock();
  const detail = controllable<{ id: number; type: number }, PaymentField[], { id: number; type: number }>(({ id, type }) => ({ id, type }));
  const submit = controllable<SubmitPaymentInput, SubmitPaymentOutput>();
  const notify = notifySpies();
  const effects = { ...notify.effects, noData: vi.fn<() => void>(), openLink: vi.fn<(url: string) => void>() };
  const machine = paymentDialogMachine.provide({
    actors: { loadPaymentDetail: detail.logic as never, submitPayment: submit.logic as never },
    actions: {
      ...notify.actions,
      'notify no data': () => effects.noData(),
      'open link': (_, params) => effects.openLink(params.url),
    },
  });
  const { actor, received } = hosted(machine, { method }, { systemIds: ['dialogs'], clock });
  const snapshot = () => actor.getSnapshot();
  const type = (key: string, value: string) => actor.send({ type: 'payment.field.changed', key, value });
  return {
    actor,
    clock,
    detailCalls: detail.calls,
    submitCalls: submit.calls,
    effects,
    dialogs: received.dialogs,
    type,
    snapshot,
    loadFields: (list: PaymentField[] = fields) => detail.resolve(list),
    failDetail: detail.reject,
    fillValid: () => {
      type('amount', '150,50');
      type('iban', 'TR40 0006 2000 0000 0000 0000 01');
      type('bank', '1');
    },
    answer: submit.resolve,
    refuse: submit.reject,
  };
}

describe('payment values', () => {
  it('types the detail: numbers for numeric fields, the option id, masked text without spaces', () => {
    expect(
      paymentDetail(fields, { amount: '150,50', iban: 'TR12 0006 2000 0000 0000 0000 01', bank: 'other' }),
    ).toEqual({ amount: 150.5, iban: 'TR120006200000000000000001', bank: 'other' });
    expect(paymentDetail(fields, { amount: '', iban: ' ', bank: '1' })).toEqual({ bank: 1 });
    // Text in a numeric field stays text, so validation calls it the wrong type.
    expect(paymentDetail(fields, { amount: '12a' }).amount).toBe('12a');
  });

  it('fits pasted text to a mask', () => {
    expect(applyMask(IBAN_MASK, 'tr120006200000000000000001')).toBe('TR12 0006 2000 0000 0000 0000 01');
    expect(applyMask(IBAN_MASK, '12 0006-2000')).toBe('TR12 0006 2000');
    expect(applyMask('0000 0000 0000 0000', '4111-1111-1111-1111')).toBe('4111 1111 1111 1111');
    expect(applyMask('000-000', '12a3')).toBe('123');
  });
});

describe('number steps', () => {
  const amount = fields[0]!;
  const count: PaymentField = { key: 'count', label: 'Adet', mask: null, objectType: 2, option: null };
  it('steps by 1 within the limits, keeping decimals and the decimal comma', () => {
    expect(stepValue(amount, '150', 1)).toBe('151');
    expect(stepValue(amount, '150,50', 1)).toBe('151,50');
    expect(stepValue(amount, '150.25', -1)).toBe('149.25');
    expect(stepValue(amount, '100', -1)).toBe('100');
    expect(stepValue(amount, '250000', 1)).toBe('250000');
    // Nothing (or no number) typed: the first step lands on the minimum.
    expect(stepValue(amount, '', 1)).toBe('100');
    expect(stepValue(amount, 'abc', -1)).toBe('100');
    expect(stepValue(count, '', 1)).toBe('1');
    expect(stepValue(count, '0', -1)).toBe('-1');
  });
});

describe('payment dialog machine', () => {
  it('a held stepper steps once, repeats after 500 ms, then every 40 ms, and stops when released', async () => {
    const { actor, clock, loadFields, snapshot, type } = start();
    await loadFields();
    type('amount', '150');
    actor.send({ type: 'payment.step.pressed', key: 'amount', direction: 1 });
    expect(snapshot().context.values.amount).toBe('151');
    clock.increment(STEP_REPEAT_DELAY - 1);
    expect(snapshot().context.values.amount).toBe('151');
    clock.increment(1);
    expect(snapshot().context.values.amount).toBe('152');
    // The simulated clock fires the timers due at each increment; one repeat per 40 ms.
    for (let tick = 0; tick < 3; tick++) clock.increment(STEP_REPEAT_INTERVAL);
    expect(snapshot().context.values.amount).toBe('155');
    actor.send({ type: 'payment.step.released' });
    clock.increment(STEP_REPEAT_INTERVAL * 10);
    expect(snapshot().context.values.amount).toBe('155');
    expect(snapshot().context.stepping).toBeNull();
    // Down, released before the repeat: one step only.
    actor.send({ type: 'payment.step.pressed', key: 'amount', direction: -1 });
    actor.send({ type: 'payment.step.released' });
    clock.increment(STEP_REPEAT_DELAY * 2);
    expect(snapshot().context.values.amount).toBe('154');
    // Only number fields step.
    actor.send({ type: 'payment.step.pressed', key: 'iban', direction: 1 });
    expect(snapshot().matches({ loaded: 'idle' })).toBe(true);
  });

  it('submitting while a stepper is held stops it', async () => {
    const { actor, clock, fillValid, loadFields, snapshot, submitCalls } = start();
    await loadFields();
    fillValid();
    actor.send({ type: 'payment.step.pressed', key: 'amount', direction: 1 });
    actor.send({ type: 'payment.submitted' });
    expect(submitCalls[0]?.detail.amount).toBe(151.5);
    clock.increment(STEP_REPEAT_DELAY * 2);
    expect(snapshot().context.values.amount).toBe('151,50');
    expect(snapshot().context.stepping).toBeNull();
  });

  it('loads the method fields, then shows the form with empty values', async () => {
    const { detailCalls, loadFields, snapshot } = start();
    expect(selectView(snapshot())).toBe('loading');
    expect(selectIsBusy(snapshot())).toBe(true);
    expect(detailCalls).toEqual([{ id: 3, type: 1 }]);
    await loadFields();
    expect(selectView(snapshot())).toBe('form');
    expect(snapshot().context.values).toEqual({ amount: '', iban: '', bank: '' });
    expect(selectShowsFields(snapshot())).toBe(true);
  });

  it('an empty field list toasts No data found and closes all dialogs after 100 ms', async () => {
    const { clock, dialogs, effects, loadFields, snapshot } = start();
    await loadFields([]);
    expect(effects.noData).toHaveBeenCalledTimes(1);
    expect(dialogs).toEqual([]);
    clock.increment(DETAIL_ERROR_CLOSE_DELAY - 1);
    expect(dialogs).toEqual([]);
    clock.increment(1);
    expect(dialogs).toEqual([{ type: 'dialogs.closeAll' }]);
    expect(snapshot().status).toBe('done');
  });

  it('a failed detail toasts the error and closes all dialogs after 100 ms', async () => {
    const { clock, dialogs, effects, failDetail } = start();
    const error = new ApiError('Yöntem bulunamadı', 404);
    await failDetail(error);
    expect(effects.failure).toHaveBeenCalledWith(error);
    clock.increment(DETAIL_ERROR_CLOSE_DELAY);
    expect(dialogs).toEqual([{ type: 'dialogs.closeAll' }]);
  });

  it('requires every field and refuses to submit until valid', async () => {
    const { actor, loadFields, snapshot, submitCalls, type } = start();
    await loadFields();
    expect(selectCanSubmit(snapshot())).toBe(false);
    actor.send({ type: 'payment.submitted' });
    expect(submitCalls).toEqual([]);
    // Only fields the player left show errors: typing alone shows none.
    expect(selectErrors(snapshot())).toEqual({});
    type('amount', '50');
    type('iban', 'TR12');
    type('iban', '');
    expect(selectErrors(snapshot())).toEqual({});
    actor.send({ type: 'payment.field.left', key: 'amount' });
    actor.send({ type: 'payment.field.left', key: 'iban' });
    expect(selectErrors(snapshot())).toEqual({ amount: { key: 'min', params: { limit: 100 } }, iban: { key: 'required' } });
    type('amount', '150');
    type('iban', 'TR40 0006 2000 0000 0000 0000 01');
    expect(selectCanSubmit(snapshot())).toBe(false);
    type('bank', 'other');
    expect(selectCanSubmit(snapshot())).toBe(true);
  });

  it('refuses an IBAN that is short or fails the mod-97 check, before anything is sent', async () => {
    const { actor, loadFields, snapshot, submitCalls, type } = start(withdraw);
    await loadFields();
    type('amount', '150');
    type('bank', '1');
    type('iban', 'TR40 0006');
    actor.send({ type: 'payment.field.left', key: 'iban' });
    expect(selectErrors(snapshot()).iban).toEqual({ key: 'pattern' });
    // One digit changed: the right length, the wrong checksum.
    type('iban', 'TR40 0006 2000 0000 0000 0000 02');
    expect(selectErrors(snapshot()).iban).toEqual({ key: 'pattern' });
    expect(selectCanSubmit(snapshot())).toBe(false);
    actor.send({ type: 'payment.submitted' });
    expect(submitCalls).toEqual([]);
    type('iban', 'tr400006200000000000000001');
    expect(selectErrors(snapshot())).toEqual({});
    expect(selectCanSubmit(snapshot())).toBe(true);
  });

  it('sends one Idempotency-Key per intent: the same key when a refused submit is retried, a new one after a change', async () => {
    const { actor, fillValid, loadFields, refuse, answer, submitCalls, type } = start(withdraw);
    await loadFields();
    fillValid();
    actor.send({ type: 'payment.submitted' });
    await refuse(new ApiError('', 0));
    actor.send({ type: 'payment.submitted' });
    await refuse(new ApiError('Sunucu meşgul', 503));
    // The same value typed again is the same intent.
    type('amount', '150,50');
    actor.send({ type: 'payment.submitted' });
    const [first, second, third] = submitCalls.map((call) => call.idempotencyKey);
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
    expect(third).toBe(first);
    await refuse(new ApiError('Yetersiz bakiye', 409));
    type('amount', '120');
    actor.send({ type: 'payment.submitted' });
    expect(submitCalls[3]?.idempotencyKey).toMatch(UUID);
    expect(submitCalls[3]?.idempotencyKey).not.toBe(first);
    await answer({ message: 'Alındı', data: null });
  });

  it('a deposit answering a link toasts, opens it, and offers to reopen it', async () => {
    const { actor, answer, effects, fillValid, loadFields, snapshot, submitCalls } = start();
    await loadFields();
    fillValid();
    actor.send({ type: 'payment.submitted' });
    expect(selectIsBusy(snapshot())).toBe(true);
    expect(submitCalls).toEqual([
      { id: 3, type: 1, detail: { amount: 150.5, iban: 'TR400006200000000000000001', bank: 1 }, idempotencyKey: expect.stringMatching(UUID) },
    ]);
    actor.send({ type: 'payment.submitted' });
    expect(submitCalls).toHaveLength(1);
    await answer({ message: 'Ödeme sayfasına yönlendiriliyorsunuz', data: 'https://pay.example/s/1' });
    expect(effects.success).toHaveBeenCalledWith('Ödeme sayfasına yönlendiriliyorsunuz');
    expect(effects.openLink).toHaveBeenCalledWith('https://pay.example/s/1');
    expect(selectView(snapshot())).toBe('linkReady');
    actor.send({ type: 'payment.link.reopened' });
    expect(effects.openLink).toHaveBeenCalledTimes(2);
    expect(effects.openLink).toHaveBeenLastCalledWith('https://pay.example/s/1');
  });

  it('another deposit answer shows its text with congratulations; a message method hides the fields', async () => {
    const { actor, answer, effects, fillValid, loadFields, snapshot, dialogs } = start();
    await loadFields();
    fillValid();
    actor.send({ type: 'payment.submitted' });
    await answer({ message: 'Talebiniz alındı', data: 'IBAN: TR00 … Alıcı: Demo' });
    expect(selectView(snapshot())).toBe('congratulations');
    expect(selectResultText(snapshot())).toBe('IBAN: TR00 … Alıcı: Demo');
    expect(selectShowsFields(snapshot())).toBe(false);
    expect(effects.openLink).not.toHaveBeenCalled();
    expect(dialogs).toEqual([]);
  });

  it('a form method keeps its fields after a deposit and shows the message when no text came', async () => {
    const { actor, answer, fillValid, loadFields, snapshot } = start({ ...deposit, displayType: 'form' });
    await loadFields();
    fillValid();
    actor.send({ type: 'payment.submitted' });
    await answer({ message: 'Yatırım talebiniz alındı', data: null });
    expect(selectResultText(snapshot())).toBe('Yatırım talebiniz alındı');
    expect(selectShowsFields(snapshot())).toBe(true);
  });

  it('a withdrawal toasts and closes all dialogs after 500 ms', async () => {
    const { actor, answer, clock, dialogs, effects, fillValid, loadFields, snapshot, submitCalls } = start(withdraw);
    await loadFields();
    fillValid();
    actor.send({ type: 'payment.submitted' });
    expect(submitCalls[0]?.type).toBe(2);
    await answer({ message: 'Çekim talebiniz alındı', data: null });
    expect(effects.success).toHaveBeenCalledWith('Çekim talebiniz alındı');
    clock.increment(WITHDRAW_CLOSE_DELAY - 1);
    expect(dialogs).toEqual([]);
    clock.increment(1);
    expect(dialogs).toEqual([{ type: 'dialogs.closeAll' }]);
    expect(snapshot().status).toBe('done');
  });

  it('a refused submit toasts the server message and keeps the form and its values', async () => {
    const { actor, dialogs, effects, fillValid, loadFields, refuse, snapshot } = start(withdraw);
    await loadFields();
    fillValid();
    actor.send({ type: 'payment.submitted' });
    const error = new ApiError('Yetersiz bakiye', 409);
    await refuse(error);
    expect(effects.failure).toHaveBeenCalledWith(error);
    expect(selectView(snapshot())).toBe('form');
    expect(snapshot().context.values.amount).toBe('150,50');
    expect(selectCanSubmit(snapshot())).toBe(true);
    expect(dialogs).toEqual([]);
  });
});

describe('payment dialog actors', () => {
  it('loads payment/detail and posts a deposit with target pay, a withdrawal without', async () => {
    const { api: client, requests } = recordingApi({
      '/payment/detail': ok(fields),
      '/payment/deposit': ok('https://pay.example/x', 'Tamam'),
      '/payment/withdraw': ok(
        { id: 9, type: 2, status: 2, amount: 150, methodName: 'IBAN', note: null, createdAt: '', updatedAt: '' },
        'Alındı',
      ),
    });
    const { loadPaymentDetail, submitPayment } = paymentDialogActors(client);
    const run = (logic: typeof loadPaymentDetail | typeof submitPayment, input: unknown) => outputOf(logic, input as never);
    expect(await run(loadPaymentDetail, { id: 3, type: 1 })).toEqual(fields);
    expect(await run(submitPayment, { id: 3, type: 1, detail: { amount: 150 } })).toEqual({
      message: 'Tamam',
      data: 'https://pay.example/x',
    });
    expect(await run(submitPayment, { id: 1, type: 2, detail: { amount: 150 } })).toEqual({
      message: 'Alındı',
      data: null,
    });
    const key = 'f3b3a2a4-7d7e-4c4b-9a51-1d2f5c6b7a80';
    await run(submitPayment, { id: 3, type: 1, detail: { amount: 150 }, idempotencyKey: key });
    await run(submitPayment, { id: 1, type: 2, detail: { amount: 150 }, idempotencyKey: key });
    const sent = requests.map(({ url, body, headers }) => {
      const key = headers.get('idempotency-key');
      return { url, body, ...(key ? { key } : {}) };
    });
    expect(sent).toEqual([
      { url: 'http://site.test/api/payment/detail', body: { id: 3, type: 1 } },
      { url: 'http://site.test/api/payment/deposit', body: { id: 3, target: 'pay', detail: { amount: 150 } } },
      { url: 'http://site.test/api/payment/withdraw', body: { id: 1, detail: { amount: 150 } } },
      { url: 'http://site.test/api/payment/deposit', body: { id: 3, target: 'pay', detail: { amount: 150 } }, key },
      { url: 'http://site.test/api/payment/withdraw', body: { id: 1, detail: { amount: 150 } }, key },
    ]);
  });
});

describe('payment dialog machine: generated paths', () => {
  // One suite per seeded method (payment-dialog.paths.ts), the very paths the browser model runs.
  const suites = paymentDialogPaths();
  testEveryPath(paymentDialogMachine, suites, (actual, expected) => expect(actual.context.values).toEqual(expected.context.values));
});
