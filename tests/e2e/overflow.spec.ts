// Issue 13 point 2: nothing sticks out of the viewport at 320, 360, 375 and 414 px, for a guest and
// for a player (whose bottom bar carries the balance and Deposit). Every visible element's box is
// checked (tests/e2e/pages/overflow.ts), not only the page's scroll width.
import { expect, test, type Page } from '@playwright/test';
import { fundedPlayer } from './pages/funding';
import { skipStartupPopup } from './pages/casino';
import { expectNoOverflow } from './pages/overflow';
import { Site } from './pages/site';
import { screenPath } from './pages/screens';

const guestPages = ['/', '/casino/slot', '/casino/live', '/casino/games', '/promotions', '/pages'];
const playerPages = ['/', '/dashboard', '/dashboard/account', '/dashboard/deposit', '/dashboard/withdraw', '/dashboard/financial-activities', '/dashboard/game-history', '/dashboard/bonuses', '/casino/fairness'];

async function settle(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('site-header')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const width of [320, 360, 375, 414]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });

    test.beforeEach(async ({ page }) => {
      await skipStartupPopup(page);
    });

    test('a guest sees nothing outside the viewport on the main pages', async ({ page }) => {
      for (const path of guestPages) {
        await settle(page, path);
        await expectNoOverflow(page, path);
      }
    });

    test("a player's bottom bar, jackpots and dashboard pages stay inside the viewport", async ({ page }) => {
      // A balance of four digits, as the issue saw it (₺1.150,00): a fresh player's ₺0,00 is narrower.
      const { player } = await fundedPlayer(page.request, 1150);
      const site = new Site(page);
      await site.goto('/');
      await site.login(player.username, player.password);
      await expect(site.balance()).toHaveText('₺1.150,00');
      for (const path of playerPages) {
        await settle(page, path);
        await expectNoOverflow(page, path);
      }
      if (width === 375) {
        await settle(page, '/');
        await page.screenshot({ path: screenPath('overflow-home-player-375.png'), fullPage: true });
      }
    });
  });
}

test('the home page at 1440 px, for the screenshots of the changed jackpot tiers', async ({ page }) => {
  await skipStartupPopup(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await settle(page, '/');
  await expectNoOverflow(page, '/');
  await page.screenshot({ path: screenPath('overflow-home-1440.png'), fullPage: true });
});
