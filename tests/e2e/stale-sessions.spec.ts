// Issue 13.11 in the browser: a new login from the same device (the same stored fingerprint) ends that
// device's earlier session instead of adding one more active session. The rule written here: after the
// second login the session history holds one current session, as many other open sessions as before
// (the API registration's, from no browser), and one more ended session than before. Before the fix the
// earlier browser session stayed open, so "open" grew by one and "ended" did not.
import { expect, type Page, test } from '@playwright/test';
import { newPlayer, registerThroughApi } from './pages/accounts-data';
import { Site } from './pages/site';

async function sessionStates(page: Page) {
  await page.goto('/dashboard/session-history');
  const cards = page.getByTestId('sessions').locator('article[data-session-state]');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByTestId('sessions').locator('article[data-session-state="current"]')).toHaveCount(1);
  const states = await cards.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-session-state')));
  return {
    current: states.filter((state) => state === 'current').length,
    open: states.filter((state) => state === 'active').length,
    ended: states.filter((state) => state === 'ended').length,
  };
}

test('a second login from the same device ends its earlier session', async ({ page, request }) => {
  const player = newPlayer();
  await registerThroughApi(request, player);
  const site = new Site(page);
  await site.goto('/');
  await site.login(player.username, player.password);
  await site.loginDialog.expectClosed();
  const fingerprint = await page.evaluate(() => localStorage.getItem('fingerprint'));
  expect(fingerprint).toBeTruthy();
  const before = await sessionStates(page);
  expect(before.current).toBe(1);

  // The token is lost (storage cleared by the browser, a crash), the device stays the same: log in again.
  await page.evaluate(() => localStorage.removeItem('authData'));
  await site.goto('/');
  await site.expectGuest();
  await site.login(player.username, player.password);
  await site.loginDialog.expectClosed();
  expect(await page.evaluate(() => localStorage.getItem('fingerprint'))).toBe(fingerprint);

  const after = await sessionStates(page);
  expect(after).toEqual({ current: 1, open: before.open, ended: before.ended + 1 });
});
