// The site shell around the pages: the side menu (docked from 1100 px, a drawer below), the
// breadcrumbs, and switching the language to English and back.
import { expect, test } from '@playwright/test';

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
