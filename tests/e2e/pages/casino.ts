// Page object of the casino: a section's chips, search and grid, game cards with their hearts, the
// desktop play page and the phone's play modal.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Marks the start-up popup (shown once per content hash, spec §4) as seen before the app starts, so it
 * does not cover the casino screens these tests use.
 */
export async function skipStartupPopup(page: Page) {
  const answer = await page.request.get('/api/cms/grouped');
  const hash: unknown = (await answer.json())?.data?.popup?.hash;
  if (typeof hash === 'string') await page.addInitScript((seen) => window.localStorage.setItem('popupSeen', seen), hash);
}

export class Casino {
  constructor(readonly page: Page) {}

  async gotoSection(section: 'slot' | 'live' | 'bingo' | 'games' | 'tvbets', query?: string) {
    await this.page.goto(`/casino/${section}${query ? `?q=${encodeURIComponent(query)}` : ''}`);
    await expect(this.page.getByTestId('casino-section')).toBeVisible();
  }

  grid(): Locator {
    return this.page.getByTestId('game-grid');
  }

  cards(): Locator {
    return this.grid().getByTestId('game-card');
  }

  card(name: string): Locator {
    return this.cards().filter({ has: this.page.getByText(name, { exact: true }) }).first();
  }

  chip(name: string): Locator {
    return this.page.getByTestId('category-chips').getByRole('button', { name, exact: true });
  }

  async chooseCategory(name: string) {
    await this.chip(name).click();
    await expect(this.chip(name)).toHaveAttribute('aria-pressed', 'true');
  }

  async search(term: string) {
    const input = this.page.getByRole('searchbox', { name: 'Oyun ara' });
    await input.fill(term);
    await input.press('Enter');
  }

  async openGame(name: string) {
    await this.card(name).getByRole('button', { name: new RegExp(`${name} oyna`) }).click();
  }

  heart(name: string): Locator {
    return this.card(name).getByTestId('favorite-toggle');
  }

  playModal(): Locator {
    return this.page.getByTestId('play-modal');
  }

  gameFrame(root: Locator | Page = this.page): Locator {
    return root.locator('[data-testid="game-frame"]');
  }
}
