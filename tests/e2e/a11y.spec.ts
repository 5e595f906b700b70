// Accessibility: axe-core finds no serious or critical violation on the shell's pages, with the login
// dialog open, or for a logged-in player.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Site } from './pages/site';

async function seriousViolations(page: Page) {
  // Contrast is judged on the settled page, not halfway through the 500 ms fade-in.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

for (const path of ['/', '/casino/slot', '/spor', '/livespor', '/livespor/fcg', '/spor/betco', '/pages', '/pages/3', '/promotions']) {
  test(`no serious accessibility violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeAttached();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('no serious accessibility violation with the login dialog open, nor for a player', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  await site.openLogin();
  expect(await seriousViolations(page)).toEqual([]);
  await site.loginDialog.submitWith('demo', 'demo1234');
  await site.seeBalance('₺1.000,00');
  await site.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Hesabım' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
