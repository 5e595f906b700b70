// Issue 19's back-office half of player protection, in the browser against the real server: a
// compliance operator opens a player's page, sees the protection tab (the ₺500 daily deposit limit, the
// 24-hour time-out in force and the history of both), proposes lifting the time-out early with a reason;
// the proposal waits in the approvals queue, where the proposer may not approve it and a second
// compliance operator does (four-eyes); the first operator's tab then shows the time-out lifted early.
import { expect, test } from '@playwright/test';
import { newPlayer, registerThroughApi } from './pages/accounts-data';
import { Backoffice, freshOperator, openPlayer } from './pages/backoffice';
import { playerAuth } from './pages/funding';

test('an operator sees a player\'s limits and exclusion history and proposes a lift that a second operator approves', async ({ browser, request }) => {
  // Two operators enrol and sign in, a player registers: longer than the default minute on this machine.
  test.setTimeout(180_000);
  const player = newPlayer();
  await registerThroughApi(request, player);
  const auth = await playerAuth(request, player);
  const limit = await request.post('/api/protection/limits', { headers: auth, data: { kind: 'deposit', period: 'day', amount: 500 } });
  expect(limit.status(), await limit.text()).toBe(200);
  const timeOut = await request.post('/api/protection/time-out', { headers: auth, data: { period: '24h' } });
  expect(timeOut.status(), await timeOut.text()).toBe(200);

  const first = await freshOperator(request, 'compliance');
  const second = await freshOperator(request, 'compliance');
  const one = new Backoffice(await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage());
  const two = new Backoffice(await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage());
  await one.signIn(first);
  await two.signIn(second);

  await openPlayer(one, player.username);
  await one.page.getByRole('tab', { name: 'Koruma' }).click();
  const tab = one.page.getByTestId('bo-protection');
  // The limit as the player set it: ₺500 a day, nothing used yet.
  const limitRow = tab.getByTestId('bo-protection-limit');
  await expect(limitRow).toHaveCount(1);
  await expect(limitRow).toContainText('Yatırım');
  await expect(limitRow).toContainText('24 saat');
  await expect(limitRow).toContainText('₺500,00');
  // The time-out in force, and both changes in the history.
  const exclusion = tab.getByTestId('bo-protection-exclusion');
  await expect(exclusion).toHaveCount(1);
  await expect(exclusion).toContainText('Mola (24h)');
  await expect(exclusion.getByTestId('bo-protection-exclusion-state')).toHaveText('Yürürlükte');
  await expect(tab.getByTestId('bo-protection-event').filter({ hasText: 'exclusion.start' })).toHaveCount(1);
  await expect(tab.getByTestId('bo-protection-event').filter({ hasText: 'limit.set' })).toHaveCount(1);

  // The proposal needs a reason of ten characters or more.
  await tab.getByRole('button', { name: 'Erken kaldırmayı öner' }).click();
  const dialog = one.page.getByRole('dialog');
  const send = dialog.getByRole('button', { name: 'Öneriyi gönder' });
  await dialog.locator('textarea[name="reason"]').fill('kısa');
  await expect(send).toBeDisabled();
  await dialog.locator('textarea[name="reason"]').fill('Oyuncu yanlışlıkla aldığını yazılı bildirdi');
  await send.click();
  await expect(dialog).toHaveCount(0);
  // Only a proposal: still in force.
  await expect(exclusion.getByTestId('bo-protection-exclusion-state')).toHaveText('Yürürlükte');

  // The proposer is offered no approval of their own.
  await one.open('İkinci onay');
  const own = one.page.locator(`[data-testid="bo-approval-row"][data-player="${player.username}"][data-kind="selfExclusionLift"]`);
  await expect(own).toContainText('Sizin öneriniz');
  await expect(own.getByRole('button', { name: 'Onayla' })).toHaveCount(0);

  await two.open('İkinci onay');
  const row = two.page.locator(`[data-testid="bo-approval-row"][data-player="${player.username}"][data-kind="selfExclusionLift"]`);
  await expect(row).toContainText('Kendini dışlamayı kaldırma');
  await row.getByRole('button', { name: 'Onayla' }).click();
  await expect(row).toHaveCount(0);

  // Back to the first operator's tab (the browser's back button returns to the player's page, still open,
  // /backoffice/players/<id>?tab=protection), read again: lifted early (it still runs the 24-hour
  // cooling-off), with the reason.
  await one.page.goBack();
  await expect(one.page).toHaveURL(/\/backoffice\/players\/[0-9a-f-]{36}\?tab=protection$/);
  await tab.getByRole('button', { name: 'Yenile' }).click();
  await expect(exclusion).toContainText('Erken kaldırıldı');
  await expect(exclusion).toContainText('Oyuncu yanlışlıkla aldığını yazılı bildirdi');
  await expect(tab.getByTestId('bo-protection-event').filter({ hasText: 'exclusion.lift' })).toHaveCount(1);
  await one.page.context().close();
  await two.page.context().close();
});
