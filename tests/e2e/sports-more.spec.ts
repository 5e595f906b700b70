// Issue 17 (sports17): basketball, tennis and league outrights in the real app against the real server's
// built-in feed: a guest opens a basketball league and an event (money line, spread, total), a tennis event
// (match winner, set betting, total games) and a football league's outright (every team priced), adds a
// basketball selection to the slip; axe finds no serious or critical violation on those pages.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { Sportsbook } from './pages/sportsbook';

async function noSeriousViolations(page: Page) {
  // Judged on the settled page, not halfway through a fade-in (as tests/e2e/a11y.spec.ts does).
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);
}

/** Opens a league's page, again until the built-in feed has filled it (a fresh server's first runs). */
async function openLeague(page: Page, leagueId: string) {
  await expect(async () => {
    await page.goto(`/spor/lig/${leagueId}`);
    await expect(page.getByTestId('sports-event').first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

test('a guest bets on basketball, sees tennis markets and a league outright', async ({ page }) => {
  const book = new Sportsbook(page);
  await openLeague(page, 'bb-tr-super');
  await noSeriousViolations(page);
  await page.getByTestId('sports-event').first().locator('a').first().click();
  const eventPage = page.getByTestId('event-page');
  await expect(eventPage).toBeVisible();
  await expect(eventPage.getByText('Maç Sonucu (Uzatmalar Dahil)')).toBeVisible();
  await expect(eventPage.getByText(/Sayı Alt\/Üst/).first()).toBeVisible();
  await noSeriousViolations(page);
  await book.pickFirstOdds();
  await book.expectSlipCount(1);

  await openLeague(page, 'tn-istanbul-open');
  await page.getByTestId('sports-event').first().locator('a').first().click();
  await expect(page.getByTestId('event-page').getByText('Set Skoru')).toBeVisible();
  await expect(page.getByTestId('event-page').getByText(/Oyun Alt\/Üst/).first()).toBeVisible();

  await openLeague(page, 'tr-super-lig');
  await page.getByTestId('sports-event').filter({ hasText: 'Şampiyon' }).first().locator('a').first().click();
  const outright = page.getByTestId('event-page');
  await expect(outright.getByText('Boğaziçi SK')).toBeVisible();
  await expect(outright.getByTestId('odds-button')).toHaveCount(8);
  await noSeriousViolations(page);
});
