// The back office's content screen in Chromium at 1280 px (issue 16, "a content operator edits a
// promotion and the player's site shows it at once"): a fresh content operator writes a promotion in
// the rich-text editor, sees it in the preview as players will, saves it; the player's promotions page
// shows it; the operator changes its title and text, and the player's next load shows the change. Then
// the operator gives it a schedule: an end before the start is refused on the form with its reason; a
// window starting tomorrow takes it off the player's list and its page answers "not found"; a window
// that has begun brings it back.
import { expect, test } from '@playwright/test';
import { Backoffice, freshOperator } from './pages/backoffice';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'tr-TR' });

test('a content operator edits a promotion and the player sees it at once', async ({ page, browser, request }) => {
  test.slow();
  const operator = await freshOperator(request, 'content');
  const office = new Backoffice(page);
  await office.signIn(operator);
  await office.open('İçerik');
  await expect(page.getByTestId('bo-content')).toBeVisible();

  const slug = `e2e-${Date.now().toString(36)}`;
  const title = `Hafta sonu ${slug}`;
  await page.getByRole('button', { name: 'Yeni promosyon' }).click();
  const editor = page.getByTestId('bo-promotion-editor');
  await editor.locator('input[name="slug"]').fill(slug);
  // Last in the player's list, so the other specs' "first promotion" stays the seeded one.
  await editor.locator('input[name="sort"]').fill('9000');
  await editor.locator('input[name="title"]').fill(title);
  const text = page.getByTestId('bo-rich-text');
  await text.click();
  await page.keyboard.type('Yatırımına ');
  await page.getByRole('button', { name: 'Kalın' }).click();
  await page.keyboard.type('%50 bonus');
  const preview = page.getByTestId('bo-promotion-preview');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('%50 bonus');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  const row = page.getByTestId('bo-promotion-row').filter({ hasText: slug });
  await expect(row).toContainText(title);

  const player = await browser.newPage();
  await player.goto('/promotions');
  const card = player.getByTestId('promotion-list').getByRole('listitem').filter({ hasText: title });
  await expect(card).toBeVisible();

  // The edit: a new title and a line added to the text.
  await row.getByRole('button', { name: title }).click();
  const edited = `${title} %75`;
  await editor.locator('input[name="title"]').fill(edited);
  await page.getByTestId('bo-rich-text').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Pazartesiye kadar.');
  await expect(preview.getByText('Pazartesiye kadar.')).toBeVisible();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('bo-promotion-row').filter({ hasText: slug })).toContainText(edited);

  await player.reload();
  const changed = player.getByTestId('promotion-list').getByRole('listitem').filter({ hasText: edited });
  await expect(changed).toBeVisible();
  await changed.getByRole('button', { name: /Detaylar/ }).click();
  const detail = player.getByRole('dialog', { name: edited }).getByTestId('promotion-detail');
  await expect(detail.locator('strong', { hasText: '%50 bonus' })).toBeVisible();
  await expect(detail).toContainText('Pazartesiye kadar.');

  // The schedule, typed on the Turkish clock (UTC+3).
  const turkish = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 16);
  const listed = await (await request.get('/api/cms/promotions', { headers: { 'x-locale': 'tr' } })).json();
  const id = (listed.data as Array<{ id: number; title: string }>).find((p) => p.title === edited)!.id;
  const day = 86_400_000;
  await page.getByTestId('bo-promotion-row').filter({ hasText: slug }).getByRole('button', { name: edited }).click();
  await editor.locator('input[name="startsAt"]').fill(turkish(Date.now() + 2 * day));
  await editor.locator('input[name="endsAt"]').fill(turkish(Date.now() + day));
  await expect(editor.getByTestId('bo-promotion-window-problem')).toHaveText('Bitiş zamanı başlangıçtan sonra olmalı.');
  await expect(page.getByRole('button', { name: 'Kaydet' })).toBeDisabled();
  await editor.locator('input[name="startsAt"]').fill(turkish(Date.now() + day));
  await editor.locator('input[name="endsAt"]').fill(turkish(Date.now() + 3 * day));
  await expect(editor.getByTestId('bo-promotion-window-problem')).toHaveCount(0);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('bo-promotion-row').filter({ hasText: slug })).toBeVisible();
  await expect(editor).toHaveCount(0);

  // Not begun: gone from the player's list, and its page is "not found" in the player's language.
  const relisted = player.waitForResponse((response) => response.url().endsWith('/api/cms/promotions') && response.ok());
  await player.reload();
  await relisted;
  // The seeded promotions are still listed; this one is not.
  await expect(player.getByTestId('promotion-list').getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(player.getByTestId('promotion-list').getByRole('listitem').filter({ hasText: edited })).toHaveCount(0);
  const notYet = await request.get(`/api/cms/promotions/${id}`, { headers: { 'x-locale': 'tr' } });
  expect(notYet.status()).toBe(404);
  expect(await notYet.json()).toEqual({ success: false, message: 'Promosyon bulunamadı', data: null });

  // Begun an hour ago: back on the list and its page.
  await page.getByTestId('bo-promotion-row').filter({ hasText: slug }).getByRole('button', { name: edited }).click();
  await editor.locator('input[name="startsAt"]').fill(turkish(Date.now() - 3_600_000));
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(editor).toHaveCount(0);
  await player.reload();
  await expect(player.getByTestId('promotion-list').getByRole('listitem').filter({ hasText: edited })).toBeVisible();
  expect((await request.get(`/api/cms/promotions/${id}`)).status()).toBe(200);
  await player.close();
});
