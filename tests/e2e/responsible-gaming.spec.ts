// Issue 19's "Done when" (the player-protection half), in the browser against the real server: a daily
// deposit limit of ₺500, a ₺400 deposit accepted and a ₺200 one refused with what is left (₺100,00) and
// when the limit resets (the next 00:00 in Istanbul); raising the limit shows it pending for 24 hours;
// a 15-minute reality check interrupts play once the page's clock is moved past 15 minutes; a 24-hour
// time-out logs the player out and the next login is refused with its end. The promotional messages switch
// is flipped off and on and read back after a reload.
import { expect, test, type Page } from '@playwright/test';
import { freshPlayerLoggedIn } from './pages/payments-data';
import { PaymentMethodsPage } from './pages/payments-page';
import { ResponsibleGamingPage } from './pages/responsible-gaming';

const HOUR = 3_600_000;
const FIFTEEN_MINUTES = 15 * 60_000;

/** The next 00:00 in Istanbul (UTC+3 all year) as dd.mm.yyyy 00:00: written from the rule, not the app. */
function nextIstanbulMidnight(now = new Date()): string {
  const local = new Date(now.getTime() + 3 * HOUR);
  const next = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(next.getUTCDate())}.${pad(next.getUTCMonth() + 1)}.${next.getUTCFullYear()} 00:00`;
}

async function bankDeposit(page: Page, amount: string, name: string) {
  const methods = new PaymentMethodsPage(page);
  await methods.gotoDeposit();
  const dialog = await methods.choose('Havale / EFT');
  await dialog.field('Tutar').fill(amount);
  await dialog.field('Gönderenin adı soyadı').fill(name);
  const bank = dialog.field('Gönderen banka');
  await bank.selectOption((await bank.locator('option').nth(1).getAttribute('value'))!);
  await dialog.submit('Yatır').click();
  return dialog;
}

test('deposit limit, pending raise, reality check and a 24-hour time-out', async ({ page, request }) => {
  test.setTimeout(150_000);
  // The page's clock runs 14 minutes ahead of the server's from the start (a time that flows on), so the
  // 15-minute reality check, chosen first, falls due within a minute, without one long jump that would
  // also fire every other timer of the app at once. Were the machine so slow that more than a minute
  // passed, the check falls at 30 minutes and the jump is longer; the test then expects 0:30.
  await page.clock.install({ time: Date.now() + 14 * 60_000 });
  const { site, player } = await freshPlayerLoggedIn(page, request);
  const rg = new ResponsibleGamingPage(page);
  const name = `${player.name} ${player.surname}`;

  await test.step('a 15-minute reality check interrupts play when the clock moves on', async () => {
    await rg.goto();
    // The watcher reads the session's start again once the interval is chosen; the test takes it from
    // that answer, so the jump below does not depend on how long the steps before it took.
    const rules = page.waitForResponse((r) => r.url().includes('/api/protection/limits') && r.request().method() === 'GET');
    await rg.chooseRealityCheck('15 dakika');
    const startedAt = Date.parse((await (await rules).json()).data.session.startedAt);
    await expect(rg.realityCheck()).toBeHidden();
    // The rule: checks fall at whole multiples of the interval after the session's start.
    const pageNow = await page.evaluate(() => Date.now());
    const intervals = Math.floor((pageNow - startedAt) / FIFTEEN_MINUTES) + 1;
    await page.clock.fastForward(startedAt + intervals * FIFTEEN_MINUTES - pageNow + 2_000);
    await expect(rg.realityCheck()).toBeVisible();
    await expect(rg.realityCheck().getByTestId('reality-check-played')).toHaveText(new RegExp(`^0:${intervals * 15}:\\d\\d$`));
    await expect(rg.realityCheck()).toContainText('Bu oturumdaki bahisler');
    await rg.realityCheck().getByRole('button', { name: 'Devam et' }).click();
    await expect(rg.realityCheck()).toBeHidden();
  });

  await test.step('the deposit page invites a deposit limit and links the responsible gaming page', async () => {
    await page.goto('/dashboard/deposit');
    await expect(page.getByTestId('deposit-limit-invite')).toBeVisible();
    await expect(page.getByRole('main').getByTestId('responsible-gaming-link')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByTestId('responsible-gaming-link')).toBeVisible();
  });

  await test.step('a daily deposit limit of ₺500', async () => {
    await rg.goto();
    await rg.setLimit('Para yatırma', 'Günlük', '500');
    await expect(site.toast('Limitiniz kaydedildi ve hemen geçerli oldu')).toBeVisible();
    await expect(rg.limit('deposit', 'day')).toContainText('₺500,00');
  });

  await test.step('₺400 is accepted; ₺200 is refused with ₺100,00 left until the next Istanbul midnight', async () => {
    const first = await bankDeposit(page, '400', name);
    await expect(first.root.getByTestId('payment-congratulations')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(first.root).toBeHidden();
    await bankDeposit(page, '200', name);
    await expect(
      page.getByText(`Bu yatırım para yatırma limitinizi aşıyor. Kalan: ₺100,00; limit ${nextIstanbulMidnight()} tarihinde yenilenir`).first(),
    ).toBeVisible();
  });

  await test.step('raising the limit leaves it pending for 24 hours', async () => {
    await rg.goto();
    await expect(rg.limit('deposit', 'day')).toContainText('₺400,00');
    await rg.setLimit('Para yatırma', 'Günlük', '1000');
    await expect(site.toast('Limit artışı 24 saatlik bekleme süresinden sonra onayınızla geçerli olacak')).toBeVisible();
    const pending = rg.limit('deposit', 'day').getByTestId('rg-pending');
    await expect(pending).toContainText('Bekleyen değişiklik: ₺1.000,00');
    await expect(pending.getByRole('button', { name: 'Onayla' })).toBeDisabled();
    await expect(rg.limit('deposit', 'day')).toContainText('Para yatırma · Günlük: ₺500,00');
  });

  await test.step('a 24-hour time-out logs out, and the login is refused saying until when', async () => {
    await rg.takeTimeOut('24 saat');
    await site.expectGuest();
    await site.openLogin();
    await site.loginDialog.submitWith(player.username, player.password);
    await expect(page.getByText(/^Hesabınız \d\d\.\d\d\.\d{4} \d\d:\d\d tarihine kadar oyuna kapalıdır$/).first()).toBeVisible();
    await site.expectGuest();
  });
});

test('a new player is invited to set a deposit limit on the dashboard after sign-up, can put it off, and is not asked once a limit is set', async ({ page, request }) => {
  const { site } = await freshPlayerLoggedIn(page, request);
  await site.goto('/dashboard');
  const invite = page.getByTestId('deposit-limit-invite');
  await expect(invite).toBeVisible();
  await invite.getByRole('button', { name: 'Şimdi değil' }).click();
  await expect(invite).toHaveCount(0);
  // On the next visit it asks again, and its link leads to the limits.
  await site.goto('/dashboard');
  await invite.getByRole('link', { name: 'Para yatırma limiti belirleyin' }).click();
  await expect(page).toHaveURL(/\/dashboard\/responsible-gaming$/);
  const rg = new ResponsibleGamingPage(page);
  await rg.setLimit('Para yatırma', 'Haftalık', '1000');
  await expect(site.toast('Limitiniz kaydedildi ve hemen geçerli oldu')).toBeVisible();
  // With a deposit limit the dashboard asks no more.
  await site.goto('/dashboard');
  await expect(page.getByRole('main').getByRole('button', { name: 'Şifre Değiştir' })).toBeVisible();
  await expect(invite).toHaveCount(0);
});

test('the promotional messages switch turns off, stays off after a reload, and turns back on', async ({ page, request }) => {
  const { site } = await freshPlayerLoggedIn(page, request);
  const rg = new ResponsibleGamingPage(page);
  await rg.goto();
  const marketing = rg.root.getByTestId('rg-marketing');
  const toggle = marketing.getByTestId('rg-marketing-switch');
  const input = marketing.getByRole('checkbox', { includeHidden: true });
  await expect(marketing.getByRole('heading', { name: 'Kampanya mesajları' })).toBeVisible();
  await expect(toggle).toHaveAttribute('data-state', 'checked');
  await expect(input).toBeChecked();

  await marketing.getByText('Kampanya ve duyuru mesajları almak istiyorum').click();
  await expect(site.toast('Size artık kampanya ve duyuru mesajı gönderilmeyecek')).toBeVisible();
  await expect(toggle).toHaveAttribute('data-state', 'unchecked');

  await page.reload();
  await expect(rg.root).toBeVisible();
  await expect(toggle).toHaveAttribute('data-state', 'unchecked');
  await expect(input).not.toBeChecked();

  await marketing.getByText('Kampanya ve duyuru mesajları almak istiyorum').click();
  await expect(site.toast('Kampanya ve duyuru mesajları size yeniden gönderilecek')).toBeVisible();
  await page.reload();
  await expect(toggle).toHaveAttribute('data-state', 'checked');
});
