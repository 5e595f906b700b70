// Issue 6, jackpots: the home carousel shows its three slides with four tiers each, and the numbers
// tick (a value read later differs from the one read first; no timing is asserted).
import { expect, test } from '@playwright/test';
import { Site } from './pages/site';

test('the home jackpot numbers tick', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  const carousel = page.getByTestId('jackpot-carousel');
  await expect(carousel).toBeVisible();
  await expect(carousel.locator('[data-testid="jackpot-slide"][data-slide]')).toHaveCount(3);
  const grand = carousel.locator('[data-slide="vip-bell-link"] [data-tier="grand"] [data-testid="jackpot-amount"]');
  await expect(grand).toHaveAttribute('data-kurus', /^\d+$/);
  const first = await grand.getAttribute('data-kurus');
  await expect(grand).not.toHaveAttribute('data-kurus', first ?? '');
  const later = Number(await grand.getAttribute('data-kurus'));
  expect(later).toBeGreaterThan(Number(first));
  await expect(grand).toContainText('TRY');
});
