// Issue 13.10, at 1440 px and 375 px: a promotion tied to a bonus campaign has a Join button; a guest
// pressing it gets the login dialog, a player joins; the bonuses page lists the offers (deposit bonus,
// cashback) with what each gives and its terms; the next qualifying deposit adds the deposit bonus.
// Screenshots of the changed screens go to docs/screens/ (bonus-offers-*-<width>.png).
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newPlayer, registerThroughApi } from './pages/accounts-data';
import { operatorAuth, playerAuth } from './pages/funding';
import { Site } from './pages/site';
import { screenPath } from './pages/screens';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: screenPath(`bonus-offers-${name}-${page.viewportSize()!.width}.png`), fullPage: true });

/** A bank-transfer deposit of `amount` TRY that the demo operator confirms. */
async function depositConfirmed(request: APIRequestContext, auth: Record<string, string>, username: string, amount: number) {
  const methods = (await (await request.post('/api/payment/methods', { headers: auth, data: { type: 1 } })).json()).data as Array<{ id: number; displayType: string }>;
  const bank = methods.find((method) => method.displayType === 'message')!;
  const deposit = await request.post('/api/payment/deposit', { headers: auth, data: { id: bank.id, target: 'pay', detail: { amount, senderName: 'Ayşe Yılmaz', senderBank: 1 } } });
  expect(deposit.status(), await deposit.text()).toBe(200);
  const ops = await operatorAuth(request);
  const queue = (await (await request.get('/api/ops/deposits?take=100', { headers: ops })).json()).data.items as Array<{ id: number; player: { username: string } }>;
  const row = queue.find((item) => item.player.username === username)!;
  const confirmed = await request.post(`/api/ops/deposits/${row.id}/confirm`, { headers: ops, data: {} });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

test('promotions offer Join (login first for guests); the bonuses page lists the offers and the deposit bonus arrives', async ({ page, request }) => {
  test.setTimeout(120_000);
  const player = newPlayer();
  await registerThroughApi(request, player);
  const site = new Site(page);
  const depositCard = page.getByTestId('promotion-list').getByRole('listitem').filter({ hasText: '%100 Yatırım Bonusu' });
  const cashbackCard = page.getByTestId('promotion-list').getByRole('listitem').filter({ hasText: 'Haftalık %10 Kayıp Bonusu' });

  await test.step('a guest sees Join on the campaign promotions, and pressing it opens the login dialog', async () => {
    await site.goto('/promotions');
    await expect(depositCard.getByRole('button', { name: 'Katıl' })).toBeVisible();
    await expect(cashbackCard.getByRole('button', { name: 'Katıl' })).toBeVisible();
    // A promotion without a campaign has only its details.
    const plain = page.getByTestId('promotion-list').getByRole('listitem').filter({ hasText: 'Canlı Casino' });
    await expect(plain.getByTestId('offer-button')).toHaveCount(0);
    await shot(page, 'promotions-guest');
    await depositCard.getByRole('button', { name: 'Katıl' }).click();
    await site.loginDialog.expectOpen();
  });

  await test.step('logged in, the player joins the deposit bonus from its promotion', async () => {
    await site.loginDialog.submitWith(player.username, player.password);
    await site.loginDialog.expectClosed();
    await depositCard.getByRole('button', { name: 'Katıl' }).click();
    await expect(page.getByText('Kampanyaya katıldınız: bonus, bir sonraki ₺100,00 ve üzeri yatırımınız onaylanınca hesabınıza eklenecek')).toBeVisible();
    await expect(depositCard.getByRole('button', { name: 'Katıldın' })).toBeDisabled();
    await shot(page, 'promotions-joined');
  });

  await test.step('the bonuses page lists both offers with what each gives and its terms', async () => {
    await page.goto('/dashboard/bonuses');
    const offers = page.getByTestId('bonus-offers');
    await expect(offers.getByRole('heading', { name: 'Kampanyalar' })).toBeVisible();
    const deposit = offers.getByTestId('bonus-offer').filter({ hasText: '%100 Yatırım Bonusu' });
    const cashback = offers.getByTestId('bonus-offer').filter({ hasText: 'Haftalık %10 Kayıp Bonusu' });
    await expect(deposit).toContainText('Bir sonraki ₺100,00 ve üzeri yatırımına %100 bonus, en fazla ₺500,00');
    await expect(deposit).toContainText('Katıldın: bonus, bir sonraki uygun yatırımın onaylanınca eklenecek.');
    await expect(cashback).toContainText('Son 7 gündeki net casino kaybının %10’u geri, en fazla ₺1.000,00');
    await deposit.getByText('Koşullar').click();
    await expect(deposit.getByText('Çevrim şartı: bonus tutarının 10 katı, 7 gün içinde.')).toBeVisible();
    await expect(deposit.getByText('Bonus bakiyen varken bir turda en fazla ₺50,00 bahis yapılabilir.')).toBeVisible();
    await cashback.getByRole('button', { name: 'Katıl' }).click();
    await expect(page.getByText('Kayıp bonusuna katıldınız: bundan sonraki net kayıplarınızın %10’u talep edilebilir olacak')).toBeVisible();
    await expect(cashback.getByRole('button', { name: 'Katıldın' })).toBeDisabled();
    await shot(page, 'bonuses');
  });

  await test.step('a ₺200 deposit confirmed by the operator brings the ₺200 deposit bonus', async () => {
    await depositConfirmed(request, await playerAuth(request, player), player.username, 200);
    await page.reload();
    const offers = page.getByTestId('bonus-offers');
    await expect(offers.getByTestId('bonus-offer').filter({ hasText: '%100 Yatırım Bonusu' }).getByRole('button', { name: 'Kullanıldı' })).toBeDisabled();
    const card = page.getByTestId('bonuses').getByRole('article').filter({ hasText: 'Yatırım bonusu' });
    await expect(card).toContainText('₺200,00');
    await expect(card).toContainText('₺2.000,00');
    await shot(page, 'bonuses-granted');
  });
});
