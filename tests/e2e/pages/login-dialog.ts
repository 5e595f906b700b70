// Page object of the login dialog (spec §2): its fields, the submit button and the field errors.
import { expect, type Locator, type Page } from '@playwright/test';

export class LoginDialog {
  readonly root: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Giriş Yap' });
    this.username = this.root.getByLabel('Kullanıcı Adı');
    this.password = this.root.getByLabel('Şifre');
    this.submit = this.root.getByRole('button', { name: 'Giriş Yap' });
  }

  async expectOpen() {
    await expect(this.root).toBeVisible();
  }

  async expectClosed() {
    await expect(this.root).toBeHidden();
  }

  async submitWith(username: string, password: string) {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** The error shown under the field with this label. */
  errorOf(label: 'Kullanıcı Adı' | 'Şifre'): Locator {
    return this.root
      .locator('[data-scope="field"][data-part="root"]')
      .filter({ has: this.page.getByLabel(label) })
      .locator('[data-part="error-text"]');
  }
}
