// Providers' settings in the back office (issue 16, Casino) in Chromium at 1280 px: an admin fills in
// SoftGamings' settings (no other spec launches its games); the provider shows as configured; reopened, its
// API key and password are empty password fields marked as stored, and the secret is nowhere in the page.
// A content operator sees the providers but no save button.
import { expect, test } from '@playwright/test';
import { Backoffice, freshOperator } from './pages/backoffice';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'tr-TR' });

const SECRET = `e2e-sg-${Date.now().toString(36)}`;

test('an admin configures a provider; its secrets are write-only', async ({ page, request }) => {
  const office = new Backoffice(page);
  await office.signIn(await freshOperator(request, 'admin'));
  await office.open('Casino oyunları');
  const panel = page.getByTestId('bo-providers');
  await panel.getByTestId('bo-provider-row').filter({ hasText: 'SoftGamings' }).getByRole('button', { name: 'Ayarlar' }).click();
  const form = panel.getByTestId('bo-provider-form');
  await expect(form.locator('input[name="apiKey"]')).toHaveAttribute('type', 'password');
  await form.locator('input[name="apiUrl"]').fill('https://apitest.fundist.org');
  await form.locator('input[name="apiKey"]').fill(SECRET);
  await form.locator('input[name="apiPassword"]').fill(`${SECRET}-pw`);
  await form.locator('input[name="serverIp"]').fill('203.0.113.10');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  const row = panel.getByTestId('bo-provider-row').filter({ hasText: 'SoftGamings' });
  await expect(row).toContainText('Tamam');

  await row.getByRole('button', { name: 'Ayarlar' }).click();
  await expect(form.locator('input[name="apiKey"]')).toHaveValue('');
  await expect(form).toContainText('Kayıtlı; değiştirmek için yenisini yazın');
  await expect(form.locator('input[name="serverIp"]')).toHaveValue('203.0.113.10');
  // Nothing changed: nothing to save.
  await expect(form.getByRole('button', { name: 'Kaydet' })).toBeDisabled();
  expect(await page.content()).not.toContain(SECRET);
});

test('a content operator reads the providers but cannot change them', async ({ page, request }) => {
  const office = new Backoffice(page);
  await office.signIn(await freshOperator(request, 'content'));
  await office.open('Casino oyunları');
  const panel = page.getByTestId('bo-providers');
  await panel.getByTestId('bo-provider-row').filter({ hasText: 'Pragmatic Play' }).getByRole('button', { name: 'Ayarlar' }).click();
  const form = panel.getByTestId('bo-provider-form');
  await expect(form.locator('input[name="apiUrl"]')).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Kaydet' })).toHaveCount(0);
});
