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
import { offlineApi } from '../../../../machines/testing/fixtures';
import { delayEvents, generatePaths, pending } from '../../../../machines/testing/path-coverage';
import { latestCode, type NewPlayer, newPlayer, registerThroughApi } from '../../pages/accounts-data';
import { verifyPhoneThroughApi } from '../../pages/dashboard-pages';
import { playerAuth } from '../../pages/funding';
import { PhoneVerificationDialog } from '../../pages/phone-verification-dialog';
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
  api: offlineApi(),
  phone: STORED_PHONE,
  smsVerified: false,
  ...overrides,
});
const suites = {
  'not verified': generatePaths(machine, { events, serializeState, input: inputOf({}) }),
  'already verified': generatePaths(machine, { events, serializeState, input: inputOf({ smsVerified: true }) }),
  'variant dialog': generatePaths(machine, { events, serializeState, input: inputOf({ variant: 'steps' }) }),
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
    await registerThroughApi(on.request, player);
    players.set(on, { player, newPhone: newPlayer().phone, typed: false });
    if (suite === 'already verified') {
      const token = (await playerAuth(on.request, player)).authorization.slice('Bearer '.length);
      await verifyPhoneThroughApi(on.request, token, player.phone);
    }
    const site = new Site(on);
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
    'phoneVerification.phoneStep': page('phoneStep'),
    'phoneVerification.phoneStep.idle': (on, snapshot) => expectPhone(on, snapshot, true),
    'phoneVerification.phoneStep.sending': loading,
    'phoneVerification.codeStep': async (on, snapshot) => {
      await page('codeStep')(on);
      await expectPhone(on, snapshot, false);
    },
    'phoneVerification.codeStep.idle': (on) => expect(dialog(on).root.getByRole('button', { name: 'Telefon Numarasını Değiştir' })).toBeVisible(),
    'phoneVerification.codeStep.verifying': loading,
    'phoneVerification.congratulations': async (on) => {
      await page('congratulations')(on);
      await expect(dialog(on).root.getByText('Telefon numaranız başarıyla doğrulandı!')).toBeVisible();
    },
    'phoneVerification.closed': (on) => expect(dialog(on).root).toBeHidden(),
  },
  events: {
    'phone.number.changed': async (on, event) => {
      players.get(on)!.typed = true;
      await dialog(on).phone().fill(realPhone(on, String(event.value)));
    },
    'phone.code.changed': async (on, _event, before) => {
      await dialog(on).code().fill(await latestCode(on.request, realPhone(on, context(before).phone)));
    },
    'phone.code.requested': (on) => dialog(on).button('Kod Gönder').click(),
    'phone.code.resendRequested': (on) => dialog(on).root.getByRole('button', { name: 'Tekrar göndermek için tıklayın' }).click(),
    'phone.code.submitted': (on) => dialog(on).button('Doğrula').click(),
    'phone.update.requested': (on) => dialog(on).root.getByRole('button', { name: /^(Numarayı Güncelle|Telefonu Değiştir)$/ }).click(),
    'phone.update.cancelled': (on) => dialog(on).root.getByRole('button', { name: 'Vazgeç' }).click(),
    'phone.number.changeRequested': (on) => dialog(on).root.getByRole('button', { name: 'Telefon Numarasını Değiştir' }).click(),
    'phone.closed': (on) => dialog(on).button('Kapat').click(),
    ...requestEvents('sendCode', '/api/customer/updatephone'),
    ...requestEvents('resendCode', '/api/customer/updatephone'),
    ...requestEvents('verifyCode', '/api/customer/updatephone'),
    'xstate.after.countdown tick.phoneVerification.verificationCode.resend.counting.ticking': delayEvent(1000),
    'xstate.after.resend wait.phoneVerification.verificationCode.resend.counting': delayEvent(RESEND_SECONDS * 1000),
  },
};
