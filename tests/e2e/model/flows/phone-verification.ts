// The account phone pages and the SMS variant dialog in the browser, for a player of the test's own.
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '../../../../common/contract/client';
import {
  isCodeValid,
  isPhoneValid,
  type PhoneVerificationEvent,
  type PhoneVerificationInput,
  phoneVerificationMachine,
  RESEND_SECONDS,
} from '../../../../machines/phone-verification/phone-verification.machine';
import { delayEvents, generatePaths, pending } from '../../../../machines/testing/path-coverage';
import { latestCode, type NewPlayer, newPlayer, registerThroughApi } from '../../pages/accounts-data';
import { verifyPhoneThroughApi } from '../../pages/dashboard-pages';
import { playerAuth } from '../../pages/funding';
import { PhoneVerificationDialog } from '../../pages/phone-verification-dialog';
import { RegisterDialog } from '../../pages/register-dialog';
import { Site } from '../../pages/site';
import { type BrowserModel, delayEvent, requestEvents } from '../model';

// The suites of machines/phone-verification/phone-verification.test.ts: same events, inputs and states.
const STORED_PHONE = '5321234567';
const NEW_PHONE = '5559876543';
const machine = phoneVerificationMachine.provide({
  actors: { sendPhoneCode: pending as never, verifyPhoneCode: pending as never },
  actions: { 'report phone verified': () => {}, 'close all dialogs': () => {} },
});
const status = (phone: string, smsVerified: boolean) => ({ phone, smsVerified });
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
const serializeState = (snapshot: { value: unknown; context: { phone: string; code: string; smsVerified: boolean } }) =>
  JSON.stringify([snapshot.value, snapshot.context.phone, snapshot.context.code, snapshot.context.smsVerified]);
const inputOf = (overrides: Partial<PhoneVerificationInput>) => (): PhoneVerificationInput => ({
  phone: STORED_PHONE,
  smsVerified: false,
  ...overrides,
});
const suites = {
  'not verified': generatePaths(machine, { events, serializeState, input: inputOf({}) }),
  'already verified': generatePaths(machine, { events, serializeState, input: inputOf({ smsVerified: true }) }),
  'variant dialog': generatePaths(machine, { events, serializeState, input: inputOf({ variant: 'steps' }) }),
  'after sign-up': generatePaths(machine, { events, serializeState, input: inputOf({ variant: 'signUp', token: 'new-token' }) }),
};

// The path's phones stand for the test player's own and a fresh one; its code for the one the server
// sent. The stand-in answers name NEW_PHONE as the phone verified: the one typed, else the player's own.
const players = new WeakMap<Page, { player: NewPlayer; newPhone: string; typed: boolean }>();
const realPhone = (page: Page, phone: string) => {
  const { player, newPhone, typed } = players.get(page)!;
  return phone === STORED_PHONE || (phone === NEW_PHONE && !typed) ? player.phone : phone === NEW_PHONE ? newPhone : phone;
};
const masked = (digits: string) => `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;

const dialog = (page: Page) => new PhoneVerificationDialog(page);

// After sign-up the same steps render inside the registration dialog, with its own labels: one
// 'Doğrula' button sends the code on step 1 and checks it on step 2 (spec §2).
const signingUp = new WeakSet<Page>();
const signUpSteps = (page: Page) => new RegisterDialog(page).root.locator('form[data-step]');
const signUpPhone = (page: Page) => signUpSteps(page).locator('input[name="verifyPhone"]');
const signUpButton = (page: Page) => signUpSteps(page).getByRole('button', { name: 'Doğrula', exact: true });
type StateAssertion = (page: Page, snapshot: AnyMachineSnapshot) => Promise<void>;
const bySuite =
  (signUp: StateAssertion, other: StateAssertion): StateAssertion =>
  (on, snapshot) =>
    signingUp.has(on) ? signUp(on, snapshot) : other(on, snapshot);
async function expectSignUpStep(page: Page, snapshot: AnyMachineSnapshot, step: 1 | 2, editable: boolean) {
  await expect(signUpSteps(page)).toHaveAttribute('data-step', String(step));
  const phone = context(snapshot).phone;
  if (phone) await expect(signUpPhone(page)).toHaveValue(masked(realPhone(page, phone)));
  if (editable) await expect(signUpPhone(page)).toBeEditable();
  else await expect(signUpPhone(page)).not.toBeEditable();
}
const signUpBusy = async (page: Page) => {
  await expect(signUpButton(page)).toHaveAttribute('aria-busy', 'true');
};
const signUpIdle = async (page: Page) => {
  await expect(signUpButton(page)).not.toHaveAttribute('aria-busy', 'true');
};
const context = (snapshot: AnyMachineSnapshot) => snapshot.context as { phone: string; code: string; smsVerified: boolean };

async function expectPhone(page: Page, snapshot: AnyMachineSnapshot, editable: boolean) {
  const phone = context(snapshot).phone;
  if (phone) await expect(dialog(page).phone()).toHaveValue(masked(realPhone(page, phone)));
  if (editable) await expect(dialog(page).phone()).toBeEditable();
  else await expect(dialog(page).phone()).not.toBeEditable();
}

const loading = async (page: Page) => {
  await expect(dialog(page).root.getByRole('status')).toHaveText(/Yükleniyor/);
};
const page = (name: string) => async (on: Page) => {
  await dialog(on).expectOpen();
  await dialog(on).expectPage(name);
};

export const phoneVerificationModel: BrowserModel<typeof phoneVerificationMachine> = {
  flow: 'phone-verification',
  machine: phoneVerificationMachine,
  suites,
  possible: (event, before) => {
    const { phone, code } = context(before);
    // The buttons are disabled while their guard fails (the page asks the machine), so a refused
    // press never happens; a resend the server would accept needs 60 real seconds, its own clock.
    if (event.type === 'phone.code.requested') return isPhoneValid(phone);
    if (event.type === 'phone.code.submitted') return isCodeValid(phone, code);
    if (event.type === 'xstate.done.actor.resendCode') return false;
    return true;
  },
  start: async (on, suite) => {
    const player = newPlayer();
    players.set(on, { player, newPhone: newPlayer().phone, typed: false });
    const site = new Site(on);
    if (suite === 'after sign-up') {
      // The registration itself is the start: its trial bonus sends the code at once (spec §4).
      signingUp.add(on);
      const register = new RegisterDialog(on);
      await site.goto('/');
      await on.getByRole('button', { name: 'Kayıt Ol' }).filter({ visible: true }).first().click();
      await register.expectOpen();
      await register.fill(player);
      await register.trialBonusBox().check();
      await register.submit().click();
      return;
    }
    await registerThroughApi(on.request, player);
    if (suite === 'already verified') {
      const token = (await playerAuth(on.request, player)).authorization.slice('Bearer '.length);
      await verifyPhoneThroughApi(on.request, token, player.phone);
    }
    await site.goto('/');
    await site.login(player.username, player.password);
    await site.loginDialog.expectClosed();
    if (suite === 'variant dialog') {
      await on.goto('/dashboard');
      await on.getByRole('main').getByRole('button', { name: 'Telefon Doğrulama' }).click();
    } else {
      await on.goto('/dashboard/account');
      await on.getByRole('main').getByRole('button', { name: /^Telefonu (Doğrula|Değiştir)$/ }).click();
    }
  },
  states: {
    'phoneVerification.opening': (on) => dialog(on).expectOpen(),
    'phoneVerification.notVerified': async (on, snapshot) => {
      await page('notVerified')(on);
      await expect(dialog(on).badge()).toHaveText('Doğrulanmadı');
      await expectPhone(on, snapshot, false);
    },
    'phoneVerification.notVerified.idle': (on) => expect(dialog(on).button('Kod Gönder')).toBeEnabled(),
    'phoneVerification.notVerified.sending': loading,
    'phoneVerification.update': async (on) => {
      await page('update')(on);
      await expect(dialog(on).root.getByRole('button', { name: 'Vazgeç' })).toBeVisible();
    },
    'phoneVerification.update.idle': (on, snapshot) => expectPhone(on, snapshot, true),
    'phoneVerification.update.sending': loading,
    // Passed through at once: the account's own page, as its badge says.
    'phoneVerification.backToAccount': async (on) => {
      await expect(dialog(on).root.locator('[data-page="notVerified"], [data-page="verified"]')).toBeVisible();
    },
    'phoneVerification.verificationCode': async (on) => {
      await page('verificationCode')(on);
      await expect(dialog(on).code()).toBeVisible();
    },
    'phoneVerification.verificationCode.code': async () => {},
    'phoneVerification.verificationCode.code.idle': async (on, snapshot) => {
      // Spec §8: a refused code is cleared; the button waits for a whole code.
      if (context(snapshot).code === '') await expect(dialog(on).code()).toHaveValue('');
      await expect(dialog(on).button('Doğrula')).toBeEnabled({ enabled: context(snapshot).code !== '' });
    },
    'phoneVerification.verificationCode.code.verifying': loading,
    'phoneVerification.verificationCode.resend': async () => {},
    'phoneVerification.verificationCode.resend.counting': async (on) => {
      await expect(dialog(on).root.getByText(/^Kodu tekrar gönder: \d+ sn$/)).toBeVisible();
    },
    'phoneVerification.verificationCode.resend.counting.ticking': async (on) => {
      await expect(dialog(on).root.getByRole('button', { name: 'Tekrar göndermek için tıklayın' })).toBeHidden();
    },
    'phoneVerification.verificationCode.resend.available': async (on) => {
      await expect(dialog(on).root.getByRole('button', { name: 'Tekrar göndermek için tıklayın' })).toBeVisible();
    },
    'phoneVerification.verificationCode.resend.resending': loading,
    'phoneVerification.verified': async (on, snapshot) => {
      await page('verified')(on);
      await expect(dialog(on).badge()).toHaveText('Doğrulandı');
      await expectPhone(on, snapshot, false);
    },
    'phoneVerification.phoneStep': bySuite((on) => expect(signUpSteps(on)).toHaveAttribute('data-step', '1'), page('phoneStep')),
    'phoneVerification.phoneStep.idle': bySuite(
      async (on, snapshot) => {
        await expectSignUpStep(on, snapshot, 1, true);
        await signUpIdle(on);
      },
      (on, snapshot) => expectPhone(on, snapshot, true),
    ),
    'phoneVerification.phoneStep.sending': bySuite(signUpBusy, loading),
    // Sign-up only: the form's phone, read only until 'Change Phone Number'.
    'phoneVerification.phoneStep.locked': async (on, snapshot) => {
      await expectSignUpStep(on, snapshot, 1, false);
      await signUpIdle(on);
    },
    'phoneVerification.phoneStep.lockedSending': async (on, snapshot) => {
      await expectSignUpStep(on, snapshot, 1, false);
      await signUpBusy(on);
    },
    'phoneVerification.codeStep': bySuite(
      (on, snapshot) => expectSignUpStep(on, snapshot, 2, false),
      async (on, snapshot) => {
        await page('codeStep')(on);
        await expectPhone(on, snapshot, false);
      },
    ),
    'phoneVerification.codeStep.idle': bySuite(
      async (on) => {
        await expect(signUpSteps(on).getByRole('button', { name: 'Telefon Numarasını Değiştir' })).toBeVisible();
        await signUpIdle(on);
      },
      (on) => expect(dialog(on).root.getByRole('button', { name: 'Telefon Numarasını Değiştir' })).toBeVisible(),
    ),
    'phoneVerification.codeStep.verifying': bySuite(signUpBusy, loading),
    // The registration takes over with its celebration of the trial bonus.
    'phoneVerification.verifiedOnSignUp': (on) => expect(new RegisterDialog(on).celebration()).toBeVisible(),
    'phoneVerification.congratulations': async (on) => {
      await page('congratulations')(on);
      await expect(dialog(on).root.getByText('Telefon numaranız başarıyla doğrulandı!')).toBeVisible();
    },
    'phoneVerification.closed': (on) => expect(dialog(on).root).toBeHidden(),
  },
  events: {
    'phone.number.changed': async (on, event) => {
      players.get(on)!.typed = true;
      await (signingUp.has(on) ? signUpPhone(on) : dialog(on).phone()).fill(realPhone(on, String(event.value)));
    },
    'phone.code.changed': async (on, _event, before) => {
      const code = await latestCode(on.request, realPhone(on, context(before).phone));
      await (signingUp.has(on) ? new RegisterDialog(on).smsCode() : dialog(on).code()).fill(code);
    },
    'phone.code.requested': (on) => (signingUp.has(on) ? signUpButton(on) : dialog(on).button('Kod Gönder')).click(),
    'phone.code.resendRequested': (on) => dialog(on).root.getByRole('button', { name: 'Tekrar göndermek için tıklayın' }).click(),
    'phone.code.submitted': (on) => (signingUp.has(on) ? signUpButton(on) : dialog(on).button('Doğrula')).click(),
    'phone.update.requested': (on) => dialog(on).root.getByRole('button', { name: /^(Numarayı Güncelle|Telefonu Değiştir)$/ }).click(),
    'phone.update.cancelled': (on) => dialog(on).root.getByRole('button', { name: 'Vazgeç' }).click(),
    'phone.number.changeRequested': (on) =>
      (signingUp.has(on) ? signUpSteps(on) : dialog(on).root).getByRole('button', { name: 'Telefon Numarasını Değiştir' }).click(),
    'phone.closed': (on) => dialog(on).button('Kapat').click(),
    ...requestEvents('sendCode', '/api/customer/updatephone'),
    ...requestEvents('resendCode', '/api/customer/updatephone'),
    ...requestEvents('verifyCode', '/api/customer/updatephone'),
    'xstate.after.countdown tick.phoneVerification.verificationCode.resend.counting.ticking': delayEvent(1000),
    'xstate.after.resend wait.phoneVerification.verificationCode.resend.counting': delayEvent(RESEND_SECONDS * 1000),
  },
};
