// External plugin: serves the built app (vite build output) and answers browser navigations to client
// routes (/casino/slot, /dashboard ...) with index.html, so deep links and reloads work. /api and /hub
// never fall back: their unknown paths stay 404 envelopes.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface StaticOptions {
  root: string;
}

function isNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0];
  if (path === '/api' || path.startsWith('/api/') || path === '/hub' || path.startsWith('/hub/')) return false;
  // A missing asset (/assets/x.js, /favicon.ico) is a real 404, not a page.
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*') || accept === '';
}

export default fp<StaticOptions>(
  async (app, { root }) => {
    if (!existsSync(join(root, 'index.html'))) {
      app.log.warn({ root }, 'no built app found (run npm run build); serving the API only');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      // Hashed build assets never change; index.html must be revalidated so a deploy shows at once.
      setHeaders(reply, path) {
        if (/[\\/]assets[\\/]/.test(path)) void reply.header('cache-control', 'public, max-age=31536000, immutable');
        else void reply.header('cache-control', 'no-cache');
      },
    });
    app.decorate('serveSpa', (request: FastifyRequest, reply: FastifyReply) => {
      if (!isNavigation(request)) return false;
      void reply.header('cache-control', 'no-cache').sendFile('index.html');
      return true;
    });
  },
  { name: 'static', fastify: '5.x' },
);
