// Page object of the studio's themed slots (Boğaz Gecesi, Kapalıçarşı Hazinesi): opened with the URL the
// launch call answers, as the play frame opens it.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export async function studioLaunchPath(request: APIRequestContext, auth: Record<string, string>, gameCode: string): Promise<string> {
  const response = await request.post('/api/casino/studiolaunchurl', { headers: auth, data: { platform: 1, gameCode, language: 'tr', lobbyUrl: '/' } });
  expect(response.status(), await response.text()).toBe(200);
  const url = new URL((await response.json()).data as string);
  return `${url.pathname}${url.search}`;
}

export class StudioReelsPage {
  constructor(readonly page: Page) {}
  balance(): Locator {
    return this.page.getByTestId('studio-balance');
  }
  cells(): Locator {
    return this.page.getByTestId('reel-cell');
  }
  spinButton(): Locator {
    return this.page.getByTestId('studio-spin');
  }
  winLine(): Locator {
    return this.page.getByTestId('reels-win');
  }
  async open(path: string) {
    await this.page.goto(path);
    await expect(this.balance()).toBeVisible();
    await expect(this.spinButton()).toBeVisible();
  }
  /** Spins and answers the round the server settled. */
  async spin(): Promise<{ win: number; balance: number; bet: number; outcome: { game: string } }> {
    const answer = this.page.waitForResponse((response) => response.url().endsWith('/api/studio/slot/spin'));
    await this.spinButton().click();
    return (await (await answer).json()).data;
  }
  async openInfo() {
    await this.page.getByTestId('studio-info').click();
    await expect(this.page.getByTestId('studio-info-panel')).toBeVisible();
  }
  async expectMainActionInView() {
    await expect(this.spinButton()).toBeInViewport();
    const width = await this.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(this.page.viewportSize()!.width);
  }
}
