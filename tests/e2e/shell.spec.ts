// The site shell around the pages: the side menu (docked from 1100 px, a drawer below), the
// breadcrumbs, and switching the language to English and back.
import { expect, test } from '@playwright/test';
import { bootstrapFromApi } from './pages/bootstrap';
import { Site } from './pages/site';

test('the side menu leads to a sportsbook page and closes behind the player', async ({ page }, testInfo) => {
  await page.goto('/');
  const docked = testInfo.project.name === 'desktop';
  if (docked) {
    await expect(page.getByTestId('side-menu-dock')).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await expect(page.getByTestId('side-menu-drawer')).toBeVisible();
  }
  const menu = docked ? page.getByTestId('side-menu-dock') : page.getByTestId('side-menu-drawer');
  await menu.locator('summary', { hasText: 'Spor Bahisleri' }).click();
  await menu.getByRole('link', { name: /FCG/ }).first().click();

  await expect(page).toHaveURL(/\/spor\/fcg$/);
  await expect(page.getByRole('heading', { level: 1, name: 'FCG' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Yüksek Oran')).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Bulunduğunuz sayfa' });
  await expect(crumbs.getByRole('link', { name: 'Ana Sayfa' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link', { name: 'Spor Bahisleri' })).toHaveAttribute('href', '/spor');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('FCG');
  if (!docked) await expect(page.getByTestId('side-menu-drawer')).toBeHidden();
});

test('the language switches to English and back, each time with a reload', async ({ page }, testInfo) => {
  await page.goto('/');
  const openMenu = async () => {
    if (testInfo.project.name !== 'desktop') await page.getByRole('button', { name: /Menüyü aç|Open the menu/ }).click();
  };
  await openMenu();
  await page.getByRole('combobox', { name: 'Dil' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Login' }).filter({ visible: true }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await openMenu();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Türkçe' }).click();
  await expect(page.getByRole('button', { name: 'Giriş Yap' }).filter({ visible: true }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});

test('a failed start-up leaves a usable page whose Retry loads the site', async ({ page }) => {
  await bootstrapFromApi(page);
  await page.route('**/api/cms/grouped', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Site şu anda yüklenemedi' })).toBeVisible();
  // The shell still works: a guest can open the login dialog.
  await expect(page.getByRole('button', { name: 'Giriş Yap' }).filter({ visible: true }).first()).toBeVisible();

  await page.unroute('**/api/cms/grouped');
  await alert.getByRole('button', { name: 'Tekrar Dene' }).click();
  await expect(page.getByTestId('home-banners')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the footer carries the content links, support links, provider logos and licence', async ({ page }, testInfo) => {
  await page.goto('/');
  const footer = page.getByTestId('site-footer');
  const info = footer.getByRole('navigation', { name: 'Kurumsal' });
  const links = info.getByRole('link');
  await expect(links.first()).toBeVisible();
  const support = footer.getByTestId('footer-support').getByRole('link');
  await expect(support).toHaveCount(4);
  for (const link of await support.all()) await expect(link).toHaveAttribute('target', '_blank');
  await expect(footer.getByTestId('footer-providers').locator('img')).toHaveCount(16);
  // Spec §2: the provider logos are hidden on extra-small screens (the phone project is 375 px).
  if (testInfo.project.name === 'desktop') await expect(footer.getByTestId('footer-providers')).toBeVisible();
  else await expect(footer.getByTestId('footer-providers')).toBeHidden();
  await expect(footer.getByTestId('footer-license-statement')).not.toBeEmpty();
  await expect(footer.getByTestId('footer-copyright')).toContainText('2024');

  // A footer link opens its content page with the sanitised body.
  const first = links.first();
  const title = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/pages\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('content-page-body')).not.toBeEmpty();
  await expect(page.getByTestId('content-page-body').locator('script')).toHaveCount(0);
});

test('the contents list leads to About Us', async ({ page }) => {
  await page.goto('/pages');
  const list = page.getByTestId('content-page-list');
  await expect(list).toBeVisible();
  await list.locator('a[href="/pages/3"]').click();
  await expect(page).toHaveURL(/\/pages\/3$/);
  await expect(page.getByTestId('content-page-body')).not.toBeEmpty();
});

test('a promotion opens its detail dialog with image, title and description', async ({ page }) => {
  await page.goto('/promotions');
  const list = page.getByTestId('promotion-list');
  await expect(list).toBeVisible();
  const card = list.getByRole('listitem').first();
  const title = (await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  await card.getByRole('button', { name: /Detaylar/ }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('promotion-detail').locator('img')).toHaveCount(1);
  await expect(dialog.getByTestId('promotion-detail')).not.toBeEmpty();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a sportsbook asks a guest to log in and tells a player when none is configured', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/spor/betco');
  await expect(page.getByTestId('sportsbook-login')).toBeVisible();
  await page.getByTestId('sportsbook-login').getByRole('button', { name: 'Giriş Yap' }).click();
  await site.loginDialog.submitWith('demo', 'demo1234');
  await site.seeBalance('₺1.000,00');
  await expect(page.getByTestId('sportsbook-missing').or(page.getByTestId('sportsbook-frame'))).toBeVisible();
});

test('a guest logs in from the shell, sees the player header with the balance, and logs out to /', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/promotions');
  await site.login('demo', 'demo1234');
  await site.seeBalance('₺1.000,00');
  await expect(site.loginButton()).toBeHidden();
  await site.logout();
  await expect(page).toHaveURL(/\/$/);
  await site.expectGuest();
});

// ---- issue 3: the shell's remaining pieces ----------------------------------------------------------

test('the start-up popup shows on home once per content hash', async ({ page }) => {
  await page.goto('/');
  const popup = page.getByTestId('startup-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading', { name: 'Hoş geldin!' })).toBeVisible();
  await popup.getByRole('button', { name: 'Kapat' }).click();
  await expect(popup).toBeHidden();
  const seen = await page.evaluate(() => localStorage.getItem('popupSeen'));
  expect(seen).toMatch(/^[0-9a-f]+$/);
  await page.reload();
  // The banners come from the start-up data, and the popup decides in the same step that data arrives
  // (machines/app: `running` spawns it and it checks the stored hash at once): no wait proves more.
  await expect(page.getByTestId('home-banners')).toBeVisible();
  await expect(popup).toBeHidden();
  // Another content (another hash) shows again.
  await page.evaluate(() => localStorage.setItem('popupSeen', 'an-older-hash'));
  await page.reload();
  await expect(popup).toBeVisible();
});

test('a guest: Claim Reward opens the login dialog; Live Chat opens the built-in chat, which asks to log in and offers the support link', async ({ page }, testInfo) => {
  // The support link is outside the site (and this machine is offline): its tab gets a stand-in page.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp', contentType: 'text/plain' }));
  await page.goto('/');
  const phone = testInfo.project.name !== 'desktop';
  if (phone) {
    // Spec §2: the mobile header's live chat icon; the bottom bar has Register and Login.
    const bar = page.getByTestId('bottom-bar');
    await expect(bar.getByRole('button', { name: 'Kayıt Ol' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    await page.getByTestId('mobile-live-chat').click();
  } else {
    await page.getByTestId('site-header').getByRole('button', { name: 'Canlı Destek' }).click();
  }
  // The demo seed configures no chat widget: the built-in chat opens; a guest is asked to log in, and the
  // operator's first WhatsApp support link is offered beside it.
  const chat = page.getByTestId('support-chat');
  await expect(chat).toContainText('Destek ekibimizle yazışmak için giriş yapın.');
  const popup = page.waitForEvent('popup');
  await chat.getByRole('link', { name: 'Ya da bize başka bir kanaldan yazın' }).click();
  const support = await popup;
  await support.waitForURL(/wa\.me\/908500000001/);
  await support.close();
  await chat.getByRole('button', { name: 'Oturum aç' }).click();
  await expect(chat).toBeHidden();
  await expect(page.getByRole('dialog', { name: /Giriş/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /Giriş/ })).toBeHidden();
  if (!phone) {
    await page.getByTestId('site-header').getByRole('button', { name: 'Ödülünü Al' }).click();
    await expect(page.getByRole('dialog', { name: /Giriş/ })).toBeVisible();
  } else {
    await page.getByTestId('bottom-bar').getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByRole('dialog', { name: /Giriş/ })).toBeVisible();
  }
});

test('the loading bar shows while a slow request runs', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('home-banners')).toBeVisible();
  // Holds the real server's answer to the page's calls until the bar was seen, then lets them through:
  // no race between a sleep and the bar's 200 ms threshold.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  for (const pattern of ['**/api/cms/page*', '**/api/cms/pages*']) {
    await page.route(pattern, async (route) => {
      await held;
      await route.continue();
    });
  }
  await page.goto('/pages');
  await expect(page.getByTestId('loading-bar')).toBeVisible();
  release();
  await expect(page.getByTestId('loading-bar')).toBeHidden({ timeout: 10_000 });
});

test('the snowfall falls when the site setting is on and stops on a click', async ({ page }) => {
  // The demo keeps the snowfall off; this run turns on the `snowfall` option in the server's real answer.
  await bootstrapFromApi(page);
  await page.route('**/api/cms/grouped', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const option of body.data.siteOption) if (option.key === 'snowfall') option.value = '1';
    await route.fulfill({ response, json: body });
  });
  await page.goto('/');
  const snow = page.getByTestId('snowfall');
  await expect(snow).toHaveAttribute('data-state', 'falling');
  // Any click on the page stops it: the window's top-left pixel (the top bar's padding, never a control),
  // clicked with the mouse directly; a click at a point inside <main> once met an element still moving
  // under the fade-in and the hiding header and never found a stable target.
  await page.mouse.click(1, 1);
  await expect(snow).toHaveAttribute('data-state', 'stopped');
});
