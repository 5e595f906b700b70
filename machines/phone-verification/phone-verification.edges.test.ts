// Hand-written expectations for phone verification's edges: a failed send, a failed verify (the code
// cleared), a failed resend, success on the pages and in the variant, Change Phone Number (the
// variant's cancel), and a verified player changing the number (issue 13). After each, the state (by value) and what the dialog shows (page, busy,
// buttons enabled, code, countdown), written out here.
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { controllable, hosted } from '../testing/fixtures';
import type { PhoneCallResult } from './phone-verification.actors';
import { type PhoneVerificationInput, phoneVerificationMachine } from './phone-verification.machine';
import {
  selectCanCancelUpdate,
  selectCanUpdate,
  selectIsPhoneEditable,
  selectIsReplacingVerified,
  selectPhone,
  selectCanResend,
  selectCanSendCode,
  selectCanVerify,
  selectCode,
  selectIsBusy,
  selectIsVerified,
  selectPage,
  selectSecondsLeft,
} from './phone-verification.selectors';

const PHONE = '5321234567';
const answer = (message: string, smsVerified: boolean): PhoneCallResult =>
  ({ message, status: { phone: PHONE, smsVerified, resendAfterSeconds: smsVerified ? 0 : 60 } }) as PhoneCallResult;

function start(input: Partial<PhoneVerificationInput> = {}) {
  const send = controllable<{ phone: string }, PhoneCallResult, string>((call) => call.phone);
  const verify = controllable<{ phone: string; code: string }, PhoneCallResult, string>((call) => `${call.phone}:${call.code}`);
  const effects = { success: vi.fn(), failure: vi.fn() };
  const machine = phoneVerificationMachine.provide({
    actors: { sendPhoneCode: send.logic as never, verifyPhoneCode: verify.logic as never },
    actions: {
      'notify success': (_, params) => effects.success(params.message),
      'notify failure': (_, params) => effects.failure(params.error),
    },
  });
  const clock = new SimulatedClock();
  const { actor, received } = hosted(
    machine,
    { phone: PHONE, smsVerified: false, ...input },
    { systemIds: ['session', 'dialogs'], clock },
  );
  const seen = () => {
    const snapshot = actor.getSnapshot();
    return {
      page: selectPage(snapshot),
      busy: selectIsBusy(snapshot),
      canSend: selectCanSendCode(snapshot),
      canVerify: selectCanVerify(snapshot),
      code: selectCode(snapshot),
      verified: selectIsVerified(snapshot),
    };
  };
  return { actor, send, verify, effects, session: received.session, dialogs: received.dialogs, clock, seen };
}

describe('phone verification edges', () => {
  it('a failed Send Code: back on page 0, idle, Send Code enabled again, the error toasted; the retry moves to the code page', async () => {
    const { actor, send, effects, seen } = start();
    expect(seen()).toEqual({ page: 'notVerified', busy: false, canSend: true, canVerify: false, code: '', verified: false });
    actor.send({ type: 'phone.code.requested' });
    expect(actor.getSnapshot().value).toEqual({ notVerified: 'sending' });
    expect(seen().busy).toBe(true);
    const error = new ApiError('Çok fazla deneme', 429);
    await send.reject(error);
    expect(actor.getSnapshot().value).toEqual({ notVerified: 'idle' });
    expect(seen()).toEqual({ page: 'notVerified', busy: false, canSend: true, canVerify: false, code: '', verified: false });
    expect(effects.failure.mock.calls).toEqual([[error]]);
    actor.send({ type: 'phone.code.requested' });
    await send.resolve(answer('Kod gönderildi', false));
    expect(send.calls).toEqual([PHONE, PHONE]);
    expect(actor.getSnapshot().value).toEqual({ verificationCode: { code: 'idle', resend: { counting: 'ticking' } } });
  });

  it('a failed Verify clears the code, toasts, and Verify is disabled until a new code is typed; the retry verifies and tells the session', async () => {
    const { actor, send, verify, effects, session, seen } = start();
    actor.send({ type: 'phone.code.requested' });
    await send.resolve(answer('Kod gönderildi', false));
    actor.send({ type: 'phone.code.changed', value: '123-456' });
    expect(seen()).toEqual({ page: 'verificationCode', busy: false, canSend: false, canVerify: true, code: '123456', verified: false });
    actor.send({ type: 'phone.code.submitted' });
    expect(seen().busy).toBe(true);
    const error = new ApiError('Kod hatalı', 400);
    await verify.reject(error);
    expect(actor.getSnapshot().value).toEqual({ verificationCode: { code: 'idle', resend: { counting: 'ticking' } } });
    expect(seen()).toEqual({ page: 'verificationCode', busy: false, canSend: false, canVerify: false, code: '', verified: false });
    expect(effects.failure.mock.calls).toEqual([[error]]);
    expect(session).toEqual([]);
    actor.send({ type: 'phone.code.changed', value: '654-321' });
    actor.send({ type: 'phone.code.submitted' });
    expect(verify.calls).toEqual([`${PHONE}:123456`, `${PHONE}:654321`]);
    await verify.resolve(answer('Telefonunuz doğrulandı', true));
    expect(actor.getSnapshot().value).toBe('verified');
    expect(seen()).toEqual({ page: 'verified', busy: false, canSend: false, canVerify: false, code: '654321', verified: true });
    expect(effects.success.mock.calls).toEqual([['Telefonunuz doğrulandı']]);
    expect(session).toEqual([{ type: 'session.phoneVerified', phone: PHONE }]);
  });

  it('the resend link shows after 60 s; a failed resend brings the link back with the error; a good one restarts the countdown at 60', async () => {
    const { actor, send, effects, clock } = start();
    actor.send({ type: 'phone.code.requested' });
    await send.resolve(answer('Kod gönderildi', false));
    for (let second = 0; second < 59; second += 1) clock.increment(1000);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(1);
    expect(selectCanResend(actor.getSnapshot())).toBe(false);
    clock.increment(1000);
    expect(selectCanResend(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'phone.code.resendRequested' });
    expect(actor.getSnapshot().value).toEqual({ verificationCode: { code: 'idle', resend: 'resending' } });
    const error = new ApiError('Lütfen bekleyin', 429);
    await send.reject(error);
    expect(actor.getSnapshot().value).toEqual({ verificationCode: { code: 'idle', resend: 'available' } });
    expect(selectCanResend(actor.getSnapshot())).toBe(true);
    expect(effects.failure.mock.calls).toEqual([[error]]);
    actor.send({ type: 'phone.code.resendRequested' });
    await send.resolve(answer('Kod gönderildi', false));
    expect(selectCanResend(actor.getSnapshot())).toBe(false);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(60);
  });

  it('the variant: Change Phone Number goes back to step 1 with the code cleared; a failed verify stays on step 2; success says congratulations, Close closes the dialogs', async () => {
    const { actor, send, verify, effects, session, dialogs, seen } = start({ variant: 'steps', phone: null });
    expect(seen()).toEqual({ page: 'phoneStep', busy: false, canSend: false, canVerify: false, code: '', verified: false });
    actor.send({ type: 'phone.number.changed', value: PHONE });
    expect(seen().canSend).toBe(true);
    actor.send({ type: 'phone.code.requested' });
    await send.resolve(answer('Kod gönderildi', false));
    expect(actor.getSnapshot().value).toEqual({ codeStep: 'idle' });
    actor.send({ type: 'phone.code.changed', value: '12-34-56' });
    actor.send({ type: 'phone.number.changeRequested' });
    expect(actor.getSnapshot().value).toEqual({ phoneStep: 'idle' });
    expect(seen()).toEqual({ page: 'phoneStep', busy: false, canSend: true, canVerify: false, code: '', verified: false });
    actor.send({ type: 'phone.code.requested' });
    await send.resolve(answer('Kod gönderildi', false));
    actor.send({ type: 'phone.code.changed', value: '12-34-56' });
    actor.send({ type: 'phone.code.submitted' });
    await verify.reject(new ApiError('Kod hatalı', 400));
    expect(actor.getSnapshot().value).toEqual({ codeStep: 'idle' });
    expect(seen().code).toBe('');
    actor.send({ type: 'phone.code.changed', value: '65-43-21' });
    actor.send({ type: 'phone.code.submitted' });
    await verify.resolve(answer('Telefonunuz doğrulandı', true));
    expect(seen()).toEqual({ page: 'congratulations', busy: false, canSend: false, canVerify: false, code: '654321', verified: true });
    // The variant says Congratulations! instead of a toast.
    expect(effects.success).not.toHaveBeenCalled();
    expect(session).toEqual([{ type: 'session.phoneVerified', phone: PHONE }]);
    expect(dialogs).toEqual([]);
    actor.send({ type: 'phone.closed' });
    expect(dialogs).toEqual([{ type: 'dialogs.closeAll' }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('an already verified phone opens on the Verified page', () => {
    const { seen } = start({ smsVerified: true });
    expect(seen()).toEqual({ page: 'verified', busy: false, canSend: false, canVerify: false, code: '', verified: true });
  });

  it('a verified player: Change Phone opens Update (phone editable); the new number gets a code; the verified number is the session\'s until the new one is verified', async () => {
    const NEW = '5559876543';
    const { actor, send, verify, session, seen } = start({ smsVerified: true });
    const page = () => {
      const snapshot = actor.getSnapshot();
      return {
        page: selectPage(snapshot),
        phone: selectPhone(snapshot),
        editable: selectIsPhoneEditable(snapshot),
        canUpdate: selectCanUpdate(snapshot),
        canCancel: selectCanCancelUpdate(snapshot),
        replacing: selectIsReplacingVerified(snapshot),
      };
    };
    expect(page()).toEqual({ page: 'verified', phone: PHONE, editable: false, canUpdate: true, canCancel: false, replacing: false });
    actor.send({ type: 'phone.update.requested' });
    expect(actor.getSnapshot().value).toEqual({ update: 'idle' });
    expect(page()).toEqual({ page: 'update', phone: PHONE, editable: true, canUpdate: false, canCancel: true, replacing: true });
    actor.send({ type: 'phone.number.changed', value: NEW });
    actor.send({ type: 'phone.code.requested' });
    await send.resolve({ message: 'Kod gönderildi', status: { phone: NEW, smsVerified: false, resendAfterSeconds: 60 } } as PhoneCallResult);
    expect(send.calls).toEqual([NEW]);
    expect(page()).toEqual({ page: 'verificationCode', phone: NEW, editable: false, canUpdate: false, canCancel: true, replacing: true });
    // Nothing told the session yet: the account still has its verified number.
    expect(session).toEqual([]);
    actor.send({ type: 'phone.code.changed', value: '111-222' });
    actor.send({ type: 'phone.code.submitted' });
    await verify.resolve({ message: 'Telefonunuz doğrulandı', status: { phone: NEW, smsVerified: true, resendAfterSeconds: 0 } } as PhoneCallResult);
    expect(verify.calls).toEqual([`${NEW}:111222`]);
    expect(page()).toEqual({ page: 'verified', phone: NEW, editable: false, canUpdate: true, canCancel: false, replacing: false });
    expect(seen().verified).toBe(true);
    expect(session).toEqual([{ type: 'session.phoneVerified', phone: NEW }]);
  });

  it('Cancel while changing a verified number goes back to Verified with the old number, from Update and from the code page', async () => {
    const { actor, send, session } = start({ smsVerified: true });
    actor.send({ type: 'phone.update.requested' });
    actor.send({ type: 'phone.number.changed', value: '5550001111' });
    actor.send({ type: 'phone.update.cancelled' });
    expect(actor.getSnapshot().value).toBe('verified');
    expect(selectPhone(actor.getSnapshot())).toBe(PHONE);
    actor.send({ type: 'phone.update.requested' });
    actor.send({ type: 'phone.number.changed', value: '5550001111' });
    actor.send({ type: 'phone.code.requested' });
    await send.resolve({ message: 'Kod gönderildi', status: { phone: '5550001111', smsVerified: false, resendAfterSeconds: 60 } } as PhoneCallResult);
    actor.send({ type: 'phone.code.changed', value: '123-456' });
    actor.send({ type: 'phone.update.cancelled' });
    expect(actor.getSnapshot().value).toBe('verified');
    expect(selectPhone(actor.getSnapshot())).toBe(PHONE);
    expect(selectCode(actor.getSnapshot())).toBe('');
    expect(session).toEqual([]);
  });

  it('Cancel on Update for an unverified phone goes back to Not verified', () => {
    const { actor } = start();
    actor.send({ type: 'phone.update.requested' });
    actor.send({ type: 'phone.number.changed', value: '5550001111' });
    actor.send({ type: 'phone.update.cancelled' });
    expect(actor.getSnapshot().value).toEqual({ notVerified: 'idle' });
    expect(selectPhone(actor.getSnapshot())).toBe(PHONE);
  });
});
