// A player's back-office page by its URL (issue 16) and the sports stake factor (issue 17), in Chromium
// at 1280 px: the lookup's result links to /backoffice/players/<id>, which survives a reload and opens
// directly when pasted; the tab is in the URL (?tab=…) and back/forward follow it; an id no player has
// says "not found". A trader sets the player's stake factor to 0 with a reason: after a reload the page
// reads it back, and the player's own sportsbook settings show a maximum stake of ₺0.
import { expect, test } from '@playwright/test';
import { Backoffice, freshOperator, openPlayer } from './pages/backoffice';
import { fundedPlayer } from './pages/funding';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'tr-TR' });
// Each test signs a fresh operator in (TOTP enrolment) and reloads several times; the shared machine is slow.
test.setTimeout(120_000);

const UUID = /\/backoffice\/players\/([0-9a-f-]{36})$/;

test("a player's page has its URL: reload, a pasted link, tabs in the URL, back and forward; an unknown id is not found", async ({ page, request }) => {
  const { player } = await fundedPlayer(request, 200);
  const operator = await freshOperator(request, 'support');
  const office = new Backoffice(page);
  await office.signIn(operator);
  await openPlayer(office, player.username);
  await expect(page).toHaveURL(UUID);
  const playerId = UUID.exec(page.url())![1]!;

  await page.reload();
  await expect(page.getByTestId('bo-player')).toContainText(player.username);
  await expect(page.locator('[data-figure="cash"] dd')).toHaveText('₺200,00');

  await page.getByRole('tab', { name: 'Hesap hareketleri' }).click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/players/${playerId}\\?tab=ledger$`));
  await expect(page.getByTestId('bo-ledger')).toContainText('₺200,00');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Hesap hareketleri' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('bo-ledger')).toContainText('₺200,00');

  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Profil' })).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(page.getByRole('tab', { name: 'Hesap hareketleri' })).toHaveAttribute('aria-selected', 'true');

  // "Back to the search" is the lookup's URL; browser back returns to the player.
  await page.getByRole('link', { name: 'Aramaya dön' }).click();
  await expect(page).toHaveURL(/\/backoffice\/players$/);
  await expect(page.getByTestId('bo-players')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('bo-player')).toContainText(player.username);

  // The URL pasted from elsewhere: a full page load lands on the player's tab.
  await page.goto('/backoffice/overview');
  await page.goto(`/backoffice/players/${playerId}?tab=ledger`);
  await expect(page.getByTestId('bo-ledger')).toContainText('₺200,00');

  // An id no player has, and one that is not an id.
  await page.goto('/backoffice/players/00000000-0000-4000-8000-00000000dead');
  await expect(page.getByTestId('bo-player-not-found')).toContainText('Oyuncu bulunamadı');
  await page.goto('/backoffice/players/not-a-player');
  await expect(page.getByTestId('bo-player-not-found')).toContainText('Oyuncu bulunamadı');
});

test("a trader sets a player's sports stake factor to 0 with a reason; a reload reads it back, and the player's maximum stake is ₺0", async ({ page, request }) => {
  const { player, auth } = await fundedPlayer(request, 100);
  const trader = await freshOperator(request, 'trader');
  const office = new Backoffice(page);
  await office.signIn(trader);
  await openPlayer(office, player.username);
  await page.getByRole('tab', { name: 'Spor bahis limiti' }).click();
  await expect(page).toHaveURL(/\?tab=stake$/);
  const section = page.getByTestId('bo-stake-factor');
  await expect(section.locator('[data-figure="stakeFactor"] dd')).toHaveText('1');
  const save = section.getByRole('button', { name: 'Çarpanı kaydet' });
  await section.locator('input[name="stakeFactor"]').fill('10,5');
  await section.locator('textarea[name="stakeReason"]').fill('Şüpheli kupon deseni');
  await expect(save).toBeDisabled();
  await section.locator('input[name="stakeFactor"]').fill('0');
  await expect(section.getByTestId('bo-stake-preview')).toHaveText('Yeni en yüksek bahis: ₺0,00');
  await save.click();
  await expect(section.locator('[data-figure="maxStake"] dd')).toHaveText('₺0,00');
  await page.reload();
  await expect(page.getByTestId('bo-stake-factor').locator('[data-figure="stakeFactor"] dd')).toHaveText('0');
  await expect(page.getByTestId('bo-stake-closed')).toBeVisible();

  // The player's own sportsbook settings show the scaled maximum (the contract says placement applies it at once).
  const settings = await (await request.get('/api/sports/settings', { headers: auth })).json();
  expect(settings.data.limits.maxStake).toBe(0);
});
