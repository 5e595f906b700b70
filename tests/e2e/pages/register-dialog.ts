// Page object of the Sign Up dialog (spec §2) with the phone steps and the celebration that follow.
import { expect, type Locator, type Page } from '@playwright/test';

export interface SignUpData {
  name: string;
  surname: string;
  username: string;
  email: string;
  password: string;
  phone: string;
  personalNo?: string;
  birth?: { day: string; month: string; year: string };
}

export class RegisterDialog {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Kayıt Ol' });
  }

  field(label: string): Locator {
    return this.root.getByLabel(label, { exact: true });
  }

  /** The error shown under the field with this label. */
  errorOf(label: string): Locator {
    return this.root
      .locator('[data-scope="field"][data-part="root"]')
      .filter({ has: this.page.getByLabel(label, { exact: true }) })
      .locator('[data-part="error-text"]');
  }

  async expectOpen() {
    await expect(this.root).toBeVisible();
  }

  async fill(data: SignUpData) {
    await this.field('Ad').fill(data.name);
    await this.field('Soyad').fill(data.surname);
    await this.field('Kullanıcı Adı').fill(data.username);
    await this.field('E-posta').fill(data.email);
    await this.field('Şifre').fill(data.password);
    await this.field('Şifre Tekrar').fill(data.password);
    await this.field('Telefon').fill(data.phone);
    if (data.personalNo) await this.field('TC Kimlik No').fill(data.personalNo);
    if (data.birth) {
      await this.field('GG').fill(data.birth.day);
      await this.field('AA').fill(data.birth.month);
      await this.field('YYYY').fill(data.birth.year);
    }
    await this.root.getByLabel(/Kullanım şartlarını/).check();
    await this.root.getByLabel(/18 yaşından büyük/).check();
  }

  trialBonusBox(): Locator {
    return this.root.getByLabel(/deneme bonusu istiyorum/);
  }

  submit(): Locator {
    return this.root.getByRole('button', { name: 'Kayıt Ol', exact: true });
  }

  smsCode(): Locator {
    return this.field('SMS Kodu');
  }

  validate(): Locator {
    return this.root.getByRole('button', { name: 'Doğrula', exact: true });
  }

  celebration(): Locator {
    return this.root.getByRole('heading', { name: 'Tebrikler!' });
  }
}
