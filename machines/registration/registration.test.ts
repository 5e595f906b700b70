// Registration: the form (full and fast, countries, validation from the contract, the request body),
// sign-up success with and without the trial bonus, the phone steps, the celebrations and their
// timers on the machine clock, the calls themselves; plus generated path coverage.
import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ApiError } from '../../common/contract/client';
import type { PhoneCallInput, PhoneCallResult } from '../phone-verification/phone-verification.actors';
import { memoryStore } from '../shared/ports';
import { controllable, hosted, notifySpies, ok, recordingApi, refusal, settled } from '../testing/fixtures';
import { testEveryPath } from '../testing/path-tests';
import { type Country, type RegisterBody, type RegisterResult, registrationActors } from './registration.actors';
import { change, fastFill, fullFill, PATH_BONUS, PATH_PHONE, pathCountries, pathPlayer, registrationPaths } from './registration.paths';
import {
  CONFETTI,
  DEPOSIT_PATH,
  REFERRAL_ID_KEY,
  type RegistrationFieldChange,
  type RegistrationInput,
  registrationMachine,
} from './registration.machine';
import { phoneVerificationMachine } from '../phone-verification/phone-verification.machine';
import * as phone from '../phone-verification/phone-verification.selectors';
import {
  selectCelebration,
  selectCountries,
  selectErrors,
  selectFieldError,
  selectForm,
  selectIsBusy,
  selectIsTrialBonusOffered,
  selectPhoneStep,
  selectPhoneVerificationRef,
  selectRequestBody,
  selectStepMessage,
  selectTrialBonus,
  selectTrialBonusText,
  selectValue,
  selectView,
} from './registration.selectors';


/** Steps 1 and 2 are the invoked phone verification's: the dialog renders and sends to it. */
const phoneOf = (actor: { getSnapshot(): Parameters<typeof selectPhoneVerificationRef>[0] }) =>
  selectPhoneVerificationRef(actor.getSnapshot())!;
/** The phone steps' snapshot, what the dialog's steps render. */
const steps = (actor: Parameters<typeof phoneOf>[0]) => phoneOf(actor).getSnapshot();

const countries = pathCountries;
const withoutTurkiye = countries.filter((country) => country.id !== 792);

const PHONE = PATH_PHONE;
const NEW_PHONE = '5559876543';
const BONUS = PATH_BONUS;
const player = pathPlayer;

function start(input: Partial<RegistrationInput> & { stored?: Record<string, string> } = {}) {
  const { stored, ...overrides } = input;
  const calls = {
    form: controllable<unknown, Country[]>(),
    register: controllable<{ body: RegisterBody }, RegisterResult>(),
    sendCode: controllable<PhoneCallInput, PhoneCallResult>(),
    verifyCode: controllable<PhoneCallInput & { code: string }, PhoneCallResult>(),
    claim: controllable<{ token?: string | null }, void>(),
  };
  const notify = notifySpies();
  const phoneEffects = notify.actions;
  const effects = {
    ...notify.effects,
    confetti: vi.fn<(options: typeof CONFETTI) => void>(),
    navigate: vi.fn<(to: string) => void>(),
    liveChat: vi.fn(),
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
      ...notify.actions,
      'fire confetti': (_, params) => effects.confetti(params),
      navigate: (_, params) => effects.navigate(params.to),
      'open live chat': () => effects.liveChat(),
    },
  });
  const clock = new SimulatedClock();
  // The real session and dialogs actors are addressed through the system, as the app wires them.
  const { actor, received } = hosted(
    machine,
    { storage: memoryStore(stored), trialBonus: BONUS, ...overrides } satisfies RegistrationInput,
    { systemIds: ['session', 'dialogs'], clock },
  );
  const fill = (changes: RegistrationFieldChange[]) => changes.forEach((event) => actor.send(event));
  return { actor, calls, effects, received, clock, fill, snapshot: () => actor.getSnapshot() };
}

/** A full form with its countries listed and every field valid. */
async function filledFullForm(input: Parameters<typeof start>[0] = {}) {
  const started = start(input);
  await started.calls.form.resolve(countries);
  started.clock.increment(300);
  started.fill(fullFill);
  return started;
}

describe('registration machine: the form', () => {
  it('shows the full form by default and lists the countries 300 ms after loading, Türkiye selected', async () => {
    const { calls, clock, snapshot } = start();
    expect(selectView(snapshot())).toBe('form');
    expect(selectPhoneStep(snapshot())).toBe(0);
    expect(selectForm(snapshot())).toBe('full');
    expect(calls.form.calls).toHaveLength(1);
    await calls.form.resolve(countries);
    expect(selectCountries(snapshot())).toEqual([]);
    clock.increment(299);
    expect(selectCountries(snapshot())).toEqual([]);
    expect(selectValue('country')(snapshot())).toBeNull();
    clock.increment(1);
    expect(selectCountries(snapshot())).toEqual(countries);
    expect(selectValue('country')(snapshot())).toBe(792);
  });

  it('the full form leaves Select Country when Türkiye is not listed', async () => {
    const { calls, clock, snapshot } = start({ activeTab: null });
    expect(selectForm(snapshot())).toBe('full');
    await calls.form.resolve(withoutTurkiye);
    clock.increment(300);
    expect(selectCountries(snapshot())).toEqual(withoutTurkiye);
    expect(selectValue('country')(snapshot())).toBeNull();
  });

  it('the fast form takes the countries at once, Türkiye or else the first (it has no visible select)', async () => {
    const first = start({ activeTab: 'fast' });
    expect(selectForm(first.snapshot())).toBe('fast');
    await first.calls.form.resolve(countries);
    expect(selectValue('country')(first.snapshot())).toBe(792);
    const second = start({ activeTab: 'fast' });
    await second.calls.form.resolve(withoutTurkiye);
    expect(selectCountries(second.snapshot())).toEqual(withoutTurkiye);
    expect(selectValue('country')(second.snapshot())).toBe(276);
  });

  it('a failed form load is silent and leaves the list empty', async () => {
    const { actor, calls, clock, effects, fill, snapshot } = start();
    await calls.form.reject(new ApiError('Sunucu hatası', 500));
    clock.increment(300);
    expect(effects.failure).not.toHaveBeenCalled();
    expect(selectCountries(snapshot())).toEqual([]);
    fill(fullFill);
    actor.send({ type: 'registration.submitted' });
    expect(calls.register.calls).toEqual([]);
    expect(selectFieldError('country')(snapshot())).toEqual({ key: 'required' });
  });

  it('shows no error before the first submit, then the contract rules of spec §5', async () => {
    const { actor, calls, clock, fill, snapshot } = start();
    await calls.form.resolve(countries);
    clock.increment(300);
    fill([change('username', 'ab_c'), change('password', 'secret12'), change('password2', 'secret13')]);
    expect(selectErrors(snapshot())).toEqual({});
    actor.send({ type: 'registration.submitted' });
    expect(calls.register.calls).toEqual([]);
    expect(selectErrors(snapshot())).toEqual({
      name: { key: 'required' },
      surname: { key: 'required' },
      username: { key: 'minLength', params: { limit: 5 } },
      email: { key: 'required' },
      phone: { key: 'required' },
      PersonalNo: { key: 'required' },
      birthDate: { key: 'required' },
      birthDateDay: { key: 'required' },
      birthDateMonth: { key: 'required' },
      birthDateYear: { key: 'required' },
      password2: { key: 'mismatch', params: { field: 'password' } },
      termsAccepted: { key: 'required' },
      ageConfirmed: { key: 'required' },
    });
    fill([
      change('username', 'ab_cde'),
      change('email', 'not-an-email'),
      change('phone', '90-532'),
      change('PersonalNo', '1234'),
      change('birthDateDay', '31'),
      change('birthDateMonth', '02'),
      change('birthDateYear', '1990'),
    ]);
    expect(selectFieldError('username')(snapshot())).toEqual({ key: 'pattern' });
    expect(selectFieldError('email')(snapshot())).toEqual({ key: 'email' });
    expect(selectFieldError('phone')(snapshot())).toEqual({ key: 'pattern' });
    expect(selectFieldError('PersonalNo')(snapshot())).toEqual({ key: 'pattern' });
    expect(selectFieldError('birthDate')(snapshot())).toEqual({ key: 'date' });
    expect(selectFieldError('birthDateDay')(snapshot())).toBeUndefined();
  });

  it('builds the full body: birth date from the boxes, currency 1, refId from storage, trialBonus 1 when ticked', async () => {
    const { actor, calls, fill, snapshot } = await filledFullForm({ stored: { [REFERRAL_ID_KEY]: ' 42 ' } });
    expect(selectIsTrialBonusOffered(snapshot())).toBe(true);
    fill([change('trialBonus', true)]);
    actor.send({ type: 'registration.submitted' });
    expect(selectIsBusy(snapshot())).toBe(true);
    expect(calls.register.calls.map((call) => call.body)).toEqual([
      {
        name: 'Ayşe',
        surname: 'Yılmaz',
        username: 'ayse1990',
        email: 'ayse@example.com',
        phone: PHONE,
        country: 792,
        currencyId: 1,
        password: 'secret12',
        password2: 'secret12',
        trialBonus: 1,
        refId: 42,
        termsAccepted: true,
        ageConfirmed: true,
        PersonalNo: '10000000146',
        birthDate: '1990-03-07',
        birthDateDay: '07',
        birthDateMonth: '03',
        birthDateYear: '1990',
      },
    ]);
  });

  it('builds the fast body: isFast, no TC No or birth date, and no trialBonus when none is offered', async () => {
    const { actor, calls, fill, snapshot } = start({
      activeTab: 'fast',
      trialBonus: 0,
      stored: { [REFERRAL_ID_KEY]: 'abc' },
    });
    await calls.form.resolve(countries);
    expect(selectIsTrialBonusOffered(snapshot())).toBe(false);
    fill(fastFill);
    actor.send({ type: 'registration.submitted' });
    expect(calls.register.calls.map((call) => call.body)).toEqual([
      {
        name: 'Ayşe',
        surname: 'Yılmaz',
        username: 'ayse1990',
        email: 'ayse@example.com',
        phone: PHONE,
        country: 792,
        currencyId: 1,
        password: 'secret12',
        password2: 'secret12',
        termsAccepted: true,
        ageConfirmed: true,
        isFast: true,
      },
    ]);
  });

  it('sends trialBonus 0 while the bonus is offered but not ticked', async () => {
    const { snapshot } = await filledFullForm();
    expect(selectRequestBody(snapshot()).trialBonus).toBe(0);
  });

  it('a refused sign-up toasts the server message and keeps the form and its values', async () => {
    const { actor, calls, effects, received, snapshot } = await filledFullForm();
    actor.send({ type: 'registration.submitted' });
    const error = new ApiError('Bu kullanıcı adı alınmış', 400);
    await calls.register.reject(error);
    expect(effects.failure).toHaveBeenCalledWith(error);
    expect(selectView(snapshot())).toBe('form');
    expect(selectIsBusy(snapshot())).toBe(false);
    expect(selectValue('username')(snapshot())).toBe('ayse1990');
    expect(received.session).toEqual([]);
    actor.send({ type: 'registration.submitted' });
    expect(calls.register.calls).toHaveLength(2);
  });
});

describe('registration machine: after sign-up', () => {
  async function signedUp(options: { trialBonus: boolean }) {
    const started = await filledFullForm();
    if (options.trialBonus) started.fill([change('trialBonus', true)]);
    started.actor.send({ type: 'registration.submitted' });
    await started.calls.register.resolve({ message: 'Kayıt başarılı', auth: player });
    return started;
  }

  it('logs the player in, toasts, and with the bonus ticked requests the code at once for the locked phone', async () => {
    const { actor, calls, effects, received, snapshot } = await signedUp({ trialBonus: true });
    expect(received.session).toEqual([{ type: 'session.started', auth: player }]);
    expect(effects.success).toHaveBeenCalledWith('Kayıt başarılı');
    expect(selectView(snapshot())).toBe('phone');
    expect(phone.selectVariantStep(steps(actor))).toBe(1);
    expect(phone.selectPhone(steps(actor))).toBe(PHONE);
    expect(phone.selectIsPhoneEditable(steps(actor))).toBe(false);
    expect(phone.selectIsBusy(steps(actor))).toBe(true);
    expect(calls.sendCode.calls.map(({ phone, token }) => ({ phone, token }))).toEqual([
      { phone: PHONE, token: 'new-token' },
    ]);
    expect(selectTrialBonus(snapshot())).toBe(BONUS);
  });

  it('without the bonus: amount 0, the celebration without a bonus, confetti 100 ms later', async () => {
    const { calls, clock, effects, received, snapshot } = await signedUp({ trialBonus: false });
    expect(received.session).toEqual([{ type: 'session.started', auth: player }]);
    expect(effects.success).toHaveBeenCalledWith('Kayıt başarılı');
    expect(calls.sendCode.calls).toEqual([]);
    expect(selectTrialBonus(snapshot())).toBe(0);
    expect(selectStepMessage(snapshot())).toBe('noTrialBonus');
    expect(selectView(snapshot())).toBe('celebration');
    expect(selectCelebration(snapshot())).toBe('withoutBonus');
    expect(selectPhoneStep(snapshot())).toBe(1);
    clock.increment(99);
    expect(effects.confetti).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.confetti).toHaveBeenCalledWith({ particleCount: 150, spread: 180 });
    clock.increment(5000);
    expect(effects.confetti).toHaveBeenCalledTimes(1);
  });

  it('Deposit goes to /dashboard/deposit and closes the dialogs', async () => {
    const { actor, effects, received, snapshot } = await signedUp({ trialBonus: false });
    actor.send({ type: 'celebration.depositChosen' });
    expect(effects.navigate).toHaveBeenCalledWith(DEPOSIT_PATH);
    expect(received.dialogs).toEqual([{ type: 'dialogs.closeAll' }]);
    expect(snapshot().status).toBe('done');
  });

  it('Live Chat opens the live chat and closes the dialogs', async () => {
    const { actor, effects, received } = await signedUp({ trialBonus: false });
    actor.send({ type: 'celebration.liveChatChosen' });
    expect(effects.liveChat).toHaveBeenCalledTimes(1);
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(received.dialogs).toEqual([{ type: 'dialogs.closeAll' }]);
  });

  it('a failed code request toasts and stays on step 1; Validate tries again', async () => {
    const { actor, calls, effects } = await signedUp({ trialBonus: true });
    const error = new ApiError('SMS gönderilemedi', 500);
    await calls.sendCode.reject(error);
    expect(effects.failure).toHaveBeenCalledWith(error);
    expect(phone.selectVariantStep(steps(actor))).toBe(1);
    expect(phone.selectIsPhoneEditable(steps(actor))).toBe(false);
    expect(phone.selectCanSendCode(steps(actor))).toBe(true);
    phoneOf(actor).send({ type: 'phone.code.requested' });
    expect(calls.sendCode.calls).toHaveLength(2);
  });

  async function onStepTwo() {
    const started = await signedUp({ trialBonus: true });
    await started.calls.sendCode.resolve({
      message: '',
      status: { phone: PHONE, smsVerified: false, resendAfterSeconds: 60 },
    });
    return started;
  }

  it('step 2 shows the trial-bonus line and takes a 6-digit code without the mask', async () => {
    const { actor, calls, snapshot } = await onStepTwo();
    expect(phone.selectVariantStep(steps(actor))).toBe(2);
    expect(selectStepMessage(snapshot())).toBe('trialBonus');
    expect(selectTrialBonusText(snapshot())).toBe('₺150,50');
    expect(phone.selectIsPhoneEditable(steps(actor))).toBe(false);
    phoneOf(actor).send({ type: 'phone.code.changed', value: '12-34-5' });
    expect(phone.selectCanVerify(steps(actor))).toBe(false);
    phoneOf(actor).send({ type: 'phone.code.submitted' });
    expect(calls.verifyCode.calls).toEqual([]);
    phoneOf(actor).send({ type: 'phone.code.changed', value: '12-34-56' });
    expect(phone.selectCode(steps(actor))).toBe('123456');
    phoneOf(actor).send({ type: 'phone.code.submitted' });
    expect(calls.verifyCode.calls.map(({ phone, code, token }) => ({ phone, code, token }))).toEqual([
      { phone: PHONE, code: '123456', token: 'new-token' },
    ]);
  });

  it('a wrong code clears the field, toasts and stays on step 2', async () => {
    const { actor, calls, effects, snapshot } = await onStepTwo();
    phoneOf(actor).send({ type: 'phone.code.changed', value: '000000' });
    phoneOf(actor).send({ type: 'phone.code.submitted' });
    const error = new ApiError('Kod hatalı', 400);
    await calls.verifyCode.reject(error);
    expect(effects.failure).toHaveBeenCalledWith(error);
    expect(phone.selectVariantStep(steps(actor))).toBe(2);
    expect(phone.selectCode(steps(actor))).toBe('');
  });

  it("'Change Phone Number' returns to step 1, unlocks the phone and clears the code", async () => {
    const { actor, calls, snapshot } = await onStepTwo();
    phoneOf(actor).send({ type: 'phone.code.changed', value: '123456' });
    phoneOf(actor).send({ type: 'phone.number.changeRequested' });
    expect(phone.selectVariantStep(steps(actor))).toBe(1);
    expect(phone.selectCode(steps(actor))).toBe('');
    expect(phone.selectIsPhoneEditable(steps(actor))).toBe(true);
    phoneOf(actor).send({ type: 'phone.number.changed', value: '12' });
    expect(phone.selectCanSendCode(steps(actor))).toBe(false);
    phoneOf(actor).send({ type: 'phone.number.changed', value: NEW_PHONE });
    phoneOf(actor).send({ type: 'phone.code.requested' });
    expect(calls.sendCode.calls.at(-1)?.phone).toBe(NEW_PHONE);
    // The phone holds still while its code is on the way.
    phoneOf(actor).send({ type: 'phone.number.changed', value: PHONE });
    expect(phone.selectPhone(steps(actor))).toBe(NEW_PHONE);
    await calls.sendCode.resolve({
      message: '',
      status: { phone: NEW_PHONE, smsVerified: false, resendAfterSeconds: 60 },
    });
    expect(phone.selectVariantStep(steps(actor))).toBe(2);
  });

  it("'Skip Verification' closes every dialog, on either step", async () => {
    const first = await signedUp({ trialBonus: true });
    first.actor.send({ type: 'registration.verification.skipped' });
    expect(first.received.dialogs).toEqual([{ type: 'dialogs.closeAll' }]);
    expect(first.snapshot().status).toBe('done');
    const second = await onStepTwo();
    second.actor.send({ type: 'registration.verification.skipped' });
    expect(second.received.dialogs).toEqual([{ type: 'dialogs.closeAll' }]);
  });

  it('a verified code toasts, reports the phone, celebrates with the bonus; Yes claims it, confetti, closes after 1 s', async () => {
    const { actor, calls, clock, effects, received, snapshot } = await onStepTwo();
    phoneOf(actor).send({ type: 'phone.code.changed', value: '123456' });
    phoneOf(actor).send({ type: 'phone.code.submitted' });
    await calls.verifyCode.resolve({
      message: 'Telefon doğrulandı',
      status: { phone: PHONE, smsVerified: true, resendAfterSeconds: 0 },
    });
    expect(effects.success).toHaveBeenLastCalledWith('Telefon doğrulandı');
    expect(received.session.at(-1)).toEqual({ type: 'session.phoneVerified', phone: PHONE });
    expect(selectCelebration(snapshot())).toBe('withBonus');
    expect(selectTrialBonusText(snapshot())).toBe('₺150,50');
    clock.increment(100);
    expect(effects.confetti).toHaveBeenCalledTimes(1);

    actor.send({ type: 'celebration.claimed' });
    expect(selectIsBusy(snapshot())).toBe(true);
    expect(calls.claim.calls.map((call) => call.token)).toEqual(['new-token']);
    await calls.claim.resolve();
    expect(effects.confetti).toHaveBeenCalledTimes(2);
    clock.increment(999);
    expect(received.dialogs).toEqual([]);
    clock.increment(1);
    expect(received.dialogs).toEqual([{ type: 'dialogs.closeAll' }]);
    expect(snapshot().status).toBe('done');
  });

  it('a failed claim is silent, fires no confetti and still closes after 1 s', async () => {
    const { actor, calls, clock, effects, received } = await onStepTwo();
    phoneOf(actor).send({ type: 'phone.code.changed', value: '123456' });
    phoneOf(actor).send({ type: 'phone.code.submitted' });
    await calls.verifyCode.resolve({ message: '', status: { phone: PHONE, smsVerified: true, resendAfterSeconds: 0 } });
    clock.increment(100);
    actor.send({ type: 'celebration.claimed' });
    await calls.claim.reject(new ApiError('Bonus zaten alındı', 400));
    expect(effects.failure).not.toHaveBeenCalled();
    expect(effects.confetti).toHaveBeenCalledTimes(1);
    clock.increment(1000);
    expect(received.dialogs).toEqual([{ type: 'dialogs.closeAll' }]);
  });
});

describe('registration actors', () => {
  it('read the countries, register, and claim the bonus through the contract paths', async () => {
    const { api: client, requests } = recordingApi(
      {
        '/auth/form': ok({ countries }),
        '/auth/register': ok(player, 'Kayıt başarılı'),
        '/bonus/definetrialbonus': refusal('Bonus zaten alındı'),
      },
      { token: null },
    );
    const actors = registrationActors(client);
    const run = (logic: Parameters<typeof settled>[0], input: unknown) => settled(logic, input as never);
    expect((await run(actors.loadRegistrationForm, undefined)).output).toEqual(countries);
    const body = {
      ...Object.fromEntries(fastFill.map((event) => [event.field, event.value])),
      country: 792,
      currencyId: 1,
      isFast: true,
    };
    expect((await run(actors.register, { body })).output).toEqual({
      message: 'Kayıt başarılı',
      auth: player,
    });
    const claim = await run(actors.defineTrialBonus, { token: 'new-token' });
    expect(claim.error).toEqual(new ApiError('Bonus zaten alındı', 200));
    const sent = requests.map(({ method, url, text, headers }) => ({ method, url, body: text, authorization: headers.get('authorization') }));
    expect(sent).toEqual([
      { method: 'GET', url: 'http://site.test/api/auth/form', body: '', authorization: null },
      { method: 'POST', url: 'http://site.test/api/auth/register', body: JSON.stringify(body), authorization: null },
      {
        method: 'GET',
        url: 'http://site.test/api/bonus/definetrialbonus',
        body: '',
        authorization: 'Bearer new-token',
      },
    ]);
  });
});

describe('registration machine: generated paths', () => {
  // The suites of registration.paths.ts, the very paths the browser model runs.
  const { 'full form': full, 'fast form': fast } = registrationPaths;
  testEveryPath(registrationMachine, { 'full form': full, 'fast form': fast }, (actual, expected) => {
    expect(actual.context.values).toEqual(expected.context.values);
    expect(actual.context.trialBonus).toBe(expected.context.trialBonus);
  });
});
