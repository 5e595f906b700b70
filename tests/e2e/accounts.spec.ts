// Accounts against the real server (issue 4): sign-up with the SMS code from the dev outbox and the
// trial bonus, fast sign-up without the bonus, the four recovery steps, change password, the account
// phone update with a wrong code then the right one, the `sms` variant from the dashboard tile, and the
// validation rules shown under the sign-up fields. Every test runs on desktop (1440) and phone (375).
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bootstrapFromApi } from './pages/bootstrap';
import { latestCode, newPlayer, registerThroughApi } from './pages/accounts-data';
import { ChangePasswordDialog } from './pages/change-password-dialog';
import { PhoneVerificationDialog, wrongCodeFor } from './pages/phone-verification-dialog';
import { RecoveryDialog } from './pages/recovery-dialog';
import { RegisterDialog } from './pages/register-dialog';
import { Site } from './pages/site';

/** A fresh player made through the API, logged in on the page. */
async function loggedInPlayer(page: Page, request: APIRequestContext) {
  const player = newPlayer();
  await registerThroughApi(request, player);
  const site = new Site(page);
  await site.goto('/');
  await site.login(player.username, player.password);
  await site.loginDialog.expectClosed();
  return { player, site };
}

async function openRegister(site: Site) {
  await site.goto('/');
  await site.page.getByRole('button', { name: 'Kayıt Ol' }).filter({ visible: true }).first().click();
  const dialog = new RegisterDialog(site.page);
  await dialog.expectOpen();
  return dialog;
}

test('full sign-up with the trial bonus: SMS code from the outbox, celebration, bonus claim, logged in', async ({
  page,
  request,
}) => {
  // The celebration's confetti must draw within the site's CSP (it once asked for a blob: worker).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const site = new Site(page);
  const player = newPlayer();
  const dialog = await openRegister(site);

  await expect(dialog.root.locator('form[data-form="full"]')).toBeVisible();
  // Spec §2: 'Select Country' first, Türkiye preselected once the list fills.
  const country = dialog.root.getByLabel('Ülke', { exact: true });
  await expect(country.locator('option').first()).toHaveText('Ülke Seçiniz');
  await expect(country.locator('option:checked')).toHaveText('Türkiye');

  await dialog.fill(player);
  await expect(dialog.field('Telefon')).toHaveValue(
    `${player.phone.slice(0, 3)} ${player.phone.slice(3, 6)} ${player.phone.slice(6, 8)} ${player.phone.slice(8)}`,
  );
  await dialog.trialBonusBox().check();
  await dialog.submit().click();

  // The code request starts at once: step 2 with the locked phone and the trial-bonus line.
  await expect(dialog.smsCode()).toBeVisible();
  await expect(dialog.root.getByTestId('verify-message')).toContainText('deneme bonusunuz');
  await expect(dialog.root.getByRole('button', { name: 'Telefon Numarasını Değiştir' })).toBeVisible();

  const code = await latestCode(request, player.phone);
  await dialog.smsCode().fill(code);
  await expect(dialog.smsCode()).toHaveValue(`${code.slice(0, 2)}-${code.slice(2, 4)}-${code.slice(4)}`);
  await dialog.validate().click();

  await expect(dialog.celebration()).toBeVisible();
  // canvas-confetti draws on a full-page canvas of its own while it runs.
  await expect(page.locator('body > canvas')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  await dialog.root.getByRole('button', { name: 'Evet' }).click();
  await expect(dialog.root).toBeHidden();
  await expect(site.loginButton()).toBeHidden();
  await expect(site.balance()).toBeVisible();
});

test('fast sign-up without the bonus ends on the Deposit and Live Chat buttons', async ({ page }) => {
  // The active-tab setting chooses the fast form; the seed's setting is full.
  await bootstrapFromApi(page);
  await page.route('**/api/cms/grouped*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.registrationActiveTab = 'fast';
    await route.fulfill({ response, json: body });
  });
  const site = new Site(page);
  const player = newPlayer();
  const dialog = await openRegister(site);
  await expect(dialog.root.locator('form[data-form="fast"]')).toBeVisible();
  await expect(dialog.root.getByLabel('TC Kimlik No')).toHaveCount(0);
  await expect(dialog.root.getByLabel('Ülke', { exact: true })).toHaveCount(0);

  await dialog.fill({ ...player, personalNo: undefined as never, birth: undefined as never });
  await expect(dialog.trialBonusBox()).not.toBeChecked();
  await dialog.submit().click();

  await expect(dialog.celebration()).toBeVisible();
  await expect(dialog.root.getByRole('button', { name: 'Canlı Destek' })).toBeVisible();
  await dialog.root.getByRole('button', { name: 'Para Yatır' }).click();
  await expect(dialog.root).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/deposit$/);
  await expect(site.loginButton()).toBeHidden();
});

test('the sign-up form shows the rules of spec §5 under each field and sends nothing while invalid', async ({
  page,
}) => {
  const site = new Site(page);
  const dialog = await openRegister(site);
  let registerCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/register')) registerCalls += 1;
  });
  await dialog.field('Kullanıcı Adı').fill('ab');
  await dialog.field('Şifre').fill('secret1');
  await dialog.field('Şifre Tekrar').fill('secret2');
  await dialog.submit().click();
  await expect(dialog.errorOf('Ad')).toHaveText('Bu alan zorunludur.');
  await expect(dialog.errorOf('Kullanıcı Adı')).toHaveText('En az 5 karakter giriniz.');
  await expect(dialog.errorOf('Şifre Tekrar')).toHaveText('Şifreler eşleşmiyor.');
  await expect(dialog.errorOf('TC Kimlik No')).toHaveText('Bu alan zorunludur.');
  expect(registerCalls).toBe(0);
});

test('the four recovery steps with the e-mailed code, then login with the new password', async ({ page, request }) => {
  const player = newPlayer();
  await registerThroughApi(request, player);
  const site = new Site(page);
  await site.goto('/');
  await site.openLogin();
  await site.loginDialog.root.getByRole('button', { name: 'Şifremi Unuttum' }).click();

  const recovery = new RecoveryDialog(page);
  await recovery.expectOpen();
  await expect(recovery.root.getByRole('button', { name: 'Hemen Kayıt Olun!' })).toBeVisible();
  await recovery.field('Kullanıcı Adı').fill(player.username);
  await recovery.continue.click();

  await expect(recovery.root.getByText('E-posta adresinize bir sıfırlama kodu gönderildi.')).toBeVisible();
  const code = await latestCode(request, player.email);
  await recovery.field('Sıfırlama Kodu').fill(code);
  await recovery.continue.click();

  await expect(recovery.root.getByRole('heading', { name: 'Yeni Şifre' })).toBeVisible();
  await recovery.field('Şifre').fill('renewed456');
  await recovery.field('Şifre Tekrar').fill('renewed456');
  await recovery.continue.click();

  await expect(recovery.root.getByText('Şifre değişikliği başarılı. Giriş sayfasına yönlendiriliyorsunuz.')).toBeVisible();
  await site.loginDialog.expectOpen();
  await site.loginDialog.submitWith(player.username, 'renewed456');
  await site.loginDialog.expectClosed();
  await expect(site.balance()).toBeVisible();
});

test('a player changes the password from the dashboard and logs in with the new one', async ({ page, request }) => {
  const { player, site } = await loggedInPlayer(page, request);

  await site.goto('/dashboard');
  await page.getByRole('main').getByRole('button', { name: 'Şifre Değiştir' }).click();
  const dialog = new ChangePasswordDialog(page);
  await expect(dialog.root).toBeVisible();
  await dialog.change(player.password, 'changed789', 'changed780');
  await expect(dialog.root.getByText('Şifreler eşleşmiyor.')).toBeVisible();
  await dialog.change(player.password, 'changed789');
  await expect(dialog.root).toBeHidden();

  await site.logout();
  await site.login(player.username, 'changed789');
  await site.loginDialog.expectClosed();
  await expect(site.balance()).toBeVisible();
});

const masked = (digits: string) => `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;

test('account phone update: Update Number, a wrong code clears the field, the right one verifies', async ({ page, request }) => {
  const { player, site } = await loggedInPlayer(page, request);

  await site.goto('/dashboard/account');
  await page.getByRole('main').getByRole('button', { name: 'Telefonu Doğrula' }).click();
  const dialog = new PhoneVerificationDialog(page);
  await dialog.expectOpen();
  await dialog.expectPage('notVerified');
  await expect(dialog.badge()).toHaveText('Doğrulanmadı');
  await expect(dialog.phone()).toHaveValue(masked(player.phone));
  await expect(dialog.phone()).not.toBeEditable();

  await dialog.button('Numarayı Güncelle').click();
  await dialog.expectPage('update');
  await expect(dialog.phone()).toBeEditable();
  const newPhone = newPlayer().phone;
  await dialog.phone().fill(newPhone);
  await dialog.button('Kod Gönder').click();

  await dialog.expectPage('verificationCode');
  await expect(dialog.root.getByText(/Kodu tekrar gönder: \d+ sn/)).toBeVisible();
  const code = await latestCode(request, newPhone);
  await dialog.code().fill(wrongCodeFor(code));
  await dialog.button('Doğrula').click();
  // Spec §8: the server's message as an error toast, and the code field cleared.
  await expect(dialog.errorToast()).toBeVisible();
  await expect(dialog.code()).toHaveValue('');
  await dialog.expectPage('verificationCode');

  await dialog.code().fill(code);
  await expect(dialog.code()).toHaveValue(`${code.slice(0, 3)}-${code.slice(3)}`);
  await dialog.button('Doğrula').click();
  await dialog.expectPage('verified');
  await expect(dialog.badge()).toHaveText('Doğrulandı');
  await expect(dialog.phone()).toHaveValue(masked(newPhone));

  // Spec §4: already verified on opening shows Verified, with the stored (new) phone.
  await dialog.button('Kapat').click();
  await expect(dialog.root).toBeHidden();
  await page.getByRole('main').getByRole('button', { name: /^Telefonu (Doğrula|Değiştir)$/ }).click();
  await dialog.expectOpen();
  await dialog.expectPage('verified');
  await expect(dialog.phone()).toHaveValue(masked(newPhone));
});

test("the dashboard's SMS phone verification tile: phone, a wrong code, the right code, 'Congratulations!'", async ({ page, request }) => {
  const { player, site } = await loggedInPlayer(page, request);

  await site.goto('/dashboard');
  await page.getByRole('main').getByRole('button', { name: 'Telefon Doğrulama' }).click();
  const dialog = new PhoneVerificationDialog(page);
  await dialog.expectOpen();
  await dialog.expectPage('phoneStep');
  await expect(dialog.phone()).toHaveValue(masked(player.phone));
  await dialog.button('Kod Gönder').click();

  await dialog.expectPage('codeStep');
  await expect(dialog.phone()).not.toBeEditable();
  const code = await latestCode(request, player.phone);
  await dialog.code().fill(wrongCodeFor(code));
  await dialog.button('Doğrula').click();
  await expect(dialog.errorToast()).toBeVisible();
  await expect(dialog.code()).toHaveValue('');

  await dialog.code().fill(code);
  await expect(dialog.code()).toHaveValue(`${code.slice(0, 2)}-${code.slice(2, 4)}-${code.slice(4)}`);
  await dialog.button('Doğrula').click();
  await dialog.expectPage('congratulations');
  await expect(dialog.root.getByText('Telefon numaranız başarıyla doğrulandı!')).toBeVisible();
  await dialog.button('Kapat').click();
  await expect(dialog.root).toBeHidden();
});
