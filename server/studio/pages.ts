// The studio's game pages: GET /studio/<gameCode>?token=…&lang=tr|en. Each answers the app build's
// studio.html (the studio entry of vite.config.ts: React over a machine per game, src/studio/) under the
// studio's own Content-Security-Policy, framed by our own pages only.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { inlineStyleHashes } from '../security/csp';
import { studioGameOf } from './games';

/**
 * The app build's studio.html in the page's language, with a one-rule inline stylesheet (the page's dark
 * backdrop before the stylesheet arrives); null when the app is not built (the server runs API-only).
 */
function studioDocument(staticDir: string): ((lang: 'tr' | 'en') => string) | null {
  const path = join(staticDir, 'studio.html');
  if (!existsSync(path)) return null;
  const built = readFileSync(path, 'utf8').replace('<head>', `<head>\n    <style>${STUDIO_BOOT_CSS}</style>`);
  return (lang) => built.replace(/<html lang="[a-z]+"/, `<html lang="${lang}"`);
}

const STUDIO_BOOT_CSS = 'html,body{margin:0;background:#0b1020;color:#f6f7f9}';

function sendNotFound(reply: FastifyReply, lang: 'tr' | 'en') {
  return reply
    .code(404)
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>404</title><p>${lang === 'tr' ? 'Oyun bulunamadı' : 'Game not found'}</p></html>`);
}

export async function studioPages(app: FastifyInstance): Promise<void> {
  const document = studioDocument(app.config.staticDir);
  const documentHashes = document ? inlineStyleHashes(document('tr')) : [];
  app.get<{ Params: { gameCode: string }; Querystring: { lang?: string } }>('/studio/:gameCode', async (request, reply) => {
    const lang = request.query.lang === 'en' ? 'en' : 'tr';
    const game = studioGameOf(request.params.gameCode);
    if (!game) return sendNotFound(reply, lang);
    // No page without the app's build (a server started without `npm run build`): say so, rather than
    // answer a page whose script does not exist.
    if (!document) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>503</title><p>${lang === 'tr' ? 'Oyun sayfaları derlenmemiş (npm run build)' : 'The game pages are not built (npm run build)'}</p></html>`);
    }
    // The page is framed by our own site only; the token in its URL must not leak through a Referer.
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', app.csp.forStudio(documentHashes))
      .send(document(lang));
  });
}
