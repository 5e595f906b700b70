// Issue 19 (KYC), proof in the browser: a funded player with a verified phone (basic verification) is
// refused a withdrawal with the message saying what is missing; uploads an identity card's two sides
// and a proof of address on the verification page; a compliance operator views each in the back
// office's KYC queue (the file comes through the audited download) and approves it; the player's page
// then says full verification, and the same withdrawal goes through.
import { expect, test } from '@playwright/test';
import { Backoffice, freshOperator } from './pages/backoffice';
import { verifyPhoneThroughApi } from './pages/dashboard-pages';
import { fundedPlayer } from './pages/funding';
import { groupIban, validTurkishIban } from './pages/payments-data';
import { PaymentMethodsPage } from './pages/payments-page';
import { Site } from './pages/site';

// A 1×1 PNG (signature, IHDR, IDAT, IEND) and a minimal PDF: real files the server's content check accepts.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005000201e2217bc30000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

const NEEDS_FULL =
  'Para çekebilmek için hesabınızın tam doğrulanmış olması gerekir: kimlik belgenizi (ön ve arka yüz) ve adres belgenizi Hesabım > Doğrulama sayfasından yükleyin';

test('a withdrawal is refused until a compliance operator approves the uploaded identity and address documents', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const { player, auth } = await fundedPlayer(request, 400);
  await verifyPhoneThroughApi(request, auth.authorization!.replace('Bearer ', ''), player.phone);
  const site = new Site(page);
  await site.goto('/');
  await site.login(player.username, player.password);
  await site.loginDialog.expectClosed();
  const methods = new PaymentMethodsPage(page);

  async function withdraw(amount: string) {
    await methods.gotoWithdraw();
    const dialog = await methods.choose('Banka Havalesi (IBAN)');
    await dialog.field('IBAN').fill(groupIban(validTurkishIban()));
    await dialog.field('Hesap sahibinin adı soyadı').fill(`${player.name} ${player.surname}`);
    await dialog.field('Tutar').fill(amount);
    const response = page.waitForResponse('**/api/payment/withdraw');
    await dialog.submit('Çek').click();
    return { body: await (await response).json(), dialog };
  }

  await test.step('basic verification only: the withdrawal is refused with what is missing', async () => {
    const { body } = await withdraw('150');
    expect(body).toMatchObject({ success: false, message: NEEDS_FULL });
    await expect(page.getByText(NEEDS_FULL).first()).toBeVisible();
    await site.seeBalance('₺400,00');
  });

  await test.step('the verification page: basic tier, a refused file, then three uploads pending review', async () => {
    await page.goto('/dashboard/verification');
    await expect(page.getByTestId('verification-tier')).toHaveAttribute('data-tier', 'basic');
    await expect(page.getByTestId('verification-withdrawal')).toHaveText('Para çekmek için tam doğrulama gerekir: kimlik ve adres belgelerinizi yükleyin.');
    const form = page.getByTestId('verification-upload');
    const file = form.locator('input[type="file"]');
    // Not an image or PDF: refused on the page, nothing is sent.
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByTestId('verification-upload-error')).toHaveText('Dosya JPEG, PNG, WebP görüntüsü veya PDF olmalıdır.');
    await expect(form.getByRole('button', { name: 'Yükle' })).toBeDisabled();

    const uploads: Array<[string, string, string, Buffer]> = [
      ['idCardFront', 'kimlik-on.png', 'image/png', PNG],
      ['idCardBack', 'kimlik-arka.png', 'image/png', PNG],
      ['proofOfAddress', 'fatura.pdf', 'application/pdf', PDF],
    ];
    for (const [kind, name, mimeType, buffer] of uploads) {
      await form.locator('select[name="kind"]').selectOption(kind);
      await file.setInputFiles({ name, mimeType, buffer });
      const sent = page.waitForResponse((response) => response.url().includes('/api/kyc/documents?') && response.request().method() === 'POST');
      await form.getByRole('button', { name: 'Yükle' }).click();
      const answer = await sent;
      expect(answer.status()).toBe(200);
      await expect(page.locator(`[data-testid="verification-documents"] li[data-kind="${kind}"]`)).toHaveAttribute('data-status', 'pending');
    }
    await expect(page.getByTestId('requirement-identity')).toHaveAttribute('data-status', 'pending');
    await expect(page.getByTestId('requirement-address')).toHaveAttribute('data-status', 'pending');
  });

  await test.step('a compliance operator views and approves each document in the back office', async () => {
    const context = await browser.newContext();
    const office = new Backoffice(await context.newPage());
    const operator = await freshOperator(request, 'compliance');
    await office.signIn(operator);
    await office.open(/Kimlik doğrulama|Identity checks/);
    const rows = office.page.locator(`[data-testid="bo-kyc-row"][data-player="${player.username}"]`);
    await expect(rows).toHaveCount(3);
    for (let i = 0; i < 3; i += 1) {
      const row = rows.first();
      const id = await row.getAttribute('data-id');
      await row.getByRole('button', { name: /Görüntüle|View/ }).click();
      const viewer = office.page.getByTestId('bo-kyc-viewer');
      await expect(viewer).toHaveAttribute('data-id', id!);
      await expect(viewer.getByTestId('bo-kyc-file')).toBeVisible();
      await expect(viewer).toContainText(`${player.name} ${player.surname}`);
      const reviewed = office.page.waitForResponse((response) => response.url().includes(`/api/ops/kyc/documents/${id}/review`));
      await viewer.getByRole('button', { name: /Onayla|Approve/ }).click();
      expect((await reviewed).status()).toBe(200);
      await expect(office.page.locator(`[data-testid="bo-kyc-row"][data-id="${id}"]`)).toHaveCount(0);
    }
    await context.close();
  });

  await test.step('full verification: the page says so and the withdrawal goes through', async () => {
    await page.goto('/dashboard/verification');
    await expect(page.getByTestId('verification-tier')).toHaveAttribute('data-tier', 'full');
    await expect(page.getByTestId('requirement-identity')).toHaveAttribute('data-status', 'approved');
    await expect(page.getByTestId('verification-withdrawal')).toHaveText('Para çekebilirsiniz.');
    const { body } = await withdraw('150');
    expect(body.success, body.message).toBe(true);
    await site.seeBalance('₺250,00');
  });
});
