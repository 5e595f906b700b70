// guest17: a visitor who is not signed in opens a match on /spor/mac/<id>; a trader moves one of its prices
// (opsSetSportsOutcomeOdds) and the visitor's page shows the new price with its up mark, then with its down
// mark after a cut, with no reload, over the hub's guest connection (no session token on it). The price is
// given back to the feed at the end.
import { expect, test } from '@playwright/test';
import { operatorAuth } from './pages/funding';
import { claimScheduled } from './pages/sports-claims';

let keys = 0;
const key = () => `guest-odds-${Date.now()}-${keys++}`;

interface Outcome {
  id: string;
  odds: number;
  active: boolean;
}

/** Turkish decimal odds as the book shows them by default: 2,15. */
const shown = (odds: number) => odds.toFixed(2).replace('.', ',');

test('a guest sees a trader’s price change on an event page with its up and down marks, without a reload', async ({ page, request }) => {
  // A busy shared machine: the book's first load and the socket may take a while (no timing is asserted).
  test.setTimeout(180_000);
  const match = await claimScheduled(request, 'take=100', (item) => item.sport === 'football' && item.kind === 'match');
  expect(match, 'a free football match kicking off later').not.toBeNull();
  const detail = (await (await request.get(`/api/sports/events/${match!.id}`)).json()).data as {
    groups: Array<{ markets: Array<{ type: string; status: string; outcomes: Outcome[] }> }>;
  };
  const market = detail.groups.flatMap((group) => group.markets).find((m) => m.type === '1x2' && m.status === 'active');
  expect(market, 'the match has an open 1X2 market').toBeDefined();
  const outcome = market!.outcomes.find((o) => o.active)!;
  const ops = await operatorAuth(request);
  const setOdds = async (odds: number | null) => {
    const response = await request.put(`/api/ops/sports/outcomes/${outcome.id}/odds`, {
      headers: { ...ops, 'idempotency-key': key() },
      data: { odds, reason: 'guest17 e2e: a price move a visitor should see' },
    });
    expect(response.status(), await response.text()).toBe(200);
  };

  // The hub's guest socket: the page opens it by itself once the book is in use, and carries no token. Its
  // handshake answer ({} then the record separator) says it is ready for pushes; watched from the socket's
  // first moment, as the answer may come before the page has drawn the event.
  const hubUrls: string[] = [];
  let handshaken: () => void = () => {};
  const ready = new Promise<void>((resolve) => (handshaken = resolve));
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/hub/frnotify')) return;
    hubUrls.push(ws.url());
    ws.on('framereceived', (frame) => {
      if (String(frame.payload).startsWith('{}')) handshaken();
    });
  });
  await page.goto(`/spor/mac/${match!.id}`);
  await expect(page.getByTestId('event-page')).toBeVisible({ timeout: 60_000 });
  await ready;
  expect(hubUrls.length).toBeGreaterThan(0);
  for (const url of hubUrls) expect(url).not.toContain('access_token');
  await page.evaluate(() => ((window as unknown as { guestMarker: number }).guestMarker = 17));

  const button = page.locator(`[data-testid="odds-button"][data-outcome="${outcome.id}"]`).filter({ visible: true }).first();
  await expect(button).toContainText(shown(outcome.odds));

  const higher = Math.round((outcome.odds + 0.5) * 100) / 100;
  await setOdds(higher);
  await expect(button).toContainText(shown(higher), { timeout: 30_000 });
  await expect(button.locator('[data-mark]')).toHaveAttribute('data-mark', 'up');

  const lower = Math.max(1.01, Math.round((outcome.odds - 0.2) * 100) / 100);
  await setOdds(lower);
  await expect(button).toContainText(shown(lower), { timeout: 30_000 });
  await expect(button.locator('[data-mark]')).toHaveAttribute('data-mark', 'down');

  // The same document throughout: nothing reloaded the page.
  expect(await page.evaluate(() => (window as unknown as { guestMarker?: number }).guestMarker)).toBe(17);
  await setOdds(null);
});
