// Playwright: the real built app in Debian's Chromium against the real server, started on a free
// port with a fresh data directory and the demo seed. Run `npm run build` first (scripts/test.mjs does).
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Workers re-read this file: the first load picks the port and data directory and the environment
// carries them to the workers, so every process agrees on one server.
process.env.E2E_PORT ||= freePort();
process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'casino-e2e-'));

const port = Number(process.env.E2E_PORT);

/**
 * A port below Linux's ephemeral range (32768–60999), free when probed. A random port inside that range
 * once met an outgoing connection's local port (CI: the server's EADDRINUSE, every browser test lost).
 * The config loads synchronously, so the probe binds in a child process.
 */
function freePort(): string {
  const probe = `
    const net = require('node:net');
    const tryPort = (left) => {
      const port = 20000 + Math.floor(Math.random() * 12000);
      const server = net.createServer();
      server.once('error', () => (left > 0 ? tryPort(left - 1) : process.exit(1)));
      server.listen(port, '127.0.0.1', () => server.close(() => process.stdout.write(String(port))));
    };
    tryPort(50);`;
  const found = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8' });
  if (found.status !== 0 || !/^\d+$/.test(found.stdout)) throw new Error(`no free port for the e2e server: ${found.stderr}`);
  return found.stdout;
}

// Each worker's browser comes "through the proxy" from an address of its own (TEST-NET-3), as players do
// from their own connections: the per-address sign-in limits (20 failed logins in 15 minutes) then meet
// one worker's deliberate failures, not the whole run's from 127.0.0.1. The `request` fixture carries it
// too; reading the dev outbox (loopback only) says 127.0.0.1 itself (tests/e2e/pages/accounts-data.ts).
const workerAddress = `203.0.113.${1 + Math.floor(Math.random() * 254)}`;
const baseURL = `http://127.0.0.1:${port}`;
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';

const liveSpecs = ['**/live.spec.ts'];
// Model-based specs (tests/e2e/model/): the machines' paths on the real page, at 1440 px only.
const modelSpecs = ['**/*.model.spec.ts'];
const phoneSpecs = ['**/shell.spec.ts', '**/sports.spec.ts', '**/login.spec.ts', '**/a11y.spec.ts', '**/casino.spec.ts', '**/casino-play.spec.ts', '**/bonus-offers.spec.ts', '**/everyday.spec.ts', '**/stale-sessions.spec.ts', '**/studio-slots.spec.ts', '**/live-betting.spec.ts', '**/live-roulette.spec.ts'];

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Generous on purpose: a failing test only waits longer, and the shared CI machine runs the test server
  // (the live matches, the keno and tombala runners) beside two Chromiums: 60 s and 10 s ran out there.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PW_JSON || '.tmp/playwright.json' }]],
  outputDir: process.env.PW_RESULTS || 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // PW_HEADED (`npm run paths -- <flow> "<name>" --headed`): a visible browser, for QA to watch a path.
    launchOptions: {
      executablePath: chromium,
      args: process.env.PW_HEADED ? chromiumArgs.filter((arg) => arg !== '--headless') : chromiumArgs,
    },
    contextOptions: { extraHTTPHeaders: { 'x-forwarded-for': workerAddress } },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [...liveSpecs, ...modelSpecs],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    // At 375 px: what changes on a phone (bottom bar, drawer, full-screen dialogs, the play modal); the
    // flows that look the same at both widths (payments, dashboard, studio pages, sign-up) run at 1440 px.
    {
      name: 'phone',
      testMatch: phoneSpecs,
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
    // The live spec's own players and hub checks, at 1440 px.
    {
      name: 'live',
      testMatch: liveSpecs,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'model',
      testMatch: modelSpecs,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${baseURL}/api/cms/grouped`,
    // PGlite's migrations and the demo seed (casino, sports book, studio rooms) on a busy machine.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // Players made through the API (tests/e2e/pages/accounts-data.ts) each come "through a proxy" from
      // their own address, as real players do, so the per-address sign-up limit (10 an hour) meets only
      // the sign-ups the browser itself makes.
      TRUST_PROXY: 'loopback',
      // Keno's timetable shortened for tests/e2e/keno.spec.ts (20 s of bets, a ball every 0.5 s: a 35.5 s
      // cycle instead of 176 s); no other spec plays keno.
      STUDIO_KENO_BETTING_MS: '20000',
      STUDIO_KENO_SHOW_DELAY_MS: '2000',
      STUDIO_KENO_BALL_MS: '500',
      STUDIO_KENO_RESULT_MS: '4000',
      // The automated roulette table's timetable shortened for tests/e2e/live-roulette.spec.ts (12 s of bets,
      // the wheel 4 s, the result 4 s: a 20 s cycle instead of 40 s); no other spec plays it.
      STUDIO_LIVE_ROULETTE_BETTING_MS: '12000',
      STUDIO_LIVE_ROULETTE_SPIN_MS: '4000',
      STUDIO_LIVE_ROULETTE_RESULT_MS: '4000',
      // Tombala's rooms (a fresh database's) sell for 45 s and draw a ball a second instead of 60–90 s and
      // 2.5 s, for tests/e2e/tombala.spec.ts: a game then takes about two minutes instead of five.
      STUDIO_TOMBALA_SALE_MS: '45000',
      STUDIO_TOMBALA_BALL_MS: '1000',
      // Crash rounds take bets for 4 s instead of 7 s (tests/e2e/studio.spec.ts plays them through): the
      // flights themselves follow the hash chain and cannot be shortened.
      STUDIO_CRASH_BETTING_MS: '4000',
      // Every browser of a worker comes from one address (above); a guest hub link is negotiated on each
      // sportsbook page a test opens, so the production cap of 60 a minute would meet a busy worker's pages.
      HUB_GUEST_NEGOTIATIONS_PER_MINUTE: '600',
      // E2E_STATIC_DIR serves a build other than dist/ (see VITE_OUT_DIR in vite.config.ts).
      ...(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {}),
    },
  },
});
