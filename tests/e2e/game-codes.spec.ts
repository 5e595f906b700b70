// Issue 13 point 8: the game history's round recall draws the slot's symbols with the game's own art,
// each named for screen readers in the page's language (not "J T P P K"), and the fairness page lists
// the studio's games by name (not slot/roulette/blackjack/crash). At 1440 px and 375 px.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { skipStartupPopup } from './pages/casino';
import { fundedPlayer } from './pages/funding';
import { Site } from './pages/site';
import { screenPath } from './pages/screens';

/** The Turkish names of the slot's symbols, written out here (the game page's legend). */
const SYMBOL_NAMES = ['Joker', 'Scatter', 'Elmas', 'Yakut', 'Zümrüt', 'Safir', 'As', 'Papaz', 'Kız', 'Vale', 'On'];
/** Reel codes that are no card rank: shown as such, they are the raw codes the issue saw. */
const RAW_CODES = ['W', 'S', 'D', 'R', 'E', 'P', 'T'];

async function launchUrl(request: APIRequestContext, auth: Record<string, string>): Promise<string> {
  const response = await request.post('/api/casino/studiolaunchurl', { headers: auth, data: { platform: 1, gameCode: 'studio-slot', language: 'tr', lobbyUrl: '/' } });
  expect(response.status(), await response.text()).toBe(200);
  const url = new URL((await response.json()).data as string);
  return `${url.pathname}${url.search}`;
}

for (const width of [1440, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 900 ? 900 : 812 } });

    test('a slot round is recalled with symbol pictures and names, and the fairness page names its games', async ({ page, request }) => {
      await skipStartupPopup(page);
      const { player, auth } = await fundedPlayer(request, 100);
      const site = new Site(page);
      await site.goto('/');
      await site.login(player.username, player.password);
      await expect(site.balance()).toBeVisible();

      await page.goto(await launchUrl(request, auth));
      const spin = page.waitForResponse((response) => response.url().endsWith('/api/studio/slot/spin'));
      await page.getByTestId('spin').click();
      const grid = ((await (await spin).json()).data as { outcome: { base: { grid: string[][] } } }).outcome.base.grid;

      await page.goto('/dashboard/game-history');
      const row = page.getByTestId('history-row').first();
      await expect(row).toContainText('Sultanın Hazinesi');
      await row.getByRole('button', { name: 'Detay' }).click();
      const recall = page.getByTestId('round-recall');
      const reels = recall.getByRole('group', { name: 'Makaralar' }).first();
      await expect(reels).toBeVisible();
      const symbols = reels.getByRole('img');
      await expect(symbols).toHaveCount(grid.flat().length);
      const names = await symbols.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
      for (const name of names) expect(SYMBOL_NAMES).toContain(name);
      // The first reel's first symbol is named as the game played it (the round's grid from the API).
      const first = grid[0]![0]!;
      const expectedFirst = { W: 'Joker', S: 'Scatter', D: 'Elmas', R: 'Yakut', E: 'Zümrüt', P: 'Safir', A: 'As', K: 'Papaz', Q: 'Kız', J: 'Vale', T: 'On' }[first];
      expect(names[0]).toBe(expectedFirst);
      const shown = await symbols.allTextContents();
      for (const text of shown) expect(RAW_CODES).not.toContain(text.trim());
      await recall.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenPath(`game-history-recall-${width}.png`) });

      await page.goto('/casino/fairness');
      await expect(page.getByLabel('Oyun', { exact: true }).locator('option')).toHaveText([
        'Sultanın Hazinesi (slot)',
        'Avrupa Ruleti',
        'Kuzey Blackjack',
        'Kuzey Roket (crash)',
        'Kuzey Otomatik Rulet',
      ]);
    });
  });
}
