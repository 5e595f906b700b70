// Page object of our sportsbook: the tree, lists, event page, odds buttons and the bet slip, which is
// the panel beside the page at 1440 px and the bottom sheet behind the count badge on a phone.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { claimEvent, startsLater } from './sports-claims';

export class Sportsbook {
  constructor(readonly page: Page) {}

  private visible(locator: Locator): Locator {
    return locator.filter({ visible: true }).first();
  }

  async open() {
    // A fresh server's book fills at the simulator's first runs (a few seconds after start): the page
    // is opened again until its tree lists a league, as a visitor coming back would see it.
    await expect(async () => {
      await this.page.goto('/spor');
      await expect(this.visible(this.page.getByTestId('sports-tree')).getByTestId('tree-league').first()).toBeAttached({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(this.visible(this.page.getByTestId('sports-tree'))).toBeVisible();
  }

  /** Opens the first league the tree lists (its sport and country opened on the way). */
  async openFirstLeague(): Promise<string> {
    const tree = this.visible(this.page.getByTestId('sports-tree'));
    const league = tree.getByTestId('tree-league').first();
    if (!(await league.isVisible())) {
      // The first sport is open; its first country is folded.
      await tree.locator('details details > summary').first().click();
    }
    const name = (await league.locator('span').first().textContent()) ?? '';
    await league.click();
    await expect(this.page.getByTestId('league-page')).toBeVisible();
    await expect(this.page.getByTestId('sports-event').first()).toBeVisible();
    return name;
  }

  /** Opens the n-th event of the list on screen; gives its teams as the page shows them. */
  async openEvent(index = 0): Promise<string> {
    const row = this.page.getByTestId('sports-event').nth(index);
    const teams = (await row.locator('a span').first().textContent()) ?? '';
    await row.getByRole('link').click();
    await expect(this.page.getByTestId('event-page')).toBeVisible();
    await expect(this.page.getByTestId('event-page').getByRole('heading', { level: 2 })).toHaveText(teams);
    return teams;
  }

  /**
   * Opens an event of the list on screen that no other spec uses and that kicks off after the spec is over
   * (./sports-claims.ts): the first such row; gives its teams as the page shows them.
   */
  async openOwnEvent(request: APIRequestContext): Promise<string> {
    const rows = this.page.getByTestId('sports-event');
    const ids = await rows.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-event') ?? ''));
    for (const [index, id] of ids.entries()) {
      const event = (await (await request.get(`/api/sports/events/${id}`)).json()).data?.event;
      if (event?.kind !== 'match' || !startsLater(event) || !claimEvent(id)) continue;
      return this.openEvent(index);
    }
    throw new Error(`none of the ${ids.length} events listed is free and kicks off in ten minutes or more`);
  }

  /** Presses the first open price of the event page's first market; gives its odds text. */
  async pickFirstOdds(): Promise<string> {
    const button = this.page.getByTestId('event-page').getByTestId('market').first().getByTestId('odds-button').and(this.page.locator(':enabled')).first();
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    return (await button.locator('span').nth(1).textContent()) ?? '';
  }

  /** The slip where the viewport shows it: the panel beside the page, or the sheet (opened from the badge). */
  async slip(): Promise<Locator> {
    const panel = this.page.getByTestId('slip-column').getByTestId('bet-slip');
    if (await panel.isVisible()) return panel;
    const sheet = this.page.getByTestId('slip-sheet');
    if (!(await sheet.isVisible())) await this.page.getByTestId('slip-dock').click();
    await expect(sheet).toBeVisible();
    return sheet.getByTestId('bet-slip');
  }

  async expectSlipCount(count: number) {
    const slip = await this.slip();
    await expect(slip.getByTestId('slip-count')).toHaveText(String(count));
    await expect(slip.getByTestId('slip-selection')).toHaveCount(count);
  }

  /** Types the stake of the first single and places the slip. */
  async placeSingle(stake: string) {
    const slip = await this.slip();
    await slip.getByTestId('slip-stake').first().fill(stake);
    await slip.getByTestId('slip-place').click();
    await expect(slip.getByTestId('slip-receipt')).toBeVisible();
  }
}
