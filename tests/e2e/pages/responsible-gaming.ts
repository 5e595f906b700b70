// Page object of the "Responsible gaming" page and the reality check dialog (issue 19).
import { expect, type Locator, type Page } from '@playwright/test';

export class ResponsibleGamingPage {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('responsible-gaming');
  }

  async goto() {
    await this.page.goto('/dashboard/responsible-gaming');
    await expect(this.root).toBeVisible();
  }

  async setLimit(kind: string, period: string, amount: string) {
    const limits = this.root.getByTestId('rg-limits');
    await limits.getByLabel('Limit türü').selectOption({ label: kind });
    await limits.getByLabel('Dönem').selectOption({ label: period });
    await limits.getByLabel(/^Tutar/).fill(amount);
    await limits.getByRole('button', { name: 'Kaydet' }).click();
  }

  limit(kind: 'deposit' | 'loss' | 'wager' | 'session', period: 'day' | 'week' | 'month'): Locator {
    return this.root.getByTestId(`rg-limit-${kind}-${period}`);
  }

  async chooseRealityCheck(label: string) {
    await this.root.getByTestId('rg-reality-check').getByRole('radio', { name: label }).click();
    await expect(this.root.getByTestId('rg-reality-check').getByRole('radio', { name: label })).toHaveAttribute('aria-checked', 'true');
  }

  async takeTimeOut(label: string) {
    await this.root.getByTestId('rg-time-out').getByRole('button', { name: label }).click();
    const question = this.page.getByRole('dialog', { name: 'Emin misiniz?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Evet, başlat' }).click();
  }

  realityCheck(): Locator {
    return this.page.getByRole('dialog', { name: 'Oyun hatırlatması' });
  }
}
