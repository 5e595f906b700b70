// Issue 12, point 5, in Chromium against the real server: with the Content-Security-Policy on, the app's
// pages (home, a casino section, the dashboard, the deposit page) and every studio game page, each played
// for a round, raise no violation at all; an inline script injected into the page is blocked, and the
// browser reports it to /api/csp-report, which accepts it. Violations are seen twice: by the page's own
// `securitypolicyviolation` events (a listener added before any page script) and by Chromium's console.
import { expect, test, type Page } from '@playwright/test';
import { Casino, skipStartupPopup } from './pages/casino';
import { fundedPlayer } from './pages/funding';
import { Site } from './pages/site';

const lira = (amount: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(amount);

/** Records every CSP violation of the page and its frames. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  return async () => {
    const fromEvents: string[] = [];
    for (const frame of page.frames()) {
      fromEvents.push(...((await frame.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => [])) as string[]));
    }
    return [...fromEvents, ...fromConsole];
  };
}

async function launchPath(page: Page, auth: Record<string, string>, gameCode: string): Promise<string> {
  const response = await page.request.post('/api/casino/studiolaunchurl', { headers: auth, data: { platform: 1, gameCode, language: 'en', lobbyUrl: '/' } });
  expect(response.status(), await response.text()).toBe(200);
  const url = new URL((await response.json()).data as string);
  return `${url.pathname}${url.search}`;
}

test.beforeEach(async ({ page }) => {
  await skipStartupPopup(page);
});

test('the app document carries the policy and the other security headers', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  const policy = headers['content-security-policy']!;
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain('report-uri /api/csp-report');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-content-type-options']).toBe('nosniff');
  // PUBLIC_URL is not https here, so no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
});

test('the app and every studio game work under the policy with no violation', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  const { player, auth } = await fundedPlayer(page.request, 200);
  const site = new Site(page);

  await test.step('home, as a guest, then logged in', async () => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/cms/grouped') asked.push(request.url());
    });
    const document = await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    // The document carries the bootstrap as a JSON data block, and the app read it from there (the policy
    // does not block data blocks): it never had to ask the API for it.
    expect(await document!.text()).toContain('<script type="application/json" id="bootstrap"');
    expect(asked).toEqual([]);
    await site.login(player.username, player.password);
    await site.seeBalance(lira(200));
    expect(await violations()).toEqual([]);
  });

  await test.step('a casino section, and the slot played in its frame on the play page', async () => {
    const casino = new Casino(page);
    await casino.gotoSection('slot');
    await casino.openGame('Sultanın Hazinesi');
    const game = page.frameLocator('[data-testid="game-frame"]');
    await expect(game.getByTestId('studio-balance')).toHaveText(lira(200));
    const spin = page.waitForResponse((response) => response.url().endsWith('/api/studio/slot/spin'));
    await game.getByTestId('spin').click();
    expect((await spin).status()).toBe(200);
    await expect(game.getByTestId('studio-message')).not.toBeEmpty();
    expect(await violations()).toEqual([]);
  });

  await test.step('the dashboard and the deposit page', async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('main').getByRole('link', { name: 'Kişisel Bilgiler' })).toBeVisible();
    await page.goto('/dashboard/deposit');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  await test.step('roulette, one round', async () => {
    await page.goto(await launchPath(page, auth, 'studio-roulette'));
    await page.getByLabel('Chip value').selectOption({ label: '₺1.00' });
    await page.getByRole('button', { name: 'Red', exact: true }).click();
    const spin = page.waitForResponse((response) => response.url().endsWith('/api/studio/roulette/spin'));
    await page.getByTestId('spin').click();
    expect((await spin).status()).toBe(200);
    await expect(page.getByTestId('roulette-pocket')).not.toBeEmpty();
    expect(await violations()).toEqual([]);
  });

  await test.step('blackjack, one hand dealt', async () => {
    await page.goto(await launchPath(page, auth, 'studio-blackjack'));
    const deal = page.waitForResponse((response) => /\/api\/studio\/blackjack\/deal/.test(response.url()));
    await page.getByTestId('deal').click();
    expect((await deal).status()).toBe(200);
    await expect(page.getByTestId('dealer-cards').getByRole('img').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  await test.step("crash, the app's studio page: its own headers, and a bet placed on a round it follows over the hub", async () => {
    const document = await page.goto(await launchPath(page, auth, 'studio-crash'));
    // Like every studio game, crash is the app build's studio.html under the studio's policy: scripts from
    // ourselves only, its one inline style by hash, framed by our own pages, no Referer for its token.
    const headers = document!.headers();
    const policy = headers['content-security-policy']!;
    expect(policy).toContain("script-src 'self'");
    expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'self'");
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-content-type-options']).toBe('nosniff');
    const view = page.getByTestId('crash-multiplier');
    await expect(view).toHaveAttribute('data-live', 'hub');
    await expect(view).toHaveAttribute('data-round', /^\d+$/);
    // Rounds run on the server's own clock: a bet made while one flies goes on the next.
    const action = page.getByTestId('crash-action');
    await expect(action).toHaveAttribute('data-action', 'bet');
    await action.click();
    await expect(page.getByTestId('studio-message')).toHaveText(/Your bet: ₺10\.00|Your bet \(₺10\.00\) goes on the next round/);
    expect(await violations()).toEqual([]);
  });
});

test('an injected inline script is blocked and reported to the endpoint, which accepts it', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  const report = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/csp-report');
  await page.evaluate(() => {
    // What an XSS would do: a new inline script element. The policy must stop it.
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
  });
  const sent = await report;
  expect(sent.method()).toBe('POST');
  expect(sent.headers()['content-type']).toBe('application/csp-report');
  const body = JSON.parse(sent.postData()!) as { 'csp-report': Record<string, unknown> };
  expect(body['csp-report']['effective-directive']).toBe('script-src-elem');
  expect(body['csp-report']['blocked-uri']).toBe('inline');
  expect((await sent.response())?.status()).toBe(200);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect((await violations()).some((line) => line.startsWith('script-src-elem inline'))).toBe(true);
});
