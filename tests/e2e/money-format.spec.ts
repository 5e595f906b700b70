// Issue 13 point 9: one money format everywhere, by language: ₺1.150,00 in Turkish and ₺1,150.00 in
// English, in the site's header, in a studio game page and on the demo payment page (it was ₺1.150,00,
// "TRY 1,150.00" and "₺150.00"). The expected strings are written out here.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { skipStartupPopup } from './pages/casino';
import { fundedPlayer } from './pages/funding';
import { Site } from './pages/site';
import { screenPath } from './pages/screens';

async function studioUrl(request: APIRequestContext, auth: Record<string, string>, language: 'tr' | 'en'): Promise<string> {
  const response = await request.post('/api/casino/studiolaunchurl', { headers: auth, data: { platform: 1, gameCode: 'studio-slot', language, lobbyUrl: '/' } });
  expect(response.status(), await response.text()).toBe(200);
  const url = new URL((await response.json()).data as string);
  return `${url.pathname}${url.search}`;
}

/** A card deposit of `amount` TRY through the demo gateway: the hosted page's path. */
async function demoPaymentPage(request: APIRequestContext, auth: Record<string, string>, amount: number): Promise<string> {
  const methods = (await (await request.post('/api/payment/methods', { headers: auth, data: { type: 1 } })).json()).data as Array<{ id: number; name: string }>;
  const card = methods.find((method) => method.name.includes('demo'));
  expect(card, JSON.stringify(methods)).toBeDefined();
  const response = await request.post('/api/payment/deposit', {
    headers: { ...auth, 'idempotency-key': `money-format-${Date.now()}-${Math.random()}` },
    data: { id: card!.id, target: 'pay', detail: { amount } },
  });
  expect(response.status(), await response.text()).toBe(200);
  const url = new URL((await response.json()).data as string);
  return url.pathname;
}

test('the header, a studio game and the demo payment page write money alike, by language', async ({ page, request }) => {
  await skipStartupPopup(page);
  const { player, auth } = await fundedPlayer(request, 1150);

  // The site: Turkish, then English after the language changes.
  const site = new Site(page);
  await site.goto('/');
  await site.login(player.username, player.password);
  await expect(site.balance()).toHaveText('₺1.150,00');
  await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  await page.reload();
  await expect(page.getByTestId('header-balance').locator('[data-part="amount"]')).toHaveText('₺1,150.00');

  // A studio game page in each language.
  await page.goto(await studioUrl(request, auth, 'tr'));
  await expect(page.getByTestId('studio-balance')).toHaveText('₺1.150,00');
  await page.goto(await studioUrl(request, auth, 'en'));
  await expect(page.getByTestId('studio-balance')).toHaveText('₺1,150.00');
  await page.screenshot({ path: screenPath('money-studio-en-1440.png') });

  // The demo gateway's page in each language.
  const payment = await demoPaymentPage(request, auth, 1150);
  await page.goto(`${payment}?lang=tr`);
  await expect(page.getByTestId('amount')).toHaveText('₺1.150,00');
  await page.goto(`${payment}?lang=en`);
  await expect(page.getByTestId('amount')).toHaveText('₺1,150.00');
  await page.screenshot({ path: screenPath('money-demo-payment-en-1440.png') });
});
