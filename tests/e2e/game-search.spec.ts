// Issue 13 point 1: the game search beside the category chips on /casino/slot is usable at every
// desktop width (it was squeezed to 32 px), and the header's search button opens it focused.
import { expect, test } from '@playwright/test';
import { Casino, skipStartupPopup } from './pages/casino';
import { screenPath } from './pages/screens';

/** Wide enough to read a game's name as it is typed: the recipe's 20 rem, well above a squeezed box. */
const MIN_SEARCH_WIDTH = 240;

test.beforeEach(async ({ page }) => {
  await skipStartupPopup(page);
});

for (const width of [1100, 1280, 1440, 1920]) {
  test(`at ${width} px the search box beside the chips is wide and the header search focuses it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const casino = new Casino(page);
    await casino.gotoSection('slot');
    await expect(page.getByTestId('category-chips')).toBeVisible();
    const input = page.getByRole('searchbox', { name: 'Oyun ara' });
    const box = await input.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(MIN_SEARCH_WIDTH);
    // The submit button sits inside the viewport, beside the box.
    const submit = await page.getByRole('button', { name: 'Ara', exact: true }).boundingBox();
    expect((submit?.x ?? 0) + (submit?.width ?? 0)).toBeLessThanOrEqual(width);

    // From the home page, the header's search opens the slots with the box focused, ready to type.
    await page.goto('/');
    await page.getByTestId('site-header').getByRole('link', { name: 'Oyun ara' }).click();
    await expect(page).toHaveURL(/\/casino\/slot#game-search$/);
    await expect(input).toBeFocused();
    await page.keyboard.type('Sultan');
    await expect(input).toHaveValue('Sultan');
    if (width === 1440) await page.screenshot({ path: screenPath('game-search-1440.png') });

    // Already on the page with the box left: the header's search focuses it again.
    await input.blur();
    await page.getByTestId('site-header').getByRole('link', { name: 'Oyun ara' }).click();
    await expect(input).toBeFocused();
  });
}

test('at 375 px the search box takes the full width under the chips', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await new Casino(page).gotoSection('slot');
  const input = page.getByRole('searchbox', { name: 'Oyun ara' });
  const box = await input.boundingBox();
  // The row is the page's width less its padding, the submit button and the gap.
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(MIN_SEARCH_WIDTH);
  await input.fill('Sultan');
  await page.screenshot({ path: screenPath('game-search-375.png') });
});
