// The back office's site content screen in Chromium at 1280 px (issue 16, content pages and footer texts):
// a fresh content operator writes a footer page in the rich-text editor, sees it in the preview, publishes
// it; the player's footer links to it on the next load and the page shows the text; the operator changes
// a footer text and the player's next load shows it; unpublishing the page takes the link away again.
// What this spec changes it puts back (the page unpublished, the footer text restored), so other specs
// read the seeded site.
import { expect, test } from '@playwright/test';
import { Backoffice, freshOperator } from './pages/backoffice';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'tr-TR' });

test('a content operator publishes a footer page and a footer text, and the player sees both at once', async ({ page, browser, request }) => {
  const operator = await freshOperator(request, 'content');
  const office = new Backoffice(page);
  await office.signIn(operator);
  await office.open('Site içeriği');
  await expect(page.getByTestId('bo-site')).toBeVisible();

  const slug = `e2e-${Date.now().toString(36)}`;
  const title = `Kurallar ${slug}`;
  await page.getByTestId('bo-site-tab-page').click();
  await page.getByRole('button', { name: 'Yeni sayfa' }).click();
  const editor = page.getByTestId('bo-site-editor');
  await editor.locator('input[name="slug"]').fill(slug);
  await editor.locator('input[name="sort"]').fill('9000');
  // Category 2 is the footer's (the player's footer asks for it by id).
  await editor.locator('select[name="categoryId"]').selectOption('2');
  await editor.locator('input[name="title"]').fill(title);
  await page.getByTestId('bo-rich-text').click();
  await page.keyboard.type('Oyun ');
  await page.getByRole('button', { name: 'Kalın' }).click();
  // The editor takes the bold mark before the next keystroke (on a busy machine the first one was lost).
  await expect(page.getByRole('button', { name: 'Kalın' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('18 yaş');
  const preview = page.getByTestId('bo-site-preview');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('18 yaş');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  const row = page.getByTestId('bo-site-row').filter({ hasText: slug });
  await expect(row).toContainText('Yayında');

  const player = await browser.newPage();
  await player.goto('/');
  const link = player.getByTestId('site-footer').getByRole('link', { name: title });
  await expect(link).toBeVisible();
  await link.click();
  await expect(player.locator('strong', { hasText: '18 yaş' })).toBeVisible();

  // A footer text: the responsible gaming line.
  await page.getByTestId('bo-site-tab-footer').click();
  const footerRow = page.locator('[data-testid="bo-site-row"][data-key="footer.responsibleGaming"]');
  await footerRow.getByRole('button').click();
  const before = await editor.locator('input[name="tr"]').inputValue();
  const line = `Sorumlu oyna ${slug}`;
  await editor.locator('input[name="tr"]').fill(line);
  await expect(preview).toContainText(line);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(footerRow).toContainText(line);
  await player.goto('/');
  await expect(player.getByTestId('site-footer')).toContainText(line);

  // Put back what other specs read: the text as it was, the page unpublished (its link gone at once).
  await footerRow.getByRole('button').click();
  await editor.locator('input[name="tr"]').fill(before);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await page.getByTestId('bo-site-tab-page').click();
  await row.getByRole('button').first().click();
  await editor.locator('input[name="enabled"]').uncheck();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(row).toContainText('Taslak');
  await player.reload();
  await expect(player.getByTestId('site-footer')).toBeVisible();
  await expect(player.getByTestId('site-footer').getByRole('link', { name: title })).toHaveCount(0);
  await player.close();
});
