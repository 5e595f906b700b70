// Issue 13 point 7: a third-party game that cannot be opened shows one calm message in place of the game
// (a small icon, the reason once: no toast repeating it), a way back to the lobby, and the house's own
// games to play instead; a suggestion opens. At 1440 px on the play page, at 375 px in the play modal.
import { expect, test } from '@playwright/test';
import { Casino, skipStartupPopup } from './pages/casino';
import { freshPlayerLoggedIn } from './pages/payments-data';
import { screenPath } from './pages/screens';

/** A Pragmatic Play game: the e2e server has no Pragmatic account, so its launch is refused. */
const THIRD_PARTY = 'Gates of Olympus';

for (const width of [1440, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use(width === 375 ? { viewport: { width, height: 812 }, isMobile: true, hasTouch: true } : { viewport: { width, height: 900 } });

    test.beforeEach(async ({ page }) => {
      await skipStartupPopup(page);
    });

    test('a game that cannot open: one calm message, back to the lobby, playable suggestions', async ({ page, request }) => {
      const { site } = await freshPlayerLoggedIn(page, request);
      const casino = new Casino(page);
      await casino.gotoSection('slot', THIRD_PARTY);
      await casino.openGame(THIRD_PARTY);
      const failed = page.getByTestId('game-failed');
      await expect(failed).toBeVisible();
      const root = width === 375 ? casino.playModal() : page.getByTestId('play-page');
      await expect(root.getByTestId('game-failed')).toBeVisible();

      // One message: a heading naming the game and the reason, once on the screen, never as a toast.
      await expect(failed.getByRole('heading', { name: `${THIRD_PARTY} şu anda açılamıyor` })).toBeVisible();
      const reason = (await failed.getByRole('alert').locator('p').textContent())?.trim() ?? '';
      expect(reason.length).toBeGreaterThan(0);
      await expect(page.getByText(reason, { exact: true })).toHaveCount(1);
      await expect(site.toast(/./)).toHaveCount(0);

      // The icon is an icon, not a poster: at most 32 px (it was about 500 px tall).
      const icon = await failed.getByRole('alert').locator('svg').boundingBox();
      expect(icon?.height ?? 999).toBeLessThanOrEqual(32);
      expect(icon?.width ?? 999).toBeLessThanOrEqual(32);

      const lobby = width === 375 ? failed.getByRole('button', { name: 'Casino lobisine dön' }) : failed.getByRole('link', { name: 'Casino lobisine dön' });
      await expect(lobby).toBeVisible();
      await expect(failed.getByRole('button', { name: 'Tekrar dene' })).toBeVisible();
      const suggestions = failed.getByTestId('game-suggestions');
      await expect(suggestions.getByText('Sultanın Hazinesi', { exact: true }).first()).toBeVisible();
      await expect(suggestions.getByText(THIRD_PARTY, { exact: true })).toHaveCount(0);
      await page.screenshot({ path: screenPath(`game-error-${width}.png`) });

      // A suggestion plays: our own slot opens in the play page, or in the same modal on a phone.
      await suggestions.getByRole('button', { name: /Sultanın Hazinesi oyna/ }).click();
      if (width === 375) {
        await expect(casino.playModal().getByRole('heading', { name: 'Sultanın Hazinesi' })).toBeVisible();
      } else {
        await expect(page).toHaveURL(/\/casino\/play\/[^/]+$/);
      }
      await expect(casino.gameFrame(root)).toBeVisible();
      await expect(page.frameLocator('[data-testid="game-frame"]').getByTestId('studio-balance')).toBeVisible();
      await expect(page.getByTestId('game-failed')).toHaveCount(0);
    });
  });
}
