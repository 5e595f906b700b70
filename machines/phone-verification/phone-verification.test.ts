// Phone verification: the account dialog's pages, Send Code, Verify, Update Number, the 60 s resend
// countdown on the machine clock, the variant dialog, the actors' calls; plus generated path
// coverage from each starting point.
import { describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor, createMachine, fromPromise, SimulatedClock } from 'xstate';
import { ApiError, createApiClient } from '../../src/api/client';
import { controllable, flush } from '../testing/fixtures';
import { delayEvents, generatePaths, missingCoverage, pending } from '../testing/path-coverage';
import type { PhoneCallInput, PhoneCallResult } from './phone-verification.actors';
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

const api = createApiClient({
  baseUrl: 'http://test.invalid/api',
  fetch: () => Promise.reject(new Error('no network in machine tests')),
  getToken: () => 'token-1',
  getLocale: () => 'tr',
  getFingerprint: () => 'fp',
  onUnauthorized: () => {},
});

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
  const effects = { success: vi.fn<(message: string) => void>(), failure: vi.fn<(error: unknown) => void>() };
  const received = { session: [] as unknown[], dialogs: [] as unknown[] };
  const machine = phoneVerificationMachine.provide({
    actors: { sendPhoneCode: send.logic as never, verifyPhoneCode: verify.logic as never },
    actions: {
      'notify success': (_, params) => effects.success(params.message),
      'notify failure': (_, params) => effects.failure(params.error),
    },
  });
  const recorder = (into: unknown[]) => createMachine({ on: { '*': { actions: ({ event }) => into.push(event) } } });
  const clock = new SimulatedClock();
  // The real session and dialogs actors are addressed through the system, as the app wires them.
  const host = createActor(
    createMachine({
      invoke: [
        { src: recorder(received.session), systemId: 'session' },
        { src: recorder(received.dialogs), systemId: 'dialogs' },
        {
          id: 'phone',
          src: machine,
          input: { api, phone: STORED_PHONE, smsVerified: false, ...input } satisfies PhoneVerificationInput,
        },
      ],
    }),
    { clock },
  );
  host.start();
  const actor = host.getSnapshot().children.phone as ActorRefFrom<typeof phoneVerificationMachine>;
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
    const requests: Array<{ url: string; body: unknown; authorization: string | null }> = [];
    let answer: unknown = { success: true, message: 'ok', data: status(STORED_PHONE, false) };
    const client = createApiClient({
      baseUrl: 'http://site.test/api',
      fetch: async (request) => {
        requests.push({
          url: request.url,
          body: await request.json(),
          authorization: request.headers.get('authorization'),
        });
        return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
      },
      getToken: () => null,
      getLocale: () => 'tr',
      getFingerprint: () => 'fp',
      onUnauthorized: () => {},
    });
    const { sendPhoneCode, verifyPhoneCode } = await import('./phone-verification.actors');
    const sent = createActor(sendPhoneCode, { input: { api: client, phone: STORED_PHONE, token: 'new-token' } });
    sent.start();
    await vi.waitFor(() => expect(sent.getSnapshot().status).toBe('done'));
    expect(sent.getSnapshot().output).toEqual({ message: 'ok', status: status(STORED_PHONE, false) });

    answer = { success: false, message: 'Kod hatalı', data: null };
    const checked = createActor(verifyPhoneCode, { input: { api: client, phone: STORED_PHONE, code: '123456' } });
    checked.subscribe({ error: () => {} });
    checked.start();
    await vi.waitFor(() => expect(checked.getSnapshot().status).toBe('error'));
    expect(checked.getSnapshot().error).toEqual(new ApiError('Kod hatalı', 200));

    expect(requests).toEqual([
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
    api,
    phone: STORED_PHONE,
    smsVerified: false,
    ...overrides,
  });
  const suites = [
    ['not verified', generatePaths(machine, { events, serializeState, input: inputOf({}) })],
    // Verified is a page without ways out: its one path is the start itself.
    [
      'already verified',
      generatePaths(machine, { events, serializeState, input: inputOf({ smsVerified: true }), strategy: 'shortest' }),
    ],
    ['variant dialog', generatePaths(machine, { events, serializeState, input: inputOf({ variant: 'steps' }) })],
  ] as const;

  for (const [name, suite] of suites) {
    it.each(suite.paths.map((path) => [path.description, path] as const))(`${name}: reaches %s`, (_, path) => {
      const { snapshot } = suite.replay(path);
      expect(snapshot.value).toEqual(path.expected.value);
      expect(snapshot.context.phone).toBe(path.expected.context.phone);
      expect(snapshot.context.code).toBe(path.expected.context.code);
      expect(snapshot.context.smsVerified).toBe(path.expected.context.smsVerified);
    });
  }

  it('reaches every state and takes every transition', () => {
    expect(
      missingCoverage(
        phoneVerificationMachine,
        suites.map(([, suite]) => suite),
      ),
    ).toEqual({
      missingStates: [],
      missingTransitions: [],
    });
  });
});
