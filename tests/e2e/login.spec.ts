// The foundation's browser flow against the real server and the demo seed: the home page renders
// from the bootstrap data; a guest logs in as demo/demo1234, sees ₺1.000,00 and logs out to '/';
// a protected route opens the login dialog for a guest.
import { expect, test } from '@playwright/test';
import { Site } from './pages/site';

interface BootstrapEnvelope {
  data: {
    casinoCategoryList: Array<{ name: string }>;
    activeSlider: string;
    slider: Array<{ slug: string; items: Array<{ images: Array<{ url: string }> }> }>;
    category: Array<{ id: number; content: Array<{ id: number; title: string }> }>;
  };
}

test('the home page renders from the bootstrap data', async ({ page, request }) => {
  const bootstrap = ((await (await request.get('/api/cms/grouped')).json()) as BootstrapEnvelope).data;
  const site = new Site(page);
  await site.goto('/');

  const firstCategory = bootstrap.casinoCategoryList[0];
  expect(firstCategory, 'the demo seed has casino categories').toBeDefined();
  await expect(page.getByTestId('home-categories').getByText(firstCategory!.name, { exact: true })).toBeVisible();

  const slides = bootstrap.slider.find((slider) => slider.slug === bootstrap.activeSlider)?.items ?? [];
  expect(slides.length, 'the demo seed has banner slides').toBeGreaterThan(0);
  const firstBanner = page.getByTestId('home-banners').locator('img').first();
  await expect(firstBanner).toBeVisible();
  await expect(firstBanner).toHaveAttribute('src', slides[0]!.images[0]!.url);
  await expect.poll(() => firstBanner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  const footerLinks = bootstrap.category.find((category) => category.id === 2)?.content ?? [];
  expect(footerLinks.length, 'the demo seed has footer pages').toBeGreaterThan(0);
  await expect(page.getByTestId('site-footer').getByRole('link', { name: footerLinks[0]!.title })).toHaveAttribute(
    'href',
    `/pages/${footerLinks[0]!.id}`,
  );
});

test('a guest logs in as the demo player, sees the balance and logs out', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  await site.expectGuest();

  await site.login('demo', 'demo1234');
  await site.loginDialog.expectClosed();
  await site.seeBalance('₺1.000,00');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('authData') ?? 'null'));
  expect(stored).toMatchObject({ username: 'demo', balance: 1000 });

  // The session survives a reload: it is restored from the stored auth data.
  await page.reload();
  await site.seeBalance('₺1.000,00');

  await site.logout();
  await expect(page).toHaveURL(/\/$/);
  await site.expectGuest();
  expect(await page.evaluate(() => localStorage.getItem('authData'))).toBeNull();
});

test('a protected route opens the login dialog for a guest', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/dashboard');
  await site.loginDialog.expectOpen();
  await expect(page).toHaveURL(/\/$/);

  // Logging in from there works and closes the dialog; the route then opens.
  await site.loginDialog.submitWith('demo', 'demo1234');
  await site.loginDialog.expectClosed();
  await site.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Hesabım' })).toBeVisible();
});

test('the login form shows the rules of spec §5 and the server message of a failed login', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  await site.openLogin();

  await site.loginDialog.submitWith('ab', '1234');
  await expect(site.loginDialog.errorOf('Kullanıcı Adı')).toHaveText('En az 3 karakter giriniz.');
  await expect(site.loginDialog.errorOf('Şifre')).toHaveText('En az 5 karakter giriniz.');

  await site.loginDialog.submitWith('demo', 'wrong-password');
  await expect(site.page.locator('[data-scope="toast"][data-part="root"][data-type="error"]')).toBeVisible();
  await site.loginDialog.expectOpen();
  await site.expectGuest();

  await page.keyboard.press('Escape');
  await site.loginDialog.expectClosed();
});

test('a stored session the server no longer knows ends at the first 401', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'authData',
      JSON.stringify({ token: 'revoked-token', username: 'demo', usercode: 'U0', balance: 5, smsVerified: false }),
    ),
  );
  await page.reload();
  // Restored as a player, the balance refresh answers 401 and the session is cleared.
  await site.expectGuest();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('authData'))).toBeNull();
});

// On a busy device the frame in which Ark's presence starts listening for the exit animation's end can
// come after that 120 ms animation has ended (CI, under load: the login dialog stayed on screen with
// data-state="closed", covering the page). Here every dialog `animationend` is swallowed before it
// reaches the dialog, the surest form of that miss: the dialog must still go, and the page be usable.
test('a dialog whose exit animation end is missed still leaves the page', async ({ page }) => {
  const site = new Site(page);
  await site.goto('/');
  await page.evaluate(() => {
    window.addEventListener(
      'animationend',
      (event) => {
        if ((event.target as Element | null)?.closest?.('[data-scope="dialog"]')) event.stopImmediatePropagation();
      },
      true,
    );
  });
  await site.openLogin();
  await site.loginDialog.expectOpen();
  await page.keyboard.press('Escape');
  await site.loginDialog.expectClosed();
  await expect(page.locator('[data-scope="dialog"][data-part="backdrop"]')).toHaveCount(0);
  await site.login('demo', 'demo1234');
  await site.loginDialog.expectClosed();
  await site.seeBalance('₺1.000,00');
});
