// The back office's bonus grants in Chromium at 1280 px (issue 16, "Bonuses: ... grant to a player or a
// segment, cancel"): a fresh finance operator grants ₺75,50 to one player by username; the form names a
// three-decimal amount and does not send; the confirmation names the player and the amount; the player's
// bonus balance shows the 75.50 at once; the operator cancels the grant with a reason and the bonus
// balance goes back to what it was.
import { expect, test } from '@playwright/test';
import { Backoffice, freshOperator, openPlayer } from './pages/backoffice';
import { fundedPlayer, operatorAuth } from './pages/funding';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'tr-TR' });

test('a finance operator grants a bonus to one player and cancels it; the player’s bonus balance follows', async ({ page, request }) => {
  const { player, auth } = await fundedPlayer(request, 100);
  const bonus = async () => ((await (await request.get('/api/user/balance', { headers: auth })).json()).data as { bonus: number }).bonus;
  const before = await bonus();

  const operator = await freshOperator(request, 'finance');
  const office = new Backoffice(page);
  await office.signIn(operator);
  await office.open('Bonus kampanyaları');
  const panel = page.getByTestId('bo-bonus-grants');
  await expect(panel).toBeVisible();

  const form = panel.getByTestId('bo-grant-form');
  await form.locator('input[name="player"]').fill(player.username);
  await form.locator('input[name="amount"]').fill('75,505');
  await form.locator('textarea[name="reason"]').fill('E2E sadakat hediyesi');
  await expect(form.getByRole('status')).toContainText('Tutar (TL, oyuncu başına)');
  await expect(form.getByRole('button', { name: 'Bonus ver' })).toBeDisabled();
  await form.locator('input[name="amount"]').fill('75,50');
  await form.getByRole('button', { name: 'Bonus ver' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(player.username);
  await expect(confirm).toContainText('75,50');
  await confirm.getByRole('button', { name: 'Bonus ver' }).click();

  const row = panel.getByTestId('bo-grant-row').filter({ hasText: player.username });
  await expect(row).toContainText('1 / 1');
  expect(await bonus()).toBeCloseTo(before + 75.5, 2);

  await row.getByRole('button', { name: 'İptal et' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('textarea[name="reason"]').fill('E2E: yanlış oyuncu');
  await dialog.getByRole('button', { name: 'İptal et' }).click();
  await expect(row).toContainText('İptal edildi');
  await expect(row).toContainText('1 / 0');
  expect(await bonus()).toBeCloseTo(before, 2);
});

// The player page's bonuses tab (issue 16): an active bonus has a cancel button; it asks for a reason in a
// dialog naming the bonus, and once confirmed the row shows the bonus forfeited and offers no button, and the
// player's bonus balance is back where it was before the grant.
test('a finance operator cancels a player’s active bonus from the player page with a reason', async ({ page, request }) => {
  const { player, auth } = await fundedPlayer(request, 100);
  const bonus = async () => ((await (await request.get('/api/user/balance', { headers: auth })).json()).data as { bonus: number }).bonus;
  const before = await bonus();
  const granted = await request.post('/api/ops/bonuses/grants', {
    headers: { ...(await operatorAuth(request)), 'idempotency-key': `e2e-cancel-${player.username}` },
    data: { target: 'player', player: player.username, amount: 40, wageringMultiplier: 5, validityDays: 3, reason: 'E2E iptal edilecek bonus' },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  expect(await bonus()).toBeCloseTo(before + 40, 2);

  const operator = await freshOperator(request, 'finance');
  const office = new Backoffice(page);
  await office.signIn(operator);
  await openPlayer(office, player.username);
  await page.getByRole('tab', { name: 'Bonuslar' }).click();
  const row = page.getByTestId('bo-bonus-row').filter({ hasText: 'manual' });
  await expect(row).toContainText('active');
  await row.getByRole('button', { name: 'Bonusu iptal et' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('₺40,00');
  const confirm = dialog.getByRole('button', { name: 'Bonusu iptal et' });
  await dialog.locator('textarea[name="reason"]').fill('x');
  await expect(confirm).toBeDisabled();
  await dialog.locator('textarea[name="reason"]').fill('E2E: kötüye kullanım');
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('forfeited');
  await expect(row.getByRole('button', { name: 'Bonusu iptal et' })).toHaveCount(0);
  expect(await bonus()).toBeCloseTo(before, 2);
});
