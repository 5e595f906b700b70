// Issue 18, live betting in the real app against the real server and its live job: a new player opens
// /livespor and sees a running match's score and prices move with no reload; places a live bet that
// waits out its delay (a countdown) and is accepted; places one during whose delay a goal is scored and
// sees it refused with the reason and the new prices; cashes the accepted bet out partly, then fully,
// the header's balance following. The match is kicked off and the goal made by the demo operator
// (tests/e2e/pages/live-betting.ts).
import { expect, type Page, test } from '@playwright/test';
import { fundedPlayer } from './pages/funding';
import { kickOffMatch, LiveBetting, scoreGoal } from './pages/live-betting';
import { Site } from './pages/site';
import { screenPath } from './pages/screens';

// The match plays in real time (90 minutes in 15): the steps wait on the live job, not on timers.
test.setTimeout(240_000);

const lira = (kurus: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100);
const shot = (page: Page, name: string) => page.screenshot({ path: screenPath(`live-${name}-${page.viewportSize()!.width}.png`), fullPage: true });

test('a player watches a match move, bets in play (accepted, then refused at a goal) and cashes out partly and fully', async ({ page, request }) => {
  const { player } = await fundedPlayer(request, 500);
  const eventId = await kickOffMatch(request);
  const site = new Site(page);
  await site.goto('/');
  await site.login(player.username, player.password);
  await site.loginDialog.expectClosed();
  await site.seeBalance('₺500,00');

  // The live list: the match with its clock, score and prices; it moves with no reload.
  const live = new LiveBetting(page);
  await live.openList();
  const row = live.row(eventId);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('live-clock')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  const scoreBefore = (await row.getByTestId('live-score').textContent()) ?? '';
  const [home, away] = scoreBefore.split('-').map((part) => Number(part.trim()));
  const pricesBefore = await row.getByTestId('odds-button').allTextContents();
  await scoreGoal(request, eventId, 'home');
  // The match also plays by itself: a goal of its own may come too, so the forced one is "at least".
  const scored = async (locator: ReturnType<Page['getByTestId']>) => {
    const [h, a] = ((await locator.textContent()) ?? '').split('-').map((part) => Number(part.trim()));
    return h! >= home! + 1 && a! >= away!;
  };
  await expect.poll(() => scored(row.getByTestId('live-score'))).toBe(true);
  await expect.poll(async () => (await row.getByTestId('odds-button').allTextContents()).join('|'), { timeout: 60_000 }).not.toBe(pricesBefore.join('|'));
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await shot(page, 'list');

  // The event page: scoreboard and the goal in the timeline.
  await live.openEvent(eventId);
  await expect.poll(() => scored(page.getByTestId('scoreboard').getByTestId('live-score'))).toBe(true);
  await expect(page.getByTestId('timeline').getByTestId('incident').and(page.locator('[data-type=goal]')).last()).toBeVisible();

  // A live bet waits out its delay, then is accepted (a natural goal or card in the window refuses it:
  // the player agrees to the new prices and places again).
  const slip = await live.book.slip();
  const receipt = slip.getByTestId('slip-receipt');
  await live.pick();
  for (let attempt = 0; ; attempt += 1) {
    await live.place('20');
    await expect(slip.getByTestId('slip-pending')).toHaveText(/onay bekliyor: \d+ sn|onaylanıyor/);
    await expect(receipt.or(slip.getByTestId('slip-live-refusal'))).toBeVisible({ timeout: 30_000 });
    if (await receipt.isVisible()) break;
    expect(attempt, 'refused three times by the match itself').toBeLessThan(3);
    await slip.getByRole('button', { name: 'Yeni oranları kabul et' }).click();
  }
  await expect(receipt).toContainText('Canlı bahsiniz kabul edildi.');
  await site.seeBalance('₺480,00');
  await receipt.getByRole('button', { name: 'Tamam' }).click();

  // A live bet during whose delay a goal is scored: refused with the reason, the stake back.
  await live.pick();
  await live.place('10');
  await site.seeBalance('₺470,00');
  await scoreGoal(request, eventId, 'away');
  const refusal = slip.getByTestId('slip-live-refusal');
  await expect(refusal).toHaveAttribute('data-reason', 'goal', { timeout: 30_000 });
  await expect(refusal).toContainText('bekleme süresinde gol oldu');
  await shot(page, 'refused');
  await site.seeBalance('₺480,00');
  await slip.getByRole('button', { name: 'Yeni oranları kabul et' }).click();
  await expect(refusal).toBeHidden();
  await slip.getByRole('button', { name: 'Tümünü sil' }).click();

  // Cash out in My bets: ₺5 of it first, then the rest.
  await page.goto('/dashboard/bets');
  const bet = page.getByTestId('my-bet').and(page.locator('[data-status=accepted]')).first();
  const box = bet.getByTestId('cash-out');
  await expect(box).toHaveAttribute('data-state', 'offered', { timeout: 60_000 });
  await expect(async () => {
    await expect(box).toHaveAttribute('data-state', 'offered', { timeout: 15_000 });
    await box.getByTestId('cash-out-amount').fill('5');
    await box.getByTestId('cash-out-partial').click({ timeout: 2_000 });
    await expect(box.getByTestId('cash-out-paid')).toHaveAttribute('data-amount', '500', { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await site.seeBalance('₺485,00');
  await shot(page, 'cash-out');
  await expect(async () => {
    await expect(box).toHaveAttribute('data-state', /offered|cashed-out/, { timeout: 15_000 });
    if ((await box.getAttribute('data-state')) === 'offered') await box.getByTestId('cash-out-full').click({ timeout: 2_000 });
    await expect(box).toHaveAttribute('data-state', 'cashed-out', { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  // The card shows what the bet paid in all (the ₺5 part and the rest); the balance is ₺480 plus that.
  const paid = Number(await box.getByTestId('cash-out-paid').getAttribute('data-amount'));
  expect(paid).toBeGreaterThan(500);
  await expect(box.getByTestId('cash-out-paid')).toContainText(`${lira(paid)} bozduruldu`);
  await site.seeBalance(lira(48_000 + paid));
});
