// The four recovery steps in the browser, for a player of the test's own (never the shared demo one).
import { expect, type Page } from '@playwright/test';
import { ApiError } from '../../../../common/contract/client';
import { OPEN_LOGIN_DELAY, type RecoveryEvent, type RecoveryField, type RecoveryValues, recoveryMachine } from '../../../../machines/recovery/recovery.machine';
import { delayEvents, generatePaths, pending } from '../../../../machines/testing/path-coverage';
import { latestCode, type NewPlayer, newPlayer, registerThroughApi } from '../../pages/accounts-data';
import { RecoveryDialog } from '../../pages/recovery-dialog';
import { Site } from '../../pages/site';
import { type BrowserModel, delayEvent, expectFieldErrors, requestEvents } from '../model';

// The suite of machines/recovery/recovery.test.ts: the same events, input and states, so the names agree.
const machine = recoveryMachine.provide({
  actors: { sendResetPassword: pending as never, checkResetCode: pending as never, changePasswordWithCode: pending as never },
  actions: { 'open login': () => {} },
});
const failure = new ApiError('Hata', 400);
const suite = generatePaths(machine, {
  events: (snapshot) =>
    [
      { type: 'recovery.field.changed', field: 'username', value: 'demo' },
      { type: 'recovery.field.changed', field: 'code', value: '123456' },
      { type: 'recovery.field.changed', field: 'password', value: 'newpass1' },
      { type: 'recovery.field.changed', field: 'password2', value: 'newpass1' },
      { type: 'recovery.field.left', field: 'code' },
      { type: 'recovery.submitted' },
      ...['sendResetPassword', 'checkResetCode', 'changePasswordWithCode'].flatMap((id) => [
        { type: `xstate.done.actor.${id}`, output: 'ok' },
        { type: `xstate.error.actor.${id}`, error: failure },
      ]),
      ...delayEvents(snapshot),
    ] as RecoveryEvent[],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.values]),
});

const labels: Record<RecoveryField, string> = {
  username: 'Kullanıcı Adı',
  code: 'Sıfırlama Kodu',
  password: 'Şifre',
  password2: 'Şifre Tekrar',
};
const stepFields = { username: ['username'], code: ['code'], password: ['password', 'password2'] } as const;
// Spec §5 and §9: every recovery field is required; the values typed here meet the other rules.
const required = 'Bu alan zorunludur.';

// The path's "demo" stands for the test's own player, and its "123456" for the code the server e-mailed.
const players = new WeakMap<Page, NewPlayer>();

const dialog = (page: Page) => new RecoveryDialog(page);

type Step = keyof typeof stepFields;

/** The step's fields and errors: a field left (or, once the step was submitted, each one) shows "required" while empty. */
async function expectStep(page: Page, step: Step, snapshot: { context: { values: RecoveryValues; visited: RecoveryField[] } }, checked: boolean) {
  await dialog(page).expectOpen();
  const { values, visited } = snapshot.context;
  // Each of the step's fields is there (a missing one fails the read), with its error or none.
  await expectFieldErrors(
    dialog(page).root,
    Object.fromEntries(stepFields[step].map((field) => [labels[field], (checked || visited.includes(field)) && values[field] === '' ? required : null])),
  );
  await expect(dialog(page).continue).toBeEnabled();
}

const busy = async (page: Page) => {
  await expect(dialog(page).continue).toHaveAttribute('aria-busy', 'true');
  await expect(dialog(page).continue).toBeDisabled();
};

const stepStates = (step: Step, marker: (page: Page) => Promise<void>): BrowserModel<typeof recoveryMachine>['states'] => ({
  [`recovery.${step}`]: (page) => marker(page),
  [`recovery.${step}.pristine`]: (page, snapshot) => expectStep(page, step, snapshot as never, false),
  [`recovery.${step}.checked`]: (page, snapshot) => expectStep(page, step, snapshot as never, true),
  [`recovery.${step}.submitting`]: busy,
});

/** The step a state shows, whose fields alone the page can type in or leave. */
const shownStep = (snapshot: { value: unknown }): Step | null => {
  const value = snapshot.value;
  return typeof value === 'object' && value !== null ? (Object.keys(value)[0] as Step) : null;
};

export const recoveryModel: BrowserModel<typeof recoveryMachine> = {
  flow: 'recovery',
  possible: (event, before) =>
    !('field' in event) || (stepFields[shownStep(before) as Step] as readonly string[] | undefined)?.includes(String(event.field)) === true,
  machine: recoveryMachine,
  suites: suite,
  start: async (page) => {
    const player = newPlayer();
    await registerThroughApi(page.request, player);
    players.set(page, player);
    const site = new Site(page);
    await site.goto('/');
    await site.openLogin();
    await site.loginDialog.root.getByRole('button', { name: 'Şifremi Unuttum' }).click();
  },
  states: {
    ...stepStates('username', async (page) => {
      await expect(dialog(page).root.getByText('E-posta adresinize bir sıfırlama kodu gönderildi.')).toBeHidden();
    }),
    ...stepStates('code', async (page) => {
      await expect(dialog(page).root.getByText('E-posta adresinize bir sıfırlama kodu gönderildi.')).toBeVisible();
    }),
    ...stepStates('password', async (page) => {
      await expect(dialog(page).root.getByRole('heading', { name: 'Yeni Şifre' })).toBeVisible();
    }),
    'recovery.success': async (page) => {
      await expect(dialog(page).root.getByText('Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.')).toBeVisible();
      await expect(new Site(page).loginDialog.root).toBeHidden();
    },
    // Spec §9: the login dialog opens in its place.
    'recovery.finished': async (page) => {
      await expect(dialog(page).root).toBeHidden();
      await new Site(page).loginDialog.expectOpen();
    },
  },
  events: {
    'recovery.field.changed': async (page, event) => {
      const field = event.field as RecoveryField;
      const player = players.get(page)!;
      let value = String(event.value);
      if (field === 'username' && value === 'demo') value = player.username;
      if (field === 'code' && value === '123456') value = await latestCode(page.request, player.email);
      await dialog(page).field(labels[field]).fill(value);
    },
    'recovery.field.left': async (page, event) => {
      const field = dialog(page).field(labels[event.field as RecoveryField]);
      await field.focus();
      await field.blur();
    },
    'recovery.submitted': (page) => dialog(page).continue.click(),
    ...requestEvents('sendResetPassword', '/api/auth/sendresetpassword'),
    ...requestEvents('checkResetCode', '/api/auth/checkresetcode'),
    ...requestEvents('changePasswordWithCode', '/api/auth/changepasswordwithcode'),
    'xstate.after.open login.recovery.success': delayEvent(OPEN_LOGIN_DELAY),
  },
};
