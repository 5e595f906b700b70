// Issue 7, the client against the real server: what happens to a player elsewhere reaches the open page
// by push, with no reload (a marker set on `window` would not survive one). Every test signs up its own
// player through the API, so the demo player that other specs read is never changed.
// - an operator approves a withdrawal: the bell's badge and the open notification list update;
// - an operator confirms a bank-transfer deposit: the header balance changes with no `user/balance`
//   request while the hub is Connected (the 3000 ms polling is paused);
// - the hub's socket drops (Playwright's routeWebSocket closes it and refuses reconnects for a while):
//   the client retries on its schedule (0 s, 2 s, 10 s), polls the balance while not Connected, and a
//   notification sent during the gap shows after the reconnect;
// - an operator's System message shows live.
import { expect, type APIRequestContext, type Page, type Request, test, type WebSocketRoute } from '@playwright/test';
import { turkishIbanFromBban } from '../../common/rules/iban';
import { newPlayer, registerThroughApi, type NewPlayer } from './pages/accounts-data';
import { operatorAuth, playerAuth } from './pages/funding';
import { Site } from './pages/site';
import { verifyFullyThroughApi } from './pages/verification';

const formatKurus = (kurus: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100);
const HUB = /\/hub\/frnotify(\?|$)/;
const RS = '\u001e';

async function methodOf(request: APIRequestContext, auth: Record<string, string>, type: 1 | 2) {
  const response = await request.post('/api/payment/methods', { headers: auth, data: { type } });
  const methods = (await response.json()).data as Array<{ id: number; displayType: string }>;
  // Deposits: the bank transfer (a `message` method), which an operator confirms by hand.
  const method = type === 1 ? methods.find((m) => m.displayType === 'message') : methods[0];
  expect(method, JSON.stringify(methods)).toBeDefined();
  return method!.id;
}

/** The player asks for a bank-transfer deposit; answers its id as the operator's queue shows it. */
async function requestBankDeposit(request: APIRequestContext, player: NewPlayer, auth: Record<string, string>, ops: Record<string, string>, amount: number) {
  const id = await methodOf(request, auth, 1);
  const response = await request.post('/api/payment/deposit', {
    headers: { ...auth, 'idempotency-key': `live-dep-${player.username}-${Date.now()}` },
    data: { id, target: 'pay', detail: { amount, senderName: `${player.name} ${player.surname}`, senderBank: 1 } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return pendingOf(request, ops, '/api/ops/deposits', player.username);
}

async function pendingOf(request: APIRequestContext, ops: Record<string, string>, queue: string, username: string): Promise<number> {
  const response = await request.get(`${queue}?take=100`, { headers: ops });
  const items = (await response.json()).data.items as Array<{ id: number; player: { username: string } }>;
  const row = items.find((item) => item.player.username === username);
  expect(row, `no pending row of ${username} in ${queue}`).toBeDefined();
  return row!.id;
}

/** A fresh player holding `cashKurus` (a bank transfer the operator confirmed), logged in on the page. */
async function freshPlayerOnPage(page: Page, request: APIRequestContext, cashKurus = 0) {
  const player = newPlayer();
  await registerThroughApi(request, player);
  const auth = await playerAuth(request, player);
  const ops = await operatorAuth(request);
  if (cashKurus > 0) {
    const deposit = await requestBankDeposit(request, player, auth, ops, cashKurus / 100);
    const confirmed = await request.post(`/api/ops/deposits/${deposit}/confirm`, { headers: ops, data: {} });
    expect(confirmed.status(), await confirmed.text()).toBe(200);
  }
  const site = new Site(page);
  await site.goto('/');
  await site.login(player.username, player.password);
  await site.loginDialog.expectClosed();
  await site.seeBalance(formatKurus(cashKurus));
  await page.evaluate(() => {
    (window as unknown as { liveMarker: boolean }).liveMarker = true;
  });
  return { player, auth, ops, site };
}

async function expectNoReload(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { liveMarker?: boolean }).liveMarker)).toBe(true);
}

/**
 * Sends a request from the page after everything it already started and waits until Playwright saw it:
 * requests the page sent before it have been seen too.
 */
async function marker(page: Page) {
  const seen = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/cms/grouped');
  await page.evaluate(() => fetch('/api/cms/grouped').then(() => undefined));
  await seen;
}

/** Resolves once the page's hub socket answered the handshake (`{}`): the hub machine is Connected. */
function hubHandshake(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!HUB.test(socket.url())) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith(`{}${RS}`)) resolve();
      });
    });
  });
}

function bell(page: Page) {
  const button = page.getByTestId('notification-bell').filter({ visible: true });
  return { button, badge: button.getByTestId('notification-badge') };
}

async function openPanel(page: Page) {
  await bell(page).button.click();
  const panel = page.getByTestId('notification-panel').filter({ visible: true });
  await expect(panel).toBeVisible();
  return panel;
}

test('an operator approves a withdrawal: the bell and the open list update with no reload', async ({ page, request }) => {
  const { player, auth, ops } = await freshPlayerOnPage(page, request, 50_000);
  // Withdrawals need full verification (issue 19).
  await verifyFullyThroughApi(request, auth, player.phone);
  // The confirmed deposit left its notifications; the withdrawal request and its approval add one each.
  const { badge } = bell(page);
  await expect(badge).toBeVisible();
  const unread = Number(await badge.textContent());
  const withdrawal = await request.post('/api/payment/withdraw', {
    headers: { ...auth, 'idempotency-key': `live-wd-${player.username}` },
    data: { id: await methodOf(request, auth, 2), detail: { iban: turkishIbanFromBban(`00062${String(Date.now()).padStart(17, '0')}`), accountHolder: `${player.name} ${player.surname}`, amount: 200 } },
  });
  expect(withdrawal.status(), await withdrawal.text()).toBe(200);
  await expect(badge).toHaveText(String(unread + 1));
  await new Site(page).seeBalance(formatKurus(30_000));

  const panel = await openPanel(page);
  const items = panel.getByTestId('notification-item');
  await expect(items).toHaveCount(unread + 1);
  const id = await pendingOf(request, ops, '/api/ops/withdrawals', player.username);
  const approved = await request.post(`/api/ops/withdrawals/${id}/approve`, { headers: ops, data: { note: 'paid, live e2e' } });
  expect(approved.status(), await approved.text()).toBe(200);

  await expect(items).toHaveCount(unread + 2);
  await expect(items.first().locator('[data-part="title"]')).toHaveText('Çekim talebiniz onaylandı');
  await expect(badge).toHaveText(String(unread + 2));
  await expectNoReload(page);
});

test('a deposit confirmed elsewhere changes the header balance with no user/balance request in between', async ({ page, request }) => {
  // The page's timers run on Playwright's clock: time flows as usual, and the test can run it ahead.
  await page.clock.install();
  const connected = hubHandshake(page);
  const balanceRequests: { at: number; request: Request }[] = [];
  let balanceAnswers = 0;
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.endsWith('/api/user/balance')) balanceRequests.push({ at: Date.now(), request: req });
  });
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.endsWith('/api/user/balance')) balanceAnswers += 1;
  });
  const { player, auth, ops, site } = await freshPlayerOnPage(page, request);
  await connected;
  // The refresh that followed the login has been answered: from here on only polling could ask.
  await expect.poll(() => balanceAnswers > 0 && balanceAnswers === balanceRequests.length).toBe(true);
  const windowStart = Date.now();
  const deposit = await requestBankDeposit(request, player, auth, ops, 250);
  // Run the page's clock past one polling period (3000 ms): a running poll would fire now. A marker
  // request sent afterwards is seen after any request those timers sent.
  await page.clock.runFor(3500);
  await marker(page);
  const confirmed = await request.post(`/api/ops/deposits/${deposit}/confirm`, { headers: ops, data: { note: 'live e2e' } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await site.seeBalance(formatKurus(25_000));
  const during = balanceRequests.filter((entry) => entry.at >= windowStart);
  expect(during.map((entry) => entry.request.url())).toEqual([]);
  await expectNoReload(page);
});

test('the hub drops: retries on 0 s, 2 s, 10 s, polls meanwhile, and shows what was sent during the gap', async ({ page, request }) => {
  test.setTimeout(90_000);
  let blocked = false;
  const attempts: number[] = [];
  let current: WebSocketRoute | undefined;
  await page.routeWebSocket(HUB, (ws) => {
    if (blocked) {
      attempts.push(Date.now());
      ws.close({ code: 4001, reason: 'blocked by the test' });
      return;
    }
    current = ws;
    ws.connectToServer();
  });
  const connected = hubHandshake(page);
  const balanceRequests: number[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.endsWith('/api/user/balance')) balanceRequests.push(Date.now());
  });
  const { player, ops } = await freshPlayerOnPage(page, request);
  await connected;
  const { badge } = bell(page);
  await expect(badge).toHaveCount(0);

  blocked = true;
  const dropped = Date.now();
  current!.close({ code: 4000, reason: 'dropped by the test' });
  // The first two retries (0 s and 2 s) are refused; while not Connected the balance is polled again.
  await expect.poll(() => attempts.length, { timeout: 8_000 }).toBeGreaterThanOrEqual(2);
  const gapMessage = await request.post('/api/ops/notifications', {
    headers: ops,
    data: { audience: 'player', player: player.username, title: 'Boşlukta gönderildi', note: 'Bağlantı yokken gönderilen mesaj' },
  });
  expect(gapMessage.status(), await gapMessage.text()).toBe(200);
  expect((await gapMessage.json()).data.recipients).toBe(1);
  await expect.poll(() => balanceRequests.filter((at) => at > dropped).length, { timeout: 8_000 }).toBeGreaterThanOrEqual(1);
  blocked = false;

  // The third retry comes 10 s after the second; the app then refetches the notifications.
  await expect(badge).toHaveText('1', { timeout: 20_000 });
  expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(1_500);
  const reconnectedAfter = Date.now() - attempts[1]!;
  expect(reconnectedAfter).toBeGreaterThanOrEqual(8_000);
  const panel = await openPanel(page);
  await expect(panel.getByTestId('notification-item').first().locator('[data-part="title"]')).toHaveText('Boşlukta gönderildi');
  await expectNoReload(page);
});

test("an operator's System message shows live in the bell and the list", async ({ page, request }) => {
  const connected = hubHandshake(page);
  const { player, ops } = await freshPlayerOnPage(page, request);
  await connected;
  const panel = await openPanel(page);
  const sent = await request.post('/api/ops/notifications', {
    headers: ops,
    data: { audience: 'player', player: player.username.toUpperCase(), title: 'Sistem duyurusu', note: 'Bu gece 03:00’te kısa bir bakım yapılacaktır.' },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const item = panel.getByTestId('notification-item');
  await expect(item).toHaveCount(1);
  await expect(item.first().locator('[data-part="title"]')).toHaveText('Sistem duyurusu');
  await expect(bell(page).badge).toHaveText('1');
  await item.first().click();
  await expect(panel.getByTestId('notification-detail')).toContainText('Bu gece 03:00’te kısa bir bakım yapılacaktır.');
  await expectNoReload(page);
});
