// Issue 12, point 5, on the server: every answer carries Referrer-Policy, Permissions-Policy and nosniff
// (HSTS only when PUBLIC_URL is https); the app's document a Content-Security-Policy with no inline script,
// its inline <style> elements allowed by their SHA-256 (worked out here from the CSS text), frames limited to
// ourselves, the configured providers and FRAME_ORIGINS, the live chat's origins only when it is configured,
// and frame-ancestors 'none'; a studio game page frame-ancestors 'self'. Violation reports (both formats)
// are logged at warn with addresses cut before the query, never stored, and limited per address.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHAT_SCRIPT_URL, DEFAULT_CHAT_STANDBY_URL } from '../../../machines/live-chat/live-chat.machine';
import { buildApp } from '../../../server/app';
import { loadConfig, type AppConfig } from '../../../server/config';
import { invalidateBootstrap } from '../../../server/content';
import { appSettings, gameProviders } from '../../../server/db/schema';
import { LOG_LINES, REPORTS_PER_ADDRESS, ReportBudget } from '../../../server/handlers/security';
import { CHAT_DEFAULTS } from '../../../server/plugins/security-headers';
import { seed } from '../../../server/seed';
import { checkResponse, contract } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/db';

const bootCss = '.boot{color:#fff}';
const appCss = '@layer reset;.app{color:red}';
const template = `<!doctype html><html><head><style>${bootCss}</style><link rel="stylesheet" crossorigin href="/assets/app-1.css"></head><body><div id="root"></div><script type="module" crossorigin src="/assets/app-1.js"></script></body></html>`;
// The studio entry's built page: no inline style of its own (the server adds its one-rule backdrop).
const studioTemplate = `<!doctype html><html lang="en"><head><link rel="stylesheet" crossorigin href="/assets/studio-1.css"></head><body><div id="root"></div><script type="module" crossorigin src="/assets/studio-1.js"></script></body></html>`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The directives of a policy header, by name. */
function directives(policy: string | undefined): Record<string, string[]> {
  expect(policy).toBeTypeOf('string');
  return Object.fromEntries(
    policy!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

interface Harness {
  app: FastifyInstance;
  database: TestDatabase;
  logs: Array<Record<string, unknown>>;
  root: string;
}

async function start(overrides: Partial<AppConfig> = {}): Promise<Harness> {
  const root = mkdtempSync(join(tmpdir(), 'casino-csp-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), template);
  writeFileSync(join(root, 'studio.html'), studioTemplate);
  writeFileSync(join(root, 'assets', 'app-1.css'), appCss);
  writeFileSync(join(root, 'assets', 'app-1.js'), 'console.log(1)');
  const database = await createTestDatabase('pglite');
  await seed({ db: database.db, demo: true });
  const logs: Array<Record<string, unknown>> = [];
  const config: AppConfig = { ...loadConfig({ SEED_DEMO: '0' }), staticDir: root, ...overrides };
  const app = await buildApp({
    config,
    database,
    logger: { level: 'warn', stream: { write: (line: string) => void logs.push(JSON.parse(line)) } },
  });
  await app.ready();
  invalidateBootstrap(database.db);
  return { app, database, logs, root };
}

async function stop(h: Harness | undefined) {
  if (!h) return;
  await h.app.close();
  await h.database.destroy();
  rmSync(h.root, { recursive: true, force: true });
}

const html = { accept: 'text/html' };

describe('security headers and the Content-Security-Policy', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await start({ csp: { frameOrigins: ['https://sports.example'], frameAncestors: [] } });
  });
  afterAll(() => stop(h));

  it('sends Referrer-Policy, Permissions-Policy and nosniff on every answer, and no HSTS without an https PUBLIC_URL', async () => {
    for (const url of ['/', '/api/cms/grouped', '/assets/app-1.js', '/api/nothing-here']) {
      const response = await h.app.inject({ url, headers: html });
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      const permissions = String(response.headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(permissions, url).toContain(feature);
      // The game frames are granted these with allow=, which a denial in the header would void.
      for (const feature of ['fullscreen', 'autoplay', 'clipboard-write']) expect(permissions, url).not.toContain(feature);
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it("gives the document a policy without inline script, its two <style> elements by hash, and frame-ancestors 'none'", async () => {
    for (const url of ['/', '/casino/slot', '/dashboard/deposit']) {
      const response = await h.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      const policy = directives(response.headers['content-security-policy'] as string);
      expect(policy['script-src'], url).toEqual(["'self'"]);
      expect(policy['style-src'], url).toEqual(["'self'", sha(bootCss), sha(appCss)]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['report-uri']).toEqual(['/api/csp-report']);
      expect(response.headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    }
  });

  it('limits frames to ourselves, the configured providers and FRAME_ORIGINS; the chat only when configured', async () => {
    let policy = directives((await h.app.inject({ url: '/', headers: html })).headers['content-security-policy'] as string);
    // No provider of the demo seed is configured.
    expect(policy['frame-src']).toEqual(["'self'", 'https://sports.example']);
    expect(policy['script-src']).toEqual(["'self'"]);

    await h.database.db
      .update(gameProviders)
      .set({ settings: { launchUrl: 'https://launch.digitain.example/game?token={token}', params: {} } })
      .where(eq(gameProviders.code, 'digitain'));
    await h.database.db
      .update(gameProviders)
      .set({ settings: { apiUrl: 'https://api.pragmatic.example/IntegrationService', secureLogin: 'x', secretKey: 'y', frameOrigins: ['https://games.pragmatic.example'] } })
      .where(eq(gameProviders.code, 'pragmatic'));
    // A disabled provider's games cannot be opened, so its origin is not framed.
    await h.database.db
      .update(gameProviders)
      .set({ enabled: false, settings: { launchUrl: 'https://disabled.example/x' } })
      .where(eq(gameProviders.code, 'amusnet'));
    await h.database.db
      .insert(appSettings)
      .values([
        { key: 'chat-site-id', url: '1234' },
        { key: 'chat-div-id', url: 'div-1' },
      ])
      .onConflictDoUpdate({ target: appSettings.key, set: { url: sql`excluded.url`, enabled: true } });
    h.app.csp.invalidate();

    policy = directives((await h.app.inject({ url: '/', headers: html })).headers['content-security-policy'] as string);
    expect(new Set(policy['frame-src'])).toEqual(
      new Set([
        "'self'",
        'https://api.pragmatic.example',
        'https://games.pragmatic.example',
        'https://launch.digitain.example',
        'https://sports.example',
        'https://vue.comm100.com',
        'https://standby.comm100vue.com',
      ]),
    );
    // Exactly the chat's two configured (here: default) origins, nothing broader.
    expect(policy['script-src']).toEqual(["'self'", 'https://vue.comm100.com', 'https://standby.comm100vue.com']);
  });

  it("gives a studio game page its own policy: its stylesheet by hash, framed by our own pages only", async () => {
    // Every game, crash the last since issue 21's port, is the app build's studio.html with the server's backdrop style.
    const response = await h.app.inject({ url: '/studio/studio-crash?token=x&lang=en', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/studio-1.js"></script>');
    const css = /<style>([\s\S]*?)<\/style>/.exec(response.body)![1]!;
    const policy = directives(response.headers['content-security-policy'] as string);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'", sha(css)]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it("gives any other HTML a strict policy of its own (the studio's not-found page)", async () => {
    const response = await h.app.inject({ url: '/studio/no-such-game', headers: html });
    expect(response.statusCode).toBe(404);
    const policy = directives(response.headers['content-security-policy'] as string);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('logs a report-uri report at warn, without the query of any address, and answers 200', async () => {
    const before = h.logs.length;
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://casino.example/studio/studio-slot?token=SECRET-LAUNCH-TOKEN&lang=tr',
          'violated-directive': 'script-src-elem',
          'effective-directive': 'script-src-elem',
          'blocked-uri': 'inline',
          'line-number': 5,
          'source-file': 'http://casino.example/studio/studio-slot?token=SECRET-LAUNCH-TOKEN',
          disposition: 'enforce',
        },
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(checkResponse('reportCspViolation', 200, response.json()).ok).toBe(true);
    const lines = h.logs.slice(before).filter((line) => line.msg === 'csp violation');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe(40);
    expect(lines[0]!.csp).toMatchObject({ directive: 'script-src-elem', blocked: 'inline', document: 'http://casino.example/studio/studio-slot', line: 5 });
    expect(JSON.stringify(h.logs)).not.toContain('SECRET-LAUNCH-TOKEN');
  });

  it('accepts the Reporting API format too, and refuses a body that is no report with a 400 envelope', async () => {
    const before = h.logs.length;
    const reportsJson = await h.app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify([
        { type: 'csp-violation', age: 1, url: 'http://casino.example/', body: { documentURL: 'http://casino.example/?a=1', effectiveDirective: 'frame-src', blockedURL: 'https://evil.example/x?y', disposition: 'enforce' } },
      ]),
    });
    expect(reportsJson.statusCode).toBe(200);
    expect(h.logs.slice(before).find((line) => line.msg === 'csp violation')?.csp).toMatchObject({
      directive: 'frame-src',
      blocked: 'https://evil.example/x',
      document: 'http://casino.example/',
    });

    // The JSON form (older browsers) is checked against the contract's schema by the router itself.
    const asJson = await h.app.inject({
      method: 'POST',
      url: '/api/csp-report',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ 'csp-report': { 'document-uri': 'http://casino.example/', 'effective-directive': 'img-src', 'blocked-uri': 'https://x.example' } }),
    });
    expect(asJson.statusCode, asJson.body).toBe(200);

    for (const payload of ['{"hello":1}', 'not json', '[]']) {
      const bad = await h.app.inject({ method: 'POST', url: '/api/csp-report', headers: { 'content-type': 'application/csp-report', 'x-locale': 'en' }, payload });
      expect(bad.statusCode, payload).toBe(400);
      expect(bad.json(), payload).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
      expect(checkResponse('reportCspViolation', 400, bad.json()).ok).toBe(true);
    }
  });

  it('refuses an address past its reports a minute with a 429 envelope', async () => {
    const send = () =>
      h.app.inject({
        method: 'POST',
        url: '/api/csp-report',
        remoteAddress: '203.0.113.9',
        headers: { 'content-type': 'application/csp-report' },
        payload: JSON.stringify({ 'csp-report': { 'document-uri': 'http://casino.example/', 'effective-directive': 'img-src', 'blocked-uri': 'https://x.example' } }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < REPORTS_PER_ADDRESS + 1; i++) statuses.push((await send()).statusCode);
    expect(statuses).toEqual([...Array(REPORTS_PER_ADDRESS).fill(200), 429]);
    const refused = await send();
    expect(checkResponse('reportCspViolation', 429, refused.json()).ok).toBe(true);
  });

  it('keeps the chat defaults equal to the live chat machine', () => {
    expect(CHAT_DEFAULTS).toEqual({ scriptUrl: DEFAULT_CHAT_SCRIPT_URL, standbyUrl: DEFAULT_CHAT_STANDBY_URL });
    expect(contract.operations.some((operation) => operation.operationId === 'reportCspViolation')).toBe(true);
  });
});

describe('the report budget', () => {
  it('takes 30 reports a minute per address, logs at most 200 a minute overall, and counts the rest', () => {
    let now = 1_000_000;
    const budget = new ReportBudget(() => now);
    const a = Array.from({ length: REPORTS_PER_ADDRESS + 1 }, () => budget.take('a'));
    expect(a.filter((taken) => taken.allowed)).toHaveLength(30);
    expect(a.at(-1)).toEqual({ allowed: false, mayLog: false, suppressedBefore: 0 });
    // 30 logged from a; 7 more addresses of 30 each = 240 taken in all, 200 logged, 40 not.
    const rest = Array.from({ length: 7 }, (_, i) => Array.from({ length: 30 }, () => budget.take(`b${i}`))).flat();
    expect(rest.every((taken) => taken.allowed)).toBe(true);
    expect(rest.filter((taken) => taken.mayLog)).toHaveLength(LOG_LINES - 30);
    now += 60_000;
    expect(budget.take('a')).toEqual({ allowed: true, mayLog: true, suppressedBefore: 40 });
  });
});

describe('HSTS', () => {
  let h: Harness | undefined;
  afterAll(() => stop(h));
  it('is sent when PUBLIC_URL is https', async () => {
    h = await start({ publicUrl: 'https://casino.example' });
    for (const url of ['/', '/api/cms/grouped']) {
      const response = await h.app.inject({ url, headers: html });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });
});
