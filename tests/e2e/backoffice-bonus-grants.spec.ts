// The back office's bonus grants in Chromium at 1280 px (issue 16, "Bonuses: ... grant to a player or a
// segment, cancel"): a fresh finance operator grants ₺75,50 to one player by username; the form names a
// three-decimal amount and does not send; the confirmation names the player and the amount; the player's
// bonus balance shows the 75.50 at once; the operator cancels the grant with a reason and the bonus
// balance goes back to what it was.
import { expect, test } from '@playwright/test';
import { Backoffice, freshOperator } from './pages/backoffice';
import { fundedPlayer } from './pages/funding';

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
