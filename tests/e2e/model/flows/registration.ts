// Registration in the browser: the Sign Up dialog's full form (the demo site's setting), its country
// list, the sign-up itself with or without the trial bonus, the phone steps after it (the invoked phone
// verification, walked to its end here: its own steps are the phone-verification model's) and the
// celebrations. Each path signs up a player of its own, from an address of its own (the sign-up limit
// counts per address).
import { expect, type Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { registrationMachine, type RegistrationValues } from '../../../../machines/registration/registration.machine';
import { PATH_PHONE, registrationPaths } from '../../../../machines/registration/registration.paths';
import { latestCode, type NewPlayer, newPlayer, playerAddress } from '../../pages/accounts-data';
import { RegisterDialog } from '../../pages/register-dialog';
import { Site } from '../../pages/site';
import { type BrowserModel, delayEvent, expectFieldErrors, requestEvents } from '../model';

// The demo site shows the full form (bootstrap registrationActiveTab unset): the fast form's paths are
// the replays' alone.
const suites = { 'full form': registrationPaths['full form'] };

const players = new WeakMap<Page, NewPlayer>();
/** The path's typed values stand for the test player's own where the server wants them unique. */
function realValue(page: Page, field: keyof RegistrationValues, value: unknown): string {
  const player = players.get(page)!;
  if (field === 'username') return player.username;
  if (field === 'email') return player.email;
  if (field === 'phone') return value === PATH_PHONE ? player.phone : String(value);
  if (field === 'PersonalNo') return player.personalNo;
  return String(value);
}

const labels: Partial<Record<keyof RegistrationValues, string>> = {
  name: 'Ad',
  surname: 'Soyad',
  username: 'Kullanıcı Adı',
  email: 'E-posta',
  password: 'Şifre',
  password2: 'Şifre Tekrar',
  phone: 'Telefon',
  PersonalNo: 'TC Kimlik No',
  birthDateDay: 'GG',
  birthDateMonth: 'AA',
  birthDateYear: 'YYYY',
};
const boxes = {
  termsAccepted: (dialog: RegisterDialog) => dialog.root.getByLabel(/Kullanım şartlarını/),
  ageConfirmed: (dialog: RegisterDialog) => dialog.root.getByLabel(/18 yaşından büyük/),
  trialBonus: (dialog: RegisterDialog) => dialog.trialBonusBox(),
} as const;
// Spec §5: a required text field left empty says so (the path's values, when typed, are all valid).
const REQUIRED = 'Bu alan zorunludur.';
const TEXT_FIELDS = ['name', 'surname', 'username', 'email', 'password', 'password2'] as const;

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as { values: RegistrationValues; visited: string[] };
const dialog = (page: Page) => new RegisterDialog(page);
const countrySelect = (page: Page) => dialog(page).root.locator('select');

/** The text fields' errors: a field left (or every field, once submitted) says "required" while empty. */
async function expectErrors(page: Page, snapshot: AnyMachineSnapshot, all: boolean) {
  await expect(dialog(page).root.locator('form[data-form="full"]')).toBeVisible();
  const { values, visited } = context(snapshot);
  await expectFieldErrors(
    dialog(page).root,
    Object.fromEntries(TEXT_FIELDS.map((field) => [labels[field]!, (all || visited.includes(field)) && values[field] === '' ? REQUIRED : null])),
  );
}

/** The select before its countries are listed: 'Select Country' alone. */
async function noCountries(page: Page) {
  await expect(countrySelect(page).locator('option')).toHaveCount(1);
  await expect(countrySelect(page).locator('option')).toHaveText('Ülke Seçiniz');
}

const submit = (page: Page) => dialog(page).submit();
const celebration = (page: Page, variant: 'withBonus' | 'withoutBonus') =>
  expect(dialog(page).root.locator(`[data-celebration="${variant}"]`)).toBeVisible();
const yes = (page: Page) => dialog(page).root.getByRole('button', { name: 'Evet', exact: true });

export const registrationModel: BrowserModel<typeof registrationMachine> = {
  flow: 'registration',
  machine: registrationMachine,
  suites,
  possible: (event, before) => {
    const signingUp = before.matches('signUp');
    if (event.type === 'registration.field.changed') {
      // The country select has no options before they are listed, and Türkiye is chosen once they are.
      return signingUp && event.field !== 'country';
    }
    if (event.type === 'registration.field.left' || event.type === 'registration.submitted') return signingUp;
    return true;
  },
  start: async (page) => {
    const player = newPlayer();
    players.set(page, player);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': playerAddress() });
    const site = new Site(page);
    await site.goto('/');
    await page.getByRole('button', { name: 'Kayıt Ol' }).filter({ visible: true }).first().click();
    await dialog(page).expectOpen();
  },
  states: {
    'registration.signUp.countries.loading': noCountries,
    'registration.signUp.countries.filling': noCountries,
    'registration.signUp.countries.unavailable': noCountries,
    // Spec §9: Türkiye is chosen for the player.
    'registration.signUp.countries.listed': async (page) => {
      await expect(countrySelect(page).locator('option:checked')).toHaveText('Türkiye');
    },
    'registration.signUp.form.pristine': async (page, snapshot) => {
      await expectErrors(page, snapshot, false);
      await expect(submit(page)).not.toHaveAttribute('aria-busy', 'true');
    },
    'registration.signUp.form.checked': async (page, snapshot) => {
      await expectErrors(page, snapshot, true);
      await expect(submit(page)).not.toHaveAttribute('aria-busy', 'true');
    },
    'registration.signUp.form.submitting': (page) => expect(submit(page)).toHaveAttribute('aria-busy', 'true'),
    // Signed up and signed in: the phone steps, the phone of the form filled in.
    'registration.verification': async (page) => {
      await expect(dialog(page).root.locator('form[data-step]')).toBeVisible();
      await expect(dialog(page).root.locator('input[name="verifyPhone"]')).toHaveValue(/^\d{3} \d{3} \d{2} \d{2}$/);
      await expect(dialog(page).root.getByRole('button', { name: 'Doğrulamayı Atla' })).toBeVisible();
    },
    // Passed through at once to one of the two celebrations.
    'registration.celebration.choosing': (page) => expect(dialog(page).celebration()).toBeVisible(),
    'registration.celebration.withBonus.offered': async (page) => {
      await celebration(page, 'withBonus');
      await expect(yes(page)).toBeEnabled();
    },
    'registration.celebration.withBonus.claiming': async (page) => {
      await celebration(page, 'withBonus');
      await expect(yes(page)).toHaveAttribute('aria-busy', 'true');
    },
    'registration.celebration.withBonus.closing': async (page) => {
      await celebration(page, 'withBonus');
      await expect(yes(page)).not.toHaveAttribute('aria-busy', 'true');
    },
    'registration.celebration.withoutBonus': async (page) => {
      await celebration(page, 'withoutBonus');
      await expect(dialog(page).root.getByRole('button', { name: 'Para Yatır' })).toBeVisible();
    },
    'registration.closed': async (page) => {
      await expect(dialog(page).root).toBeHidden();
      // The new player stays signed in.
      await expect(page.getByRole('button', { name: 'Kayıt Ol' }).filter({ visible: true })).toHaveCount(0);
    },
  },
  events: {
    'registration.field.changed': async (page, event) => {
      const field = event.field as keyof RegistrationValues;
      if (field in boxes) {
        await boxes[field as keyof typeof boxes](dialog(page)).setChecked(event.value === true);
        return;
      }
      await dialog(page).field(labels[field]!).fill(realValue(page, field, event.value));
    },
    'registration.field.left': async (page, event) => {
      const field = dialog(page).field(labels[event.field as keyof RegistrationValues]!);
      await field.focus();
      await field.blur();
    },
    'registration.submitted': (page) => submit(page).click(),
    'registration.verification.skipped': (page) => dialog(page).root.getByRole('button', { name: 'Doğrulamayı Atla' }).click(),
    'celebration.claimed': (page) => yes(page).click(),
    'celebration.depositChosen': (page) => dialog(page).root.getByRole('button', { name: 'Para Yatır' }).click(),
    'celebration.liveChatChosen': (page) => dialog(page).root.getByRole('button', { name: 'Canlı Destek' }).click(),
    ...requestEvents('loadForm', '/api/auth/form'),
    ...requestEvents('register', '/api/auth/register'),
    ...requestEvents('claimBonus', '/api/bonus/definetrialbonus'),
    // The invoked phone steps, to their end: the code the server sent (the trial bonus sent it at once), checked.
    'xstate.done.actor.phoneVerification': async (page) => {
      const steps = dialog(page).root.locator('form[data-step]');
      await expect(steps).toHaveAttribute('data-step', '2');
      await dialog(page).smsCode().fill(await latestCode(page.request, players.get(page)!.phone));
      await dialog(page).validate().click();
    },
    'xstate.after.country list fill.registration.signUp.countries.filling': delayEvent(300),
    'xstate.after.confetti delay.registration.celebration.withBonus': delayEvent(100),
    'xstate.after.confetti delay.registration.celebration.withoutBonus': delayEvent(100),
    'xstate.after.close after claim.registration.celebration.withBonus.closing': delayEvent(1000),
  },
};
