// Hand-written expectations for sign-up's edges: a refused sign-up and its retry; a failed code
// request, a failed code check, Change Phone Number and Skip Verification (the cancels); a failed
// bonus claim; a failed country list. After each, the state (by value) and what the dialog shows
// (view, phone step, busy, phone lock, code, celebration, the errors), written out here.
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ApiError } from '../../common/contract/client';
import { memoryStore } from '../shared/ports';
import { controllable, hosted, sessionFixture } from '../testing/fixtures';
import type { Country } from './registration.actors';
import { type RegistrationFieldChange, registrationMachine } from './registration.machine';
import { change, fastFill } from './registration.paths';
import { phoneVerificationMachine } from '../phone-verification/phone-verification.machine';
import * as phone from '../phone-verification/phone-verification.selectors';
import {
  selectCelebration,
  selectCountries,
  selectErrors,
  selectIsBusy,
  selectPhoneStep,
  selectPhoneVerificationRef,
  selectView,
} from './registration.selectors';

/** Steps 1 and 2 are the invoked phone verification's: the dialog renders and sends to it. */
const phoneOf = (actor: { getSnapshot(): Parameters<typeof selectPhoneVerificationRef>[0] }) =>
  selectPhoneVerificationRef(actor.getSnapshot())!;

const PHONE = '5321234567';
const auth = sessionFixture({ token: 'new-token', username: 'ayse1990', balance: 0, phone: PHONE });
const countries: Country[] = [{ id: 90, name: 'Türkiye' }] as Country[];
const fastForm = fastFill;
const phoneAnswer = (smsVerified: boolean) => ({ message: smsVerified ? 'Doğrulandı' : 'Kod gönderildi', status: { phone: PHONE, smsVerified, resendAfterSeconds: 60 } });

function start(trialBonus = 15_050) {
  const calls = {
    form: controllable<unknown, Country[], null>(() => null),
    register: controllable<{ body: Record<string, unknown> }, { message: string; auth: typeof auth }, unknown>((input) => input.body),
    sendCode: controllable<{ phone: string }, unknown, string>((input) => input.phone),
    verifyCode: controllable<{ code: string }, unknown, string>((input) => input.code),
    claim: controllable<unknown, void, null>(() => null),
  };
  const effects = { success: vi.fn(), failure: vi.fn(), confetti: vi.fn(), navigate: vi.fn(), liveChat: vi.fn() };
  const phoneEffects = {
    'notify success': (_: unknown, params: { message: string }) => effects.success(params.message),
    'notify failure': (_: unknown, params: { error: unknown }) => effects.failure(params.error),
  };
  const machine = registrationMachine.provide({
    actors: {
      loadRegistrationForm: calls.form.logic as never,
      register: calls.register.logic as never,
      phoneVerification: phoneVerificationMachine.provide({
        actors: { sendPhoneCode: calls.sendCode.logic as never, verifyPhoneCode: calls.verifyCode.logic as never },
        actions: phoneEffects,
      }),
      defineTrialBonus: calls.claim.logic as never,
    },
    actions: {
      'notify success': (_, params) => effects.success(params.message),
      'notify failure': (_, params) => effects.failure(params.error),
      'fire confetti': () => effects.confetti(),
      navigate: (_, params) => effects.navigate(params.to),
      'open live chat': () => effects.liveChat(),
    },
  });
  const clock = new SimulatedClock();
  const { actor, received } = hosted(
    machine,
    { storage: memoryStore(), activeTab: 'fast', trialBonus },
    { systemIds: ['session', 'dialogs'], clock },
  );
  const seen = () => {
    const snapshot = actor.getSnapshot();
    const steps = selectPhoneVerificationRef(snapshot)?.getSnapshot();
    return {
      view: selectView(snapshot),
      step: (steps && phone.selectVariantStep(steps)) ?? selectPhoneStep(snapshot),
      busy: selectIsBusy(snapshot) || (steps !== undefined && phone.selectIsBusy(steps)),
      locked: steps === undefined || !phone.selectIsPhoneEditable(steps),
      canRequest: steps !== undefined && phone.selectCanSendCode(steps),
      canVerify: steps !== undefined && phone.selectCanVerify(steps),
      code: steps ? phone.selectCode(steps) : '',
      celebration: selectCelebration(snapshot),
    };
  };
  const fill = (changes: RegistrationFieldChange[]) => changes.forEach((event) => actor.send(event));
  return { actor, calls, effects, session: received.session, dialogs: received.dialogs, clock, seen, fill };
}

const onForm = { view: 'form', step: 0, busy: false, locked: true, canRequest: false, canVerify: false, code: '', celebration: null };

describe('registration edges', () => {
  it('a pristine form shows no error; leaving a field shows its own error, a birth-date box the date\'s, the rest waits for Register', async () => {
    const machine = registrationMachine.provide({ actors: { loadRegistrationForm: controllable<unknown, Country[], null>(() => null).logic as never } });
    const { actor } = hosted(
      machine,
      { storage: memoryStore(), activeTab: 'full', trialBonus: 0 },
      { systemIds: ['session', 'dialogs'], clock: new SimulatedClock() },
    );
    const errors = () => selectErrors(actor.getSnapshot());
    expect(errors()).toEqual({});
    actor.send(change('email', 'ayse@'));
    expect(errors()).toEqual({});
    actor.send({ type: 'registration.field.left', field: 'email' });
    expect(errors()).toEqual({ email: { key: 'email' } });
    actor.send({ type: 'registration.field.left', field: 'birthDateDay' });
    expect(Object.keys(errors()).sort()).toEqual(['birthDate', 'birthDateDay', 'email']);
    actor.send({ type: 'registration.submitted' });
    expect(Object.keys(errors())).toEqual(expect.arrayContaining(['name', 'surname', 'username', 'password', 'phone', 'PersonalNo']));
  });

  it('a refused sign-up: back to the checked form, the error toasted, nobody logged in; the retry without the bonus celebrates, Deposit goes to the deposit page', async () => {
    const { actor, calls, effects, session, dialogs, clock, seen, fill } = start();
    await calls.form.resolve(countries);
    fill(fastForm);
    actor.send({ type: 'registration.submitted' });
    expect(seen()).toEqual({ ...onForm, busy: true });
    const error = new ApiError('Bu kullanıcı adı alınmış', 400);
    await calls.register.reject(error);
    expect(actor.getSnapshot().value).toEqual({ signUp: { countries: 'listed', form: 'checked' } });
    expect(seen()).toEqual(onForm);
    expect(effects.failure.mock.calls).toEqual([[error]]);
    expect(session).toEqual([]);
    // Checked: a broken field shows its error at once (spec §5: a sign-up username is 5 to 30).
    fill([change('username', 'ayse')]);
    expect(selectErrors(actor.getSnapshot())).toEqual({ username: { key: 'minLength', params: { limit: 5 } } });
    fill([change('username', 'ayse1991')]);
    actor.send({ type: 'registration.submitted' });
    expect(calls.register.calls).toHaveLength(2);
    await calls.register.resolve({ message: 'Kayıt başarılı', auth });
    expect(seen()).toEqual({ view: 'celebration', step: 1, busy: false, locked: true, canRequest: false, canVerify: false, code: '', celebration: 'withoutBonus' });
    expect(session).toEqual([{ type: 'session.started', auth }]);
    expect(effects.success.mock.calls).toEqual([['Kayıt başarılı']]);
    clock.increment(99);
    expect(effects.confetti).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.confetti).toHaveBeenCalledTimes(1);
    actor.send({ type: 'celebration.depositChosen' });
    expect(effects.navigate.mock.calls).toEqual([['/dashboard/deposit']]);
    expect(dialogs).toEqual([{ type: 'dialogs.closeAll' }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('with the bonus taken: a failed code request stays on step 1 with the phone locked; a failed check clears the code; Change Phone Number unlocks step 1; Skip closes', async () => {
    const { actor, calls, effects, session, dialogs, seen, fill } = start();
    await calls.form.resolve(countries);
    fill([...fastForm, change('trialBonus', true)]);
    actor.send({ type: 'registration.submitted' });
    await calls.register.resolve({ message: 'Kayıt başarılı', auth });
    // The code request starts at once.
    expect(seen()).toEqual({ view: 'phone', step: 1, busy: true, locked: true, canRequest: false, canVerify: false, code: '', celebration: null });
    const refused = new ApiError('Çok fazla deneme', 429);
    await calls.sendCode.reject(refused);
    expect(actor.getSnapshot().value).toBe('verification');
    expect(phoneOf(actor).getSnapshot().value).toEqual({ phoneStep: 'locked' });
    expect(seen()).toEqual({ view: 'phone', step: 1, busy: false, locked: true, canRequest: true, canVerify: false, code: '', celebration: null });
    expect(effects.failure.mock.calls).toEqual([[refused]]);
    phoneOf(actor).send({ type: 'phone.code.requested' });
    await calls.sendCode.resolve(phoneAnswer(false));
    expect(seen()).toEqual({ view: 'phone', step: 2, busy: false, locked: true, canRequest: false, canVerify: false, code: '', celebration: null });
    phoneOf(actor).send({ type: 'phone.code.changed', value: '12-34-56' });
    expect(seen().canVerify).toBe(true);
    phoneOf(actor).send({ type: 'phone.code.submitted' });
    const wrong = new ApiError('Kod hatalı', 400);
    await calls.verifyCode.reject(wrong);
    expect(seen()).toEqual({ view: 'phone', step: 2, busy: false, locked: true, canRequest: false, canVerify: false, code: '', celebration: null });
    expect(effects.failure.mock.calls).toEqual([[refused], [wrong]]);
    phoneOf(actor).send({ type: 'phone.code.changed', value: '12-34-56' });
    phoneOf(actor).send({ type: 'phone.number.changeRequested' });
    expect(phoneOf(actor).getSnapshot().value).toEqual({ phoneStep: 'idle' });
    expect(seen()).toEqual({ view: 'phone', step: 1, busy: false, locked: false, canRequest: true, canVerify: false, code: '', celebration: null });
    expect(session).toEqual([{ type: 'session.started', auth }]);
    actor.send({ type: 'registration.verification.skipped' });
    expect(dialogs).toEqual([{ type: 'dialogs.closeAll' }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a verified phone celebrates with the bonus; a failed claim still closes 1000 ms later', async () => {
    const { actor, calls, session, dialogs, clock, seen, fill } = start();
    await calls.form.resolve(countries);
    fill([...fastForm, change('trialBonus', true)]);
    actor.send({ type: 'registration.submitted' });
    await calls.register.resolve({ message: 'Kayıt başarılı', auth });
    await calls.sendCode.resolve(phoneAnswer(false));
    phoneOf(actor).send({ type: 'phone.code.changed', value: '65-43-21' });
    phoneOf(actor).send({ type: 'phone.code.submitted' });
    await calls.verifyCode.resolve(phoneAnswer(true));
    expect(calls.verifyCode.calls).toEqual(['654321']);
    expect(seen()).toEqual({ view: 'celebration', step: 2, busy: false, locked: true, canRequest: false, canVerify: false, code: '', celebration: 'withBonus' });
    expect(session).toEqual([{ type: 'session.started', auth }, { type: 'session.phoneVerified', phone: PHONE }]);
    actor.send({ type: 'celebration.claimed' });
    expect(seen().busy).toBe(true);
    await calls.claim.reject(new ApiError('Bonus alınamadı', 400));
    expect(actor.getSnapshot().value).toEqual({ celebration: { withBonus: 'closing' } });
    clock.increment(999);
    expect(dialogs).toEqual([]);
    clock.increment(1);
    expect(dialogs).toEqual([{ type: 'dialogs.closeAll' }]);
  });

  it('a failed country list is silent: no toast, no countries', async () => {
    const { actor, calls, effects } = start();
    await calls.form.reject(new ApiError('Sunucu hatası', 500));
    expect(actor.getSnapshot().value).toEqual({ signUp: { countries: 'unavailable', form: 'pristine' } });
    expect(selectCountries(actor.getSnapshot())).toEqual([]);
    expect(effects.failure).not.toHaveBeenCalled();
  });
});
