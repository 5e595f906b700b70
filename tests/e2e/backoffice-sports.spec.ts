// The back office's trader screen in Chromium at 1280 px (issue 17, "Traders ... suspend and resume a market or an
// event, change a price, ... see liability per outcome"): a player stakes ₺10 on an event's home win through the
// API; a fresh trader opens the event's book and reads what the book pays if the home side wins (₺10 × the price)
// and the liability (that less ₺10); sets a price of 7,77 (the player's API offers it, the feed's price shows
// aside), releases it back to the feed; suspends the event (every market suspended, held by a trader) and resumes
// it; and, once the event is settled, proposes a resettlement that waits for a second operator.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { Backoffice, freshOperator } from './pages/backoffice';
import { fundedPlayer } from './pages/funding';
import { type ClaimableEvent, claimScheduled } from './pages/sports-claims';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'tr-TR' });

const tl = (amount: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(amount);
const decimal = (odds: number) => odds.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

interface Outcome {
  id: string;
  name: string;
  odds: number;
}

/** A scheduled football match with an active 1X2 that no other spec uses (./pages/sports-claims.ts), and its home win. */
async function scheduledMatch(request: APIRequestContext) {
  const homeWins = new Map<string, { marketId: string; home: Outcome }>();
  const claimed: { event?: ClaimableEvent | null } = {};
  // A fresh server's book fills at the simulator's first runs, a few seconds after start.
  await expect
    .poll(
      async () => {
        claimed.event = await claimScheduled(request, 'sport=football&live=false&take=50', async (e) => {
          if (e.kind !== 'match') return false;
          const detail = (await (await request.get(`/api/sports/events/${e.id}`)).json()).data as { groups: Array<{ markets: Array<{ id: string; type: string; status: string; outcomes: Outcome[] }> }> };
          const market = detail.groups.flatMap((g) => g.markets).find((m) => m.type === '1x2' && m.status === 'active');
          if (market) homeWins.set(e.id, { marketId: market.id, home: market.outcomes[0]! });
          return market !== undefined;
        });
        return claimed.event != null;
      },
      { timeout: 30_000, message: 'a free scheduled football match' },
    )
    .toBe(true);
  const event = claimed.event!;
  return { event, ...homeWins.get(event.id)! };
}

test('a trader reads the liability per outcome, sets and releases a price, suspends an event and proposes a resettlement', async ({ page, request }) => {
  const { event, marketId, home } = await scheduledMatch(request);
  const { auth } = await fundedPlayer(request, 100);
  const placed = await request.post('/api/sports/bets', {
    headers: { ...auth, 'idempotency-key': `bo-sports-${Date.now()}` },
    data: { oddsChange: 'any', bets: [{ type: 'single', stake: 10, selections: [{ eventId: event.id, marketId, outcomeId: home.id, odds: home.odds }] }] },
  });
  expect((await placed.json()).data.accepted, await placed.text()).toBe(true);

  const trader = await freshOperator(request, 'trader');
  const office = new Backoffice(page);
  await office.signIn(trader);
  await office.open('Spor bahisleri');
  await expect(page.getByTestId('bo-sports')).toBeVisible();
  await page.locator(`[data-testid="bo-sports-event"][data-id="${event.id}"]`).getByRole('button').click();
  await expect(page.getByTestId('bo-sports-event-name')).toContainText(event.name);

  const row = page.locator(`[data-testid="bo-sports-outcome"][data-id="${home.id}"]`);
  // Worked figures: ₺10 at the home price pays 10 × odds if the home side wins; the liability is that less ₺10.
  const payout = Math.round(10 * home.odds * 100) / 100;
  await expect(row.getByTestId('bo-sports-payout')).toHaveText(tl(payout));
  await expect(row.getByTestId('bo-sports-liability')).toHaveText(tl(payout - 10));

  const dialog = page.getByTestId('bo-sports-dialog');
  const confirm = async (reason: string) => {
    await dialog.locator('textarea[name="reason"]').fill(reason);
    await dialog.getByRole('button', { name: 'Onayla' }).click();
    await expect(dialog).toBeHidden();
  };

  // A trader's price: offered to players at once, the feed's price shown aside.
  await row.getByRole('button', { name: 'Oran ver' }).click();
  await dialog.locator('input[name="odds"]').fill('7,77');
  await confirm('sharp money on the home side');
  await expect(row.getByTestId('bo-sports-odds')).toHaveText('7,77');
  await expect(row.getByTestId('bo-sports-feed-odds')).toHaveText(`Besleme ${decimal(home.odds)}`);
  const offered = async () =>
    ((await (await request.get(`/api/sports/events/${event.id}`)).json()).data.groups as Array<{ markets: Array<{ id: string; status: string; outcomes: Outcome[] }> }>)
      .flatMap((g) => g.markets)
      .find((m) => m.id === marketId)!;
  expect((await offered()).outcomes[0]!.odds).toBe(7.77);

  // Released: the feed's price is offered again.
  await row.getByRole('button', { name: 'Beslemeye bırak' }).click();
  await confirm('market settled down');
  await expect(row.getByTestId('bo-sports-odds')).toHaveText(decimal(home.odds));
  await expect(row.getByTestId('bo-sports-feed-odds')).toHaveCount(0);
  expect((await offered()).outcomes[0]!.odds).toBe(home.odds);

  // The whole event suspended by the trader, then resumed.
  await page.getByRole('button', { name: 'Etkinliği durdur' }).click();
  await confirm('team news pending');
  const market = page.locator(`[data-testid="bo-sports-market"][data-id="${marketId}"]`);
  await expect(market).toHaveAttribute('data-status', 'suspended');
  await expect(market).toContainText('Trader durdurdu');
  expect((await offered()).status).toBe('suspended');
  await page.getByRole('button', { name: 'Etkinliği aç' }).click();
  await confirm('team news in');
  await expect(market).toHaveAttribute('data-status', 'active');
  expect((await offered()).status).toBe('active');

  // Settled (as a trader would when the feed is silent), then a resettlement proposed for a second operator.
  const headers = { authorization: `Bearer ${await office.token()}`, 'idempotency-key': `bo-sports-settle-${event.id}` };
  const settled = await request.post(`/api/ops/sports/events/${event.id}/settle`, { headers, data: { homeScore: 1, awayScore: 0, halfTimeHomeScore: 0, halfTimeAwayScore: 0, reason: 'feed silent' } });
  expect(settled.status(), await settled.text()).toBe(200);
  await page.getByRole('button', { name: 'Yenile' }).click();
  await expect(page.getByTestId('bo-sports-event-status')).toHaveText('settled');
  await expect(row.getByTestId('bo-sports-payout')).toHaveText(tl(0));
  await page.getByRole('button', { name: 'Yeniden sonuçlandır' }).click();
  await dialog.locator('input[name="home"]').fill('0');
  await dialog.locator('input[name="away"]').fill('1');
  await confirm('the goal was disallowed');
  const approvals = (await (await request.get('/api/ops/approvals?status=pending&kind=resettlement&take=50', { headers: { authorization: headers.authorization } })).json()).data.items as Array<{ kind: string; targetId: string }>;
  expect(approvals.some((a) => a.kind === 'resettlement' && a.targetId === event.id)).toBe(true);
});
