// Page object of the site shell: header (desktop) or bottom bar (phone), login, balance and logout.
// Methods pick whichever control the viewport shows, so one test runs on both projects.
import { expect, type Locator, type Page } from '@playwright/test';
import { LoginDialog } from './login-dialog';

export class Site {
  readonly loginDialog: LoginDialog;

  constructor(readonly page: Page) {
    this.loginDialog = new LoginDialog(page);
  }

  /** The visible one of several matching controls (header on desktop, bottom bar on phones). */
  private visible(locator: Locator): Locator {
    return locator.filter({ visible: true }).first();
  }

  async goto(path = '/') {
    await this.page.goto(path);
  }

  loginButton(): Locator {
    return this.visible(this.page.getByRole('button', { name: 'Giriş Yap' }));
  }

  async openLogin() {
    await this.loginButton().click();
    await this.loginDialog.expectOpen();
  }

  async login(username: string, password: string) {
    await this.openLogin();
    await this.loginDialog.submitWith(username, password);
  }

  /** The balance the header (or the bottom bar) shows, once a player is logged in. */
  balance(): Locator {
    return this.visible(this.page.getByTestId(/^(header|bottom)-balance$/)).locator('[data-part="amount"]');
  }

  async seeBalance(expected: string) {
    await expect(this.balance()).toHaveText(expected);
  }

  async expectGuest() {
    await expect(this.loginButton()).toBeVisible();
  }

  /** Logs out and waits for the reload that follows 300 ms later (spec §4). */
  async logout() {
    const headerLogout = this.page.getByTestId('site-header').getByRole('button', { name: 'Çıkış Yap' });
    let button = headerLogout;
    if (!(await headerLogout.isVisible())) {
      // Phones: the account link of the bottom bar leads to the dashboard, which has the logout tile.
      await this.page.getByTestId('bottom-bar').getByRole('link', { name: 'Hesap' }).click();
      await expect(this.page).toHaveURL(/\/dashboard$/);
      button = this.page.getByRole('main').getByRole('button', { name: 'Çıkış Yap' });
    }
    const reloaded = this.page.waitForEvent('load');
    await button.click();
    await reloaded;
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });
  }
}
