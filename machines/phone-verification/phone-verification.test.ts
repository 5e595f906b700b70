// Phone verification: the account dialog's pages, Send Code, Verify, Update Number, the 60 s resend
// countdown on the machine clock, the variant dialog, the actors' calls; plus generated path
// coverage from each starting point.
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, hosted, notifySpies, ok, outputOf, recordingApi, refusal, settled } from '../testing/fixtures';
import { delayEvents, generatePaths, pending } from '../testing/path-coverage';
import { testEveryPath } from '../testing/path-tests';
import { type PhoneCallInput, type PhoneCallResult, phoneVerificationActors } from './phone-verification.actors';
import {
  type PhoneVerificationEvent,
  type PhoneVerificationInput,
  phoneVerificationMachine,
  RESEND_SECONDS,
} from './phone-verification.machine';
import {
  selectCanResend,
  selectCanSendCode,
  selectCanVerify,
  selectCode,
  selectIsBusy,
  selectIsCountingDown,
  selectIsPhoneEditable,
  selectIsVerified,
  selectPage,
  selectPageNumber,
  selectPhone,
  selectSecondsLeft,
  selectVariantStep,
} from './phone-verification.selectors';


const STORED_PHONE = '5321234567';
const NEW_PHONE = '5559876543';

/** The simulated clock fires only timers already due, so move it a second at a time as real time would. */
function advance(clock: SimulatedClock, ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 1000) clock.increment(Math.min(1000, ms - elapsed));
}

const status = (phone: string, smsVerified: boolean) => ({
  phone,
  smsVerified,
  resendAfterSeconds: smsVerified ? 0 : 60,
});

function start(input: Partial<PhoneVerificationInput> = {}) {
  const send = controllable<PhoneCallInput, PhoneCallResult>();
  const verify = controllable<PhoneCallInput & { code: string }, PhoneCallResult>();
  const notify = notifySpies();
  const machine = phoneVerificationMachine.provide({
    actors: { sendPhoneCode: send.logic as never, verifyPhoneCode: verify.logic as never },
    actions: notify.actions,
  });
  const clock = new SimulatedClock();
  // The real session and dialogs actors are addressed through the system, as the app wires them.
  const { actor, received } = hosted(
    machine,
    { phone: STORED_PHONE, smsVerified: false, ...input } satisfies PhoneVerificationInput,
    { systemIds: ['session', 'dialogs'], clock },
  );
  const effects = notify.effects;
  return { actor, send, verify, effects, received, clock, snapshot: () => actor.getSnapshot() };
}

describe('phone verification machine: account dialog pages', () => {
  it('opens on NotVerified with the stored phone read only', () => {
    const { actor, snapshot } = start();
    expect(selectPage(snapshot())).toBe('notVerified');
    expect(selectPageNumber(snapshot())).toBe(0);
    expect(selectIsVerified(snapshot())).toBe(false);
    expect(selectIsPhoneEditable(snapshot())).toBe(false);
    actor.send({ type: 'phone.number.changed', value: NEW_PHONE });
    expect(selectPhone(snapshot())).toBe(STORED_PHONE);
  });

  it('opens on Verified when the player is already SMS verified', () => {
    const { snapshot } = start({ smsVerified: true });
    expect(selectPage(snapshot())).toBe('verified');
    expect(selectPageNumber(snapshot())).toBe(1);
    expect(selectIsVerified(snapshot())).toBe(true);
  });

  it('Send Code sends step 1 for the stored phone, then shows VerificationCode with the countdown', async () => {
    const { actor, send, snapshot } = start();
    actor.send({ type: 'phone.code.requested' });
    expect(selectIsBusy(snapshot())).toBe(true);
    expect(send.calls.map((call) => call.phone)).toEqual([STORED_PHONE]);
    await send.resolve({ message: 'Kod gönderildi', status: status(STORED_PHONE, false) });
    expect(selectPage(snapshot())).toBe('verificationCode');
    expect(selectPageNumber(snapshot())).toBe(3);
    expect(selectIsBusy(snapshot())).toBe(false);
    expect(selectIsCountingDown(snapshot())).toBe(true);
    expect(selectSecondsLeft(snapshot())).toBe(RESEND_SECONDS);
    expect(selectCanResend(snapshot())).toBe(false);
  });

  it('a failed Send Code shows the server message and stays on the page', async () => {
    const { actor, send, effects, snapshot } = start();
    actor.send({ type: 'phone.code.requested' });
    const error = new ApiError('Çok fazla deneme', 429);
    await send.reject(error);
    expect(selectPage(snapshot())).toBe('notVerified');
    expect(effects.failure).toHaveBeenCalledWith(error);
    expect(selectCanSendCode(snapshot())).toBe(true);
  });

  it('without a stored phone, Send Code is refused until the number is updated', () => {
    const { actor, send, snapshot } = start({ phone: null });
    expect(selectCanSendCode(snapshot())).toBe(false);
    actor.send({ type: 'phone.code.requested' });
    expect(send.calls).toEqual([]);
  });

  it('Update Number makes the phone editable; Send Code then goes to VerificationCode with the new phone', async () => {
    const { actor, send, snapshot } = start();
    actor.send({ type: 'phone.update.requested' });
    expect(selectPage(snapshot())).toBe('update');
    expect(selectPageNumber(snapshot())).toBe(2);
    expect(selectIsPhoneEditable(snapshot())).toBe(true);
    actor.send({ type: 'phone.number.changed', value: '123' });
    expect(selectCanSendCode(snapshot())).toBe(false);
    actor.send({ type: 'phone.code.requested' });
    expect(send.calls).toEqual([]);
    actor.send({ type: 'phone.number.changed', value: NEW_PHONE });
    actor.send({ type: 'phone.code.requested' });
    expect(send.calls.map((call) => call.phone)).toEqual([NEW_PHONE]);
    expect(selectIsPhoneEditable(snapshot())).toBe(false);
    await send.resolve({ message: '', status: status(NEW_PHONE, false) });
    expect(selectPage(snapshot())).toBe('verificationCode');
    expect(selectIsPhoneEditable(snapshot())).toBe(false);
  });

  it('a failed Send Code on Update stays on Update with the phone still editable', async () => {
    const { actor, send, effects, snapshot } = start();
    actor.send({ type: 'phone.update.requested' });
    actor.send({ type: 'phone.number.changed', value: NEW_PHONE });
    actor.send({ type: 'phone.code.requested' });
    await send.reject(new ApiError('Bu numara kullanımda', 400));
    expect(selectPage(snapshot())).toBe('update');
    expect(selectIsPhoneEditable(snapshot())).toBe(true);
    expect(effects.failure).toHaveBeenCalledTimes(1);
  });

  async function onVerificationCode(input: Partial<PhoneVerificationInput> = {}) {
    const started = start(input);
    started.actor.send({ type: 'phone.code.requested' });
    await started.send.resolve({ message: '', status: status(STORED_PHONE, false) });
    return started;
  }

  it('Verify is disabled until the code has 6 digits; the mask dashes are dropped', async () => {
    const { actor, verify, snapshot } = await onVerificationCode();
    expect(selectCanVerify(snapshot())).toBe(false);
    actor.send({ type: 'phone.code.changed', value: '123-45' });
    expect(selectCode(snapshot())).toBe('12345');
    expect(selectCanVerify(snapshot())).toBe(false);
    actor.send({ type: 'phone.code.submitted' });
    expect(verify.calls).toEqual([]);
    actor.send({ type: 'phone.code.changed', value: '123-456' });
    expect(selectCode(snapshot())).toBe('123456');
    expect(selectCanVerify(snapshot())).toBe(true);
  });

  it('a verified code shows Verified and tells the session the verified phone', async () => {
    const { actor, verify, effects, received, snapshot } = await onVerificationCode();
    actor.send({ type: 'phone.code.changed', value: '123456' });
    actor.send({ type: 'phone.code.submitted' });
    expect(selectIsBusy(snapshot())).toBe(true);
    expect(verify.calls.map(({ phone, code }) => ({ phone, code }))).toEqual([{ phone: STORED_PHONE, code: '123456' }]);
    await verify.resolve({ message: 'Telefon doğrulandı', status: status(STORED_PHONE, true) });
    expect(selectPage(snapshot())).toBe('verified');
    expect(selectIsVerified(snapshot())).toBe(true);
    expect(snapshot().context.smsVerified).toBe(true);
    expect(received.session).toEqual([{ type: 'session.phoneVerified', phone: STORED_PHONE }]);
    expect(effects.success).toHaveBeenCalledWith('Telefon doğrulandı');
  });

  it('a wrong code clears the code field, shows the message and stays', async () => {
    const { actor, verify, effects, received, snapshot } = await onVerificationCode();
    actor.send({ type: 'phone.code.changed', value: '000000' });
    actor.send({ type: 'phone.code.submitted' });
    const error = new ApiError('Kod hatalı', 400);
    await verify.reject(error);
    expect(selectPage(snapshot())).toBe('verificationCode');
    expect(selectCode(snapshot())).toBe('');
    expect(selectCanVerify(snapshot())).toBe(false);
    expect(effects.failure).toHaveBeenCalledWith(error);
    expect(received.session).toEqual([]);
  });

  it('counts down each second, then shows the resend link and resets the counter to 60', async () => {
    const { clock, snapshot } = await onVerificationCode();
    clock.increment(1000);
    expect(selectSecondsLeft(snapshot())).toBe(59);
    clock.increment(1000);
    expect(selectSecondsLeft(snapshot())).toBe(58);
    advance(clock, 57_000);
    expect(selectSecondsLeft(snapshot())).toBe(1);
    expect(selectCanResend(snapshot())).toBe(false);
    clock.increment(1000);
    expect(selectCanResend(snapshot())).toBe(true);
    expect(selectIsCountingDown(snapshot())).toBe(false);
    expect(selectSecondsLeft(snapshot())).toBe(RESEND_SECONDS);
    // Nothing keeps ticking behind the link.
    advance(clock, 5000);
    expect(selectSecondsLeft(snapshot())).toBe(RESEND_SECONDS);
  });

  it('Click to resend sends a new code and restarts the countdown; a failure keeps the link', async () => {
    const { actor, send, clock, effects, snapshot } = await onVerificationCode();
    actor.send({ type: 'phone.code.changed', value: '12' });
    advance(clock, RESEND_SECONDS * 1000);
    actor.send({ type: 'phone.code.resendRequested' });
    expect(send.calls).toHaveLength(2);
    await send.reject(new ApiError('Lütfen bekleyin', 429));
    expect(selectCanResend(snapshot())).toBe(true);
    expect(effects.failure).toHaveBeenCalledTimes(1);
    actor.send({ type: 'phone.code.resendRequested' });
    expect(send.calls).toHaveLength(3);
    await send.resolve({ message: '', status: status(STORED_PHONE, false) });
    expect(selectIsCountingDown(snapshot())).toBe(true);
    expect(selectSecondsLeft(snapshot())).toBe(RESEND_SECONDS);
    clock.increment(1000);
    expect(selectSecondsLeft(snapshot())).toBe(59);
    // Resending leaves what the player typed alone.
    expect(selectCode(snapshot())).toBe('12');
  });

  it('ignores the resend link while the countdown runs', async () => {
    const { actor, send, snapshot } = await onVerificationCode();
    actor.send({ type: 'phone.code.resendRequested' });
    expect(send.calls).toHaveLength(1);
    expect(snapshot().can({ type: 'phone.code.resendRequested' })).toBe(false);
  });
});

describe('phone verification machine: variant dialog', () => {
  it('runs phone, code, congratulations and Close', async () => {
    const { actor, send, verify, received, effects, snapshot } = start({ variant: 'steps', smsVerified: true });
    expect(selectPage(snapshot())).toBe('phoneStep');
    expect(selectVariantStep(snapshot())).toBe(1);
    expect(selectPageNumber(snapshot())).toBeNull();
    expect(selectIsPhoneEditable(snapshot())).toBe(true);
    actor.send({ type: 'phone.number.changed', value: NEW_PHONE });
    actor.send({ type: 'phone.code.requested' });
    expect(selectIsBusy(snapshot())).toBe(true);
    await send.resolve({ message: '', status: status(NEW_PHONE, false) });
    expect(selectVariantStep(snapshot())).toBe(2);
    expect(selectIsPhoneEditable(snapshot())).toBe(false);

    actor.send({ type: 'phone.code.changed', value: '11-11-11' });
    actor.send({ type: 'phone.code.submitted' });
    await verify.reject(new ApiError('Kod hatalı', 400));
    expect(selectCode(snapshot())).toBe('');
    expect(selectVariantStep(snapshot())).toBe(2);
    expect(effects.failure).toHaveBeenCalledTimes(1);

    actor.send({ type: 'phone.code.changed', value: '22-22-22' });
    actor.send({ type: 'phone.code.submitted' });
    expect(verify.calls.at(-1)).toMatchObject({ phone: NEW_PHONE, code: '222222' });
    await verify.resolve({ message: 'ok', status: status(NEW_PHONE, true) });
    expect(selectPage(snapshot())).toBe('congratulations');
    expect(selectIsVerified(snapshot())).toBe(true);
    expect(received.session).toEqual([{ type: 'session.phoneVerified', phone: NEW_PHONE }]);

    actor.send({ type: 'phone.closed' });
    expect(received.dialogs).toEqual([{ type: 'dialogs.closeAll' }]);
    expect(snapshot().status).toBe('done');
  });

  it("'Change Phone Number' goes back to step 1 and clears the code", async () => {
    const { actor, send, snapshot } = start({ variant: 'steps' });
    actor.send({ type: 'phone.code.requested' });
    await send.resolve({ message: '', status: status(STORED_PHONE, false) });
    actor.send({ type: 'phone.code.changed', value: '12-34-56' });
    actor.send({ type: 'phone.number.changeRequested' });
    expect(selectVariantStep(snapshot())).toBe(1);
    expect(selectCode(snapshot())).toBe('');
    expect(selectIsPhoneEditable(snapshot())).toBe(true);
  });

  it('a failed code request stays on step 1 with the message', async () => {
    const { actor, send, effects, snapshot } = start({ variant: 'steps' });
    actor.send({ type: 'phone.code.requested' });
    await send.reject(new ApiError('Hata', 400));
    expect(selectVariantStep(snapshot())).toBe(1);
    expect(effects.failure).toHaveBeenCalledTimes(1);
  });
});

describe('phone verification actors', () => {
  it('post both steps to customer/updatephone, with the given token, and fail on success: false', async () => {
    let answer: unknown = ok(status(STORED_PHONE, false), 'ok');
    const { api: client, requests } = recordingApi(() => answer, { token: null });
    const { sendPhoneCode, verifyPhoneCode } = phoneVerificationActors(client);
    expect(await outputOf(sendPhoneCode, { phone: STORED_PHONE, token: 'new-token' })).toEqual({
      message: 'ok',
      status: status(STORED_PHONE, false),
    });

    answer = refusal('Kod hatalı');
    const checked = await settled(verifyPhoneCode, { phone: STORED_PHONE, code: '123456' });
    expect(checked.status).toBe('error');
    expect(checked.error).toEqual(new ApiError('Kod hatalı', 200));

    const sent = requests.map(({ url, body, headers }) => ({ url, body, authorization: headers.get('authorization') }));
    expect(sent).toEqual([
      {
        url: 'http://site.test/api/customer/updatephone',
        body: { step: 1, phone: STORED_PHONE },
        authorization: 'Bearer new-token',
      },
      {
        url: 'http://site.test/api/customer/updatephone',
        body: { step: 2, phone: STORED_PHONE, code: '123456' },
        authorization: null,
      },
    ]);
  });
});

describe('phone verification machine: generated paths', () => {
  const machine = phoneVerificationMachine.provide({
    actors: { sendPhoneCode: pending as never, verifyPhoneCode: pending as never },
    actions: { 'report phone verified': () => {}, 'close all dialogs': () => {} },
  });
  const sent = { message: '', status: status(NEW_PHONE, false) };
  const verified = { message: '', status: status(NEW_PHONE, true) };
  const failure = new ApiError('Hata', 400);
  const events = (snapshot: Parameters<typeof delayEvents>[0]): PhoneVerificationEvent[] =>
    [
      { type: 'phone.number.changed', value: NEW_PHONE },
      { type: 'phone.code.changed', value: '123-456' },
      { type: 'phone.code.requested' },
      { type: 'phone.code.resendRequested' },
      { type: 'phone.code.submitted' },
      { type: 'phone.update.requested' },
      { type: 'phone.update.cancelled' },
      { type: 'phone.number.changeRequested' },
      { type: 'phone.closed' },
      { type: 'xstate.done.actor.sendCode', output: sent },
      { type: 'xstate.error.actor.sendCode', error: failure },
      { type: 'xstate.done.actor.resendCode', output: sent },
      { type: 'xstate.error.actor.resendCode', error: failure },
      { type: 'xstate.done.actor.verifyCode', output: verified },
      { type: 'xstate.error.actor.verifyCode', error: failure },
      ...delayEvents(snapshot),
    ] as PhoneVerificationEvent[];
  // The countdown's counter is display only: leaving it out keeps each tick a loop on one state.
  const serializeState = (snapshot: {
    value: unknown;
    context: { phone: string; code: string; smsVerified: boolean };
  }) => JSON.stringify([snapshot.value, snapshot.context.phone, snapshot.context.code, snapshot.context.smsVerified]);
  const inputOf = (overrides: Partial<PhoneVerificationInput>) => (): PhoneVerificationInput => ({
    phone: STORED_PHONE,
    smsVerified: false,
    ...overrides,
  });
  const suites = [
    ['not verified', generatePaths(machine, { events, serializeState, input: inputOf({}) })],
    // Verified leads to Update (Change Phone): a verified player walks the change and its cancels.
    ['already verified', generatePaths(machine, { events, serializeState, input: inputOf({ smsVerified: true }) })],
    ['variant dialog', generatePaths(machine, { events, serializeState, input: inputOf({ variant: 'steps' }) })],
    ['after sign-up', generatePaths(machine, { events, serializeState, input: inputOf({ variant: 'signUp', token: 'new-token' }) })],
  ] as const;

  testEveryPath(phoneVerificationMachine, Object.fromEntries(suites), (actual, expected) => {
    expect(actual.context.phone).toBe(expected.context.phone);
    expect(actual.context.code).toBe(expected.context.code);
    expect(actual.context.smsVerified).toBe(expected.context.smsVerified);
  });
});
