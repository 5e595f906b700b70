// The automated roulette table through the site (issue 21: "two viewers see the same result at the same
// moment"), at 1440 px (the play page) and at 375 px (the play modal): a freshly signed-up player, funded by
// a bank transfer the operator confirms, logs in, opens Kuzey Otomatik Rulet from /casino/live and plays
// ₺10 on red; the site's header balance follows (100 → 90, then +20 when red comes), and so does the API.
// A second player watches the same table in a second browser context; both pages show the same pocket,
// within a second of each other (the moments noted in the pages themselves). The table says it is
// automated, the Place bets button is on screen without scrolling, and the watcher's page passes axe.
//
// The server runs the table on a shortened timetable for the browser tests (playwright.config.ts: 12 s of
// bets, the wheel 4 s, the result 4 s), so the spec waits at most one 20 s cycle for a betting window.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { Casino, skipStartupPopup } from './pages/casino';
import { fundedPlayer } from './pages/funding';
import { Site } from './pages/site';
import { screenPath } from './pages/screens';

const FUNDS = 100;
const STAKE = 10;
/** The European layout's reds (the rules, not the engine). */
const REDS = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

const lira = (amount: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(amount);

async function launchUrl(request: APIRequestContext, auth: Record<string, string>): Promise<string> {
  const response = await request.post('/api/casino/studiolaunchurl', { headers: auth, data: { platform: 1, gameCode: 'studio-live-roulette', language: 'tr', lobbyUrl: '/' } });
  expect(response.status(), await response.text()).toBe(200);
  const url = new URL((await response.json()).data as string);
  return `${url.pathname}${url.search}`;
}

async function apiBalance(request: APIRequestContext, auth: Record<string, string>): Promise<number> {
  return (await (await request.get('/api/user/balance', { headers: auth })).json()).data.balance as number;
}

/** The table in a page or in the site's game frame. */
class Table {
  constructor(readonly root: Page | FrameLocator) {}
  table(): Locator {
    return this.root.getByTestId('live-roulette');
  }
  place(): Locator {
    return this.root.getByTestId('live-roulette-place');
  }
  pocket(): Locator {
    return this.root.getByTestId('live-roulette-pocket');
  }
  async secondsLeft(): Promise<number> {
    if ((await this.table().getAttribute('data-phase')) !== 'betting') return 0;
    const match = /(\d+) sn/.exec(await this.root.getByTestId('live-roulette-phase').innerText());
    return match ? Number(match[1]) : 0;
  }
}

/** From now on, the frame or page notes when its pocket disc first shows a number (Date.now(), one clock for both). */
async function recordPocketMoment(page: Page, frameUrlPart?: string) {
  const frame = frameUrlPart ? page.frames().find((f) => f.url().includes(frameUrlPart))! : page.mainFrame();
  await frame.evaluate(() => {
    const w = window as unknown as { pocketSeen: { pocket: string; at: number } | null };
    w.pocketSeen = null;
    const look = () => {
      const pocket = document.querySelector('[data-testid="live-roulette-pocket"]')?.getAttribute('data-pocket');
      if (pocket && !w.pocketSeen) w.pocketSeen = { pocket, at: Date.now() };
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-pocket'] });
  });
  return () => frame.evaluate(() => (window as unknown as { pocketSeen: { pocket: string; at: number } | null }).pocketSeen);
}

/** The element lies wholly inside the viewport, with no scrolling. */
async function expectOnScreen(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.y, 'top in view').toBeGreaterThanOrEqual(0);
  expect(box.x, 'left in view').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'bottom in view').toBeLessThanOrEqual(height);
  expect(box.x + box.width, 'right in view').toBeLessThanOrEqual(width);
}

test('two players at the automated table see the same result at the same moment; ₺10 on red through the wallet moves the header balance', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(300_000);
  const phone = testInfo.project.name === 'phone';
  await skipStartupPopup(page);
  const [bettor, viewer] = await Promise.all([fundedPlayer(request, FUNDS), fundedPlayer(request, FUNDS)]);

  // The bettor through the site: /casino/live lists the table and opens it (the play page, or the phone's modal).
  const site = new Site(page);
  await site.goto('/');
  await site.login(bettor.player.username, bettor.player.password);
  await site.seeBalance(lira(FUNDS));
  const casino = new Casino(page);
  await casino.gotoSection('live');
  await expect(casino.card('Kuzey Otomatik Rulet')).toBeVisible();
  await casino.openGame('Kuzey Otomatik Rulet');
  const frame = page.frameLocator(phone ? '[data-testid="play-modal"] [data-testid="game-frame"]' : '[data-testid="game-frame"]');
  const mine = new Table(frame);
  await expect(frame.getByTestId('studio-balance')).toHaveText(lira(FUNDS));
  await expect(frame.getByTestId('live-roulette-notice')).toContainText('Otomatik masa: krupiye yok');

  // The viewer opens the same table in a browser context of its own, at the same size.
  const context = await browser.newContext({ viewport: page.viewportSize()!, isMobile: phone, hasTouch: phone });
  const watcherPage = await context.newPage();
  await watcherPage.goto(await launchUrl(request, viewer.auth));
  const watcher = new Table(watcherPage);
  await expect(watcherPage.getByTestId('studio-balance')).toHaveText(lira(FUNDS));

  // A betting window with time to bet; both show the same spin.
  await expect.poll(() => mine.secondsLeft(), { timeout: 60_000, intervals: [250] }).toBeGreaterThanOrEqual(7);
  const spinNo = await mine.table().getAttribute('data-spin');
  await expect(watcher.table()).toHaveAttribute('data-spin', spinNo!);
  await expectOnScreen(page, mine.place());
  await expectOnScreen(watcherPage, watcher.place());
  // Nothing runs off the side: the pocket disc (the top row's right end) and the shell's tools are in view.
  await expectOnScreen(watcherPage, watcher.pocket());
  await expectOnScreen(watcherPage, watcherPage.getByTestId('studio-info'));

  await frame.getByLabel('Fiş değeri').selectOption({ label: lira(STAKE) });
  await frame.getByRole('button', { name: 'Kırmızı', exact: true }).click();
  await expect(mine.place()).toHaveText(`Bahis yap (${lira(STAKE)})`);
  await mine.place().click();
  await expect(frame.locator('[data-bet-status="open"]')).toHaveCount(1);
  await site.seeBalance(lira(FUNDS - STAKE));
  expect(await apiBalance(request, bettor.auth)).toBeCloseTo(FUNDS - STAKE, 2);

  // The spin: each page notes the moment its pocket disc shows the number; the same number within a second.
  const studioPath = new URL(await frame.locator('body').evaluate(() => location.href)).pathname;
  const [seenMine, seenWatcher] = await Promise.all([recordPocketMoment(page, studioPath), recordPocketMoment(watcherPage)]);
  await expect(mine.pocket()).toHaveAttribute('data-pocket', /^\d+$/, { timeout: 40_000 });
  await expect(watcher.pocket()).toHaveAttribute('data-pocket', /^\d+$/, { timeout: 10_000 });
  const [a, b] = [await seenMine(), await seenWatcher()];
  expect(a, 'the bettor saw the pocket arrive').not.toBeNull();
  expect(b, 'the watcher saw the pocket arrive').not.toBeNull();
  expect(a!.pocket).toBe(b!.pocket);
  expect(Math.abs(a!.at - b!.at), 'the same result at the same moment (ms apart)').toBeLessThanOrEqual(1_000);
  const pocket = Number(a!.pocket);
  expect(pocket).toBeGreaterThanOrEqual(0);
  expect(pocket).toBeLessThanOrEqual(36);

  // ₺10 on red pays ₺20 when the pocket is red: 100 → 90 → 110; otherwise the stake is lost: 90.
  const win = REDS.includes(pocket) ? 2 * STAKE : 0;
  await expect(frame.locator('[data-bet-status="settled"]')).toHaveCount(1, { timeout: 30_000 });
  await expect(frame.locator('[data-bet-status="settled"]')).toContainText(win > 0 ? lira(win) : 'kaybetti');
  await site.seeBalance(lira(FUNDS - STAKE + win));
  await expect.poll(() => apiBalance(request, bettor.auth)).toBeCloseTo(FUNDS - STAKE + win, 2);
  await expect(watcherPage.getByTestId('studio-balance')).toHaveText(lira(FUNDS));
  await expect(watcher.root.getByTestId('live-roulette-results').locator('li').first()).toHaveText(String(pocket), { timeout: 20_000 });

  // The watcher's page passes axe (serious and critical), and the info panel states the rules and RTP.
  const violations = (await new AxeBuilder({ page: watcherPage }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await watcherPage.screenshot({ path: screenPath(`studio-live-roulette-${phone ? 'phone' : 'desktop'}.png`) });
  await watcherPage.getByTestId('studio-info').click();
  await expect(watcherPage.getByTestId('live-roulette-info')).toContainText('%97,30');
  await context.close();
});
