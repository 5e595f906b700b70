// Issue 5, the dashboard with real data for a fresh player: personal information (TC number masked,
// phone state, the phone and password dialogs, the e-mail change), bonuses (the trial offer asks for
// a verified phone, then the claim credits it with its wagering bar), session history (a session
// opened elsewhere through the API is ended after a confirmation and stops working). One player per
// project (sign-ups are rate limited per IP).
import { expect, test } from '@playwright/test';
import { BonusesPage, loginElsewhere, pageToken, ProfilePage, SessionHistoryPage, verifyPhoneThroughApi } from './pages/dashboard-pages';
import { freshPlayerLoggedIn } from './pages/payments-data';

test('personal information, bonuses and session history show and change real data', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { site, player } = await freshPlayerLoggedIn(page, request);

  await test.step('dashboard tiles lead to the screens and open the dialogs', async () => {
    await page.goto('/dashboard');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Şifre Değiştir' }).click();
    await expect(page.getByRole('dialog', { name: 'Şifre Değiştir' })).toBeVisible();
    await page.keyboard.press('Escape');
    // The SMS verification tile opens a phone dialog (its variant is the accounts area's choice).
    await main.getByRole('button', { name: 'Telefon Doğrulama' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await main.getByRole('link', { name: 'Kişisel Bilgiler' }).click();
    await expect(page).toHaveURL(/\/dashboard\/account$/);
  });

  const profile = new ProfilePage(page);
  await test.step('personal information: identity read-only, TC number masked, phone not verified', async () => {
    await expect(page.getByTestId('profile-identity')).toBeVisible();
    await expect(profile.fact('Kullanıcı adı')).toHaveText(player.username);
    await expect(profile.fact('Ad Soyad')).toHaveText(`${player.name} ${player.surname}`);
    const personalNo = page.getByTestId('profile-personal-no');
    await expect(personalNo).toContainText(player.personalNo.slice(-4));
    await expect(personalNo).not.toContainText(player.personalNo);
    await expect(profile.fact('Doğum tarihi')).toHaveText(`${player.birth.day}.${player.birth.month}.${player.birth.year}`);
    await expect(page.getByTestId('profile-phone')).toHaveText(`+90 ${player.phone}`);
    await expect(page.getByTestId('profile-phone-state')).toHaveText('Doğrulanmadı');
    await page.getByRole('button', { name: 'Telefonu Doğrula' }).click();
    await expect(page.getByRole('dialog', { name: 'Telefon Doğrulama' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('main').getByRole('button', { name: 'Şifre Değiştir' }).click();
    await expect(page.getByRole('dialog', { name: 'Şifre Değiştir' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('personal information: the e-mail is validated and changed', async () => {
    await page.getByRole('button', { name: 'E-postayı Değiştir' }).click();
    const email = page.getByRole('main').getByLabel('E-posta');
    await email.fill('not-an-address');
    await expect(page.getByRole('button', { name: 'Kaydet' })).toBeDisabled();
    const changed = `new.${player.email}`;
    await email.fill(changed);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByTestId('profile-email')).toHaveText(changed);
    await page.reload();
    await expect(page.getByTestId('profile-email')).toHaveText(changed);
  });

  const bonuses = new BonusesPage(page);
  await test.step('bonuses: the trial offer asks for a verified phone first', async () => {
    await bonuses.goto();
    await expect(bonuses.offer).toContainText('telefon numaranızı doğrulayın');
    await expect(bonuses.offer.getByRole('button', { name: 'Bonusu Al' })).toHaveCount(0);
    await bonuses.offer.getByRole('button', { name: 'Telefonu Doğrula' }).click();
    await expect(page.getByRole('dialog', { name: 'Telefon Doğrulama' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Henüz bir bonusunuz yok.')).toBeVisible();
  });

  await test.step('bonuses: verified, the claim credits the bonus with its wagering bar', async () => {
    await verifyPhoneThroughApi(request, await pageToken(page), player.phone);
    await bonuses.goto();
    await bonuses.offer.getByRole('button', { name: 'Bonusu Al' }).click();
    await expect(site.toast(/deneme bonusu/i)).toBeVisible();
    await site.seeBalance('₺100,00');
    await expect(bonuses.offer).toHaveCount(0);
    const card = bonuses.list.getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Deneme bonusu');
    await expect(card).toContainText('Aktif');
    await expect(card).toContainText('₺100,00');
    const bar = card.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(bar).toHaveAccessibleName(/Çevrim: ₺0,00 \/ ₺1\.000,00/);
    await profile.goto();
    await expect(page.getByTestId('profile-phone-state')).toHaveText('Doğrulandı');
  });

  await test.step('session history: another session is ended after a confirmation', async () => {
    const otherToken = await loginElsewhere(request, player.username, player.password);
    const sessions = new SessionHistoryPage(page);
    await sessions.goto();
    await expect(sessions.session('current')).toHaveCount(1);
    await expect(sessions.session('current')).toContainText('Bu cihaz');
    await expect(sessions.session('current').getByRole('button', { name: 'Oturumu Sonlandır' })).toHaveCount(0);
    // The sign-up's own session is another active one; the iPhone is the one opened just now.
    const other = sessions.session('active').filter({ hasText: 'Safari 17 · iPhone' });
    await expect(other).toHaveCount(1);
    await expect(other).toContainText('IP adresi');
    await other.getByRole('button', { name: 'Oturumu Sonlandır' }).click();
    const confirm = page.getByRole('dialog', { name: 'Oturum sonlandırılsın mı?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(confirm).toBeHidden();
    await expect(other).toHaveCount(1);
    await other.getByRole('button', { name: 'Oturumu Sonlandır' }).click();
    await confirm.getByRole('button', { name: 'Sonlandır', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(other).toHaveCount(0);
    await expect(sessions.session('ended').filter({ hasText: 'Safari 17 · iPhone' })).toHaveCount(1);
    const refused = await request.get('/api/user/balance', { headers: { authorization: `Bearer ${otherToken}` } });
    expect(refused.status()).toBe(401);
    // This device is still in.
    await page.getByRole('button', { name: 'Yenile' }).click();
    await expect(sessions.session('current')).toHaveCount(1);
    await site.seeBalance('₺100,00');
  });
});
