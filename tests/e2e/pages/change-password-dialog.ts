// Page object of the change password dialog (spec §2).
import type { Locator, Page } from '@playwright/test';

export class ChangePasswordDialog {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Şifre Değiştir' });
  }

  async change(oldPassword: string, password: string, confirm = password) {
    await this.root.getByLabel('Eski Şifre', { exact: true }).fill(oldPassword);
    await this.root.getByLabel('Şifre', { exact: true }).fill(password);
    await this.root.getByLabel('Şifre Tekrar', { exact: true }).fill(confirm);
    await this.root.getByRole('button', { name: 'Değiştir' }).click();
  }
}
