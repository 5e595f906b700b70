// Page object of live betting (issue 18): the live list and a live event page, the slip's live states
// (pending with its countdown, accepted, refused with the reason), and the cash out in My bets. The
// feed is driven the way the server lets tests drive it: the demo operator reschedules a simulated
// match to kick off now (opsSetSportsEventStatus) and makes a goal happen (opsInjectLiveIncident, served
// only where the dev outbox is).
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { operatorAuth } from './funding';
import { claimScheduled } from './sports-claims';
import { Sportsbook } from './sportsbook';

let keys = 0;
const key = () => `e2e-live-${Date.now()}-${(keys += 1)}`;

/** Kicks a scheduled simulated football match off now; answers its id once the live job plays it. */
export async function kickOffMatch(request: APIRequestContext): Promise<string> {
  const ops = await operatorAuth(request);
  let eventId = '';
  await expect
    .poll(
      async () => {
        // A match no other spec uses (./sports-claims.ts), kicking off a minute or more from now.
        const from = new Date(Date.now() + 60_000).toISOString();
        const to = new Date(Date.now() + 3 * 86_400_000).toISOString();
        const match = await claimScheduled(request, `from=${from}&to=${to}&take=100`, (item) => item.sport === 'football' && item.kind === 'match', 60_000);
        eventId = match?.id ?? '';
        return eventId !== '';
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const response = await request.post(`/api/ops/sports/events/${eventId}/status`, {
    headers: { ...ops, 'idempotency-key': key() },
    data: { status: 'scheduled', startsAt: new Date(Date.now() + 2_000).toISOString(), reason: 'e2e: kick-off now' },
  });
  expect(response.status(), await response.text()).toBe(200);
  await expect
    .poll(async () => ((await (await request.get('/api/sports/live')).json()).data.items as Array<{ event: { id: string } }>).some((item) => item.event.id === eventId), {
      timeout: 30_000,
    })
    .toBe(true);
  return eventId;
}

/** A goal now for `side` in the running match (bet_stop, the score, the prices after). */
export async function scoreGoal(request: APIRequestContext, eventId: string, side: 'home' | 'away' = 'home') {
  const ops = await operatorAuth(request);
  const response = await request.post(`/api/ops/sports/events/${eventId}/incident`, { headers: { ...ops, 'idempotency-key': key() }, data: { type: 'goal', side } });
  expect(response.status(), await response.text()).toBe(200);
}

export class LiveBetting {
  readonly book: Sportsbook;
  constructor(readonly page: Page) {
    this.book = new Sportsbook(page);
  }

  row(eventId: string): Locator {
    return this.page.getByTestId('live-event').and(this.page.locator(`[data-event="${eventId}"]`));
  }

  async openList() {
    await this.page.goto('/livespor');
    await expect(this.page.getByTestId('live-page')).toBeVisible();
  }

  async openEvent(eventId: string) {
    await this.row(eventId).getByRole('link').click();
    await expect(this.page.getByTestId('live-event-page')).toBeVisible();
  }

  /** Picks the first open price of the live event page's first market with one. */
  async pick() {
    // On a phone the slip is a modal bottom sheet over the page: close it (Escape, as a player would swipe it away) first.
    const sheet = this.page.getByTestId('slip-sheet');
    if (await sheet.isVisible()) {
      await this.page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
    }
    const button = this.page.getByTestId('live-event-page').getByTestId('market').getByTestId('odds-button').and(this.page.locator(':enabled')).first();
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }

  /**
   * Types the stake and presses Place bet (agreeing first when the book moved a price before it took the bet);
   * waits for the pending state. A live price moves every few seconds: a press can meet the button in the
   * instant a moved price disables it and send nothing (a local run saw the slip back at "Place bet" with no
   * request made), so the steps repeat from what the slip shows until the bet waits: agree if asked, press
   * if the button is there to press, and never press while a placement is on its way (the button is disabled).
   */
  async place(stake: string) {
    const slip = await this.book.slip();
    await slip.getByTestId('slip-stake').first().fill(stake);
    const pending = slip.getByTestId('slip-pending');
    const accept = slip.getByRole('button', { name: /Yeni oranları kabul et|Accept new odds/ });
    const press = slip.getByTestId('slip-place');
    await expect(async () => {
      if (await pending.isVisible()) return;
      if (await accept.isVisible()) await accept.click({ timeout: 2_000 });
      if (await press.isEnabled()) await press.click({ timeout: 2_000 });
      await expect(pending).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000 });
  }
}
