// The built app is served at /, client routes fall back to index.html for browser navigations, and the
// API reference is at /api/docs. /api and /hub never fall back to the app.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';

describe('static app and docs', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'casino-dist-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Casino</title><div id="root"></div>');
    writeFileSync(join(root, 'assets', 'app-1234.js'), 'console.log("app")');
    t = await buildTestApp('pglite', { config: { staticDir: root } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const html = { accept: 'text/html,application/xhtml+xml' };

  it('serves index.html at / and for client routes', async () => {
    for (const url of ['/', '/casino/slot', '/dashboard/deposit?x=1', '/pages/3']) {
      const response = await t.request({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves build assets with a long cache', async () => {
    const response = await t.request({ url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 envelopes, not the app, for API, hub and missing files', async () => {
    for (const url of ['/api/unknown', '/api', '/hub/frnotify/negotiate', '/assets/missing.js', '/favicon.ico']) {
      const response = await t.request({ url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().success, url).toBe(false);
    }
  });

  it('does not answer a POST to a client route with the app', async () => {
    const response = await t.request({ method: 'POST', url: '/casino/slot', headers: html });
    expect(response.statusCode).toBe(404);
  });

  it('serves the API reference built from the contract', async () => {
    const page = await t.request({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-initializer.js');
    const initializer = await t.request({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    const json = await t.request({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api', description: 'This server' }]);
    expect(Object.keys(document.paths)).toContain('/auth/login');
  });
});
