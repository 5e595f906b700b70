// The back office's bonus campaigns in Chromium at 1280 px (issue 16, "Bonuses: campaigns ... cancel"): a
// fresh finance operator creates a deposit bonus campaign; the player's offers show it with the figures
// typed; the operator ends it after a confirmation, and it leaves the offers at once.
import { expect, test } from '@playwright/test';
import { Backoffice, freshOperator } from './pages/backoffice';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'tr-TR' });

test('a finance operator creates a deposit bonus campaign and ends it; the offers follow at once', async ({ page, request }) => {
  const operator = await freshOperator(request, 'finance');
  const office = new Backoffice(page);
  await office.signIn(operator);
  await office.open('Bonus kampanyaları');
  await expect(page.getByTestId('bo-campaigns')).toBeVisible();

  const code = `e2e-${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Yeni kampanya' }).click();
  const form = page.getByTestId('bo-campaign-form');
  await form.locator('input[name="code"]').fill(code);
  await form.locator('input[name="percent"]').fill('25');
  // Three decimals: the form names the field and does not send.
  await form.locator('input[name="cap"]').fill('750.505');
  await expect(form.getByRole('status')).toContainText('Üst sınır (TL)');
  await expect(form.getByRole('button', { name: 'Kaydet' })).toBeDisabled();
  await form.locator('input[name="cap"]').fill('750.50');
  await form.locator('input[name="minDeposit"]').fill('200');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  const row = page.locator(`[data-testid="bo-campaign-row"][data-code="${code}"]`);
  await expect(row).toContainText('Açık');
  await expect(row).toContainText('0 / 0');

  const offers = async () => ((await (await request.get('/api/bonus/offers')).json()).data as Array<{ campaignId: number; percent: number; cap: number; minDeposit: number }>);
  const list = await request.get('/api/ops/bonuses/campaigns', { headers: { authorization: `Bearer ${await office.token()}` } });
  const id = ((await list.json()).data as Array<{ id: number; code: string }>).find((c) => c.code === code)!.id;
  expect((await offers()).find((o) => o.campaignId === id)).toMatchObject({ percent: 25, cap: 750.5, minDeposit: 200 });

  await row.getByRole('button', { name: 'Sona erdir' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(code);
  await confirm.getByRole('button', { name: 'Sona erdir' }).click();
  await expect(row).toContainText('Kapalı');
  await expect(row.getByRole('button', { name: 'Sona erdir' })).toHaveCount(0);
  expect((await offers()).find((o) => o.campaignId === id)).toBeUndefined();
});
