// The studio's game pages: GET /studio/<gameCode>?token=…&lang=tr|en. Each answers the app build's
// studio.html (the studio entry of vite.config.ts: React over a machine per game, src/studio/) under the
// studio's own Content-Security-Policy, framed by our own pages only. The games not yet ported to it are
// still the plain DOM scripts of ./pages/<game>.ts, bundled once per process by esbuild (LEGACY_PAGES).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { STUDIO_GAMES, type StudioGameKind } from '../db/schema/studio';
import { inlineStyleHashes } from '../security/csp';
import { studioGameOf } from './games';

const PAGES_DIR = fileURLToPath(new URL('./pages/', import.meta.url));

/** Engines whose page is still ./pages/<game>.ts (issue 21 ports them to src/studio one by one). */
const LEGACY_PAGES: ReadonlySet<string> = new Set<StudioGameKind>(['crash']);

const bundles = new Map<StudioGameKind, Promise<string>>();

/** The game's page script, built on first use and kept for the life of the process. */
export function pageScript(game: StudioGameKind): Promise<string> {
  let bundle = bundles.get(game);
  if (!bundle) {
    bundle = (async () => {
      const { build } = await import('esbuild');
      const result = await build({
        entryPoints: [`${PAGES_DIR}${game}.ts`],
        bundle: true,
        write: false,
        format: 'iife',
        target: ['es2020'],
        minify: true,
        legalComments: 'none',
        logLevel: 'silent',
      });
      return result.outputFiles[0]!.text;
    })();
    bundle.catch(() => bundles.delete(game));
    bundles.set(game, bundle);
  }
  return bundle;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const TITLES: Record<StudioGameKind, { tr: string; en: string }> = {
  slot: { tr: 'Sultanın Hazinesi', en: "Sultan's Treasure" },
  roulette: { tr: 'Avrupa Ruleti', en: 'European Roulette' },
  blackjack: { tr: 'Kuzey Blackjack', en: 'Kuzey Blackjack' },
  crash: { tr: 'Kuzey Roket', en: 'Kuzey Rocket' },
  tombala: { tr: 'Kuzey Tombala', en: 'Kuzey Tombala' },
  keno: { tr: 'Kuzey Keno', en: 'Kuzey Keno' },
  'live-roulette': { tr: 'Kuzey Otomatik Rulet', en: 'Kuzey Automated Roulette' },
};

export function pageHtml(game: StudioGameKind, lang: 'tr' | 'en'): string {
  const title = TITLES[game][lang];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${PAGE_CSS}</style>
</head>
<body data-game="${game}">
<main id="app" aria-busy="true"><p class="loading" role="status">${lang === 'tr' ? 'Yükleniyor...' : 'Loading...'}</p></main>
<script src="/studio/assets/${game}.js" defer></script>
</body>
</html>`;
}

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
    // Themed slots (game.theme) are studio.html pages from the start.
    const legacy = LEGACY_PAGES.has(game.kind) && !game.theme;
    // A ported game has no page without the app's build (a server started without `npm run build`): say
    // so, rather than answer a page whose script no longer exists.
    if (!legacy && !document) {
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
      .header('content-security-policy', app.csp.forStudio(legacy ? PAGE_STYLE_HASHES : documentHashes))
      .send(legacy ? pageHtml(game.kind, lang) : document!(lang));
  });

  app.get<{ Params: { file: string } }>('/studio/assets/:file', async (request, reply) => {
    const match = /^([a-z]+)\.js$/.exec(request.params.file);
    const game = match?.[1] as StudioGameKind | undefined;
    if (!game || !(STUDIO_GAMES as readonly string[]).includes(game) || !LEGACY_PAGES.has(game)) return reply.code(404).type('text/plain').send('not found');
    const script = await pageScript(game);
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(script);
  });
}
// One stylesheet for the four pages: a dark casino table that fits a 375 px phone modal and a desktop frame.
const PAGE_CSS = `
:root{color-scheme:dark;--bg:#0f1420;--panel:#182033;--line:#2a3550;--text:#eef2fb;--muted:#a9b4cc;--accent:#f5b82e;--win:#3ccf7a;--lose:#ff6b6b;--red:#d23a3a;--black:#20232b;--green:#178a4c}
*{box-sizing:border-box}
html,body{margin:0;height:100%;background:var(--bg);color:var(--text);font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:980px;margin:0 auto;padding:12px;display:flex;flex-direction:column;gap:12px;min-height:100%}
.loading{text-align:center;margin-top:40vh;color:var(--muted)}
header.bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px}
header.bar h1{font-size:18px;margin:0}
.balance{font-weight:700;color:var(--accent)}
.panel{background:var(--panel);border:1px solid var(--line);border-radius:10px;padding:12px}
.controls{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
label{display:flex;flex-direction:column;gap:4px;font-size:13px;color:var(--muted)}
input,select{background:#0b0f18;color:var(--text);border:1px solid var(--line);border-radius:8px;padding:8px 10px;font:inherit;min-width:0}
button{background:var(--accent);color:#1b1400;border:0;border-radius:8px;padding:10px 16px;font:inherit;font-weight:700;cursor:pointer;min-height:44px}
button.secondary{background:#2b3650;color:var(--text)}
button:disabled{opacity:.5;cursor:not-allowed}
.message{min-height:1.4em;font-weight:600}
.message.win{color:var(--win)}.message.lose{color:var(--muted)}.message.error{color:var(--lose)}
.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:6px}
.reel{display:grid;grid-template-rows:repeat(3,1fr);gap:6px}
.sym{aspect-ratio:1;display:flex;align-items:center;justify-content:center;background:#0b0f18;border:1px solid var(--line);border-radius:8px;font-size:clamp(16px,6vw,34px);font-weight:800;position:relative}
.sym.win{border-color:var(--accent);outline:3px solid var(--accent);outline-offset:-1px;box-shadow:0 0 0 2px var(--bg) inset}
.sym .line-tag{position:absolute;top:2px;left:4px;font-size:11px;line-height:1.2;font-weight:700;color:var(--accent)}
@media (prefers-reduced-motion:no-preference){.sym.win{animation:win-pulse .6s ease-in-out 2}}
@keyframes win-pulse{50%{transform:scale(1.06)}}
.sym[data-s=W]{color:var(--accent)}.sym[data-s=S]{color:#c77dff}
.wheel-result{font-size:42px;font-weight:800;text-align:center;border-radius:50%;width:96px;height:96px;display:flex;align-items:center;justify-content:center;margin:0 auto}
.wheel-result[data-color=red]{background:var(--red)}.wheel-result[data-color=black]{background:var(--black);border:1px solid var(--line)}.wheel-result[data-color=green]{background:var(--green)}
.table{display:grid;grid-template-columns:repeat(13,minmax(0,1fr));gap:3px}
.table button{min-height:36px;padding:4px 0;font-size:13px;border-radius:6px;color:#fff;position:relative}
.table .n-red{background:var(--red)}.table .n-black{background:var(--black);border:1px solid var(--line)}.table .n-green{background:var(--green)}
.table .outside{background:#2b3650;grid-column:span 2}
.table .chip{position:absolute;top:-6px;right:-4px;background:var(--accent);color:#1b1400;border-radius:10px;font-size:10px;padding:0 4px}
.crash-view{position:relative;height:220px;display:flex;align-items:center;justify-content:center;font-size:56px;font-weight:800;background:linear-gradient(180deg,#141b2b,#0b0f18);border-radius:10px}
.crash-view[data-phase=crashed]{color:var(--lose)}.crash-view[data-phase=betting]{font-size:22px;color:var(--muted)}
.history{display:flex;gap:6px;flex-wrap:wrap;font-size:13px}
.history span{background:#0b0f18;border:1px solid var(--line);border-radius:6px;padding:2px 6px}
details.fair summary{cursor:pointer;font-weight:700}
.fair dl{display:grid;grid-template-columns:auto 1fr;gap:4px 10px;margin:8px 0;font-size:13px}
.fair dd{margin:0;word-break:break-all;font-family:ui-monospace,monospace}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
@media (max-width:900px){main{padding:8px}.table{grid-template-columns:repeat(7,minmax(0,1fr))}.table .outside{grid-column:span 7}.crash-view{height:160px;font-size:44px}}
`;

/** The page's one inline <style> element, allowed by its hash (server/security/csp.ts): no 'unsafe-inline'. */
const PAGE_STYLE_HASHES = inlineStyleHashes(`<style>${PAGE_CSS}</style>`);
