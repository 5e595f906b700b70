// What a phone downloads on the first load of a page: every script response from navigation until the
// network has been quiet for QUIET_MS (no request in flight and none started), summed as gzip. Shared by
// the build's budget test (tests/e2e/build.spec.ts) and `npm run bench -- app`, so both measure alike.
import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';

/**
 * How long the network must stay quiet to count as idle: four times Playwright's `networkidle` and twice
 * Lighthouse's network-quiet window. What the app loads later on purpose (Swiper at a carousel's first
 * autoplay step, 5 s after the banners mount) is not part of the first load.
 */
export const QUIET_MS = 2000;

export interface FirstLoad {
  /** gzip bytes (level 6, as Vite reports) of each script, by path. */
  scripts: Map<string, number>;
  totalBytes: number;
}

/** A Moto G Power sized phone, as Lighthouse's mobile emulation uses. */
export const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

export async function measureFirstLoad(page: Page, url: string): Promise<FirstLoad> {
  const pending: Promise<void>[] = [];
  const scripts = new Map<string, number>();
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  const finished = (request: Request) => {
    settle();
    if (request.resourceType() !== 'script') return;
    pending.push(
      request.response().then(async (response) => {
        if (!response) return;
        const body = await response.body();
        scripts.set(new URL(request.url()).pathname, gzipSync(body).length);
      }),
    );
  };
  page.on('request', started);
  page.on('requestfailed', settle);
  page.on('requestfinished', finished);
  await page.goto(url, { waitUntil: 'load' });
  while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(200);
  // What starts after the network went idle is not the first load (and must not outlive the page).
  page.off('request', started);
  page.off('requestfailed', settle);
  page.off('requestfinished', finished);
  await Promise.all(pending);
  let totalBytes = 0;
  for (const size of scripts.values()) totalBytes += size;
  return { scripts, totalBytes };
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);
