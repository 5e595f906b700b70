// External plugin: serves the built app (vite build output) and answers browser navigations to client
// routes (/, /casino/slot, /dashboard ...) with the app's document, so deep links and reloads work. /api
// and /hub never fall back: their unknown paths stay 404 envelopes.
// Assets go out pre-compressed (the build writes .br and .gz beside them, vite.config.ts); the document
// carries the bootstrap answer for the request's language (server/content/document.ts) and is
// compressed here, once per bootstrap version, language and page kind.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SchemaBootstrap } from '../../common/contract/schema.gen';
import { cachedBootstrap } from '../content';
import { inlineStylesheets, renderDocument } from '../content/document';
import { type BuildManifest, modulePreloadLinks, preloadedModules, RouteTable } from '../content/route-preloads';
import { inlineStyleHashes } from '../security/csp';

export interface StaticOptions {
  root: string;
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

function isNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request);
  if (path === '/api' || path.startsWith('/api/') || path === '/hub' || path.startsWith('/hub/')) return false;
  // A missing asset (/assets/x.js, /favicon.ico) is a real 404, not a page.
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*') || accept === '';
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (brotli, then gzip), honouring `;q=0` refusals. */
export function pickEncoding(header: string | string[] | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}

/** One rendered document and its compressed forms, made on first demand. */
class Rendered {
  private readonly encoded = new Map<Encoding, Buffer>();
  constructor(private readonly html: Buffer) {}

  body(encoding: Encoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: this.html.length } })
          : encoding === 'gzip'
            ? gzipSync(this.html, { level: 9 })
            : this.html;
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

export default fp<StaticOptions>(
  async (app, { root }) => {
    if (!existsSync(join(root, 'index.html'))) {
      app.log.warn({ root }, 'no built app found (run npm run build); serving the API only');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      // Navigations (/ included) get the rendered document below, never the bare template.
      index: false,
      // The build's own files under dot-directories (dist/.vite/manifest.json: every module's source path)
      // are read by the server, not served.
      dotfiles: 'ignore',
      // The build's .br/.gz siblings, chosen by Accept-Encoding (Vary is set).
      preCompressed: true,
      // Hashed build assets never change; the document must be revalidated so a deploy shows at once.
      setHeaders(reply, path) {
        if (/[\\/]assets[\\/]/.test(path)) void reply.header('cache-control', 'public, max-age=31536000, immutable');
        else void reply.header('cache-control', 'no-cache');
      },
    });

    const template = inlineStylesheets(readFileSync(join(root, 'index.html'), 'utf8'), (href) => {
      try {
        return readFileSync(join(root, href), 'utf8');
      } catch {
        return null;
      }
    });
    const bare = new Rendered(Buffer.from(template));
    // The build's manifest names each route's chunks; a deep link's document preloads them (none without it).
    const manifestPath = join(root, '.vite', 'manifest.json');
    const routes = existsSync(manifestPath)
      ? new RouteTable(JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest, preloadedModules(template))
      : null;
    // The inline <style> elements the document carries (the shell's and the inlined stylesheet), allowed by
    // hash in its Content-Security-Policy; rendering adds only a JSON data block and preload links.
    const styleHashes = inlineStyleHashes(template);
    // Keyed by the cached bootstrap object itself (server/content: a few seconds per language), so a
    // document lives exactly as long as the data it carries and every instance renders its own.
    const rendered = new WeakMap<SchemaBootstrap, Map<string, Rendered>>();

    async function documentFor(request: FastifyRequest): Promise<Rendered> {
      let bootstrap: SchemaBootstrap;
      try {
        bootstrap = await cachedBootstrap(app.db, request.locale);
      } catch (error) {
        // The app then asks the API itself and shows its own failure state.
        request.log.warn({ err: error }, 'the document goes out without the bootstrap');
        return bare;
      }
      const path = pathOf(request);
      const home = path === '/';
      // Keyed by route, not path: /spor/mac/1 and /spor/mac/2 share one document.
      const route = home ? null : (routes?.resolve(path) ?? null);
      let byKind = rendered.get(bootstrap);
      if (!byKind) rendered.set(bootstrap, (byKind = new Map()));
      const key = `${request.locale}:${home ? 'home' : (route?.route ?? 'page')}`;
      let document = byKind.get(key);
      if (!document) {
        const modules = route ? modulePreloadLinks(route.files) : '';
        document = new Rendered(Buffer.from(renderDocument(template, bootstrap, { locale: request.locale, home, modules })));
        byKind.set(key, document);
      }
      return document;
    }

    async function sendDocument(request: FastifyRequest, reply: FastifyReply) {
      const document = await documentFor(request);
      const encoding = pickEncoding(request.headers['accept-encoding']);
      void reply
        .header('content-security-policy', await app.csp.forDocument(styleHashes))
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      if (encoding !== 'identity') void reply.header('content-encoding', encoding);
      return reply.send(document.body(encoding));
    }

    // @fastify/static's wildcard would answer / itself (a 403 for the directory, index being off).
    app.get('/', (request, reply) => sendDocument(request, reply));
    // The back office (issue 16): its own page of the same build, for /backoffice and its client routes,
    // carrying no bootstrap (operators' data comes from the ops API after sign-in). The fallback policy
    // (security-headers) covers it: scripts and styles from ourselves, its QR code as a data: image.
    if (existsSync(join(root, 'backoffice.html'))) {
      const backoffice = readFileSync(join(root, 'backoffice.html'));
      const sendBackoffice = (_request: FastifyRequest, reply: FastifyReply) =>
        reply.header('cache-control', 'no-cache').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(backoffice);
      app.get('/backoffice', sendBackoffice);
      app.get('/backoffice/*', sendBackoffice);
    }
    app.decorate('serveSpa', (request: FastifyRequest, reply: FastifyReply) => {
      if (!isNavigation(request)) return false;
      sendDocument(request, reply).catch((error: unknown) => reply.send(error));
      return true;
    });
  },
  { name: 'static', fastify: '5.x' },
);
