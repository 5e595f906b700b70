// Page objects of the deposit and withdraw screens and the dynamic payment dialog (spec §2, §4).
import { expect, type Locator, type Page } from '@playwright/test';

const labelPattern = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(|$)`);

export class PaymentDialog {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.root = page.getByRole('dialog', { name: title });
  }

  /** A field by the start of its label (the server's labels may add the limits: "Tutar (₺50 - ₺50.000)"). */
  field(label: string): Locator {
    return this.root.getByLabel(labelPattern(label));
  }

  /** The error shown under the field with this label. */
  errorOf(label: string): Locator {
    return this.root
      .locator('[data-scope="field"][data-part="root"]')
      .filter({ has: this.page.getByLabel(labelPattern(label)) })
      .locator('[data-part="error-text"]');
  }

  submit(name: 'Yatır' | 'Çek'): Locator {
    return this.root.getByRole('button', { name, exact: true });
  }

  async expectOpen() {
    await expect(this.root).toBeVisible();
    await expect(this.root.getByRole('status')).toBeHidden();
  }
}

export class PaymentMethodsPage {
  constructor(readonly page: Page) {}

  async gotoDeposit() {
    await this.page.goto('/dashboard/deposit');
    await expect(this.page.getByTestId('payment-methods')).toBeVisible();
  }

  async gotoWithdraw() {
    await this.page.goto('/dashboard/withdraw');
    await expect(this.page.getByTestId('payment-methods')).toBeVisible();
  }

  /** Opens a method's dialog by the method's title. */
  async choose(title: string): Promise<PaymentDialog> {
    await this.page.getByTestId('payment-methods').getByRole('button', { name: title }).click();
    const dialog = new PaymentDialog(this.page, title);
    await dialog.expectOpen();
    return dialog;
  }
}
