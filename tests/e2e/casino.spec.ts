// The casino in the browser (issue 6): a guest opening a game gets the login dialog; a section's grid
// loads and pages as the player scrolls; the search with results and with an empty term; favourites
// added and removed by a fresh player; a player on 1440 px opens a studio game on its play page; a
// player on 375 px opens roulette in the play modal, refreshes it and closes it.
import { expect, test, type Page } from '@playwright/test';
import { newPlayer, registerThroughApi } from './pages/accounts-data';
import { Casino, skipStartupPopup } from './pages/casino';
import { Site } from './pages/site';

test.beforeEach(async ({ page }) => {
  await skipStartupPopup(page);
});

async function freshPlayer(page: Page) {
  const player = newPlayer();
  await registerThroughApi(page.request, player);
  const site = new Site(page);
  await site.goto('/');
  await site.login(player.username, player.password);
  await expect(site.balance()).toBeVisible();
  return site;
}

test('a guest opening a game gets the login dialog', async ({ page }) => {
  const casino = new Casino(page);
  const site = new Site(page);
  await casino.gotoSection('slot');
  await casino.openGame('Sultanın Hazinesi');
  await site.loginDialog.expectOpen();
  await expect(page).toHaveURL(/\/casino\/slot$/);
  await expect(casino.playModal()).toHaveCount(0);
});

test('a guest toggling a favourite gets the login dialog', async ({ page }) => {
  const casino = new Casino(page);
  await casino.gotoSection('slot');
  await casino.heart('Sultanın Hazinesi').click();
  await new Site(page).loginDialog.expectOpen();
});

test('a section grid loads its category and pages as the player scrolls', async ({ page }) => {
  const casino = new Casino(page);
  const pages: Array<{ skip: number; take: number }> = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/casino/categorygames')) pages.push(request.postDataJSON());
  });
  await casino.gotoSection('slot');
  await expect(casino.chip('Kuzey Özel')).toHaveAttribute('aria-pressed', 'true');
  // Our studio's three slots: Sultanın Hazinesi, Boğaz Gecesi, Kapalıçarşı Hazinesi.
  await expect(casino.cards()).toHaveCount(3);
  await casino.chooseCategory('Klasik Slotlar');
  // The first page (12 games); the next comes when the end of the grid nears the viewport.
  await expect.poll(async () => casino.cards().count()).toBeGreaterThanOrEqual(12);
  await casino.cards().last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 5000);
  await expect(casino.cards()).toHaveCount(23);
  expect(pages.map((p) => p.skip)).toEqual([0, 0, 12]);
  expect(pages.every((p) => p.take === 12)).toBe(true);
  // The first screen's six cards load their images at once (the page's largest paint, issue 15); the
  // others are lazy: the browser fetches a card's image only near the viewport.
  for (const index of [0, 5]) {
    await expect(casino.cards().nth(index).locator('img')).toHaveAttribute('loading', 'eager');
    await expect(casino.cards().nth(index).locator('img')).toHaveAttribute('fetchpriority', 'high');
  }
  for (const index of [6, 22]) await expect(casino.cards().nth(index).locator('img')).toHaveAttribute('loading', 'lazy');
});

test('the search finds games; an empty term is refused without a call', async ({ page }) => {
  const casino = new Casino(page);
  const searches: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/casino/games')) searches.push(request.postDataJSON());
  });
  await casino.gotoSection('slot');
  await casino.search('   ');
  await expect(page.getByTestId('search-refused')).toBeVisible();
  expect(searches).toEqual([]);
  await casino.search('Sweet');
  await expect(casino.card('Sweet Bonanza')).toBeVisible();
  expect(searches[0]).toEqual({ search: 'Sweet', live: false, skip: 0, take: 4 });
  await casino.search('zzzz-yok');
  await expect(page.getByTestId('no-games')).toBeVisible();
});

test('the Aviator link of the menu runs a game search', async ({ page }) => {
  const casino = new Casino(page);
  await casino.gotoSection('slot', 'Aviator');
  await expect(casino.card('Aviator')).toBeVisible();
});

test('a player adds and removes a favourite', async ({ page }) => {
  const site = await freshPlayer(page);
  const casino = new Casino(page);
  await casino.gotoSection('slot');
  const heart = casino.heart('Sultanın Hazinesi');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(site.toast('Favorilere eklendi')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // Still a favourite after a reload: it came from the server.
  await page.reload();
  await expect(casino.heart('Sultanın Hazinesi')).toHaveAttribute('aria-pressed', 'true');
  await casino.heart('Sultanın Hazinesi').click();
  await expect(site.toast('Favorilerden çıkarıldı')).toBeVisible();
  await expect(casino.heart('Sultanın Hazinesi')).toHaveAttribute('aria-pressed', 'false');
});

test('a player on a desktop opens a studio game on its play page', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the play page is the desktop way to open a game (phones get the modal)');
  await freshPlayer(page);
  const casino = new Casino(page);
  await casino.gotoSection('slot');
  await casino.openGame('Sultanın Hazinesi');
  await expect(page).toHaveURL(/\/casino\/play\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sultanın Hazinesi' })).toBeVisible();
  const frame = casino.gameFrame();
  await expect(frame).toHaveAttribute('src', /\/studio\/studio-slot\?/);
  await expect(page.getByTestId('game-loading')).toHaveCount(0);
  // The frame's own document loaded (the studio's game page on this site).
  const content = await (await frame.elementHandle())!.contentFrame();
  expect(content).not.toBeNull();
  await expect.poll(async () => content!.evaluate(() => document.readyState)).toBe('complete');
  expect(content!.url()).toMatch(/\/studio\/studio-slot\?/);
});

test('a player on a phone opens roulette in the play modal, refreshes and closes it', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the play modal is the phone way to open a game (desktops get the page)');
  await freshPlayer(page);
  const casino = new Casino(page);
  await casino.gotoSection('games');
  await casino.openGame('Avrupa Ruleti');
  const modal = casino.playModal();
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Avrupa Ruleti' })).toBeVisible();
  await expect(page).toHaveURL(/\/casino\/games$/);
  await expect(casino.gameFrame(modal)).toHaveAttribute('src', /\/studio\/studio-roulette\?/);
  await expect(modal.getByTestId('game-loading')).toHaveCount(0);
  // Deposit opens the 'Deposit Money' bottom sheet over the game.
  await modal.getByRole('button', { name: 'Para Yatır' }).click();
  await expect(modal.getByTestId('deposit-sheet')).toBeVisible();
  await modal.getByTestId('deposit-sheet').getByRole('button', { name: 'Kapat' }).click();
  await expect(modal.getByTestId('deposit-sheet')).toHaveCount(0);
  const launches: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/casino/studiolaunchurl')) launches.push(JSON.stringify(request.postDataJSON()));
  });
  await modal.getByTestId('game-refresh').click();
  await expect(modal.getByTestId('game-reloading')).toHaveText('Oyun yeniden yüklenecek. Lütfen bekleyin...');
  await expect(modal.getByTestId('game-reloading')).toHaveCount(0);
  expect(JSON.parse(launches[0]!)).toMatchObject({ platform: 2, gameCode: 'studio-roulette', language: 'tr' });
  await modal.getByTestId('game-close').click();
  await expect(casino.playModal()).toHaveCount(0);
  await expect(page).toHaveURL(/\/casino\/games$/);
});

test('a new player has an empty game history', async ({ page }) => {
  await freshPlayer(page);
  await page.goto('/dashboard/game-history');
  await expect(page.getByTestId('game-history').getByText('Henüz oyun geçmişiniz yok.')).toBeVisible();
});

test('the verification page refuses an incomplete form', async ({ page }) => {
  await page.goto('/casino/fairness');
  await expect(page.getByRole('heading', { level: 1, name: 'Adil Oyun' })).toBeVisible();
  await page.getByRole('button', { name: 'Doğrula' }).click();
  await expect(page.getByText('Lütfen tüm alanları doldurun.')).toBeVisible();
  await expect(page.getByTestId('fairness-result')).toHaveCount(0);
});
