// Issue 17, our sportsbook in the real app against the real server (its built-in feed): a guest
// browses the tree to a league and an event and adds a selection to the slip (the panel at 1440 px,
// the bottom sheet behind the badge at 375 px); a funded player places a single, sees the balance drop
// by the stake and the bet among the open bets in My bets. Screenshots go to docs/screens/.
import { expect, type Page, test } from '@playwright/test';
import { fundedPlayer } from './pages/funding';
import { Site } from './pages/site';
import { Sportsbook } from './pages/sportsbook';
import { screenPath } from './pages/screens';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: screenPath(`sports-${name}-${page.viewportSize()!.width}.png`), fullPage: true });

test('a guest browses the tree to an event and adds a selection to the slip', async ({ page, request }) => {
  const book = new Sportsbook(page);
  await book.open();
  await expect(page.getByTestId('sports-popular').getByTestId('sports-event').first()).toBeVisible();
  await shot(page, 'home');
  await book.openFirstLeague();
  await book.openOwnEvent(request);
  await book.pickFirstOdds();
  await book.expectSlipCount(1);
  await shot(page, 'event-slip');
  // Placing asks a guest to log in.
  const slip = await book.slip();
  await slip.getByTestId('slip-stake').first().fill('10');
  await slip.getByTestId('slip-place').click();
  await new Site(page).loginDialog.expectOpen();
});

test('a player places a single: the balance drops by the stake and the bet is in My bets', async ({ page, request }) => {
  const { player } = await fundedPlayer(request, 500);
  const site = new Site(page);
  await site.goto('/');
  await site.login(player.username, player.password);
  await site.loginDialog.expectClosed();
  await site.seeBalance('₺500,00');

  const book = new Sportsbook(page);
  await book.open();
  await book.openFirstLeague();
  await book.openOwnEvent(request);
  await book.pickFirstOdds();
  await book.placeSingle('12,50');
  await site.seeBalance('₺487,50');

  await page.goto('/dashboard/bets');
  const bet = page.getByTestId('my-bet').first();
  await expect(bet).toBeVisible();
  await expect(bet.getByTestId('my-bet-stake')).toHaveText('₺12,50');
  await shot(page, 'my-bets');
});
