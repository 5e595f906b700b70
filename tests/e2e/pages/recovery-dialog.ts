// Page object of the Recovery Password dialog (spec §2): four steps behind one 'Continue' button.
import { expect, type Locator, type Page } from '@playwright/test';

export class RecoveryDialog {
  readonly root: Locator;
  readonly continue: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Şifremi Unuttum' });
    this.continue = this.root.getByRole('button', { name: 'Devam' });
  }

  async expectOpen() {
    await expect(this.root).toBeVisible();
  }

  field(label: string): Locator {
    return this.root.getByLabel(label, { exact: true });
  }
}
