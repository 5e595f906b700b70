// The built app is served at /, client routes fall back to the app's document for browser navigations,
// and the API reference is at /api/docs. /api and /hub never fall back to the app. Build assets go out
// pre-compressed; the document carries the bootstrap answer for the request's language, script-safe,
// and on the home page a preload of the first banner image.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateBootstrap } from '../../../server/content';
import { inlineStylesheets } from '../../../server/content/document';
import { seed } from '../../../server/seed';
import { buildTestApp, type TestApp } from '../helpers/app';

const styles = '@layer reset, base;.app{color:red}';
const template =
  '<!doctype html><html><head><title>Casino</title><link rel="stylesheet" crossorigin href="/assets/app-1234.css"></head><body><div id="root"></div><script type="module" src="/assets/app-1234.js"></script></body></html>';
// Big enough to be worth compressing, like a real chunk.
const script = `console.log(${JSON.stringify('app '.repeat(2000))});`;

/** The inlined bootstrap's element: its language tag and its text. */
function inlined(body: string): { locale: string; json: string } | null {
  const match = /<script type="application\/json" id="bootstrap" data-locale="(\w+)">([\s\S]*?)<\/script>/.exec(body);
  return match ? { locale: match[1]!, json: match[2]! } : null;
}

function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  return response.rawPayload;
}

describe('static app and docs', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'casino-dist-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), template);
    writeFileSync(join(root, 'assets', 'app-1234.js'), script);
    writeFileSync(join(root, 'assets', 'app-1234.css'), styles);
    // What the build writes beside every asset (vite.config.ts, checked in tests/e2e/build.spec.ts).
    writeFileSync(join(root, 'assets', 'app-1234.js.br'), brotliCompressSync(script));
    writeFileSync(join(root, 'assets', 'app-1234.js.gz'), gzipSync(script));
    // Vite's manifest (vite.config.ts `build.manifest`): the slots route's chunk and one chunk it imports.
    mkdirSync(join(root, '.vite'));
    writeFileSync(
      join(root, '.vite', 'manifest.json'),
      JSON.stringify({
        '_grid-9.js': { file: 'assets/grid-9.js' },
        'src/routes/casino.slot.tsx?tsr-split=component': { file: 'assets/casino.slot-5.js', imports: ['_grid-9.js'], isDynamicEntry: true },
      }),
    );
    t = await buildTestApp('pglite', { config: { staticDir: root } });
    await seed({ db: t.db, demo: true });
    invalidateBootstrap(t.db);
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

  it("preloads a deep link's route chunks from the build manifest, and does not serve the manifest", async () => {
    const slots = await t.request({ url: '/casino/slot?q=x', headers: html });
    expect(slots.body).toContain('<link rel="modulepreload" crossorigin href="/assets/casino.slot-5.js"><link rel="modulepreload" crossorigin href="/assets/grid-9.js">');
    for (const url of ['/', '/dashboard/deposit']) {
      expect((await t.request({ url, headers: html })).body, url).not.toContain('rel="modulepreload"');
    }
    expect((await t.request({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('sends build assets brotli- or gzip-encoded as the client accepts, each decoding to the file', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      const response = await t.request({ url: '/assets/app-1234.js', headers: { 'accept-encoding': accept } });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['vary'], accept).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(decoded(response).toString(), accept).toBe(script);
    }
  });

  it('inlines the bootstrap answer for the request language, the same envelope the API gives', async () => {
    for (const locale of ['tr', 'en']) {
      const page = await t.request({ url: '/casino/slot', headers: { ...html, 'x-locale': locale } });
      const element = inlined(page.body);
      expect(element?.locale, locale).toBe(locale);
      const api = await t.request({ url: '/api/cms/grouped', headers: { 'x-locale': locale } });
      expect(JSON.parse(element!.json), locale).toEqual(api.json());
    }
    // A navigation carries no x-locale: the default language's answer.
    expect(inlined((await t.request({ url: '/', headers: html })).body)?.locale).toBe('tr');
  });

  it('compresses the document and keeps it revalidated', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await t.request({ url: '/', headers: { ...html, 'accept-encoding': accept } });
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['cache-control'], accept).toBe('no-cache');
      expect(response.headers['vary'], accept).toMatch(/accept-encoding/i);
      const body = decoded(response).toString();
      expect(body, accept).toContain('<div id="root">');
      expect(inlined(body), accept).not.toBeNull();
    }
  });

  it('inlines the build stylesheet into the document, so the first paint needs no other request', async () => {
    const page = await t.request({ url: '/', headers: html });
    expect(page.body).toContain(`<style data-href="/assets/app-1234.css">${styles}</style>`);
    // Its link stays, disabled (neither fetched nor applied), so Vite's preload helper does not fetch it again.
    expect(page.body.match(/<link rel="stylesheet"[^>]*>/g)).toEqual(['<link rel="stylesheet" href="/assets/app-1234.css" disabled>']);
    // A stylesheet that could close the element, or that is missing, keeps its link.
    const link = '<link rel="stylesheet" href="/assets/x.css">';
    expect(inlineStylesheets(link, () => 'a{}</style><script>alert(1)</script>')).toBe(link);
    expect(inlineStylesheets(link, () => null)).toBe(link);
  });

  it('preloads the first banner image on the home page only', async () => {
    const api = (await t.request({ url: '/api/cms/grouped' })).json();
    const slider = api.data.slider.find((candidate: { slug: string }) => candidate.slug === api.data.activeSlider);
    const first = slider.items[0].images[0].url as string;
    const home = await t.request({ url: '/', headers: html });
    const preload = /<link rel="preload" as="image" fetchpriority="high" href="([^"]+)" media="\(max-width: 767px\)"/.exec(home.body);
    expect(preload?.[1]).toBe(first);
    expect(home.body.indexOf('rel="preload"')).toBeLessThan(home.body.indexOf('</head>'));
    const other = await t.request({ url: '/casino/slot', headers: html });
    expect(other.body).not.toContain('rel="preload"');
  });

  it('keeps hostile content inside the inlined script element', async () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028 & $& </SCRIPT>';
    await t.db.execute(sql`insert into site_options (key, value) values ('hostile', ${hostile})`);
    invalidateBootstrap(t.db);
    try {
      const page = await t.request({ url: '/', headers: html });
      // The template's one script, the inlined data, and nothing else.
      expect(page.body.match(/<script/gi)).toHaveLength(2);
      expect(page.body).not.toMatch(/<\/script><script>alert/i);
      const element = inlined(page.body);
      const options = JSON.parse(element!.json).data.siteOption as Array<{ key: string; value: string }>;
      expect(options.find((option) => option.key === 'hostile')?.value).toBe(hostile);
    } finally {
      await t.db.execute(sql`delete from site_options where key = 'hostile'`);
      invalidateBootstrap(t.db);
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
