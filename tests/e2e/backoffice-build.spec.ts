// The back office is its own entry of the same build (issue 16): /backoffice serves its page, which
// loads the back office's chunks, and nothing the player's page can ever load (its entry and every
// chunk reachable from it, lazy ones included) is a back-office chunk (vite.config.ts names them).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const dist = new URL(`../../${process.env.E2E_STATIC_DIR || 'dist'}/`, import.meta.url);

/** Every script a page's document can lead to: its scripts and preloads, then every import, static or dynamic. */
function reachable(html: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);
  while (queue.length) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const code = readFileSync(new URL(`assets/${name}`, dist), 'utf8');
    for (const match of code.matchAll(/["'`](?:\.\/|\/assets\/)([\w.$-]+\.js)["'`]/g)) queue.push(match[1]!);
  }
  return seen;
}

test('no chunk the player page can load is the back office\'s, and the back office page loads its own', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one check of the build is enough');
  const player = reachable(readFileSync(new URL('index.html', dist), 'utf8'));
  const office = reachable(readFileSync(new URL('backoffice.html', dist), 'utf8'));
  // The walk finds the player's lazy routes too (the casino's games page is one), so it follows dynamic imports.
  expect([...player].some((name) => name.startsWith('casino.games'))).toBe(true);
  expect([...player].filter((name) => name.startsWith('backoffice'))).toEqual([]);
  expect([...office].filter((name) => name.startsWith('backoffice')).length).toBeGreaterThan(1);
});

test('/backoffice and its client routes answer the back office page, not the player\'s', async ({ request }) => {
  for (const path of ['/backoffice', '/backoffice/withdrawals']) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('src="/assets/backoffice-');
    expect(html).not.toContain('id="bootstrap"');
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
  }
});
