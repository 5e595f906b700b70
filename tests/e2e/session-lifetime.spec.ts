// Issue 12.11 in the browser: a logged-in player left idle is warned a minute before the session ends,
// "stay signed in" extends it on the server (keepAlive), and at the end the app logs out by itself and
// says why. The page's clock is Playwright's fake one, moved forward on purpose; the server keeps real
// time, and the app reads the session's end on its own clock (the server's Date header), so a 29-minute
// jump on the page lands exactly on the warning without the test waiting 29 minutes. The server's own
// enforcement (401 after the idle time) is tested in tests/server/auth/sessions.test.ts.
import { expect, test } from '@playwright/test';
import { newPlayer, registerThroughApi } from './pages/accounts-data';
import { Site } from './pages/site';

test('the idle warning, "stay signed in", and the logout at the end', async ({ page, request }) => {
  const player = newPlayer();
  await registerThroughApi(request, player);
  const site = new Site(page);
  await site.goto('/');
  await site.login(player.username, player.password);
  await site.loginDialog.expectClosed();
  // From here the page's timers run on Playwright's clock: the reload restores the session under it.
  await page.clock.install();
  await page.reload();
  await site.seeBalance('₺0,00');

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('authData') ?? 'null') as { expiresAt?: string } | null);
  const loggedInAt = await page.evaluate(() => Date.now());
  const idleMinutes = (Date.parse(stored?.expiresAt ?? '') - loggedInAt) / 60_000;
  // 30 minutes (SESSION_IDLE_MINUTES), to within the seconds the login and the reload took (7.5 s on a busy CI machine).
  expect(idleMinutes).toBeGreaterThan(29.5);
  expect(idleMinutes).toBeLessThanOrEqual(30.05);

  const warning = page.getByRole('dialog', { name: 'Oturumunuz sona ermek üzere' });
  await page.clock.fastForward('28:00');
  await expect(warning).toBeHidden();
  await page.clock.fastForward('01:05');
  await expect(warning).toBeVisible();
  await expect(warning.getByTestId('session-expiry-text')).toContainText('Bir süredir işlem yapmadınız');

  // "Stay signed in": the server restarts the idle timer, the dialog closes, the session carries on.
  const keepAlive = page.waitForResponse((response) => response.url().endsWith('/api/auth/keepalive'));
  await expect(warning.getByTestId('session-stay')).toHaveText('Oturumda kal');
  await warning.getByTestId('session-stay').click();
  expect((await keepAlive).status()).toBe(200);
  await expect(warning).toBeHidden();
  const extended = await page.evaluate(() => JSON.parse(localStorage.getItem('authData') ?? 'null') as { expiresAt: string });
  const now = await page.evaluate(() => Date.now());
  expect((Date.parse(extended.expiresAt) - now) / 60_000).toBeGreaterThan(29.5);

  // Idle again: the warning a minute before the new end, then the app logs out by itself and says why.
  await page.clock.fastForward('29:05');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('01:00');
  await expect(warning).toBeHidden();
  await expect(site.toast('Uzun süre işlem yapmadığınız için oturumunuz sona erdi')).toBeVisible();
  await site.expectGuest();
  expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull();
});
