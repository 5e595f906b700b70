// Issue 5, proof in the browser: a fresh player deposits by card through the demo gateway's hosted
// page (a new tab) until the header balance grows; a bank-transfer deposit answers the bank details;
// an invalid IBAN is refused before anything is sent; a valid one becomes a Pending withdrawal on
// financial activities, an operator approves it through the operator API, and the notification
// reaches the bell. One player per project (sign-ups are rate limited per IP).
import { playerAuth } from './pages/funding';
import { verifyFullyThroughApi } from './pages/verification';
import { expect, type Request, test } from '@playwright/test';
import { brokenIban, formatKurus, freshPlayerLoggedIn, groupIban, operatorApproves, validTurkishIban } from './pages/payments-data';
import { PaymentMethodsPage } from './pages/payments-page';

test('deposit by card and bank transfer, then a withdrawal approved by an operator', async ({ page, context, request }) => {
  test.setTimeout(150_000);
  const { site, player } = await freshPlayerLoggedIn(page, request);
  // Withdrawals need full verification (issue 19): the player's phone and documents, approved through the API.
  await verifyFullyThroughApi(request, await playerAuth(request, player), player.phone);
  const methods = new PaymentMethodsPage(page);

  await test.step('card deposit through the hosted page in a new tab until the balance grows', async () => {
    await methods.gotoDeposit();
    const dialog = await methods.choose('Kredi / Banka Kartı (demo)');
    // Spec §2: numeric fields show the lira prefix in Turkish; submit disabled while invalid.
    await expect(dialog.root.getByText('₺', { exact: true })).toBeVisible();
    await expect(dialog.submit('Yatır')).toBeDisabled();
    // Spec §9: number fields step by 1.
    await dialog.field('Tutar').fill('499');
    await dialog.root.getByRole('button', { name: 'Artır' }).click();
    await expect(dialog.field('Tutar')).toHaveValue('500');
    const popupPromise = context.waitForEvent('page');
    const requestSent = page.waitForRequest('**/api/payment/deposit');
    await dialog.submit('Yatır').click();
    // The client names the intent, so a retried request cannot create a second payment.
    expect((await requestSent).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const gateway = await popupPromise;
    await gateway.waitForLoadState();
    expect(gateway.url()).toMatch(/\/gateway\/demo\/pay\//);
    // The dialog keeps a way back to the page (a blocked pop-up or a closed tab).
    await expect(dialog.root.getByText('İşleme devam etmek için aşağıdaki butona tıklayın!')).toBeVisible();
    await expect(dialog.root.getByRole('button', { name: 'Devam Et' })).toBeVisible();

    await gateway.getByLabel('Kart numarası').fill('4242 4242 4242 4242');
    await gateway.getByLabel('Son kullanma (AA/YY)').fill('12/39');
    await gateway.getByLabel('Güvenlik kodu (CVC)').fill('123');
    await gateway.getByLabel('Kart üzerindeki isim').fill(`${player.name} ${player.surname}`);
    await gateway.getByRole('button', { name: /^Öde/ }).click();
    await expect(gateway.getByTestId('result')).toHaveAttribute('data-status', 'approved');
    await gateway.close();

    await site.seeBalance('₺500,00');
    await page.keyboard.press('Escape');
    await expect(dialog.root).toBeHidden();
  });

  await test.step('bank transfer deposit answers the bank details, the fields hidden', async () => {
    const dialog = await methods.choose('Havale / EFT');
    await dialog.field('Tutar').fill('250');
    await dialog.field('Gönderenin adı soyadı').fill(`${player.name} ${player.surname}`);
    const bank = dialog.field('Gönderen banka');
    const firstBank = await bank.locator('option').nth(1).getAttribute('value');
    await bank.selectOption(firstBank!);
    await dialog.submit('Yatır').click();
    const answer = dialog.root.getByTestId('payment-congratulations');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('Tebrikler!');
    await expect(answer).toContainText('TR49 0099 9000 0000 0000 0123 45');
    await expect(dialog.field('Tutar')).toHaveCount(0);
    // Waiting for the operator: the balance is unchanged.
    await site.seeBalance('₺500,00');
    await page.keyboard.press('Escape');
    await expect(dialog.root).toBeHidden();
  });

  let withdrawalId = 0;
  await test.step('an invalid IBAN is refused before sending; a valid one is requested', async () => {
    await methods.gotoWithdraw();
    const dialog = await methods.choose('Banka Havalesi (IBAN)');
    const sent: Request[] = [];
    page.on('request', (candidate) => {
      if (candidate.url().includes('/api/payment/withdraw')) sent.push(candidate);
    });
    const iban = validTurkishIban();
    await dialog.field('IBAN').fill(groupIban(brokenIban(iban)));
    await dialog.field('Hesap sahibinin adı soyadı').fill(`${player.name} ${player.surname}`);
    await dialog.field('Tutar').fill('150');
    await expect(dialog.errorOf('IBAN')).toHaveText('Geçersiz biçim.');
    await expect(dialog.submit('Çek')).toBeDisabled();
    await dialog.field('IBAN').press('Enter');
    // The machine refuses an invalid submit synchronously; a request it had sent anyway would come
    // before the valid one below, which must then be the only one.
    expect(sent).toEqual([]);

    await dialog.field('IBAN').fill(iban);
    await expect(dialog.field('IBAN')).toHaveValue(groupIban(iban));
    await expect(dialog.errorOf('IBAN')).toHaveCount(0);
    const response = page.waitForResponse('**/api/payment/withdraw');
    await dialog.submit('Çek').click();
    const body = await (await response).json();
    expect(body.success, body.message).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    withdrawalId = body.data.id;
    // Spec §4: success toast, dialogs close after 500 ms; the amount is held from the balance.
    await expect(site.toast(body.message)).toBeVisible();
    await expect(dialog.root).toBeHidden();
    await site.seeBalance(formatKurus(35_000));
  });

  await test.step('Pending on financial activities, filterable by type and status in the address', async () => {
    await page.goto('/dashboard/financial-activities');
    const row = page.locator(`[data-testid="financial-activities"] tr[data-id="${withdrawalId}"]`);
    await expect(row.locator('[data-status]')).toHaveText('Beklemede');
    await expect(page.getByTestId('financial-activities').locator('tbody tr')).toHaveCount(3);
    const filters = page.getByRole('form', { name: 'Filtreler' });
    await filters.getByLabel('Tür').selectOption({ label: 'Çekim' });
    await expect(page).toHaveURL(/[?&]type=2/);
    await expect(page.getByTestId('financial-activities').locator('tbody tr')).toHaveCount(1);
    await filters.getByLabel('Durum').selectOption({ label: 'Onaylandı' });
    await expect(page).toHaveURL(/status=1/);
    await expect(page.getByText('Bu filtrelere uyan bir hareket yok.')).toBeVisible();
    // The filters are state in the address: a reload keeps them.
    await page.reload();
    await expect(filters.getByLabel('Durum')).toHaveValue('1');
    await filters.getByRole('link', { name: 'Filtreleri temizle' }).click();
    await expect(page.getByTestId('financial-activities').locator('tbody tr')).toHaveCount(3);
  });

  await test.step('an operator approves it; the notification reaches the bell; the row is Confirmed', async () => {
    const bell = page.getByTestId('notification-bell').filter({ visible: true });
    await expect(bell).toBeVisible();
    await operatorApproves(request, withdrawalId);
    await bell.click();
    const panel = page.getByTestId('notification-panel').filter({ visible: true });
    await expect(panel.getByTestId('notification-item').filter({ hasText: 'Çekim talebiniz onaylandı' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/dashboard/financial-activities?type=2');
    await expect(page.locator(`tr[data-id="${withdrawalId}"] [data-status]`)).toHaveText('Onaylandı');
    await site.seeBalance(formatKurus(35_000));
  });
});
