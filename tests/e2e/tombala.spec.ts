// Tombala with two players (issue 21, "a Tombala room started with two players in two browser contexts
// draws the same numbers for both and pays the winner"): two freshly signed-up players, each funded by a
// bank transfer the operator confirms, open the tombala page in their own browser context, pick the
// Bosphorus room and buy 3 tickets each in the same game; the room's own schedule closes the sales and
// draws; both pages show the same balls; the prizes shown are the worked figures of the room's pool; and
// each player's balance (the page's header and the API) ends at what they paid in, less the tickets, plus
// what their cards show they won. The whole pool goes to these two players' tickets, so one of them wins.
//
// No operator control is needed: the room sells for 45 s here (STUDIO_TOMBALA_SALE_MS in
// playwright.config.ts; 90 s by default) and a game with no tickets restarts its countdown, so the test
// waits at most one sales window, then the draw (one ball a second here; 2.5 s by default).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fundedPlayer } from './pages/funding';

/** The Bosphorus room of a fresh database (server/studio/tombala/rooms.ts DEFAULT_ROOMS). */
const ROOM = 'Boğaz Salonu';
const TICKETS = 3;
/**
 * Worked figures: 2 players × 3 tickets × ₺20,00 = ₺120,00 of stakes; the pool is 90 % = ₺108,00; the
 * room splits it 15 % first line (₺16,20), 25 % second line (₺27,00) and the rest full house (₺64,80).
 */
const PRIZES = { cinko: '₺16,20', ikinci: '₺27,00', tombala: '₺64,80' } as const;
const POOL = 108;
const FUNDS = 100;
const COST = TICKETS * 20;

const lira = (amount: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(amount);
/** ₺1.234,50 → 1234.5 */
const parseLira = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

async function launchUrl(request: APIRequestContext, auth: Record<string, string>): Promise<string> {
  const response = await request.post('/api/casino/studiolaunchurl', { headers: auth, data: { platform: 1, gameCode: 'studio-tombala', language: 'tr', lobbyUrl: '/' } });
  expect(response.status(), await response.text()).toBe(200);
  const url = new URL((await response.json()).data as string);
  return `${url.pathname}${url.search}`;
}

async function apiBalance(request: APIRequestContext, auth: Record<string, string>): Promise<number> {
  return ((await (await request.get('/api/user/balance', { headers: auth })).json()).data.balance as number);
}

const board = (page: Page) => page.getByTestId('tombala');
const balls = async (page: Page) => ((await page.getByTestId('tombala-balls').getAttribute('data-balls')) ?? '').split(',').filter(Boolean).map(Number);
/** Seconds of sales left as the page counts them (0 once closed or not selling). */
async function secondsLeft(page: Page): Promise<number> {
  if ((await board(page).getAttribute('data-phase')) !== 'selling') return 0;
  const match = /(\d+) sn/.exec(await page.getByTestId('tombala-status').innerText());
  return match ? Number(match[1]) : 0;
}
/** Each of the player's cards' winnings as shown on the card ("Bilet 4 · Kazanç: ₺16,20"). */
async function cardWins(page: Page): Promise<number> {
  const texts = await page.locator('[data-ticket]').evaluateAll((cards) => cards.map((card) => card.firstElementChild?.textContent ?? ''));
  return texts.reduce((sum, text) => sum + (text.includes('Kazanç') ? parseLira(text.split('Kazanç:')[1]!) : 0), 0);
}

test('a Tombala room with two players in two browser contexts draws the same numbers for both and pays the winner', async ({ browser, request }) => {
  test.setTimeout(420_000);
  const players = await Promise.all([fundedPlayer(request, FUNDS), fundedPlayer(request, FUNDS)]);
  const pages: Page[] = [];
  for (const player of players) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(await launchUrl(request, player.auth));
    await expect(page.getByTestId('studio-balance')).toHaveText(lira(FUNDS));
    await page.getByRole('button', { name: new RegExp(ROOM) }).click();
    await expect(page.getByRole('button', { name: new RegExp(ROOM) })).toHaveAttribute('aria-pressed', 'true');
    pages.push(page);
  }
  const [first, second] = pages as [Page, Page];

  // A sales window with time for both purchases (an unsold game restarts its countdown).
  await expect.poll(async () => Math.min(await secondsLeft(first), await secondsLeft(second)), { timeout: 120_000, intervals: [1_000] }).toBeGreaterThanOrEqual(25);
  const gameId = await board(first).getAttribute('data-game');
  await expect(board(second)).toHaveAttribute('data-game', gameId!);
  expect(await first.getByText(/bilet satıldı/).innerText(), 'nobody else holds tickets in this game').toBe('0 bilet satıldı');

  for (const page of pages) {
    await page.getByTestId('tombala-count').fill(String(TICKETS));
    await page.getByTestId('tombala-buy').click();
    await expect(page.locator('[data-ticket]')).toHaveCount(TICKETS);
    await expect(page.getByTestId('studio-balance')).toHaveText(lira(FUNDS - COST));
  }
  // The last buyer's page counts both players' tickets (the other page learns the count when sales close:
  // the room pushes its game on phase changes and balls, not on each sale).
  await expect(second.getByText(`${TICKETS * 2} bilet satıldı`)).toBeVisible();
  await expect(board(first)).toHaveAttribute('data-game', gameId!);
  await expect(board(second)).toHaveAttribute('data-game', gameId!);

  // Sales close on the room's schedule: the prizes are fixed from the pool, the same on both pages.
  for (const page of pages) {
    await expect(board(page)).toHaveAttribute('data-phase', 'drawing', { timeout: 100_000 });
    for (const [prize, amount] of Object.entries(PRIZES)) await expect(page.locator(`[data-prize="${prize}"]`)).toContainText(amount);
    await expect(page.getByText(`${TICKETS * 2} bilet satıldı`)).toBeVisible();
  }

  // The draw: at every look, each page's balls are the start of the other's (one may be a ball ahead),
  // and after a few balls they show the very same sequence.
  let agreed: number[] = [];
  await expect
    .poll(
      async () => {
        const [a, b] = await Promise.all([balls(first), balls(second)]);
        const [short, long] = a.length <= b.length ? [a, b] : [b, a];
        expect(long.slice(0, short.length), 'one draw for the room').toEqual(short);
        if (a.length >= 5 && a.join() === b.join()) agreed = a;
        return agreed.length;
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBeGreaterThanOrEqual(5);
  expect(new Set(agreed).size, 'no ball drawn twice').toBe(agreed.length);
  expect(agreed.every((n) => Number.isInteger(n) && n >= 1 && n <= 90)).toBe(true);

  // The full house falls: the game ends, the room opens its next game, and each page keeps the finished
  // game's cards with what each won (the winners' totals are the whole pool: only these six tickets played).
  for (const page of pages) await expect(board(page)).not.toHaveAttribute('data-game', gameId!, { timeout: 280_000 });
  let wins: number[] = [];
  await expect
    .poll(
      async () => {
        wins = await Promise.all(pages.map(cardWins));
        return Math.round((wins[0]! + wins[1]!) * 100);
      },
      { timeout: 15_000 },
    )
    .toBe(POOL * 100);
  expect(Math.max(...wins), 'a winner').toBeGreaterThan(0);

  for (const [i, page] of pages.entries()) {
    const expected = FUNDS - COST + wins[i]!;
    await expect(page.getByTestId('studio-balance')).toHaveText(lira(expected));
    await expect.poll(() => apiBalance(request, players[i]!.auth)).toBeCloseTo(expected, 2);
  }
  for (const page of pages) await page.context().close();
});
