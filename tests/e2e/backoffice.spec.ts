// The back office in Chromium at 1280 px (issue 16): a fresh operator enrols TOTP and signs in with a
// code, approves a withdrawal below the four-eyes threshold; a withdrawal above it that one operator
// proposed waits for a second, whose approval pays it while the first operator's screen follows live
// and the server refuses the proposer's own approval; a support operator sees no finance screen and
// the server refuses the call; a manual adjustment through four-eyes moves the balance; an auditor reads
// and verifies the audit log but cannot act; a report's CSV carries the ledger's figures.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { Backoffice, freshOperator, openPlayer, pendingWithdrawal, totpAt } from './pages/backoffice';
import { fundedPlayer } from './pages/funding';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'tr-TR' });

/** Above the server's default four-eyes threshold, ₺10.000 (server/operators/settings.ts). */
const ABOVE_THRESHOLD = 10_500;
const BELOW_THRESHOLD = 150;
/** server/i18n/areas/operators.ts, in Turkish (the page's language). */
const REPLAYED_TR = 'Bu kod zaten kullanıldı; bir sonraki kodu bekleyin';

test('an operator enrols TOTP, signs in with a code and approves a withdrawal below the threshold', async ({ page, request }) => {
  const operator = await freshOperator(request, 'finance');
  const withdrawal = await pendingWithdrawal(request, BELOW_THRESHOLD);
  const office = new Backoffice(page);
  const recovery = await office.signIn(operator);
  // Shown once: ten codes of the XXXX-XXXX-XXXX-XXXX form.
  expect(recovery).toHaveLength(10);
  for (const code of recovery) expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);

  await office.open('Çekim talepleri');
  await expect(page).toHaveURL(/\/backoffice\/withdrawals$/);
  const row = office.row(withdrawal.id);
  await expect(row).toContainText(withdrawal.username);
  await expect(row).toContainText('₺150,00');
  await row.getByRole('button', { name: 'Onayla' }).click();
  await expect(row).toHaveCount(0);
  await page.getByLabel('Durum').selectOption({ label: 'Onaylandı' });
  await expect(office.row(withdrawal.id)).toContainText('Onaylandı');
});

test('a withdrawal above the threshold: one proposes, the proposer cannot approve, a second operator pays it', async ({ browser, request }) => {
  const first = await freshOperator(request, 'finance');
  const second = await freshOperator(request, 'finance');
  const withdrawal = await pendingWithdrawal(request, ABOVE_THRESHOLD);
  const one = new Backoffice(await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage());
  const two = new Backoffice(await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage());
  await one.signIn(first);
  await two.signIn(second);
  await one.open('Çekim talepleri');
  await two.open('Çekim talepleri');

  await one.row(withdrawal.id).getByRole('button', { name: 'Onayla' }).click();
  // The first approval is a proposal: the row stays pending and waits for somebody else.
  await expect(one.row(withdrawal.id)).toContainText('İkinci onay bekleniyor');
  await expect(one.row(withdrawal.id).getByRole('button', { name: 'Onayla' })).toHaveCount(0);
  // The second operator's queue follows over the hub, with no reload.
  await expect(two.row(withdrawal.id)).toContainText(`Öneren: ${first.username}`);

  // The server refuses the proposer's own approval, whatever the UI shows.
  const own = await request.post(`/api/ops/withdrawals/${withdrawal.id}/approve`, {
    headers: { authorization: `Bearer ${await one.token()}`, 'x-locale': 'en' },
    data: {},
  });
  expect(own.status()).toBe(403);

  await two.row(withdrawal.id).getByRole('button', { name: 'Onayla' }).click();
  await expect(two.row(withdrawal.id)).toHaveCount(0);
  // The proposer's screen drops it live when the second operator pays it.
  await expect(one.row(withdrawal.id)).toHaveCount(0);
  await one.page.context().close();
  await two.page.context().close();
});

test('a withdrawal is rejected with a reason the player sees', async ({ page, request }) => {
  const operator = await freshOperator(request, 'finance');
  const withdrawal = await pendingWithdrawal(request, BELOW_THRESHOLD);
  const office = new Backoffice(page);
  await office.signIn(operator);
  await office.open('Çekim talepleri');
  await office.row(withdrawal.id).getByRole('button', { name: 'Reddet' }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: 'Reddet' });
  await dialog.locator('textarea[name="reason"]').fill('IB');
  await expect(confirm).toBeDisabled();
  await dialog.locator('textarea[name="reason"]').fill('IBAN sahibi oyuncu ile eşleşmiyor');
  await confirm.click();
  await expect(dialog).toHaveCount(0);
  await expect(office.row(withdrawal.id)).toHaveCount(0);
  await page.getByLabel('Durum').selectOption({ label: 'Reddedildi' });
  await expect(office.row(withdrawal.id)).toContainText('Reddedildi');
});

test('a support operator sees no finance screen, and the server refuses the call', async ({ page, request }) => {
  const operator = await freshOperator(request, 'support');
  const office = new Backoffice(page);
  await office.signIn(operator);
  await expect(office.nav()).not.toContainText('Çekim talepleri');
  await expect(office.nav()).not.toContainText('Yatırımlar');
  await office.goto('/backoffice/withdrawals');
  await expect(page.getByTestId('bo-forbidden')).toBeVisible();
  await expect(page.getByTestId('bo-queue-row')).toHaveCount(0);
  const refused = await request.get('/api/ops/withdrawals', { headers: { authorization: `Bearer ${await office.token()}`, 'x-locale': 'en' } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).success).toBe(false);
});

test('signing out, then the code the enrolment spent: the server says it was already used', async ({ page, request }) => {
  const operator = await freshOperator(request, 'auditor');
  const office = new Backoffice(page);
  await office.signIn(operator);
  await page.getByRole('button', { name: 'Çıkış' }).click();
  await expect(page.getByTestId('bo-sign-in')).toContainText('Çıkış yaptınız.');
  await office.field('username').fill(operator.username);
  await office.field('password').fill(operator.password);
  await page.getByRole('button', { name: 'Devam' }).click();
  // The enrolment's step is within the server's one step of drift for a minute; taken once, it is a replay.
  await office.field('code').fill(await totpAt(operator.secret!, operator.enrolledAt!));
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.getByRole('alert')).toHaveText(REPLAYED_TR);
  await expect(office.field('code')).toHaveValue('');
});

test('the overview shows the server figures for today, and a confirmed deposit raises them by its amount', async ({ page, request }) => {
  const operator = await freshOperator(request, 'admin');
  const office = new Backoffice(page);
  await office.signIn(operator);
  await office.open('Genel bakış');
  const deposits = page.locator('[data-figure="deposits"] dd');
  await expect(deposits).toBeVisible();
  await expect(page.getByTestId('bo-daily-chart').locator('canvas')).toBeVisible();
  const auth = { authorization: `Bearer ${await office.token()}` };
  const todayDeposits = async () => ((await (await request.get('/api/ops/overview', { headers: auth })).json()).data.today.deposits as number);
  const before = kurus(await deposits.textContent());
  // Other workers fund players meanwhile: what the page shows is what the server answered then or since.
  expect(before).toBeLessThanOrEqual(Math.round((await todayDeposits()) * 100));
  await fundedPlayer(request, 321);
  await page.getByRole('button', { name: 'Yenile' }).click();
  await expect.poll(async () => kurus(await deposits.textContent())).toBeGreaterThanOrEqual(before + 32_100);
  const shown = kurus(await deposits.textContent());
  expect(shown).toBeLessThanOrEqual(Math.round((await todayDeposits()) * 100));
});

/** ₺1.234,50 → 123450 kuruş. */
function kurus(text: string | null): number {
  return Math.round(Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
}

test('a support operator finds a player, reads the ledger and locks the account with a reason', async ({ page, request }) => {
  const { player } = await fundedPlayer(request, 200);
  const operator = await freshOperator(request, 'support');
  const office = new Backoffice(page);
  await office.signIn(operator);
  await office.open('Oyuncular');
  await page.locator('input[name="search"]').fill(player.username);
  await page.getByRole('button', { name: 'Ara' }).click();
  await page.getByTestId('bo-player-row').getByRole('link', { name: player.username }).click();
  await expect(page.getByTestId('bo-player')).toContainText('₺200,00');
  await page.getByRole('tab', { name: 'Hesap hareketleri' }).click();
  await expect(page.getByTestId('bo-ledger')).toContainText('₺200,00');
  await page.getByRole('tab', { name: 'Profil' }).click();
  await page.getByRole('button', { name: 'Hesabı kilitle' }).click();
  await page.getByRole('dialog').locator('textarea[name="reason"]').fill('Şüpheli hesap hareketi');
  await page.getByRole('dialog').getByRole('button', { name: 'Hesabı kilitle' }).click();
  await expect(page.getByTestId('bo-player-status')).toHaveText('Kilitli');
});

test('a finance operator proposes an adjustment above the threshold, a second approves it and the balance moves', async ({ browser, request }) => {
  const { player } = await fundedPlayer(request, 200);
  const first = await freshOperator(request, 'finance');
  const second = await freshOperator(request, 'finance');
  const one = new Backoffice(await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage());
  const two = new Backoffice(await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage());
  await one.signIn(first);
  await two.signIn(second);

  await openPlayer(one, player.username);
  await one.page.getByRole('button', { name: 'Bakiye düzeltmesi öner' }).click();
  const dialog = one.page.getByRole('dialog');
  await dialog.locator('input[name="amount"]').fill(String(ABOVE_THRESHOLD));
  await dialog.locator('textarea[name="reason"]').fill('Sağlayıcı hatasıyla eksik ödenen kazanç');
  await dialog.getByRole('button', { name: 'Bakiye düzeltmesi öner' }).click();
  await expect(dialog).toHaveCount(0);
  // A proposal only: the ledger has not moved.
  await expect(one.page.locator('[data-figure="cash"] dd')).toHaveText('₺200,00');

  // The proposer is offered no approval of their own, and the server refuses it anyway.
  await one.open('İkinci onay');
  const own = one.page.locator(`[data-testid="bo-approval-row"][data-player="${player.username}"]`);
  await expect(own).toContainText('Sizin öneriniz');
  await expect(own.getByRole('button', { name: 'Onayla' })).toHaveCount(0);
  const proposalId = Number(await own.getAttribute('data-id'));
  const refused = await request.post(`/api/ops/approvals/${proposalId}/approve`, { headers: { authorization: `Bearer ${await one.token()}`, 'x-locale': 'en' }, data: {} });
  expect(refused.status()).toBe(403);

  await two.open('İkinci onay');
  const row = two.page.locator(`[data-testid="bo-approval-row"][data-id="${proposalId}"]`);
  await expect(row).toContainText('₺10.500,00');
  await row.getByRole('button', { name: 'Onayla' }).click();
  await expect(row).toHaveCount(0);

  // ₺200 + ₺10.500, on the player's page and in the ledger as one adjustment line.
  await openPlayer(two, player.username);
  await expect(two.page.locator('[data-figure="cash"] dd')).toHaveText('₺10.700,00');
  await two.page.getByRole('tab', { name: 'Hesap hareketleri' }).click();
  await expect(two.page.getByTestId('bo-ledger')).toContainText('₺10.500,00');
  await one.page.context().close();
  await two.page.context().close();
});

test('an auditor reads the audit log and verifies the chain, but cannot act', async ({ page, request }) => {
  const { player } = await fundedPlayer(request, 100);
  const operator = await freshOperator(request, 'auditor');
  const office = new Backoffice(page);
  await office.signIn(operator);
  await office.open('Denetim kaydı');
  // Its own sign-in is in the log.
  await page.locator('input[name="actor"]').fill(operator.username);
  await page.getByRole('button', { name: 'Ara' }).click();
  await expect(page.getByTestId('bo-audit-row').first()).toBeVisible();
  await expect(page.getByTestId('bo-audit-row').first()).toContainText(operator.username);
  await page.getByRole('button', { name: 'Zinciri doğrula' }).click();
  await expect(page.getByTestId('bo-audit-chain')).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('bo-audit-chain')).toContainText('Zincir sağlam');

  // Read only: the player's page offers no action and the server refuses one.
  await openPlayer(office, player.username);
  await expect(page.getByTestId('bo-player-actions').getByRole('button')).toHaveCount(0);
  const playerId = (await (await request.get(`/api/ops/players?search=${player.username}`, { headers: { authorization: `Bearer ${await office.token()}` } })).json()).data[0].id as string;
  const lock = await request.post(`/api/ops/players/${playerId}/lock`, { headers: { authorization: `Bearer ${await office.token()}`, 'x-locale': 'en' }, data: { reason: 'not allowed' } });
  expect(lock.status()).toBe(403);
});

test("a report's CSV downloads with today's figures as the ledger has them", async ({ page, request }) => {
  await fundedPlayer(request, 432);
  const operator = await freshOperator(request, 'finance');
  const office = new Backoffice(page);
  await office.signIn(operator);
  const auth = { authorization: `Bearer ${await office.token()}` };
  const ledgerDeposits = async () => Math.round(((await (await request.get('/api/ops/overview', { headers: auth })).json()).data.today.deposits as number) * 100);
  const before = await ledgerDeposits();
  await office.open('Raporlar');
  const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
  await page.locator('input[name="from"]').fill(today);
  await page.locator('input[name="to"]').fill(today);
  await page.getByRole('button', { name: 'Göster' }).click();
  await expect(page.getByTestId('bo-report-row')).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV indir' }).click()]);
  expect(download.suggestedFilename()).toBe(`daily-${today}-${today}.csv`);
  const csv = readFileSync((await download.path())!, 'utf8');
  const after = await ledgerDeposits();
  // Plain decimals and ISO dates, whatever the page's language; one line a day.
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('date,deposits,withdrawals,casino_ggr,casino_ngr,sports_ggr,sports_ngr');
  expect(lines[2]).toBe('');
  const cells = lines[1]!.split(',');
  expect(cells[0]).toBe(today);
  for (const amount of cells.slice(1)) expect(amount).toMatch(/^-?\d+\.\d{2}$/);
  // Other workers deposit meanwhile: the file's figure lies between what the ledger said before and after it.
  const deposits = Math.round(Number(cells[1]) * 100);
  expect(deposits).toBeGreaterThanOrEqual(43_200);
  expect(deposits).toBeGreaterThanOrEqual(before);
  expect(deposits).toBeLessThanOrEqual(after);
  await expect(page.getByTestId('bo-report-row')).toContainText(cells[1]!);
});
