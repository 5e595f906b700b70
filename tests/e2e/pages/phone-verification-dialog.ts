// Page object of the phone verification dialogs (spec §2): the account dialog's four pages (NotVerified,
// Verified, Update, VerificationCode) and the `sms` variant (step 1 phone, step 2 code, 'Congratulations!').
// `page()` reads which page or step the dialog shows from its data-page attribute.
import { expect, type Locator, type Page } from '@playwright/test';

export class PhoneVerificationDialog {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Telefon Doğrulama' });
  }

  async expectOpen() {
    await expect(this.root).toBeVisible();
  }

  /** notVerified, verified, update, verificationCode, phoneStep, codeStep or congratulations. */
  async expectPage(name: string) {
    await expect(this.root.locator(`[data-page="${name}"]`)).toBeVisible();
  }

  phone(): Locator {
    return this.root.getByLabel('Telefon', { exact: true });
  }

  code(): Locator {
    return this.root.getByLabel('SMS Kodu', { exact: true });
  }

  badge(): Locator {
    return this.root.getByTestId('phone-badge');
  }

  button(name: 'Kod Gönder' | 'Doğrula' | 'Numarayı Güncelle' | 'Telefon Numarasını Değiştir' | 'Kapat'): Locator {
    return this.root.getByRole('button', { name, exact: true }).filter({ visible: true }).last();
  }

  /** The error toast a refused call raises (spec §8). */
  errorToast(): Locator {
    return this.page.locator('[data-scope="toast"][data-part="root"][data-type="error"]');
  }
}

/** The same number of digits as `code`, but not it: a wrong code the server refuses. */
export function wrongCodeFor(code: string): string {
  return String((Number(code) + 1) % 10 ** code.length).padStart(code.length, '0');
}
