// Playing through the site (issue 6's proof): a funded player opens the studio slot on its play page at
// 1440 px, spins inside the frame and the header balance follows the round, then verifies that round on
// the verification page once the seeds are rotated; at 375 px a player plays roulette in the play modal.
// Fresh players funded by an operator-confirmed bank transfer; the demo player is never touched.
import { expect, test, type Page } from '@playwright/test';
import { Casino, skipStartupPopup } from './pages/casino';
import { fundedPlayer } from './pages/funding';
import { Site } from './pages/site';

const lira = (amount: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(amount);

test.beforeEach(async ({ page }) => {
  await skipStartupPopup(page);
});

async function logIn(page: Page, amount: number) {
  const { player } = await fundedPlayer(page.request, amount);
  const site = new Site(page);
  await site.goto('/');
  await site.login(player.username, player.password);
  await site.seeBalance(lira(amount));
  return site;
}

test('on a desktop the slot spins in its play page, the header follows, and the round verifies', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the play page is the desktop way to open a game');
  const site = await logIn(page, 150);
  const casino = new Casino(page);
  await casino.gotoSection('slot');
  await casino.openGame('Sultanın Hazinesi');
  await expect(page).toHaveURL(/\/casino\/play\/[^/]+$/);
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByTestId('studio-balance')).toHaveText(lira(150));

  await game.getByLabel('Bahis').selectOption({ label: '₺2,00' });
  const spin = page.waitForResponse((response) => response.url().endsWith('/api/studio/slot/spin'));
  await game.getByTestId('spin').click();
  const round = (await (await spin).json()).data as { roundId: string; win: number; balance: number };
  expect(round.balance).toBeCloseTo(150 - 2 + round.win, 2);
  // The site's header learns the new balance from the hub's push (or the next poll), not from the frame.
  await site.seeBalance(lira(round.balance));

  // Rotating the seeds reveals the server seed the round was played with.
  await game.getByTestId('studio-fairness').click();
  await game.getByRole('button', { name: 'Tohumları yenile' }).click();
  await expect(game.getByTestId('revealed-seed')).toContainText('1 tur bu tohumla oynandı');

  await page.goto('/dashboard/game-history');
  const row = page.getByTestId('history-row').first();
  await expect(row).toContainText('Sultanın Hazinesi');
  await expect(row).toContainText(lira(round.balance));
  await row.getByRole('link', { name: 'Doğrula' }).click();
  await expect(page).toHaveURL(/\/casino\/fairness\?round=/);
  await expect(page.getByTestId('hash-verdict')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('fairness-result')).toContainText('Yeniden hesaplanan sonuç kayıtlı sonuçla aynı.');
});

test('on a phone roulette plays a round in the play modal and the balance follows', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the play modal is the phone way to open a game');
  const site = await logIn(page, 120);
  const casino = new Casino(page);
  await casino.gotoSection('games');
  await casino.openGame('Avrupa Ruleti');
  const modal = casino.playModal();
  await expect(modal).toBeVisible();
  const game = page.frameLocator('[data-testid="play-modal"] [data-testid="game-frame"]');
  await expect(game.getByTestId('studio-balance')).toHaveText(lira(120));
  await game.getByLabel('Fiş değeri').selectOption({ label: '₺5,00' });
  await game.getByRole('button', { name: 'Kırmızı', exact: true }).click();
  const spin = page.waitForResponse((response) => response.url().endsWith('/api/studio/roulette/spin'));
  await game.getByTestId('spin').click();
  const round = (await (await spin).json()).data as { win: number; balance: number; outcome: { pocket: number } };
  expect(round.balance).toBeCloseTo(120 - 5 + round.win, 2);
  await expect(game.getByTestId('roulette-pocket')).toHaveText(String(round.outcome.pocket));
  await modal.getByTestId('game-close').click();
  await expect(casino.playModal()).toHaveCount(0);
  await site.seeBalance(lira(round.balance));
});

test('anyone can verify typed-in seeds on the verification page', async ({ page }) => {
  await page.goto('/casino/fairness');
  await page.getByLabel('Oyun', { exact: true }).selectOption('roulette');
  await page.getByLabel('Sunucu tohumu', { exact: true }).fill('ab'.repeat(32));
  await page.getByLabel('İstemci tohumu').fill('my-client-seed');
  await page.getByLabel('Nonce').fill('3');
  await page.getByRole('button', { name: 'Doğrula' }).click();
  await expect(page.getByTestId('hash-verdict')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('fairness-result')).toContainText('Yeniden hesaplanan sonuç');
  await new Site(page).loginDialog.expectClosed();
});
