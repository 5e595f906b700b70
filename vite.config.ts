// Vite build and dev server for the SPA: file routes, React, and a dev proxy to the API server.
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/** Text files smaller than this gain nothing from compression (one packet either way). */
const COMPRESS_MIN_BYTES = 1024;
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|wasm)$/;

/**
 * Writes a .br and a .gz next to every compressible file of the build, at the highest levels (this
 * runs once per build, not per request); the server sends them with @fastify/static's preCompressed.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'casino:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle(error?: Error) {
      // A failed build has no output to compress (and its own error to report).
      if (error || !existsSync(outDir)) return;
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const path = join(dir, name);
          if (statSync(path).isDirectory()) walk(path);
          else if (compressible.test(name) && statSync(path).size >= COMPRESS_MIN_BYTES) {
            const source = readFileSync(path);
            writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
            writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
          }
        }
      };
      walk(outDir);
    },
  };
}

/** The back office's own code (issue 16): its chunks are named so, and tests/e2e/backoffice-build.spec.ts checks no player page loads one. */
const isBackofficeModule = (id: string) => /[\\/](src[\\/]backoffice|machines[\\/]backoffice-[^\\/]+)[\\/]/.test(id);
const backofficeName = (chunk: { name: string; moduleIds: readonly string[] }) =>
  chunk.moduleIds.some(isBackofficeModule) && !chunk.name.startsWith('backoffice') ? `backoffice-${chunk.name}` : chunk.name;

type ModuleInfoOf = (id: string) => { importers: readonly string[] } | null;
const playerEntry = /[\\/](index\.html|src[\\/]main\.tsx)$/;
const backofficeEntry = /[\\/](backoffice\.html|src[\\/]backoffice[\\/]main\.tsx)$/;
/** Which entries import a module statically: a walk up its importers (each module visited once), memoised per id. */
function entriesOf(id: string, info: ModuleInfoOf, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const found = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop() as string;
    if (playerEntry.test(current)) found.add('player');
    if (backofficeEntry.test(current)) found.add('backoffice');
    for (const importer of info(current)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  memo.set(id, found);
  return found;
}
const entryMemo = new Map<string, Set<string>>();
/** The start-up chunk of an entry's static imports: `boot` (the player's only), `shared` (both entries), or none (the back office's only: its entry chunk keeps them). */
function initialChunkName(id: string, info: ModuleInfoOf): string | null {
  // An entry module stays in its entry's own chunk: in a group, the group's chunk would become that entry.
  if (playerEntry.test(id) || backofficeEntry.test(id)) return null;
  const entries = entriesOf(id, info, entryMemo);
  if (entries.has('player') && entries.has('backoffice')) return 'shared';
  if (entries.has('player')) return 'boot';
  return null;
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT || 3000}`;

export default defineConfig({
  // Deep routes such as /casino/play/<id> load assets from the site root, so the base is absolute.
  base: '/',
  plugins: [
    // The router plugin must run before React so it can split route files before JSX is compiled.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    precompress(),
  ],
  build: {
    // VITE_OUT_DIR lets several builds (one per developer working in the same tree) stay apart.
    outDir: process.env.VITE_OUT_DIR || 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: the server preloads the chunks of the route a document is for (server/content/route-preloads.ts).
    manifest: true,
    // No modulepreload polyfill in the first load (~0.5 KiB gzip, issue 15's 150 KiB budget): every browser
    // we serve supports <link rel="modulepreload"> (Chrome 66, Firefox 115, Safari 17); one without it only
    // loads those chunks when they are imported instead of ahead.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The player's site and the back office (/backoffice): two entries of one build, sharing only libraries.
      // The studio's game pages (studio.html, issue 21) are a third entry: a module they share with the
      // player's site stays in the site's chunks (the site's first load is unchanged), their own code in theirs.
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        backoffice: resolve(import.meta.dirname, 'backoffice.html'),
        studio: resolve(import.meta.dirname, 'studio.html'),
      },
      output: {
        codeSplitting: {
          // Everything an entry imports statically is needed by every first load anyway: one chunk gzips
          // ~7 KiB smaller than the 30-odd small shared chunks it was split into, in one request. With two
          // entries, a module both need goes to `shared`, so neither page runs the other's start-up code.
          groups: [{ debugName: 'start-up', includeDependenciesRecursively: false, name: (id, ctx) => initialChunkName(id, (moduleId) => ctx.getModuleInfo(moduleId)), tags: ['$initial'] }],
        },
        entryFileNames: (chunk) => `assets/${backofficeName(chunk)}-[hash].js`,
        chunkFileNames: (chunk) => `assets/${backofficeName(chunk)}-[hash].js`,
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT || 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/hub': { target: apiTarget, changeOrigin: true, ws: true },
      // Images the server ships with its content (slider, categories, promotions).
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/hub': { target: apiTarget, changeOrigin: true, ws: true },
      // Images the server ships with its content (slider, categories, promotions).
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
});
