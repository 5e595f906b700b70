// Dialog exclusivity in the browser: which dialog is open, opened and closed the ways the site offers.
import { expect, type Page } from '@playwright/test';
import { createMachine, type EventObject } from 'xstate';
import { type DialogName, dialogNames, type DialogsEvent, dialogsMachine } from '../../../../machines/dialogs/dialogs.machine';
import { dialogsWords } from '../../../../machines/dialogs/dialogs.words';
import { memoryStore } from '../../../../machines/shared/ports';
import { generatePaths } from '../../../../machines/testing/path-coverage';
import { newPlayer, registerThroughApi } from '../../pages/accounts-data';
import { PaymentMethodsPage } from '../../pages/payments-page';
import { Site } from '../../pages/site';
import type { BrowserModel } from '../model';

// The suite of machines/dialogs/dialogs.test.ts: the same stand-in flows, events and input.
const testMachine = dialogsMachine.provide({
  actors: {
    loginForm: createMachine({}) as never,
    registration: createMachine({}) as never,
    recovery: createMachine({}) as never,
    changePassword: createMachine({}) as never,
    phoneVerification: createMachine({}) as never,
    paymentDialog: createMachine({}) as never,
  },
});
const depositMethod = { id: 7, type: 1, title: 'Papara' } as const;
const suite = generatePaths(testMachine, {
  events: (): DialogsEvent[] => [
    ...dialogNames.filter((dialog) => dialog !== 'payment').map((dialog) => ({ type: 'dialog.open' as const, dialog })),
    { type: 'dialog.open', dialog: 'payment', method: depositMethod },
    { type: 'dialog.close' },
    { type: 'dialogs.closeAll' },
    { type: 'dialogs.siteLoaded', registration: { activeTab: 'full', trialBonus: 0 } },
  ],
  input: () => ({ storage: memoryStore() }),
  words: dialogsWords,
});

// The demo seed's deposit methods have no "Papara": the path's method stands for the demo card method.
const depositTitle = 'Kredi / Banka Kartı (demo)';
const titles: Record<DialogName, string> = {
  login: 'Giriş Yap',
  register: 'Kayıt Ol',
  recovery: 'Şifremi Unuttum',
  password: 'Şifre Değiştir',
  sms: 'Telefon Doğrulama',
  phoneVerification: 'Telefon Doğrulama',
  payment: depositTitle,
};
/** The dialogs a player opens (a guest's open the login dialog instead), and a guest's own. */
const playerDialogs: DialogName[] = ['password', 'sms', 'phoneVerification', 'payment'];
const guestDialogs: DialogName[] = ['login', 'register', 'recovery'];
/** Links inside a dialog that open another (spec §2); any other opening needs the dialog closed. */
const links: Partial<Record<DialogName, Partial<Record<DialogName, string>>>> = {
  login: { recovery: 'Şifremi Unuttum', register: 'Hemen Kayıt Olun!' },
  register: { login: 'Hemen Giriş Yapın!' },
  recovery: { register: 'Hemen Kayıt Olun!' },
};

const opened = (event: EventObject) => (event.type === 'dialog.open' ? (event as unknown as { dialog: DialogName }).dialog : null);
const asPlayer = (path: EventObject[]) => path.some((event) => playerDialogs.includes(opened(event)!));
const verifyPhone = 'Telefonu Doğrula';
const openDialog = (page: Page) => page.getByRole('dialog');

/** Exactly one dialog shows, this one (the two phone dialogs told apart by their pages). */
async function expectOnly(page: Page, dialog: DialogName) {
  await expect(openDialog(page)).toHaveCount(1);
  const root = page.getByRole('dialog', { name: titles[dialog], exact: true });
  await expect(root).toBeVisible();
  if (dialog === 'sms') await expect(root.locator('form[data-page="phoneStep"]')).toBeVisible();
  if (dialog === 'phoneVerification') await expect(root.locator('form[data-page="notVerified"]')).toBeVisible();
}

export const dialogsModel: BrowserModel<typeof dialogsMachine> = {
  flow: 'dialogs',
  machine: dialogsMachine,
  suites: suite,
  moves: true,
  // A path opens a guest's dialogs or a player's, never both: the session is chosen at the start.
  possible: (event, before, path) => {
    const open = before.value as DialogName | 'closed';
    const target = opened(event);
    if (target) {
      if (asPlayer(path) && guestDialogs.includes(target)) return false;
      return open === 'closed' ? target !== 'recovery' : links[open as DialogName]?.[target] !== undefined;
    }
    // The dialogs close all on a successful sign-in; the site's settings arrive once, at load.
    if (event.type === 'dialogs.closeAll') return open === 'login';
    if (event.type === 'dialogs.siteLoaded') return false;
    return open !== 'closed';
  },
  start: async (page, _suite, events) => {
    const site = new Site(page);
    if (asPlayer(events)) {
      const player = newPlayer();
      await registerThroughApi(page.request, player);
      await site.goto('/');
      await site.login(player.username, player.password);
      await site.loginDialog.expectClosed();
    } else await site.goto('/');
  },
  states: {
    'dialogs.closed': async (page) => {
      await expect(openDialog(page)).toHaveCount(0);
    },
    ...Object.fromEntries(dialogNames.map((dialog) => [`dialogs.${dialog}`, (page: Page) => expectOnly(page, dialog)])),
  },
  events: {
    'dialog.open': async (page, event, before) => {
      const target = opened(event)!;
      const open = before.value as DialogName | 'closed';
      if (open !== 'closed') {
        // With the mouse, while the dialog's first field has the focus: the press must not blur that field
        // (its "required" error used to push the link down before the release, and the click was lost).
        const dialog = page.getByRole('dialog', { name: titles[open], exact: true });
        await dialog.getByRole('textbox').first().focus();
        await dialog.getByRole('button', { name: links[open]![target], exact: true }).click();
        return;
      }
      const site = new Site(page);
      if (target === 'login') await site.loginButton().click();
      else if (target === 'register') await page.getByTestId('site-header').getByRole('button', { name: 'Kayıt Ol' }).click();
      else if (target === 'sms') {
        await page.goto('/dashboard');
        await page.getByRole('main').getByRole('button', { name: 'Telefon Doğrulama' }).click();
      } else if (target === 'password' || target === 'phoneVerification') {
        await page.goto('/dashboard/account');
        const name = target === 'password' ? 'Şifre Değiştir' : verifyPhone;
        await page.getByRole('main').getByRole('button', { name }).first().click();
      } else if (target === 'payment') {
        const methods = new PaymentMethodsPage(page);
        await methods.gotoDeposit();
        await methods.page.getByTestId('payment-methods').getByRole('button', { name: depositTitle }).click();
      }
    },
    'dialog.close': async (page, _event, before) => {
      const close = page.getByRole('dialog', { name: titles[before.value as DialogName], exact: true }).getByRole('button', { name: 'Kapat' }).first();
      await close.click({ timeout: 10_000 });
    },
    // Every dialog closes when the sign-in succeeds (the session closes them).
    'dialogs.closeAll': async (page) => {
      await new Site(page).loginDialog.submitWith('demo', 'demo1234');
    },
    'dialogs.siteLoaded': async (page) => {
      await page.reload();
    },
  },
};
