// The back office's casino screen in Chromium at 1280 px (issue 16, "Casino: games ... enable, order,
// feature"): a fresh content operator finds a game by name, takes it off the site; the player's casino
// search no longer finds it; the operator publishes it again and the player's next search finds it.
import { expect, test } from '@playwright/test';
import { Backoffice, freshOperator } from './pages/backoffice';
import { Casino, skipStartupPopup } from './pages/casino';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'tr-TR' });

test('a content operator disables a game and publishes it again; the player casino follows at once', async ({ page, browser, request }) => {
  const operator = await freshOperator(request, 'content');
  const office = new Backoffice(page);
  await office.signIn(operator);
  await office.open('Casino oyunları');
  await expect(page.getByTestId('bo-casino')).toBeVisible();
  await page.getByRole('search').locator('input[name="search"]').fill('buffalo');
  await page.getByRole('search').getByRole('button', { name: 'Ara' }).click();
  const row = page.locator('[data-testid="bo-game-row"][data-code="3008"]');
  await expect(row).toContainText('Wild Buffalo');
  await expect(page.getByTestId('bo-game-row')).toHaveCount(1);
  await expect(row).toContainText('Öne çıkan');

  const setEnabled = async (enabled: boolean) => {
    await row.getByRole('button', { name: 'Wild Buffalo' }).click();
    const editor = page.getByTestId('bo-game-editor');
    await expect(editor).toContainText('3008');
    await editor.locator('input[name="enabled"]').setChecked(enabled);
    await editor.getByRole('button', { name: 'Kaydet' }).click();
    await expect(row).toContainText(enabled ? 'Yayında' : 'Gizli');
  };
  await setEnabled(false);

  const player = await browser.newPage();
  await skipStartupPopup(player);
  const casino = new Casino(player);
  await casino.gotoSection('slot', 'buffalo');
  await expect(casino.page.getByTestId('casino-section')).toBeVisible();
  await expect(player.getByTestId('no-games')).toBeVisible();
  await expect(casino.card('Wild Buffalo')).toHaveCount(0);

  await setEnabled(true);
  await casino.gotoSection('slot', 'buffalo');
  await expect(casino.card('Wild Buffalo')).toBeVisible();
  await player.close();
});
