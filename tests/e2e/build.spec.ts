// The production build the browser tests run against: the dev-only Stately inspector must not be in
// it, every asset has its pre-compressed forms, the home page's document preloads the first banner and
// carries the bootstrap, a deep link's document preloads its route's chunks, and a phone's first load stays within its JavaScript budget (a size, not a time).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { kib, measureFirstLoad, phone } from '../../scripts/first-load';

// E2E_STATIC_DIR (relative to the repository) points the checks at a build other than dist/.
const assets = new URL(`../../${process.env.E2E_STATIC_DIR || 'dist'}/assets/`, import.meta.url);

test('the production build carries no inspector code', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one check of the build is enough');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const name of scripts) {
    const code = readFileSync(new URL(name, assets), 'utf8');
    expect(code, name).not.toContain('@statelyai/inspect');
    expect(code, name).not.toContain('createBrowserInspector');
    expect(code, name).not.toContain('stately.ai');
  }
});

test('every script and stylesheet of the build has .br and .gz forms that decode to it', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one check of the build is enough');
  const files = readdirSync(assets).filter((name) => /\.(js|css)$/.test(name));
  let compressed = 0;
  for (const name of files) {
    const source = readFileSync(new URL(name, assets));
    // The build leaves files under 1 KiB alone (vite.config.ts).
    if (source.length < 1024) continue;
    compressed += 1;
    expect(existsSync(new URL(`${name}.br`, assets)), `${name}.br`).toBe(true);
    expect(brotliDecompressSync(readFileSync(new URL(`${name}.br`, assets))).equals(source), `${name}.br`).toBe(true);
    expect(gunzipSync(readFileSync(new URL(`${name}.gz`, assets))).equals(source), `${name}.gz`).toBe(true);
  }
  expect(compressed).toBeGreaterThan(10);
});

test('the home page document preloads the first banner and carries the bootstrap', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the document is the same for every width');
  const response = await request.get('/', { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
  const html = await response.text();
  const preload = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)" media="\(max-width: 767px\)"/.exec(html);
  expect(preload, 'banner preload').not.toBeNull();
  expect(html).toMatch(/<script type="application\/json" id="bootstrap" data-locale="tr">/);
  // The preloaded image is the one the first slide shows on a phone, and that slide fetches it eagerly.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const first = page.getByTestId('home-banners').locator('img').first();
  await expect(first).toHaveAttribute('src', preload![1]!);
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
});

test("a deep link's document preloads its route's chunks, and no page fetches the stylesheet it inlines", async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the document is the same for every width');
  const response = await request.get('/casino/slot', { headers: { accept: 'text/html' } });
  const html = await response.text();
  // The route's own chunk (server/content/route-preloads.ts reads the build's manifest) beside the start-up ones.
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/casino\.slot-[\w-]+\.js">/);
  // The inlined stylesheet keeps a disabled link, which Vite's preload helper takes for a loaded sheet.
  expect(html).toMatch(/<style data-href="(\/assets\/[\w-]+\.css)">[\s\S]*?<\/style><link rel="stylesheet" href="\1" disabled>/);
  const stylesheets: string[] = [];
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'stylesheet') stylesheets.push(sent.url());
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  for (const path of ['/casino/slot', '/spor', '/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByTestId('home-banners')).toBeVisible();
  expect(scripts.some((path) => /^\/assets\/casino\.slot-/.test(path))).toBe(true);
  expect(stylesheets).toEqual([]);
});

test("a phone's first load of / downloads at most 150 KiB of JavaScript (gzip) until the network is idle", async ({ browser, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the measurement makes its own phone-sized browser context');
  // Everything until the network is idle (scripts/first-load.ts: no request for 2 s), idle callbacks and
  // the start-up popup included; what loads at the first interaction is not part of it (issue 15).
  const context = await browser.newContext({ ...phone, baseURL });
  const { scripts, totalBytes } = await measureFirstLoad(await context.newPage(), `${baseURL}/`);
  await context.close();
  const largest = [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([path, size]) => `${path.split('/').pop()} ${kib(size)}`);
  report(`first-load JavaScript of / on a phone: ${kib(totalBytes)} KiB gzip in ${scripts.size} files (largest: ${largest.join(', ')})`);
  // Issue 15's budget (before it: 295 KiB in 65 files). What is in it (docs/performance.md): the `shared`
  // chunk (React DOM ~60, TanStack Router ~22, XState ~12, Panda's runtime and recipes, the hub: what the
  // back office's entry imports too) and the player's `boot` (the root actor's early machines, the shell).
  // The root actor's late flows (live chat, game launch) arrive with the first interaction or their first
  // event (machines/late-child), the docked side menu only where it docks (from 1100 px): 149.6 KiB.
  // Then issue 19 added two dashboard routes (responsible gaming, verification) to the route tree and a
  // footer link (150.1 KiB measured; the reality-check dialog loads at login, not for a guest); dropping
  // Vite's modulepreload polyfill (vite.config.ts) brought it to 149.9 KiB, and the budget back to 150.
  // Later additions took it to 150.02 KiB (CI failed on it); the player's notifications now load with the
  // player (machines/late-child, the bell with the player's header, its place kept meanwhile): 148.3 KiB.
  expect(totalBytes).toBeLessThanOrEqual(150 * 1024);
});

function report(message: string) {
  test.info().annotations.push({ type: 'size', description: message });
  console.log(message);
}
