// Issue 13 points 4, 5, 6 and 12, at 1440 px and 375 px: a verified player changes the phone and
// verifies the new one; a pending withdrawal is cancelled (after a confirmation) from the withdraw page
// and from financial activities, the balance back at once; an unpaid card deposit offers Continue
// payment and Cancel; My favourites lists the player's favourite games as they are toggled, and asks
// a guest to log in. Screenshots of the changed screens go to docs/screens/ (everyday-*-<width>.png).
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { latestCode, newPlayer, type NewPlayer, registerThroughApi } from './pages/accounts-data';
import { verifyPhoneThroughApi } from './pages/dashboard-pages';
import { fundedPlayer, playerAuth } from './pages/funding';
import { validTurkishIban } from './pages/payments-data';
import { PhoneVerificationDialog } from './pages/phone-verification-dialog';
import { Site } from './pages/site';
import { verifyFullyThroughApi } from './pages/verification';
import { screenPath } from './pages/screens';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: screenPath(`everyday-${name}-${page.viewportSize()!.width}.png`), fullPage: true });

const masked = (digits: string) => `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}`;

async function logIn(page: Page, player: NewPlayer): Promise<Site> {
  const site = new Site(page);
  await site.goto('/');
  await site.login(player.username, player.password);
  await site.loginDialog.expectClosed();
  return site;
}

/** A withdrawal of `amount` TRY to a fresh IBAN, through the API: Pending, the amount held. */
async function requestWithdrawal(request: APIRequestContext, auth: Record<string, string>, player: NewPlayer, amount: number): Promise<number> {
  const methods = (await (await request.post('/api/payment/methods', { headers: auth, data: { type: 2 } })).json()).data as Array<{ id: number }>;
  const response = await request.post('/api/payment/withdraw', {
    headers: auth,
    data: { id: methods[0]!.id, detail: { iban: validTurkishIban(), accountHolder: `${player.name} ${player.surname}`, amount } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data.id as number;
}

/** A card deposit through the demo gateway, left unpaid (Created): its id and payment page. */
async function unpaidCardDeposit(request: APIRequestContext, auth: Record<string, string>, amount: number) {
  const methods = (await (await request.post('/api/payment/methods', { headers: auth, data: { type: 1 } })).json()).data as Array<{ id: number; displayType: string }>;
  const card = methods.find((method) => method.displayType !== 'message')!;
  const response = await request.post('/api/payment/deposit', { headers: auth, data: { id: card.id, target: 'pay', detail: { amount } } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data as string;
}

test('a verified player changes the phone: the old number stays until the new one is verified', async ({ page, request }) => {
  const player = newPlayer();
  await registerThroughApi(request, player);
  await verifyPhoneThroughApi(request, (await playerAuth(request, player)).authorization.slice('Bearer '.length), player.phone);
  await logIn(page, player);

  await page.goto('/dashboard/account');
  await expect(page.getByTestId('profile-phone-state')).toHaveText('Doğrulandı');
  await page.getByRole('main').getByRole('button', { name: 'Telefonu Değiştir' }).click();
  const dialog = new PhoneVerificationDialog(page);
  await dialog.expectPage('verified');
  await expect(dialog.badge()).toHaveText('Doğrulandı');
  await expect(dialog.phone()).not.toBeEditable();
  await shot(page, 'phone-verified');

  // Before the fix the Verified page had no way on: this button did not exist.
  await dialog.root.getByRole('button', { name: 'Telefonu Değiştir', exact: true }).click();
  await dialog.expectPage('update');
  await expect(dialog.phone()).toBeEditable();
  await expect(dialog.root.getByTestId('phone-change-hint')).toBeVisible();
  const next = newPlayer().phone;
  await dialog.phone().fill(next);
  await shot(page, 'phone-update');
  await dialog.button('Kod Gönder').click();
  await dialog.expectPage('verificationCode');

  // Until the code is checked the account keeps its verified number (another session sees it).
  const auth = await playerAuth(request, player);
  const before = await (await request.get('/api/customer/profile', { headers: auth })).json();
  expect(before.data).toMatchObject({ phone: player.phone, smsVerified: true });

  await dialog.code().fill(await latestCode(request, next));
  await dialog.button('Doğrula').click();
  await dialog.expectPage('verified');
  await expect(dialog.phone()).toHaveValue(masked(next));
  const after = await (await request.get('/api/customer/profile', { headers: auth })).json();
  expect(after.data).toMatchObject({ phone: next, smsVerified: true });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('profile-phone')).toHaveText(`+90 ${next}`);
  await expect(page.getByTestId('profile-phone-state')).toHaveText('Doğrulandı');
});

test('a pending withdrawal is cancelled from the withdraw page and from financial activities; the balance returns at once', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { player, auth } = await fundedPlayer(request, 500);
  await verifyFullyThroughApi(request, auth, player.phone);
  await requestWithdrawal(request, auth, player, 150);
  const site = await logIn(page, player);
  await site.seeBalance('₺350,00');

  await page.goto('/dashboard/withdraw');
  const pending = page.getByTestId('pending-withdrawals');
  await expect(pending.locator('li')).toHaveCount(1);
  await expect(pending).toContainText('₺150,00');
  await shot(page, 'withdraw-pending');
  await pending.getByRole('button', { name: 'İptal Et' }).click();
  const confirm = page.getByRole('dialog', { name: 'Çekim talebi iptal edilsin mi?' });
  await expect(confirm).toContainText('₺150,00');
  await shot(page, 'withdraw-cancel-confirm');
  // Keeping it changes nothing.
  await confirm.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(confirm).toBeHidden();
  await site.seeBalance('₺350,00');
  await pending.getByRole('button', { name: 'İptal Et' }).click();
  await confirm.getByRole('button', { name: 'Evet, iptal et' }).click();
  await expect(site.toast('Çekim talebiniz iptal edildi')).toBeVisible();
  await site.seeBalance('₺500,00');
  await expect(pending).toBeHidden();

  // A second one, cancelled from financial activities.
  await requestWithdrawal(request, auth, player, 200);
  await page.goto('/dashboard/financial-activities');
  const table = page.getByTestId('financial-activities');
  const row = table.locator('tr[data-id]').filter({ hasText: '₺200,00' });
  await expect(row.locator('[data-status]')).toHaveText('Beklemede');
  await site.seeBalance('₺300,00');
  // Only the pending one offers Cancel (the cancelled and the confirmed deposit do not).
  await expect(table.getByRole('button', { name: 'İptal Et' })).toHaveCount(1);
  await shot(page, 'financial-pending-withdrawal');
  await row.getByRole('button', { name: 'İptal Et' }).click();
  await page.getByRole('dialog', { name: 'Çekim talebi iptal edilsin mi?' }).getByRole('button', { name: 'Evet, iptal et' }).click();
  await site.seeBalance('₺500,00');
  await expect(row.locator('[data-status]')).toHaveText('İptal Edildi');
  await expect(table.getByRole('button', { name: 'İptal Et' })).toHaveCount(0);
});

test('an unpaid card deposit offers Continue payment and Cancel on financial activities and the deposit page', async ({ page, request }) => {
  const player = newPlayer();
  await registerThroughApi(request, player);
  const auth = await playerAuth(request, player);
  const paymentUrl = await unpaidCardDeposit(request, auth, 250);
  const site = await logIn(page, player);

  await page.goto('/dashboard/deposit');
  const unpaid = page.getByTestId('unpaid-deposits');
  await expect(unpaid).toContainText('₺250,00');
  await expect(unpaid.getByRole('link', { name: 'Ödemeye Devam Et' })).toHaveAttribute('href', paymentUrl);
  await shot(page, 'deposit-unpaid');

  await page.goto('/dashboard/financial-activities');
  const row = page.getByTestId('financial-activities').locator('tr[data-id]').first();
  await expect(row.locator('[data-status]')).toHaveText('Oluşturuldu');
  const cont = row.getByRole('link', { name: 'Ödemeye Devam Et' });
  await expect(cont).toHaveAttribute('href', paymentUrl);
  await expect(cont).toHaveAttribute('target', '_blank');
  await shot(page, 'financial-unpaid-deposit');
  // The link leads back to the gateway's page, still payable.
  const gateway = await page.context().newPage();
  await gateway.goto(paymentUrl);
  await expect(gateway.getByLabel('Kart numarası')).toBeVisible();
  await gateway.close();

  await row.getByRole('button', { name: 'İptal Et' }).click();
  const confirm = page.getByRole('dialog', { name: 'Yatırım iptal edilsin mi?' });
  await expect(confirm).toContainText('₺250,00');
  await confirm.getByRole('button', { name: 'Evet, iptal et' }).click();
  await expect(site.toast('Yatırım talebiniz iptal edildi')).toBeVisible();
  await expect(row.locator('[data-status]')).toHaveText('İptal Edildi');
  await expect(row.getByRole('link', { name: 'Ödemeye Devam Et' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'İptal Et' })).toHaveCount(0);
  await site.seeBalance('₺0,00');
});

test('My favourites: a guest is asked to log in; a player sees the games as they are toggled anywhere', async ({ page, request }) => {
  const player = newPlayer();
  await registerThroughApi(request, player);
  const site = new Site(page);

  await site.goto('/casino/slot');
  await page.getByTestId('favorites-chip').click();
  await expect(page).toHaveURL(/\/casino\/favorites$/);
  const favourites = page.getByTestId('favorites-page');
  await expect(favourites).toHaveAttribute('data-state', 'guest');
  await shot(page, 'favorites-guest');
  await favourites.getByRole('button', { name: 'Giriş Yap' }).click();
  await site.loginDialog.submitWith(player.username, player.password);
  await site.loginDialog.expectClosed();
  await expect(favourites.getByTestId('no-favorites')).toBeVisible();

  // Toggled on a section's grid: the favourites list has it.
  await page.goto('/casino/slot');
  const card = page.getByTestId('game-grid').getByTestId('game-card').first();
  const code = await card.getAttribute('data-game-code');
  await card.getByTestId('favorite-toggle').click();
  await expect(card.getByTestId('favorite-toggle')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('favorites-chip').click();
  const listed = favourites.getByTestId('game-card');
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toHaveAttribute('data-game-code', code!);
  await shot(page, 'favorites-player');

  // Toggled off on the favourites page itself: gone at once, and a reload agrees.
  await listed.first().getByTestId('favorite-toggle').click();
  await expect(listed).toHaveCount(0);
  await expect(favourites.getByTestId('no-favorites')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('favorites-page').getByTestId('no-favorites')).toBeVisible();
});

test('My favourites has a menu entry', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  // Under 1100 px the side menu is a drawer behind the header's menu button.
  if ((page.viewportSize()?.width ?? 1440) < 1100) await page.getByRole('button', { name: 'Menüyü aç' }).click();
  const entry = page.getByRole('link', { name: 'Favorilerim' }).filter({ visible: true }).first();
  await entry.click();
  await expect(page).toHaveURL(/\/casino\/favorites$/);
});
