// Issue 7, the client: a logged-in player's hub connects (the bell is shown), and a server event the
// page did not cause — a withdrawal requested through the API outside the page — reaches the header's
// balance and the bell by push, with no reload.
import { expect, type Page, test } from '@playwright/test';
import { Site } from './pages/site';

/** ₺1.000,00 → 100000 kuruş. */
function kurusOf(text: string): number {
  return Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
}

const formatKurus = (kurus: number) =>
  new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100);

async function apiToken(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.localStorage.getItem('authData'));
  return (JSON.parse(raw ?? '{}') as { token: string }).token;
}

test('a withdrawal made elsewhere updates the balance and the bell live', async ({ page, request }) => {
  const site = new Site(page);
  await site.goto('/');
  await site.login('demo', 'demo1234');
  await site.loginDialog.expectClosed();
  const bell = page.getByTestId('notification-bell').filter({ visible: true });
  await expect(bell).toBeVisible();
  // Both projects share one server, so the starting point is whatever the demo player has now.
  await expect(site.balance()).toHaveText(/₺/);
  const before = kurusOf((await site.balance().textContent()) ?? '');
  // Whatever arrives next must arrive without a page load: this marker would not survive one.
  await page.evaluate(() => {
    (window as unknown as { liveMarker: boolean }).liveMarker = true;
  });
  const badge = bell.getByTestId('notification-badge');
  const unreadBefore = (await badge.count()) === 0 ? 0 : Number(await badge.textContent());

  const token = await apiToken(page);
  const headers = { authorization: `Bearer ${token}` };
  const methods = await request.post('/api/payment/methods', { headers, data: { type: 2 } });
  expect(methods.ok()).toBe(true);
  const method = ((await methods.json()) as { data: Array<{ id: number }> }).data[0];
  expect(method).toBeDefined();
  const withdrawal = await request.post('/api/payment/withdraw', {
    headers: { ...headers, 'idempotency-key': `live-${Date.now()}` },
    data: {
      id: method?.id,
      detail: { iban: 'TR33 0006 1005 1978 6457 8413 26', accountHolder: 'Demo Oyuncu', amount: 100 },
    },
  });
  expect(withdrawal.status(), await withdrawal.text()).toBe(200);

  await expect(site.balance()).toHaveText(formatKurus(before - 10_000));
  await expect(badge).toHaveText(String(unreadBefore + 1));
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: boolean }).liveMarker)).toBe(true);

  await bell.click();
  const panel = page.getByTestId('notification-panel').filter({ visible: true });
  await expect(panel.getByTestId('notification-item')).toHaveCount(unreadBefore + 1);
});
