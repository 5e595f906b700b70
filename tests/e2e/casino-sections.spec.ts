// Every casino section has a game of our own studio that opens from the section's page (issue 21), so no
// section ends on "the provider is not configured": the bingo section opens Kuzey Tombala and the TV games
// section Kuzey Keno, each in its play page with the player's balance. Rounds through the wallet are
// played in keno.spec and tombala.spec (shared timetables); the slot and roulette in casino-play.spec, the
// automated roulette table of /casino/live in live-roulette.spec, crash and blackjack in studio.spec.
import { expect, test } from '@playwright/test';
import { Casino, skipStartupPopup } from './pages/casino';
import { fundedPlayer } from './pages/funding';
import { Site } from './pages/site';

const lira = (amount: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(amount);

test('the bingo and TV games sections open the studio’s Tombala and Keno with the player’s balance', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the play page is the desktop way to open a game; the phone modal is covered by casino-play.spec');
  await skipStartupPopup(page);
  const { player } = await fundedPlayer(page.request, 120);
  const site = new Site(page);
  await site.goto('/');
  await site.login(player.username, player.password);
  await site.seeBalance(lira(120));
  const casino = new Casino(page);

  for (const [section, name, board] of [
    ['bingo', 'Kuzey Tombala', 'tombala'],
    ['tvbets', 'Kuzey Keno', 'keno'],
  ] as const) {
    await casino.gotoSection(section);
    await casino.openGame(name);
    await expect(page).toHaveURL(/\/casino\/play\/[^/]+$/);
    const game = page.frameLocator('[data-testid="game-frame"]');
    await expect(game.getByTestId('studio-balance')).toHaveText(lira(120));
    await expect(game.getByTestId(board)).toBeVisible();
  }
});
