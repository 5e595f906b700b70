// The login form in the browser: the login dialog's two fields, their errors and the sign-in.
import { expect, type Page } from '@playwright/test';
import type { LoginFormEvent, LoginValues } from '../../../../machines/login-form/login-form.machine';
import { loginFormMachine } from '../../../../machines/login-form/login-form.machine';
import { loginFormWords } from '../../../../machines/login-form/login-form.words';
import { generatePaths } from '../../../../machines/testing/path-coverage';
import { LoginDialog } from '../../pages/login-dialog';
import { Site } from '../../pages/site';
import { type BrowserModel, expectFieldErrors } from '../model';

// The suite of machines/login-form/login-form.test.ts, the same events and states, so the names agree.
const machine = loginFormMachine.provide({ actions: { 'submit credentials': () => {} } });
const suite = generatePaths(machine, {
  events: (): LoginFormEvent[] => [
    { type: 'login.field.changed', field: 'username', value: 'demo' },
    { type: 'login.field.changed', field: 'password', value: 'demo1234' },
    { type: 'login.field.left', field: 'username' },
    { type: 'login.form.submitted' },
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.values]),
  words: loginFormWords,
});

const labels = { username: 'Kullanıcı Adı', password: 'Şifre' } as const;
// Spec §5: both fields are required (the values typed here, "demo" and "demo1234", meet the lengths).
const required = 'Bu alan zorunludur.';

/** The field errors shown: a field left (or every field, once submitted) shows "required" while empty. */
async function expectErrors(page: Page, values: LoginValues, shown: Array<keyof LoginValues>) {
  const dialog = new LoginDialog(page);
  await dialog.expectOpen();
  await expectFieldErrors(
    dialog.root,
    Object.fromEntries((['username', 'password'] as const).map((field) => [labels[field], shown.includes(field) && values[field] === '' ? required : null])),
  );
}

export const loginFormModel: BrowserModel<typeof loginFormMachine> = {
  flow: 'login-form',
  machine: loginFormMachine,
  suites: suite,
  // A submit with both fields filled signs in and closes the dialog: nothing after it happens there.
  possible: (_event, _before, path, index) => {
    const values: Record<string, unknown> = { username: '', password: '' };
    for (const earlier of path.slice(0, index) as Array<LoginFormEvent>) {
      if (earlier.type === 'login.field.changed') values[earlier.field] = earlier.value;
      if (earlier.type === 'login.form.submitted' && values.username !== '' && values.password !== '') return false;
    }
    return true;
  },
  start: async (page) => {
    const site = new Site(page);
    await site.goto('/');
    await site.openLogin();
  },
  states: {
    'loginForm.pristine': (page, snapshot) => expectErrors(page, snapshot.context.values, snapshot.context.visited),
    'loginForm.checked': async (page, snapshot) => {
      const { values } = snapshot.context as { values: LoginValues };
      if (values.username !== '' && values.password !== '') {
        // Valid credentials went to the session: the demo player is signed in and the dialog closed.
        const site = new Site(page);
        await site.loginDialog.expectClosed();
        await site.seeBalance('₺1.000,00');
      } else await expectErrors(page, values, ['username', 'password']);
    },
  },
  events: {
    'login.field.changed': async (page, event) => {
      await new LoginDialog(page).root.getByLabel(labels[event.field as keyof LoginValues]).fill(String(event.value));
    },
    'login.field.left': async (page, event) => {
      const field = new LoginDialog(page).root.getByLabel(labels[event.field as keyof LoginValues]);
      await field.focus();
      await field.blur();
    },
    'login.form.submitted': async (page) => {
      await new LoginDialog(page).submit.click();
    },
  },
};
